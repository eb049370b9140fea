"""Browser tests of the HTML carousel: bundles built with the release `folio`, as users build
them, opened from disk in headless Chromium (Debian's chromium and chromium-driver) with selenium.

The binary is FOLIO_EXECUTABLE when set (scripts/test builds the release binary and sets it);
otherwise the session first runs `swift build -c release --product folio`, which does nothing
when .build/release/folio is up to date, so a stale binary is never tested. The html sink's
conformance runs in `folio-conformance` (FOLIO_CONFORMANCE_EXECUTABLE), found by the same rule."""
import html.parser
import json
import os
import pathlib
import re
import shutil
import subprocess
import time
import urllib.parse
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

# Under CI=true a skipped test fails (skips_fail_under_ci.py).
pytest_plugins = ["skips_fail_under_ci"]

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Synchronisation: the tests wait on conditions, never for a fixed time, so a loaded machine only
# makes them slower. The timeouts are generous (a failure is a wrong state, not a slow one).
WAIT_SECONDS = 20
ARTIFACTS = ROOT / "test-artifacts"


def needs_tool(tool):
    """Marks tests that need the program `tool`. Outside CI, without it they are skipped, and
    scripts/test's `pytest -rs` prints why; under CI=true they run and fail: a missing tool is a
    failure there, never a pass."""
    return pytest.mark.skipif(shutil.which(tool) is None and os.environ.get("CI") != "true",
                              reason=f"needs {tool} (scripts/ensure-deps test installs it)")


def folio_executable():
    """The `folio` to run, by the rule in this module's docstring (found once per session)."""
    return release_executable("folio", "FOLIO_EXECUTABLE")


def folio_conformance_executable():
    """`folio-conformance`, the stock `folio` with the html sink's conformance driver (a WebDriver
    client, not shipped in `folio`): FOLIO_CONFORMANCE_EXECUTABLE when set (scripts/test builds it
    beside folio and sets it), otherwise `swift build -c release --product folio-conformance`."""
    return release_executable("folio-conformance", "FOLIO_CONFORMANCE_EXECUTABLE")


def release_executable(product, variable):
    """The executable the environment variable `variable` names, else the release build of
    `product` (built first: it does nothing when up to date), found once per session."""
    if not hasattr(release_executable, "paths"):
        release_executable.paths = {}
    if product not in release_executable.paths:
        given = os.environ.get(variable)
        if given:
            if not os.access(given, os.X_OK):
                pytest.fail(f"{variable} is {given}, which is not an executable file")
            release_executable.paths[product] = pathlib.Path(given)
        else:
            command = ["swift", "build", "-c", "release", "--product", product]
            built = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
            if built.returncode != 0:
                pytest.fail(f"`{' '.join(command)}` failed:\n{built.stdout}{built.stderr}")
            release_executable.paths[product] = ROOT / ".build" / "release" / product
    return release_executable.paths[product]


def build_bundle(content, out, cache):
    """Builds `content` with the html sink into `out` and returns index.html's file URL."""
    subprocess.run([str(folio_executable()), "build", str(content), "--sink", "html", "--out", str(out), "--cache", str(cache)],
                   check=True, capture_output=True, text=True)
    return (pathlib.Path(out) / "index.html").as_uri()


def build_articles(tmp_path_factory, label, articles):
    """Builds an issue of `articles` ({file name: Markdown}) with the html sink in a temporary
    folder named after `label`; returns the bundle's folder."""
    base = tmp_path_factory.mktemp(label)
    content = base / "content"
    content.mkdir()
    for name, text in articles.items():
        (content / name).write_text(text)
    build_bundle(content, base / "out", base / "cache")
    return base / "out"


@pytest.fixture(scope="session")
def sample_url(tmp_path_factory):
    base = tmp_path_factory.mktemp("sample")
    return build_bundle(ROOT / "Content", base / "out", base / "cache")


def sample_bundle_with(tmp_path_factory, name, *replacements):
    """The sample issue (Content/) with its issue.yaml changed, each (old, new) of `replacements`
    replaced once (each `old` must be there), built into a folder of its own; index.html's file URL."""
    base = tmp_path_factory.mktemp(name)
    content = base / "content"
    shutil.copytree(ROOT / "Content", content)
    settings = content / "issue.yaml"
    text = settings.read_text()
    for old, new in replacements:
        assert old in text, f"the sample's issue.yaml has no {old!r}"
        text = text.replace(old, new, 1)
    settings.write_text(text)
    return build_bundle(content, base / "out", base / "cache")


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def make_browser(width=390, height=844):
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--allow-file-access-from-files", "--disable-gpu",
                     "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1",
                     f"--window-size={width},{height}"]:
        options.add_argument(argument)
    if os.geteuid() == 0:
        options.add_argument("--no-sandbox")
    binary = shutil.which("chromium")
    if binary:
        options.binary_location = binary
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = shutil.which("chromedriver")
    service = Service(executable_path=driver_path) if driver_path else Service()
    browser = webdriver.Chrome(options=options, service=service)
    # The window's size includes its frame; the viewport is set exactly.
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    return browser


@pytest.fixture
def browser():
    created = []

    def factory(width=390, height=844):
        driver = make_browser(width, height)
        created.append(driver)
        return driver

    yield factory
    for driver in created:
        driver.quit()


def open_issue(driver, url):
    driver.get(url)
    driver.execute_async_script("const done = arguments[0]; document.fonts.ready.then(() => done(true));")
    assert driver.execute_script("return !!window.folio"), "the carousel's script did not start"
    assert wait_for_page(driver), "the first page's article data did not arrive"


def first_article(source):
    """The index in the strip of the issue's first article: 1 where the issue has a cover (index.html's
    `cover`, the strip's first column), else 0. `source` as for `issue_data`."""
    return 1 if raw_issue(source).get("cover") else 0


def open_first_article(driver, url, by_link=False):
    """Opens the issue at its first article's first page and returns that article's index in the
    strip (1 where the issue has a cover, which it opens on). As a reader does: the issue opens on
    its cover and a real key press (WebDriver) of the arrow that leads to the next article (Right, Left
    in a right-to-left strip) turns to it; `by_link`: the deep link `#/ID/1` opens it at once (for
    tests that open the issue many times)."""
    if by_link:
        data = issue_data(pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(url).path)))
        first = 1 if data.get("cover") else 0
        open_issue(driver, url.split("#")[0] + f"#/{data['articles'][first]['id']}/1")
        assert state(driver)["at"] == [first, 0], state(driver)
        return first
    open_issue(driver, url)
    data = issue_data(driver)
    if not data.get("cover"):
        return 0
    rtl = data["geometries"][0]["navigation"]["policy"]["direction"] == "rtl"
    ActionChains(driver).send_keys(Keys.ARROW_LEFT if rtl else Keys.ARROW_RIGHT).perform()
    wait_for(lambda: state(driver)["at"] == [1, 0], message=lambda: f"the arrow key did not leave the cover: {state(driver)}")
    settle(driver)
    assert wait_for_page(driver), "the first article's data did not arrive"
    return 1


def wait_for_page(driver, timeout=WAIT_SECONDS):
    """Waits until the reader's page shows its article's data (loaded from articles/HASH.html)."""
    return driver.execute_async_script("""
        const [timeout, done] = arguments, until = Date.now() + timeout * 1000;
        const poll = () => window.folio.loaded() ? done(true) : Date.now() > until ? done(false) : setTimeout(poll, 10);
        poll();""", timeout)


def record_article_frames(driver):
    """From the next load on, records the article files the carousel loads in frames, in order
    (`window.articleFrames`: each file's name under articles/)."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.articleFrames = [];
        new MutationObserver((changes) => changes.forEach((c) => c.addedNodes.forEach((n) => {
          if (n.tagName === 'IFRAME' && n.src.includes('/articles/')) window.articleFrames.push(n.src.split('/articles/')[1]);
        }))).observe(document, { childList: true, subtree: true });"""})


ISSUE_DATA_SCRIPT = "return document.getElementById('folio-issue').textContent"
NEIGHBOUR_DIRECTIONS = ("down", "left", "right", "up")
REVEAL_DIRECTIONS = ("down", "up")


def raw_issue(source):
    """The issue data exactly as index.html carries it (the compact form), parsed but not expanded.
    `source` is a driver showing index.html, a bundle directory, the path of an index.html, or its text."""
    if hasattr(source, "execute_script"):
        text = source.execute_script(ISSUE_DATA_SCRIPT)
    else:
        if isinstance(source, pathlib.Path) or (isinstance(source, str) and "<" not in source):
            path = pathlib.Path(source)
            source = (path / "index.html" if path.is_dir() else path).read_text()
        text = source.split('id="folio-issue">', 1)[1].split("</script>", 1)[0]
    return json.loads(text)


def expand_navigation(nav, titles):
    """A geometry's compact navigation map (`{columns, links, policy, strip}`), expanded the way a
    client reads it into the map the rules engine made: `{policy, articles: [{title, pages,
    zoomable, links: [{at, neighbours, reveals}]}]}`. Written apart from the carousel's
    `Folio.expand`, and strict about the encoding: a malformed map fails here."""
    assert set(nav) == {"columns", "links", "policy", "strip"}, f"unexpected keys in a navigation map: {sorted(nav)}"
    patterns, columns, strip = nav["links"], nav["columns"], nav["strip"]
    assert len(strip) == len(titles), f"the strip has {len(strip)} columns for {len(titles)} articles"
    for pattern in patterns:
        assert set(pattern) == {"neighbours", "reveals"}, pattern
        assert tuple(sorted(pattern["neighbours"])) == NEIGHBOUR_DIRECTIONS, pattern
        assert tuple(sorted(pattern["reveals"])) == REVEAL_DIRECTIONS, pattern
    for column in columns:
        runs = column["runs"]
        assert len(runs) % 2 == 0 and runs, f"a column's runs are (count, pattern) pairs: {runs}"
        assert all(count > 0 for count in runs[0::2]), f"a run of no pages: {runs}"
        assert all(0 <= pattern < len(patterns) for pattern in runs[1::2]), f"a run names no pattern: {runs}"

    def target(relative, at):
        if relative is None:
            return None
        articles, page = relative
        return [at[0], at[1] + page] if articles == 0 else [at[0] + articles, page]

    articles = []
    for index, (title, column_index) in enumerate(zip(titles, strip)):
        assert 0 <= column_index < len(columns), f"article {index} names column {column_index} of {len(columns)}"
        column, links = columns[column_index], []
        for count, pattern_index in zip(column["runs"][0::2], column["runs"][1::2]):
            pattern = patterns[pattern_index]
            for _ in range(count):
                at = [index, len(links)]
                links.append({"at": at,
                              "neighbours": {d: target(pattern["neighbours"][d], at) for d in NEIGHBOUR_DIRECTIONS},
                              "reveals": {d: target(pattern["reveals"][d], at) for d in REVEAL_DIRECTIONS}})
        assert all(0 <= page < len(links) for page in column["zoomable"]), f"zoomable pages out of the column: {column}"
        articles.append({"title": title, "pages": len(links), "zoomable": list(column["zoomable"]), "links": links})
    for article in articles:
        for link in article["links"]:
            for position in [*link["neighbours"].values(), *link["reveals"].values()]:
                assert position is None or (0 <= position[0] < len(articles) and 0 <= position[1] < articles[position[0]]["pages"]), \
                    f"a link from {link['at']} leads nowhere: {position}"
    return {"policy": nav["policy"], "articles": articles}


def decode_issue(raw):
    """The issue data as a client reads it: each article row `[id, title, file]` as a dict with its
    file's path (`articleFiles` with the row's file for `*`), and each geometry's navigation map
    expanded (`expand_navigation`)."""
    pattern = raw["articleFiles"]
    assert pattern.count("*") == 1, f"articleFiles has no single '*': {pattern}"
    articles = []
    for row in raw["articles"]:
        assert isinstance(row, list) and len(row) == 3, f"an article row is [id, title, file]: {row}"
        article_id, title, file = row
        articles.append({"id": article_id, "title": title, "file": pattern.replace("*", file)})
    titles = [a["title"] for a in articles]
    data = {key: value for key, value in raw.items() if key not in ("articles", "geometries")}
    data["articles"] = articles
    data["geometries"] = [dict(g, navigation=expand_navigation(g["navigation"], titles)) for g in raw["geometries"]]
    return data


def issue_data(source):
    """The issue-level data index.html carries, read as a client reads it (`decode_issue`): `source`
    is a driver showing index.html, a bundle directory, an index.html's path or its text."""
    return decode_issue(raw_issue(source))


def json_frame(out, article=None, page=0, geometry="phone"):
    """The JSON bundle's frame of page `page` (0-based) of `article` (its id; the first article, the
    cover where there is one, when None) in `geometry`, from a build's output folder `out` that holds
    the JSON bundle (`--sink json --option json.frames=GEOMETRY`)."""
    index = next(out.rglob("issue.json"))
    bundle = json.loads(index.read_text())
    entry = bundle["articles"][0] if article is None else next(a for a in bundle["articles"] if a["id"] == article)
    data = json.loads((index.parent / entry["file"]).read_text())
    return next(m for m in data["pageMaps"] if m["geometry"] == geometry)["frames"][page]


def geometry(driver):
    """The page geometry on screen (`<html data-geometry="NAME">`), as index.html lists it: name,
    width, height, margin, fontSize, lineHeight, columns, columnGap and its navigation map (expanded)."""
    name = driver.execute_script("return document.documentElement.dataset.geometry")
    return next(g for g in issue_data(driver)["geometries"] if g["name"] == name)


def navigation(driver):
    """The navigation map of the page geometry on screen, expanded."""
    return geometry(driver)["navigation"]


class _ContentsParser(html.parser.HTMLParser):
    """The entries of contents.html's `<div id="static"><ol>`: one dict per `<li>`."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.entries, self.entry, self.field, self.depth, self.in_static = [], None, None, 0, False
        self.other_links = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "div" and attrs.get("id") == "static":
            self.in_static = True
        if not self.in_static:
            return
        if tag == "a" and self.entry is None:
            self.other_links.append(attrs.get("href"))
        if tag == "li":
            self.entry = {"source": attrs.get("data-source"), "thumb": None, "href": None, "title": "",
                          "author": None, "count": None, "summary": None}
            self.entries.append(self.entry)
        elif self.entry is not None:
            if tag == "img":
                self.entry["thumb"] = attrs.get("src")
            elif tag == "a":
                self.entry["href"], self.field = attrs.get("href"), "title"
            elif tag == "span" and attrs.get("class") in ("author", "count"):
                self.field = attrs["class"]
                self.entry[self.field] = ""
            elif tag == "p":
                self.field = "summary"
                self.entry["summary"] = ""

    def handle_endtag(self, tag):
        if tag in ("a", "span", "p"):
            self.field = None
        elif tag == "li":
            self.entry = None

    def handle_data(self, data):
        if self.entry is not None and self.field:
            self.entry[self.field] += data


def read_bundle_file(source, name):
    """The text of the bundle file `name` next to `source`'s index.html (`source`: a driver showing
    it, its URL, a bundle directory or index.html's path)."""
    if hasattr(source, "execute_script"):
        source = source.current_url
    if isinstance(source, str) and re.match(r"^[a-z]+://", source):
        url = urllib.parse.urljoin(source.split("#")[0], name)
        if url.startswith("file://"):
            return pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(url).path)).read_text()
        with urllib.request.urlopen(url) as response:
            return response.read().decode()
    path = pathlib.Path(source)
    return ((path if path.is_dir() else path.parent) / name).read_text()


def contents_page(source):
    """contents.html of `source`'s bundle (see `read_bundle_file`) as a client reads it: one dict per
    article in strip order, with `source` (its `data-source`), `thumb`, `href`, `title`, `author`
    (without "by "), `count` ("(N pages)") and `summary`, each None where the entry has none."""
    parser = _ContentsParser()
    parser.feed(read_bundle_file(source, "contents.html"))
    for entry in parser.entries:
        if entry["author"] is not None:
            assert entry["author"].startswith("by "), entry
            entry["author"] = entry["author"][3:]
    return parser.entries


def state(driver):
    return driver.execute_script("return window.folio.state()")


def viewport_size(driver):
    return driver.execute_script("return [innerWidth, innerHeight]")


SETTLED_SCRIPT = """
    const [timeout, done] = arguments, until = performance.now() + timeout * 1000;
    // What the reader sees move: the rules' state, the strip's and a zoomed photo's transforms,
    // the pull's box; at rest when no CSS transition or animation runs and nothing of these
    // changes over three frames. A tab in the background (a link opened another in front of it)
    // gets no animation frames: it is polled with timers instead.
    const look = () => {
        const strip = document.getElementById('strip'), photo = document.querySelector('.page.current img.zoom');
        const pull = document.getElementById('pull');
        return JSON.stringify([window.folio ? window.folio.state() : null, strip && getComputedStyle(strip).transform,
            photo && getComputedStyle(photo).transform, pull && !pull.hidden && pull.getBoundingClientRect().top]);
    };
    let last = null, still = 0;
    const frame = () => {
        const now = look();
        const running = document.getAnimations().some((a) => a.playState === 'running' || a.pending);
        still = !running && now === last ? still + 1 : 0;
        last = now;
        if (still >= 3) done(true);
        else if (performance.now() > until) done(false);
        else next();
    };
    const next = () => document.hidden ? setTimeout(frame, 50) : requestAnimationFrame(frame);
    next();"""


def settle(driver, timeout=WAIT_SECONDS):
    """Waits until the carousel is at rest (see SETTLED_SCRIPT); fails if it never is."""
    assert driver.execute_async_script(SETTLED_SCRIPT, timeout), f"the carousel did not come to rest in {timeout} s"


def wait_until(driver, expression, timeout=WAIT_SECONDS, message=None):
    """Polls the script `expression` (its value is returned) until it is truthy; fails after `timeout`."""
    value = driver.execute_async_script("""
        const [expression, timeout, done] = arguments, until = performance.now() + timeout * 1000;
        const read = new Function('return (' + expression + ')');
        const poll = () => {
            let value = null;
            try { value = read(); } catch (error) { value = null; }
            if (value || performance.now() > until) done(value); else setTimeout(poll, 10);
        };
        poll();""", expression, timeout)
    if not value:
        pytest.fail((message() if callable(message) else message) or f"`{expression}` never held in {timeout} s")
    return value


def wait_for(condition, timeout=WAIT_SECONDS, message=None, every=0.02):
    """Polls the Python callable `condition` until it returns something truthy, which it returns."""
    until = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > until:
            break
        time.sleep(every)
    if not value:
        pytest.fail((message() if callable(message) else message)
                    or f"{getattr(condition, '__name__', 'a condition')} never held in {timeout} s")
    return value


def resize(driver, command, parameters):
    """Changes the viewport with a CDP Emulation command, waits for the page's resize event, then
    for the carousel to rest."""
    driver.execute_script("window.folioTestResized = false;"
                          "addEventListener('resize', () => { window.folioTestResized = true; }, {once: true});")
    driver.execute_cdp_cmd(command, parameters)
    wait_until(driver, "window.folioTestResized", message=f"{command} {parameters} fired no resize event")
    settle(driver)


_clock = [0.0]


def stamp(after_ms, starts_gesture=False, gap_ms=0):
    """An event time `after_ms` after the previous event's. CDP's `timestamp` becomes the event's
    timeStamp, so speeds do not depend on how fast a loaded machine delivers the events. A gesture
    starts no earlier than now (an earlier time could precede the page's time origin), and at least
    `gap_ms` after the previous event; the clock never goes back."""
    start = max(time.time(), _clock[0] + gap_ms / 1000)
    _clock[0] = (start if starts_gesture else _clock[0]) + after_ms / 1000
    return _clock[0]


def touch(driver, kind, points, after_ms=16, starts_gesture=None):
    """One CDP touch event `after_ms` after the previous one (timestamped); a touchStart starts a
    gesture unless told."""
    starts = kind == "touchStart" if starts_gesture is None else starts_gesture
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": kind, "timestamp": stamp(after_ms, starts),
        "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def hold_contents(bundle):
    """Makes the bundle's contents.html hand its list to the carousel only when the test says so
    (`release_contents`): its one script, folio-contents-page.js, waits for a message. What the
    carousel does before the issue's details arrive is then a state the test holds, not a window
    of time it hopes to hit."""
    script = pathlib.Path(bundle) / "folio-contents-page.js"
    script.write_text("addEventListener('message', function release(e) {\n"
                      "if (e.data !== 'release-contents') return;\nremoveEventListener('message', release);\n"
                      f"{script.read_text()}\n}});\n")


RELEASE_CONTENTS_SCRIPT = """for (const frame of document.querySelectorAll('iframe[src="contents.html"]'))
    frame.contentWindow.postMessage('release-contents', '*');"""


def release_contents(driver, until):
    """Lets a held contents.html (`hold_contents`) run, asking again until the page script
    `until` holds (the frame may still be loading when first asked); returns its value."""
    return wait_for(lambda: driver.execute_script(RELEASE_CONTENTS_SCRIPT + "return " + until),
                    message=f"after contents.html was released, `{until}` never held")


def double_tap(driver, point):
    """Two taps 180 ms apart by their timestamps (conftest.touch)."""
    for tap in range(2):
        touch(driver, "touchStart", [point], 120, starts_gesture=tap == 0)
        touch(driver, "touchEnd", [], 60)
