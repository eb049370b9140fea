"""`folio serve` in Chromium: the release binary serves a copy of the sample on a free port;
an edit reloads the page at the same place, a broken edit shows its problems over the last good
issue, and the fix clears them. Keys are real WebDriver key presses. How fast a save reloads the
page is the benchmark's to say (serve_reload_benchmark.py, scripts/bench), not these tests'."""
import json
import pathlib
import re
import shutil
import signal
import subprocess
import threading
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import WAIT_SECONDS, ROOT, folio_executable, issue_data, open_issue, settle, state, wait_for_page, wait_until


class Server:
    """A running `folio serve`, its output collected line by line. A start that fails (no
    `serving at` line within `timeout`) stops the process before it fails the test, so no
    server outlives it (scripts/test fails the run if one does)."""

    READY = r"serving at (http://127\.0\.0\.1:\d+/)"

    def __init__(self, content, cache, ready=READY, timeout=60):
        self.process = subprocess.Popen(
            [str(folio_executable()), "serve", str(content), "--port", "0", "--cache", str(cache)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.lines = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        try:
            line = self.wait_for(ready, timeout=timeout)
        except BaseException:
            self.process.kill()
            self.process.wait(timeout=WAIT_SECONDS)
            raise
        address = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        self.url = address.group(1) if address else None

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, pattern, timeout=WAIT_SECONDS, start=0):
        until = time.monotonic() + timeout
        while time.monotonic() < until:
            for line in self.lines[start:]:
                if re.search(pattern, line):
                    return line
            if self.process.poll() is not None and not self.reader.is_alive():
                break
            time.sleep(0.02)
        pytest.fail(f"`folio serve` never printed /{pattern}/; it printed:\n" + "\n".join(self.lines))

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                raise


@pytest.fixture
def served(tmp_path):
    content = tmp_path / "Content"
    shutil.copytree(ROOT / "Content", content)
    server = Server(content, tmp_path / "cache")
    yield server, content
    server.stop()


def press(driver, *keys):
    """Presses each key once the carousel has come to rest and, when the key moved the reader, the
    address has followed (it does once the reader rests)."""
    for key in keys:
        at, address = state(driver)["at"], driver.execute_script("return location.hash")
        ActionChains(driver).send_keys(key).perform()
        settle(driver)
        if state(driver)["at"] != at:
            wait_until(driver, f"location.hash !== {json.dumps(address)}", message="the address did not follow the reader")


def mark_page(driver):
    """Tags the loaded document; a reload makes a new document without the tag."""
    driver.execute_script("document.documentElement.dataset.testMark = 'before'")


def wait_for_reload(driver, timeout=WAIT_SECONDS):
    """Seconds until the document was replaced and its reader's page shows, or None."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        try:
            fresh = driver.execute_script(
                "return document.documentElement.dataset.testMark === undefined && !!window.folio && window.folio.loaded()")
        except Exception:  # the document is being replaced
            fresh = False
        if fresh:
            return time.monotonic() - start
        time.sleep(0.005)
    return None


def article_file(content, article_id):
    path = content / "articles" / f"{article_id}.md"
    assert path.exists(), f"no file for article {article_id}"
    return path


def test_an_edit_reloads_the_page_at_the_same_place(browser, served):
    server, content = served
    driver = browser(390, 844)
    open_issue(driver, server.url)
    # After the cover, the third article of the sample is a Markdown file's (the second is a gallery's).
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN)
    at = state(driver)["at"]
    assert at == [3, 1]
    hash_before = driver.execute_script("return location.hash")
    article_id = re.match(r"#/([^/]+)/(?:2|@\d+\.\d+)$", hash_before).group(1)
    path = article_file(content, article_id)
    mark_page(driver)

    # A title of the same length: the pages keep their text (test_text_pushed_to_a_later_page
    # covers an edit that moves it).
    text = path.read_text()
    title = re.search(r"^title: (.*)$", text, re.M).group(1)
    new_title = (title[:-4] + "Hike") if not title.endswith("Hike") else (title[:-4] + "Walk")
    edited = text.replace(f"title: {title}", f"title: {new_title}", 1)
    assert edited != text and len(new_title) == len(title)
    path.write_text(edited)
    seconds = wait_for_reload(driver)
    assert seconds is not None, "the page did not reload after the edit"
    print(f"save to reload: {seconds * 1000:.0f} ms (the benchmark reports this time; no limit here)")
    assert state(driver)["at"] == at, "the page came back at the same article and page"
    assert driver.execute_script("return location.hash") == hash_before
    titles = [a["title"] for a in issue_data(driver)["articles"]]
    assert new_title in titles
    server.wait_for(r"changed: articles/" + re.escape(article_id) + r"\.md")
    server.wait_for(r"built 'Folio.*' in \d+ ms \(1 of \d+ content files read\)|built .* in \d+ ms \(1 of", start=1)


def current_page_text(driver):
    return driver.execute_script("return document.querySelector('.page.current').innerText")


def test_text_pushed_to_a_later_page_is_followed(browser, served):
    server, content = served
    driver = browser(390, 844)
    open_issue(driver, server.url)
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    assert state(driver)["at"] == [3, 2]
    article_id = re.match(r"#/([^/]+)/(?:3|@\d+\.\d+)$", driver.execute_script("return location.hash")).group(1)
    words = current_page_text(driver).split()
    anchor = " ".join(words[:4])
    mark_page(driver)

    # A page and more of new text above the reader: their text is now further down.
    path = article_file(content, article_id)
    head, body = re.match(r"(---\n.*?\n---\n)(.*)", path.read_text(), re.S).groups()
    added = "\n\n".join(" ".join(["An added sentence about the walk."] * 12) for _ in range(8))
    path.write_text(head + "\n" + added + "\n\n" + body)
    assert wait_for_reload(driver) is not None
    at = state(driver)["at"]
    assert at[0] == 3 and at[1] > 2, f"the reader's text moved down, and so did the reader: {at}"
    assert anchor in " ".join(current_page_text(driver).split()), "the page shows the text the reader was reading"
    assert driver.execute_script("return location.hash") == f"#/{article_id}/{at[1] + 1}"


def test_a_broken_edit_shows_its_problems_until_it_is_fixed(browser, served):
    server, content = served
    driver = browser(390, 844)
    open_issue(driver, server.url)
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)  # past the cover and a gallery
    hash_before = driver.execute_script("return location.hash")
    article_id = re.match(r"#/([^/]+)/(?:1|@\d+\.\d+)$", hash_before).group(1)
    path = article_file(content, article_id)
    good = path.read_text()
    mark_page(driver)

    broken = good.replace("---\n", "---\ntitle: [an unclosed list\n", 1)
    path.write_text(broken)
    overlay = WaitFor(driver, "document.getElementById('folio-build-problems')?.innerText")
    text = overlay.value()
    assert text, "no problems panel appeared over the page"
    assert re.search(re.escape(f"articles/{article_id}.md") + r":\d+:\d+: error:", text), text
    assert driver.execute_script("return document.documentElement.dataset.testMark") == "before", \
        "a failed build does not reload the page"
    assert driver.execute_script("return window.folio.loaded()"), "the last good issue stays readable"
    press(driver, Keys.ARROW_DOWN)
    assert state(driver)["at"] == [3, 1], "and usable underneath the panel"
    line = server.wait_for(r"articles/" + re.escape(article_id) + r"\.md:\d+:\d+: error:")
    assert "\x1b" not in line
    server.wait_for(r"build failed: 1 error; still serving the last good build")

    path.write_text(good)
    assert wait_for_reload(driver) is not None, "the fix reloads the page"
    assert driver.execute_script("return document.getElementById('folio-build-problems')") is None
    assert state(driver)["at"] == [3, 1], "at the place the reader had moved to"


def test_the_served_page_keeps_its_policy_and_build_output_has_no_reload_script(browser, served, tmp_path):
    server, content = served
    driver = browser(390, 844)
    open_issue(driver, server.url)
    html = driver.execute_script("return document.documentElement.outerHTML")
    assert 'src="/__folio/live-reload.js?build=1"' in html
    assert "script-src 'self'" in html
    # No policy violation, no script error (a missing favicon.ico is the only 404 a browser asks for).
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE" and "favicon.ico" not in entry["message"]]
    assert errors == [], errors
    subprocess.run([str(folio_executable()), "build", str(content), "--sink", "html", "--out", str(tmp_path / "built"),
                    "--cache", str(tmp_path / "built-cache")], check=True, capture_output=True)
    for file in (tmp_path / "built").rglob("*"):
        if file.is_file() and file.suffix in (".html", ".js", ".css"):
            assert "__folio" not in file.read_text(errors="replace"), file


def test_a_hundred_files_and_a_renamed_folder_are_one_rebuild(browser, served):
    server, content = served
    driver = browser(390, 844)
    open_issue(driver, server.url)
    mark_page(driver)
    before = len(server.lines)
    # As a `git checkout` would: many files written, a folder renamed, editor litter beside them.
    extra = content / "more"
    extra.mkdir()
    for index in range(100):
        (extra / f"note-{index:03}.md").write_text(f"---\ntitle: Note {index}\n---\n\nA short note, number {index}.\n")
        (extra / f".note-{index:03}.md.swp").write_text("swap")
    (content / "parks").rename(content / "gardens")
    assert wait_for_reload(driver) is not None
    # A file written after the burst's build: its change is reported on its own line only if the
    # burst's files were all in the one rebuild before it (a late straggler would be reported with
    # it, or before it). No waiting for a time in which nothing happens.
    (content / "sentinel.md").write_text("---\ntitle: Sentinel\n---\n\nWritten after the burst.\n")
    sentinel = server.wait_for(r"^changed: .*sentinel\.md", start=before)
    end = server.lines.index(sentinel, before)
    assert sentinel == "changed: sentinel.md", server.lines[before:]
    changed = [line for line in server.lines[before:end] if line.startswith("changed:")]
    built = [line for line in server.lines[before:end] if line.startswith("built ")]
    assert len(changed) == 1 and len(built) == 1, server.lines[before:]
    # How many files the line counts depends on how many were written before the watcher saw
    # the new folder (those come as the folder's change); the one rebuild must hold them all.
    assert "more/" in changed[0] and "folders" in changed[0], changed[0]
    titles = [a["title"] for a in issue_data(driver)["articles"]]
    assert all(f"Note {index}" in titles for index in range(100)), "every note written in the burst is in the one rebuild"
    assert "Hollin Water" in titles, "the renamed folder's galleries are still read"


def test_a_failed_start_leaves_no_server(tmp_path):
    content = tmp_path / "Content"
    shutil.copytree(ROOT / "Content", content)
    with pytest.raises(pytest.fail.Exception, match="never printed"):
        Server(content, tmp_path / "cache", ready=r"a line folio serve never prints", timeout=3)
    servers = [pid for pid, arguments in processes() if "serve" in arguments and str(content) in arguments]
    assert servers == [], f"`folio serve` of the failed start still runs: {servers}"


def processes():
    """(pid, arguments) of every process that can be read, from /proc."""
    for entry in pathlib.Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                arguments = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            yield int(entry.name), [argument.decode(errors="replace") for argument in arguments]


def test_sigterm_stops_the_server_cleanly(served):
    server, _ = served
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(timeout=10) == 0
    server.wait_for(r"^stopped$")


class WaitFor:
    """Polls a script's value until it is truthy."""

    def __init__(self, driver, expression):
        self.driver = driver
        self.expression = expression

    def value(self, timeout=WAIT_SECONDS):
        until = time.monotonic() + timeout
        while time.monotonic() < until:
            value = self.driver.execute_script("return " + self.expression)
            if value:
                return value
            time.sleep(0.01)
        return None
