"""The search that found this game's lesson deal (``LESSON`` in lesson.py, beside this module), run
offline by ``tools/find_lessons.py kluitz``: nothing reads it at run time, and the site leaves it out.

Round 1 played through with the person as the sheep player (first=1): the opponent fences a
3×3, 4×4 or 2×5 pen, the person turns remembered twins first, then rams and shepherd tiles outside
the pen; prints the shortest endings of round 1 (the move to cut at, and what is left) that hold a
ram. Ran with the seeds 1-59: seed 19, the 4×4 pen b2-e5, cut after 30 moves, leaves 6 moves of
the person's (a ram, two pairs).
"""

from __future__ import annotations



def search(seeds: range = range(1, 60)) -> None:
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
