"""A starter agent for The Kluitz.

The view (``game/kluitz/view.py``): ``phase`` ("fencing", "turning", "ram", ...), ``shepherd`` and
``sheep`` (this round's roles), ``field`` (per cell: "" no tile, "?" face down, else its kind),
``fences`` ("a1n": the north edge of a1), ``supply``, ``scores``. A move places a fence
("fence:a1n"), turns a tile ("turn:c3"), takes a fence away ("remove:b1n"), or turns the shown
tiles face down again ("down").

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
    """Between moves that score the same: turn a tile rather than place a fence."""
    return 1 if move.startswith("turn") else 0
