"""Seeded random key walks (issue 26) played on the carousel with real WebDriver key events, at the
phone and the desktop geometry. `folio conformance --walks N --seed S --write DIR --publish html`
writes the walks (scenario files whose every step is one key, with every field of the state the
rules engine reaches) and the synthetic issue they walk, published by the html sink; the walks mix
the contents, zoom and moves from the first page and from deep links.

One browser per geometry loads the issue once per walk: each walk starts by opening the bundle's
address afresh (a new query string, so a full load, at the walk's deep link), never by calling the
page's functions; only `window.folio.state()` is read, as the html sink's conformance driver reads
it. A failure names the seed, the walk and the step: `folio-conformance conformance --walks N
--seed S --sink html` replays them (the stock `folio` does not ship the driver, a WebDriver client;
it writes the walks). FOLIO_WALK_SEED plays another seed."""
import json
import os
import subprocess

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import folio_executable, open_issue, state

SEED = int(os.environ.get("FOLIO_WALK_SEED", "26"))
WALKS = 60  # per geometry, the same walks at each: 1,200 keys in all
WALK_LENGTH = 10
# The window of each geometry's own page size, where that geometry fills it at scale 1.
GEOMETRIES = {"phone": (400, 680), "desktop": (1760, 990)}
WEBDRIVER_KEYS = {
    "right": Keys.ARROW_RIGHT, "left": Keys.ARROW_LEFT, "down": Keys.ARROW_DOWN, "up": Keys.ARROW_UP,
    "enter": Keys.ENTER, "escape": Keys.ESCAPE, "+": "+", "-": "-", "0": "0", "o": "o",
}


@pytest.fixture(scope="module")
def walks(tmp_path_factory):
    folder = tmp_path_factory.mktemp("walks")
    run = subprocess.run([str(folio_executable()), "conformance", "--walks", str(WALKS), "--seed", str(SEED),
                          "--walk-length", str(WALK_LENGTH), "--write", str(folder), "--publish", "html"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    scenarios = [json.loads(path.read_text()) for path in sorted(folder.glob("walk-*.json"))]
    assert len(scenarios) == WALKS
    return (folder / "html" / "index.html").as_uri(), scenarios


def address(index_url, number, walk):
    """The bundle's address for walk `number`: its own query string, and its deep link if it has one."""
    url = f"{index_url}?walk={number}"
    if walk.get("start"):
        article, page = walk["start"]
        url += f"#/article-{article + 1}/{page + 1}"
    return url


def mismatches(expected, observed):
    """The expected fields the observed state differs on: (field, expected, observed)."""
    wrong = []
    for field, value in expected.items():
        got = observed[field]
        if field == "moves":
            same = sorted(value) == sorted(got)
        elif field == "zoom":
            same = abs(value - got) <= 1e-9 * max(1, abs(value))
        else:
            same = value == got
        if not same:
            wrong.append((field, value, got))
    return wrong


def play(driver, index_url, number, walk):
    """Plays one walk; returns its first failure in words, or None."""
    # A new reader each walk: no place kept from the walk before (folio.js keeps it in localStorage).
    # (The page left keeps it as it goes: it is left first, then the place is cleared.)
    driver.get("about:blank")
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": "file://", "storageTypes": "local_storage"})
    open_issue(driver, address(index_url, number, walk))
    wrong = mismatches(walk["initial"], state(driver))
    if wrong:
        return f"{walk['name']}, before any key: {wrong}"
    pressed = []
    for step in walk["steps"]:
        ActionChains(driver).send_keys(WEBDRIVER_KEYS[step["keys"]]).perform()
        pressed.append(step["keys"])
        wrong = mismatches(step["expect"], state(driver))
        if wrong:
            return f"{walk['name']}, step {len(pressed)} after keys {' '.join(pressed)}: (field, expected, got) {wrong}"
    return None


@pytest.mark.parametrize("geometry", sorted(GEOMETRIES))
def test_random_walks_match_the_rules_engine(browser, walks, geometry):
    index_url, scenarios = walks
    driver = browser(*GEOMETRIES[geometry])
    failures, steps = [], 0
    for number, walk in enumerate(scenarios, start=1):
        if number == 1:
            open_issue(driver, address(index_url, 0, walk))
            shown = driver.execute_script("return document.documentElement.dataset.geometry")
            assert shown == geometry, f"a {GEOMETRIES[geometry]} window shows the {shown} geometry"
        failure = play(driver, index_url, number, walk)
        steps += len(walk["steps"])
        if failure:
            failures.append(failure)
    assert steps >= 300
    replay = (f"folio-conformance conformance --walks {WALKS} --seed {SEED} "
              f"--walk-length {WALK_LENGTH} --sink html --geometry {geometry}")
    assert not failures, (f"{len(failures)} of {len(scenarios)} walks (seed {SEED}) failed at {geometry} "
                          f"(replay: {replay}):\n" + "\n".join(failures))
