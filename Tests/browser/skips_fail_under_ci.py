"""A pytest plugin (conftest loads it; Tests/ci/test_run_checks.py checks it): under CI=true a
skipped test fails, with its reason, so that nothing passes there by skipping (a missing tool,
a `pytest.skip` left in a test). Elsewhere a skip stays a skip, and `pytest -rs` says why."""
import os

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if os.environ.get("CI") != "true" or not report.skipped or hasattr(report, "wasxfail"):
        return
    reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
    report.outcome = "failed"
    report.longrepr = f"skipped under CI=true, where nothing may pass by skipping: {reason}"
