"""The checks that keep a test run from passing by accident (scripts/lib/test-checks.sh, the
pytest plugin Tests/browser/skips_fail_under_ci.py, .ci/run), each run on small made-up inputs:
logs of runs that skipped, crashed or ran too few tests, processes and tmux servers left behind,
a signal to a script waiting on a foreground command. scripts/test runs these first."""
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import textwrap
import time
import uuid

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHECKS = ROOT / "scripts" / "lib" / "test-checks.sh"
WAIT_SECONDS = 20


def checks(function, *arguments, ci=False, extra_env=None):
    """Runs one function of test-checks.sh; returns (status, output)."""
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    if ci:
        env["CI"] = "true"
    env.update(extra_env or {})
    run = subprocess.run(["bash", "-c", f'source "{CHECKS}"; "$@"', "checks", function, *map(str, arguments)],
                         capture_output=True, text=True, env=env, timeout=60)
    return run.returncode, run.stdout + run.stderr


def wait_for(condition, what, timeout=WAIT_SECONDS):
    until = time.monotonic() + timeout
    while not condition():
        if time.monotonic() >= until:
            pytest.fail(f"waited {timeout} s for {what} in vain")
        time.sleep(0.02)


def alive(pid):
    """Whether `pid` runs (a zombie, dead but not yet reaped, does not)."""
    try:
        stat = pathlib.Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


# Counting: `swift test`

SWIFT_LIST = """\
FolioLayoutTests.PaginatorTests/fillsPages()
FolioLayoutTests.PaginatorTests/keepsHeadings()
FolioLayoutTests.PaginatorBenchmarkTests/paginateTenThousandArticles()
TerminalSinkTests.InteractivePreviewTests/keysResizeOverlayAndQuit()
FolioServeTests.FolderWatcherTests/aRenamedFolderIsFollowed()
"""


def swift_log(tests, skipped=(), closing=True, failed=False):
    lines = ["◇ Test run started.", "↳ Testing Library Version: 6.3.1"]
    lines += [f'➜ Test {name} skipped: "needs tmux"' for name in skipped]
    lines += [f"✔ Test {name} passed after 0.001 seconds." for name in ["fillsPages()", "keepsHeadings()"]]
    if closing:
        verdict = "failed after 1.2 seconds with 1 issue" if failed else "passed after 1.2 seconds"
        lines.append(f"{'✘' if failed else '✔'} Test run with {tests} tests in 3 suites {verdict}.")
    return "\n".join(lines) + "\n"


@pytest.fixture
def swift_files(tmp_path):
    listed = tmp_path / "list"
    listed.write_text(SWIFT_LIST)

    def write(text):
        log = tmp_path / "swift-test.log"
        log.write_text(text)
        return log, listed
    return write


OPT_IN = r"FolioServeTests|FolioLayoutTests\.PaginatorBenchmarkTests/"


def test_a_swift_stage_that_ran_every_test_passes(swift_files):
    log, listed = swift_files(swift_log(3))
    status, output = checks("count_swift_tests", "the Swift tests", log, listed, OPT_IN, "skip", ci=True)
    assert status == 0, output
    assert "the Swift tests: 3 of 3 tests ran, 0 skipped" in output


def test_a_skipped_swift_test_fails_under_ci_and_is_reported_elsewhere(swift_files):
    log, listed = swift_files(swift_log(3, skipped=["keysResizeOverlayAndQuit()"]))
    status, output = checks("count_swift_tests", "the Swift tests", log, listed, OPT_IN, "skip", ci=True)
    assert status == 1, output
    assert "2 of 3 tests ran, 1 skipped" in output and "under CI=true" in output
    assert "keysResizeOverlayAndQuit() skipped" in output, "the skipped test is named"
    status, output = checks("count_swift_tests", "the Swift tests", log, listed, OPT_IN, "skip")
    assert status == 0, output
    assert "2 of 3 tests ran, 1 skipped" in output


def test_a_swift_stage_with_fewer_tests_than_listed_fails_everywhere(swift_files):
    log, listed = swift_files(swift_log(2))
    status, output = checks("count_swift_tests", "the Swift tests", log, listed, OPT_IN, "skip")
    assert status == 1 and "the run had 2 tests, `swift test list` has 3" in output, output


def test_a_swift_stage_that_never_closed_fails(swift_files):
    log, listed = swift_files(swift_log(3, closing=False))
    status, output = checks("count_swift_tests", "the Swift tests", log, listed, OPT_IN, "skip")
    assert status == 1 and "never reached its closing line" in output, output


def test_a_filtered_swift_stage_counts_only_its_tests(swift_files):
    log, listed = swift_files(swift_log(1))
    status, output = checks("count_swift_tests", "the serve tests", log, listed, "FolioServeTests", "filter", ci=True)
    assert status == 0 and "1 of 1 tests ran" in output, output


# Counting: pytest

@pytest.mark.parametrize("closing, collected, ci, expected", [
    ("160 passed in 569.00s (0:09:29)", 160, True, 0),
    ("158 passed, 2 skipped in 500.1s", 160, False, 0),
    ("158 passed, 2 skipped in 500.1s", 160, True, 1),
    ("1 failed, 159 passed, 3 warnings in 12.0s", 160, True, 0),  # the failure fails pytest itself
    ("150 passed in 400.0s", 160, False, 1),
    ("159 passed, 1 error in 400.0s", 160, True, 1),
    ("158 passed, 2 errors in 400.0s", 160, False, 0),
])
def test_a_pytest_stage_is_counted(tmp_path, closing, collected, ci, expected):
    log = tmp_path / "pytest.log"
    log.write_text(f"....s.F\nSKIPPED [1] test_x.py:3: needs tmux\n{closing}\n")
    status, output = checks("count_pytest", "the browser tests", log, collected, ci=ci)
    assert status == expected, output


def test_a_pytest_stage_without_its_closing_line_fails(tmp_path):
    log = tmp_path / "pytest.log"
    log.write_text("....\nKilled\n")
    status, output = checks("count_pytest", "the browser tests", log, 4)
    assert status == 1 and "never printed its closing line" in output, output


# Leftovers

@pytest.fixture
def fake_tools(tmp_path):
    """Copies of `sleep` under the names of the programs the run watches for."""
    def make(name):
        tool = tmp_path / name
        if not tool.exists():
            shutil.copy(shutil.which("sleep"), tool)
        return tool
    return make


def test_processes_of_the_run_left_alive_are_killed_and_fail_it(fake_tools):
    tag = f"folio-check-{uuid.uuid4().hex[:8]}"
    mine = [subprocess.Popen([str(fake_tools(name)), "300"], env={**os.environ, "FOLIO_TEST_RUN": f"{tag}-browser"})
            for name in ["chromedriver", "chromium", "folio"]]
    other = subprocess.Popen([str(fake_tools("chromedriver")), "300"], env={**os.environ, "FOLIO_TEST_RUN": "another-run"})
    unmarked = subprocess.Popen([str(fake_tools("folio")), "300"])
    try:
        status, output = checks("reap_leftovers", "the browser tests", tag)
        assert status == 1, output
        for process in mine:
            assert f"a process outlived its test: {process.pid} " in output, output
            assert process.wait(timeout=WAIT_SECONDS) == -signal.SIGKILL
        assert other.poll() is None and unmarked.poll() is None, "another run's processes and unmarked ones stay"
        assert str(other.pid) not in output and str(unmarked.pid) not in output
        status, output = checks("reap_leftovers", "the browser tests", tag)
        assert status == 0 and output == "", output
    finally:
        for process in [*mine, other, unmarked]:
            process.kill()
            process.wait()


@pytest.mark.skipif(shutil.which("tmux") is None and os.environ.get("CI") != "true", reason="needs tmux")
def test_a_tmux_server_of_the_run_left_alive_is_killed_and_fails_it():
    tag = f"folio-check-{uuid.uuid4().hex[:8]}"
    socket = f"folio-test-{tag}-swift-123-abcd"
    other = f"folio-test-another-{uuid.uuid4().hex[:8]}"
    for name in [socket, other]:
        subprocess.run(["tmux", "-L", name, "new-session", "-d", "-s", "preview", "sleep 300"], check=True, timeout=WAIT_SECONDS)
    try:
        status, output = checks("reap_leftovers", "the Swift tests", tag)
        assert status == 1 and f"a tmux server outlived its test: -L {socket}" in output, output
        assert subprocess.run(["tmux", "-L", socket, "list-sessions"], capture_output=True).returncode != 0
        assert subprocess.run(["tmux", "-L", other, "list-sessions"], capture_output=True).returncode == 0
        status, output = checks("reap_leftovers", "the Swift tests", tag)
        assert status == 0 and output == "", output
    finally:
        # kill-server leaves the socket file behind (tmux 3.3), so it is removed too.
        for name in [socket, other]:
            subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
            tmux_dir = pathlib.Path(os.environ.get("TMUX_TMPDIR", "/tmp")) / f"tmux-{os.getuid()}"
            (tmux_dir / name).unlink(missing_ok=True)


# Signals

SCRIPT = """\
set -euo pipefail
source "{checks}"
trap 'stop_foreground; exit 143' TERM
{runner} bash -c 'echo $$ > "{pid}"; exec sleep 300'
"""


@pytest.mark.parametrize("runner, child_survives", [("foreground", False), ("", True)])
def test_a_signal_to_the_script_stops_its_foreground_command(tmp_path, runner, child_survives):
    """With `foreground`, TERM to the script kills the command at once; without it (the second
    case, as scripts/test ran `swift test` before), the script waits and the command lives on."""
    pid_file = tmp_path / "pid"
    script = tmp_path / "script"
    script.write_text(SCRIPT.format(checks=CHECKS, runner=runner, pid=pid_file))
    process = subprocess.Popen(["bash", str(script)], start_new_session=True)
    try:
        wait_for(lambda: pid_file.exists() and pid_file.read_text().strip(), "the command to start")
        child = int(pid_file.read_text())
        process.send_signal(signal.SIGTERM)
        if child_survives:
            with pytest.raises(subprocess.TimeoutExpired):
                process.wait(timeout=1)
            assert alive(child)
        else:
            assert process.wait(timeout=WAIT_SECONDS) == 143
            wait_for(lambda: not alive(child), "the foreground command to die")
    finally:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        if pid_file.exists():
            try:
                os.kill(int(pid_file.read_text()), signal.SIGKILL)
            except ProcessLookupError:
                pass
        process.wait()


def test_scripts_test_runs_every_build_and_test_in_the_foreground_helper():
    """scripts/test's builds and Swift test runs go through `foreground` (the browser tests run in
    a background job, a process group the script kills), so a signal reaches them: no line
    starts a bare `swift build`, `swift test` or `scripts/test-...`."""
    bare = [line for line in (ROOT / "scripts" / "test").read_text().splitlines()
            if line.strip().startswith(("swift build", "swift test", "scripts/test-"))]
    assert bare == []


# CI=true

def test_ci_run_exports_ci_itself(tmp_path):
    """.ci/run, copied into a tree whose scripts/test prints CI, sets it without being told."""
    (tmp_path / ".ci").mkdir()
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / ".ci" / "run", tmp_path / ".ci" / "run")
    (tmp_path / "scripts" / "test").write_text("#!/usr/bin/env bash\necho \"CI=${CI:-unset}\"\n")
    (tmp_path / "scripts" / "test").chmod(0o755)
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    run = subprocess.run(["bash", str(tmp_path / ".ci" / "run")], capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == "CI=true", run.stdout + run.stderr


SKIPPING = textwrap.dedent("""\
    import pytest

    def test_runs():
        pass

    @pytest.mark.skipif(True, reason="needs a tool that is missing")
    def test_skipped_by_a_marker():
        pass

    def test_skipped_inside():
        pytest.skip("not today")
    """)


@pytest.mark.parametrize("ci", [True, False])
def test_a_skipped_browser_test_fails_under_ci(tmp_path, ci):
    (tmp_path / "test_skipping.py").write_text(SKIPPING)
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env["PYTHONPATH"] = str(ROOT / "Tests" / "browser")
    if ci:
        env["CI"] = "true"
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "skips_fail_under_ci",
                          str(tmp_path / "test_skipping.py")], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    if ci:
        assert run.returncode == 1, run.stdout
        assert "1 failed, 1 passed, 1 error" in run.stdout, run.stdout
        assert "skipped under CI=true" in run.stdout and "needs a tool that is missing" in run.stdout, run.stdout
    else:
        assert run.returncode == 0 and "1 passed, 2 skipped" in run.stdout, run.stdout


# Leak checking through cairo

SUPPRESSIONS = ROOT / "Tests" / "Sanitizers" / "leak-suppressions.txt"
CFF_FONT = ROOT / "Tests" / "Fuzz" / "Corpus" / "FuzzCairo" / "japanese-cff.otf"


@pytest.fixture(scope="module")
def cairo_leaks(tmp_path_factory):
    """Tests/Sanitizers/cairo-leaks.c built with AddressSanitizer by the Swift toolchain's clang."""
    swift = shutil.which("swift")
    assert swift, "the Swift toolchain is on PATH"
    clang = pathlib.Path(swift).resolve().parent / "clang"
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "cairo-ft", "cairo-pdf", "freetype2"],
                           capture_output=True, text=True, check=True).stdout.split()
    program = tmp_path_factory.mktemp("cairo-leaks") / "cairo-leaks"
    subprocess.run([str(clang), "-g", "-fsanitize=address", "-fuse-ld=lld", str(ROOT / "Tests" / "Sanitizers" / "cairo-leaks.c"),
                    *flags, "-o", str(program)], check=True, capture_output=True, text=True, timeout=120)
    return program


def leak_check(program, *arguments, suppressions=SUPPRESSIONS, tmp_path=None):
    env = {**os.environ, "ASAN_OPTIONS": "detect_leaks=1:fast_unwind_on_malloc=0",
           "LSAN_OPTIONS": f"suppressions={suppressions}:print_suppressions=1"}
    run = subprocess.run([str(program), *map(str, arguments)], capture_output=True, text=True, env=env, timeout=120)
    log = (tmp_path or pathlib.Path(program).parent) / f"leaks-{uuid.uuid4().hex[:8]}.log"
    log.write_text(run.stdout + run.stderr)
    return run.returncode, log


def test_the_canary_is_reported_through_the_suppressions(cairo_leaks, tmp_path):
    status, log = leak_check(cairo_leaks, "canary", tmp_path=tmp_path)
    assert status != 0, log.read_text()
    assert checks("leak_reported", log, "cairo_user_font_face_create", "cairo-leaks.c")[0] == 0, log.read_text()


def test_a_blind_suppression_would_hide_the_canary(cairo_leaks, tmp_path):
    """What the canary is for: the old `leak:libcairo.so.2` hid it."""
    blind = tmp_path / "blind.txt"
    blind.write_text("leak:libcairo.so.2\n")
    status, log = leak_check(cairo_leaks, "canary", suppressions=blind, tmp_path=tmp_path)
    assert status == 0, log.read_text()
    assert checks("leak_reported", log, "cairo_user_font_face_create")[0] == 1


def test_cairos_known_cff_leak_is_suppressed_by_its_frame(cairo_leaks, tmp_path):
    status, log = leak_check(cairo_leaks, "cff", CFF_FONT, tmp_path / "out.pdf", tmp_path=tmp_path)
    assert status == 0, log.read_text()
    assert "cairo_surface_finish" in log.read_text(), "the suppression used is the one naming the frame"
    # Without the suppressions it is there to be found.
    status, log = leak_check(cairo_leaks, "cff", CFF_FONT, tmp_path / "out.pdf", suppressions="/dev/null", tmp_path=tmp_path)
    assert status != 0 and checks("leak_reported", log, "cairo_surface_finish")[0] == 0, log.read_text()


def test_leak_reported_reads_only_direct_leaks_with_every_frame(tmp_path):
    log = tmp_path / "report.log"
    log.write_text(textwrap.dedent("""\
        ==1==ERROR: LeakSanitizer: detected memory leaks

        Direct leak of 88 byte(s) in 1 object(s) allocated from:
            #0 0x5 in malloc asan_malloc_linux.cpp:67:3
            #1 0x7 in cairo_user_font_face_create (/lib/x86_64-linux-gnu/libcairo.so.2+0x8160a)
            #2 0x5 in $s15LeakCanaryTestsAAV15leakACairoFaceyyF LeakCanaryTests.swift:15

        Indirect leak of 8 byte(s) in 1 object(s) allocated from:
            #0 0x5 in malloc asan_malloc_linux.cpp:67:3
            #1 0x7 in FT_New_Face

        SUMMARY: AddressSanitizer: 96 byte(s) leaked in 2 allocation(s).
        """))
    assert checks("leak_reported", log, "cairo_user_font_face_create", "LeakCanaryTests")[0] == 0
    assert checks("leak_reported", log, "cairo_user_font_face_create", "PDFCairoTests")[0] == 1
    assert checks("leak_reported", log, "FT_New_Face")[0] == 1, "an indirect leak is not the canary"
