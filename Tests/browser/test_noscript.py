"""Readers without script: opening index.html in a Chromium whose profile has JavaScript off
shows the issue's contents at once (every article's title, author and summary, each linked to its
readable page), without a click, while index.html itself does not list the articles."""
import pathlib
import urllib.parse

import pytest
from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import WebDriverWait

import conftest
from conftest import contents_page, issue_data

# Chromium's content setting for JavaScript in the profile: 2 blocks it on every site.
JAVASCRIPT_OFF = {"profile.managed_default_content_settings.javascript": 2}


class ScriptlessOptions(webdriver.ChromeOptions):
    """conftest's browser options, with a profile that has JavaScript off."""

    def __init__(self):
        super().__init__()
        self.add_experimental_option("prefs", JAVASCRIPT_OFF)


@pytest.fixture
def scriptless_browser(monkeypatch):
    """conftest.make_browser's Chromium (same flags, same viewport setting) on a profile with
    JavaScript off; `factory(width, height)` makes one, each quit after the test."""
    created = []

    def factory(width, height):
        with monkeypatch.context() as patch:
            patch.setattr(conftest.webdriver, "ChromeOptions", ScriptlessOptions)
            driver = conftest.make_browser(width, height)
        created.append(driver)
        return driver

    yield factory
    for driver in created:
        driver.quit()


def bundle_folder(url):
    return pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(url).path)).parent


def shown_titles(driver):
    """The contents' entries as the frame shows them: (title, href, text) of each visible entry."""
    return [(li.find_element("css selector", "a").text, li.find_element("css selector", "a").get_attribute("href"), li.text)
            for li in driver.find_elements("css selector", "#static > ol > li") if li.is_displayed()]


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_without_script_index_shows_every_title_without_a_click(scriptless_browser, sample_url, width, height, artifacts):
    driver = scriptless_browser(width, height)
    bundle = bundle_folder(sample_url)
    data = issue_data(bundle)
    entries = contents_page(bundle)
    index = (bundle / "index.html").read_text()
    noscript = "".join(part.split("</noscript>", 1)[0] for part in index.split("<noscript")[1:])
    assert '<iframe id="static-frame" src="contents.html"' in noscript
    # (The cover's title is the issue's, which index.html shows.)
    first = 1 if data.get("cover") else 0
    assert not any(a["title"] in noscript for a in data["articles"][first:]), "index.html does not list the articles itself"
    driver.get(sample_url)
    # Script is really off: the carousel never ran, the <noscript> content is the page.
    assert driver.execute_script("return [document.documentElement.className, typeof window.folio]") == ["", "undefined"]
    frame = WebDriverWait(driver, 10).until(lambda d: d.find_element("id", "static-frame"))
    assert frame.is_displayed()
    # The contents are the page: they start in the first half of the window and are as wide and
    # as high as the window (not a small box to scroll in).
    top, size = frame.location["y"], frame.size
    assert 0 <= top < height / 2, f"the contents start in the first half of the window (at {top} px)"
    assert size["width"] >= width * 0.9 and size["height"] >= height * 0.95, (size, width, height)
    driver.switch_to.frame(frame)
    shown = WebDriverWait(driver, 10).until(lambda d: len(shown_titles(d)) == len(data["articles"]) and shown_titles(d))
    assert [title for title, _, _ in shown] == [a["title"] for a in data["articles"]]
    for (title, href, text), entry, article in zip(shown, entries, data["articles"]):
        assert href == (bundle / article["file"]).as_uri(), (title, href)
        if entry["author"]:
            assert entry["author"] in text, (title, text)
        if entry["summary"]:
            assert entry["summary"] in text, (title, text)
    assert any(entry["summary"] for entry in entries) and any(entry["author"] for entry in entries)
    driver.switch_to.default_content()
    driver.save_screenshot(str(artifacts / f"no-script-index-{width}x{height}.png"))


def test_without_script_a_title_in_the_contents_opens_the_article_in_the_window(scriptless_browser, sample_url):
    driver = scriptless_browser(1280, 800)
    bundle = bundle_folder(sample_url)
    article = issue_data(bundle)["articles"][2]
    driver.get(sample_url)
    driver.switch_to.frame(WebDriverWait(driver, 10).until(lambda d: d.find_element("id", "static-frame")))
    link = WebDriverWait(driver, 10).until(lambda d: d.find_element("link text", article["title"]))
    ActionChains(driver).click(link).perform()
    driver.switch_to.default_content()
    # The article replaces index.html in the window (the contents' links open at the top).
    WebDriverWait(driver, 10).until(lambda d: d.current_url == (bundle / article["file"]).as_uri())
    heading = WebDriverWait(driver, 10).until(lambda d: d.find_element("css selector", "article h1"))
    assert heading.text == article["title"]
