"""The PDF sink's document structure, read back with pypdf (docs/pdf.md, "What the document holds"),
on a small issue written here: a cover with two cover lines, three articles (one of several pages
with a link to another article, a web link and two heading levels; one with a photo, its alt text
and caption; one with a mailto: link), `pages:` a4.

- every link is followed: a cover line's and a contents entry's link go (through the named
  destination) to the first page of their article, the page whose text starts with its title; the
  link's rectangle lies over the words it links; a link in the text to `#/short-stop` goes there;
  web and mail links are URI actions with their address;
- the contents page lists every article but the cover, each with its first page's label;
- every article page has the running foot: the issue's title and the page's label, the last line
  of its text; but the cover, whose photo runs to the page's edges;
- `pdf.per-article=true` writes articles/ID.pdf for each article: its pages are the issue's pages
  of that article (same text but the foot's number, which counts from 1), its title the article's
  and the issue's;
- the document is tagged: /MarkInfo /Marked true, a StructTreeRoot whose elements are the title
  H1, headings one level below their Markdown level, paragraphs P, the photo a Figure with its
  alt text, its caption a Caption, a list L of LI, each with its marker Lbl and its text in
  LBody, a quote BlockQuote (nested as the frames' containers say);
- two cold builds (their own output and cache folders, separate processes) write the same bytes.
"""
import re
import subprocess

import pytest
from pypdf import PdfReader

from conftest import folio_executable

TITLE = "Foot Notes Quarterly"
ALT = "Rows of paper cups seen from above"
PARAGRAPH = " ".join(["Walking slowly along the old canal path gives the eye time to settle on small things."] * 6)
ARTICLES = {
    "long-walk": ("The Long Walk",
                  "## Setting Out\n\n" + "\n\n".join([PARAGRAPH] * 6)
                  + "\n\n### A Small Turn\n\nRead [the short stop](#/short-stop) next, or "
                  "[the canal trust](https://example.org/canal?x=1).\n\n" + "\n\n".join([PARAGRAPH] * 10)),
    "short-stop": ("A Short Stop",
                   f"A paragraph before the photo.\n\n![{ALT}](../photos/cups.jpg \"Cups in rows.\")\n\n"
                   "## After the Photo\n\n" + PARAGRAPH),
    "third-view": ("Third View", PARAGRAPH + "\n\nWrite to [the editor](mailto:editor@example.org).\n\n"
                   "- The first point.\n- The second point, with\n\n  a second paragraph.\n\n"
                   "> A quoted line.\n>\n> - and a list in the quote."),
}
ISSUE_YAML = f"""title: {TITLE}
date: 2026-11-21
pages:
  a4: {{}}
cover:
  lines: [long-walk, short-stop]
order: [long-walk, short-stop, third-view]
"""
ROOT_PHOTO = "Content/photos/paper-cups.jpg"


def build(folder, out, cache):
    subprocess.run([str(folio_executable()), "build", str(folder), "--sink", "pdf", "--option", "pdf.per-article=true",
                    "--out", str(out), "--cache", str(cache)], check=True, capture_output=True, text=True)


@pytest.fixture(scope="module")
def issue(tmp_path_factory):
    from conftest import ROOT
    base = tmp_path_factory.mktemp("pdf-structure")
    folder = base / "content"
    (folder / "articles").mkdir(parents=True)
    (folder / "photos").mkdir()
    (folder / "photos" / "cups.jpg").write_bytes((ROOT / ROOT_PHOTO).read_bytes())
    (folder / "issue.yaml").write_text(ISSUE_YAML)
    for article, (title, body) in ARTICLES.items():
        (folder / "articles" / f"{article}.md").write_text(f"---\ntitle: {title}\n---\n\n{body}\n")
    build(folder, base / "out", base / "cache")
    return {"folder": folder, "base": base, "out": base / "out", "reader": PdfReader(base / "out" / "issue.pdf")}


def texts(reader):
    return [page.extract_text() for page in reader.pages]


def destination_page(reader, annotation):
    """The page index a link annotation goes to: through its /Dest (a named destination or an
    explicit one) or a GoTo action's /D."""
    destination = annotation.get("/Dest")
    if destination is None and annotation.get("/A", {}).get("/S") == "/GoTo":
        destination = annotation["/A"]["/D"]
    assert destination is not None, f"link without a destination: {annotation}"
    if isinstance(destination, str):
        named = reader.named_destinations
        assert destination in named, f"{destination!r} is not among the named destinations {sorted(named)}"
        return reader.get_destination_page_number(named[destination])
    return reader.get_page_number(destination[0].get_object() if hasattr(destination[0], "get_object")
                                  else destination[0])


def links(reader, index):
    return [a.get_object() for a in reader.pages[index].get("/Annots") or [] if a.get_object()["/Subtype"] == "/Link"]


def words_in(page, rect):
    """The text runs pypdf reads with their origin inside `rect` (a few points of slack)."""
    left, bottom, right, top = (float(v) for v in rect)
    found = []

    def visit(text, cm, tm, font, size):
        x, y = tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]
        if left - 1 <= x <= right + 1 and bottom - 3 <= y <= top + 1:
            found.append(text)
    page.extract_text(visitor_text=visit)
    return "".join(found).strip()


def first_pages(reader):
    """Each article's first page index: the page whose text starts with its title (the cover's
    masthead is the issue's title; article pages come after the contents)."""
    pages = texts(reader)
    found = {}
    for article, (title, _) in ARTICLES.items():
        starts = [i for i, text in enumerate(pages) if text.startswith(title) and i > 1]
        assert len(starts) == 1, f"{title}: pages starting with it {starts}"
        found[article] = starts[0]
    return found


def test_cover_lines_and_contents_link_to_the_articles_first_pages(issue):
    reader = issue["reader"]
    pages, first = texts(reader), first_pages(reader)
    labels = reader.page_labels
    assert labels[0] == "1" and pages[0].startswith(TITLE), "the cover first"
    cover_links = links(reader, 0)
    assert [destination_page(reader, a) for a in cover_links] == [first["long-walk"], first["short-stop"]]
    assert [words_in(reader.pages[0], a["/Rect"]).lstrip("• ") for a in cover_links] == ["The Long Walk", "A Short Stop"]
    contents = [i for i, label in enumerate(labels) if not label.isdigit()]
    assert contents == [1] and pages[1].startswith("Contents")
    entries = [line for line in pages[1].splitlines()[1:] if line.strip()]
    expected = [f"{title} {labels[first[a]]}" for a, (title, _) in ARTICLES.items()]
    assert entries == expected
    contents_links = links(reader, 1)
    assert [destination_page(reader, a) for a in contents_links] == [first[a] for a in ARTICLES]
    for annotation, (title, _) in zip(contents_links, ARTICLES.values()):
        assert words_in(reader.pages[1], annotation["/Rect"]).startswith(title)


def test_links_in_the_text_go_to_their_article_or_open_their_address(issue):
    reader = issue["reader"]
    first = first_pages(reader)
    internal, external = [], []
    for index in range(first["long-walk"], len(reader.pages)):
        for annotation in links(reader, index):
            action = annotation.get("/A")
            if action is not None and action.get("/S") == "/URI":
                external.append((index, str(action["/URI"]), words_in(reader.pages[index], annotation["/Rect"])))
            else:
                internal.append((index, destination_page(reader, annotation),
                                 words_in(reader.pages[index], annotation["/Rect"])))
    long_walk = range(first["long-walk"], first["short-stop"])
    # pypdf hands over the text a drawing operation shows: the run that starts in the rectangle.
    assert [(i in long_walk, to, words.startswith("the short stop")) for i, to, words in internal] == [
        (True, first["short-stop"], True)], internal
    assert [(address, words.split()[:3]) for _, address, words in external] == [
        ("https://example.org/canal?x=1", ["the", "canal", "trust."]), ("mailto:editor@example.org", ["the", "editor."])]
    assert external[0][0] in long_walk and external[1][0] == first["third-view"]


def test_every_article_page_but_a_photo_cover_has_the_running_foot(issue):
    reader = issue["reader"]
    labels, pages = reader.page_labels, texts(reader)
    article_pages = [i for i, label in enumerate(labels) if label.isdigit()]
    assert len(article_pages) == 1 + 3 + 1 + 1, labels  # the cover, three pages, one, one
    # The cover's photo runs to the page's edges (cover: layout: full, the default): no foot over it.
    cover = article_pages[0]
    assert not pages[cover].splitlines()[-1].startswith(TITLE + " "), f"the cover: {pages[cover][-80:]!r}"
    for index in article_pages[1:]:
        assert pages[index].splitlines()[-1] == f"{TITLE} {labels[index]}", f"page {index + 1}: {pages[index][-80:]!r}"
    # The labels count the article pages from 1 in order.
    assert [labels[i] for i in article_pages] == [str(n) for n in range(1, len(article_pages) + 1)]


def test_per_article_pdfs_hold_each_articles_pages(issue):
    reader = issue["reader"]
    pages, first = texts(reader), first_pages(reader)
    ends = sorted(first.values()) + [len(pages)]
    written = sorted(p.name for p in (issue["out"] / "articles").iterdir())
    assert written == sorted(f"{a}.pdf" for a in ["cover", *ARTICLES])
    foot = re.compile(rf"\n{re.escape(TITLE)} \d+$")
    for article, (title, _) in ARTICLES.items():
        start = first[article]
        own = PdfReader(issue["out"] / "articles" / f"{article}.pdf")
        expected = pages[start:ends[ends.index(start) + 1]]
        got = texts(own)
        assert len(got) == len(expected), f"{article}: {len(got)} pages, {len(expected)} in issue.pdf"
        for number, (mine, theirs) in enumerate(zip(got, expected), start=1):
            assert mine.endswith(f"\n{TITLE} {number}"), mine[-60:]
            assert foot.sub("", mine) == foot.sub("", theirs)
        assert own.metadata.title == f"{title} · {TITLE}"
        assert own.page_labels == [str(n) for n in range(1, len(got) + 1)]


def structure(reader):
    """The structure tree's elements in document order: (type, element)."""
    root = reader.trailer["/Root"]
    assert "/StructTreeRoot" in root, "no StructTreeRoot: the PDF is not tagged"
    out = []

    def walk(node):
        node = node.get_object()
        if hasattr(node, "keys"):
            if "/S" in node:
                out.append((str(node["/S"]), node))
            kids = node.get("/K")
            if kids is not None:
                for kid in kids if isinstance(kids, list) else [kids]:
                    walk(kid)
        elif isinstance(node, list):
            for kid in node:
                walk(kid)
    walk(root["/StructTreeRoot"])
    return out


def children(element):
    """An element's child elements (marked content and annotations left out): (type, element)."""
    kids = element.get("/K")
    kids = kids if isinstance(kids, list) else [kids] if kids is not None else []
    out = []
    for kid in kids:
        kid = kid.get_object() if hasattr(kid, "get_object") else kid
        if hasattr(kid, "keys") and "/S" in kid:
            out.append((str(kid["/S"]), kid))
    return out


def test_the_pdf_is_tagged(issue):
    reader = issue["reader"]
    root = reader.trailer["/Root"]
    assert root["/MarkInfo"]["/Marked"] is True or str(root["/MarkInfo"]["/Marked"]) == "True"
    elements = structure(reader)
    types = [kind for kind, _ in elements]
    # The titles: the cover's masthead, "Contents" and one per article.
    assert types.count("/H1") == 2 + len(ARTICLES), types
    # "## Setting Out", "## After the Photo" are H3; "### A Small Turn" is H4.
    assert types.count("/H3") == 2 and types.count("/H4") == 1, types
    assert not {"/H2", "/H5", "/H6"} & set(types), types
    # Every paragraph of the articles: 16 + 1 (long walk, the link's included), 2 (short stop), 2.
    assert types.count("/P") >= 16 + 1 + 2 + 2, types
    figures = [element for kind, element in elements if kind == "/Figure"]
    # The cover's photo (the issue's first) and the article's: both with the alt text.
    assert figures and all(str(f.get("/Alt")) == ALT for f in figures), [f.get("/Alt") for f in figures]
    article_figure = types.index("/Figure", types.index("/H3"))
    assert types[article_figure + 1] == "/Caption", types
    # The headings are on their pages: each H1 after the contents' on its article's first page.
    first = first_pages(reader)
    h1_pages = [reader.get_page_number(element["/Pg"].get_object()) for kind, element in elements
                if kind == "/H1" and "/Pg" in element]
    assert [p for p in h1_pages if p > 1] == sorted(first.values()), h1_pages
    # Lists and quotes nest as the frame's containers say: L > LI > (Lbl, LBody > P), BlockQuote > P.
    lists = [element for kind, element in elements if kind == "/L"]
    assert len(lists) >= 3, types  # the cover's lines, the article's list, the list in the quote
    for element in lists:
        items = children(element)
        assert items and all(kind == "/LI" for kind, _ in items), [kind for kind, _ in items]
        for _, item in items:
            parts = [kind for kind, _ in children(item)]
            assert parts in (["/Lbl", "/LBody"], ["/LBody"]), parts
            body = children(children(item)[-1][1])
            assert body and {kind for kind, _ in body} <= {"/P", "/L", "/Link"}, [kind for kind, _ in body]
    quotes = [element for kind, element in elements if kind == "/BlockQuote"]
    assert len(quotes) == 1 and [kind for kind, _ in children(quotes[0])] == ["/P", "/L"], types
    links_tagged = types.count("/Link")
    assert links_tagged >= 2 + 3 + 3, types  # cover lines, contents entries, links in the text


def test_two_cold_builds_are_byte_identical(issue, tmp_path):
    outputs = []
    for name in ["first", "second"]:
        build(issue["folder"], tmp_path / name / "out", tmp_path / name / "cache")
        outputs.append(tmp_path / name / "out")
    files = [sorted(p.relative_to(o) for p in o.rglob("*.pdf")) for o in outputs]
    assert files[0] == files[1] and len(files[0]) == 5, files
    differ = [str(p) for p in files[0] if (outputs[0] / p).read_bytes() != (outputs[1] / p).read_bytes()]
    assert not differ, f"differ between two cold builds: {differ}"
