"""A 2,000-article issue: the DOM holds a bounded window of pages wherever the reader is, and
only the articles near the reader are loaded."""
import json
import pathlib
import re
from urllib.parse import urlparse, unquote

import pytest

from conftest import (build_bundle, issue_data, open_issue, raw_issue, record_article_frames, settle, state, wait_for_page,
                      wait_until)

ARTICLES = 2000
BOUND = 15  # current article's page ±2, and the same around the landing page of each neighbour


@pytest.fixture(scope="module")
def long_issue_url(tmp_path_factory):
    base = tmp_path_factory.mktemp("long")
    content = base / "content"
    (content / "articles").mkdir(parents=True)
    (content / "issue.yaml").write_text("title: A Long Issue\ncover: false\n")
    paragraph = "A sentence that is long enough to take most of a line on a page. " * 12
    for index in range(ARTICLES):
        body = "\n\n".join([paragraph] * (1 + index % 5))
        (content / "articles" / f"a{index:04d}.md").write_text(
            f"---\ntitle: Article {index + 1}\norder: {index}\n---\n\n{body}\n")
    return build_bundle(content, base / "out", base / "cache")


def dom_pages(driver):
    return driver.execute_script("return document.querySelectorAll('.page').length")


def test_walking_a_long_issue_keeps_the_dom_bounded(browser, long_issue_url):
    driver = browser(1280, 800)
    open_issue(driver, long_issue_url)
    assert dom_pages(driver) <= BOUND
    counts = []
    for index in range(300):
        key = "down" if index % 3 == 2 else "right"
        if key == "right" and state(driver)["at"][1] != 0:
            driver.execute_script("window.folio.press('up'); window.folio.press('up'); window.folio.press('up')")
        driver.execute_script("window.folio.press(arguments[0])", key)
        counts.append(dom_pages(driver))
    assert max(counts) <= BOUND, counts
    assert state(driver)["at"][0] >= 150
    assert wait_for_page(driver), "the page walked to shows its content"
    assert driver.execute_script("return document.querySelectorAll('iframe[src^=\"articles/\"]').length") <= 3, \
        "loaded article scripts leave the document; at most three load at once"
    # A deep link near the end of the strip renders only its own neighbourhood too.
    driver.execute_script("location.hash = arguments[0]", "#/" + issue_data(driver)["articles"][1998]["id"] + "/1")
    wait_until(driver, "window.folio.state().at[0] === 1998", message=lambda: f"the deep link was not followed: {state(driver)}")
    settle(driver)
    assert state(driver)["at"] == [1998, 0]
    assert 1 <= dom_pages(driver) <= BOUND
    assert wait_for_page(driver), "the deep-linked page shows its content"



def article_scripts(driver):
    return driver.execute_script("return window.articleFrames")


def test_a_deep_link_to_a_late_article_shows_its_page_first(browser, long_issue_url):
    driver = browser(390, 844)  # the phone geometry, the standard set's first
    target = 1994  # five paragraphs: more than one page
    index = bundle_index(long_issue_url)
    article = index["articles"][target]
    assert index["geometries"][0]["navigation"]["articles"][target]["pages"] >= 2
    record_article_frames(driver)
    driver.get(long_issue_url + "#/" + article["id"] + "/2")
    driver.execute_async_script("const done = arguments[0]; document.fonts.ready.then(() => done(true));")
    assert wait_for_page(driver), "the deep-linked page's article data did not arrive"
    assert state(driver)["at"] == [target, 1]
    page = driver.execute_script("""const p = document.querySelector('.page.current');
        return [p.dataset.at, p.textContent, p.classList.contains('pending')]""")
    assert page[0] == f"{target}/1" and not page[2], page
    assert "A sentence that is long enough" in page[1]
    scripts = article_scripts(driver)
    assert "articles/" + scripts[0] == article["file"], f"the reader's article loads first: {scripts}"
    assert len(scripts) <= 10, f"only the articles near the reader load: {scripts}"
    assert driver.execute_script("return performance.getEntriesByName('folio-first-page').length") == 1
    settle(driver)
    assert dom_pages(driver) <= BOUND
    wait_until(driver, "document.querySelectorAll('.page.pending').length === 0",
               message="the neighbours' pages are filled in as their data arrives")


def bundle_folder(url):
    return pathlib.Path(unquote(urlparse(url).path)).parent


def bundle_index(url):
    """The issue data of the bundle's index.html, read from disk."""
    return issue_data(bundle_folder(url))


def test_index_holds_no_pages(long_issue_url):
    out = bundle_folder(long_issue_url)
    index = (out / "index.html").read_text()
    # The opening article comes whole in its template (the first page needs no frame); no other.
    opening = re.search(r'<template id="folio-opening">.*?</template>', index, re.S)
    assert opening, "index.html carries its opening article"
    index = index[:opening.start()] + index[opening.end():]
    sentence = "A sentence that is long enough to take most of a line on a page. "
    assert sentence * 5 not in index, "no page text in index.html (only each article's summary)"
    assert 'class=\\"page' not in index and 'class="page' not in index, "no page fragment in index.html"
    scripts = sorted((out / "articles").glob("*.html"))
    assert len(scripts) == ARTICLES
    first = scripts[0].read_text()
    assert first.startswith("<!doctype html>") and 'id="folio-pages"' in first and "A sentence that is long enough" in first
    # Besides each geometry's navigation map (as index.html carries it, compact), the index holds a
    # few words per article.
    raw = raw_issue(out)
    maps = sum(len(json.dumps(g["navigation"], separators=(",", ":"))) for g in raw["geometries"])
    assert len(index) - maps < sum(p.stat().st_size for p in scripts) / 4
    # The compact maps grow with the articles, not the pages: a few bytes per article per geometry,
    # far less than the maps they expand to.
    expanded = sum(len(json.dumps(g["navigation"], separators=(",", ":"))) for g in bundle_index(long_issue_url)["geometries"])
    assert maps < expanded / 10, (maps, expanded)
    assert maps < 10 * ARTICLES * len(raw["geometries"]), maps
