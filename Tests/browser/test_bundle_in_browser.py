"""The bundle loads from file:// under its Content-Security-Policy: script, styles, fonts, photos."""
import json
import re
import pathlib
import shutil
from urllib.parse import unquote, urlparse

from conftest import issue_data, open_first_article, open_issue, raw_issue, settle, state, wait_for, wait_until


def test_loads_under_the_csp_from_disk(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    assert state(driver)["at"] == [0, 0]
    assert driver.execute_script("return document.fonts.check('17px Caladea')"), "Caladea did not load"
    family = driver.execute_script("return getComputedStyle(document.querySelector('.page.current')).fontFamily")
    assert "Caladea" in family
    logs = [entry["message"] for entry in driver.get_log("browser")]
    assert not [m for m in logs if "Content Security Policy" in m or "Refused" in m], logs


def test_photo_pages_show_their_photos(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    driver.execute_script("window.folio.press('right')")
    settle(driver)
    photos = "[...document.querySelectorAll('.page img')].map(i => i.complete && i.naturalWidth > 0)"
    wait_until(driver, f"{photos}.length > 0 && {photos}.every(Boolean)",
               message=lambda: f"not every photo loaded: {driver.execute_script('return ' + photos)}")


def test_deep_links_follow_the_reader_and_history(browser, sample_url):
    driver = browser(1280, 800)
    first = open_first_article(driver, sample_url)
    opened = wait_until(driver, "location.hash.includes('/@') && location.hash", message="the address never named the first page")
    driver.execute_script("window.folio.press('down')")
    # The address names the place in the content where the reader's page starts (once it rests).
    link = wait_until(driver, f"location.hash !== {opened!r} && location.hash.includes('/@') && location.hash",
                      message="the address never followed the reader")
    assert re.match(r"^#/the-speed-of-noticing/@\d+\.\d+$", link), link
    driver.back()
    wait_for(lambda: state(driver)["at"] == [first, 0], message=lambda: f"Back did not return to the first page: {state(driver)}")
    driver.forward()
    wait_for(lambda: state(driver)["at"] == [first, 1], message=lambda: f"Forward did not return to the second page: {state(driver)}")
    other = browser(1280, 800)
    open_issue(other, sample_url + link)
    assert state(other)["at"] == [first, 1], "the place opens the page that holds it"


def test_pages_are_labelled_regions_and_the_position_is_announced(browser, sample_url):
    driver = browser(1280, 800)
    open_first_article(driver, sample_url)
    label = driver.execute_script("return document.querySelector('.page.current').getAttribute('aria-label')")
    assert label.endswith("page 1 of " + label.rsplit(" ", 1)[1]) and driver.execute_script(
        "return document.querySelector('.page.current').getAttribute('role')") == "region"
    driver.execute_script("window.folio.press('down')")
    assert "page 2 of" in driver.execute_script("return document.getElementById('live').textContent")


def test_navigation_does_not_wait_for_article_data(browser, sample_url, tmp_path):
    # A bundle whose first article's page (after the cover) is missing: its pages stay empty placeholders
    # of the page's size, and every move, the overlay and the peek still work.
    source = pathlib.Path(unquote(urlparse(sample_url).path)).parent
    bundle = tmp_path / "bundle"
    shutil.copytree(source, bundle)
    data = issue_data(bundle)
    (bundle / data["articles"][1]["file"]).unlink()
    driver = browser(1280, 800)
    open_issue(driver, (bundle / "index.html").as_uri())
    driver.execute_script("window.folio.press('right')")
    settle(driver)
    assert state(driver)["at"] == [1, 0]
    assert driver.execute_script("return window.folio.loaded()") is False
    size = driver.execute_script("""const p = document.querySelector('.page.current');
        return [p.classList.contains('pending'), p.offsetWidth, p.offsetHeight, p.getAttribute('aria-label')]""")
    geometry = next(g for g in data["geometries"]
                    if g["name"] == driver.execute_script("return document.documentElement.dataset.geometry"))
    assert size[:3] == [True, geometry["width"], geometry["height"]], size
    assert size[3].startswith(data["articles"][1]["title"] + ", page 1 of ")
    assert "Content Security Policy" not in " ".join(e["message"] for e in driver.get_log("browser"))
    driver.execute_script("window.folio.press('left')")
    assert state(driver)["at"] == [0, 0] and driver.execute_script("return window.folio.loaded()")
    driver.execute_script("window.folio.press('o')")
    assert state(driver)["overlay"] is True
    assert driver.execute_script("return document.querySelectorAll('#contents .card').length") == len(data["articles"])


def test_the_carousel_and_a_client_read_the_compact_index_alike(browser, sample_url):
    """index.html's issue data is compact (article rows, navigation maps as runs of link patterns);
    the carousel's own reader (`Folio.expand`) and this suite's (conftest's `decode_issue`, written
    apart from it) give the same maps, and every page of the strip has its links."""
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    raw, data = raw_issue(driver), issue_data(driver)
    assert all(isinstance(row, list) and len(row) == 3 for row in raw["articles"]), raw["articles"][:2]
    assert all(set(g["navigation"]) == {"columns", "links", "policy", "strip"} for g in raw["geometries"])
    titles = [a["title"] for a in data["articles"]]
    for compact, expanded in zip(raw["geometries"], data["geometries"]):
        in_page = json.loads(driver.execute_script("return JSON.stringify(Folio.expand(arguments[0], arguments[1]))",
                                                   compact["navigation"], titles))
        assert in_page == expanded["navigation"], compact["name"]
        articles = expanded["navigation"]["articles"]
        assert [a["title"] for a in articles] == titles
        for index, article in enumerate(articles):
            assert [link["at"] for link in article["links"]] == [[index, page] for page in range(article["pages"])]
    # Each row's file names an article page of the bundle.
    bundle = pathlib.Path(unquote(urlparse(sample_url).path)).parent
    assert all((bundle / a["file"]).is_file() and a["file"].startswith("articles/") for a in data["articles"])
