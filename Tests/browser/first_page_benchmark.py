#!/usr/bin/env python3
"""Time to first page of an HTML bundle in headless Chromium, opened from disk, and the bytes of
the script and style sheets it loads before the first page as a server sends them.

    python3 Tests/browser/first_page_benchmark.py OUT/index.html [--runs 3] [--loads 5]
        [--throttle 4] [--size 390x844] [--hash '#/ID/PAGE']

Each run starts a fresh browser (a new profile: nothing cached), sets the CPU throttle (CDP
Emulation.setCPUThrottlingRate; 4 is a mid-range phone) and the viewport, then opens the bundle
`--loads` times. A script installed to run first in every document (CDP
Page.addScriptToEvaluateOnNewDocument) checks each animation frame for the first element of
#strip with text and a non-zero size inside the viewport: the first page shown, in ms after
navigation start. The first load of a run is the uncached one; the median is over the run's
loads. Chromium's first contentful paint and the carousel's own mark ('folio-first-page') are
given beside it. scripts/bench uses the same functions for its report; they print figures and
never pass or fail.
"""
import argparse
import gzip
import pathlib
import re
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from conftest import make_browser  # noqa: E402

# Runs first in every new document, so it watches from the start whatever the page's scripts do.
FIRST_PAGE_WATCH = """
(() => {
  const shown = () => {
    const strip = document.getElementById('strip');
    if (!strip) return false;
    for (const el of strip.children) {
      if (!el.textContent || !el.textContent.trim()) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight) return true;
    }
    return false;
  };
  const tick = () => {
    if (shown()) { window.__benchFirstPage = performance.now(); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
"""

# Waits for the watch above, then briefly for the first contentful paint and the carousel's mark.
FIRST_PAGE_WAIT = """
const done = arguments[arguments.length - 1];
const entry = (name) => { const e = performance.getEntriesByName(name)[0]; return e ? e.startTime : null; };
const poll = (waited) => {
  const fcp = entry('first-contentful-paint'), mark = entry('folio-first-page');
  if (window.__benchFirstPage !== undefined && ((fcp !== null && mark !== null) || waited > 2000)) {
    done({ shown: window.__benchFirstPage, fcp: fcp, mark: mark });
    return;
  }
  if (window.__benchFirstPage !== undefined) waited += 20;
  setTimeout(() => poll(waited), 20);
};
poll(0);
"""


def first_page_run(url, loads=5, width=390, height=844, throttle=4):
    """One fresh browser opening `url` `loads` times at `width`×`height` CSS px with the CPU
    `throttle`: a list of {shown, fcp, mark} in ms after navigation start (the first uncached),
    and the browser's version."""
    driver = make_browser(width, height)
    rows = []
    try:
        driver.set_script_timeout(120)
        driver.set_page_load_timeout(300)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_PAGE_WATCH})
        driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": throttle})
        for _ in range(loads):
            driver.get("about:blank")
            driver.get(url)
            rows.append(driver.execute_async_script(FIRST_PAGE_WAIT))
        version = driver.capabilities.get("browserVersion", "?")
    finally:
        driver.quit()
    return rows, version


# What the script and style sheets before the first page may cost as sent (gzip -9), in bytes:
# 20 KB until the magazine covers of issue 41 drew their art before the first page. The one
# budget: test_bundle_budget.py asserts it, scripts/bench reports against it.
BUDGET_BYTES = 20 * 1024 + 512


def sent(path):
    """A file's bytes gzip -9 compressed, as a server that compresses sends them."""
    return len(gzip.compress(pathlib.Path(path).read_bytes(), 9, mtime=0))


def before_first_page(bundle):
    """What index.html loads before its first page: its <link rel="stylesheet">s, the style sheets
    they @import, and its <script src>s, in that order: [(path, raw bytes, gzip -9 bytes)]. What
    the first page does not need (folio-later.js and what it asks for) is not among them."""
    bundle = pathlib.Path(bundle)
    index = (bundle / "index.html").read_text()
    sheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', index)
    names = []
    while sheets:
        sheet = sheets.pop(0)
        names.append(sheet)
        sheets[:0] = re.findall(r"@import url\(([^)]+)\)", (bundle / sheet).read_text())
    names += re.findall(r'<script src="([^"]+)"', index)
    return [(name, (bundle / name).stat().st_size, sent(bundle / name)) for name in names]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("index")
    parser.add_argument("--runs", type=int, default=3, help="fresh browsers (default 3)")
    parser.add_argument("--loads", type=int, default=5, help="loads per browser (default 5)")
    parser.add_argument("--throttle", type=float, default=4, help="CPU throttle (default 4)")
    parser.add_argument("--size", default="390x844", help="viewport, CSS px (default 390x844)")
    parser.add_argument("--hash", default="")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    index = pathlib.Path(args.index).resolve()
    url = index.as_uri() + args.hash
    files = before_first_page(index.parent)
    print(f"JS+CSS before the first page as sent (gzip -9): {sum(f[2] for f in files)} bytes in {len(files)} files "
          f"({sum(f[1] for f in files)} raw; budget {BUDGET_BYTES})")
    for path, raw, gzipped in files:
        print(f"  {path}: {raw} bytes, {gzipped} gzipped")
    for run in range(args.runs):
        started = time.monotonic()
        rows, version = first_page_run(url, args.loads, width, height, args.throttle)
        shown = [r["shown"] for r in rows]
        print(f"run {run + 1} (Chromium {version}, {width}x{height}, {args.throttle:g}x throttle, "
              f"{time.monotonic() - started:.0f} s): first load {shown[0]:.0f} ms, median {statistics.median(shown):.0f} ms; "
              "loads " + ", ".join(f"{x:.0f}" for x in shown) + "; fcp "
              + ", ".join(f"{r['fcp']:.0f}" if r["fcp"] is not None else "-" for r in rows), flush=True)


if __name__ == "__main__":
    main()
