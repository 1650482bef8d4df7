"""The agent lab (docs/lab.md): time from the first press of Run to the first game's result, and
games per second of a random-vs-easy match, in the lab against CPython, per game.

    .venv/bin/python bench/lab.py [--games 10] [--only GAME]

In headless Chromium on the built site (_site/), warm (the site visited once, then reloaded), the
lab on each game gets a random agent (``return rng.choice(legal)``) and Run is pressed against easy
for ``--games`` games: the first result's time includes the worker's start (its own Pyodide,
micropip, the engine wheel); games per second are counted from the first result to the last. The
same match in CPython is ``game.arena.play_one`` with the same agent (a ``FileAgent``) on the same
games. Figures are printed and merged into bench/results.json under "lab_by_game".
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from bench._results import command_line, interpreter, merge_results, only_option, provenance, shown  # noqa: E402
from e2e.helpers import chromium_launch_options, wait_ready  # noqa: E402
from game import arena, core  # noqa: E402
from tools.serve import start_server  # noqa: E402

RANDOM = "def choose(view, legal, rng):\n    return rng.choice(legal)\n"
# Each game's result as it lands: performance.now() when the list of games grows, and at Run.
STOPWATCH = """() => {
    window.labTimes = [];
    const seen = () => document.querySelectorAll('#lab-game-list li').length;
    new MutationObserver(() => {
        while (window.labTimes.length < seen()) window.labTimes.push(performance.now());
    }).observe(document.getElementById('app'), {childList: true, subtree: true});
    document.querySelector('[data-cmd="lab-run"]').addEventListener('click', () => { window.labRun = performance.now(); }, true);
}"""


def in_the_browser(browser, url: str, game_id: str, games: int) -> dict[str, float]:
    page = browser.new_page()
    page.goto(f"{url}/index.html#/lab/{game_id}")
    wait_ready(page)
    page.reload()  # warm: every file in the browser's cache
    wait_ready(page)
    # the lab's py-editor: its <script>'s code, once web/lab_editor.py says the editor is up
    page.wait_for_selector('#lab-code[data-lab-editor="ready"]', state="attached")
    page.evaluate("(code) => { document.querySelector('#lab-code script').code = code; }", RANDOM)
    page.select_option("#lab-level", "easy")
    page.evaluate(f"() => {{ const s = document.getElementById('lab-count'); s.add(new Option('{games}', '{games}')); }}")
    page.select_option("#lab-count", str(games))
    page.evaluate(STOPWATCH)
    page.click('[data-cmd="lab-run"]')
    page.wait_for_selector("#lab-results[data-result]", timeout=600_000)
    times, run = page.evaluate("[window.labTimes, window.labRun]")
    result = json.loads(page.get_attribute("#lab-results", "data-result"))
    page.close()
    assert result["games"] == games, result
    first = (times[0] - run) / 1000
    rate = (len(times) - 1) / ((times[-1] - times[0]) / 1000) if len(times) > 1 else 0.0
    return {"first_result_s": round(first, 2), "games_per_s": round(rate, 2)}


def in_cpython(game_id: str, games: int) -> float:
    choose = arena.load_choose(RANDOM)
    started = time.perf_counter()
    for index in range(1, games):  # as the page counts: the games after the first
        arena.play_one((game_id, ["agent.py", "easy"], 1, index, {}, 2, 1.0),
                       made={0: lambda seed: arena.FileAgent(choose, seed)})
    return round((games - 1) / (time.perf_counter() - started), 2)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    games_available = core.available_games()
    only_option(parser, games_available)
    args = parser.parse_args()
    games = max(2, args.games // 2 * 2)
    chosen = args.only or games_available
    server = start_server(ROOT / "_site", port=0)
    url = f"http://127.0.0.1:{server.server_port}"
    entries = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**chromium_launch_options())
            chromium = browser.version
            for game_id in chosen:
                page_figures = in_the_browser(browser, url, game_id, games)
                cpython = in_cpython(game_id, games)
                entry = {**page_figures, "cpython_games_per_s": cpython, "games": games,
                         "browser_vs_cpython": round(page_figures["games_per_s"] / cpython, 2) if cpython else None}
                entries[game_id] = entry
                print(f"{game_id:<20} first result {entry['first_result_s']:5.1f} s   lab {entry['games_per_s']:6.2f} games/s"
                      f"   CPython {cpython:6.2f} games/s   ({entry['browser_vs_cpython']}x)", flush=True)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    about = {**provenance(site=True), "chromium": chromium, "cpython": interpreter(), "command": command_line()}
    merge_results("lab_by_game", {game_id: {**about, **entry} for game_id, entry in entries.items()}, merge=True)
    print(f"merged into {shown()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
