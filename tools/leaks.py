"""No leaks: a seat's view, and the computers' moves, never depend on what that seat may not see.

    python tools/leaks.py [--positions 1000] [--only GAME] [--jobs J] [--seed S] [--ai-positions A]
                          [--continue K] [--out bench/leaks.json]

For every hidden-information game (``INFO.hidden_information``), every seat count and rule variant,
``--positions`` random positions are taken from seeded random games (random legal moves, a verb at
random first so that rare moves come up; 10 positions per game, its end included). At each position,
for a random seat ``s`` and for the spectator (``None``), what ``s`` cannot see is dealt anew in two
ways:

- **determinize**: the game's own ``determinize(view(s), rng)`` (or the re-deal its package's
  ``hiding()`` gives, when a player could know more than the view spells out);
- **scramble**: the state itself with the other hands, the decks' and bag's order, the face-down
  tiles, the secret colours... shuffled among themselves, keeping in place only what the next ``K``
  moves (chosen first, on the original) will show ``s`` or need to stay legal. Unlike determinize it
  does not rebuild the state from the view, so the events the engine logs in those K moves come from
  the re-dealt content: a log that named another seat's drawn tile would differ.

and checks:

(a) **view**: the re-dealt state's ``view(s)`` (and spectator view) is JSON-equal to the original's;
(b) **not vacuous**: the re-deal changed the hidden content -- counted and printed;
(c) **AI**: for each level (easy, medium, hard), an agent with the same seed and a fixed work budget
    (``seconds=inf``: no wall clock) given the mover's original view and one given the determinized
    state's view choose the same move (memory games: both agents first see the same past views); on
    the first ``--ai-positions`` positions of each row that have a mover (all by default);
(d) **play on**: the same next moves are played on both states while legal in both, and ``view(s)``
    must stay equal after each. After the scramble nothing may differ; after determinize (random
    moves) a move that showed ``s`` something ends the comparison (fewer things hidden from ``s``: a
    card drawn into its hand, a card laid, a tile turned...). The one difference the rules themselves
    make from hidden content is counted apart, printed, not a failure: whether the game is over (no
    one can play; a game in which nothing could change any more), within the view keys the package's
    ``hiding().end`` names. Whose turn it is must never differ (a game that asks every player in a
    reaction window asks them whatever they hold).

Prints a table and writes ``bench/leaks.json``; exits 1 on any mismatch or error.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shlex
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import core  # noqa: E402
from game.ai import make_agent  # noqa: E402
from game.ai.mcts import search_class  # noqa: E402
from game.core import new_rng  # noqa: E402

RESULTS = ROOT / "bench" / "leaks.json"
LEVELS = ("easy", "medium", "hard")
POSITIONS_PER_GAME = 10  # positions taken from each random game
CONTINUE = 4  # moves played on after a re-deal
EXAMPLES = 3  # mismatches kept per row for the report


# --- rows: game, seats, variant -----------------------------------------------------------------------


def rows(only: str | None = None) -> list[dict[str, Any]]:
    """Each row: ``game``, ``players``, ``variant`` (a label) and ``options(players, rng)``, as each
    hidden-information game's package declares them (``hiding().setups``)."""
    found: list[dict[str, Any]] = []
    for game_id in core.available_games():
        module = core.load(game_id)
        if not module.INFO.hidden_information or (only and game_id != only):
            continue
        if not hasattr(module, "hiding"):
            raise SystemExit(f"tools/leaks.py does not know what {game_id} hides: give its package a hiding()")
        for players in range(module.INFO.min_players, module.INFO.max_players + 1):
            for variant, options, counts in module.hiding().setups:
                if counts is None or players in counts:
                    found.append(dict(game=game_id, players=players, variant=variant, options=options))
    return found


def row_label(row: dict[str, Any]) -> str:
    return f"{row['game']} {row['players']}" + (f" ({row['variant']})" if row["variant"] else "")


# --- random play ----------------------------------------------------------------------------------------


def random_action(state: Any, rng: random.Random) -> Any:
    """A legal action: a verb at random first (so that rare moves come up), ``stop`` seldom."""
    legal = state.legal_actions()
    verbs: dict[str, list[Any]] = {}
    for action in legal:
        verbs.setdefault(str(action).split(":")[0], []).append(action)
    names = sorted(verbs)
    if "stop" in names and len(names) > 1 and rng.random() > 0.03:
        names.remove("stop")
    return rng.choice(verbs[rng.choice(names)])


def random_game(module: Any, seed: int, players: int, options: dict[str, Any], rng: random.Random) -> list[Any]:
    """Every position of a random game, from the deal to its end."""
    state = module.new_game(seed, players, options)
    found = [state.clone()]
    while not state.is_over:
        state.apply(random_action(state, rng))
        found.append(state.clone())
    return found


# --- the checks at one position -------------------------------------------------------------------------


def json_copy(data: Any) -> Any:
    return json.loads(json.dumps(data))


def diff_keys(one: dict[str, Any], two: dict[str, Any]) -> list[str]:
    return sorted(k for k in set(one) | set(two) if one.get(k, "<absent>") != two.get(k, "<absent>"))


class Tally:
    """The figures of a row (summed over the workers)."""

    FIELDS = ("positions", "redeals", "with_hidden", "changed", "scramble_changed", "view_mismatches", "errors",
              "ai_positions", "ai_decisions", "ai_mismatches", "moves_played_on", "stopped_reveal", "stopped_illegal",
              "stopped_over", "end_disclosures", "play_on_mismatches")  # fmt: skip

    def __init__(self) -> None:
        for name in self.FIELDS:
            setattr(self, name, 0)
        self.examples: list[dict[str, Any]] = []
        self.disclosures: list[dict[str, Any]] = []
        self.seconds = 0.0

    def failures(self) -> int:
        return self.view_mismatches + self.errors + self.ai_mismatches + self.play_on_mismatches

    def fail(self, kind: str, **detail: Any) -> None:
        if len(self.examples) < EXAMPLES:
            self.examples.append({"kind": kind, **detail})

    def add(self, other: Tally) -> None:
        for name in self.FIELDS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.examples = (self.examples + other.examples)[:EXAMPLES]
        self.disclosures = (self.disclosures + other.disclosures)[:EXAMPLES]
        self.seconds += other.seconds

    def as_dict(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in self.FIELDS}
        data.update(failures=self.failures(), seconds=round(self.seconds, 2), examples=self.examples,
                    end_examples=self.disclosures)  # fmt: skip
        return data


def _compare(tally: Tally, kind: str, state: Any, dealt: Any, seat: int | None, where: dict[str, Any]) -> bool:
    """(a) and (b) for one re-deal: True when the views match."""
    hiding = core.load(state.info.id).hiding()
    view, dealt_view = state.view(seat), dealt.view(seat)
    tally.redeals += 1
    if hiding.count(state, seat):
        tally.with_hidden += 1
    if hiding.hidden(dealt, seat) != hiding.hidden(state, seat):
        tally.changed += 1
        if kind == "scramble":
            tally.scramble_changed += 1
    spectator_ok = seat is None or json_copy(dealt.view(None)) == json_copy(state.view(None))
    if json_copy(dealt_view) == json_copy(view) and spectator_ok:
        return True
    tally.view_mismatches += 1
    keys = diff_keys(view, dealt_view) if dealt_view != view else ["<spectator view>"]
    tally.fail("view", redeal=kind, seat=seat, keys=keys, **where)
    return False


def check_redeal(module: Any, state: Any, seat: int | None, rng: random.Random, tally: Tally,
                 where: dict[str, Any], play_on: int = CONTINUE) -> None:
    """(a), (b) and (d) for one seat at one position, with both re-deals: ``determinize`` from the
    view, and the scramble of the state that keeps what the next moves show."""
    hiding = module.hiding()
    try:
        dealt = hiding.redeal(module, state, json_copy(state.view(seat)), rng)
        one = state.clone()
        future = []
        for _ in range(play_on):
            if one.is_over:
                break
            one.apply(random_action(one, rng))
            future.append(one.clone())
        scrambled = hiding.scramble(state, seat, future, rng)
    except Exception as error:  # a re-deal that fails is a bug of its own
        tally.errors += 1
        tally.fail("redeal-error", seat=seat, error=repr(error), trace=traceback.format_exc(limit=4), **where)
        return
    if _compare(tally, "determinize", state, dealt, seat, where):
        play_on_both(module, state.clone(), dealt.clone(), seat, rng, tally, where, play_on)
    if _compare(tally, "scramble", state, scrambled, seat, where):
        moves = [str(f.history[-1]) for f in future]
        play_on_both(module, state.clone(), scrambled.clone(), seat, rng, tally, where, play_on, moves)


def play_on_both(module: Any, one: Any, two: Any, seat: int | None, rng: random.Random, tally: Tally,
                 where: dict[str, Any], count: int, moves: list[str] | None = None) -> None:
    """(d): the same next moves (``moves``, else at random) on both states while legal in both; the
    seat's views stay equal -- unless, without ``moves`` (after ``determinize``), a move showed the
    seat something it had not seen (then the deals may differ in it)."""
    hiding = module.hiding()
    for number in range(count if moves is None else len(moves)):
        if one.is_over or two.is_over:
            tally.stopped_over += 1
            return
        text = str(random_action(one, rng)) if moves is None else moves[number]
        if not two.is_legal(two.parse_action(text)):
            tally.stopped_illegal += 1
            return
        before = (hiding.count(one, seat), hiding.count(two, seat))
        one.apply(text)
        two.apply(text)
        tally.moves_played_on += 1
        seen, other = one.view(seat), two.view(seat)
        if seen == other:
            continue
        if moves is None and (hiding.count(one, seat) < before[0] or hiding.count(two, seat) < before[1]):
            tally.stopped_reveal += 1
            return
        keys = diff_keys(seen, other)
        detail = dict(redeal="determinize" if moves is None else "scramble", seat=seat, after=number + 1,
                      move=text, keys=keys, **where)  # fmt: skip
        rule = hiding.by_rule(keys)
        if rule is not None:
            tally.end_disclosures += 1
            if len(tally.disclosures) < EXAMPLES:
                tally.disclosures.append(dict(detail, rule=rule))
            return
        tally.play_on_mismatches += 1
        tally.fail("play-on", **detail)
        return


def agent_move(module: Any, level: str, seed: int, past: list[dict[str, Any]], view: dict[str, Any]) -> str:
    """The move of a level's agent with a fixed work budget (no clock), after seeing ``past`` views
    (for the games whose computers remember what they saw)."""
    agent = make_agent(level, seed, seconds=float("inf"))
    if hasattr(search_class(module), "make_memory"):
        for earlier in past:
            agent.observe(json_copy(earlier))
    return str(agent.choose(module, json_copy(view)))


def check_ai(module: Any, positions: list[Any], index: int, rng: random.Random, tally: Tally,
             where: dict[str, Any]) -> None:
    """(c): every level picks the same move from the mover's view before and after a re-deal."""
    state = positions[index]
    mover = state.to_move
    hiding = module.hiding()
    dealt = hiding.redeal(module, state, json_copy(state.view(mover)), rng)
    past = [p.view(mover) for p in positions[:index]]
    tally.ai_positions += 1
    seed = rng.randrange(1, 2**31)
    for level in LEVELS:
        tally.ai_decisions += 1
        mine = agent_move(module, level, seed, past, state.view(mover))
        theirs = agent_move(module, level, seed, past, dealt.view(mover))
        if mine != theirs:
            tally.ai_mismatches += 1
            tally.fail("ai", level=level, seat=mover, moves=[mine, theirs], **where)


def pick(count: int, total: int, rng: random.Random) -> list[int]:
    """``count`` position numbers out of ``total``, spread over the game (its end included)."""
    if total <= count:
        return list(range(total))
    chosen = set(rng.sample(range(total - 1), count - 1))
    chosen.add(total - 1)
    return sorted(chosen)


def run_games(row_number: int, first: int, last: int, positions_wanted: int, ai_positions: int, seed: int,
              only: str | None, play_on: int) -> Tally:
    """Random games ``first`` .. ``last - 1`` of a row; their positions checked."""
    row = rows(only)[row_number]
    module = core.load(row["game"])
    players = row["players"]
    tally = Tally()
    started = time.perf_counter()
    for game in range(first, last):
        rng = new_rng(seed, "leaks", row["game"], players, row["variant"], game)
        game_seed = rng.randrange(1, 2**31)
        options = row["options"](players, rng)
        positions = random_game(module, game_seed, players, options, rng)
        start = game * POSITIONS_PER_GAME
        for k, index in enumerate(pick(min(POSITIONS_PER_GAME, positions_wanted - start), len(positions), rng)):
            number = start + k
            state = positions[index]
            tally.positions += 1
            where = {"seed": game_seed, "options": options, "moves": index,
                     "record": state.record()["actions"]}  # fmt: skip
            seat = rng.randrange(players)
            for viewer in (seat, None):
                check_redeal(module, state, viewer, rng, tally, where, play_on)
            if state.to_move is not None and number < ai_positions:
                try:
                    check_ai(module, positions, index, rng, tally, where)
                except Exception as error:
                    tally.errors += 1
                    tally.fail("ai-error", error=repr(error), trace=traceback.format_exc(limit=3), **where)
    tally.seconds = time.perf_counter() - started
    for example in tally.examples + tally.disclosures:  # keep the report short: a record to replay
        example["record"] = {"game": row["game"], "seed": example["seed"], "players": players,
                             "options": example["options"], "actions": example["record"]}  # fmt: skip
    return tally


# --- the run ----------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=1000, help="positions per game, seat count and variant")
    parser.add_argument("--ai-positions", type=int, default=None,
                        help="of which the AI check runs on the first A with a mover (default: all)")
    parser.add_argument("--continue", dest="play_on", type=int, default=CONTINUE,
                        help="moves played on after a re-deal")
    parser.add_argument("--only", choices=[g for g in core.available_games() if core.load(g).INFO.hidden_information])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    ai_positions = args.positions if args.ai_positions is None else args.ai_positions
    table = rows(args.only)
    games = -(-args.positions // POSITIONS_PER_GAME)
    chunk = 10  # games per piece of work (100 positions)
    work = [(r, g, min(g + chunk, games)) for r in range(len(table)) for g in range(0, games, chunk)]
    command = "python tools/leaks.py " + shlex.join(argv if argv is not None else sys.argv[1:])
    print(f"$ {command.strip()}")
    print(f"{args.positions} positions per row from {games} random games ({POSITIONS_PER_GAME} positions each); "
          f"per position a random seat and the spectator re-dealt; AI (easy, medium, hard, seconds=inf) on "
          f"{'every' if ai_positions >= args.positions else f'the first {ai_positions}'} position(s) with a "
          f"mover; up to {args.play_on} moves played on after each re-deal; {args.jobs} job(s)", flush=True)
    started = time.perf_counter()
    tallies = [Tally() for _ in table]
    call = [(r, a, b, args.positions, ai_positions, args.seed, args.only, args.play_on) for r, a, b in work]
    if args.jobs <= 1:
        results = [run_games(*c) for c in call]
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(run_games, *zip(*call)))
    for (r, _, _), result in zip(work, results):
        tallies[r].add(result)
    wall = time.perf_counter() - started

    head = ("game", "seats", "variant", "positions", "re-deals", "changed hidden", "view mism.", "AI decisions",
            "AI mism.", "moves played on", "by rule: end", "play-on mism.", "errors", "time s")  # fmt: skip
    lines = [head]
    for row, t in zip(table, tallies):
        lines.append((row["game"], str(row["players"]), row["variant"] or "-", str(t.positions), str(t.redeals),
                      f"{t.changed}/{t.with_hidden} ({100 * t.changed / max(1, t.with_hidden):.0f}%)",
                      str(t.view_mismatches), str(t.ai_decisions), str(t.ai_mismatches), str(t.moves_played_on),
                      str(t.end_disclosures), str(t.play_on_mismatches), str(t.errors),
                      f"{t.seconds:.1f}"))  # fmt: skip
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    for line in lines:
        print("  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip())
    total = Tally()
    for t in tallies:
        total.add(t)
    print(f"total: {total.positions} positions; {total.redeals} re-deals ({total.redeals // 2} by determinize, "
          f"{total.redeals // 2} by scramble), {total.changed} of the {total.with_hidden} with hidden content "
          f"changed it ({total.scramble_changed} by scramble); {total.view_mismatches} view mismatches; "
          f"{total.ai_decisions} AI decisions compared, {total.ai_mismatches} mismatches; {total.moves_played_on} "
          f"moves played on ({total.stopped_reveal} stops at a reveal after determinize, {total.stopped_illegal} at a "
          f"move not legal in the re-deal, {total.stopped_over} at the end), {total.play_on_mismatches} play-on "
          f"mismatches; {total.errors} errors; {wall:.1f} s wall")
    print(f"by rule (not failures): {total.end_disclosures} times whether the game is over differed between "
          f"deals, as the rules decide it from hidden content")
    for row, t in zip(table, tallies):
        for example in t.examples:
            print(f"FAIL {row_label(row)}: {json.dumps({k: v for k, v in example.items() if k != 'trace'})}")
            if "trace" in example:
                print(example["trace"])
        for example in t.disclosures[:1]:
            print(f"by rule (end), {row_label(row)}: after {example['move']!r} the views differ in "
                  f"{', '.join(example['keys'])}; record {json.dumps(example['record'])}")
    report = {
        "command": command.strip(),
        "when": time.strftime("%Y-%m-%d %H:%M:%S"),
        "machine": f"{platform.python_implementation()} {platform.python_version()} on {platform.machine()}, "
                   f"{os.cpu_count()} cores",
        "positions": args.positions, "ai_positions": ai_positions, "play_on": args.play_on, "seed": args.seed,
        "jobs": args.jobs, "seconds": round(wall, 1),
        "rows": [dict(game=row["game"], players=row["players"], variant=row["variant"], **t.as_dict())
                 for row, t in zip(table, tallies)],
        "total": total.as_dict(),
    }  # fmt: skip
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1) + "\n")
    print(f"written to {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}")
    failures = total.failures()
    print("no leak found" if not failures else f"{failures} FAILURE(S)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
