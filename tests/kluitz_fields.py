"""Fields of The Kluitz drawn as 5x5 letter pictures, shared by the rule tests and the AI tests.

Letters: ``H S Y G D`` the sheep kinds (happy, sleepy, shy, grumpy, dreamy), ``R`` a ram, ``B`` a
shepherd tile (berger); in the rule tests a small letter is face up and ``.`` an empty cell.
"""

from __future__ import annotations

from game.kluitz import RAM, SHEPHERD

LETTERS = {"H": 0, "S": 1, "Y": 2, "G": 3, "D": 4, "R": RAM, "B": SHEPHERD}

# The two seats' roles in the positions of the tests (``first`` makes seat 0 the shepherd of round 1).
SHEPHERD_SEAT, SHEEP_SEAT = 0, 1

# Every kind of tile once per column or so; a pair of each sheep kind is far apart. The real material:
# 4 of each sheep kind, 3 rams (a5 b5 c5), 2 shepherd tiles (d5 e5).
FULL = """
    H S Y G D
    S Y G D H
    Y G D H S
    G D H S Y
    R R R B B
"""
