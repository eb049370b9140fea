"""The lines the browser draws on the current page, compared with the paginator's lines.

The paginator says where each page's lines wrap inside their text blocks: the page map's
`breaks`, flat triples `[element, offset, hyphen, ...]` (element as in `regions`, -1 the title's
<h1>, -2 the byline, -3 an opener's dek; offset in UTF-16 code units of that element's `textContent` in the article
file; hyphen 1 where it hyphenated the word there). The carousel puts a line break at each.

What the browser draws is measured, not assumed: every grapheme of every text element of the
current page (Intl.Segmenter) is measured with Range.getClientRects, and a new line starts where a
grapheme's vertical centre lies more than half a line height (the element's computed line-height,
scaled to the screen) below the first grapheme of the line before. Whitespace is not measured
(a space at a wrap has no place of its own). Each line start is named by the element and offset
it would have in the article file: the offset in the page's copy of the element plus, for the
first element of a column that continues from the page before, the column's region offset (a
column may hold several regions, each from its own element; blocks set across the columns, the
page map's `across`, are read first, one element each).

A table that goes on from the page before starts with a copy of its header row: its lines are
read as the header's own (from the table's start), the rest from the column's region offset. A
column's footnotes (its `.foot`) are read as the part of the notes' element its `notes` entry
names, from that entry's offset.

A line start is one of: the element's first line on the page (`first`), the first line of a block
inside it (`block`: a list item, a paragraph in a list item, a line the carousel set apart), a line
after a hard break (`hard`: a `<br>` of the content, or a newline in code, where white-space keeps
it), or a wrap (`wrap`). `compare_lines` counts a page's lines (every line start) and the ones that
disagree: a wrap the paginator did not make, and a break of the paginator's where the browser
starts no line.
"""
import json
import pathlib

# Arguments: the page map's entry for the current page (`{regions, breaks, ...}`). Returns one
# entry per text element on the page: {element, base, text, starts: [[offset, kind, top], ...]},
# offsets in the article file's terms.
DRAWN_LINES = """
const entry = arguments[0], page = document.querySelector('.page.current');
const box = page.getBoundingClientRect(), scale = box.width / page.offsetWidth;
const graphemes = new Intl.Segmenter(undefined, {granularity: 'grapheme'});
const result = [];
function lines(el, element, base, skip = null) {
  const lineHeight = (parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.2) * scale;
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  const starts = [];
  let offset = 0, text = '', lineCentre = null, block = null, hard = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (skip && skip.contains(node)) continue;
    if (node.nodeType === 1) {
      if (node.tagName === 'BR' && !node.classList.contains('folio-break')) hard = true;
      continue;
    }
    if (node.parentElement.closest('.folio-hyphen')) continue;
    // A drop cap's letter, floated beside the lines, starts no line of its own; its text counts.
    if (node.parentElement.closest('.folio-drop')) { offset += node.data.length; text += node.data; continue; }
    let holder = node.parentElement;
    while (holder !== el && getComputedStyle(holder).display === 'inline') holder = holder.parentElement;
    const style = getComputedStyle(node.parentElement);
    const keepsNewlines = /pre|preserve|break-spaces/.test(style.whiteSpaceCollapse || style.whiteSpace);
    for (const {segment, index} of graphemes.segment(node.data)) {
      const at = offset + index;
      if (/^\\s+$/.test(segment)) {
        if (keepsNewlines && segment.includes('\\n')) hard = true;
        continue;
      }
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const r = [...range.getClientRects()].find((q) => q.width > 0 || q.height > 0);
      if (!r) continue;
      const centre = (r.top + r.bottom) / 2;
      if (lineCentre === null || holder !== block) {
        starts.push([base + at, lineCentre === null ? 'first' : 'block', r.top]);
        lineCentre = centre;
        block = holder;
      } else if (centre > lineCentre + lineHeight / 2) {
        starts.push([base + at, hard ? 'hard' : 'wrap', r.top]);
        lineCentre = centre;
      }
      hard = false;
    }
    offset += node.data.length;
    text += node.data;
  }
  result.push({element, base, text, starts});
}
// Blocks set across the columns at the page's top: one element each, whole.
const across = page.querySelector(':scope > .across');
if (across) [...across.children].forEach((child, i) => lines(child, entry.across[i][1], 0));
[...page.querySelectorAll(':scope > .col')].forEach((col, c) => {
  // A column may hold several regions (a block set across the columns was left out between two):
  // the one after a region that names its end starts at its own element.
  const regions = (entry.regions || []).filter((r) => r[0] === c);
  let r = 0, element = regions.length ? regions[0][1] : null, base = regions.length ? regions[0][2] : 0;
  for (const child of col.children) {
    if (element !== null && r + 1 < regions.length && regions[r].length > 3 && element >= regions[r][3]) {
      r += 1;
      [element, base] = [regions[r][1], regions[r][2]];
    }
    if (child.matches('header.title')) {
      const title = child.querySelector('h1'), byline = child.querySelector('.byline'), dek = child.querySelector('.dek');
      if (title) lines(title, -1, 0);
      if (dek) lines(dek, -3, 0);
      if (byline) lines(byline, -2, 0);
      continue;
    }
    if (child.matches('.foot')) {
      // The column's footnotes: a part of the notes' element, from the offset its entry names.
      const foot = (entry.notes || []).find((n) => n[0] === c);
      if (foot && child.firstElementChild) lines(child.firstElementChild, foot[1], foot[2]);
      continue;
    }
    if (element === null) continue;
    const continued = child.classList.contains('continued');
    if (continued && child.tagName === 'TABLE' && child.tHead) {
      // A table going on from the page before starts with a copy of its header row, whose text is
      // at the start of the table's text, not at the column's region.
      lines(child.tHead, element, 0);
      lines(child, element, base, child.tHead);
    } else {
      lines(child, element, continued ? base : 0);
    }
    element += 1;
    base = 0;
  }
});
return result;
"""


def page_maps(bundle, article_file):
    """The page maps an article file of the html bundle in folder `bundle` carries (its
    `folio-pages` block): {geometry name: its pages' entries}."""
    text = (pathlib.Path(bundle) / article_file).read_text()
    block = text.split('id="folio-pages">', 1)[1].split("</script>", 1)[0]
    return {m["name"]: m["pages"] for m in json.loads(block)["maps"]}


def page_breaks(entry):
    """The paginator's breaks on a page map entry: {(element, offset): hyphen}."""
    flat = entry.get("breaks") or []
    assert len(flat) % 3 == 0, f"a page's breaks are [element, offset, hyphen] triples: {flat}"
    return {(flat[i], flat[i + 1]): flat[i + 2] for i in range(0, len(flat), 3)}


def _units(text):
    """`text` as UTF-16 code units (the offsets of the maps and of the page's script count them)."""
    return text.encode("utf-16-le")


def _slice(units, start, end):
    start, end = max(0, start), max(0, min(end, len(units) // 2))
    return units[2 * start:2 * end].decode("utf-16-le", errors="replace")


def _skip_space(units, offset):
    """`offset` (in UTF-16 code units) moved past the whitespace at it (a break may be written
    before the space that the browser hangs at the end of the line above)."""
    while 0 <= offset < len(units) // 2 and _slice(units, offset, offset + 1).isspace():
        offset += 1
    return offset


def compare_lines(driver, entry):
    """The lines of the current page against `entry` (its page map entry): returns {lines,
    disagreeing, problems}, where `lines` counts every line the browser draws, `disagreeing` the
    line starts that are not the paginator's (each wrap the paginator did not make and each break
    of the paginator's where no line starts), and `problems` says where, with the words around."""
    drawn = driver.execute_script(DRAWN_LINES, entry)
    for d in drawn:
        d["units"] = _units(d["text"])

    def holder(element, offset):
        """The drawn copy of `element` that holds `offset` (an element may be cut into two columns)."""
        return next((d for d in drawn if d["element"] == element and d["base"] <= offset <= d["base"] + len(d["units"]) // 2), None)

    def normal(element, offset):
        d = holder(element, offset)
        return _skip_space(d["units"], offset - d["base"]) + d["base"] if d else offset

    def context(element, offset):
        d = holder(element, offset)
        if not d:
            return " (not on this page)"
        local = offset - d["base"]
        return f' ("{_slice(d["units"], local - 12, local)}|{_slice(d["units"], local, local + 12)}")'

    breaks = {(element, normal(element, offset)) for (element, offset) in page_breaks(entry)}
    starts = {(d["element"], s[0]) for d in drawn for s in d["starts"]}
    problems = []
    for d in drawn:
        for offset, kind, _top in d["starts"]:
            if kind == "wrap" and (d["element"], offset) not in breaks:
                problems.append(f"element {d['element']}: the browser wraps at {offset}, the paginator does not"
                                + context(d["element"], offset))
    for element, offset in sorted(breaks - starts):
        problems.append(f"element {element}: the paginator breaks at {offset}, the browser starts no line there"
                        + context(element, offset))
    return {"lines": sum(len(d["starts"]) for d in drawn), "disagreeing": len(problems), "problems": problems}
