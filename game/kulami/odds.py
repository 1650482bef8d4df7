"""How likely a plate still open ends with the player who leads it: what hard's playouts count.

A playout of the hard level stops 20 marbles after its tree (``search.LEVEL_SETTINGS``). Counting
each plate then for whoever leads it treats a plate led 1–0 with three holes empty as won. These
odds say instead what such a lead has been worth: ``HELD[(holes, lead, empty)]`` is the mean, over
the positions of 240 games of hard against itself at 0.1 s a move (48 on each named and random
layout), of +1 when the plate ended with its leader, −1 with the other player and 0 tied, for a
plate of ``holes`` holes led by ``lead`` marbles with ``empty`` holes empty. A lead of 0 is worth
0, and a plate the other player can no longer catch (``lead > empty``) or a full one is decided.
``python -m game.kulami.learn_odds`` plays such games again and prints the table.
"""

from __future__ import annotations

from functools import cache
from itertools import product

# (holes, lead, empty) -> the lead's worth, from -1 (the plate always went to the other player) to 1
HELD: dict[tuple[int, int, int], float] = {
    (2, 1, 1): 0.63,
    (3, 1, 2): 0.48,
    (4, 1, 1): 0.54, (4, 1, 3): 0.36, (4, 2, 2): 0.89,
    (6, 1, 1): 0.57, (6, 1, 3): 0.44, (6, 1, 5): 0.20, (6, 2, 2): 0.87, (6, 2, 4): 0.68, (6, 3, 3): 1.0,
}  # fmt: skip
# how a playout's expected margin (red's points less black's, the open plates at their worth) turns
# into red's reward: 1 / (1 + exp(-margin / MARGIN_SCALE))
MARGIN_SCALE = 2.0


def worth(holes: int, lead: int, empty: int) -> float:
    """The share of a plate of ``holes`` holes that red can count on, red leading by ``lead``
    (negative: black leads) with ``empty`` holes empty, from -1 (black's) to 1 (red's)."""
    if lead == 0:
        return 0.0
    side = 1 if lead > 0 else -1
    if empty == 0 or abs(lead) > empty:
        return float(side)
    return side * HELD[(holes, abs(lead), empty)]


@cache
def plate_points(holes: int) -> dict[tuple[int, ...], float]:
    """For every filling of a plate of ``holes`` holes (1 red, -1 black, 0 empty, in the holes'
    order), red's expected points on it: ``holes`` times its worth."""
    return {marbles: holes * worth(holes, sum(marbles), marbles.count(0))
            for marbles in product((1, 0, -1), repeat=holes)}
