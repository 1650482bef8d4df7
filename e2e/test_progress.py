"""The first visit's progress bar (web/progress.js): on a slow network it counts the bytes of what a
cold start downloads, of the total the build wrote into index.html, then says Python is starting,
and goes when the app is ready; a warm start (the service worker's cache) shows no bar at all."""

from __future__ import annotations

import re

from e2e.helpers import assert_only_local, slow_network, wait_ready

BAR = '[role="progressbar"]'
# Every state the bar was seen in, from before the page's own scripts run.
WATCH_THE_BAR = """
window.__bar = {inserted: 0, states: [], goneAt: null, readyAt: null};
new MutationObserver(() => {
  const bar = document.querySelector('[role="progressbar"]');
  const now = performance.now();
  if (bar && !bar.__seen) { bar.__seen = true; window.__bar.inserted += 1; }
  if (bar) {
    const state = [Number(bar.getAttribute("aria-valuenow")), Number(bar.getAttribute("aria-valuemax")),
                   bar.getAttribute("aria-valuetext"), getComputedStyle(bar).position];
    const last = window.__bar.states[window.__bar.states.length - 1];
    if (!last || last[0] !== state[0] || last[2] !== state[2]) window.__bar.states.push(state);
  } else if (window.__bar.inserted && window.__bar.goneAt === null) window.__bar.goneAt = now;
  if (window.__bar.readyAt === null && document.documentElement.getAttribute("data-ready") === "1")
    window.__bar.readyAt = now;
}).observe(document, {subtree: true, childList: true, attributes: true});
"""
CONTROLLED = """async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(navigator.serviceWorker.controller) && registration.active.state === "activated";
}"""
# web/first-visit.js: a first visit is marked, and Pyodide's WebAssembly fetched ahead, only then.
FIRST_VISIT = """() => ({
    first: document.documentElement.hasAttribute("data-first-visit"),
    wasm_preloaded: Boolean(document.querySelector('link[rel="preload"][href$="pyodide.asm.wasm"]')),
})"""
SLOW_NETWORK = {"offline": False, "latency": 20, "downloadThroughput": 8_000_000, "uploadThroughput": -1}  # 8 MB/s


def test_a_cold_start_on_a_slow_network_shows_the_bytes_then_python_starting_and_a_warm_one_no_bar(
        context, page, site_url, recorded_requests):
    context.add_init_script(WATCH_THE_BAR)
    slow_network(context, page, SLOW_NETWORK)
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page, timeout=90_000)
    assert page.evaluate(FIRST_VISIT) == {"first": True, "wasm_preloaded": True}
    seen = page.evaluate("window.__bar")
    assert seen["inserted"] == 1, seen
    states = seen["states"]
    total = states[0][1]
    assert total > 10_000_000, "the build's total: Pyodide and the app"
    values = [state[0] for state in states]
    assert values == sorted(values), "the bar only moves forward"
    downloading = [state for state in states if state[0] < total]
    assert len({state[0] for state in downloading}) >= 5, f"the bar moves as bytes come in: {states[:10]}"
    assert re.fullmatch(r"Downloading Python and the games: \d+\.\d of \d+\.\d MB", downloading[-1][2])
    assert values[-1] == total and states[-1][2] == "Starting Python…", states[-3:]
    assert all(state[3] == "fixed" for state in states), "over the screen drawn ahead: no layout shift"
    assert seen["goneAt"] is not None and seen["goneAt"] >= seen["readyAt"] - 1, "gone once the app is ready"
    assert page.locator(BAR).count() == 0

    page.wait_for_function(CONTROLLED, timeout=90_000, polling=250)  # the next start is from the cache
    page.reload()
    wait_ready(page)
    assert page.evaluate("window.__bar.inserted") == 0, "a warm start shows no bar"
    assert page.evaluate(FIRST_VISIT) == {"first": False, "wasm_preloaded": False}, "Pyodide's own cached copy"
    assert_only_local(recorded_requests)


def test_the_bar_is_not_in_the_embed(page, site_url, recorded_requests):
    page.goto(f"{site_url}/embed.html?game=kulami")
    page.wait_for_selector("#preview-play")
    assert page.locator("script[src*='progress.js']").count() == 0
    assert page.locator(BAR).count() == 0
    assert_only_local(recorded_requests)


def test_the_bar_speaks_the_language_the_app_will(context, page, site_url, recorded_requests):
    context.add_init_script("localStorage.setItem('ludotheque.language', 'fr')")
    context.add_init_script(WATCH_THE_BAR)
    slow_network(context, page, SLOW_NETWORK)
    page.goto(f"{site_url}/index.html#/kulami")
    wait_ready(page, timeout=90_000)
    states = page.evaluate("window.__bar.states")
    assert states and re.fullmatch(r"Téléchargement de Python et des jeux\u00a0: \d+,\d sur \d+,\d Mo", states[0][2])
    assert states[-1][2] == "Démarrage de Python…"
    assert_only_local(recorded_requests)
