"""The lines on screen are the paginator's: every page of the sample issue (Content/) in Chromium,
at a window size that picks each page geometry of its set (the sizes of test_geometries.py), read
with lines_on_screen.compare_lines (where the browser starts each line, from Range.getClientRects,
against the page map's `breaks`).

- at least 99 % of the lines the browser draws start where the paginator's do, at every geometry;
- no line is wider than its column: every grapheme lies inside the column's box (half a CSS pixel
  of slack for rounding), so the paginator never set a line the column cannot hold.

The sample is built twice: as it is, and with `justify: true` and `hyphenate: true` added to its
issue.yaml, where the carousel also justifies each paragraph's lines but its last. There, in every
paragraph and list item, each line that ends in a break of the paginator's or goes on in the next
column reaches both edges of its element (within a pixel; a line without a space, which cannot be
spread, aside), and each paragraph's last line is not spread: its spaces are as wide as a space of
its font (canvas measureText). The figures per geometry are printed (pytest -s) and saved to
test-artifacts/lines-agree.txt."""
import json
import pathlib
import shutil

import pytest

from conftest import ROOT, build_bundle, geometry, open_issue
from lines_on_screen import compare_lines
from pages_on_screen import PAGE_BOXES, article_ids, open_page

# One window per geometry of the standard set: the size of test_geometries.py that picks it.
WINDOWS = {"phone": (390, 844), "phone-landscape": (844, 390), "tablet": (768, 1024), "laptop": (1280, 800),
           "desktop": (1920, 1080)}
AGREEING = 0.99

# The widest line of the current page: how far any grapheme of a column's text reaches past the
# column's box, in CSS pixels of the page (0 when every line fits), and where. Each `.col` is measured
# against the column box nearest where it is drawn: a right-to-left page sets its first on the right.
OVERHANG = PAGE_BOXES + """
const graphemes = new Intl.Segmenter(undefined, {granularity: 'grapheme'});
let worst = {by: 0, where: ''};
[...page.querySelectorAll(':scope > .col')].forEach((col, c) => {
  const drawn = col.getBoundingClientRect(), middle = (drawn.left + drawn.right) / 2;
  const column = columns.reduce((a, b) => Math.abs((a.left + a.right) / 2 - middle) <= Math.abs((b.left + b.right) / 2 - middle) ? a : b);
  const walker = document.createTreeWalker(col, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const {segment, index} of graphemes.segment(node.data)) {
      if (/^\\s+$/.test(segment)) continue;
      const range = document.createRange();
      range.setStart(node, index); range.setEnd(node, index + segment.length);
      for (const r of range.getClientRects()) {
        const by = Math.max(column.left - r.left, r.right - column.right) / scale;
        if (by > worst.by) worst = {by, where: `column ${c + 1}: "${node.data.slice(Math.max(0, index - 20), index + 5)}"`};
      }
    }
  }
});
return worst;
"""


# The justified text of the current page: per paragraph or list item (its own lines, not those of a
# block inside it), each line's edges against the element's content box, and for the element's last
# line (when it does not go on in the next column) the widest of its spaces against a space of its
# font. Returns {justified, last, problems}.
JUSTIFICATION = """
const page = document.querySelector('.page.current'), scale = page.getBoundingClientRect().width / page.offsetWidth;
const graphemes = new Intl.Segmenter(undefined, {granularity: 'grapheme'}), canvas = document.createElement('canvas').getContext('2d');
const out = {justified: 0, last: 0, problems: []};
// The font of an element as canvas takes it (the computed `font` shorthand is empty when a longhand
// such as font-synthesis is not its initial value).
const fontOf = (el) => { const c = getComputedStyle(el); return `${c.fontStyle} ${c.fontWeight} ${c.fontSize} ${c.fontFamily}`; };
for (const el of page.querySelectorAll('.col p:not(.byline, .dek), .col li')) {
  if ([...el.querySelectorAll('br')].some((br) => !br.classList.contains('folio-break'))) continue;
  const style = getComputedStyle(el), box = el.getBoundingClientRect();
  const left = box.left + parseFloat(style.paddingLeft) * scale, right = box.right - parseFloat(style.paddingRight) * scale;
  const lines = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement.closest('p, li') !== el) continue;
    for (const {segment, index} of graphemes.segment(node.data)) {
      const range = document.createRange();
      range.setStart(node, index); range.setEnd(node, index + segment.length);
      const r = [...range.getClientRects()].find((q) => q.width > 0);
      if (!r) continue;
      const centre = (r.top + r.bottom) / 2, space = /^\\s+$/.test(segment);
      let line = lines[lines.length - 1];
      if (!line || centre > line.centre + parseFloat(style.lineHeight) * scale / 2) {
        if (space) continue;
        line = {centre, left: r.left, right: r.right, spaces: [], text: ''};
        lines.push(line);
      }
      if (space) line.spaces.push({width: r.width, font: fontOf(node.parentElement)});
      else { line.left = Math.min(line.left, r.left); line.right = Math.max(line.right, r.right); }
      line.text += segment;
    }
  }
  // A hyphen the paginator added is drawn by CSS (::after of a span.folio-hyphen), not by the
  // text: it belongs to the line it ends.
  for (const hyphen of el.querySelectorAll('.folio-hyphen')) {
    if (hyphen.closest('p, li') !== el) continue;
    const r = hyphen.getBoundingClientRect();
    if (r.width === 0) continue;
    const centre = (r.top + r.bottom) / 2;
    const line = lines.find((l) => Math.abs(l.centre - centre) <= parseFloat(style.lineHeight) * scale / 2);
    if (line) { line.left = Math.min(line.left, r.left); line.right = Math.max(line.right, r.right); }
  }
  lines.forEach((line, i) => {
    const text = line.text.trim(), inner = line.spaces.length && /\\s/.test(text);
    if (i < lines.length - 1 || el.classList.contains('continues')) {
      if (!inner) return;
      out.justified++;
      if (Math.abs(line.left - left) > 1 || Math.abs(line.right - right) > 1)
        out.problems.push(`a line is not justified: "${text.slice(0, 40)}" spans ${Math.round(line.left)}–${Math.round(line.right)} in ${Math.round(left)}–${Math.round(right)}`);
    } else {
      out.last++;
      for (const space of line.spaces.slice(0, -1)) {
        canvas.font = space.font;
        const natural = canvas.measureText(' ').width * scale;
        if (space.width > natural + 0.5) {
          out.problems.push(`a paragraph's last line is spread: "${text.slice(0, 40)}" has a space ${space.width.toFixed(1)} px wide, ${natural.toFixed(1)} px in its font`);
          break;
        }
      }
    }
  });
}
return out;
"""


def page_maps(bundle, article_file):
    """The page maps of an article file: {geometry name: pages}."""
    text = (bundle / article_file).read_text()
    block = text.split('id="folio-pages">', 1)[1].split("</script>", 1)[0]
    return {m["name"]: m["pages"] for m in json.loads(block)["maps"]}


@pytest.fixture(scope="module")
def bundles(tmp_path_factory):
    """The sample issue as it is and justified and hyphenated: {label: bundle folder}."""
    base = tmp_path_factory.mktemp("lines")
    justified = base / "justified"
    shutil.copytree(ROOT / "Content", justified)
    with (justified / "issue.yaml").open("a") as settings:
        settings.write("\njustify: true\nhyphenate: true\n")
    built = {}
    for label, content in (("sample", ROOT / "Content"), ("justified", justified)):
        build_bundle(content, base / label / "out", base / label / "cache")
        built[label] = base / label / "out"
    return built


def open_with_lines_agreeing(browser, bundle, artifacts, name, label):
    """Opens `bundle` in a window of the geometry `name` (WINDOWS), reads every page and checks that
    at least AGREEING of the lines are the paginator's and none is wider than its column, writing
    the count to test-artifacts/lines-agree.txt under `label`; returns (driver, the geometry shown)."""
    width, height = WINDOWS[name]
    driver = browser(width, height)
    open_issue(driver, (bundle / "index.html").as_uri())
    shown = geometry(driver)
    assert shown["name"] == name
    lines, disagreeing, widest, problems, _ = read_every_page(driver, bundle, shown)
    agreeing = 1 - disagreeing / lines
    line = f"{label} {name}: {lines} lines, {disagreeing} disagreeing, {agreeing:.2%} agreeing"
    print(line)
    with (artifacts / "lines-agree.txt").open("a") as report:
        report.write(line + "\n")
    assert agreeing >= AGREEING, f"{line}\n" + "\n".join(problems[:30])
    assert widest["by"] <= 0.5, f"a line is wider than its column: {widest['where']} ({widest['by']:.2f} px)"
    return driver, shown


def read_every_page(driver, bundle, shown, justified=False):
    """Every page of the issue in the geometry on screen: (lines, disagreeing, widest overhang,
    problems, justification), the last {justified, last} lines counted when `justified`."""
    data = json.loads(driver.execute_script("return document.getElementById('folio-issue').textContent"))
    files = {row[0]: data["articleFiles"].replace("*", row[2]) for row in data["articles"]}
    counts = [a["pages"] for a in shown["navigation"]["articles"]]
    lines = disagreeing = 0
    widest, problems = {"by": 0, "where": ""}, []
    justification = {"justified": 0, "last": 0, "problems": 0}
    for article_id, pages in zip(article_ids(driver), counts):
        maps = page_maps(bundle, files[article_id])[shown["name"]]
        for page in range(1, pages + 1):
            where = f"{article_id} page {page}"
            reached = open_page(driver, article_id, page)
            if not isinstance(reached, list):
                problems.append(f"{where}: {reached}")
                continue
            compared = compare_lines(driver, maps[page - 1])
            lines += compared["lines"]
            disagreeing += compared["disagreeing"]
            problems += [f"{where}: {p}" for p in compared["problems"]]
            overhang = driver.execute_script(OVERHANG, shown)
            if overhang["by"] > widest["by"]:
                widest = {"by": overhang["by"], "where": f"{where}, {overhang['where']}"}
            if justified:
                set_lines = driver.execute_script(JUSTIFICATION)
                justification["justified"] += set_lines["justified"]
                justification["last"] += set_lines["last"]
                problems += [f"{where}: {p}" for p in set_lines["problems"]]
                justification["problems"] += len(set_lines["problems"])
    return lines, disagreeing, widest, problems, justification


@pytest.mark.parametrize("label", ["sample", "justified"])
@pytest.mark.parametrize("name", list(WINDOWS))
def test_the_lines_on_screen_are_the_paginators(browser, bundles, artifacts, name, label):
    width, height = WINDOWS[name]
    driver = browser(width, height)
    open_issue(driver, (bundles[label] / "index.html").as_uri())
    shown = geometry(driver)
    assert shown["name"] == name, f"a {width}×{height} window shows the {shown['name']} geometry, not {name}"
    lines, disagreeing, widest, problems, justification = read_every_page(
        driver, bundles[label], shown, justified=label == "justified")
    assert lines, "no page had lines"
    agreeing = 1 - disagreeing / lines
    line = (f"{label} {name} ({width}×{height}): {lines} lines, {disagreeing} disagreeing, {agreeing:.2%} agreeing; "
            f"widest line {widest['by']:.2f} px past its column")
    if label == "justified":
        line += (f"; {justification['justified']} lines justified, {justification['last']} last lines, "
                 f"{justification['problems']} set wrongly")
    print(line)
    with (artifacts / "lines-agree.txt").open("a") as report:
        report.write(line + "\n")
    assert agreeing >= AGREEING, f"{line}\n" + "\n".join(problems[:30])
    assert widest["by"] <= 0.5, f"a line is wider than its column: {widest['where']} ({widest['by']:.2f} px)"
    if label == "justified":
        assert justification["justified"] and justification["last"], f"no justified text was read: {line}"
        assert justification["problems"] == 0, f"{line}\n" + "\n".join(problems[:30])
