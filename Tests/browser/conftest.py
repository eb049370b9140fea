"""Browser tests of the HTML carousel: bundles built with the release `folio`, as users build
them, opened from disk in headless Chromium (Debian's chromium and chromium-driver) with selenium.

The binary is FOLIO_EXECUTABLE when set (scripts/test builds the release binary and sets it);
otherwise the session first runs `swift build -c release --product folio`, which does nothing
when .build/release/folio is up to date, so a stale binary is never tested."""
import os
import pathlib
import shutil
import subprocess

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"


def folio_executable():
    """The `folio` to run, by the rule in this module's docstring (found once per session)."""
    if not hasattr(folio_executable, "path"):
        given = os.environ.get("FOLIO_EXECUTABLE")
        if given:
            if not os.access(given, os.X_OK):
                pytest.fail(f"FOLIO_EXECUTABLE is {given}, which is not an executable file")
            folio_executable.path = pathlib.Path(given)
        else:
            built = subprocess.run(["swift", "build", "-c", "release", "--product", "folio"], cwd=ROOT,
                                   capture_output=True, text=True)
            if built.returncode != 0:
                pytest.fail(f"`swift build -c release --product folio` failed:\n{built.stdout}{built.stderr}")
            folio_executable.path = ROOT / ".build" / "release" / "folio"
    return folio_executable.path


def build_bundle(content, out, cache):
    """Builds `content` with the html sink into `out` and returns index.html's file URL."""
    subprocess.run([str(folio_executable()), "build", str(content), "--sink", "html", "--out", str(out), "--cache", str(cache)],
                   check=True, capture_output=True, text=True)
    return (pathlib.Path(out) / "index.html").as_uri()


@pytest.fixture(scope="session")
def sample_url(tmp_path_factory):
    base = tmp_path_factory.mktemp("sample")
    return build_bundle(ROOT / "Content", base / "out", base / "cache")


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


def wait_for_page(driver, timeout=5):
    """Waits until the reader's page shows its article's data (loaded from articles/HASH.html)."""
    return driver.execute_async_script("""
        const [timeout, done] = arguments, until = Date.now() + timeout * 1000;
        const poll = () => window.folio.loaded() ? done(true) : Date.now() > until ? done(false) : setTimeout(poll, 10);
        poll();""", timeout)


def issue_data(driver):
    """The issue-level data index.html carries."""
    return driver.execute_script("return JSON.parse(document.getElementById('folio-issue').textContent)")


def geometry(driver):
    """The page geometry on screen (`<html data-geometry="NAME">`), as index.html lists it: name,
    width, height, margin, fontSize, lineHeight, columns, columnGap and its navigation map."""
    return driver.execute_script("""const data = JSON.parse(document.getElementById('folio-issue').textContent);
        return data.geometries.find((g) => g.name === document.documentElement.dataset.geometry)""")


def navigation(driver):
    """The navigation map of the page geometry on screen."""
    return geometry(driver)["navigation"]


def state(driver):
    return driver.execute_script("return window.folio.state()")


def viewport_size(driver):
    return driver.execute_script("return [innerWidth, innerHeight]")
