"""A starter agent for Kulami.

The view (``game/kulami/view.py``): ``plates`` (each plate's holes, "d4"), ``marbles`` (hole -> seat),
``last`` and ``previous`` (the last two marbles' holes), ``forbidden_plates``, ``left`` (marbles per
seat), ``scores`` (per seat, as the game stands). A move is a hole's name: "d4".

``choose(view, legal, rng)`` gets my seat's view, the legal moves as text and a seeded
``random.Random``; it returns one of ``legal``. This one looks one move ahead with the engine itself
(``determinize`` deals a game that fits what I see) and beats the random player; the lab
(``#/lab/`` in the page) and ``python -m game.arena GAME --agents starter.py,random`` run it.
"""

from game import core


def choose(view, legal, rng):
    """One move of ``legal`` (the legal moves as text): the one that leaves my seat furthest ahead."""
    me = view["seat"]
    module = core.load(view["game"])
    best, best_value = [], None
    for move in legal:
        # a whole game that fits what I see (what I cannot see is drawn at random); try the move on it
        state = module.determinize(view, rng)
        state.apply(move)
        scores = state.scores()
        others = [s for seat, s in enumerate(scores) if seat != me]
        value = (scores[me] - max(others), prefer(view, move))
        if best_value is None or value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return rng.choice(best)


def prefer(view, move):
    """Between moves that score the same: a hole on a large plate (more to win there later)."""
    for holes in view["plates"]:
        if move in holes:
            return len(holes)
    return 0
