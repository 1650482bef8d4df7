"""A starter agent for Troupeaux.

The view (``game/troupeaux/view.py``): ``hand`` (my cards, "G2"), ``herds`` (cell, owner, cards),
``step`` ("draw", "lay", "move", "after"), ``piles`` and ``arrival_stack`` per seat, ``log`` (the last
events). A move draws ("draw:G"), lays a card ("lay:G2@a1"), adds one to a herd ("add:T1@d1"), moves a herd
("move:d1>c2") or ends the turn ("end").

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
    """Between moves that score the same: move a herd on, then lay cards, then draw; end the turn last."""
    for rank, start in enumerate(("end", "draw", "lay", "add", "move")):
        if move.startswith(start):
            return rank
    return 1
