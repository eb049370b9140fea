"""A 2,000-article issue: the DOM holds a bounded window of pages wherever the reader is."""
import time

import pytest

from conftest import build_bundle, open_issue, state

ARTICLES = 2000
BOUND = 15  # current article's page ±2, and the same around the landing page of each neighbour


@pytest.fixture(scope="module")
def long_issue_url(tmp_path_factory):
    base = tmp_path_factory.mktemp("long")
    content = base / "content"
    (content / "articles").mkdir(parents=True)
    (content / "issue.yaml").write_text("title: A Long Issue\n")
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
    # A deep link near the end of the strip renders only its own neighbourhood too.
    driver.execute_script("""const data = JSON.parse(document.getElementById('folio-issue').textContent);
        location.hash = '#/' + data.articles[1998].id + '/1';""")
    time.sleep(0.3)
    assert state(driver)["at"] == [1998, 0]
    assert 1 <= dom_pages(driver) <= BOUND
