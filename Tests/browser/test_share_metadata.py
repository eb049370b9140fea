"""Pages that preview when shared: every article page of an issue with a base-url (Examples/Shelf's
No. 12, built once for the module with the release binary) and its index.html carry the Open Graph
and Twitter card properties a link preview needs, with absolute URLs under the base URL, and the
picture they name is in the bundle at the size they state. Without base-url the build's summary
gives a hint (no warning), and the pages leave out what needs an absolute URL. An article page opened on
its own in Chromium opens the carousel at its article with script, and stays the plain page without."""
import html.parser
import pathlib
import re
import shutil
import subprocess

import pytest
from PIL import Image
from selenium import webdriver

import conftest
from conftest import folio_executable, wait_for, wait_for_page

ISSUE = conftest.ROOT / "Examples" / "Shelf" / "no-12"
BASE = "https://example.org/slow-ground/no-12/"
# What every shareable page states, each once.
REQUIRED = ["og:type", "og:title", "og:description", "og:site_name", "og:locale", "og:url", "og:image",
            "og:image:type", "og:image:width", "og:image:height", "og:image:alt", "twitter:card", "description"]


class Head(html.parser.HTMLParser):
    """The <html lang>, the <meta property|name> values and the canonical link of a page's head."""

    def __init__(self, text):
        super().__init__()
        self.lang, self.meta, self.canonical, self.inside = None, {}, [], True
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("lang")
        elif tag == "meta" and self.inside and ("property" in attrs or "name" in attrs):
            key = attrs.get("property") or attrs.get("name")
            self.meta.setdefault(key, []).append(attrs.get("content"))
        elif tag == "link" and attrs.get("rel") == "canonical":
            self.canonical.append(attrs.get("href"))

    def handle_endtag(self, tag):
        if tag == "head":
            self.inside = False


def build(content, out):
    return subprocess.run([str(folio_executable()), "build", str(content), "--sink", "html", "--out", str(out)],
                          capture_output=True, text=True)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    out = tmp_path_factory.mktemp("share") / "html"
    built = build(ISSUE, out)
    assert built.returncode == 0, built.stdout + built.stderr
    assert "base-url" not in built.stderr + built.stdout, "an issue with a base-url gets no advice about it"
    return out


def front_matter_summaries():
    return {re.search(r'^title: (.*)$', text, re.M).group(1): re.search(r'^summary: "(.*)"$', text, re.M).group(1)
            for text in (p.read_text() for p in ISSUE.glob("*.md"))}


def check_shared_picture(bundle, head):
    url = head.meta["og:image"][0]
    assert url.startswith(BASE), url
    width, height = int(head.meta["og:image:width"][0]), int(head.meta["og:image:height"][0])
    with Image.open(bundle / url[len(BASE):]) as picture:
        assert picture.size == (width, height), f"{url} is {picture.size}, the page says {(width, height)}"
        assert picture.format == "JPEG" and head.meta["og:image:type"] == ["image/jpeg"]
    assert (width, height) == (1200, 630), "the size the big sites ask for"
    assert head.meta["og:image:alt"][0].strip()


def test_every_article_page_carries_its_share_metadata(bundle):
    pages = sorted((bundle / "articles").glob("*.html"))
    assert len(pages) == 3, "the cover and two articles"
    summaries = front_matter_summaries()
    titles = set()
    for page in pages:
        head = Head(page.read_text())
        for key in REQUIRED:
            assert len(head.meta.get(key, [])) == 1, f"{page.name}: {key} is {head.meta.get(key)}"
        assert head.lang == "en-GB" and head.meta["og:locale"] == ["en_GB"]
        assert head.meta["og:type"] == ["article"] and head.meta["og:site_name"] == ["Slow Ground"]
        assert head.meta["twitter:card"] == ["summary_large_image"]
        own = BASE + "articles/" + page.name
        assert head.meta["og:url"] == [own] and head.canonical == [own], "the page names its own absolute URL"
        title = head.meta["og:title"][0]
        titles.add(title)
        if title in summaries:
            assert head.meta["og:description"] == [summaries[title]] == head.meta["description"]
        check_shared_picture(bundle, head)
    assert set(summaries) <= titles


def test_the_index_carries_the_issues_share_metadata(bundle):
    head = Head((bundle / "index.html").read_text())
    for key in REQUIRED:
        assert len(head.meta.get(key, [])) == 1, f"index.html: {key} is {head.meta.get(key)}"
    assert head.meta["og:type"] == ["website"] and head.meta["og:url"] == [BASE] and head.canonical == [BASE]
    assert head.meta["og:description"] == ["Small things that move"]
    check_shared_picture(bundle, head)


def test_without_base_url_the_build_hints_once_and_leaves_out_absolute_urls(tmp_path):
    issue = tmp_path / "issue"
    shutil.copytree(ISSUE, issue)
    settings = issue / "issue.yaml"
    settings.write_text("".join(line for line in settings.read_text().splitlines(True) if not line.startswith("base-url:")))
    built = build(issue, tmp_path / "html")
    assert built.returncode == 0, built.stderr
    assert "warning:" not in built.stderr, built.stderr
    hints = [line for line in built.stdout.splitlines() if line.startswith("hint: no base-url: ")]
    assert len(hints) == 1 and "og:image, og:url and the canonical link" in hints[0], built.stdout
    assert not list((tmp_path / "html" / "assets" / "photos").glob("*x630.jpg")), "no share picture without a base URL"
    for page in [tmp_path / "html" / "index.html", *sorted((tmp_path / "html" / "articles").glob("*.html"))]:
        head = Head(page.read_text())
        assert head.meta["og:title"] and head.meta["og:description"] and head.meta["twitter:card"] == ["summary"]
        assert not head.canonical and not any(key in head.meta for key in ["og:url", "og:image"]), page.name


def test_an_article_page_opens_the_carousel_at_its_article_with_script(bundle, browser, monkeypatch):
    page = next(p for p in sorted((bundle / "articles").glob("*.html"))
                if Head(p.read_text()).meta["og:title"] == ["Paper Windmills"])
    driver = browser(1280, 800)
    driver.get(page.as_uri())
    wait_for(lambda: driver.current_url.endswith("/index.html#/paper-windmills/1"), message=driver.current_url)
    assert wait_for_page(driver)
    at = conftest.state(driver)["at"]
    assert conftest.raw_issue(driver)["articles"][at[0]][0] == "paper-windmills" and at[1] == 0
    # The new window's blank start page and the carousel: the article page was replaced, not stacked.
    assert driver.execute_script("return history.length") == 2

    class ScriptlessOptions(webdriver.ChromeOptions):
        def __init__(self):
            super().__init__()
            self.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})

    with monkeypatch.context() as patch:
        patch.setattr(conftest.webdriver, "ChromeOptions", ScriptlessOptions)
        plain = browser(1280, 800)
    plain.get(page.as_uri())
    assert plain.current_url == page.as_uri()
    assert plain.find_element("css selector", "article h1").text == "Paper Windmills"
