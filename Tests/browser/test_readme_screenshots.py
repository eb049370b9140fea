"""The README's pictures of the sample issue: a phone (390×844), a phone turned to landscape
(844×390) and a desktop (1920×1080), taken from the real carousel in Chromium with the viewport
set exactly. Each is saved to test-artifacts/readme-NAME.png; with FOLIO_README_IMAGES=1 also to
docs/images/sample-NAME.jpg (JPEG, quality 88, with Pillow), which is how the README's copies were made:

    FOLIO_README_IMAGES=1 python3 -m pytest Tests/browser/test_readme_screenshots.py

Before each picture the test checks what a reader would judge by eye: the carousel picked the
geometry meant for the window, the page fills most of the window and the body text is 14 to 26 px."""
import os

import pytest
from PIL import Image

from conftest import ROOT, geometry, open_issue, settle, wait_until
from pages_on_screen import PAGE_BOXES, article_ids, open_page

# name, window, geometry the carousel picks for it, page of the first article shown (from 1)
SHOTS = [("phone", (390, 844), "phone", 1), ("phone-landscape", (844, 390), "phone-landscape", 2),
         ("desktop", (1920, 1080), "desktop", 2)]

MEASURE = PAGE_BOXES + """
const text = [...page.querySelectorAll('.col > p')].map((p) => parseFloat(getComputedStyle(p).fontSize) * scale);
return {text, area: box.width * box.height / (innerWidth * innerHeight)};
"""


@pytest.mark.parametrize("name,size,expected,page", SHOTS, ids=[s[0] for s in SHOTS])
def test_readme_screenshot(browser, sample_url, artifacts, name, size, expected, page):
    driver = browser(*size)
    if name.startswith("phone"):
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    open_issue(driver, sample_url)
    assert isinstance(open_page(driver, article_ids(driver)[0], page), list)
    shown = geometry(driver)
    assert shown["name"] == expected
    m = driver.execute_script(MEASURE, shown)
    assert m["text"] and all(14 <= t <= 26 for t in m["text"]), m["text"]
    assert m["area"] >= 0.65, m["area"]
    wait_until(driver, "!document.body.classList.contains('active')", message="the controls never faded")
    settle(driver)
    picture = artifacts / f"readme-{name}.png"
    driver.save_screenshot(str(picture))
    if os.environ.get("FOLIO_README_IMAGES") == "1":
        (ROOT / "docs" / "images").mkdir(parents=True, exist_ok=True)
        Image.open(picture).convert("RGB").save(ROOT / "docs" / "images" / f"sample-{name}.jpg", quality=88)
