"""Every page of the sample issue keeps its content inside its page box and each text column inside
its column, on a phone and a desktop."""
import pytest

from conftest import WAIT_SECONDS, issue_data, navigation, open_issue

CHECK_PAGE = """
const page = document.querySelector('.page.current');
const box = page.getBoundingClientRect();
const scale = box.width / page.offsetWidth;
const margin = parseFloat(getComputedStyle(page).paddingTop) * scale;
const inner = {left: box.left + margin - 0.5, right: box.right - margin + 0.5, top: box.top + margin - 0.5,
               bottom: box.bottom - margin + 0.5};
const problems = [];
[...page.querySelectorAll(':scope > .col > *')].forEach((block, index) => {
  const r = block.getBoundingClientRect(), column = block.parentNode.getBoundingClientRect();
  const what = block.tagName.toLowerCase() + ' #' + index;
  if (r.bottom > inner.bottom) problems.push(what + ' ends ' + ((r.bottom - inner.bottom) / scale).toFixed(1) + 'px below the text box');
  if (r.right > inner.right || r.left < inner.left) problems.push(what + ' is wider than the text box');
  if (r.right > column.right + 0.5 || r.left < column.left - 0.5) problems.push(what + ' is wider than its column');
  if (block.scrollWidth > block.clientWidth + 1) problems.push(what + ' has lines wider than the text box');
  block.querySelectorAll('pre, p, li, figcaption, h1, h2, h3, h4, h5, h6, img').forEach((inner_block) => {
    const q = inner_block.getBoundingClientRect();
    if (q.right > column.right + 0.5) problems.push(what + ' holds a ' + inner_block.tagName.toLowerCase() + ' wider than its column');
  });
});
return problems;
"""


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_no_content_overflows_its_page(browser, sample_url, width, height):
    driver = browser(width, height)
    open_issue(driver, sample_url)
    counts = [a["pages"] for a in navigation(driver)["articles"]]
    articles = [(a["id"], count) for a, count in zip(issue_data(driver)["articles"], counts)]
    failures = []
    for article, (article_id, pages) in enumerate(articles):
        for page in range(pages):
            driver.execute_script("location.hash = arguments[0]", f"#/{article_id}/{page + 1}")
            reached = driver.execute_async_script("""
                const [article, page, timeout, done] = arguments;
                const wait = () => { const s = window.folio.state(); if (s.at[0] === article && s.at[1] === page && window.folio.loaded()) {
                  Promise.all([...document.querySelectorAll('.page.current img')].map(i => i.decode().catch(() => {}))).then(() => done(s.at)); }
                  else setTimeout(wait, 10); };
                setTimeout(() => done(window.folio.loaded() ? window.folio.state().at : 'its data did not arrive'), timeout * 1000);
                wait();""", article, page, WAIT_SECONDS)
            assert reached == [article, page], f"could not open {article_id} page {page + 1} by its deep link: {reached}"
            for problem in driver.execute_script(CHECK_PAGE):
                failures.append(f"{article_id} page {page + 1}: {problem}")
    assert not failures, "\n".join(failures)
