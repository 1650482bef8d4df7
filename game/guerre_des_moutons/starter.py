"""A starter agent for La Guerre des Moutons.

The view (``game/guerre_des_moutons/view.py``): ``hand`` (my tiles, "L10B"), ``colours`` (my secret
colours), ``table`` (cell, tile, side, rotation, seat, figure, ...), ``phase`` ("react", "extra",
"turn"), ``bag``, ``revealed`` per seat. A move lays a tile ("play:L9Y/A0@0:-1": tile/side and
rotation @ cell), shows a colour ("reveal:R@1:-1"), covers a wolf ("cover:H-R@2:-3"), ends the turn
("done") or stops ("stop").

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
    """Between moves that score the same: lay a tile rather than end the turn or stop."""
    return 0 if move in ("done", "stop") else 1
