"""Every page of the sample issue at eight common window sizes, in Chromium with the viewport set
exactly (CDP Emulation.setDeviceMetricsOverride), measured from the real DOM:

- body text on screen (a paragraph's or list item's computed font size × the page's scale) is
  14 to 26 CSS px;
- no page content leaves its page or its column: every word (each run of non-space characters,
  as drawn), photo and block of the current page lies inside the box of the text column it belongs to, which
  the page geometry places (the page's text box cut into `columns` columns, `columnGap` apart), and
  the page lies inside the window;
- the page uses most of the window: at least 65% of the window's area and at least 90% of its
  width or its height. Scaling a page to fit fills one dimension up to the carousel's 12 px rim
  (24 px of a 360 px phone is 6.7%), hence 90%; the area share is how well the page's shape
  matches the window's, and the worst common case is the tallest phone, 390×844 (19.5:9), with
  the phone page (400×680, 10:17): 70%. So at most a third of any window is left around the page.

The geometry the carousel picked, the body text range and the share of the window at each size
are printed (pytest -s) and saved to test-artifacts/geometry-WxH.txt."""
import pytest

from conftest import geometry, open_issue
from pages_on_screen import PAGE_BOXES, article_ids, open_page

SIZES = [(360, 640), (390, 844), (844, 390), (768, 1024), (1024, 768), (1280, 800), (1920, 1080), (2560, 1440)]
MIN_TEXT, MAX_TEXT = 14, 26
MIN_AREA, MIN_SIDE = 0.65, 0.90

MEASURE_PAGE = PAGE_BOXES + """
const tolerance = 1, problems = [], text = [];
const inside = (r, c) => r.left >= c.left - tolerance && r.right <= c.right + tolerance && r.top >= c.top - tolerance && r.bottom <= c.bottom + tolerance;
const describe = (r) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
const cols = [...page.querySelectorAll(':scope > .col')];
if (cols.length !== g.columns) problems.push(`the page has ${cols.length} columns, its geometry ${g.columns}`);
cols.forEach((col, c) => {
  const column = columns[c];
  if (!column) return;
  col.querySelectorAll('*').forEach((el) => {
    // Boxes of blocks and photos; inline boxes are measured by their words below (an inline box
    // also holds the spaces that hang past a wrapped line of pre-wrap code, which draw nothing).
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
        if (!inside(r, column)) problems.push(`column ${c + 1}: the word "${m[0].slice(0, 30)}" is drawn at ${describe(r)}, outside its column ${describe(column)}`);
      }
    }
  }
  col.querySelectorAll(':scope > p, :scope > ul > li, :scope > ol > li').forEach((el) => {
    text.push(parseFloat(getComputedStyle(el).fontSize) * scale);
  });
});
const visible = {left: Math.max(0, box.left), top: Math.max(0, box.top), right: Math.min(innerWidth, box.right), bottom: Math.min(innerHeight, box.bottom)};
if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5)
  problems.push(`the page ${describe(box)} is not inside the ${innerWidth}×${innerHeight} window`);
return {problems, text, scale, window: [innerWidth, innerHeight],
        area: (visible.right - visible.left) * (visible.bottom - visible.top) / (innerWidth * innerHeight),
        width: (visible.right - visible.left) / innerWidth, height: (visible.bottom - visible.top) / innerHeight};
"""


@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_page_is_readable_inside_its_columns_and_fills_the_window(browser, sample_url, artifacts, width, height):
    driver = browser(width, height)
    open_issue(driver, sample_url)
    assert driver.execute_script("return [innerWidth, innerHeight]") == [width, height]
    shown = geometry(driver)
    assert shown is not None, "the carousel does not name the geometry on screen (<html data-geometry>)"
    counts = [a["pages"] for a in shown["navigation"]["articles"]]
    failures, sizes, areas, sides = [], [], [], []
    for article_id, pages in zip(article_ids(driver), counts):
        for page in range(1, pages + 1):
            reached = open_page(driver, article_id, page)
            where = f"{article_id} page {page}"
            if not isinstance(reached, list):
                failures.append(f"{where}: {reached}")
                continue
            m = driver.execute_script(MEASURE_PAGE, shown)
            failures += [f"{where}: {p}" for p in m["problems"]]
            for size in m["text"]:
                if not MIN_TEXT <= size <= MAX_TEXT:
                    failures.append(f"{where}: body text is {size:.1f} px on screen, not {MIN_TEXT}–{MAX_TEXT} px")
            sizes += m["text"]
            areas.append(m["area"])
            sides.append(max(m["width"], m["height"]))
            if m["area"] < MIN_AREA or max(m["width"], m["height"]) < MIN_SIDE:
                failures.append(f"{where}: the page uses {m['area']:.0%} of the window, {m['width']:.0%} of its width "
                                f"and {m['height']:.0%} of its height (wanted {MIN_AREA:.0%} and {MIN_SIDE:.0%} of one side)")
    assert geometry(driver)["name"] == shown["name"], "the geometry changed while no window was resized"
    assert sizes, "no page had body text"
    line = (f"{width}×{height}: {shown['name']} ({shown['width']:g}×{shown['height']:g}, {shown['columns']} column(s)), "
            f"{sum(counts)} pages; body text {min(sizes):.1f}–{max(sizes):.1f} px on screen; the page uses "
            f"{min(areas):.0%} of the window's area and {min(sides):.0%} of one side")
    print(line)
    (artifacts / f"geometry-{width}x{height}.txt").write_text(line + "\n")
    assert not failures, f"{len(failures)} problems:\n" + "\n".join(failures[:40])
