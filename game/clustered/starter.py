"""A starter agent for Clustered.

The view (``game/clustered/view.py``): ``hand`` (my cards, "3te"), ``table`` (x, y, card, seat),
``phase`` ("opening", "play", "trim"), ``must_discard``, ``breakdown`` (each seat's count so far).
A move lays a card at a cell, "3te@0:-1", or discards one, "discard:3te".

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
    """Between moves that score the same: lay a card rather than discard one."""
    return 0 if move.startswith("discard") else 1
