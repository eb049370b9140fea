"""The art-directed example issue, Examples/Magazine (issue 41's target): every pull quote,
sidebar, callout, table and footnote of the example is on the same page in the carousel, the PDF
(its text and its tags), the JSON frames and the terminal (at its own cell geometry, in the same
order), and a footnote is on the page of its call at every geometry.

The issue is built once for the module, as a user builds it: `folio build Examples/Magazine --sink
html --sink pdf --sink json --option pdf.geometry=phone --option json.frames=phone,phone-landscape,
tablet,laptop,desktop` (the PDF at the phone geometry, the JSON bundle with the frames of every
geometry of the standard set, which the issue uses: it names no `pages:`). Text is compared after
one normalisation, the same for every sink: NFKC, without white space, hyphens, format characters
(bidi controls, soft hyphens) or combining marks (Arabic vowel marks, which pdftotext and pypdf set
apart from their letters).

- **The frames** (phone) list the elements in reading order with their pages: each pull quote,
  sidebar and callout (a `quote` block whose `quote` is `pullQuote` or `sidebar`, or which has a
  `callout`), each table (its header cells, its rows' cells, per page it is on), each footnote (a
  note of the `footnotes` quote at a page's foot, by the offsets of its lines in the article's
  footnotes block) and each call (a run styled `noteReference`, and the line it is on). They are
  exactly the article files' blocks: 3 pull quotes, 1 sidebar, 6 callouts (tip, note, tip,
  important, warning, caution), 3 tables whose rows are all there once in order across their pages
  (18, 8 and 7), 9 notes; a pull quote or a callout is on one page, never cut.
- **The PDF** (pdftotext, page by page; the article pages are the pages labelled with digits, the
  cover first, the contents after it): the page of each element's frame page holds its text, every
  line the frames set for it (a quote's, a table fragment's cells', a note's, a call's), line by
  line (pdftotext may read a line set partly in another face, inline code, apart from the rest of
  its cell). Its tags
  (pypdf, the StructTreeRoot): on each page as many Table and BlockQuote elements as the frames have
  tables and quotes there, in the same order; a Table's TH are the header's cells, its TRs one per row
  plus the header, its TDs the rows' cells; a BlockQuote's text (its marked content, read with pypdf)
  holds its quote's or its notes' text; as many Tables in the document as table fragments in the frames.
- **The carousel** (Chromium, one for the module) at 390×844, the phone geometry, and at 1280×800, the
  laptop's: after test_lines_agree's walk of every page (`open_with_lines_agreeing`: at least 99 % of
  the lines the browser draws are the paginator's, the Japanese and Arabic openers' included, and no
  line is wider than its column, each measured where it is drawn: a right-to-left page sets its
  first column on the right), every page of the issue is opened by its deep link (pages_on_screen's
  `open_page`), and it shows exactly the frames' elements of that geometry's page: the same pull
  quotes, sidebars, callouts (of the same kind) and notes at its feet, with the same text, and its
  tables with the same header and rows; each call's number is a `sup` in its text, and its line is
  there too.
- **Across the columns** (laptop, desktop): the JSON page maps set The Blue Hour's `{: .wide}` photo
  and its pull quote across the columns of one page each (`across`), the frames draw the photo wider
  than a column, and the carousel draws each in `.across` over the text box's full width at its top,
  the photo at the frames' size, the columns' first lines below.
- **Footnotes at every geometry** (phone, phone-landscape, tablet, laptop, desktop; the JSON frames of
  each): every note is on the page of its first call (a note too long for that page goes on at the
  foot of the next ones), and every note and call is there.
- **The terminal** (`folio preview Examples/Magazine --keys ... --dump --columns 80 --rows 24`: the
  preview's own controller and renderer, headless, for an 80×24 terminal, one run per page, each
  page reached by its keys from the cover: → to the article, ↓ to the page; the screen it prints is
  the one a terminal shows, as text, which a tmux pane would give as well, more slowly): the pull quotes,
  sidebars, callouts and tables appear in the frames' order (each table's header and then its rows'
  first cells, in order, wherever its cell pages cut it), the calls in theirs, and the footnotes as
  endnotes: every note after every call and every other element of its article, in order, the last
  on the article's last page. The Arabic lines, which the terminal holds in visual order with the
  letters' presentation forms, are read back to logical order first.

The figures (elements per kind and their pages in each sink) are printed (pytest -s)."""
import bisect
import concurrent.futures
import json
import re
import subprocess
import types
import unicodedata

import pytest
from pypdf import PdfReader

from conftest import ROOT, folio_executable, make_browser
from pages_on_screen import open_page
from test_lines_agree import WINDOWS, open_with_lines_agreeing

MAGAZINE = ROOT / "Examples" / "Magazine"
GEOMETRIES = ["phone", "phone-landscape", "tablet", "laptop", "desktop"]
CALLOUT_ROLES = {"note", "tip", "important", "warning", "caution"}
TERMINAL = (80, 24)

# --- Text as every sink is compared --------------------------------------------------------------

FORMAT_CHARACTERS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
HYPHENS = set("-\u2010\u2011\u00ad")


def norm(text):
    """`text` as the sinks are compared: NFKC, without white space, hyphens, format characters
    (bidi controls, soft hyphens) or combining marks."""
    text = unicodedata.normalize("NFKC", FORMAT_CHARACTERS.sub("", text))
    return "".join(c for c in text if not c.isspace() and c not in HYPHENS
                   and unicodedata.category(c) not in ("Mn", "Cf"))


RTL_LETTERS = "\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc"
RTL_RUN = re.compile(f"[{RTL_LETTERS}](?:[{RTL_LETTERS}\\s.,\u060c:;«»!?()]*[{RTL_LETTERS}])?")
LTR_RUN = re.compile(r"[0-9A-Za-z\u00c0-\u024f](?:[0-9A-Za-z\u00c0-\u024f .,:;'’()/]*[0-9A-Za-z\u00c0-\u024f])?")


def logical(line, rtl):
    """A line held in visual order (the terminal's cells, pypdf's text of a right-to-left line) in
    logical order: a right-to-left line reversed with its left-to-right runs put back; in a
    left-to-right line, each right-to-left run reversed. Combining marks are left out (they would
    land on the wrong letter; `norm` drops them anyway)."""
    line = "".join(c for c in FORMAT_CHARACTERS.sub("", line) if unicodedata.category(c) != "Mn")
    if rtl:
        return LTR_RUN.sub(lambda m: m.group(0)[::-1], line[::-1])
    return RTL_RUN.sub(lambda m: m.group(0)[::-1], line)


def short(text, length=32):
    return text if len(text) <= length else text[:length] + "…"


# --- The build -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def magazine(tmp_path_factory):
    """Examples/Magazine built once with the html, pdf and json sinks (frames in every geometry)."""
    base = tmp_path_factory.mktemp("magazine")
    out = base / "out"
    subprocess.run([str(folio_executable()), "build", str(MAGAZINE), "--sink", "html", "--sink", "pdf", "--sink", "json",
                    "--option", "pdf.geometry=phone", "--option", "json.frames=" + ",".join(GEOMETRIES),
                    "--out", str(out), "--cache", str(base / "cache")], check=True, capture_output=True, text=True)
    issue = json.loads((out / "json" / "issue.json").read_text())
    assert [g["name"] for g in issue["geometries"]] == GEOMETRIES, "the example uses the standard set of geometries"
    files = [json.loads((out / "json" / entry["file"]).read_text()) for entry in issue["articles"]]
    assert (out / "pdf" / "issue.pdf").is_file() and (out / "html" / "index.html").is_file()
    return types.SimpleNamespace(out=out, html=out / "html", pdf=out / "pdf" / "issue.pdf", issue=issue, files=files,
                                 elements={name: frame_elements(issue, files, name) for name in GEOMETRIES})


# --- The elements as the frames place them -----------------------------------------------------------


def plain_text(runs):
    """The plain text of inline runs (docs/json-bundle.md, "Plain text and offsets")."""
    out = ""
    for run in runs:
        if run["type"] in ("text", "code"):
            out += run["text"]
        elif run["type"] == "line-break":
            out += "\n"
        else:
            out += plain_text(run.get("content", []))
    return out


def footnotes_block(file):
    """The article's footnotes (a top-level `quote` whose role is `footnotes`, a paragraph per
    note): (its block index, each note's start offset in its plain text), or (None, [])."""
    for index, block in enumerate(file["blocks"]):
        if block["type"] == "quote" and block.get("role") == "footnotes":
            starts, offset = [], 0
            for paragraph in block["content"]:
                assert paragraph["type"] == "paragraph", paragraph
                starts.append(offset)
                offset += len(plain_text(paragraph["content"])) + 1
            return index, starts
    return None, []


def cell_first_part(lines):
    """A cell's text up to its first hard break (a `<br>`): what the terminal keeps on one row."""
    text = ""
    for line in lines:
        text += line["text"]
        if line["source"][3]:
            break
    return norm(text)


def frame_elements(issue, files, geometry):
    """The elements of every page of `geometry`'s frames, in reading order: {"items": fragments,
    "calls": calls}. A fragment is a pull quote, sidebar, callout, table or note as one page shows
    it; a call is a note reference with the line it stands on."""
    items, calls = [], []
    for index, (entry, file) in enumerate(zip(issue["articles"], files)):
        page_map = next(m for m in file["pageMaps"] if m["geometry"] == geometry)
        assert len(page_map["frames"]) == len(page_map["pages"]) == entry["pageCounts"][geometry], (entry["id"], geometry)
        notes_block, note_starts = footnotes_block(file)
        for page, frame in enumerate(page_map["frames"]):
            where = {"article": index, "id": entry["id"], "dir": entry["dir"], "page": page}
            containers = {}
            for block in frame["blocks"]:
                path = block.get("in", [])
                pairs = list(zip(path[0::2], path[1::2]))
                lines = block.get("lines", [])
                for line in lines:
                    for run in line["runs"]:
                        if "noteReference" in run.get("styles", []):
                            calls.append(dict(where, note=int(run["text"]), line=norm(line["text"]), label=line["text"]))
                if not pairs or pairs[0][0] not in ("quote", "table"):
                    continue
                key = pairs[0]
                if key not in containers:
                    containers[key] = dict(where, kind=pairs[0][0], block=None, paragraphs=[], rows={})
                container = containers[key]
                if lines and container["block"] is None:
                    container["block"] = lines[0]["source"][0]
                if key[0] == "quote":
                    if block["role"] == "quote" and len(pairs) == 1:
                        container["kind"] = ("callout" if block.get("callout") else block.get("quote") or "quote")
                        container["callout"] = block.get("callout")
                    elif lines:
                        container["paragraphs"].append(lines)
                elif block["role"] in ("tableHeaderCell", "tableCell"):
                    row = dict(pairs)["tableRow"]
                    container["rows"].setdefault(row, []).append(lines)
            for container in containers.values():
                if container["kind"] == "table":
                    rows = list(container["rows"].values())
                    items.append(dict(where, kind="table", block=container["block"],
                                      header=[norm("".join(l["text"] for l in cell)) for cell in rows[0]],
                                      rows=[[norm("".join(l["text"] for l in cell)) for cell in row] for row in rows[1:]],
                                      first_cells=[cell_first_part(row[0]) for row in rows[1:]],
                                      lines=[norm(l["text"]) for row in rows for cell in row for l in cell]))
                elif container["kind"] == "footnotes":
                    # Each note's lines, by where they start in the footnotes block's plain text.
                    notes = {}
                    for lines in container["paragraphs"]:
                        for line in lines:
                            assert line["source"][0] == notes_block, (entry["id"], page, line["source"])
                            note = bisect.bisect_right(note_starts, line["source"][1])
                            if line["source"][1] == note_starts[note - 1]:
                                assert line["text"].startswith(f"{note}. "), (entry["id"], page, note, line["text"])
                            notes.setdefault(note, []).append(line["text"])
                    for note, texts in notes.items():
                        items.append(dict(where, kind="footnote", block=notes_block, note=note, container=container,
                                          paragraphs=[norm("".join(texts))], lines=[norm(t) for t in texts],
                                          label=f"note {note}: {short(' '.join(texts))}"))
                elif container["kind"] in ("pullQuote", "sidebar", "callout", "quote"):
                    paragraphs = [norm("".join(l["text"] for l in lines)) for lines in container["paragraphs"]]
                    label = " ".join(l["text"] for lines in container["paragraphs"] for l in lines)
                    items.append(dict(where, kind=container["kind"], callout=container.get("callout"), block=container["block"],
                                      paragraphs=paragraphs, label=short(label),
                                      lines=[norm(l["text"]) for lines in container["paragraphs"] for l in lines]))
    for item in items:
        if item["kind"] == "table":
            item["label"] = "table " + short(" | ".join(item["header"]))
    return {"items": items, "calls": calls}


def describe(item):
    kind = f"callout ({item['callout']})" if item["kind"] == "callout" else item["kind"]
    return f"{item['id']} page {item['page'] + 1}: {kind} “{item['label']}”"


def pages_by_kind(elements):
    """Figures: each kind with its count and the pages (article id and page from 1) it is on."""
    report = {}
    for item in elements["items"]:
        kind = "callout" if item["kind"] == "callout" else item["kind"]
        report.setdefault(kind, []).append(f"{item['id']}:{item['page'] + 1}")
    report["call"] = [f"{c['id']}:{c['page'] + 1}" for c in elements["calls"]]
    return "; ".join(f"{kind} ×{len(pages)} ({', '.join(pages)})" for kind, pages in report.items())


def test_the_frames_place_every_element_of_the_articles(magazine):
    elements = magazine.elements["phone"]
    items = elements["items"]
    print("phone frames:", pages_by_kind(elements))
    ids = [entry["id"] for entry in magazine.issue["articles"]]

    # What the articles' blocks hold.
    expected = {"pullQuote": set(), "sidebar": set(), "callout": set(), "table": {}, "notes": {}}
    for index, file in enumerate(magazine.files):
        for number, block in enumerate(file["blocks"]):
            role = block.get("role")
            if block["type"] == "quote" and role == "pullquote":
                expected["pullQuote"].add((index, number))
            elif block["type"] == "quote" and role == "sidebar":
                expected["sidebar"].add((index, number))
            elif block["type"] == "quote" and role in CALLOUT_ROLES:
                expected["callout"].add((index, number, role))
            elif block["type"] == "table":
                expected["table"][(index, number)] = block
            elif block["type"] == "quote" and role == "footnotes":
                expected["notes"][index] = len(block["content"])
    assert (len(expected["pullQuote"]), len(expected["sidebar"]), len(expected["callout"]), len(expected["table"]),
            sum(expected["notes"].values())) == (3, 1, 6, 3, 9), f"the example's content changed: {expected}"

    def placed(kind):
        return [item for item in items if item["kind"] == kind]

    assert not placed("quote"), f"quotes of no kind in the frames: {[describe(i) for i in placed('quote')]}"
    for kind in ("pullQuote", "sidebar"):
        assert {(i["article"], i["block"]) for i in placed(kind)} == expected[kind], kind
    assert {(i["article"], i["block"], i["callout"]) for i in placed("callout")} == expected["callout"]
    for kind in ("pullQuote", "callout"):
        fragments = [(i["article"], i["block"]) for i in placed(kind)]
        cut = [describe(i) for i in placed(kind) if fragments.count((i["article"], i["block"])) > 1]
        assert not cut, f"{kind}s cut over pages: {cut}"

    # Every table: its header on each of its pages, its rows once each, in order, across them.
    for (index, number), block in expected["table"].items():
        fragments = [i for i in placed("table") if (i["article"], i["block"]) == (index, number)]
        header = [norm(plain_text(cell)) for cell in block["header"]]
        assert fragments and all(f["header"] == header for f in fragments), (ids[index], [f["header"] for f in fragments])
        pages = [f["page"] for f in fragments]
        assert pages == list(range(pages[0], pages[0] + len(pages))), f"{ids[index]}: the table skips a page: {pages}"
        rows = [row for f in fragments for row in f["rows"]]
        assert rows == [[norm(plain_text(cell)) for cell in row] for row in block["rows"]], f"{ids[index]}: the table's rows"
        print(f"table of {ids[index]}: {len(rows)} rows on pages {[p + 1 for p in pages]}")

    # Every note at a foot, every call in the text.
    for index, count in expected["notes"].items():
        notes = sorted({i["note"] for i in placed("footnote") if i["article"] == index})
        called = sorted({c["note"] for c in elements["calls"] if c["article"] == index})
        assert notes == called == list(range(1, count + 1)), f"{ids[index]}: notes {notes}, calls {called}, {count} written"


# --- The PDF -------------------------------------------------------------------------------------------


def pdf_page_of(magazine, reader):
    """A function from (article index, page) to the PDF page index: the article pages are the pages
    labelled with digits (the cover's and the articles'), the contents after the cover."""
    labels = reader.page_labels
    article_pages = [i for i, label in enumerate(labels) if label.isdigit()]
    counts = [entry["pageCounts"]["phone"] for entry in magazine.issue["articles"]]
    assert len(article_pages) == sum(counts), f"{len(article_pages)} article pages in the PDF, {sum(counts)} in the frames"
    assert article_pages[0] == 0 and article_pages[1] > 1 and not labels[1].isdigit(), f"the cover, then the contents: {labels}"
    firsts = [sum(counts[:a]) for a in range(len(counts))]
    return lambda article, page: article_pages[firsts[article] + page]


class Tags:
    """The PDF's structure tree: its elements in document order with their pages, and each one's text
    (its marked content, read with pypdf, which gives right-to-left text in visual order: put back in
    logical order, `logical`, by the direction of the page's article)."""

    def __init__(self, reader, rtl_pages):
        self.reader, self.rtl_pages, self.texts = reader, rtl_pages, {}
        self.page_numbers = {page.indirect_reference.idnum: i for i, page in enumerate(reader.pages)}
        root = reader.trailer["/Root"]
        assert "/StructTreeRoot" in root, "no StructTreeRoot: the PDF is not tagged"
        self.elements = []
        self._walk(root["/StructTreeRoot"].get_object().get("/K"))

    def _walk(self, node):
        node = node.get_object() if hasattr(node, "get_object") else node
        if isinstance(node, list):
            for kid in node:
                self._walk(kid)
        elif hasattr(node, "keys") and "/S" in node:
            self.elements.append((str(node["/S"]), node))
            if node.get("/K") is not None:
                self._walk(node["/K"])

    def _page(self, node):
        reference = node.raw_get("/Pg") if "/Pg" in node else None
        return None if reference is None else self.page_numbers[reference.idnum]

    def page(self, element, inherited=None):
        """The page of an element's first marked content."""
        own = self._page(element)
        page = own if own is not None else inherited
        for kid in self.kids(element):
            if isinstance(kid, int):
                if page is not None:
                    return page
            elif kid.get("/Type") == "/MCR":
                return self._page(kid) if "/Pg" in kid else page
            elif "/S" in kid:
                found = self.page(kid, page)
                if found is not None:
                    return found
        return None

    @staticmethod
    def kids(element):
        kids = element.get("/K")
        kids = kids if isinstance(kids, list) else [] if kids is None else [kids]
        return [kid.get_object() if hasattr(kid, "get_object") else kid for kid in kids]

    def children(self, element, kind):
        return [kid for kid in self.kids(element) if hasattr(kid, "keys") and str(kid.get("/S")) == kind]

    def marked_texts(self, page):
        """{MCID: text} of a page."""
        if page not in self.texts:
            stack, texts = [], {}

            def before(operator, operands, cm, tm):
                if operator in (b"BDC", b"BMC"):
                    properties = operands[1] if operator == b"BDC" and len(operands) > 1 else None
                    stack.append(properties.get("/MCID") if hasattr(properties, "get") else None)
                elif operator == b"EMC" and stack:
                    stack.pop()

            def text(value, cm, tm, font, size):
                mcid = next((m for m in reversed(stack) if m is not None), None)
                texts.setdefault(mcid, []).append(value)

            self.reader.pages[page].extract_text(visitor_operand_before=before, visitor_text=text)
            rtl = page in self.rtl_pages
            self.texts[page] = {int(k): "\n".join(logical(line, rtl) for line in "".join(v).split("\n"))
                                for k, v in texts.items() if k is not None}
        return self.texts[page]

    def text(self, element, inherited=None):
        own = self._page(element)
        page = own if own is not None else inherited
        out = []
        for kid in self.kids(element):
            if isinstance(kid, int):
                out.append(self.marked_texts(page).get(int(kid), ""))
            elif kid.get("/Type") == "/MCR":
                out.append(self.marked_texts(self._page(kid) if "/Pg" in kid else page).get(int(kid["/MCID"]), ""))
            elif "/S" in kid:
                out.append(self.text(kid, page))
        return "".join(out)


def test_the_pdf_has_each_element_on_its_frame_page_in_its_text_and_its_tags(magazine):
    elements = magazine.elements["phone"]
    reader = PdfReader(magazine.pdf)
    pdf_page = pdf_page_of(magazine, reader)
    document = subprocess.run(["pdftotext", str(magazine.pdf), "-"], capture_output=True, text=True, check=True).stdout
    texts = [norm(page) for page in document.split("\f")]
    assert len(texts) >= len(reader.pages)
    failures = []

    def holds(item, probes, what):
        page = pdf_page(item["article"], item["page"])
        for probe in probes:
            if probe not in texts[page]:
                elsewhere = [i + 1 for i, t in enumerate(texts) if probe in t]
                failures.append(f"{what}: the frames put it on PDF page {page + 1}, whose text lacks “{short(probe)}” "
                                f"(found on PDF pages {elsewhere or 'none'})")

    for item in elements["items"]:
        holds(item, item["lines"], describe(item))
    for call in elements["calls"]:
        holds(call, [call["line"]], f"{call['id']} page {call['page'] + 1}: the call of note {call['note']} (“{call['label']}”)")

    # The tags: per page, the frames' tables and quotes, in order.
    rtl = {pdf_page(a, p) for a, entry in enumerate(magazine.issue["articles"]) if entry["dir"] == "rtl"
           for p in range(entry["pageCounts"]["phone"])}
    tags = Tags(reader, rtl)
    kinds = [kind for kind, _ in tags.elements]
    tables = [(tags.page(e), e) for kind, e in tags.elements if kind == "/Table"]
    quotes = [(tags.page(e), e) for kind, e in tags.elements if kind == "/BlockQuote"]
    table_items = [i for i in elements["items"] if i["kind"] == "table"]
    quote_items = {}
    for item in elements["items"]:
        if item["kind"] != "table":
            key = id(item["container"]) if item["kind"] == "footnote" else id(item)
            quote_items.setdefault(key, []).append(item)
    print(f"PDF: {len(reader.pages)} pages; tags: {len(tables)} Table ({kinds.count('/TR')} TR, {kinds.count('/TH')} TH, "
          f"{kinds.count('/TD')} TD), {len(quotes)} BlockQuote; frames: {len(table_items)} table fragments, "
          f"{len(quote_items)} quotes (pull quotes, sidebars, callouts, feet)")
    assert len(tables) == len(table_items), f"{len(tables)} Table tags for the frames' {len(table_items)} table fragments"
    assert len(quotes) == len(quote_items), f"{len(quotes)} BlockQuote tags for the frames' {len(quote_items)} quotes"
    assert all(page is not None for page, _ in tables + quotes), "a Table or BlockQuote tag marks no content"

    for item in table_items:
        page = pdf_page(item["article"], item["page"])
        here = [e for p, e in tables if p == page]
        on_page = [i for i in table_items if pdf_page(i["article"], i["page"]) == page]
        if len(here) != len(on_page):
            failures.append(f"{describe(item)}: PDF page {page + 1} has {len(here)} Table tags, the frames {len(on_page)} tables")
            continue
        table = here[on_page.index(item)]
        rows = tags.children(table, "/TR")
        header = [norm(tags.text(th)) for th in tags.children(rows[0], "/TH")] if rows else []
        cells = [[norm(tags.text(td)) for td in tags.children(row, "/TD")] for row in rows[1:]]
        if header != item["header"] or cells != item["rows"]:
            failures.append(f"{describe(item)}: its Table tag on PDF page {page + 1} has the header {header} and "
                            f"{len(cells)} rows {cells[:2]}…, the frames {item['header']} and {len(item['rows'])} rows")
    for parts in quote_items.values():
        item = parts[0]
        page = pdf_page(item["article"], item["page"])
        here = [e for p, e in quotes if p == page]
        on_page = [v[0] for v in quote_items.values() if pdf_page(v[0]["article"], v[0]["page"]) == page]
        if len(here) != len(on_page):
            failures.append(f"{describe(item)}: PDF page {page + 1} has {len(here)} BlockQuote tags, the frames {len(on_page)} quotes")
            continue
        tagged = norm(tags.text(here[on_page.index(item)]))
        for part in parts:
            for paragraph in part["paragraphs"]:
                if paragraph not in tagged:
                    failures.append(f"{describe(part)}: its BlockQuote tag on PDF page {page + 1} lacks “{short(paragraph)}” "
                                    f"(it holds “{short(tagged, 60)}”)")
    assert not failures, "\n".join(failures)


# --- The carousel -----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def chromium():
    """One Chromium for the module; each use sets its viewport."""
    driver = make_browser(390, 844)
    yield driver
    driver.quit()


def reusing(driver):
    """A `browser` factory (conftest's) that hands out the one Chromium at the size asked for."""
    def factory(width=390, height=844):
        driver.get("about:blank")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        return driver
    return factory


# The current page's pull quotes, sidebars, callouts, notes at its feet and tables, and its calls
# (the numbers of the `sup`s in its text) and its text outside the feet.
ON_PAGE = """
const page = document.querySelector('.page.current'), text = (e) => e.textContent;
const body = page.cloneNode(true);
body.querySelectorAll('.foot').forEach((f) => f.remove());
return {
  pullQuote: [...page.querySelectorAll('blockquote.pullQuote')].map(text),
  sidebar: [...page.querySelectorAll('blockquote.sidebar')].map(text),
  callout: [...page.querySelectorAll('blockquote[data-callout]')].map((q) => [q.dataset.callout, q.textContent]),
  footnote: [...page.querySelectorAll('.foot blockquote.footnotes > p')].map(text),
  tables: [...page.querySelectorAll('table')].map((t) => ({
    header: t.tHead ? [...t.tHead.rows[0].cells].map(text) : [],
    rows: [...t.tBodies].flatMap((b) => [...b.rows]).map((r) => [...r.cells].map(text))})),
  calls: [...page.querySelectorAll('.col sup')].filter((s) => !s.closest('.foot')).map(text),
  body: body.textContent,
};
"""


@pytest.mark.parametrize("name", ["phone", "laptop"])
def test_the_carousel_shows_each_element_on_its_frame_page(chromium, magazine, artifacts, name):
    driver, shown = open_with_lines_agreeing(reusing(chromium), magazine.html, artifacts, name, "magazine")
    assert list(WINDOWS[name]) == driver.execute_script("return [innerWidth, innerHeight]")
    elements = magazine.elements[name]
    articles = magazine.issue["articles"]
    counts = [entry["pages"] for entry in shown["navigation"]["articles"]]
    assert counts == [entry["pageCounts"][name] for entry in articles], "the carousel's pages are the bundle's"

    failures, shown_on = [], []
    for index, entry in enumerate(articles):
        for page in range(counts[index]):
            where = f"{entry['id']} page {page + 1}"
            reached = open_page(driver, entry["id"], page + 1)
            assert reached == [index, page], f"{where}: the deep link reached {reached}"
            seen = driver.execute_script(ON_PAGE)
            items = [i for i in elements["items"] if (i["article"], i["page"]) == (index, page)]
            for kind in ("pullQuote", "sidebar", "footnote"):
                expected = ["".join(i["paragraphs"]) for i in items if i["kind"] == kind]
                drawn = [norm(t) for t in seen[kind]]
                if drawn != expected:
                    failures.append(f"{where}: {kind}s drawn {[short(t) for t in drawn]}, the frames' {[short(t) for t in expected]}")
            expected = [(i["callout"], "".join(i["paragraphs"])) for i in items if i["kind"] == "callout"]
            drawn = [(kind, norm(t)) for kind, t in seen["callout"]]
            if drawn != expected:
                failures.append(f"{where}: callouts drawn {[(k, short(t)) for k, t in drawn]}, "
                                f"the frames' {[(k, short(t)) for k, t in expected]}")
            expected = [(i["header"], i["rows"]) for i in items if i["kind"] == "table"]
            drawn = [([norm(c) for c in t["header"]], [[norm(c) for c in row] for row in t["rows"]]) for t in seen["tables"]]
            if drawn != expected:
                failures.append(f"{where}: tables drawn {[(h, len(r)) for h, r in drawn]}, the frames' {[(h, len(r)) for h, r in expected]}")
            calls = [c for c in elements["calls"] if (c["article"], c["page"]) == (index, page)]
            if [norm(t) for t in seen["calls"]] != [str(c["note"]) for c in calls]:
                failures.append(f"{where}: calls drawn {seen['calls']}, the frames' {[c['note'] for c in calls]}")
            body = norm(seen["body"])
            failures += [f"{where}: the line of the call of note {c['note']} (“{c['label']}”) is not in the page's text"
                         for c in calls if c["line"] not in body]
            shown_on += [f"{i['kind']}:{entry['id']}:{page + 1}" for i in items]
    print(f"carousel {name}: {len(shown_on)} elements on their frame pages ({len(elements['calls'])} calls); "
          + pages_by_kind(elements))
    assert not failures, "\n".join(failures)


# --- Footnotes at every geometry ---------------------------------------------------------------------------


def test_each_footnote_is_on_the_page_of_its_call_at_every_geometry(magazine):
    failures, report = [], []
    for name in GEOMETRIES:
        elements = magazine.elements[name]
        placed = []
        for index, entry in enumerate(magazine.issue["articles"]):
            notes = {}
            for item in elements["items"]:
                if item["kind"] == "footnote" and item["article"] == index:
                    notes.setdefault(item["note"], []).append(item["page"])
            calls = {}
            for call in elements["calls"]:
                if call["article"] == index:
                    calls.setdefault(call["note"], call["page"])
            if not notes and not calls:
                continue
            assert sorted(notes) == sorted(calls) == list(range(1, len(calls) + 1)), \
                f"{name}, {entry['id']}: notes {sorted(notes)}, calls {sorted(calls)}"
            for note, pages in sorted(notes.items()):
                if pages[0] != calls[note] or pages != list(range(pages[0], pages[0] + len(pages))):
                    failures.append(f"{name}, {entry['id']}: note {note} is at the foot of page(s) "
                                    f"{[p + 1 for p in pages]}, its call on page {calls[note] + 1}")
                placed.append(f"{entry['id']} {note}→{'+'.join(str(p + 1) for p in pages)}")
        report.append(f"{name}: {len(placed)} notes ({', '.join(placed)})")
    print("\n".join(report))
    assert not failures, "\n".join(failures)


# --- The terminal ------------------------------------------------------------------------------------------

FRAME_CHARACTERS = str.maketrans("", "", "▲▼◀▶│┌┐└┘─━")


def terminal_screen(keys):
    """`folio preview --keys KEYS --dump` at 80×24: (the screen's rows, the state)."""
    columns, rows = TERMINAL
    run = subprocess.run([str(folio_executable()), "preview", str(MAGAZINE), "--keys", " ".join(keys), "--dump",
                          "--columns", str(columns), "--rows", str(rows)], capture_output=True, text=True, check=True, timeout=60)
    lines = run.stdout.rstrip("\n").split("\n")
    assert lines[-1].startswith("{"), f"no state after the screen: {run.stdout[-300:]}"
    screen = lines[:-1]
    assert len(screen) == rows, f"{len(screen)} rows dumped for a {columns}×{rows} terminal"
    return screen, json.loads(lines[-1])


def terminal_pages(magazine):
    """Every article's pages as the terminal shows them: {article index: [page text, normalised]}."""
    articles = magazine.issue["articles"]

    def page_count(index):
        screen, state = terminal_screen(["right"] * index)
        assert state["at"] == [index, 0], f"→ ×{index} from the cover reached {state['at']}"
        found = re.search(r"page 1/(\d+)", screen[-1])
        assert found, f"no page count on the status line: {screen[-1]!r}"
        return int(found.group(1))

    def page_text(index, page):
        screen, state = terminal_screen(["right"] * index + ["down"] * page)
        assert state["at"] == [index, page], f"the keys for {articles[index]['id']} page {page + 1} reached {state['at']}"
        rtl = articles[index]["dir"] == "rtl"
        return norm("\n".join(logical(row.translate(FRAME_CHARACTERS), rtl) for row in screen[:-1]))

    indices = [i for i, entry in enumerate(articles) if entry["kind"] != "cover"]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        counts = dict(zip(indices, pool.map(page_count, indices)))
        wanted = [(i, p) for i in indices for p in range(counts[i])]
        texts = list(pool.map(lambda at: page_text(*at), wanted))
    pages = {}
    for (index, _), text in zip(wanted, texts):
        pages.setdefault(index, []).append(text)
    return pages


def test_the_terminal_shows_the_elements_in_the_same_order_and_the_notes_at_the_end(magazine):
    elements = magazine.elements["phone"]
    pages = terminal_pages(magazine)
    failures, report = [], []
    for index, entry in enumerate(magazine.issue["articles"]):
        if index not in pages:
            continue
        text = "".join(pages[index])
        ends = [sum(len(t) for t in pages[index][:n + 1]) for n in range(len(pages[index]))]

        def page_at(position):
            return bisect.bisect_right(ends, position) + 1

        # Each element once, whole (a quote's every paragraph; a table's header, then its rows' first
        # cells), in the frames' order.
        merged = {}
        for item in elements["items"]:
            if item["article"] == index and item["kind"] != "footnote":
                merged.setdefault((item["kind"], item["block"]), []).append(item)
        position, placed = 0, []
        for (kind, _), fragments in merged.items():
            if kind == "table":
                probes = ["".join(fragments[0]["header"])] + [cell for f in fragments for cell in f["first_cells"]]
            else:
                probes = ["".join(p for f in fragments for p in f["paragraphs"])]
            start = None
            for probe in probes:
                found = text.find(probe, position)
                if found < 0:
                    anywhere = text.find(probe)
                    failures.append(f"{describe(fragments[0])}: “{short(probe)}” is not in the terminal's pages after "
                                    f"the element before it (terminal page {page_at(position)}); "
                                    + (f"it is on page {page_at(anywhere)}" if anywhere >= 0 else "it is nowhere"))
                    break
                start = found if start is None else start
                position = found + len(probe)
            else:
                placed.append(f"{describe(fragments[0]).split(': ', 1)[1]} on {page_at(start)}")
        last_element = position

        # The calls in order, then the notes, in order, after everything else: endnotes.
        position = 0
        for call in [c for c in elements["calls"] if c["article"] == index]:
            found = text.find(call["line"], position)
            if found < 0:
                failures.append(f"{entry['id']}: the call of note {call['note']} (“{call['label']}”) is not in the terminal's "
                                f"pages after the call before it")
                continue
            position = found + len(call["line"])
        position = max(position, last_element)
        notes = {}
        for item in elements["items"]:
            if item["article"] == index and item["kind"] == "footnote":
                notes[item["note"]] = notes.get(item["note"], "") + item["paragraphs"][0]
        for note, probe in sorted(notes.items()):
            found = text.find(probe, position)
            if found < 0:
                anywhere = text.find(probe)
                failures.append(f"{entry['id']}: note {note} is not an endnote: not after its article's calls, elements and "
                                f"notes before it ({'at terminal page ' + str(page_at(anywhere)) if anywhere >= 0 else 'nowhere'})")
                continue
            placed.append(f"note {note} on {page_at(found)}")
            position = found + len(probe)
        if notes and position <= len(text) and page_at(position - 1) != len(pages[index]):
            failures.append(f"{entry['id']}: the last note ends on terminal page {page_at(position - 1)} of {len(pages[index])}")
        report.append(f"{entry['id']} ({len(pages[index])} terminal pages): " + ", ".join(placed))
    print(f"terminal {TERMINAL[0]}×{TERMINAL[1]}:\n" + "\n".join(report))
    assert report and not failures, "\n".join(failures)


# --- Across the columns --------------------------------------------------------------------------------------

# The current page's blocks set across its columns: each one's kind, its box against the text box (page
# pixels), a photo's drawn size, and the top of each column's first element (screen pixels).
ACROSS_ON_PAGE = """
const page = document.querySelector('.page.current'), box = page.getBoundingClientRect();
const scale = box.width / page.offsetWidth, margin = parseFloat(getComputedStyle(page).paddingLeft);
const across = page.querySelector(':scope > .across');
const r = across && across.getBoundingClientRect();
return {
  blocks: across ? [...across.children].map((c) => {
    const img = c.querySelector('img'), i = img && img.getBoundingClientRect();
    return { kind: c.tagName.toLowerCase() + (c.className ? '.' + c.className : ''),
             photo: img && { width: i.width / scale, height: i.height / scale } };
  }) : [],
  left: r && (r.left - box.left) / scale - margin, right: r && (box.right - r.right) / scale - margin,
  top: r && (r.top - box.top) / scale - margin, bottom: r && r.bottom,
  firsts: [...page.querySelectorAll(':scope > .col')].map((c) => { const f = [...c.children].find((e) => e.getClientRects().length); return f ? f.getBoundingClientRect().top : null; }),
};
"""


@pytest.mark.parametrize("name", ["laptop", "desktop"])
def test_the_wide_photo_and_the_pull_quote_go_across_the_columns(chromium, magazine, name):
    """The Blue Hour's boats photo (`{: .wide}`) and its pull quote, at a geometry of two columns: the
    JSON page maps set each across the columns of one page (`across`), the frames draw the photo as
    wide as they say (its `rect`), and the carousel draws both in `.across` at the text box's top,
    across its width, the photo at the frames' size, the columns' first lines below them."""
    index = next(i for i, e in enumerate(magazine.issue["articles"]) if e["id"] == "the-blue-hour")
    file = magazine.files[index]
    wide = [i for i, b in enumerate(file["blocks"]) if b["type"] == "photo" and b.get("wide")]
    pulls = [i for i, b in enumerate(file["blocks"]) if b["type"] == "quote" and b.get("role", "").lower() in ("pquote", "pullquote")]
    assert len(wide) == 1 and "boats-at-dusk" in file["blocks"][wide[0]]["path"] and len(pulls) == 1, (wide, pulls)
    page_map = next(m for m in file["pageMaps"] if m["geometry"] == name)
    across = {region["start"]["block"]: number for number, page in enumerate(page_map["pages"])
              for region in page.get("across", [])}
    assert set(across) == {wide[0], pulls[0]}, f"{name}: blocks across the columns {across}"
    frame = page_map["frames"][across[wide[0]]]
    figure = next(b for b in frame["blocks"] if b["role"] == "figure" and "boats-at-dusk" in b["photo"]["path"])
    frame_width, frame_height = figure["photo"]["rect"][2:]
    geometry = next(g for g in magazine.issue["geometries"] if g["name"] == name)
    column = (geometry["width"] - 2 * geometry["margin"] - 2 * geometry["fontSize"]) / 2
    assert frame_width > column + 1, f"{name}: the frames draw the photo {frame_width} px wide, no wider than a column"

    driver = reusing(chromium)(*WINDOWS[name])
    driver.get((magazine.html / "index.html").as_uri())
    for block, number in sorted(across.items()):
        reached = open_page(driver, "the-blue-hour", number + 1)
        assert reached == [index, number], reached
        seen = driver.execute_script(ACROSS_ON_PAGE)
        where = f"{name}, the-blue-hour page {number + 1}"
        assert len(seen["blocks"]) == 1, f"{where}: across the columns {seen['blocks']}"
        assert abs(seen["left"]) < 1 and abs(seen["right"]) < 1 and abs(seen["top"]) < 1, f"{where}: not across the text box's top: {seen}"
        assert all(top is None or top >= seen["bottom"] - 1 for top in seen["firsts"]), f"{where}: a column starts above it: {seen}"
        drawn = seen["blocks"][0]
        if block == wide[0]:
            assert drawn["kind"] == "figure" and drawn["photo"], f"{where}: {drawn}"
            assert abs(drawn["photo"]["width"] - frame_width) < 1.5 and abs(drawn["photo"]["height"] - frame_height) < 1.5, (
                f"{where}: the photo is drawn {drawn['photo']}, the frames' {frame_width} × {frame_height}")
        else:
            assert drawn["kind"] == "blockquote.pullQuote", f"{where}: {drawn}"
