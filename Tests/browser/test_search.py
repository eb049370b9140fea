"""Search that lands on the page (issue 44), in Chromium, with the release `folio`'s bundles:

- in Examples/Scripts (twelve articles in twelve scripts, CJK and Thai among them), at one window
  size of each geometry of the standard set: for every article, a word first written on its middle
  page is typed into the contents' search field, opened with the real key `/`; the article's found
  page is that page; the arrows and Enter (real key presses) open it, and the word is marked there.
  So that every article has a middle page at every size, each is read after English paragraphs of
  its own (`with_preface`: the sample issue's text, in no script of the example but Latin);
- the search scenarios (Tests/FolioConformanceTests/Scenarios/Search) pass in the carousel
  (`folio-conformance conformance ... --sink html`);
- the index is in pieces: a query loads the manifest and its words' shards, never every shard;
- in a long issue (tools/generate-content, 300 articles), a common word lists the first pages found
  and more as the reader scrolls to the end of the list (a real mouse wheel), and the cards, drawn
  in groups only near the screen, open their article after a scroll to the last.

Words are chosen as a reader would see them: each page's text is read off the screen after the
arrow key turned to it (each block's text, so a word the paginator wrapped stays whole), cut into
words by the browser (Intl.Segmenter, as the search cuts them), and a word counts as first written
on page p when no earlier page of the article holds a word of the same key (`key`: case and the
accents of Latin, Greek and Cyrillic letters aside, as docs/html.md says the search compares)."""
import json
import pathlib
import re
import shutil
import subprocess
import unicodedata

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from test_readme_screenshots import save as save_picture
from conftest import ROOT, build_bundle, contents_page, folio_conformance_executable, make_browser, navigation, open_issue, settle, state, wait_until

# One window of each geometry of the standard set (test_geometries.SIZES picks among them).
SIZES = [(360, 640), (844, 390), (768, 1024), (1280, 800), (1920, 1080)]

WORDS_OF = """
const [text, lang] = arguments;
return [...new Intl.Segmenter(lang, {granularity: 'word'}).segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
"""


# The preface's paragraphs: enough for a middle page of every article at the size, by its width.
def preface_paragraphs(width):
    return 8 if width < 1200 else 24


def key(word):
    """The key search compares a word by, for choosing words: compatibility composition, lower case,
    the accents of Latin, Greek and Cyrillic letters taken off, an English plural's s."""
    kept, base = [], None
    word = word.replace("\u2019", "'")  # the preface's Markdown writes the apostrophe the page curls
    for c in unicodedata.normalize("NFD", unicodedata.normalize("NFKC", word).lower()):
        if unicodedata.category(c) == "Mn" and base is not None and (base < 0x530 or 0x1E00 <= base <= 0x1FFF):
            continue
        if unicodedata.category(c) != "Mn":
            base = ord(c)
        kept.append(c)
    k = unicodedata.normalize("NFC", "".join(kept))
    return k[:-1] if len(k) > 3 and k.endswith("s") else k


def preface_words(driver):
    """The keys of every word of the preface (the sample issue's prose), cut as the browser cuts them."""
    return {key(w) for p in PROSE for w in driver.execute_script(WORDS_OF, p, "en")}


PROSE = []


def with_preface(target, paragraphs):
    """Examples/Scripts with every article's text after English paragraphs (the sample issue's),
    so that its own words are first written on a later page at every size."""
    shutil.copytree(ROOT / "Examples" / "Scripts", target)
    prose = []
    for path in sorted((ROOT / "Content").rglob("*.md")):
        body = re.sub(r"^---\n.*?\n---\n", "", path.read_text(), flags=re.S)
        blocks = (" ".join(p.split()) for p in body.split("\n\n"))
        prose += [p for p in blocks if re.fullmatch(r"[A-Z][^#|>*!\[<{]{200,}", p)]
    assert len(prose) >= 10, f"the sample issue has {len(prose)} paragraphs of plain prose"
    PROSE[:] = prose
    preface = "\n\n".join((prose * (1 + paragraphs // max(1, len(prose))))[:paragraphs])
    for path in target.glob("*.md"):
        front, body = re.match(r"(---\n.*?\n---\n)(.*)", path.read_text(), re.S).groups()
        path.write_text(front + preface + "\n\n" + body)
    return target


@pytest.fixture(scope="module")
def prefaced(tmp_path_factory):
    """The example with a preface of `paragraphs`, built once for the module: index.html's URL."""
    built = {}

    def bundle(paragraphs):
        if paragraphs not in built:
            base = tmp_path_factory.mktemp(f"search-scripts-{paragraphs}")
            built[paragraphs] = build_bundle(with_preface(base / "Scripts", paragraphs), base / "out", base / "cache")
        return built[paragraphs]
    return bundle


@pytest.fixture(scope="module")
def scripts_url(tmp_path_factory):
    base = tmp_path_factory.mktemp("search-scripts")
    return build_bundle(ROOT / "Examples" / "Scripts", base / "out", base / "cache")


def keys(driver, *pressed):
    for key in pressed:
        ActionChains(driver).send_keys(key).perform()
        settle(driver)


def type_words(driver, words):
    """Types into the focused field key by key, then waits for the search's answer."""
    ActionChains(driver).send_keys(words).perform()
    wait_until(driver, "!window.folio.searching()", message="the search never answered")
    settle(driver)


PAGE_TEXT = """
const page = document.querySelector('.page.current');
const blocks = [...page.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, figcaption, th, td, pre, .byline, .dek')]
  .filter((el) => !el.querySelector('p, li, h1, h2, h3, h4, h5, h6, figcaption, td, th'));
return [blocks.map((el) => el.textContent).join('\\n'), page.lang || document.documentElement.lang];
"""


def page_text(driver):
    return driver.execute_script(PAGE_TEXT)


def own_word_of_a_middle_page(driver, article, pages, url, preface):
    """A word of the article's own text (no word of the preface) first written on a middle page of
    it (neither its first nor its last), read off the screen: (page, word), or None."""
    data = driver.execute_script("return JSON.parse(document.getElementById('folio-issue').textContent)")
    open_issue(driver, url.split("#")[0] + f"#/{data['articles'][article][0]}/1")
    texts = []
    for page in range(pages):
        if page:
            keys(driver, Keys.ARROW_DOWN)
        assert state(driver)["at"] == [article, page]
        texts.append(page_text(driver))
    cut = lambda text, lang: [driver.execute_script(WORDS_OF, block, lang or "en") for block in text.split("\n")]
    # The article's header (title, author, summary) is searched as its first page.
    entry = contents_page(url)[article]
    header = "\n".join(entry[field] or "" for field in ("title", "author", "summary"))
    earlier = {key(w) for block in cut(header, texts[0][1]) for w in block}
    earlier |= {c for block in cut(header, texts[0][1]) for w in block for c in w if "CJK" in unicodedata.name(c, "")}
    for page, (text, lang) in enumerate(texts[:-1]):
        # Each block's words but its first and last (a block the page cuts may start or end
        # mid-word), from the middle of the page out.
        words = [w for block in cut(text, lang) for w in block[1:-1]]
        for word in sorted(words, key=lambda w: abs(words.index(w) - len(words) // 2)) if page else []:
            long_enough = len(word) >= 4 or (not word.isascii() and len(word) >= 2)
            ideographs = [c for c in word if "CJK" in unicodedata.name(c, "")]
            before = key(word) in earlier or key(word) in preface or any(c in earlier for c in ideographs)
            if long_enough and not before:
                return page, word
        earlier |= {key(w) for block in cut(text, lang) for w in block}
        earlier |= {c for block in cut(text, lang) for w in block for c in w if "CJK" in unicodedata.name(c, "")}
    return None


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_word_of_a_later_page_opens_that_page_in_every_script(prefaced, size):
    scripts_url = prefaced(preface_paragraphs(size[0]))
    driver = make_browser(*size)
    try:
        open_issue(driver, scripts_url)
        counts = [a["pages"] for a in navigation(driver)["articles"]]
        checked, mid = [], 0
        for article, pages in enumerate(counts):
            if pages < 3:
                continue
            found = own_word_of_a_middle_page(driver, article, pages, scripts_url, preface_words(driver))
            assert found, f"article {article}: no word of its own is first written on a middle page"
            target, word = found
            keys(driver, "/")
            s = state(driver)
            assert s["overlay"] and s["search"] == "", s
            assert driver.execute_script("return document.activeElement.id") == "filter"
            type_words(driver, word)
            s = state(driver)
            assert [article, target] in s["found"], f"{word!r}: found {s['found']}, not [{article}, {target}]"
            for _ in range(s["found"].index([article, target])):
                keys(driver, Keys.ARROW_DOWN)
            keys(driver, Keys.ENTER)
            s = state(driver)
            assert s["at"] == [article, target] and not s["overlay"], s
            wait_until(driver, "document.querySelector('.page.current mark.folio-found')",
                       message=f"{word!r} is not marked on the page it opened")
            marked = driver.execute_script("return [...document.querySelectorAll('.page.current mark.folio-found')].map((m) => m.textContent)")
            assert any(word.lower() in m.lower() or m.lower() in word.lower() for m in marked), marked
            checked.append((article, word))
            mid += 0 < target < pages - 1
        assert len(checked) == len(counts) - 1, checked  # every article but the cover
        print(f"{size}: {len(checked)} articles, {mid} on a mid-article page: {checked}")
    finally:
        driver.quit()


def test_a_query_loads_only_its_words_shards(scripts_url):
    out = pathlib.Path(scripts_url.replace("file://", "")).parent
    shards = sorted((out / "search").glob("[0-9]*.js"))
    assert len(shards) >= 1 and (out / "search" / "index.js").exists()
    driver = make_browser(390, 844)
    try:
        open_issue(driver, scripts_url)
        keys(driver, "/")
        type_words(driver, "the")
        loaded = driver.execute_script("return [...document.querySelectorAll('script[src^=\"search/\"]')].map((s) => s.getAttribute('src'))")
        assert "search/index.js" in loaded
        assert 1 <= len(loaded) - 1 <= 2 and len(loaded) - 1 <= len(shards), loaded
    finally:
        driver.quit()


def test_the_search_scenarios_pass_in_the_carousel():
    scenarios = sorted((ROOT / "Tests" / "FolioConformanceTests" / "Scenarios" / "Search").glob("*.json"))
    assert len(scenarios) >= 3
    run = subprocess.run([str(folio_conformance_executable()), "conformance", *map(str, scenarios), "--sink", "html"],
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert "passed, 0 failed" in run.stdout, run.stdout[-2000:]


def test_the_readme_pictures_of_search_on_a_phone(sample_url, artifacts):
    """The README's pictures of search (test-artifacts/readme-search-*.png; with FOLIO_README_IMAGES=1
    docs/images/search-phone-*.jpg): the sample on a phone, `/` and a word typed, the pages found
    listed; then the arrows and Enter, the first page found inside an article, the word marked. Before each, what a reader would
    see is checked: the list names the articles found with their pages; the page is the found one
    and shows the word marked."""
    driver = make_browser(390, 844)
    try:
        open_issue(driver, sample_url)
        keys(driver, "/")
        type_words(driver, "walks")
        s = state(driver)
        listed = driver.execute_script("return [...document.querySelectorAll('#contents .found .hit')].map((b) => b.textContent)")
        assert len(listed) == len(s["found"]) >= 2 and all("page" in item for item in listed), listed
        save_picture(driver, artifacts / "readme-search-list.png", "search-phone-list.jpg")
        # The first page found inside an article (not its first page): the arrows, then Enter.
        inside = next(i for i, at in enumerate(s["found"]) if at[1] > 0)
        keys(driver, *[Keys.ARROW_DOWN] * inside, Keys.ENTER)
        assert state(driver)["at"] == s["found"][inside]
        wait_until(driver, "document.querySelector('.page.current mark.folio-found')", message="the word is not marked")
        wait_until(driver, "!document.body.classList.contains('active')", message="the controls never faded")
        settle(driver)
        save_picture(driver, artifacts / "readme-search-page.png", "search-phone-page.jpg")
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def long_issue_url(tmp_path_factory):
    base = tmp_path_factory.mktemp("search-long")
    subprocess.run(["python3", str(ROOT / "tools" / "generate-content"), str(base / "content"), "--articles", "300",
                    "--parks", "0"], check=True, capture_output=True)
    return build_bundle(base / "content", base / "out", base / "cache")


FOUND_ITEMS = "return document.querySelectorAll('#contents .found .hit').length"


def test_a_long_list_of_pages_found_grows_as_the_reader_scrolls_to_its_end(long_issue_url):
    driver = make_browser(390, 844)
    try:
        open_issue(driver, long_issue_url)
        keys(driver, "/")
        type_words(driver, "harbour")
        found = len(state(driver)["found"])
        assert found > 150, found  # the generated articles share a small vocabulary
        assert driver.execute_script(FOUND_ITEMS) == 50
        assert driver.find_element("id", "matches").text == f"{found} articles have your words"
        for _ in range(3):
            listed = driver.execute_script(FOUND_ITEMS)
            last = driver.find_elements("css selector", "#contents .found .hit")[-1]
            ActionChains(driver).scroll_to_element(last).perform()
            wait_until(driver, f"document.querySelectorAll('#contents .found .hit').length > {listed}",
                       message=f"scrolling to the end of {listed} pages found listed no more")
        listed = driver.execute_script(FOUND_ITEMS)
        assert listed == min(found, 350), listed
        # The last page listed opens, by a real click, where the rules found it.
        target = state(driver)["found"][listed - 1]
        item = driver.find_elements("css selector", "#contents .found .hit")[listed - 1]
        ActionChains(driver).scroll_to_element(item).click(item).perform()
        settle(driver)
        s = state(driver)
        assert not s["overlay"] and s["at"] == target, s
    finally:
        driver.quit()


def test_the_cards_of_a_long_issue_are_drawn_near_the_screen_and_open_after_a_scroll(long_issue_url):
    driver = make_browser(390, 844)
    try:
        open_issue(driver, long_issue_url)
        keys(driver, "o")
        assert state(driver)["overlay"]
        groups = driver.execute_script("return [...document.querySelectorAll('#contents .group')].map((g) => [g.children.length, getComputedStyle(g).contentVisibility])")
        # A cover and 300 articles: five groups of sixty cards and one of one.
        assert groups == [[60, "auto"]] * 5 + [[1, "auto"]], groups
        last = driver.find_elements("css selector", "#contents .card")[-1]
        ActionChains(driver).scroll_to_element(last).perform()
        settle(driver)
        ActionChains(driver).click(last).perform()
        settle(driver)
        s = state(driver)
        assert not s["overlay"] and s["at"] == [300, 0], s
    finally:
        driver.quit()
