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
            state, path = start.clone(), []
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
        beam = [(new_game(seed, 2, {"first": 0, "size": True}), [], [])]
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


SEARCHES: dict[str, Callable[[], None]] = {"kulami": kulami, "clustered": clustered}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(SEARCHES):
        print(f"-- {name}")
        SEARCHES[name]()
