"""`folio preview --watch` in a real terminal (tmux, driven by send-keys; it lives here because
scripts/test runs this folder with pytest): the release binary previews a copy of the sample,
an edit redraws at the same article and page (how fast is the benchmark's to say), a broken edit shows its problems with their
locations, and the fix returns the reader to where they were; a save keeps a search's words and
its marks."""
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import time
import uuid

import pytest

from conftest import WAIT_SECONDS, ROOT, folio_executable, needs_tool

pytestmark = needs_tool("tmux")


class Pane:
    """A tmux server on its own socket with one pane running `command`. The socket is named
    folio-test-RUN-... (RUN: FOLIO_TEST_RUN, which scripts/test sets), so that a server left by
    a test that did not reach its `close` is found, killed and reported at the end of the stage."""

    def __init__(self, command, columns=100, rows=30):
        self.socket = f"folio-test-{os.environ.get('FOLIO_TEST_RUN', 'local')}-watch-{uuid.uuid4().hex[:8]}"
        self.tmux("new-session", "-d", "-s", "preview", "-x", str(columns), "-y", str(rows), command)

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, *arguments], capture_output=True, text=True, timeout=WAIT_SECONDS,
                              env={"TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}).stdout

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "preview")

    def styled(self):
        """The screen with its colours and attributes as escape sequences."""
        return self.tmux("capture-pane", "-p", "-e", "-t", "preview")

    def send(self, *keys):
        self.tmux("send-keys", "-t", "preview", *keys)

    def wait(self, condition, timeout=WAIT_SECONDS):
        """The screen once `condition` accepts it; the test fails, showing the last screen, if
        it does not within `timeout` seconds."""
        until = time.monotonic() + timeout
        screen = self.screen()
        while not condition(screen):
            if time.monotonic() >= until:
                pytest.fail(f"waited {timeout} s for the pane in vain; it shows:\n{screen}")
            time.sleep(0.02)
            screen = self.screen()
        return screen

    def close(self):
        """Stops the server and removes its socket file, which tmux 3.3's kill-server leaves
        behind (the pane's environment has no TMUX_TMPDIR, so the socket is in /tmp)."""
        self.tmux("kill-server")
        pathlib.Path(f"/tmp/tmux-{os.getuid()}/{self.socket}").unlink(missing_ok=True)


def status(screen):
    lines = [line for line in screen.splitlines() if "·" in line]
    return lines[-1].strip() if lines else ""


def test_watch_redraws_at_the_same_place_and_shows_problems_until_fixed(tmp_path):
    content = tmp_path / "Content"
    shutil.copytree(ROOT / "Content", content)
    # A relative folder keeps the locations short enough for one line of the problems page.
    command = (f"cd {shlex.quote(str(tmp_path))} && {shlex.quote(str(folio_executable()))} preview --watch Content;"
               " echo EXITED $?; sleep 30")
    pane = Pane(command)
    try:
        screen = pane.wait(lambda s: "help · q quit" in s, timeout=60)
        assert "help · q quit" in screen, screen
        # The preview opens on the cover; the third article of the sample is a Markdown file's
        # (the second is a gallery's).
        pane.send("Right")
        pane.wait(lambda s: status(s).startswith("1/"))
        pane.send("Right")
        pane.wait(lambda s: status(s).startswith("2/"))
        pane.send("Right")
        pane.wait(lambda s: status(s).startswith("3/"))
        pane.send("Down")
        screen = pane.wait(lambda s: "· page 2/" in status(s))
        place = re.match(r"(\d+)/(\d+) · page 2/\d+ · (.+?)\s{2,}", status(screen) + "  ")
        assert place, status(screen)
        article, count, title = place.group(1), int(place.group(2)), place.group(3).strip()
        assert article == "3"
        path = next(p for p in (content / "articles").glob("*.md") if re.search(rf"^title: {re.escape(title)}$", p.read_text(), re.M))
        good = path.read_text()

        path.write_text(good.replace(f"title: {title}", "title: Edited In The Preview", 1))
        start = time.monotonic()
        screen = pane.wait(lambda s: "Edited In The Preview" in status(s))
        seconds = time.monotonic() - start
        assert "Edited In The Preview" in status(screen), screen
        print(f"save to redraw: {seconds * 1000:.0f} ms (a figure, not a limit: speed is the benchmark's)")
        assert status(screen).startswith(f"3/{count} · page 2/"), "the same article and page"

        path.write_text(good.replace("---\n", "---\ntitle: [an unclosed list\n", 1))
        screen = pane.wait(lambda s: "Problems: 1 error" in status(s))
        assert "Problems: 1 error" in screen, screen
        assert re.search(r"Content/articles/" + re.escape(path.name) + r":\d+:\d+", screen), screen
        assert status(screen).startswith(f"1/{count + 1} · page 1/"), "the problems are shown first"

        path.write_text(good)
        screen = pane.wait(lambda s: status(s).startswith(f"3/{count} · page 2/") and title in status(s))
        assert status(screen).startswith(f"3/{count} · page 2/"), screen
        assert "Problems" not in screen

        pane.send("q")
        screen = pane.wait(lambda s: "EXITED" in s)
        assert "EXITED 0" in screen, screen
    finally:
        pane.close()


def test_a_save_keeps_the_search_and_the_marked_words(tmp_path):
    """A save redraws the preview as the reader left it: the words a search marked on the page it
    opened stay marked, and an open search line keeps its words, found again in the saved text."""
    content = tmp_path / "Scripts"
    shutil.copytree(ROOT / "Examples" / "Scripts", content)
    article = content / "Picnic Weather.md"
    text = article.read_text()
    assert "title: Picnic Weather 🧺\n" in text
    command = (f"cd {shlex.quote(str(tmp_path))} && LANG=C.UTF-8 {shlex.quote(str(folio_executable()))} preview"
               " --watch Scripts; echo EXITED $?; sleep 30")
    pane = Pane(command, columns=80, rows=24)
    try:
        pane.wait(lambda s: "Cover · Twelve Scripts" in status(s), timeout=60)
        pane.send("/")
        pane.wait(lambda s: "type words to search" in s)
        pane.send("-l", "fishermen")
        pane.wait(lambda s: "1 page found" in s)
        pane.send("Enter")
        pane.wait(lambda s: "12/12 · page 3/4 · Picnic Weather" in status(s))
        assert marked(pane, "fishermen"), pane.styled()

        article.write_text(text.replace("title: Picnic Weather 🧺\n", "title: Picnic Weather Saved\n", 1))
        pane.wait(lambda s: "12/12 · page 3/4 · Picnic Weather Saved" in status(s))
        assert marked(pane, "fishermen"), "the marks outlived the save:\n" + pane.styled()

        pane.send("/")
        pane.wait(lambda s: "type words to search" in s)
        pane.send("-l", "fishermen")
        pane.wait(lambda s: "1 page found" in s)
        article.write_text(text.replace("title: Picnic Weather 🧺\n", "title: Picnic Weather Again\n", 1))
        screen = pane.wait(lambda s: "Picnic Weather Again" in s)
        assert screen.startswith(" / fishermen") and "1 page found" in screen, screen

        pane.send("Escape")
        pane.send("q")
        assert "EXITED 0" in pane.wait(lambda s: "EXITED" in s)
    finally:
        pane.close()


def marked(pane, word):
    """Whether the line of the pane that shows `word` draws some of it in reverse video (SGR 7)."""
    line = next((l for l in pane.styled().splitlines() if word in l), "")
    return "\x1b[7m" in line or ";7m" in line or ";7;" in line
