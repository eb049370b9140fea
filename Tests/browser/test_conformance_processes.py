"""`folio-conformance` drives the carousel through chromedriver and Chromium. Killed mid-run, as a
test's timeout kills it (SIGKILL, nothing of it runs after), it leaves neither behind: chromedriver
runs under a shell that kills its whole process group once the pipe only folio-conformance held
closes (Sources/HTMLConformance/ChromeDriverProcess.swift)."""
import pathlib
import signal
import subprocess
import time

import pytest

from conftest import ROOT, WAIT_SECONDS, folio_conformance_executable


def processes():
    """{pid: (parent pid, process group, name)} of every live process, from /proc."""
    found = {}
    for entry in pathlib.Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        if fields[0] != "Z":
            found[int(entry.name)] = (int(fields[1]), int(fields[2]), name)
    return found


def descendants(pid, table):
    children = [child for child, (parent, _, _) in table.items() if parent == pid]
    return children + [grandchild for child in children for grandchild in descendants(child, table)]


def wait_for(condition, what, timeout=WAIT_SECONDS * 3):
    until = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() >= until:
            pytest.fail(f"waited {timeout} s for {what} in vain")
        time.sleep(0.05)


def test_a_killed_folio_conformance_leaves_no_chromedriver_or_chromium():
    scenarios = sorted((ROOT / "Tests" / "FolioConformanceTests" / "Scenarios").glob("*.json"))
    run = subprocess.Popen([str(folio_conformance_executable()), "conformance", *map(str, scenarios), "--sink", "html"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        def browser_started():
            table = processes()
            started = [pid for pid in descendants(run.pid, table) if table[pid][2].startswith("chrom")]
            return started if any(table[pid][2] == "chromium" for pid in started) else None
        started = wait_for(browser_started, "folio-conformance to start chromedriver and Chromium")
        run.send_signal(signal.SIGKILL)
        run.wait(timeout=WAIT_SECONDS)
        # Chromium's crash handler leaves the group on purpose (a session of its own) and ends with
        # the browser; it is counted too, by name, among what folio-conformance started.
        wait_for(lambda: not (set(started) & set(processes())), "chromedriver and Chromium to end")
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
