"""One table of every benchmark figure per game, read from bench/results.json (run last by `make bench`:
the Makefile runs bench/*.py in alphabetical order, hence the name).

    .venv/bin/python bench/zz_summary.py [--results bench/results.json] [--json] [--compare OLD.json]

Per game: random playouts per second in CPython (bench/playouts.py: the fast path, ``state.rollout``,
where the game has one, and the protocol path), the computer's think time per move at each level,
median and max, in CPython (bench/ai_think.py) and in Chromium (bench/ai_browser.py), and the start-up
time of the game's route, cold and warm, with its ratio to the bare PyScript page
(bench/startup.py); then what a first visit downloads (bench/download.py). Each figure is tagged
[n]: the command that produced it, listed below the table with its date (a figure left from an older
run shows its own command and date; a missing one shows as -). Measures nothing itself.

``--json`` prints the same figures as JSON (flat keys such as ``<game>.think.hard.browser.max``);
``--compare OLD.json`` puts each figure next to the one in another results file (an older version's),
with the ratio new/old.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._results import RESULTS, browser_key, seat_word, shown, shown_figures  # noqa: E402
from game import core  # noqa: E402

GAMES = tuple(core.available_games())
LEVELS = ("easy", "medium", "hard")


def setup(game_id: str) -> str:
    """The seats of the figures shown (the game's ``BENCHMARKS["seats"]``)."""
    benchmarks = core.load(game_id).BENCHMARKS
    return f"{benchmarks['seats']} {seat_word(benchmarks)}"


def used() -> set[str]:
    """The results' keys this table shows."""
    keys = {core.load(g).BENCHMARKS[script]["key"] for g in GAMES for script in ("playouts", "think")}
    return keys | {"ai_think_browser_by_game", "startup", "download"}


def dig(node: Any, *path: str) -> Any:
    for key in path:
        if not isinstance(node, dict) or key not in node:
            return None
        node = node[key]
    return node


class Sources:
    """The commands behind the figures, numbered in order of first use (one number per command, with
    the dates of the figures it made)."""

    def __init__(self) -> None:
        self.commands: list[str] = []
        self.dates: dict[str, list[str]] = {}

    def ref(self, entry: Any) -> str:
        if not isinstance(entry, dict):
            return "-"
        command = str(entry.get("command") or "(command not recorded)")
        if command not in self.commands:
            self.commands.append(command)
            self.dates[command] = []
        if entry.get("date"):
            self.dates[command].append(str(entry["date"]))
        return str(self.commands.index(command) + 1)

    def lines(self) -> list[str]:
        found = []
        for number, command in enumerate(self.commands, 1):
            dates = sorted(set(self.dates[command]))
            when = "date not recorded" if not dates else dates[0] if len(dates) == 1 else f"{dates[0]} to {dates[-1]}"
            found.append(f"  [{number}] {command}   ({when})")
        return found


def figures(results: dict[str, Any], sources: Sources | None = None) -> dict[str, Any]:
    """Every figure per game (None where missing), with its source tag when ``sources`` is given."""
    sources = sources or Sources()
    found: dict[str, Any] = {}
    for game in GAMES:
        benchmarks = core.load(game).BENCHMARKS
        playouts_key, path = shown_figures(benchmarks, "playouts")
        playouts = dig(results.get(playouts_key), *path)
        key, path = shown_figures(benchmarks, "think")
        cpython_entry = results.get(key)
        cpython = dig(cpython_entry, *path)
        browser = dig(results, "ai_think_browser_by_game", browser_key(game, benchmarks))
        startup = dig(results, "startup", game)
        found[game] = {
            "setup": setup(game),
            "playouts": {"fast": dig(playouts, "rollout_per_s"), "protocol": dig(playouts, "protocol_per_s"),
                         "source": sources.ref(results.get(playouts_key))},
            "think": {level: {"cpython": {"median": dig(cpython, level, "median"), "max": dig(cpython, level, "max")},
                              "browser": {"median": dig(browser, level, "median"), "max": dig(browser, level, "max")}}
                      for level in LEVELS},
            "think_sources": {"cpython": sources.ref(cpython_entry), "browser": sources.ref(browser)},
            "startup": {"cold_ms": dig(startup, "median_ms", "cold"), "warm_ms": dig(startup, "median_ms", "warm"),
                        "cold_over_bare": dig(startup, "ratio_over_bare", "cold"),
                        "warm_over_bare": dig(startup, "ratio_over_bare", "warm"), "source": sources.ref(startup)},
        }  # fmt: skip
    download = results.get("download")
    found["first_visit"] = {
        "bytes": dig(download, "totals", "first_visit"), "page": dig(download, "totals", "page"),
        "precache": dig(download, "totals", "precache"), "by_kind": dig(download, "bytes", "total"),
        "gzip_estimate": dig(download, "gzip_estimate_totals", "first_visit"),
        "external_requests": dig(download, "external_requests"), "source": sources.ref(download),
    }  # fmt: skip
    return found


def flat(found: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """``{"<game>.playouts.fast": 6234.0, ...}``: numbers only (no tags, no setup)."""
    out: dict[str, Any] = {}
    for key, value in found.items():
        if key in ("source", "setup", "think_sources"):
            continue
        if isinstance(value, dict):
            out.update(flat(value, f"{prefix}{key}."))
        else:
            out[prefix + key] = value
    return out


def number(value: Any, digits: int = 0) -> str:
    if value is None:
        return "-"
    return f"{value:,.{digits}f}"


def megabytes(value: Any) -> str:
    return "-" if value is None else f"{value / 1e6:.2f} MB"


def print_table(found: dict[str, Any], sources: Sources, origin: str) -> None:
    print(f"Benchmarks per game, from {origin}")
    print(f"  {'':30} {'playouts/s':>17}  {'':6} {'CPython think s':>15} {'browser think s':>16}  "
          f"{'start-up ms (x bare page)':>27}  commands")
    print(f"  {'game':19} {'setup':10} {'fast / protocol':>17}  {'level':6} {'median':>7}{'max':>8} "
          f"{'median':>8}{'max':>8}  {'cold':>13} {'warm':>13}  (columns' order)")
    for game in GAMES:
        row = found[game]
        playouts, startup = row["playouts"], row["startup"]
        rate = f"{number(playouts['fast'])} / {number(playouts['protocol'])}"
        cold = f"{number(startup['cold_ms'])} ({number(startup['cold_over_bare'], 2)})"
        warm = f"{number(startup['warm_ms'])} ({number(startup['warm_over_bare'], 2)})"
        refs = " ".join(f"[{ref}]" for ref in (playouts["source"], row["think_sources"]["cpython"],
                                               row["think_sources"]["browser"], startup["source"]))  # fmt: skip
        for index, level in enumerate(LEVELS):
            think = row["think"][level]
            first = index == 0
            print(f"  {game if first else '':19} {row['setup'] if first else '':10} {rate if first else '':>17}  "
                  f"{level:6} {number(think['cpython']['median'], 3):>7}{number(think['cpython']['max'], 3):>8} "
                  f"{number(think['browser']['median'], 3):>8}{number(think['browser']['max'], 3):>8}  "
                  + (f"{cold:>13} {warm:>13}  {refs}" if first else ""))
    visit = found["first_visit"]
    kinds = visit["by_kind"] or {}
    print(f"  First visit (the whole site, every game): {megabytes(visit['bytes'])} = page {megabytes(visit['page'])} "
          f"+ the service worker's precache {megabytes(visit['precache'])}; by kind: "
          + ", ".join(f"{kind} {megabytes(count)}" for kind, count in kinds.items())
          + f"; gzip estimate {megabytes(visit['gzip_estimate'])}; requests that left the origin: "
          f"{number(visit['external_requests'])} [{visit['source']}]")
    print("  setup: the seats of the think-time figures, and of the playouts where several seat counts are measured; "
          "fast: state.rollout, where the game has one; - : not measured")
    print("Commands:")
    for line in sources.lines():
        print(line)


def print_comparison(new: dict[str, Any], old: dict[str, Any], origin: str, other: str) -> None:
    print(f"Figures of {origin} (new) against {other} (old), ratio new/old (think and start-up: lower is better; "
          f"playouts/s: higher is better)")
    new_flat, old_flat = flat(new), flat(old)
    print(f"  {'figure':42} {'old':>14} {'new':>14} {'new/old':>8}")
    for key, value in new_flat.items():
        before = old_flat.get(key)
        ratio = f"{value / before:8.2f}" if value is not None and before else f"{'-':>8}"
        digits = 3 if ".think." in key or "over_bare" in key else 0
        print(f"  {key:42} {number(before, digits):>14} {number(value, digits):>14} {ratio}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=Path, default=RESULTS, help="the results file (default bench/results.json)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON instead of the table")
    parser.add_argument("--compare", type=Path, metavar="OLD.json", help="another results file to compare with")
    args = parser.parse_args()
    try:
        results = json.loads(args.results.read_text())
    except FileNotFoundError:
        sys.exit(f"bench/zz_summary.py: no {args.results} (run the other bench/ scripts first)")
    sources = Sources()
    found = figures(results, sources)
    if args.json:
        print(json.dumps({"figures": flat(found), "commands": sources.commands}, indent=2))
        return
    print_table(found, sources, shown(args.results))
    others = sorted(set(results) - used() - {"ai_think_browser", "click_latency_ms"})
    if others:
        print(f"Also in {shown(args.results)}, not in this table: {', '.join(others)}")
    memory = ROOT / "bench" / "memory.json"
    if memory.exists():
        print(f"Memory over many games in one page: {shown(memory)} (bench/memory.py)")
    if args.compare:
        print()
        print_comparison(found, figures(json.loads(args.compare.read_text())), shown(args.results), str(args.compare))


if __name__ == "__main__":
    main()
