"""GitHub tables in the carousel, as the paginator laid them out: an issue of tables (a long one
that runs over several pages, one with aligned columns and wrapping cells, one in Japanese) in
Chromium at a window size that picks each geometry of the standard set.

- the lines the browser draws in every cell are the paginator's (at least 99 % agreeing, read by
  test_lines_agree's walk), and no line is wider than its column;
- each table on a page has the paginator's column widths (the page map's `tables`);
- every page a table goes on to starts with its header row again, and the body rows of the long
  table are all there, each once, in order, across its pages."""
import json

import pytest

from conftest import build_articles
from pages_on_screen import open_page
from test_lines_agree import WINDOWS, open_with_lines_agreeing

LONG_ROWS = 45
ARTICLES = {
    "long.md": "---\ntitle: A long table\n---\n\nThe crew list.\n\n| Name | Role | Years aboard |\n| --- | --- | --: |\n"
    + "".join(f"| Sailor {n} | {'Deckhand' if n % 3 else 'Navigator and keeper of the charts'} | {n % 7 + 1} |\n"
              for n in range(1, LONG_ROWS + 1))
    + "\nAfter the table.\n",
    "aligned.md": """---
title: Planets
---

| Planet | Moons | Distance (AU) | Notes |
| :--- | :-: | --: | --- |
| Mercury | 0 | 0.39 | Closest to the **Sun**, with a year of 88 days |
| Venus | 0 | 0.72 | Hottest; `a\\|b` stands for its pipes |
| Earth | 1 | 1.00 | Home, with [a link](https://example.com) and ~~old~~ text |
| Jupiter | 95 | 5.20 | A gas giant with a long note that wraps onto more than one line in most columns |
""",
    "wide.md": """---
title: Too wide for a phone
---

Seven columns of long words cannot stand side by side on a phone: there each row is a card.

| Component | Responsibility | Dependencies | Configuration | Maintainers | Documentation | Availability |
| --- | --- | --- | --- | --- | --- | --- |
| Paginator | Flows articles into pages | Measure, Typography | Geometries | Layout team | Architecture | Everywhere |
| Frames | Places every line and rule | Paginator, HarfBuzz | Theme | Layout team | Frames guide | Everywhere |
| Carousel | Shows the pages in a browser | Frames, Navigation | Controls | Web team | Carousel notes | Browsers |
""",
    "japanese.md": """---
title: 表の例
language: ja
---

| 名前 | 説明 |
| --- | --- |
| 東京 | 日本の首都で、世界で最も人口の多い都市圏のひとつです。 |
| 京都 | 千年以上にわたって都が置かれ、多くの寺社が残っています。 |
""",
}

# Per table on the current page: its column widths as drawn, whether it starts with a header row,
# and its body rows' first cells.
TABLES = """
const page = document.querySelector('.page.current');
return [...page.querySelectorAll('table')].map((table) => ({
  widths: [...table.querySelectorAll(':scope > colgroup > col')].map((col) => col.getBoundingClientRect().width
    / (page.getBoundingClientRect().width / page.offsetWidth)),
  header: !!table.tHead && table.rows[0].parentElement === table.tHead,
  cells: [...table.querySelectorAll(':scope > tbody > tr > td:first-child')].map((td) => td.textContent),
}));
"""


# The first table of the current page: whether it is set as cards, and its first cells' labels as
# drawn (generated content).
CARDS = """
const table = document.querySelector('.page.current table');
return {cards: table.classList.contains('cards'),
        labels: [...table.querySelectorAll('td')].slice(0, 7).map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, ''))};
"""


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return build_articles(tmp_path_factory, "tables", ARTICLES)


def maps_of(bundle, driver, article_id, name):
    data = json.loads(driver.execute_script("return document.getElementById('folio-issue').textContent"))
    row = next(row for row in data["articles"] if row[0] == article_id)
    text = (bundle / data["articleFiles"].replace("*", row[2])).read_text()
    block = text.split('id="folio-pages">', 1)[1].split("</script>", 1)[0]
    return next(m["pages"] for m in json.loads(block)["maps"] if m["name"] == name)


@pytest.mark.parametrize("name", list(WINDOWS))
def test_tables_are_drawn_as_laid_out(browser, bundle, artifacts, name):
    driver, shown = open_with_lines_agreeing(browser, bundle, artifacts, name, "tables")

    pages = maps_of(bundle, driver, "long", name)
    sailors = []
    for number, entry in enumerate(pages, start=1):
        assert isinstance(open_page(driver, "long", number), list)
        tables = driver.execute_script(TABLES)
        expected = entry.get("tables", [])
        assert len(tables) == len(expected), f"page {number}: {len(tables)} tables drawn, {len(expected)} laid out"
        for drawn, widths in zip(tables, expected):
            assert drawn["header"], f"page {number}: the table does not start with its header row"
            assert all(abs(a - b) < 0.5 for a, b in zip(drawn["widths"], widths)), (number, drawn["widths"], widths)
            sailors += drawn["cells"]
    assert len(pages) > 1, "the long table should run over more than one page"
    assert sailors == [f"Sailor {n}" for n in range(1, LONG_ROWS + 1)]

    # The wide table: cards where its columns do not fit (the page map's empty widths), each cell
    # under its header's words; columns elsewhere.
    wide = maps_of(bundle, driver, "wide", name)
    assert isinstance(open_page(driver, "wide", 1), list)
    drawn = driver.execute_script(CARDS)
    laid_out = [widths for entry in wide for widths in entry.get("tables", [])]
    assert drawn["cards"] == (laid_out[0] == []), (name, drawn, laid_out[0])
    if drawn["cards"]:
        assert drawn["labels"][:3] == ["Component", "Responsibility", "Dependencies"], drawn["labels"]
