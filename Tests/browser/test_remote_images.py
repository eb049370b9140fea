"""Remote images (docs/content.md, "Images from the web"): an image named by URL is fetched once
into the build cache, within a time limit (5 s) and a size limit (20 MiB), and used like a local
photo; one that cannot be fetched is a warning at its line and column and a placeholder with its
alt text, in every sink, and `--strict` fails the build.

The server is Python's http.server on 127.0.0.1 (a port the system picks), started by the test:
an image, an SVG, a 404, a slow answer (8 s), a body announced as too large, one streamed past
the limit, a redirect to the image, a redirect to a file: URL, and an HTML page where an image
should be. It counts requests, so "fetched once" is checked across two builds.
"""
import http.server
import json
import pathlib
import struct
import subprocess
import threading
import time
import zlib

import pytest

from conftest import folio_executable, needs_tool


def png(width, height, rgb):
    """A PNG of one colour, written here (no imaging library needed)."""
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


SVG = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#2a6"/></svg>'


class Handler(http.server.BaseHTTPRequestHandler):
    hits = {}

    def log_message(self, *args):
        pass

    def send(self, status, body, kind="image/png", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        try:
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # Folio gave up waiting, as it should

    def do_GET(self):
        Handler.hits[self.path] = Handler.hits.get(self.path, 0) + 1
        if self.path == "/chart.png":
            self.send(200, png(40, 30, (200, 30, 30)))
        elif self.path == "/diagram.svg":
            self.send(200, SVG, "image/svg+xml")
        elif self.path == "/slow.png":
            time.sleep(8)
            self.send(200, png(4, 4, (0, 0, 0)))
        elif self.path == "/announced-huge.png":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(30 << 20))
            self.end_headers()
            self.wfile.write(png(4, 4, (0, 0, 0)))
        elif self.path == "/streamed-huge.png":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.end_headers()
            block = png(4, 4, (0, 0, 0)) + bytes(1 << 20)
            try:
                for _ in range(22):
                    self.wfile.write(block)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
        elif self.path == "/moved.png":
            self.send(302, b"", "text/plain", [("Location", "/chart.png")])
        elif self.path == "/to-file.png":
            self.send(302, b"", "text/plain", [("Location", "file:///etc/passwd")])
        elif self.path == "/page.png":
            self.send(200, b"<html><body>not an image</body></html>", "text/html")
        else:
            self.send(404, b"not found", "text/plain")


@pytest.fixture(scope="module")
def server():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


CASES = [
    # (path, alt, fetched?, what the warning says)
    ("/chart.png", "A red chart", True, None),
    ("/diagram.svg", "A green diagram", True, None),
    ("/moved.png", "The chart again, moved", True, None),
    ("/missing.png", "A missing picture", False, "the server answered 404"),
    ("/slow.png", "A slow picture", False, "no answer within 5 s"),
    ("/announced-huge.png", "A huge picture", False, "it is larger than 20 MiB"),
    ("/streamed-huge.png", "A huge stream", False, "it is larger than 20 MiB"),
    # FoundationNetworking asks the same server for the path of a file: URL it is sent to
    # (/etc/passwd, a 404 here); either way no file is read.
    ("/to-file.png", "A sly redirect", False, ("not an http or https URL", "the server answered 404")),
    ("/page.png", "A page, not a picture", False, "what it sent is not a PNG, JPEG or SVG image"),
]


def write_issue(folder, server):
    folder.mkdir()
    (folder / "issue.yaml").write_text("title: Remote\n")
    lines = ["---", "title: Pictures from elsewhere", "---", ""]
    for path, alt, _, _ in CASES:
        lines += [f"Before {alt.lower()}.", "", f"![{alt}]({server}{path})", ""]
    (folder / "pictures.md").write_text("\n".join(lines))
    return {f"{server}{path}": 7 + 4 * index for index, (path, *_) in enumerate(CASES)}


def build(folder, out, cache, *extra):
    return subprocess.run(
        [str(folio_executable()), "build", str(folder), "--out", str(out), "--cache", str(cache),
         "--sink", "json", "--sink", "html", "--sink", "pdf", "--verbose", *extra],
        capture_output=True, text=True, timeout=300)


@needs_tool("pdfimages")
def test_remote_images_are_fetched_once_or_stand_in_as_placeholders_in_every_sink(server, tmp_path):
    folder = tmp_path / "remote"
    lines = write_issue(folder, server)
    started = time.monotonic()
    first = build(folder, tmp_path / "out", tmp_path / "cache")
    took = time.monotonic() - started
    assert first.returncode == 0, first.stderr + first.stdout
    # The slow server is waited for 5 s (and a second's grace), not the 8 it takes.
    assert took < 60
    for path, alt, fetched, why in CASES:
        url = f"{server}{path}"
        warnings = [l for l in first.stderr.splitlines() if f"'{url}'" in l]
        if fetched:
            assert warnings == []
        else:
            assert len(warnings) == 1, first.stderr
            assert warnings[0].startswith(f"{folder}/pictures.md:{lines[url]}:1: warning: cannot fetch image '{url}': ")
            assert any(reason in warnings[0] for reason in ((why,) if isinstance(why, str) else why))
            assert warnings[0].endswith("; a placeholder with its alt text stands in for it")

    bundle = json.loads((tmp_path / "out" / "json" / "issue.json").read_text())
    text = "".join(json.dumps(json.loads(f.read_text())) for f in (tmp_path / "out" / "json" / "articles").glob("*.json"))
    for path, alt, fetched, _ in CASES:
        url = f"{server}{path}"
        asset = bundle["photos"][url]
        assert (tmp_path / "out" / "json" / asset["original"]["path"]).is_file()
        assert f'"alt": "{alt}"' in text
        size = (asset["original"]["width"], asset["original"]["height"])
        if path in ("/chart.png", "/moved.png"):
            assert size == (40, 30)
        elif path == "/diagram.svg":
            assert size == (1600, 800) and asset["original"]["path"].endswith(".png")
        else:
            assert size == (1600, 900)  # the placeholder

    pages = "".join(p.read_text() for p in (tmp_path / "out" / "html" / "articles").glob("*.html"))
    for _, alt, _, _ in CASES:
        assert f'alt="{alt}"' in pages
    assert server not in pages  # readers get the bundle's copies, never the URL

    images = subprocess.run(["pdfimages", "-list", str(next((tmp_path / "out" / "pdf").glob("*.pdf")))],
                            capture_output=True, text=True, check=True).stdout.splitlines()[2:]
    assert len(images) >= len(CASES) - 1  # the SVG is drawn as vectors, every other one as an image

    # A second build fetches nothing again: the fetched images are in the cache, and a fetch
    # that failed is tried again only after ten minutes.
    hits = dict(Handler.hits)
    second = build(folder, tmp_path / "out", tmp_path / "cache")
    assert second.returncode == 0, second.stderr
    assert Handler.hits == hits
    assert hits["/chart.png"] == 2  # once for itself, once through /moved.png

    strict = build(folder, tmp_path / "strict", tmp_path / "cache", "--strict")
    assert strict.returncode != 0
    assert "cannot fetch image" in strict.stderr


def test_the_terminal_preview_shows_remote_images_and_placeholders(server, tmp_path):
    folder = tmp_path / "remote"
    write_issue(folder, server)
    shown = subprocess.run([str(folio_executable()), "preview", str(folder), "--dump", "--keys", "right",
                            "--columns", "80", "--rows", "40", "--images", "blocks"],
                           capture_output=True, text=True, timeout=300)
    assert shown.returncode == 0, shown.stderr
    screen = shown.stdout.splitlines()
    # The first page: the red chart, fetched, drawn in half blocks between its two paragraphs.
    first, second = screen.index("  Before a red chart."), screen.index("  Before a green diagram.")
    # (--dump writes a photo's cells as shades: ░ ▒ ▓ █ by their lightness.)
    assert sum(any(shade in line for shade in "░▒▓█▀▄") for line in screen[first:second]) >= 5, shown.stdout
    # The pages of the others: each drawn, placeholders included (a warning for each of those).
    assert shown.stderr.count("cannot fetch image") >= 1
