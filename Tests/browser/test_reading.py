"""The carousel as a reader meets it: text size, the page without script, print, a missing article
file, zoomed photos' renditions, the page number, the contents and the end mark. Real key, mouse
and touch events only (WebDriver actions, CDP Input.*)."""
import base64
import pathlib
import shutil
import subprocess
from urllib.parse import unquote, urlparse

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import (ROOT, contents_page, folio_executable, geometry, hold_contents, issue_data, make_browser, navigation,
                      record_article_frames,
                      open_first_article, open_issue, release_contents, resize, settle, state, wait_for, wait_for_page, wait_until)
from test_keyboard import keys, shown_page
from test_screenshots import go


def bundle_folder(url):
    return pathlib.Path(unquote(urlparse(url).path)).parent


def text_page(driver):
    """The first page after an article's first that holds no photo, by the shipped navigation map."""
    articles = navigation(driver)["articles"]
    return next(([a, p] for a, article in enumerate(articles) for p in range(1, article["pages"] - 1)
                 if p not in article["zoomable"]), None)


def text_px(driver, selector=".page.current :is(p, li)"):
    """The on-screen size of the body text: its font size times the page's scale."""
    return driver.execute_script("""const p = document.querySelector(arguments[0]);
        return parseFloat(getComputedStyle(p).fontSize) * p.getBoundingClientRect().width / p.offsetWidth""", selector)


def test_text_is_never_under_14px_and_zoom_is_allowed(browser, sample_url, artifacts):
    driver = browser(844, 390)
    open_issue(driver, sample_url)
    viewport = driver.execute_script("return document.querySelector('meta[name=viewport]').content")
    assert "user-scalable" not in viewport and "maximum-scale" not in viewport, viewport
    at = text_page(driver)
    go(driver, at)
    settle(driver)
    assert round(text_px(driver), 3) >= 14, "a landscape phone shows body text of at least 14 px"
    assert geometry(driver)["name"] == "phone-landscape"
    driver.save_screenshot(str(artifacts / "phone-landscape.png"))
    # Its page fits the window: Down turns the page at once.
    keys(driver, Keys.ARROW_DOWN)
    settle(driver)
    assert state(driver)["at"] == [at[0], at[1] + 1], "a page that fits turns on the first Down"
    # A window too small for any geometry at 14 px (360x500: the phone page fits at 12 px) gets
    # the page at 14 px, taller than the window: Down first shows the rest of it, then turns.
    resize(driver, "Emulation.setDeviceMetricsOverride", {"width": 360, "height": 500, "deviceScaleFactor": 1, "mobile": False})
    # A text page reached from the page above it, so it shows from its top.
    at = text_page(driver)
    go(driver, [at[0], at[1] - 1])
    for _ in range(4):
        if state(driver)["at"] == at:
            break
        keys(driver, Keys.ARROW_DOWN)
        settle(driver)
    assert state(driver)["at"] == at
    assert round(text_px(driver), 3) >= 14, "text is never under 14 px, even when the page must scroll"
    top = driver.execute_script("return document.querySelector('.page.current').getBoundingClientRect().top")
    keys(driver, Keys.ARROW_DOWN)
    settle(driver)
    assert state(driver)["at"] == at
    assert driver.execute_script("return document.querySelector('.page.current').getBoundingClientRect().top") < top - 50
    for _ in range(3):
        if state(driver)["at"] != at:
            break
        keys(driver, Keys.ARROW_DOWN)
        settle(driver)
    assert state(driver)["at"] == [at[0], at[1] + 1], "at the page's end, Down turns the page"
    assert shown_page(driver) == [at[0], at[1] + 1]
    resize(driver, "Emulation.clearDeviceMetricsOverride", {})
    at = text_page(driver)
    # Browser zoom: the same window at twice the pixel ratio (a 200% zoom) draws the text larger.
    go(driver, at)
    before = text_px(driver) * driver.execute_script("return devicePixelRatio")
    resize(driver, "Emulation.setDeviceMetricsOverride", {"width": 422, "height": 195, "deviceScaleFactor": 2, "mobile": False})
    after = text_px(driver) * driver.execute_script("return devicePixelRatio")
    assert after >= before, (before, after)


def loaded_document(driver):
    return driver.execute_script("return document.readyState") == "complete"


def test_without_script_the_issue_is_plain_html(sample_url, tmp_path, artifacts):
    """With script off, index.html shows contents.html in a frame that fills the window, the
    contents as a plain page (every article with its author, page count and summary), whose
    titles lead to each article's own plain page."""
    driver = make_browser(1280, 800)
    try:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        driver.get(sample_url)  # returns once the page has loaded
        data = issue_data(bundle_folder(sample_url))
        shown = driver.execute_script("""const f = document.getElementById('static-frame');
            return [getComputedStyle(f).display, f.getAttribute('src'), f.title]""")
        assert shown == ["block", "contents.html", "Contents"], shown
        hidden = driver.execute_script("return getComputedStyle(document.getElementById('stage')).display")
        assert hidden == "none"
        driver.save_screenshot(str(artifacts / "no-script.png"))
        # The frame's page, contents.html, on its own.
        contents_url = sample_url.split("#")[0].rsplit("/", 1)[0] + "/contents.html"
        driver.get(contents_url)
        wait_for(lambda: driver.current_url == contents_url and loaded_document(driver), message=driver.current_url)
        shown = driver.execute_script("""const s = document.getElementById('static');
            return [getComputedStyle(s).display, s.querySelector('h1').textContent,
                    [...s.querySelectorAll('ol > li')].map((li) => [li.querySelector('a').textContent,
                      li.querySelector('a').getAttribute('href'), li.textContent])]""")
        assert shown[0] != "none" and shown[1] == data["title"]
        assert [title for title, _, _ in shown[2]] == [a["title"] for a in data["articles"]]
        assert all(href == a["file"] for (_, href, _), a in zip(shown[2], data["articles"]))
        bird = next(text for title, _, text in shown[2] if title == "A Bird on a Spring")
        assert "Ines Valcourt" in bird and "How to whittle a small wooden bird" in bird
        driver.save_screenshot(str(artifacts / "no-script-contents.png"))
        # Each article's title leads to the article as a plain page: all its text, its photos.
        bird = next(a for a in data["articles"] if a["id"] == "a-bird-on-a-spring")
        ActionChains(driver).click(driver.find_element("link text", bird["title"])).perform()
        wait_for(lambda: driver.current_url.endswith(bird["file"]) and loaded_document(driver), message=driver.current_url)
        page = driver.execute_script("""return [document.title, document.querySelector('article h1').textContent,
            document.querySelector('article').innerText, [...document.images].map((i) => i.complete && i.naturalWidth > 0)]""")
        assert page[0] == page[1] == bird["title"]
        assert "In our kitchen a small green bird hangs from the lamp" in page[2]
        assert "read up on whittling" in page[2], "the article's last page's text is there too"
        assert len(page[3]) == 2
        for index in range(len(page[3])):
            driver.execute_script("document.images[arguments[0]].scrollIntoView()", index)
            wait_for(lambda: driver.execute_script("const i = document.images[arguments[0]]; return i.complete && i.naturalWidth > 0", index),
                     message=f"image {index} of the plain article page did not load")
        driver.save_screenshot(str(artifacts / "no-script-article.png"))
    finally:
        driver.quit()


def printed(driver, tmp_path):
    """Ctrl+P's output as Chromium prints it (Page.printToPDF): pdfinfo's fields and each sheet's text."""
    pdf = base64.b64decode(driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True, "printBackground": True})["data"])
    path = tmp_path / "print.pdf"
    path.write_bytes(pdf)
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    fields = {line.split(":", 1)[0]: line.split(":", 1)[1].strip() for line in info.splitlines() if ":" in line}
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return path, fields, [" ".join(sheet.split()) for sheet in text.split("\f")]


def test_print_gives_the_whole_short_issue_one_sheet_per_page(browser, sample_url, artifacts, tmp_path):
    # A tablet's window: one-column pages, whose sheets pdftotext reads in order.
    driver = browser(768, 1024)
    open_issue(driver, sample_url)
    data = issue_data(driver)
    bird = [a["id"] for a in data["articles"]].index("a-bird-on-a-spring")
    go(driver, [bird, 2])
    counts = [a["pages"] for a in navigation(driver)["articles"]]
    assert sum(counts) <= 120, "the sample issue is short enough to print whole"
    # The loader fetches every article of a short issue; once all are in, the printout is whole
    # (until then it is the current article and a note).
    outcome = []
    whole = lambda: outcome.append(printed(driver, tmp_path)) or outcome[-1][1]["Pages"] == str(sum(counts))
    wait_for(whole, every=0.5, message=lambda: f"the printout never held the whole issue: {outcome[-1][1]}")
    path, fields, sheets = outcome[-1]
    shown = geometry(driver)
    width, height = shown["width"] * 0.75, shown["height"] * 0.75  # CSS px → pt
    printed_size = [float(number) for number in fields["Page size"].split(" pts")[0].split(" x ")]
    assert abs(printed_size[0] - width) < 0.5 and abs(printed_size[1] - height) < 0.5, (fields["Page size"], width, height)
    starts = [sum(counts[:a]) for a in range(len(counts))]
    for a, start in enumerate(starts):
        assert data["articles"][a]["title"] in sheets[start], (a, sheets[start][:100])
    sheet = starts[bird] + 2
    subprocess.run(["pdftoppm", "-png", "-r", "96", "-f", str(sheet), "-l", str(sheet), str(path), str(tmp_path / "sheet")], check=True)
    shutil.copy(next(tmp_path.glob("sheet*.png")), artifacts / "printed-page.png")
    assert state(driver)["at"] == [bird, 2], "printing does not move the reader"


def test_print_gives_the_current_article_of_a_long_issue_and_says_so(browser, tmp_path):
    content = tmp_path / "content" / "articles"
    content.mkdir(parents=True)
    (tmp_path / "content" / "issue.yaml").write_text("title: Many\ncover: false\n")
    for index in range(130):
        (content / f"a{index:03d}.md").write_text(f"---\ntitle: Article {index + 1}\norder: {index}\n---\n\nShort text {index}.\n")
    (content / "a007.md").write_text("---\ntitle: Article 8\norder: 7\n---\n\n" + "\n\n".join(["A paragraph of the eighth article."] * 40) + "\n")
    from conftest import build_bundle
    driver = browser(1280, 800)
    open_issue(driver, build_bundle(tmp_path / "content", tmp_path / "out", tmp_path / "cache"))
    data = issue_data(driver)
    go(driver, [7, 1])
    pages = navigation(driver)["articles"][7]["pages"]
    assert pages > 1
    _, fields, sheets = printed(driver, tmp_path)
    assert fields["Pages"] == str(pages + 1), fields
    assert "Article 8" in sheets[0] and "A paragraph of the eighth article." in sheets[1]
    assert sheets[pages] == (f"This printout holds “Article 8”, pages 1 to {pages} of article 8 of 130, from Many. The issue is too "
                             "long to print whole, so it prints one article at a time: open another article and print again to print it.")


def test_a_missing_article_file_says_so_and_can_be_retried(browser, sample_url, tmp_path, artifacts):
    bundle = tmp_path / "bundle"
    shutil.copytree(bundle_folder(sample_url), bundle)
    data = issue_data(bundle)
    script = bundle / data["articles"][1]["file"]
    kept = script.read_bytes()
    script.unlink()
    driver = browser(1280, 800)
    # Counts the page's requests for article files (a failed load leaves no resource timing).
    record_article_frames(driver)
    open_issue(driver, (bundle / "index.html").as_uri())
    keys(driver, Keys.ARROW_RIGHT)
    assert state(driver)["at"] == [1, 0]
    wait_until(driver, "document.querySelector('.page.current').classList.contains('failed')", message="no failure shown")
    message = driver.execute_script("""const p = document.querySelector('.page.current');
        return [p.classList.contains('failed'), p.getAttribute('aria-busy'), p.textContent]""")
    assert message[0] and message[1] is None, message
    assert message[2] == f"“{data['articles'][1]['title']}” could not be loaded: the file {data['articles'][1]['file']} is missing or damaged.Try again"
    driver.save_screenshot(str(artifacts / "missing-article.png"))
    # Moving around does not ask for the file again; the rest of the issue still shows.
    for key in [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_UP, Keys.ARROW_RIGHT]:
        keys(driver, key)
    requests = driver.execute_script("return window.articleFrames.filter((name) => 'articles/' + name === arguments[0]).length",
                                     data["articles"][1]["file"])
    assert requests == 1, f"the missing file was requested {requests} times"
    assert state(driver)["at"] == [2, 0] and wait_for_page(driver), "the next article still shows"
    keys(driver, Keys.ARROW_LEFT)
    settle(driver)
    # The file is back: Try again (a real click) loads it.
    script.write_bytes(kept)
    ActionChains(driver).click(driver.find_element("css selector", ".page.current .retry")).perform()
    assert wait_for_page(driver), "Try again loaded the article"
    assert driver.execute_script("return document.querySelector('.page.current').classList.contains('failed')") is False


def test_a_damaged_article_file_is_a_failure_too(browser, sample_url, tmp_path):
    """A file that loads but posts no article (the second article's: the first comes with
    index.html) is a failure, shown where its page would be when the issue opens on it."""
    bundle = tmp_path / "bundle"
    shutil.copytree(bundle_folder(sample_url), bundle)
    data = issue_data(bundle)
    (bundle / data["articles"][1]["file"]).write_text("<!doctype html><p>The file ends here")
    driver = browser(1280, 800)
    driver.get((bundle / "index.html").as_uri() + f"#/{data['articles'][1]['id']}/1")
    expected = f"“{data['articles'][1]['title']}” could not be loaded: the file {data['articles'][1]['file']} is missing or damaged.Try again"
    wait_until(driver, "document.querySelector('.page.current.failed')", message="the damaged file never showed as a failure")
    assert driver.execute_script("return document.querySelector('.page.current').textContent") == expected


def test_the_opening_article_comes_with_index_html(browser, sample_url, tmp_path):
    """index.html carries the strip's first article (the cover, the page a reader opens on) in an
    inert template with its page maps: the first page is drawn with no frame for its file, and
    is the same when that file is gone (a frame still brings every other article)."""
    bundle = tmp_path / "bundle"
    shutil.copytree(bundle_folder(sample_url), bundle)
    data = issue_data(bundle)
    first = bundle / data["articles"][0]["file"]
    page = (bundle / "index.html").read_text()
    assert '<template id="folio-opening"><article' in page and 'id="folio-opening-pages"' in page
    pages_json = first.read_text().split('id="folio-pages">')[1].split("</script>")[0]
    assert f'id="folio-opening-pages">{pages_json}</script>' in page, "the same page maps as the article's file"

    def opened(driver):
        record_article_frames(driver)
        open_issue(driver, (bundle / "index.html").as_uri())
        return driver.execute_script("""const p = document.querySelector('.page.current');
            return [p.textContent, p.classList.contains('failed'), window.articleFrames.slice()]""")

    text, failed, framed = opened(browser(390, 844))
    assert not failed and text.strip()
    assert data["articles"][0]["file"].split("/")[1] not in framed, f"the opening article was framed: {framed}"
    first.unlink()
    again, failed, _ = opened(browser(390, 844))
    assert not failed and again == text, "without its file, the first page is the same"


def test_zoom_swaps_in_the_rendition_it_needs(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    img = "document.querySelector('.page.current img')"

    def largest_file():
        """The current page's photo: what it draws at 1x, and the largest file it could."""
        current, srcset = driver.execute_script(f"return [{img}.currentSrc, {img}.srcset]")
        widths = [int(part.strip().split(" ")[1][:-1]) for part in srcset.split(",")]
        return current, srcset.split(",")[widths.index(max(widths))].strip().split(" ")[0]

    # The first photo page whose photo, at 1x, needs less than its largest file (a photo drawn
    # across a desktop page may need the largest at once).
    for a, article in enumerate(navigation(driver)["articles"]):
        if article["zoomable"]:
            go(driver, [a, article["zoomable"][0]])
            wait_until(driver, f"{img}.complete && {img}.currentSrc")
            current, largest = largest_file()
            if not current.endswith(largest):
                break
    else:
        pytest.fail("every photo page draws its photo's largest file at 1x")
    for _ in range(4):
        keys(driver, "+")
    assert state(driver)["zoom"] == 10
    wait_until(driver, f"{img}.currentSrc.endsWith({largest!r}) && {img}.complete", message="at 10x the original is drawn")
    keys(driver, "0")
    sizes = driver.execute_script(f"return {img}.sizes")
    # A smaller window that keeps the geometry (laptop) draws the photo smaller.
    shown = geometry(driver)["name"]
    resize(driver, "Emulation.setDeviceMetricsOverride", {"width": 1120, "height": 700, "deviceScaleFactor": 1, "mobile": False})
    assert geometry(driver)["name"] == shown
    assert driver.execute_script(f"return {img}.sizes") != sizes, "a resize updates sizes"


def overlay_cards(driver):
    """The contents overlay's cards: [number, title, author, summary, page count, thumbnail src]."""
    return driver.execute_script("""return [...document.querySelectorAll('#contents .card')].map((c) =>
        [c.querySelector('.number').textContent, c.querySelector('.name').textContent,
         (c.querySelector('.author') || {}).textContent, (c.querySelector('.summary') || {}).textContent,
         c.querySelector('.count').textContent, (c.querySelector('img') || {src: null}).src])""")


CARD_DETAILS = "!!document.querySelector('#contents .card .author')"


def card_numbers(data):
    """What the contents overlay's cards show as their numbers: "Cover" on the cover's card (the
    issue's first, where it has one), then the articles numbered from 1."""
    first = 1 if data.get("cover") else 0
    return ["Cover"] * first + [f"{i + 1}." for i in range(len(data["articles"]) - first)]


def wait_for_card_details(driver):
    """Waits until some card of the contents overlay shows an author (they come from contents.html)."""
    return wait_until(driver, CARD_DETAILS, message="the cards never gained their authors")


def test_page_number_contents_button_and_end_mark(browser, sample_url, artifacts):
    driver = browser(1280, 800)
    first = open_first_article(driver, sample_url)
    data = issue_data(driver)
    pages = navigation(driver)["articles"][first]["pages"]
    keys(driver, Keys.ARROW_DOWN)
    status = driver.execute_script("""const s = document.getElementById('status');
        return [s.querySelector('.where').textContent, s.querySelector('.title').textContent,
                getComputedStyle(s.querySelector('.title'), '::before').content]""")
    assert status == [f"2 / {pages}", data['articles'][first]['title'], '" · "']
    wait_until(driver, "getComputedStyle(document.getElementById('status')).opacity === '0'", message="the page number never faded")
    mark = "return getComputedStyle(document.querySelector('.page.current'), '::after').content"
    assert driver.execute_script(mark) in ("none", "normal")
    for _ in range(pages - 2):
        keys(driver, Keys.ARROW_DOWN)
    settle(driver)
    assert state(driver)["at"] == [first, pages - 1] and driver.execute_script(mark) == '"■"'
    # The visible contents button, clicked with the mouse.
    button = driver.find_element("id", "open-contents")
    assert button.is_displayed()
    ActionChains(driver).click(button).perform()
    settle(driver)
    assert state(driver)["overlay"] is True
    # The authors and summaries arrive with contents.html, loaded when the contents first open.
    assert wait_for_card_details(driver), "the cards never gained their authors"
    cards = overlay_cards(driver)
    assert [c[0] for c in cards] == card_numbers(data)
    bird = cards[[a["id"] for a in data["articles"]].index("a-bird-on-a-spring")]
    assert bird[2] == "Ines Valcourt" and bird[3].startswith("How to whittle") and bird[4].endswith(" pages")
    driver.save_screenshot(str(artifacts / "desktop-contents-summaries.png"))
    # Search as you type: the one article with the word, at the page it is on; Enter opens it.
    ActionChains(driver).click(driver.find_element("id", "filter")).perform()
    keys(driver, "whittle")
    wait_until(driver, "!window.folio.searching()", message="the search never answered")
    bird = data["articles"].index(next(a for a in data["articles"] if a["id"] == "a-bird-on-a-spring"))
    found = state(driver)["found"]
    assert [at[0] for at in found] == [bird], found
    names = driver.execute_script("return [...document.querySelectorAll('#contents .found .hit .name')].map((n) => n.textContent)")
    assert names == ["A Bird on a Spring"]
    assert driver.execute_script("return document.getElementById('matches').textContent") == "1 article has your words"
    keys(driver, Keys.ENTER)
    settle(driver)
    assert state(driver)["at"] == found[0]


def slow_contents(sample_url, tmp_path):
    """A copy of the sample bundle whose contents.html hands its list to the carousel only when the
    test releases it (conftest.hold_contents), so that what the carousel shows before the issue's
    details arrive can be seen. Returns the copy's folder."""
    bundle = tmp_path / "bundle"
    shutil.copytree(bundle_folder(sample_url), bundle)
    hold_contents(bundle)
    return bundle


def contents_frames(driver):
    return driver.execute_script("return document.querySelectorAll('iframe[src=\"contents.html\"]').length")


def test_the_contents_show_titles_at_once_and_details_when_they_arrive(browser, sample_url, tmp_path, artifacts):
    """The contents overlay, opened with the real key O, shows every article's number, title and
    page count at once; the thumbnails, authors and summaries come from contents.html, which the
    carousel loads (once, in a hidden frame) the first time the contents open."""
    bundle = slow_contents(sample_url, tmp_path)
    expected = contents_page(bundle)
    driver = browser(1280, 800)
    open_issue(driver, (bundle / "index.html").as_uri())
    data, counts = issue_data(driver), [a["pages"] for a in navigation(driver)["articles"]]
    assert contents_frames(driver) == 0, "contents.html is not loaded before something needs it"
    keys(driver, "o")
    settle(driver)
    assert state(driver)["overlay"] is True
    cards = overlay_cards(driver)
    assert [card[:2] for card in cards] == [list(card) for card in zip(card_numbers(data), (a["title"] for a in data["articles"]))]
    assert [card[4] for card in cards] == ["1 page" if n == 1 else f"{n} pages" for n in counts]
    assert all(card[2] is None and card[3] is None and card[5] is None for card in cards), \
        f"before contents.html arrives a card has its number, title and page count only: {cards}"
    assert contents_frames(driver) == 1, "opening the contents asks for contents.html"
    driver.save_screenshot(str(artifacts / "contents-before-details.png"))
    release_contents(driver, CARD_DETAILS)
    settle(driver)
    cards = overlay_cards(driver)
    assert [card[:2] for card in cards] == [list(card) for card in zip(card_numbers(data), (a["title"] for a in data["articles"]))]
    assert len(expected) == len(cards)
    for card, entry in zip(cards, expected):
        assert card[2] == entry["author"] and card[3] == entry["summary"], (card, entry)
        assert (card[5] is None) == (entry["thumb"] is None) and (card[5] or "").endswith("/" + (entry["thumb"] or "")), (card, entry)
    bird_index = [a["id"] for a in data["articles"]].index("a-bird-on-a-spring")
    bird = cards[bird_index]
    assert bird[2] == "Ines Valcourt" and bird[3].startswith("How to whittle")
    assert bird[4] == f"{counts[bird_index]} pages"
    assert contents_frames(driver) == 0, "the hidden frame leaves once it has handed over the list"
    # The highlighted card's thumbnail is drawn.
    drawn = driver.execute_async_script("""const done = arguments[0], img = document.querySelector('#contents .card[aria-current] img');
        if (!img) return done(false);
        img.decode().then(() => done(img.naturalWidth > 0), () => done(false));""")
    assert drawn, "the first card's thumbnail did not load"
    driver.save_screenshot(str(artifacts / "contents-with-details.png"))
    # Closed and opened again, the cards keep their details and nothing is loaded again.
    keys(driver, Keys.ESCAPE)
    settle(driver)
    assert state(driver)["overlay"] is False
    keys(driver, "o")
    settle(driver)
    assert overlay_cards(driver) == cards and contents_frames(driver) == 0


def test_contents_html_lists_every_article_with_a_working_link(browser, sample_url):
    """contents.html opened on its own (script on: its script does nothing outside the carousel)
    lists every article in strip order, each title a link to the article's own page, with its
    author, page count and summary; index.html's <noscript> shows it in a frame."""
    bundle = bundle_folder(sample_url)
    index = (bundle / "index.html").read_text()
    noscript = index.split('<noscript id="static-contents">', 1)[1].split("</noscript>", 1)[0]
    assert '<iframe id="static-frame" src="contents.html"' in noscript, noscript
    data = issue_data(bundle)
    primary = [a["pages"] for a in data["geometries"][0]["navigation"]["articles"]]
    expected = contents_page(bundle)
    driver = browser(1280, 800)
    contents_url = (bundle / "contents.html").as_uri()
    driver.get(contents_url)  # returns once the page has loaded
    shown = driver.execute_script("""return [document.querySelector('#static h1').textContent, getComputedStyle(document.getElementById('static')).display,
        [...document.querySelectorAll('#static > ol > li')].map((li) => ({source: li.dataset.source, title: li.querySelector('a').textContent,
          href: li.querySelector('a').getAttribute('href'), author: (li.querySelector('.author') || {}).textContent,
          count: li.querySelector('.count').textContent, summary: (li.querySelector('p') || {}).textContent,
          thumb: li.querySelector('img') && li.querySelector('img').getAttribute('src')}))]""")
    assert shown[0] == data["title"] and shown[1] != "none"
    entries = shown[2]
    assert [e["title"] for e in entries] == [a["title"] for a in data["articles"]]
    assert [e["href"] for e in entries] == [a["file"] for a in data["articles"]]
    assert [e["count"] for e in entries] == ["(1 page)" if n == 1 else f"({n} pages)" for n in primary]
    assert all(e["source"] for e in entries)
    # The browser reads the page as this suite's own reader of it does.
    assert [{**e, "author": e["author"] and e["author"].removeprefix("by ")} for e in entries] == expected
    bird = next(e for e in entries if e["title"] == "A Bird on a Spring")
    assert bird["author"] == "by Ines Valcourt" and bird["summary"].startswith("How to whittle")
    # Every title, clicked, opens its article: its own page, which with script on opens the carousel
    # at the article (folio-article.js; test_noscript.py follows a title without script).
    def carousel_at():
        try:
            return driver.execute_script("return window.folio && window.folio.loaded() ? window.folio.state().at : null")
        except WebDriverException:  # between two documents
            return None
    for index, entry in enumerate(entries):
        if driver.current_url != contents_url:
            driver.get(contents_url)
        link = driver.find_element("css selector", f"#static > ol > li[data-source] a[href='{entry['href']}']")
        link.location_once_scrolled_into_view
        ActionChains(driver).click(link).perform()
        wait_for(lambda: carousel_at() == [index, 0], message=lambda: f"{driver.current_url} {entry}")
        assert driver.current_url.split("#")[0].endswith("/index.html") and driver.execute_script(
            "return document.querySelector('.page.current').getAttribute('aria-label')").startswith(entry["title"] + ", page 1 of ")
    # Its link back leads to the carousel.
    driver.get(contents_url)
    assert driver.find_element("link text", "Read the issue").get_attribute("href").endswith("/index.html")


def test_smart_punctuation_reaches_every_sink(tmp_path):
    content = tmp_path / "content" / "articles"
    content.mkdir(parents=True)
    (tmp_path / "content" / "issue.yaml").write_text("title: Quotes\ncover: false\n")
    (content / "q.md").write_text('---\ntitle: Quotes\n---\n\nShe said "it\'s here" -- and left...\n')
    curly = "She said \u201cit\u2019s here\u201d \u2013 and left\u2026"
    run = lambda *args: subprocess.run([str(folio_executable()), *args], capture_output=True, text=True, check=True).stdout
    run("build", str(tmp_path / "content"), "--sink", "html", "--sink", "json", "--out", str(tmp_path / "out"), "--cache", str(tmp_path / "cache"))
    for sink in ["html", "json"]:
        files = "".join(p.read_text() for p in (tmp_path / "out" / sink / "articles").glob("*"))
        assert curly in files, f"{sink}: {files[:400]}"
    assert curly in run("preview", str(tmp_path / "content"), "--dump")
