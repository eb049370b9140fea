"""The browser draws each block where the paginator measured it: tight and loose lists (a loose
list's items and their paragraphs set apart, a tight one's not), a loose list without
paragraphs, nested lists, code blocks beside list markers, empty headings and quotes, code with trailing blank lines. The
paginator's placements come from the JSON bundle of the same content."""
import json
import pathlib
import subprocess

from conftest import build_bundle, folio_executable, issue_data, open_issue

ARTICLE = """---
title: Lists
---
Before the lists.

- tight one
- tight two
  - nested
  - nested again
- tight three

1. loose one

2. loose two

   with a second paragraph
   - and a nested tight list
   - of two

3. loose three
"""

EMPTIES = """---
title: Empties
---
- - loose, no paragraph

- - so drawn tight

1. ```
   code first
   ```
2. ```
   code beside a marker
   ```

##

>

```
code with blank lines


```

After the lists.
"""

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
    content = tmp_path / "content"
    content.mkdir()
    (content / "lists.md").write_text(ARTICLE)
    (content / "empties.md").write_text(EMPTIES)
    subprocess.run([str(folio_executable()), "build", str(content), "--sink", "json", "--out", str(tmp_path / "json"),
                    "--cache", str(tmp_path / "cache-json")], check=True, capture_output=True, text=True)
    measured = {}
    for path in pathlib.Path(tmp_path / "json" / "articles").glob("*.json"):
        article = json.loads(path.read_text())
        assert len(article["pages"]) == 1, f"{article['id']} should fit on one page"
        measured[article["id"]] = article["pages"][0]["placements"]

    driver = browser(390, 844)
    open_issue(driver, build_bundle(content, tmp_path / "html", tmp_path / "cache-html"))
    expected_tags = {"lists": ["p", "ul", "ol"], "empties": ["ul", "ol", "h2", "blockquote", "pre", "p"]}
    problems = []
    for article_id, placements in sorted(measured.items()):
        drawn = open_first_page(driver, article_id)
        assert [tag for tag, _, _ in drawn] == expected_tags[article_id]
        for (tag, top, height), placement in zip(drawn, placements):
            if abs(top - placement["top"]) > 1.5:
                problems.append(f"{article_id}: {tag} starts at {top:.1f}px, measured at {placement['top']:.1f}px")
            if abs(height - placement["height"]) > 1.5:
                problems.append(f"{article_id}: {tag} is {height:.1f}px tall, measured {placement['height']:.1f}px")
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
