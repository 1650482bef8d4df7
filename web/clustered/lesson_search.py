"""The search that found this game's lesson deal (``LESSON`` in lesson.py, beside this module), run
offline by ``tools/find_lessons.py clustered``: nothing reads it at run time, and the site leaves it out.

Deals where six cards of the person (Blue, starting; the opponent laying as far from them as it
can) make a rectangle and a line with a joker among them, by a beam search (width 25) on the
person's score. Ran with the seeds 1-14: seed 1, where the joker is the only card that fits its
gap, gives 12 points to 5.
"""

from __future__ import annotations

from typing import Any


def search(seeds: range = range(1, 15), width: int = 25, cards: int = 6) -> None:
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
