"""Search deals for the games' lessons (Learn to play): run once per game, its result kept as data in
``web/<package>/lesson.py``; nothing reads this at run time.

    .venv/bin/python tools/find_lessons.py kulami

kulami     short games on the seeded free-shape boards, red (the person) starting, that end when Black
           has no hole left after a red marble (13 marbles), red well ahead; prints the best few.
           Ran with the seeds 1-119, 300 games each: seed 16 gives 29 to 16 with a tie on a plate.
clustered  deals where six cards of the person (Blue, starting; the opponent laying as far from them
           as it can) make a rectangle and a line with a joker among them, by a beam search (width
           25) on the person's score. Ran with the seeds 1-14: seed 1, where the joker is the only
           card that fits its gap, gives 12 points to 5.
guerre-des-moutons
           random games that tell a story: the person closes a meadow of their colour (3 sheep or
           more), the opponent lays a wolf (one that spoils it if any does), the person reveals
           their "?" tile and lays a hunter on the wolf as the extra tile, lays one more tile, then
           the opponent stops and the person stops, and the person wins. The person's tiles are
           laid turned as the page first offers them (no turning taps). A run over the seeds
           1-400, 30 games each, found the kept script: seed 184 in 21 moves, 7 to 6 (the games
           are drawn at random: another run finds others).
troupeaux  a fixed story of four turns (Blue, the person, starts), tried seed by seed with the cards
           each deal gives: a Glorieux herd laid and moved; Red's Rapides laid on row 2 and moved
           in front of it; the clash and the three Glorieux draws; Red's lone Divers on row 2 and
           Blue's Rapides laid onto it; a complete Téméraires herd sacrificed against Red's herd on
           a1. Ran with the seeds 1-59: nearly all fit; seed 1 is kept.
kluitz     round 1 played through with the person as the sheep player (first=1): the opponent fences
           a 3×3, 4×4 or 2×5 pen, the person turns remembered twins first, then rams and shepherd
           tiles outside the pen; prints the shortest endings of round 1 (the move to cut at, and
           what is left) that hold a ram. Ran with the seeds 1-59: seed 19, the 4×4 pen b2-e5, cut
           after 30 moves, leaves 6 moves of the person's (a ram, two pairs).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import Any


def kulami(seeds: range = range(1, 120), games: int = 300) -> None:
    from game.kulami import new_game

    rng = random.Random(7)
    found = []
    for seed in seeds:
        start = new_game(seed, 2, {"layout": "random-irregular", "first": "red"})
        for _ in range(games):
            state, path = start.clone(), list[str]()
            while not state.is_over and len(path) < 15:
                moves = state.legal_actions()
                if len(path) >= 8 and rng.random() < 0.7:  # late on, squeeze the next player's choice

                    def choice(move: object) -> int:
                        after = state.clone()
                        after.apply(move)
                        return -1 if after.is_over else len(after.legal_actions())

                    move = min(moves, key=choice)
                else:
                    move = rng.choice(moves)
                state.apply(move)
                path.append(str(move))
            scores = state.scores()
            if state.is_over and len(path) % 2 == 1 and 11 <= len(path) <= 15 and scores[0] > scores[1] + 2:
                found.append((abs(len(path) - 13), scores[1] - scores[0], seed, path, scores))
    for _, _, seed, path, scores in sorted(found)[:15]:
        print(seed, ",".join(path), scores)


def clustered(seeds: range = range(1, 15), width: int = 25, cards: int = 6) -> None:
    from game.clustered import new_game

    def far_away(state: Any) -> str:  # the opponent's move: the cell farthest from the person's cards
        mine = [(x, y) for x, y, _, owner in state.view(0)["table"] if owner == 0]
        moves = [str(move) for move in state.legal_actions()]

        def distance(text: str) -> tuple[int, int, str]:
            x, y = map(int, text.partition("@")[2].split(":"))
            return min((abs(x - a) + abs(y - b) for a, b in mine), default=0), -abs(y), text

        laid = [text for text in moves if "@" in text]
        return max(laid, key=distance) if laid else moves[0]

    def worth(state: Any, path: list[str]) -> int:
        count = state.view(0)["breakdown"]["seats"][0]
        joker = any(text.startswith("J@") for text in path)
        return count["total"] + (3 if joker else 0) + (2 if count["rectangle_points"] >= 4 else 0)

    for seed in seeds:
        beam: list[tuple[Any, list[str], list[str]]] = [(new_game(seed, 2, {"first": 0, "size": True}), [], [])]
        for _ in range(cards):
            grown = []
            for state, path, script in beam:
                for move in state.legal_actions():
                    if "@" not in str(move):
                        continue
                    after = state.clone()
                    after.apply(move)
                    reply = far_away(after)
                    after.apply(reply)
                    grown.append((worth(after, [*path, str(move)]), after, [*path, str(move)], [*script, str(move), reply]))
            grown.sort(key=lambda found: -found[0])
            beam = [(state, path, script) for _, state, path, script in grown[:width]]
        state, path, script = beam[0]
        count = state.view(0)["breakdown"]["seats"][0]
        if any(text.startswith("J@") for text in path) and count["rectangle_points"] >= 4 and count["line_points"] >= 3:
            print(seed, count["total"], ",".join(script))


def guerre_des_moutons(seeds: range = range(1, 400), games: int = 30) -> None:
    rng = random.Random(3)
    for seed in seeds:
        for _ in range(games):
            try:
                found = _sheep_story(seed, rng)
            except (IndexError, ValueError):  # a choice with nothing to choose from: not this game
                found = None
            if found:
                print(seed, *found)
                break


def _sheep_story(seed: int, rng: random.Random) -> tuple[Any, ...] | None:
    from game.guerre_des_moutons import automatic, new_game, parse_action

    state = new_game(seed, 2, {})
    hands = [state.view(seat)["hand"] or [] for seat in (0, 1)]
    person = next((seat for seat in (0, 1) if any(t.startswith("H-") for t in hands[seat])
                   or any(t.startswith("W-") for t in hands[1 - seat])), None)  # fmt: skip
    if person is None:
        return None
    other = 1 - person
    script: list[str] = []

    def make(move: str) -> None:
        state.apply(move)
        script.append(move)
        while state.to_move == person and not state.is_over and (auto := automatic(state.view(person), 1)):
            state.apply(auto)
            script.append(auto)

    def others_windows() -> None:  # everyone passes every window but the person's before their turn
        while (not state.is_over and state.phase == "react"
               and not (state.to_move == person and state.view(person)["turn_seat"] == person)):
            make("done")

    def own_window() -> None:
        if state.to_move == person and state.phase == "react":
            make("done")
            others_windows()

    def tiles(seat: int, figures: bool = True) -> list[str]:
        found = [str(m) for m in state.legal_actions() if str(m).startswith(("play:", "cover:"))]
        if not figures:
            found = [m for m in found if not m.startswith(("play:W-", "play:H-"))]
        if seat != person:
            return found
        first: dict[tuple[str, int], int] = {}  # the page offers each face turned its first way that fits
        for move in found:
            if move.startswith("play:"):
                action = parse_action(move)
                first[action.tile, action.side] = min(first.get((action.tile, action.side), 4), action.rotation)
        return [m for m in found if not m.startswith("play:") or parse_action(m).rotation == first[
            parse_action(m).tile, parse_action(m).side]]

    def after(move: str) -> int:
        trial = state.clone()
        trial.apply(move)
        return trial.enclosure_score(person)

    while not state.is_over and state.to_move == person and (auto := automatic(state.view(person), 1)):
        make(auto)
    others_windows()
    if state.to_move == other:
        make(rng.choice(tiles(other, False)))
        others_windows()
    own_window()
    make(rng.choice(tiles(person, False)))
    others_windows()
    make(rng.choice(tiles(other, False)))
    others_windows()
    for turn in range(2):  # a meadow closed in the second turn, or the third
        own_window()
        weighed = [(after(move), move) for move in tiles(person, False)]
        best = max(score for score, _ in weighed)
        if best >= 3:
            make(rng.choice([move for score, move in weighed if score == best]))
            others_windows()
            break
        if turn == 1:
            return None
        make(rng.choice(weighed)[1])
        others_windows()
        make(rng.choice(tiles(other, False)))
        others_windows()
    closed = state.enclosure_score(person)
    wolves = [(after(move) < closed, move) for move in tiles(other) if move.startswith("play:W-") and "/A" in move]
    spoils = max(wolves)[0]
    make(rng.choice([move for spoiling, move in wolves if spoiling == spoils]))
    others_windows()
    spoiled = state.enclosure_score(person)
    reveals = [(after(str(m)), str(m)) for m in state.legal_actions() if str(m).startswith("reveal:")]
    make(max(reveals)[1] if rng.random() < 0.7 else rng.choice(reveals)[1])
    if state.phase != "extra":
        return None
    make([str(m) for m in state.legal_actions() if str(m).startswith("cover:")][0])
    if state.enclosure_score(person) < spoiled:
        return None
    own_window()
    make(max((after(move), move) for move in tiles(person))[1])
    others_windows()
    make("stop")
    others_windows()
    own_window()
    make("stop")
    scores = state.scores()
    if not state.is_over or scores[person] <= scores[other]:
        return None
    return person, scores, closed, spoils, len(script), ",".join(script)


def troupeaux(seeds: range = range(1, 60)) -> None:
    for seed in seeds:
        found = _herd_story(seed)
        if found:
            print(seed, len(found), ",".join(found))


def _herd_story(seed: int) -> list[str] | None:
    from game.troupeaux import new_game

    state = new_game(seed, 2, {})
    script: list[str] = []

    def make(*moves: str) -> None:
        for move in moves:
            if move not in [str(action) for action in state.legal_actions()]:
                raise ValueError(move)
            state.apply(move)
            script.append(move)

    def distinct(seat: int, breed: str, count: int) -> str:
        cards = sorted({card for card in state.view(seat)["hand"] or [] if card[0] == breed})
        if len(cards) < count:
            raise ValueError(breed)
        return "+".join(cards[:count])

    try:
        make("draw:T")  # each lay names cards from the hand as it is after the draws before it
        make(f"lay:{distinct(0, 'G', 2)}@b1", "move:b1>b2", "end", "draw:R", "draw:R")
        make(f"lay:{distinct(1, 'R', 1)}@c2", "move:c2>b3", "end")
        make("draw:T", "draw:T", "move:b2>b3", "draw:T", "draw:R", "draw:R", "end", "draw:D", "draw:D")
        make(f"lay:{distinct(1, 'D', 1)}@d1", "move:d1>d2", "end", "draw:R", "draw:T")
        make(f"lay:{distinct(0, 'R', 2)}@d2", "end", "draw:G", "draw:G")
        make(f"lay:{distinct(1, 'G', 2)}@a1", "end", "draw:T", "draw:G", "lay:T1+T2+T3@e1", "dare:e1>a1", "end")
    except ValueError:
        return None
    return script


def kluitz(seeds: range = range(1, 60)) -> None:
    from game.kluitz.rules import SIZE

    def block(col: int, row: int, width: int, height: int) -> list[int]:
        return [r * SIZE + c for r in range(row, row + height) for c in range(col, col + width)]

    pens = [block(0, 0, 3, 3), block(2, 0, 3, 3), block(0, 2, 3, 3), block(2, 2, 3, 3), block(0, 0, 4, 4),
            block(1, 1, 4, 4), block(0, 0, 2, 5), block(3, 0, 2, 5)]
    found = []
    for seed in seeds:
        for pen in pens:
            played = _round_one(seed, pen)
            if played is None:
                continue
            script, movers = played
            for cut in range(len(script)):  # the earliest start of a person's turn with a ram after it
                if movers[cut] != "P" or (cut and movers[cut - 1] == "P"):
                    continue
                rest = list(zip(movers[cut:], script[cut:]))
                theirs = sum(1 for mover, _ in rest if mover == "P")
                if theirs <= 9 and any(move.startswith("remove") for _, move in rest):
                    found.append((theirs, seed, pen, cut, ",".join(f"{m}:{move}" for m, move in rest)))
                    break
    for line in sorted(found)[:10]:
        print(*line)


def _round_one(seed: int, pen: list[int]) -> tuple[list[str], list[str]] | None:
    from game.kluitz import new_game
    from game.kluitz.rules import LINKS, RAM, SHEPHERD, bits, cell_text, edge_text

    state = new_game(seed, 2, {"first": 1})
    edges: list[int] = []
    for cell in sorted(pen):
        edges += [edge for other, edge in LINKS[cell] if other not in pen and edge not in edges]
    script: list[str] = []
    movers: list[str] = []
    kinds = state.kinds
    for _ in range(400):
        if state.round != 0 or state.is_over:
            break
        phase = state.phase
        if phase in ("fencing", "shepherd-tile"):  # the opponent, the shepherd
            free = [edge for edge in edges if not state.fences >> edge & 1]
            move, mover = "fence:" + edge_text(free[0] if free else state.free_edges()[-1]), "O"
        elif phase == "turning":  # the person: remembered twins, else rams and shepherd tiles outside the pen
            open_cells = bits(state.turnable())
            seen = [c for c in open_cells if state.seen >> c & 1]
            if state.this_turn:
                twins = [c for c in open_cells if kinds[c] == kinds[state.this_turn[0]]]
                pick = (twins or [c for c in open_cells if c not in seen] or open_cells)[0]
            else:
                pairs = [c for c in seen if any(kinds[d] == kinds[c] and d != c for d in seen)]
                special = [c for c in open_cells if kinds[c] in (RAM, SHEPHERD) and c not in pen]
                twin = [c for c in open_cells if c not in seen and any(kinds[d] == kinds[c] for d in seen)]
                pick = (pairs or special or twin or open_cells)[0]
            move, mover = "turn:" + cell_text(pick), "P"
        elif phase == "ram":
            move, mover = "remove:" + edge_text(next(e for e in range(60) if state.fences >> e & 1)), "P"
        elif phase == "shown":
            move, mover = "down", "P"
        else:
            break
        state.apply(move)
        script.append(move)
        movers.append(mover)
    return (script, movers) if state.round == 1 else None


SEARCHES: dict[str, Callable[[], None]] = {"kluitz": kluitz, "troupeaux": troupeaux, 
    "kulami": kulami, "clustered": clustered, "guerre-des-moutons": guerre_des_moutons,
}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(SEARCHES):
        print(f"-- {name}")
        SEARCHES[name]()
