"""What the reader sees of the carousel, measured from the real DOM: the current page's box, scale
and column boxes, and the words at the top of the current page (the geometry on screen is
conftest's `geometry`, from `<html data-geometry="NAME">`). Shared by test_geometries.py,
test_rotation.py and test_readme_screenshots.py."""
from conftest import WAIT_SECONDS, issue_data


def article_ids(driver):
    return [a["id"] for a in issue_data(driver)["articles"]]


def open_page(driver, article_id, page, timeout=WAIT_SECONDS):
    """Follows the deep link #/ID/PAGE (page from 1, of the geometry on screen), then waits until
    that page shows its content with its photos decoded. Returns the state's `at`, or why not."""
    driver.execute_script("location.hash = arguments[0]", f"#/{article_id}/{page}")
    return settle_on_page(driver, timeout)


def settle_on_page(driver, timeout=WAIT_SECONDS):
    """Waits until the current page shows its article's content with its photos decoded and has
    come to rest (its box on screen unchanged for 5 frames: a move or switch animates); returns
    the state's `at` (or why not)."""
    return driver.execute_async_script("""
        const [timeout, done] = arguments, until = Date.now() + timeout * 1000;
        const still = () => new Promise((resolve) => {
          let last = '', same = 0;
          const frame = () => {
            const page = document.querySelector('.page.current'), r = page && page.getBoundingClientRect();
            const now = r ? [r.left, r.top, r.width, r.height].join() : '';
            same = now === last ? same + 1 : 0;
            last = now;
            if (same >= 5 || Date.now() > until) resolve(); else requestAnimationFrame(frame);
          };
          frame();
        });
        const wait = () => {
          const page = document.querySelector('.page.current');
          if (page && window.folio.loaded() && !page.classList.contains('pending')) {
            const images = [...page.querySelectorAll('img')].map((i) => i.decode().catch(() => {}));
            Promise.all(images).then(still).then(() => done(window.folio.state().at));
          } else if (Date.now() > until) done('the page did not show its content within ' + timeout + ' s');
          else setTimeout(wait, 10);
        };
        wait();""", timeout)


# The current page's box on screen, its scale (screen px per CSS px of the page) and the box of each
# text column as the geometry places it (the page's text box cut into `columns` columns with
# `columnGap` between them).
PAGE_BOXES = """
const g = arguments[0], page = document.querySelector('.page.current');
const box = page.getBoundingClientRect(), scale = box.width / page.offsetWidth;
const inner = g.width - 2 * g.margin, width = (inner - (g.columns - 1) * g.columnGap) / g.columns;
const columns = [];
for (let c = 0; c < g.columns; c++) {
  const left = box.left + (g.margin + c * (width + g.columnGap)) * scale;
  columns.push({left, right: left + width * scale, top: box.top + g.margin * scale, bottom: box.bottom - g.margin * scale});
}
"""


def first_words(driver, count=4):
    """The first `count` words of text at the top of the current page (title, text or caption, in
    reading order) and whether each is drawn inside the window."""
    return driver.execute_script("""
        const count = arguments[0], page = document.querySelector('.page.current');
        const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
        const words = [];
        for (let node = walker.nextNode(); node && words.length < count; node = walker.nextNode()) {
          if (!node.parentElement.closest('.col') || getComputedStyle(node.parentElement).visibility === 'hidden') continue;
          for (const m of node.data.matchAll(/\\S+/g)) {
            if (words.length === count) break;
            const range = document.createRange();
            range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
            const r = range.getBoundingClientRect();
            words.push({word: m[0], onScreen: r.width > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5});
          }
        }
        return words;""", count)


def words_on_screen(driver, words):
    """Whether `words` (a list of strings) appear in this order, one after another, in the current
    page's text, and each of them is drawn inside the window: returns the list of problems."""
    return driver.execute_script("""
        const wanted = arguments[0], page = document.querySelector('.page.current');
        const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
        const all = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement.closest('.col')) continue;
          for (const m of node.data.matchAll(/\\S+/g)) all.push({node, start: m.index, word: m[0]});
        }
        for (let i = 0; i + wanted.length <= all.length; i++) {
          if (!wanted.every((w, k) => all[i + k].word === w)) continue;
          const off = [];
          wanted.forEach((w, k) => {
            const {node, start, word} = all[i + k], range = document.createRange();
            range.setStart(node, start); range.setEnd(node, start + word.length);
            const r = range.getBoundingClientRect();
            if (!(r.width > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5))
              off.push(`"${word}" is drawn at ${Math.round(r.left)},${Math.round(r.top)}, outside the ${innerWidth}×${innerHeight} window`);
          });
          return off;
        }
        return [`"${wanted.join(' ')}" is not on the current page (${window.folio.state().at}), which begins "${all.slice(0, 8).map((w) => w.word).join(' ')}"`];
        """, words)
