"""The search that found this game's lesson deal (``LESSON`` in lesson.py, beside this module), run
offline by ``tools/find_lessons.py kulami``: nothing reads it at run time, and the site leaves it out.

Short games on the seeded free-shape boards, red (the person) starting, that end when Black has
no hole left after a red marble (13 marbles), red well ahead; prints the best few. Ran with the
seeds 1-119, 300 games each: seed 16 gives 29 to 16 with a tie on a plate.
"""

from __future__ import annotations

import random


def search(seeds: range = range(1, 120), games: int = 300) -> None:
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
