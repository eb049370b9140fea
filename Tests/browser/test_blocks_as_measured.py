"""The browser draws each block where the paginator measured it: tight and loose lists (a loose
list's items and their paragraphs set apart, a tight one's not), a loose list without
paragraphs, nested lists, code blocks beside list markers, empty headings and quotes, code with trailing blank lines,
pull quotes (large type between rules) and a sidebar (a ruled box). The
paginator's measures come from the JSON bundle's page maps of the same content."""
import json
import subprocess

from conftest import build_bundle, folio_executable, issue_data, open_issue

# Each article's top-level blocks, as Markdown; an article is these joined by blank lines.
ARTICLES = {
    "lists": ("Lists", [
        "Before the lists.",
        "- tight one\n- tight two\n  - nested\n  - nested again\n- tight three",
        "1. loose one\n\n2. loose two\n\n   with a second paragraph\n   - and a nested tight list\n   - of two\n\n"
        "3. loose three",
    ]),
    "empties": ("Empties", [
        "- - loose, no paragraph\n\n- - so drawn tight",
        "1. ```\n   code first\n   ```\n2. ```\n   code beside a marker\n   ```",
        "##",
        ">",
        "```\ncode with blank lines\n\n\n```",
        "After the lists.",
    ]),
    "boxes": ("Boxes", [
        "Before the boxes.",
        "> [!PULLQUOTE]\n> What the map leaves out is what the walk is for: the turn of a path.",
        "Between them.",
        "> [!SIDEBAR] How to read a contour\n> Contour lines join points of equal height.\n>\n"
        "> Where they crowd, the ground is steep; where they spread, it is gentle.",
        "<aside class=\"pquote\">Every stone on the shore was once a mountain.</aside>",
        "After the boxes.",
    ]),
}


def markdown(title, blocks):
    return f"---\ntitle: {title}\n---\n" + "\n\n".join(blocks) + "\n"


MEASURE = """
const page = document.querySelector('.page.current');
const box = page.getBoundingClientRect();
const scale = box.width / page.offsetWidth;
const top = box.top + parseFloat(getComputedStyle(page).paddingTop) * scale;
return [...page.querySelectorAll(':scope > .col > *')].filter(e => e.tagName !== 'HEADER').map(e => {
  const r = e.getBoundingClientRect();
  return [e.tagName.toLowerCase(), (r.top - top) / scale, r.height / scale];
});
"""


def test_blocks_sit_where_the_paginator_put_them(browser, tmp_path):
    """The JSON bundle's page map gives each page's fill and title height, not each block's
    place: so the paginator's measure of where block k ends comes from an article of the first
    k blocks alone (a block's place never depends on what follows it on a page)."""
    content, prefixes = tmp_path / "content", tmp_path / "prefixes"
    content.mkdir()
    prefixes.mkdir()
    for folder in (content, prefixes):  # no cover: the strip is the articles measured
        (folder / "issue.yaml").write_text("title: Blocks\ncover: false\n")
    for article_id, (title, blocks) in ARTICLES.items():
        (content / f"{article_id}.md").write_text(markdown(title, blocks))
        for count in range(1, len(blocks) + 1):
            (prefixes / f"{article_id}-{count}.md").write_text(markdown(title, blocks[:count]))
    subprocess.run([str(folio_executable()), "build", str(prefixes), "--sink", "json", "--out", str(tmp_path / "json"),
                    "--cache", str(tmp_path / "cache-json")], check=True, capture_output=True, text=True)
    bundle = tmp_path / "json"
    issue = json.loads((bundle / "issue.json").read_text())
    geometry = issue["geometries"][0]
    text_height = geometry["height"] - 2 * geometry["margin"]
    measured = {}  # article id -> (title height, [bottom of block k])
    for entry in issue["articles"]:
        page_map = json.loads((bundle / entry["file"]).read_text())["pageMaps"][0]
        assert page_map["geometry"] == geometry["name"]
        assert len(page_map["pages"]) == 1, f"{entry['id']} should fit on one page"
        page = page_map["pages"][0]
        article_id, count = entry["id"].rsplit("-", 1)
        title_height, bottoms = measured.setdefault(article_id, (page["titleHeight"], {}))
        assert page["titleHeight"] == title_height
        bottoms[int(count)] = page["fill"] * text_height

    driver = browser(390, 844)
    open_issue(driver, build_bundle(content, tmp_path / "html", tmp_path / "cache-html"))
    expected_tags = {"lists": ["p", "ul", "ol"], "empties": ["ul", "ol", "h2", "blockquote", "pre", "p"],
                     "boxes": ["p", "blockquote", "p", "blockquote", "blockquote", "p"]}
    problems = []
    for article_id, (title_height, bottoms) in sorted(measured.items()):
        drawn = open_first_page(driver, article_id)
        assert [tag for tag, _, _ in drawn] == expected_tags[article_id]
        if abs(drawn[0][1] - title_height) > 1.5:
            problems.append(f"{article_id}: the first block starts at {drawn[0][1]:.1f}px, measured at {title_height:.1f}px")
        for count, (tag, top, height) in enumerate(drawn, start=1):
            # fill is written to three decimals: ±0.0005 of the text height.
            if abs(top + height - bottoms[count]) > 1.5:
                problems.append(f"{article_id}: {tag} (block {count}) ends at {top + height:.1f}px, "
                                f"measured at {bottoms[count]:.1f}px")
    assert not problems, "\n".join(problems)


def open_first_page(driver, article_id):
    """Opens the article's first page by its deep link and measures its blocks."""
    driver.execute_script("location.hash = arguments[0]", f"#/{article_id}/1")
    index = [a["id"] for a in issue_data(driver)["articles"]].index(article_id)
    reached = driver.execute_async_script("""
        const [article, done] = arguments, until = Date.now() + 3000;
        const wait = () => { const s = window.folio.state();
          if (s.at[0] === article && s.at[1] === 0 && window.folio.loaded()) done(true);
          else if (Date.now() > until) done(false); else setTimeout(wait, 10); };
        wait();""", index)
    assert reached, f"could not open {article_id} by its deep link"
    return driver.execute_script(MEASURE)
