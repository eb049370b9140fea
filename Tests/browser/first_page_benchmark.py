#!/usr/bin/env python3
"""Time to first page of an HTML bundle in headless Chromium, opened from disk.

    python3 Tests/browser/first_page_benchmark.py OUT/index.html [--runs 5] [--hash '#/ID/PAGE']

For each run, a fresh browser opens the bundle and reports, in ms from navigation start:
`observed`, when a page with content is first the current page in the DOM (a MutationObserver
injected before any page script, so it also times bundles older than the mark), `mark`, the
carousel's own `performance.mark('folio-first-page')` (absent in older bundles), and the
DOMContentLoaded and load events. Prints each run and the median of each column.
"""
import argparse
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from conftest import make_browser  # noqa: E402

OBSERVER = """
window.firstPageObserved = null;
new MutationObserver((changes, observer) => {
  const page = document.querySelector('.page.current:not(.pending)');
  if (page && page.children.length) { window.firstPageObserved = performance.now(); observer.disconnect(); }
}).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
"""

RESULT = """
const done = arguments[0];
const poll = () => {
  if (window.firstPageObserved === null) return setTimeout(poll, 20);
  const nav = performance.getEntriesByType('navigation')[0];
  const mark = performance.getEntriesByName('folio-first-page')[0];
  done({ observed: window.firstPageObserved, mark: mark ? mark.startTime : null,
         dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd });
};
poll();
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("index")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hash", default="")
    args = parser.parse_args()
    url = pathlib.Path(args.index).resolve().as_uri() + args.hash
    rows = []
    for run in range(args.runs):
        driver = make_browser(1280, 800)
        try:
            driver.set_script_timeout(120)
            driver.set_page_load_timeout(300)
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": OBSERVER})
            driver.get(url)
            row = driver.execute_async_script(RESULT)
        finally:
            driver.quit()
        rows.append(row)
        print(f"run {run + 1}: " + "  ".join(f"{k} {v:.0f}" if v is not None else f"{k} -" for k, v in row.items()), flush=True)
    medians = {k: statistics.median([r[k] for r in rows]) if all(r[k] is not None for r in rows) else None for k in rows[0]}
    print("median: " + "  ".join(f"{k} {v:.0f}" if v is not None else f"{k} -" for k, v in medians.items()))


if __name__ == "__main__":
    main()
