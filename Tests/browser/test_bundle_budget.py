"""The bytes the carousel's script and style sheets cost as a server sends them: every .js and
.css file of the sample's bundle, each gzip-compressed on its own (first_page_benchmark.sent_bytes,
which scripts/bench reports too), at most 22 KB in all. Deterministic: the same sources give the
same bytes, so this is a test, not a benchmark.

The budget was 20 KB until the text engine (issue 28): showing the paginator's lines (breaks,
hyphens, justified last lines), the right-to-left strip, each page's language and the fonts'
style sheet added 1.4 KB as sent (19.6 to 21.0 KB on the sample)."""
import pathlib
import urllib.parse

from first_page_benchmark import sent_bytes

BUDGET = 22 * 1024


def test_script_and_styles_as_sent_fit_the_budget(sample_url):
    bundle = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(sample_url).path)).parent
    files = sent_bytes(bundle)
    names = [name for name, _, _ in files]
    # What index.html loads is among them: the carousel's one script and both style sheets.
    for name in ("folio.js", "folio.css", "issue.css"):
        assert name in names, names
    assert not any(name.startswith("articles/") for name in names), "article pages carry no script or style files"
    total = sum(sent for _, _, sent in files)
    detail = ", ".join(f"{name} {sent}" for name, _, sent in files)
    assert total <= BUDGET, f"JS+CSS as sent: {total} bytes gzipped, over {BUDGET} ({detail})"


def test_index_loads_one_script_and_the_bundle_has_no_other_carousel_files(sample_url):
    bundle = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(sample_url).path)).parent
    index = (bundle / "index.html").read_text()
    scripts = [part.split(">", 1)[0] for part in index.split("<script")[1:]]
    assert scripts == [' type="application/json" id="folio-issue"', ' src="folio.js"'], scripts
    shipped = sorted(p.name for p in bundle.glob("*.js"))
    assert shipped == ["folio-article.js", "folio-contents-page.js", "folio.js"], shipped
