"""Reading offline: a published issue or shelf is an installable web app (folio-offline.js names
the manifest and registers folio-worker.js, which keeps the build's list, offline-files.json).

Over `folio serve` (the release binary, a copy of the sample): after one visit, with the server
stopped and the network emulated off through CDP (so neither the page nor the worker can reach
anything), every page of the issue in the reader's geometry shows its text and photos, from the
worker's cache (the server sent everything `no-store`, and the HTTP cache is off); the reader's
place survives a reload, and an address without one opens there (localStorage). A save under
`folio serve` with the worker installed shows the new text at once, and offline afterwards too.
From a folder (file://) there is no worker and no error. A shelf keeps its page and the issues a
reader opened. No test waits for a time: each waits for a state."""
import functools
import http.server
import json
import re
import shutil
import threading
import urllib.parse

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys

from conftest import ROOT, build_bundle, geometry, issue_data, open_issue, state, wait_for, wait_for_page, wait_until
from pages_on_screen import open_page
from test_serve import Server, article_file, current_page_text, press, served  # noqa: F401 (served is a fixture)

SAVED = "document.documentElement.dataset.folioOffline === 'saved'"
CONTROLLED = "!!navigator.serviceWorker.controller"

# What the worker keeps, read from the page: its cache is named after its scope ('folio ' + scope).
KEPT_SCRIPT = """
const [sizes, done] = arguments;
(async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  const cache = await caches.open('folio ' + registration.scope);
  let bytes = 0;
  const files = [];
  for (const request of await cache.keys()) {
    files.push(request.url.slice(registration.scope.length));
    if (sizes) bytes += (await (await cache.match(request)).arrayBuffer()).byteLength;
  }
  return { scope: registration.scope, files, bytes };
})().then(done, (error) => done({ error: String(error) }));"""


def kept(driver, sizes=False):
    """The files the page's worker keeps (paths in its scope), with their bytes in all when `sizes`."""
    value = driver.execute_async_script(KEPT_SCRIPT, sizes)
    assert "error" not in value, value
    return value


WORKERS_SCRIPT = """const done = arguments[0];
navigator.serviceWorker.getRegistration().then((r) => done(['installing', 'waiting', 'active']
    .map((which) => which + ': ' + (r[which] ? r[which].state : 'none')).concat('page: ' + document.documentElement.dataset.folioOffline)));"""


def workers(driver):
    """The states of the page's registration's workers, for a failure's message."""
    return driver.execute_async_script(WORKERS_SCRIPT)


def no_http_cache(driver):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})


def go_offline(driver, stop):
    """Stops the server (`stop`) and emulates no network through CDP: nothing can come from it."""
    stop()
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    assert driver.execute_script("return navigator.onLine") is False


def reload_offline(driver, url=None):
    """Loads `url` (or the page again) with the network off; the worker must be serving it."""
    if url is None:
        driver.refresh()
    else:
        driver.get(url)
    wait_until(driver, "!!window.folio", message="the carousel did not start offline")
    assert wait_for_page(driver), "the reader's page did not show offline"
    assert driver.execute_script(f"return {CONTROLLED}"), "the page is not served by the worker"


PHOTOS_SCRIPT = """return [...document.querySelectorAll('.page.current img')]
    .map((i) => ({ src: i.currentSrc.split('/').pop(), complete: i.complete, width: i.naturalWidth }))"""


def read_every_page(driver):
    """Opens every page of the issue in the geometry on screen; each must show its article (no
    failed page) with every photo decoded. Returns (pages, photos, photos answered by a stand-in)."""
    articles, columns = issue_data(driver)["articles"], geometry(driver)["navigation"]["articles"]
    pages = photos = stand_ins = 0
    for a, article in enumerate(articles):
        for p in range(columns[a]["pages"]):
            at = open_page(driver, article["id"], p + 1)
            assert at == [a, p], f"page {p + 1} of {article['id']} did not show offline: {at}"
            page = driver.execute_script("const c = document.querySelector('.page.current');"
                                         "return [c.classList.contains('failed'), c.innerText.trim().length]")
            assert page == [False, page[1]] and page[1] > 0, f"page {p + 1} of {article['id']} failed offline: {page}"
            for photo in driver.execute_script(PHOTOS_SCRIPT):
                assert photo["complete"] and photo["width"] > 0, f"a photo of page {p + 1} of {article['id']}: {photo}"
                match = re.search(r"-(\d+)w\.", photo["src"])
                stand_ins += bool(match) and int(match.group(1)) != photo["width"]
                photos += 1
            pages += 1
    return pages, photos, stand_ins


def first_visit(browser, server):
    """A phone's first visit to the served issue, with the HTTP cache off, done once the worker says
    it saved the issue and controls the page."""
    driver = browser(390, 844)
    no_http_cache(driver)
    open_issue(driver, server.url)
    wait_until(driver, SAVED, message="the worker did not report the issue saved")
    wait_until(driver, CONTROLLED, message="the worker did not take the page")
    return driver


def test_after_one_visit_every_page_and_photo_reads_offline_and_the_place_is_kept(browser, served):
    server, _ = served
    driver = first_visit(browser, server)
    installable = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})
    assert installable["installabilityErrors"] == [], installable
    saved = kept(driver, sizes=True)
    listed = issue_data(driver)["articles"]
    assert all(a["file"] in saved["files"] for a in listed), "every article page is kept, not only the ones seen"
    print(f"kept after one visit at 390x844 ({geometry(driver)['name']}): {len(saved['files'])} files, {saved['bytes']} bytes")

    go_offline(driver, server.stop)
    reload_offline(driver)
    pages, photos, stand_ins = read_every_page(driver)
    print(f"offline: {pages} pages, {photos} photos ({stand_ins} from another kept file of the photo)")
    assert pages == sum(c["pages"] for c in geometry(driver)["navigation"]["articles"])

    # The reader's place: a move, a reload, then the issue opened without an address.
    open_page(driver, listed[0]["id"], 1)
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN)
    at = state(driver)["at"]
    assert at == [3, 1]
    reload_offline(driver)
    assert state(driver)["at"] == at, "a reload keeps the reader's page"
    reload_offline(driver, server.url)
    assert state(driver)["at"] == at, "the issue opened without an address opens at the reader's place"
    place = driver.execute_script("return localStorage.getItem('folio-place /')")
    assert place == driver.execute_script("return location.hash"), place


def test_a_save_under_serve_shows_the_new_text_with_the_worker_installed(browser, served):
    server, content = served
    driver = first_visit(browser, server)
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN)
    article_id = re.match(r"#/([^/]+)/", driver.execute_script("return location.hash")).group(1)
    path = article_file(content, article_id)
    source = path.read_text()
    # A word of the page on screen that the article has once, replaced by one as long.
    words = [w for w in re.findall(r"[A-Za-z]{7,}", current_page_text(driver)) if len(re.findall(rf"\b{w}\b", source)) == 1]
    assert words, "no word of the page is once in its article"
    word = words[len(words) // 2]
    marker = "Zyqwvx" + "q" * (len(word) - 6)
    old_file = issue_data(driver)["articles"][3]["file"]
    driver.execute_script("document.documentElement.dataset.testMark = 'before'")
    path.write_text(re.sub(rf"\b{word}\b", marker, source, count=1))
    wait_until(driver, "document.documentElement.dataset.testMark === undefined && window.folio && window.folio.loaded()",
               message="the page did not reload after the save")
    assert driver.execute_script(f"return {CONTROLLED}"), "the reloaded page went through the worker"
    wait_until(driver, f"document.querySelector('.page.current').innerText.includes({json.dumps(marker)})",
               message=f"the page does not show the new text {marker!r} (a stale page)")

    # The reloaded page told the worker its geometry: it read the new build's list, kept the new
    # article page and dropped the old one. Offline, the new text shows.
    new_file = issue_data(driver)["articles"][3]["file"]
    assert new_file != old_file
    wait_until(driver, SAVED, message=lambda: f"the worker did not save the new build: {workers(driver)}")
    files = kept(driver)["files"]
    assert new_file in files and old_file not in files, f"kept: {sorted(f for f in files if f.startswith('articles/'))}"
    go_offline(driver, server.stop)
    reload_offline(driver)
    wait_until(driver, f"document.querySelector('.page.current').innerText.includes({json.dumps(marker)})",
               message="offline, the page does not show the new text")


OFFLINE_SCRIPT_RAN = """
new MutationObserver((changes) => changes.forEach((c) => c.addedNodes.forEach((n) => {
  if (n.tagName === 'SCRIPT' && n.src.endsWith('/folio-offline.js')) n.addEventListener('load', () => { window.offlineScriptRan = true; });
}))).observe(document, { childList: true, subtree: true });"""


def test_from_a_folder_there_is_no_worker_no_error_and_the_place_is_kept(browser, sample_url):
    driver = browser(390, 844)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": OFFLINE_SCRIPT_RAN})
    open_issue(driver, sample_url)
    wait_until(driver, "window.offlineScriptRan", message="folio-offline.js was not asked for or did not load")
    assert driver.execute_script("return [document.documentElement.dataset.folioOffline,"
                                 " !!document.querySelector('link[rel=manifest]')]") == [None, False]
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN)
    at = state(driver)["at"]
    driver.get(sample_url)
    assert wait_for_page(driver)
    assert state(driver)["at"] == at, "from a folder too, the issue opens at the reader's place"
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == [], errors


@pytest.fixture
def shelf_site(tmp_path):
    """Examples/Shelf built with the html sink, served over HTTP from 127.0.0.1 until `stop`."""
    out = tmp_path / "site"
    build_bundle(ROOT / "Examples" / "Shelf", out, tmp_path / "cache")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(out)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()

    def stop():
        if thread.is_alive():
            server.shutdown()
            server.server_close()
            thread.join(10)

    yield f"http://127.0.0.1:{server.server_address[1]}/", stop
    stop()


def test_a_shelf_keeps_its_page_and_the_issues_a_reader_opened(browser, shelf_site):
    url, stop = shelf_site
    driver = browser(1280, 800)
    no_http_cache(driver)
    driver.get(url)
    wait_until(driver, SAVED, message="the shelf's worker did not report the shelf saved")
    shelf = kept(driver, sizes=True)
    print(f"the shelf's worker keeps {len(shelf['files'])} files, {shelf['bytes']} bytes")
    slugs = driver.execute_script("return [...document.querySelectorAll('.covers li')].map((li) => li.dataset.slug)")
    opened, never = slugs[0], slugs[1]
    driver.find_element("css selector", f'li[data-slug="{opened}"] a').click()
    wait_until(driver, "!!window.folio", message="the issue did not open from the shelf")
    assert wait_for_page(driver)
    wait_until(driver, SAVED, message="the issue's worker did not report it saved")
    issue = kept(driver, sizes=True)
    assert issue["scope"] == url + opened + "/", issue["scope"]
    print(f"{opened}'s worker keeps {len(issue['files'])} files, {issue['bytes']} bytes")

    go_offline(driver, stop)
    driver.get(url)
    wait_until(driver, "document.querySelectorAll('.covers li').length", message="the shelf page did not show offline")
    covers = driver.execute_script("return [...document.querySelectorAll('.covers img')].map((i) => i.complete && i.naturalWidth > 0)")
    assert covers and all(covers), f"a cover did not load offline: {covers}"
    assert driver.execute_script(f"return {CONTROLLED}")
    reload_offline(driver, url + opened + "/index.html")
    assert state(driver)["at"] == [0, 0]
    with pytest.raises(WebDriverException, match="ERR_INTERNET_DISCONNECTED"):
        driver.get(url + never + "/index.html")  # never opened: not kept, and the browser says it is offline
