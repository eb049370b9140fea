"""The README's pictures of the sample issue: a phone (390×844), a phone turned to landscape
(844×390) and a desktop (1920×1080), taken from the real carousel in Chromium with the viewport
set exactly. Each is saved to test-artifacts/readme-NAME.png; with FOLIO_README_IMAGES=1 also to
docs/images/sample-NAME.jpg (JPEG, quality 88, with Pillow), which is how the README's copies were made:

    FOLIO_README_IMAGES=1 python3 -m pytest Tests/browser/test_readme_screenshots.py

Before each picture the test checks what a reader would judge by eye: the carousel picked the
geometry meant for the window, the page fills most of the window and the body text is 14 to 26 px.

The sample's cover on a phone (390×844, touch), the page the carousel opens on, is saved to
test-artifacts/readme-cover-phone.png and docs/images/cover-phone.jpg; before it the test checks
that the page is the cover, its masthead is the issue's title, its photo is drawn and every word
lies inside the page.

The same for the example issue in many scripts, Examples/Scripts (justified and hyphenated), on a
phone (390×844, touch): page 2 of the Japanese article, page 2 of the Arabic one (right to left)
and the first page of the German one on which the paginator hyphenated a line. Each is saved to
test-artifacts/readme-scripts-NAME.png and docs/images/scripts-NAME.jpg; before each picture the
test checks the page's language, its direction, that every word is drawn inside the page and, for
German, that the text is justified and a hyphen of the paginator's is drawn on the page."""
import os

import pytest
from PIL import Image

from conftest import ROOT, build_bundle, first_article, geometry, issue_data, open_issue, settle, wait_until
from lines_on_screen import page_maps
from pages_on_screen import PAGE_BOXES, article_ids, open_page, settle_on_page

# name, window, geometry the carousel picks for it, page of the first article shown (from 1)
SHOTS = [("phone", (390, 844), "phone", 1), ("phone-landscape", (844, 390), "phone-landscape", 2),
         ("desktop", (1920, 1080), "desktop", 2)]

MEASURE = PAGE_BOXES + """
const text = [...page.querySelectorAll('.col > p')].map((p) => parseFloat(getComputedStyle(p).fontSize) * scale);
return {text, area: box.width * box.height / (innerWidth * innerHeight)};
"""


@pytest.mark.parametrize("name,size,expected,page", SHOTS, ids=[s[0] for s in SHOTS])
def test_readme_screenshot(browser, sample_url, artifacts, name, size, expected, page):
    driver = browser(*size)
    if name.startswith("phone"):
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    open_issue(driver, sample_url)
    assert isinstance(open_page(driver, article_ids(driver)[first_article(driver)], page), list)
    shown = geometry(driver)
    assert shown["name"] == expected
    m = driver.execute_script(MEASURE, shown)
    assert m["text"] and all(14 <= t <= 26 for t in m["text"]), m["text"]
    assert m["area"] >= 0.65, m["area"]
    wait_until(driver, "!document.body.classList.contains('active')", message="the controls never faded")
    settle(driver)
    picture = artifacts / f"readme-{name}.png"
    save(driver, picture, f"sample-{name}.jpg")


def test_readme_cover_screenshot(browser, sample_url, artifacts):
    driver = browser(390, 844)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    open_issue(driver, sample_url)
    assert settle_on_page(driver) == [0, 0], "the carousel opens on the cover"
    shown = geometry(driver)
    assert shown["name"] == "phone"
    seen = driver.execute_script(READ_SCRIPT_PAGE, shown)
    assert not seen["outside"] and seen["inWindow"], seen
    page = driver.execute_script("""const p = document.querySelector('.page.current'), img = p.querySelector('img');
        return [p.classList.contains('cover'), p.querySelector('header h1').textContent, !!img && img.complete && img.naturalWidth > 0]""")
    assert page == [True, issue_data(driver)["title"], True], page
    wait_until(driver, "!document.body.classList.contains('active')", message="the controls never faded")
    settle(driver)
    save(driver, artifacts / "readme-cover-phone.png", "cover-phone.jpg")


def save(driver, picture, image):
    """Saves the window to `picture` (PNG) and, with FOLIO_README_IMAGES=1 and an `image`, to
    docs/images/`image` (JPEG)."""
    driver.save_screenshot(str(picture))
    if image and os.environ.get("FOLIO_README_IMAGES") == "1":
        (ROOT / "docs" / "images").mkdir(parents=True, exist_ok=True)
        Image.open(picture).convert("RGB").save(ROOT / "docs" / "images" / image, quality=88)


@pytest.fixture(scope="module")
def scripts_bundle(tmp_path_factory):
    """Examples/Scripts built once for the module with the html sink: its folder."""
    base = tmp_path_factory.mktemp("scripts")
    build_bundle(ROOT / "Examples" / "Scripts", base / "out", base / "cache")
    return base / "out"


def first_hyphenated_page(bundle, article_id, geometry_name):
    """The first page (from 1) of the article in `geometry_name` whose page map breaks a line with a
    hyphen (a `[element, offset, 1]` triple in its `breaks`)."""
    article = next(a for a in issue_data(bundle)["articles"] if a["id"] == article_id)
    for number, entry in enumerate(page_maps(bundle, article["file"])[geometry_name], start=1):
        breaks = entry.get("breaks", [])
        if any(hyphen == 1 for hyphen in breaks[2::3]):
            return number
    pytest.fail(f"no page of {article_id} in {geometry_name} has a hyphenated line")


# name, article id, its language, its direction, page (None: the first page with a hyphenated line)
SCRIPT_SHOTS = [("japanese", "ri-ben-no-lu", "ja", "ltr", 2), ("arabic", "mraksh", "ar", "rtl", 2),
                ("german", "strassenbahnfahrt", "de", "ltr", None)]

# What the reader sees of the current page: its language and direction, words drawn outside the
# page's box, its justified paragraphs and the paginator's hyphens drawn inside the page.
READ_SCRIPT_PAGE = PAGE_BOXES + """
const inside = (r) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
const outside = [];
const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  if (!node.parentElement.closest('.col')) continue;
  for (const m of node.data.matchAll(/\\S+/g)) {
    const range = document.createRange();
    range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
    if ([...range.getClientRects()].some((r) => !inside(r))) outside.push(m[0]);
  }
}
const paragraph = page.querySelector('.col p');
const hyphens = [...page.querySelectorAll('.folio-hyphen')].filter((h) => {
  const r = h.getBoundingClientRect();
  return r.width > 0 && inside(r) && getComputedStyle(h, '::after').content.includes('-');
});
return {lang: page.closest('[lang]') && page.closest('[lang]').lang,
        direction: paragraph && getComputedStyle(paragraph).direction,
        justified: [...page.querySelectorAll('.col p')].filter((p) => getComputedStyle(p).textAlignLast === 'justify').length,
        hyphens: hyphens.length, outside, inWindow: box.left >= -1 && box.top >= -1 && box.right <= innerWidth + 1 && box.bottom <= innerHeight + 1};
"""


@pytest.mark.parametrize("name,article_id,lang,direction,page", SCRIPT_SHOTS, ids=[s[0] for s in SCRIPT_SHOTS])
def test_readme_scripts_screenshot(browser, scripts_bundle, artifacts, name, article_id, lang, direction, page):
    driver = browser(390, 844)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    open_issue(driver, (scripts_bundle / "index.html").as_uri())
    shown = geometry(driver)
    assert shown["name"] == "phone"
    page = page or first_hyphenated_page(scripts_bundle, article_id, shown["name"])
    assert open_page(driver, article_id, page) == [article_ids(driver).index(article_id), page - 1]
    driver.execute_async_script("const done = arguments[0]; document.fonts.ready.then(() => done(true));")
    seen = driver.execute_script(READ_SCRIPT_PAGE, shown)
    assert seen["lang"] == lang, seen
    assert seen["direction"] == direction, seen
    assert not seen["outside"], f"words drawn outside the page: {seen['outside'][:10]}"
    assert seen["inWindow"], seen
    if name == "german":
        assert seen["justified"] >= 1, seen
        assert seen["hyphens"] >= 1, seen
    wait_until(driver, "!document.body.classList.contains('active')", message="the controls never faded")
    settle(driver)
    save(driver, artifacts / f"readme-scripts-{name}.png", f"scripts-{name}.jpg")


def test_readme_shelf_screenshot(browser, tmp_path, artifacts):
    """The shelf of Examples/Shelf (three issues) on a desktop (1440×900): every cover drawn whole
    inside the window, newest first. Saved to test-artifacts/readme-shelf-desktop.png and, with
    FOLIO_README_IMAGES=1, docs/images/shelf-desktop.jpg."""
    import subprocess
    from conftest import folio_executable
    out = tmp_path / "out"
    subprocess.run([str(folio_executable()), "build", str(ROOT / "Examples" / "Shelf"), "--sink", "html", "--out", str(out)],
                   check=True, capture_output=True, text=True)
    driver = browser(1440, 900)
    driver.get((out / "index.html").as_uri())
    wait_until(driver, "[...document.images].every((i) => i.complete && i.naturalWidth > 0)")
    boxes = driver.execute_script("""return [...document.querySelectorAll('ol.covers > li')].map((li) => {
        const r = li.querySelector('img').getBoundingClientRect();
        return {slug: li.dataset.slug, inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight}; })""")
    assert [b["slug"] for b in boxes] == ["no-12", "no-11", "no-10"] and all(b["inside"] for b in boxes), boxes
    save(driver, artifacts / "readme-shelf-desktop.png", "shelf-desktop.jpg")


# The art-directed example's pages in the README's picture: (article id, page from 1, what it shows).
MAGAZINE_SHOTS = [("cover", 1, "the cover"), ("fuyu-no-koke", 1, "an over opener in Japanese"),
                  ("the-feeder-ledger", 4, "a table going on under its header, a footnote at the page's foot"),
                  ("mouneh", 1, "an under opener in Arabic")]


def test_readme_magazine_screenshot(browser, tmp_path, artifacts):
    """Examples/Magazine, the art-directed example issue, on a phone (390×844, touch): its cover, the
    Japanese article's `over` opener, a page of The Feeder Ledger whose table goes on under its
    header with a footnote at its foot, and the Arabic article's `under` opener. Before each picture
    the test checks the carousel is on that page and every word lies inside it; the four are saved to
    test-artifacts/readme-magazine-N.png and, side by side, with FOLIO_README_IMAGES=1, to
    docs/images/magazine-phone.jpg."""
    bundle = tmp_path / "out"
    build_bundle(ROOT / "Examples" / "Magazine", bundle, tmp_path / "cache")
    driver = browser(390, 844)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    open_issue(driver, (bundle / "index.html").as_uri())
    shown = geometry(driver)
    assert shown["name"] == "phone"
    pictures = []
    for number, (article_id, page, what) in enumerate(MAGAZINE_SHOTS):
        assert open_page(driver, article_id, page) == [article_ids(driver).index(article_id), page - 1], what
        driver.execute_async_script("const done = arguments[0]; document.fonts.ready.then(() => done(true));")
        seen = driver.execute_script(READ_SCRIPT_PAGE, shown)
        assert not seen["outside"] and seen["inWindow"], f"{what}: {seen}"
        kinds = driver.execute_script("""const p = document.querySelector('.page.current');
            return [!!p.querySelector(':scope > img.art'), !!p.querySelector('table'), !!p.querySelector('.foot')]""")
        assert kinds == {0: [True, False, False], 1: [True, False, False], 2: [False, True, True],
                         3: [True, False, False]}[number], f"{what}: art, table, foot: {kinds}"
        wait_until(driver, "!document.body.classList.contains('active')", message="the controls never faded")
        settle(driver)
        picture = artifacts / f"readme-magazine-{number + 1}.png"
        driver.save_screenshot(str(picture))
        pictures.append(Image.open(picture).convert("RGB"))
    if os.environ.get("FOLIO_README_IMAGES") == "1":
        gap = 12
        sheet = Image.new("RGB", (sum(p.width for p in pictures) + gap * (len(pictures) - 1), pictures[0].height), "white")
        for index, picture in enumerate(pictures):
            sheet.paste(picture, (index * (picture.width + gap), 0))
        sheet.save(ROOT / "docs" / "images" / "magazine-phone.jpg", quality=85)
