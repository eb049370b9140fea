"""The example issues in many scripts, Examples/Scripts (twelve articles in twelve scripts, justified
and hyphenated) and Examples/RightToLeft (an Arabic issue), built with the release `folio` (json and
html, once per module) and read in Chromium at the eight window sizes of test_geometries.py (so at
every geometry of the standard set), every page of every article opened by its deep link, after the
page has come to rest and its fonts have loaded:

- no text outside its page: every run of non-space characters, as drawn (Range.getClientRects),
  every block and photo lies inside the box of its text column (the page's text box cut into the
  geometry's columns; the box nearest where the column is drawn, as a right-to-left page sets its
  first column on the right), with 1 px of tolerance, as test_geometries.py measures;
- mid-article pages (neither an article's first page nor its last) are at least 85 % full. A
  page's fill is the mean over its columns of the share of the text box's height each uses: from
  the text box's top to the bottom of the column's lowest block (the border box of a paragraph,
  heading, list or figure, so the bottom of its last line box), capped at the text box's bottom.
  A column that the next column (or the next page) follows with a photo is left out (the gap is
  the photo's, which did not fit, not the text measure's) and its fill reported apart. A page
  under 85 % is "as full as the rules allow" (reported, not failed) when every column under 85 %
  is followed (first block of the next column or page) by a block whose least start by the
  paginator's rules (docs/pagination.md), measured on screen, needs more than the space left at
  the column's bottom: the gap (the larger of the column's last margin-bottom and the block's
  margin-top) plus, for a heading, the heading and the following block up to its first allowed
  cut; a paragraph (list, quote, code) of four lines or more two lines, a shorter one whole; the
  rest of a continued paragraph one line if two stay after it, else all; a photo 60 % of its
  height and its caption. If that block would fit, the page fails (room the paginator left
  unused). Where an
  article is too short for a mid-article page in the geometry on screen (a laptop or desktop
  page holds most of one), the test reads the same example with every article said four times
  over (`lengthened`), so every script has mid-article pages at every size;
- the lines on screen are the paginator's lines for at least 99 % of the lines of each script at
  each size: lines_on_screen.compare_lines measures where the browser starts each line and counts
  the starts that disagree with the page map's `breaks`;
- every character of every article (title, byline, text, captions: the <article> of its file; and
  its entry in contents.html: title, author, summary) is in the cmap of one of the fonts the
  bundle ships (fonts/*.woff2, read with fontTools), spaces, controls, format characters and
  variation selectors aside.

Each test prints its figures per script (pytest -s) and saves them in test-artifacts/
(scripts-WxH.json, scripts-fonts-NAME.txt); `python3 Tests/browser/test_scripts.py` sums up the
saved figures per script: fill (min and median of mid-article pages), line agreement, and the
shipped fonts' sizes with the scripts each covers."""
import html.parser
import json
import re
import shutil
import statistics
import subprocess
import unicodedata

import pytest

from conftest import ARTIFACTS, ROOT, folio_executable, geometry, issue_data, make_browser, open_issue, contents_page
from lines_on_screen import compare_lines, page_maps
from pages_on_screen import PAGE_BOXES, open_page
from test_geometries import SIZES

EXAMPLES = ("Scripts", "RightToLeft")
LENGTHENED = 4
MIN_FILL = 0.85
MIN_LINES_AGREEING = 0.99

# What a column opens with, and the least of it the paginator's rules would let start at the
# bottom of the column before (docs/pagination.md): a heading with the following block up to its
# first allowed cut; a paragraph (or list, quote, code) of four lines or more two lines, a
# shorter one whole; a continued paragraph one more line if two stay here, else its lines here;
# a photo 60 % of its height at the column's width (capped to the column) and its caption.
# `needed` is that height in screen pixels without the gap before it; `margin` the gap the
# block would have after another block (its computed margin-top, read from a probe of the same
# element type placed after a block, as a margin at the top of a column is dropped).
# Arguments: the geometry, and whether the next page's first column continues a block.
OPENING = """
const nextContinues = arguments[1];
const linesOf = (el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
  const lineHeight = (parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.2) * scale;
  const tops = [];
  let centre = null;
  for (const r of rects) {
    const mid = (r.top + r.bottom) / 2;
    if (centre === null || mid > centre + lineHeight / 2) { tops.push(r.top); centre = mid; }
  }
  return tops;
};
const firstLines = (el, k) => {
  const tops = linesOf(el), box = el.getBoundingClientRect();
  if (k >= tops.length) return box.height;
  const style = getComputedStyle(el);
  return tops[k] - tops[0] + (parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth)) * scale;
};
const describeBlock = (el) => `${el.tagName.toLowerCase()}${el.classList.contains('continued') ? ' (continued)' : ''} "${el.textContent.trim().slice(0, 24)}"`;
const marginOf = (el) => {
  const probe = document.createElement(el.tagName);
  probe.className = [...el.classList].filter((n) => n !== 'continued').join(' ');
  probe.textContent = 'x';
  el.parentElement.appendChild(probe);
  const margin = parseFloat(getComputedStyle(probe).marginTop) * scale;
  probe.remove();
  return margin;
};
const least = (el, columnContinues, columnBox) => {
  // The least of `el` that may start at a column's bottom (columnContinues: the column's last
  // block goes on in the next column or page).
  const cutBelow = !!columnContinues && !el.nextElementSibling;
  if (/^H[1-6]$/.test(el.tagName)) {
    const next = el.nextElementSibling;
    if (!next) return {needed: el.getBoundingClientRect().height, what: describeBlock(el)};
    const after = least(next, columnContinues, columnBox);
    const between = Math.max(parseFloat(getComputedStyle(el).marginBottom) * scale, marginOf(next));
    return {needed: el.getBoundingClientRect().height + between + after.needed, what: `${describeBlock(el)} + ${after.what}`};
  }
  if (el.tagName === 'FIGURE') {
    const img = el.querySelector('img'), box = el.getBoundingClientRect();
    if (!img || !img.naturalWidth) return {needed: box.height, what: describeBlock(el)};
    const shown = img.getBoundingClientRect().height;
    const full = Math.min(img.naturalHeight / img.naturalWidth * (columnBox.right - columnBox.left), columnBox.bottom - columnBox.top);
    return {needed: 0.6 * full + (box.height - shown), what: `figure (photo ${Math.round(full)} px, 60 % ${Math.round(0.6 * full)}, caption ${Math.round(box.height - shown)})`};
  }
  const lines = linesOf(el).length;
  if (el.classList.contains('continued')) {
    const k = lines >= 3 || cutBelow ? 1 : lines;
    return {needed: firstLines(el, k), what: `${describeBlock(el)}, ${lines} lines here, ${k} needed`};
  }
  const k = lines >= 4 || cutBelow ? 2 : lines;
  return {needed: firstLines(el, k), what: `${describeBlock(el)}, ${lines} lines${cutBelow ? ' here and more after' : ''}, ${k} needed`};
};
const opening = (el, col, columnContinues) => {
  const columnBox = columns.length ? nearest(drawnAt(col)) : null;
  const {needed, what} = least(el, columnContinues, columnBox);
  return {needed, what, margin: el.classList.contains('continued') ? 0 : marginOf(el)};
};
"""

MEASURE_PAGE = PAGE_BOXES + OPENING + """
const tolerance = 1, problems = [];
const inside = (r, c) => r.left >= c.left - tolerance && r.right <= c.right + tolerance && r.top >= c.top - tolerance && r.bottom <= c.bottom + tolerance;
const describe = (r) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
const cols = [...page.querySelectorAll(':scope > .col')];
if (cols.length !== g.columns) problems.push(`the page has ${cols.length} columns, its geometry ${g.columns}`);
const filled = [];
// A right-to-left page may set its first column on the right: each column's content is held to
// the geometry's column box nearest to where the column is drawn.
const drawnAt = (col) => { const r = col.getBoundingClientRect(); return (r.left + r.right) / 2; };
const nearest = (x) => columns.reduce((best, box) => Math.abs((box.left + box.right) / 2 - x) < Math.abs((best.left + best.right) / 2 - x) ? box : best);
cols.forEach((col, c) => {
  const column = columns.length ? nearest(drawnAt(col)) : null;
  if (!column) return;
  col.querySelectorAll('*').forEach((el) => {
    if (el.tagName !== 'IMG' && getComputedStyle(el).display === 'inline') return;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return;
    if (!inside(r, column)) problems.push(`column ${c + 1}: a ${el.tagName.toLowerCase()} at ${describe(r)} is outside its column ${describe(column)}`);
  });
  const walker = document.createTreeWalker(col, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of node.data.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
      for (const r of range.getClientRects()) {
        if (!inside(r, column)) problems.push(`column ${c + 1}: "${m[0].slice(0, 30)}" is drawn at ${describe(r)}, outside its column ${describe(column)}`);
      }
    }
  }
  let bottom = column.top;
  for (const child of col.children) {
    const r = child.getBoundingClientRect();
    if (r.height > 0) bottom = Math.max(bottom, r.bottom);
  }
  const first = [...col.children].find((el) => !el.matches('header.title'));
  const last = [...col.children].filter((el) => el.getBoundingClientRect().height > 0).pop();
  filled.push({fill: (Math.min(bottom, column.bottom) - column.top) / (column.bottom - column.top),
               space: Math.max(0, column.bottom - bottom),
               lastMargin: last && !last.matches('header.title') ? parseFloat(getComputedStyle(last).marginBottom) * scale : 0,
               opensWithPhoto: !!first && first.tagName === 'FIGURE' && !first.classList.contains('continued'),
               opening: first ? opening(first, col, c === cols.length - 1 ? nextContinues : cols[c + 1].firstElementChild?.classList.contains('continued')) : null});
});
return {problems, columns: filled};
"""


FONTS_READY = "const done = arguments[0]; document.fonts.ready.then(() => requestAnimationFrame(() => done(true)));"


def front_matter_language(path):
    """The `lang:` of a Markdown file's front matter, if any."""
    match = re.match(r"---\n(.*?)\n---\n", path.read_text(), re.S)
    found = match and re.search(r"^lang:\s*(\S+)\s*$", match.group(1), re.M)
    return found.group(1) if found else None


class Bundle:
    """One example issue built with the json and html sinks: its folders, index.html's URL and
    each article's script label (its language, with the example's name outside Examples/Scripts)."""

    def __init__(self, name, content, out):
        self.name, self.html, self.json = name, out / "html", out / "json"
        self.url = (self.html / "index.html").as_uri()
        issue_language = re.search(r"^lang:\s*(\S+)", (content / "issue.yaml").read_text(), re.M)
        issue = json.loads((self.json / "issue.json").read_text())
        self.labels = {}
        for article in issue["articles"]:
            language = front_matter_language(content / article["source"]) or (issue_language and issue_language.group(1))
            self.labels[article["id"]] = language if name.startswith("Scripts") else f"{language} ({name.split()[0]})"


def lengthened(content, target, times=LENGTHENED):
    """A copy of the example `content` in `target` whose every article says its text `times` times
    over (its front matter once)."""
    shutil.copytree(content, target)
    for path in target.glob("*.md"):
        front, body = re.match(r"(---\n.*?\n---\n)(.*)", path.read_text(), re.S).groups()
        path.write_text(front + "\n".join([body] * times))
    return target


def build(content, base, name):
    command = [str(folio_executable()), "build", str(content), "--sink", "json", "--sink", "html",
               "--out", str(base / "out"), "--cache", str(base / "cache")]
    run = subprocess.run(command, capture_output=True, text=True)
    assert run.returncode == 0, f"`{' '.join(command)}` failed:\n{run.stdout}{run.stderr}"
    return Bundle(name, content, base / "out")


class Bundles:
    """The examples, each built on first use, once for the module, with the release binary (json
    and html): `bundles["Scripts"]`; `bundles["Scripts ×4"]` is the example `lengthened`, which
    only the sizes whose geometry fits a whole article on one or two pages need."""

    def __init__(self, base):
        self.base, self.built = base, {}

    def __getitem__(self, name):
        if name not in self.built:
            example, _, times = name.partition(" ×")
            content = ROOT / "Examples" / example
            if times:
                content = lengthened(content, self.base / f"{example}-long", int(times))
            self.built[name] = build(content, self.base / name.replace(" ×", "-long-"), name)
        return self.built[name]


@pytest.fixture(scope="module")
def bundles(tmp_path_factory):
    return Bundles(tmp_path_factory.mktemp("examples"))


@pytest.fixture(scope="module")
def driver():
    """One browser for the module; each test sets its viewport. It prefers reduced motion, so a
    deep link moves the strip without animating it (the pages are laid out the same), which makes
    opening each page about four times faster."""
    browser = make_browser()
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    yield browser
    browser.quit()


class Reading:
    """What one window size shows of the example issues: per script label, the pages read, the
    fill of each mid-article page and the lines (all, and those that are not the paginator's)."""

    def __init__(self, driver):
        self.driver, self.figures, self.overflow, self.underfull = driver, {}, [], []

    def read(self, bundle, labels=None):
        """Opens every page of `bundle`'s articles (those of `labels` only, if given) and measures it.
        Returns the geometry on screen."""
        driver = self.driver
        open_issue(driver, bundle.url)
        shown = geometry(driver)
        for article, info in zip(shown["navigation"]["articles"], issue_data(driver)["articles"]):
            label, pages = bundle.labels[info["id"]], article["pages"]
            if labels is not None and label not in labels:
                continue
            maps = page_maps(bundle.html, info["file"])[shown["name"]]
            assert len(maps) == pages, f"{info['id']}: the page map has {len(maps)} pages, the navigation {pages}"
            figure = self.figures.setdefault(label, {"geometry": shown["name"], "pages": 0, "fills": [], "lines": 0,
                                                     "disagreeing": 0, "problems": [], "beforePhotos": [],
                                                     "asFullAsRules": []})
            before = None  # the page before, if it was a mid-article page: (where, its columns)
            for page in range(1, pages + 1):
                where = f"{label} {bundle.name} {info['id']} page {page}/{pages}"
                reached = open_page(driver, info["id"], page)
                if not isinstance(reached, list):
                    self.overflow.append(f"{where}: {reached}")
                    continue
                driver.execute_async_script(FONTS_READY)
                following = maps[page]["regions"] if page < pages else []
                next_continues = any(r[0] == 0 and r[2] > 0 for r in following)
                measured = driver.execute_script(MEASURE_PAGE, shown, next_continues)
                self.overflow += [f"{where}: {p}" for p in measured["problems"]]
                if before:
                    self.fill(figure, *before, measured["columns"][0] if measured["columns"] else None)
                before = (where, measured["columns"]) if 1 < page < pages else None
                lines = compare_lines(driver, maps[page - 1])
                figure["pages"] += 1
                figure["lines"] += lines["lines"]
                figure["disagreeing"] += lines["disagreeing"]
                figure["problems"] += [f"{where}: {p}" for p in lines["problems"]]
        return shown


    def fill(self, figure, where, columns, next_page_first):
        """Records a mid-article page's fill: the mean of its columns' fills, leaving out each
        column that the next one (or the next page's first column) follows with a photo. A page
        under MIN_FILL is as full as the rules allow when each column under MIN_FILL is followed
        by a block whose least start (its `opening`) needs more than the space left at the
        column's bottom with the gap before it; otherwise it is underfull."""
        following = columns[1:] + [next_page_first]
        followed = [bool(n and n["opensWithPhoto"]) for n in following]
        counted = [c["fill"] for c, photo in zip(columns, followed) if not photo]
        if len(counted) < len(columns):
            figure["beforePhotos"].append(min(c["fill"] for c in columns))
        if not counted:
            return
        fill = sum(counted) / len(counted)
        if fill >= MIN_FILL:
            figure["fills"].append(fill)
            return
        reasons, room = [], []
        for c, (column, after) in enumerate(zip(columns, following)):
            if column["fill"] >= MIN_FILL or followed[c]:
                continue
            opening = after and after["opening"]
            if not opening:
                room.append(f"column {c + 1} ({column['fill']:.0%}): nothing follows it")
                continue
            gap = max(column["lastMargin"], opening["margin"])
            needed = gap + opening["needed"]
            told = f"column {c + 1} ({column['fill']:.0%}), then {opening['what']}: {column['space']:.1f} px left, " \
                   f"{needed:.1f} px needed ({gap:.1f} gap + {opening['needed']:.1f})"
            (reasons if needed > column["space"] else room).append(told)
        if room or not reasons:
            self.underfull.append(f"{where}: {fill:.0%} full; the next block would fit: " + "; ".join(room or reasons))
            figure["fills"].append(fill)
        else:
            figure["asFullAsRules"].append(f"{where}: {fill:.0%} full; " + "; ".join(reasons))


def first_of_each(problems, count=3):
    """The first `count` problems of each script label (a problem begins with its label)."""
    shown, seen = [], {}
    for problem in problems:
        label = problem.split(" Scripts")[0].split(" RightToLeft")[0]
        seen[label] = seen.get(label, 0) + 1
        if seen[label] <= count:
            shown.append(problem)
    return shown + [f"({n} in all for {label})" for label, n in seen.items() if n > count]


@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_page_of_every_script_fits_is_full_and_shows_the_paginators_lines(driver, bundles, artifacts, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    reading = Reading(driver)
    for name in EXAMPLES:
        shown = reading.read(bundles[name])
        assert driver.execute_script("return [innerWidth, innerHeight]") == [width, height]
        short = {label for label, f in reading.figures.items() if not f["fills"] and not f["asFullAsRules"]}
        if short:
            reading.read(bundles[f"{name} ×{LENGTHENED}"], short)
    assert geometry(driver)["name"] == shown["name"], "the geometry changed while no window was resized"
    figures = reading.figures
    report = [f"{width}×{height} ({shown['name']}):"]
    for label, f in figures.items():
        fills = f"fill {min(f['fills']):.0%}–{statistics.median(f['fills']):.0%} (min–median of {len(f['fills'])})" \
            if f["fills"] else "no mid-article page"
        agreeing = 1 - f["disagreeing"] / max(1, f["lines"])
        photos = f" (and {len(f['beforePhotos'])} before a photo, {min(f['beforePhotos']):.0%} at least)" if f["beforePhotos"] else ""
        ruled = f" (and {len(f['asFullAsRules'])} as full as the rules allow)" if f["asFullAsRules"] else ""
        report.append(f"  {label:<22} {f['pages']:3} pages, {fills}{photos}{ruled}, lines {agreeing:.1%} of {f['lines']} the paginator's")
    ruled = [page for f in figures.values() for page in f["asFullAsRules"]]
    if ruled:
        report.append(f"  under {MIN_FILL:.0%} and as full as the rules allow (the next block needs more than the space left):")
        report += [f"    {page}" for page in ruled]
    print("\n".join(report))
    (artifacts / f"scripts-{width}x{height}.json").write_text(json.dumps(
        {label: {k: v for k, v in f.items() if k != "problems"} for label, f in figures.items()}, ensure_ascii=False, indent=1))
    lines = [f"{label}: {1 - f['disagreeing'] / max(1, f['lines']):.1%} of {f['lines']} lines are the paginator's, e.g.\n    "
             + "\n    ".join(f["problems"][:5])
             for label, f in figures.items() if f["disagreeing"] > (1 - MIN_LINES_AGREEING) * f["lines"]]
    empty = sorted(label for label, f in figures.items() if not f["fills"] and not f["asFullAsRules"])
    failures = ([f"text outside its page ({len(reading.overflow)}):", *first_of_each(reading.overflow)] if reading.overflow else []) \
        + ([f"mid-article pages under {MIN_FILL:.0%} full ({len(reading.underfull)}):", *reading.underfull[:30]]
           if reading.underfull else []) \
        + ([f"lines that are not the paginator's (under {MIN_LINES_AGREEING:.0%} agree):", *lines] if lines else []) \
        + ([f"no mid-article page to measure, even {LENGTHENED} times over: {', '.join(empty)}"] if empty else [])
    assert not failures, "\n".join(failures)


class _ArticleText(html.parser.HTMLParser):
    """The text of an article file's <article> element (what the carousel cuts its pages from)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth, self.text = 0, []

    def handle_starttag(self, tag, attrs):
        self.depth += tag == "article"

    def handle_endtag(self, tag):
        self.depth -= tag == "article"

    def handle_data(self, data):
        if self.depth:
            self.text.append(data)


def drawn_characters(text):
    """The characters of `text` a font must draw: not spaces, controls, format characters (joiners,
    direction marks, soft hyphens) or variation selectors, which select a glyph of the character before."""
    return {c for c in text if unicodedata.category(c) not in ("Zs", "Zl", "Zp", "Cc", "Cf")
            and not (0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF)}


def script_of(character):
    from fontTools import unicodedata as font_unicodedata
    return font_unicodedata.script_name(font_unicodedata.script(character))


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_character_is_in_a_font_the_bundle_ships(bundles, artifacts, name):
    from fontTools.ttLib import TTFont

    bundle = bundles[name]
    fonts = sorted((bundle.html / "fonts").glob("*.woff2"))
    assert fonts, f"the {name} bundle ships no fonts/*.woff2"
    cmaps = {font.name: set(TTFont(font).getBestCmap()) for font in fonts}
    entries = {entry["href"]: entry for entry in contents_page(bundle.html)}
    missing, used = [], set()
    for article in issue_data(bundle.html)["articles"]:
        parser = _ArticleText()
        parser.feed((bundle.html / article["file"]).read_text())
        entry = entries.get(article["file"], {})
        text = "".join(parser.text) + "".join(entry.get(k) or "" for k in ("title", "author", "summary"))
        characters = drawn_characters(text)
        used |= characters
        uncovered = sorted(c for c in characters if not any(ord(c) in cmap for cmap in cmaps.values()))
        if uncovered:
            missing.append(f"{bundle.labels[article['id']]} {article['id']}: {len(uncovered)} characters in no shipped font: "
                           + " ".join(f"{c} U+{ord(c):04X} ({script_of(c)})" for c in uncovered[:20]))
    report = [f"{name}: {len(fonts)} fonts, {sum(f.stat().st_size for f in fonts):,} bytes"]
    for font in fonts:
        scripts = sorted({script_of(c) for c in used if ord(c) in cmaps[font.name]} - {"Common", "Inherited"})
        report.append(f"  {font.name:<40} {font.stat().st_size:>9,} bytes  {', '.join(scripts) or 'Common only'}")
    print("\n".join(report))
    (artifacts / f"scripts-fonts-{name}.txt").write_text("\n".join(report) + "\n")
    assert not missing, "\n".join(missing)


def summary():
    """The saved figures per script across the window sizes (test-artifacts/scripts-*)."""
    totals = {}
    for path in sorted(ARTIFACTS.glob("scripts-*x*.json")):
        size = path.stem.removeprefix("scripts-")
        for label, f in json.loads(path.read_text()).items():
            t = totals.setdefault(label, {"fills": [], "lines": 0, "disagreeing": 0, "sizes": [], "asFullAsRules": []})
            t["fills"] += f["fills"]
            t["asFullAsRules"] += [f"{size} {page}" for page in f.get("asFullAsRules", [])]
            t["lines"] += f["lines"]
            t["disagreeing"] += f["disagreeing"]
            t["sizes"].append(size)
    for label, t in totals.items():
        fills = f"{min(t['fills']):.0%} / {statistics.median(t['fills']):.0%} of {len(t['fills'])}" if t["fills"] else "none"
        print(f"{label:<22} mid-article fill min/median {fills:<18} lines agreeing "
              f"{1 - t['disagreeing'] / max(1, t['lines']):.2%} of {t['lines']} ({len(t['sizes'])} sizes)")
    ruled = [page for t in totals.values() for page in t["asFullAsRules"]]
    if ruled:
        print(f"under {MIN_FILL:.0%}, as full as the rules allow ({len(ruled)}):")
        print("\n".join(f"  {page}" for page in ruled))
    for path in sorted(ARTIFACTS.glob("scripts-fonts-*.txt")):
        print(path.read_text(), end="")


if __name__ == "__main__":
    summary()
