#!/usr/bin/env python3
"""What a reader's search costs in an HTML bundle, in headless Chromium opened from disk: the bytes
a query transfers (the index's manifest and the shards of its words, as the files are and gzip -9,
as a server sends them) and the time from the reader's words to the pages found.

    python3 Tests/browser/search_benchmark.py OUT/index.html WORD... [--throttle 4] [--size 390x844] [--runs 3]

Each query is run by a new reader, --runs times (a new browser each: nothing of the bundle loaded,
compiled or cached), with the CPU throttle set (CDP Emulation.setCPUThrottlingRate; 4 is a
mid-range phone). The contents open with the real key `/`; the words go into the field and its
input event is sent from the page, where the time is taken (performance.now) until the search has
answered (window.folio.searching() false, checked every animation frame) and the answer is drawn
(the frame after it rendered). scripts/bench uses the same function for its report; it
prints figures and never passes or fails.
"""
import argparse
import gzip
import pathlib
import statistics
import sys
import urllib.parse

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from conftest import make_browser, wait_for_page  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402

TIMED_QUERY = """
const [words, done] = arguments, field = document.getElementById('filter');
const start = performance.now();
field.value = words;
field.dispatchEvent(new Event('input'));
// Answered, then drawn: the frame after the answer has been rendered (a task queued from its
// animation frame runs after the frame's style, layout and paint).
const drawn = () => done([performance.now() - start, window.folio.state().found.length,
  [...document.querySelectorAll('script[src^="search/"]')].map((s) => s.getAttribute('src'))]);
const wait = () => window.folio.searching() ? requestAnimationFrame(wait) : requestAnimationFrame(() => setTimeout(drawn, 0));
wait();
"""


def timed_query(url, words, throttle, size):
    """One search for `words` by a new reader: a new browser (nothing of the bundle compiled or
    cached), the page loaded, `/`, the words: (ms, found, files loaded, browser version)."""
    driver = make_browser(*size)
    try:
        if throttle > 1:
            driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": throttle})
        driver.get(url)
        assert wait_for_page(driver), "the first page did not load"
        driver.execute_async_script("const done = arguments[0]; (function wait() { window.folio.loaded() ? done() : setTimeout(wait, 20); })();")
        ActionChains(driver).send_keys("/").perform()
        # The contents' details (contents.html) arrive first, so their drawing is not timed.
        driver.execute_async_script("const done = arguments[0]; (function wait() { document.querySelector('#contents .card .author') ? done() : setTimeout(wait, 20); })();")
        ms, found, files = driver.execute_async_script(TIMED_QUERY, words)
        return ms, found, files, driver.capabilities.get("browserVersion", "?")
    finally:
        driver.quit()


def query_run(url, queries, throttle=4, size=(390, 844), runs=3):
    """Each query `runs` times, each a new reader's (`timed_query`): {words, ms (the median), runs
    (each run's ms), found, files, bytes, gzip}, and the browser's version."""
    folder = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(url).path)).parent
    results, version = [], "?"
    for words in queries:
        times = []
        for _ in range(runs):
            ms, found, files, version = timed_query(url, words, throttle, size)
            times.append(ms)
        sizes = [(folder / f).read_bytes() for f in files]
        results.append({"words": words, "ms": statistics.median(times), "runs": times, "found": found,
                        "files": len(files), "bytes": sum(len(b) for b in sizes),
                        "gzip": sum(len(gzip.compress(b, 9)) for b in sizes)})
    return results, version


def index_sizes(folder):
    """The index's files: (count, bytes, largest shard's bytes and gzip -9 bytes)."""
    shards = sorted((folder / "search").glob("[0-9]*.js"))
    largest = max(shards, key=lambda p: p.stat().st_size) if shards else None
    return {"files": len(shards) + 1, "bytes": sum(p.stat().st_size for p in (folder / "search").glob("*.js")),
            "largest": largest.stat().st_size if largest else 0,
            "largest_gzip": len(gzip.compress(largest.read_bytes(), 9)) if largest else 0}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("index")
    parser.add_argument("words", nargs="+")
    parser.add_argument("--throttle", type=float, default=4)
    parser.add_argument("--size", default="390x844")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    width, height = map(int, args.size.split("x"))
    url = pathlib.Path(args.index).resolve().as_uri()
    results, version = query_run(url, args.words, args.throttle, (width, height), args.runs)
    print(f"Chromium {version}, {width}x{height}, CPU throttle {args.throttle}x; index {index_sizes(pathlib.Path(args.index).resolve().parent)}")
    for r in results:
        print(f"{r['words']!r}: median {r['ms']:.0f} ms (runs {', '.join(f'{t:.0f}' for t in r['runs'])}), {r['found']} found, {r['files']} files, {r['bytes']:,} bytes ({r['gzip']:,} gzip -9)")
    print(f"median {statistics.median(r['ms'] for r in results):.0f} ms, most {max(r['gzip'] for r in results):,} bytes gzip -9")


if __name__ == "__main__":
    main()
