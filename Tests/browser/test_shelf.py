"""The shelf: `folio build Examples/Shelf` (a folder of three issue folders) with the release
binary, built once for the module, makes one site: each issue's bundles in their own folders, the
shelf page (covers newest first, plain links and pictures, read in Chromium with script and
without), the Atom feed (parsed by feedparser: its bozo flag must stay down, and the elements RFC
4287 requires are checked one by one) and shelf.json. A second copy of the shelf checks that a
rebuild after editing one issue rewrites only that issue's files (inode and modification time of
every other file unchanged, the summary naming it), and that an issue whose issue.yaml is broken
fails at file:line:column while every issue's output, its own included, stays."""
import json
import pathlib
import re
import shutil
import subprocess

import feedparser
import pytest
from PIL import Image
from selenium import webdriver

import conftest
from conftest import folio_executable, wait_for, wait_until

SHELF = conftest.ROOT / "Examples" / "Shelf"
NEWEST_FIRST = ["no-12", "no-11", "no-10"]
BASE = "https://example.org/slow-ground/"


def build(shelf, out, *extra):
    return subprocess.run([str(folio_executable()), "build", str(shelf), "--out", str(out), *extra],
                          capture_output=True, text=True)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The shelf built once: (out folder, the build's output)."""
    out = tmp_path_factory.mktemp("shelf") / "out"
    built = build(SHELF, out)
    assert built.returncode == 0, built.stdout + built.stderr
    return out, built.stdout


class ScriptlessOptions(webdriver.ChromeOptions):
    """conftest's browser options with JavaScript off in the profile."""

    def __init__(self):
        super().__init__()
        self.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})


def covers(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('ol.covers > li')].map((li) => ({slug: li.dataset.slug,"
        " href: li.querySelector('a').getAttribute('href'), title: li.querySelector('.title').textContent,"
        " number: li.querySelector('.number').textContent, date: li.querySelector('time').getAttribute('datetime'),"
        " image: li.querySelector('img').naturalWidth, shown: li.getBoundingClientRect().height > 0}))")


def test_the_site_has_each_issue_in_its_own_folder(site):
    out, output = site
    for slug in NEWEST_FIRST:
        assert (out / "html" / slug / "index.html").is_file()
        assert (out / "json" / slug / "issue.json").is_file()
    for path in ["html/index.html", "html/feed.xml", "html/shelf.css", "json/shelf.json"]:
        assert (out / path).is_file(), path
    assert "shelf Slow Ground: 3 issues; rebuilt no-12, no-11, no-10" in output


@pytest.mark.parametrize("script", [True, False], ids=["script", "noscript"])
def test_the_shelf_page_shows_covers_newest_first_and_a_click_opens_the_issue(browser, monkeypatch, site, script):
    out, _ = site
    if script:
        driver = browser(1280, 800)
    else:
        with monkeypatch.context() as patch:
            patch.setattr(conftest.webdriver, "ChromeOptions", ScriptlessOptions)
            driver = browser(1280, 800)
    driver.get((out / "html" / "index.html").as_uri())
    wait_until(driver, "[...document.images].every((i) => i.complete)")
    shown = covers(driver)
    assert [c["slug"] for c in shown] == NEWEST_FIRST
    assert [c["date"] for c in shown] == ["2026-11-21", "2026-10-17", "2026-09-19"]
    assert [c["number"] for c in shown] == ["No. 12", "No. 11", "No. 10"]
    assert all(c["image"] > 0 and c["shown"] for c in shown), shown
    assert all(c["href"] == f"{c['slug']}/index.html" for c in shown)
    driver.find_element("css selector", "ol.covers > li:nth-child(2) a").click()
    wait_for(lambda: "/no-11/index.html" in driver.current_url, message=lambda: driver.current_url)
    if script:
        wait_until(driver, "document.body.classList.contains('ready') && !!document.querySelector('.page.current')")
        assert driver.execute_script("return document.title") == "Slow Ground"
    else:
        assert driver.execute_script("return document.documentElement.classList.contains('folio-js')") is False
        assert driver.find_element("css selector", "noscript#static-contents") is not None


def test_the_feed_is_valid_atom_with_one_entry_per_issue(site):
    out, _ = site
    text = (out / "html" / "feed.xml").read_text()
    feed = feedparser.parse(text)
    assert not feed.bozo, f"feedparser: {feed.get('bozo_exception')}"
    assert feed.version == "atom10"
    # RFC 4287 4.1.1: a feed has an id, a title, an updated time, and an author unless every entry has one.
    assert feed.feed.id == BASE and feed.feed.title == "Slow Ground"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", feed.feed.updated)
    assert feed.feed.author == "Slow Ground Press"
    assert any(link.rel == "self" and link.href == BASE + "feed.xml" for link in feed.feed.links)
    assert [e.id for e in feed.entries] == [f"{BASE}{slug}/" for slug in NEWEST_FIRST]
    for entry, slug, day in zip(feed.entries, NEWEST_FIRST, ["2026-11-21", "2026-10-17", "2026-09-19"]):
        # 4.1.2: each entry has an id, a title, an updated time; without content, an alternate link and a summary.
        assert entry.title == f"Slow Ground, No. {slug[3:]}"
        assert entry.updated == f"{day}T00:00:00Z"
        assert entry.link == f"{BASE}{slug}/index.html"
        assert entry.summary and entry.authors, entry
    assert feed.feed.updated == "2026-11-21T00:00:00Z", "the feed is as new as its newest issue"


def test_shelf_json_lists_the_issues_for_app_clients(site):
    out, _ = site
    shelf = json.loads((out / "json" / "shelf.json").read_text())
    assert shelf["format"] == "folio-shelf-1" and shelf["title"] == "Slow Ground" and shelf["url"] == BASE
    assert [i["slug"] for i in shelf["issues"]] == NEWEST_FIRST
    for issue in shelf["issues"]:
        assert (out / "json" / issue["bundle"]).is_file()
        cover = out / "json" / issue["cover"]["path"]
        with Image.open(cover) as picture:
            assert picture.size == (issue["cover"]["width"], issue["cover"]["height"])
        assert issue["url"] == f"{BASE}{issue['slug']}/" and issue["number"] == issue["slug"][3:]


def files_of(folder):
    """Every file below `folder`: path → (inode, modification time in ns)."""
    return {str(p.relative_to(folder)): (p.stat().st_ino, p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_rebuild_touches_only_the_issue_that_changed_and_a_broken_issue_loses_nothing(tmp_path):
    shelf = tmp_path / "Shelf"
    shutil.copytree(SHELF, shelf)
    out = tmp_path / "out"
    first = build(shelf, out)
    assert first.returncode == 0, first.stdout + first.stderr
    before = {(sink, slug): files_of(out / sink / slug) for slug in NEWEST_FIRST for sink in ["html", "json"]}

    story = shelf / "no-11" / "an-hourglass.md"
    story.write_text(story.read_text().replace("three minutes of sand", "three minutes of fine sand"))
    second = build(shelf, out)
    assert second.returncode == 0, second.stdout + second.stderr
    assert "rebuilt no-11; unchanged no-12, no-10" in second.stdout, second.stdout
    for (sink, slug), files in before.items():
        now = files_of(out / sink / slug)
        if slug == "no-11":
            assert now != files, f"{sink}/{slug} was rebuilt"
        else:
            assert now == files, f"{sink}/{slug}: files were rewritten though the issue did not change"
    rebuilt = {(sink, slug): files_of(out / sink / slug) for slug in NEWEST_FIRST for sink in ["html", "json"]}
    shelf_page = files_of(out / "html")["index.html"]

    settings = shelf / "no-10" / "issue.yaml"
    settings.write_text(settings.read_text().replace("date: 2026-09-19", "date: in September"))
    third = build(shelf, out)
    assert third.returncode == 1
    line = next(n for n, text in enumerate(settings.read_text().splitlines(), 1) if text.startswith("date:"))
    assert re.search(rf"no-10/issue\.yaml:{line}:7: error: date:", third.stderr), third.stderr
    assert "failed no-10" in third.stdout and "unchanged no-12, no-11" in third.stdout, third.stdout
    for key, files in rebuilt.items():
        assert files_of(out / key[0] / key[1]) == files, f"{key}: a failed shelf build changed it"
    assert files_of(out / "html")["index.html"] == shelf_page, "the shelf page is the same: no-10 keeps its place"
    assert 'data-slug="no-10"' in (out / "html" / "index.html").read_text()


def drawn_covers(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('ol.covers > li')].map((li) => {"
        " const img = li.querySelector('img'), title = li.querySelector('.title').getBoundingClientRect(),"
        " box = img.getBoundingClientRect();"
        " return {slug: li.dataset.slug, drawn: li.classList.contains('drawn'), src: img.getAttribute('src'),"
        " natural: [img.naturalWidth, img.naturalHeight], box: [box.left, box.top, box.right, box.bottom],"
        " titleTop: title.top}; })")


def test_the_shelf_shows_each_cover_drawn_as_its_cover_page_is(browser, site, tmp_path):
    """Each issue of Examples/Shelf has a cover: the shelf shows it drawn as the issue's cover
    page is (covers/SLUG.jpg, laid out at 360×480 and drawn at 2 px a CSS px), its title below
    it, not over it. The drawing is the PDF's: the same issue, given that geometry and built as
    a PDF, drawn by pdftoppm at 2 px a point, differs from it by the JPEG's noise only."""
    out, _ = site
    driver = browser(1280, 900)
    driver.get((out / "html" / "index.html").as_uri())
    wait_until(driver, "[...document.images].every((img) => img.complete)")
    shown = drawn_covers(driver)
    assert [c["slug"] for c in shown] == NEWEST_FIRST
    for cover in shown:
        assert cover["drawn"] and cover["src"] == f"covers/{cover['slug']}.jpg", cover
        assert cover["natural"] == [720, 960], cover
        left, top, right, bottom = cover["box"]
        assert abs((bottom - top) / (right - left) - 4 / 3) < 0.01, cover
        assert cover["titleTop"] >= bottom - 0.5, f"the title is below the drawn cover: {cover}"

    # The same drawing as the PDF's, page for page.
    issue = tmp_path / "no-12"
    shutil.copytree(SHELF / "no-12", issue)
    settings = issue / "issue.yaml"
    settings.write_text(settings.read_text() + "pages:\n"
                        "  phone: {width: 400, height: 680, margin: 24, font-size: 17, line-height: 1.5}\n"
                        "  shelf: {width: 360, height: 480, margin: 20, font-size: 16, line-height: 1.45}\n")
    pdf_out = tmp_path / "pdf"
    built = subprocess.run([str(folio_executable()), "build", str(issue), "--sink", "pdf", "--option",
                            "pdf.geometry=shelf", "--out", str(pdf_out), "--cache", str(tmp_path / "cache")],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stdout + built.stderr
    subprocess.run(["pdftoppm", "-r", "144", "-f", "1", "-l", "1", "-png", str(next(pdf_out.rglob("issue.pdf"))),
                    str(tmp_path / "page")], check=True)
    with Image.open(next(tmp_path.glob("page*.png"))) as page, Image.open(out / "html" / "covers" / "no-12.jpg") as drawn:
        page, drawn = page.convert("L"), drawn.convert("L")
        assert page.size == drawn.size == (720, 960)
        differences = [abs(a - b) for a, b in zip(page.get_flattened_data(), drawn.get_flattened_data())]
        mean = sum(differences) / len(differences)
        far = sum(d > 64 for d in differences) / len(differences)
        assert mean < 4 and far < 0.01, f"mean difference {mean:.2f}, {far:.2%} of pixels differ by more than 64"
