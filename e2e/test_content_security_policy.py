"""The site's Content-Security-Policy: every screen and the embed run under it without a violation, and a
script planted in the page is refused (tools/csp.py)."""

from __future__ import annotations

import pytest

from e2e.helpers import blog_post, finished_route, play_to_the_end, press_play, table_route, wait_ready
from game import core

# Recorded from the page's first line (and in any frame): every violation the browser reports.
VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(`${event.effectiveDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
});
"""

ROUTES = ["#/", "#/lab-does-not-exist", *(f"#/{entry.id}" for entry in core.REGISTRY),
          *(f"#/{entry.id}/rules" for entry in core.REGISTRY)]


def violations(scope) -> list[str]:
    return scope.evaluate("() => window.__violations")


def test_every_screen_runs_under_the_policy_without_a_violation(page, site_url):
    page.add_init_script(VIOLATIONS)
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    assert page.locator('meta[http-equiv="Content-Security-Policy"]').count() == 1
    for route in ROUTES:
        page.evaluate("(hash) => { location.hash = hash; }", route)
        wait_ready(page)
    for entry in core.REGISTRY:
        page.goto(f"{site_url}{table_route(entry)}")
        wait_ready(page)
    page.goto(f"{site_url}/index.html#/kulami/play?seats=human,ai-easy&seed=3")
    wait_ready(page)
    play_to_the_end(page, seed=3)
    assert violations(page) == []


def test_the_lab_its_editor_and_a_match_run_under_the_policy_without_a_violation(page, site_url):
    """py-editor starts its worker from a blob: URL it fetches first (worker-src, connect-src); the
    lab's match runs in a worker of the site's (web/lab-worker.mjs)."""
    from e2e.test_lab import RESULT, SLOW, SET_CODE, editor_ready, tried

    page.add_init_script(VIOLATIONS)
    page.goto(f"{site_url}/index.html#/lab/kulami")
    wait_ready(page)
    editor_ready(page, "kulami")
    page.evaluate(SET_CODE, "print('under the policy')\n")
    page.click("#lab-code .py-editor-run-button")
    assert tried(page).strip() == "under the policy"
    page.evaluate(SET_CODE, "def choose(view, legal, rng):\n    return legal[0]\n")
    page.select_option("#lab-level", "random")
    page.select_option("#lab-count", "2")
    page.click('[data-cmd="lab-run"]')
    page.wait_for_selector(RESULT, state="attached", timeout=SLOW)
    assert violations(page) == []


def test_a_review_starts_a_pyscript_worker_without_a_violation(page, site_url):
    """PyScript starts its workers from blob: addresses (worker-src 'self' blob:), and the worker's
    interpreter, Python and the app's archives are the site's own files."""
    page.add_init_script(VIOLATIONS)
    workers: list[str] = []
    page.on("worker", lambda worker: workers.append(worker.url))
    page.goto(f"{site_url}/index.html#{finished_route(core.entry('kulami')).replace('/play?', '/review?')}")
    wait_ready(page)
    page.wait_for_function("performance.getEntriesByName('ludotheque:review-worker-started').length > 0",
                           timeout=60_000)
    started = page.evaluate("performance.getEntriesByName('ludotheque:review-worker-started')[0].detail")
    assert started["pyscript_worker"] is True
    assert [url for url in workers if url.startswith("blob:")], "PyScript's worker, from a blob: address"
    assert violations(page) == []


def test_a_script_planted_in_the_page_is_refused(page, site_url):
    page.add_init_script(VIOLATIONS)
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    ran = page.evaluate("""() => new Promise((resolve) => {
        window.__planted = false;
        const script = document.createElement("script");
        script.textContent = "window.__planted = true;";
        document.body.append(script);
        setTimeout(() => resolve(window.__planted), 100);
    })""")
    assert ran is False
    assert [v for v in violations(page) if v.startswith("script-src")], "the browser reported the refusal"


@pytest.mark.parametrize("game_id", ["kulami", "troupeaux"])
def test_the_embed_runs_under_the_policy_before_and_after_play(page, site_url, game_id):
    page.add_init_script(VIOLATIONS)
    with blog_post(f"{site_url}/embed.html?game={game_id}") as post:
        page.goto(post)
        frame = page.frame_locator("iframe")
        frame.locator("[data-play]").wait_for()
        embed = next(f for f in page.frames if f.url.startswith(f"{site_url}/embed.html"))
        assert embed.evaluate("() => document.querySelectorAll('meta[http-equiv=\"Content-Security-Policy\"]').length") == 1
        assert violations(embed) == []
        press_play(frame)
        assert violations(embed) == []
