"""The controls never cover the page (issue 41, item 5): at each of the eight window sizes of the
responsive tests, on a text page with the controls shown (a real pointer moved), ☰, ◐, every open
arrow and the page number lie inside the window, at least 24 px square (WCAG 2.5.8) where they
are buttons, and clear of the page's text box (the page inset by its margin), of its four
corners (the margin-sized squares at them) and of every neighbouring page in view."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains

from conftest import geometry, open_issue, settle
from test_geometries import SIZES
from test_reading import text_page
from test_screenshots import go

CONTROLS = """
const page = document.querySelector('.page.current').getBoundingClientRect();
const scale = page.width / document.querySelector('.page.current').offsetWidth;
const m = arguments[0] * scale;
const text = {left: page.left + m, top: page.top + m, right: page.right - m, bottom: page.bottom - m};
const corners = [[page.left, page.top], [page.right - m, page.top], [page.left, page.bottom - m], [page.right - m, page.bottom - m]]
  .map(([x, y]) => ({left: x, top: y, right: x + m, bottom: y + m}));
const current = document.querySelector('.page.current');
const neighbours = [...document.querySelectorAll('.page')].filter((p) => p !== current && getComputedStyle(p).visibility !== 'hidden'
  && getComputedStyle(p).display !== 'none').map((p) => p.getBoundingClientRect())
  .filter((r) => r.width > 0 && r.right > 0 && r.left < innerWidth && r.bottom > 0 && r.top < innerHeight);
const overlaps = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
const shown = [...document.querySelectorAll('#open-contents, #theme, #arrows button:not([hidden]), #status')]
  .filter((el) => getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility !== 'hidden');
return shown.map((el) => {
  const r = el.getBoundingClientRect(), name = el.id || el.dataset.dir;
  const problems = [];
  if (overlaps(r, text)) problems.push('covers the text');
  corners.forEach((c, i) => { if (overlaps(r, c)) problems.push(`covers corner ${i}`); });
  if (neighbours.some((n) => overlaps(r, n))) problems.push('covers a neighbouring page');
  if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) problems.push('leaves the window');
  if (el.tagName === 'BUTTON' && (r.width < 24 || r.height < 24)) problems.push(`is ${r.width}x${r.height}`);
  return [name, problems, [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]];
});"""


@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_controls_leave_the_pages_text_and_corners_clear(browser, sample_url, width, height):
    driver = browser(width, height)
    open_issue(driver, sample_url)
    # An article's first page, where ← and → show as well as ↓, and a page after it that holds
    # no photo (on the largest screens the sample's articles take two pages: the second).
    for at in [[1, 0], text_page(driver) or [1, 1]]:
        go(driver, at)
        ActionChains(driver).move_by_offset(3, 3).move_by_offset(5, 5).perform()
        settle(driver)
        found = driver.execute_script(CONTROLS, geometry(driver)["margin"])
        names = [name for name, _, _ in found]
        assert "open-contents" in names and "theme" in names, found
        if at == [1, 0]:
            assert "left" in names and "right" in names and "down" in names, found
        problems = [(name, problems, box) for name, problems, box in found if problems]
        assert problems == [], f"{width}x{height} at {at}: {problems}"
