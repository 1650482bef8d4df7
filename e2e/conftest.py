"""End-to-end fixtures: the built site (_site/) served on 127.0.0.1, Chromium via pytest-playwright.

Run `make build` (or `make test`, which builds first) before these tests.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from e2e.helpers import RequestLog, chromium_launch_options, record_requests
from tools.serve import start_server

SITE = Path(__file__).resolve().parent.parent / "_site"

# Chromium's renderer process can die under a page for reasons of its own (seen twice in CI, each
# in a test that passed on every other run: "Target crashed" while Pyodide was starting, and "Page
# crashed" while waiting for a Troupeaux hot-seat turn to settle; Playwright words it by the call
# that was waiting). Such a test runs once more; a test that fails for any other reason, or crashes
# twice, still fails.
RENDERER_CRASHED = r"(Target|Page) crashed"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).resolve().parent
    for item in items:
        if here in item.path.resolve().parents:
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=[RENDERER_CRASHED]))


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (SITE / "index.html").exists():
        pytest.fail(f"{SITE} is not built: run `make build` (`make test` builds first)")
    return SITE


@pytest.fixture(scope="session")
def site_url(site_dir: Path):
    """Base URL (no trailing slash) of _site/ served over HTTP on 127.0.0.1, on a free port."""
    server = start_server(site_dir, port=0)
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    """Pages prefer reduced motion, so that the many moves of whole games do not each wait for their
    pieces to land (e2e/test_motion.py turns motion back on and checks it); LUDOTHEQUE_E2E_MOTION=1
    runs every test with motion."""
    if os.environ.get("LUDOTHEQUE_E2E_MOTION") == "1":
        return browser_context_args
    return {**browser_context_args, "reduced_motion": "reduce"}


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """pytest-playwright's launch options plus the system Chromium (when present) and its flags."""
    options = chromium_launch_options()
    return {**browser_type_launch_args, **options, "headless": browser_type_launch_args.get("headless", True)}


def report_crash(page) -> None:
    print(f"[crash] the renderer of {page.url} died")


@pytest.fixture
def recorded_requests(context) -> RequestLog:
    """Every request made by the test's browser context (its pages and their workers).

    Also echoes the browser console, page errors and renderer crashes (of the pages open now and
    of those opened later) to stdout, which pytest shows on failure.
    """
    context.on("console", lambda message: print(f"[console.{message.type}] {message.text}"))
    context.on("weberror", lambda error: print(f"[pageerror] {error.error}"))
    for page in context.pages:
        page.on("crash", report_crash)
    context.on("page", lambda page: page.on("crash", report_crash))
    return record_requests(context)
