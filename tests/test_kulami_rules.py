"""Kulami's rules, one test per rule of docs/rules/kulami.md.

Holes are named by column letter and row number in the 10x10 frame (a1 .. j10); seat 0 plays red,
seat 1 black. Positions are written as moves on the 'classic' preset, drawn here as in
game/kulami.py (one letter per plate):

        a b c d e f g h
     1  A B B B C C D D        A  a1 a2          (2 holes)   J  c5 d5        (2)
     2  A B B B C C D D        B  b1-d2          (6)         K  a6 b6        (2)
     3  E E F F C C D D        C  e1-f3          (6)         L  c6 d6        (2)
     4  E E F F G G H I        D  g1-h3          (6)         M  e6 e7 e8     (3)
     5  E E J J G G H I        E  a3-b5          (6)         N  f6 f7 f8     (3)
     6  K K L L M N H I        F  c3 d3 c4 d4    (4)         O  a7 b7 a8 b8  (4)
     7  O O P P M N Q Q        G  e4 f4 e5 f5    (4)         P  c7 d7 c8 d8  (4)
     8  O O P P M N Q Q        H  g4 g5 g6       (3)         Q  g7 h7 g8 h8  (4)
                               I  h4 h5 h6       (3)
"""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import IllegalAction, InvalidRecord, new_rng, replay
from game.kulami import (
    PRESETS,
    KulamiState,
    chains,
    check_layout,
    determinize,
    hole_cell,
    hole_name,
    largest_zone,
    new_game,
)

CLASSIC_DRAWING = """
    A B B B C C D D
    A B B B C C D D
    E E F F C C D D
    E E F F G G H I
    E E J J G G H I
    K K L L M N H I
    O O P P M N Q Q
    O O P P M N Q Q
"""
COLUMNS = "abcdefghij"
RED, BLACK = 0, 1


def holes(text: str) -> set[str]:
    return set(text.split())


def game(*moves: str, layout="classic", first="red", zones=False, chains=False, seed=1) -> KulamiState:
    state = new_game(seed, 2, {"layout": layout, "first": first, "zones": zones, "chains": chains})
    for move in moves:
        state.apply(move)
    return state


def legal(state: KulamiState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def position(red: str, black: str, layout="classic", zones=False, chains=False, last=None, previous=None):
    """A board with these marbles (crafted through determinize, as the AI would rebuild it)."""
    view = game(layout=layout, zones=zones, chains=chains).view(None)
    marbles = {**{h: RED for h in red.split()}, **{h: BLACK for h in black.split()}}
    view = {**view, "marbles": marbles, "last": last, "previous": previous, "mover": len(marbles) % 2}
    return determinize(view, new_rng(0))


def plates_of_drawing(drawing: str) -> list[set[str]]:
    plates: dict[str, set[str]] = {}
    for row, line in enumerate(drawing.strip().splitlines()):
        for col, letter in enumerate(line.split()):
            plates.setdefault(letter, set()).add(f"{COLUMNS[col]}{row + 1}")
    return list(plates.values())


def as_sets(layout) -> set[frozenset[str]]:
    return {frozenset(p) for p in layout}


# --- a reference of the rules, written from the specification only -----------------------------


def coords(name: str) -> tuple[int, int]:
    """(row, column) of a hole name."""
    return int(name[1:]) - 1, COLUMNS.index(name[0])


def reference_legal(plates: list[list[str]], moves: list[str]) -> set[str]:
    """The holes the rules allow after ``moves``, straight from docs/rules/kulami.md."""
    if len(moves) >= 56:
        return set()
    plate_of = {h: i for i, p in enumerate(plates) for h in p}
    empty = set(plate_of) - set(moves)
    if not moves:
        return empty
    row, col = coords(moves[-1])
    banned = {plate_of[m] for m in moves[-2:]}
    return {h for h in empty if (coords(h)[0] == row or coords(h)[1] == col) and plate_of[h] not in banned}


def reference_plate_points(plates: list[list[str]], red: set[str], black: set[str]) -> list[int]:
    points = [0, 0]
    for plate in plates:
        r, b = len(red & set(plate)), len(black & set(plate))
        if r != b:
            points[RED if r > b else BLACK] += len(plate)
    return points


def assert_box_layout(plates: list[list[str]]) -> None:
    """17 plates of the box, each a full rectangle, disjoint, edge-connected, in the 10x10 frame."""
    assert len(plates) == 17
    cells = [coords(h) for p in plates for h in p]
    assert all(0 <= r < 10 and 0 <= c < 10 for r, c in cells)
    assert len(set(cells)) == len(cells) == 64, "plates overlap"
    shapes = []
    for plate in plates:
        rows = {coords(h)[0] for h in plate}
        cols = {coords(h)[1] for h in plate}
        assert rows == set(range(min(rows), max(rows) + 1)) and cols == set(range(min(cols), max(cols) + 1))
        assert len(rows) * len(cols) == len(plate), f"{plate} is not a full rectangle"
        shapes.append(tuple(sorted((len(rows), len(cols)))))
    assert sorted(shapes) == sorted([(2, 3)] * 4 + [(2, 2)] * 5 + [(1, 3)] * 4 + [(1, 2)] * 4)
    board, start = set(cells), cells[0]
    reached, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in board and n not in reached:
                reached.add(n)
                todo.append(n)
    assert reached == board, "the board is not one connected piece"


# An irregular layout: 'classic' with plate C (e1-f3) moved to i1-j3, which leaves a gap at e1-f3
# in rows 1 to 3. Plate C touches plate D (g1-h3) along h1-h3 | i1-i3, so the board stays connected.
GAP_LAYOUT = [
    ["a1", "a2"], ["b1", "c1", "d1", "b2", "c2", "d2"], ["i1", "j1", "i2", "j2", "i3", "j3"],
    ["g1", "h1", "g2", "h2", "g3", "h3"], ["a3", "b3", "a4", "b4", "a5", "b5"], ["c3", "d3", "c4", "d4"],
    ["e4", "f4", "e5", "f5"], ["g4", "g5", "g6"], ["h4", "h5", "h6"], ["c5", "d5"], ["a6", "b6"],
    ["c6", "d6"], ["e6", "e7", "e8"], ["f6", "f7", "f8"], ["a7", "b7", "a8", "b8"],
    ["c7", "d7", "c8", "d8"], ["g7", "h7", "g8", "h8"],
]  # fmt: skip


# --- the first marble and the line of the last marble -----------------------------------------


def test_the_classic_layout_is_the_drawing():
    assert as_sets(game().options["layout"]) == as_sets(plates_of_drawing(CLASSIC_DRAWING))


@pytest.mark.parametrize("layout", ["classic", "weave", "terraces", "random-8x8", "random-irregular"])
def test_the_first_marble_goes_on_any_hole(layout):
    state = game(layout=layout)
    board = {h for p in state.options["layout"] for h in p}
    assert len(board) == 64
    assert legal(state) == board


def test_a_later_marble_goes_on_the_row_or_column_of_the_last_marble():
    # Red's d4 is on plate F (c3 d3 c4 d4). Row 4: a4 b4 (E), e4 f4 (G), g4 (H), h4 (I); c4 is on F.
    # Column d: d1 d2 (B), d5 (J), d6 (L), d7 d8 (P); d3 is on F. 6 + 6 = 12 holes.
    state = game("d4")
    assert legal(state) == holes("a4 b4 e4 f4 g4 h4  d1 d2 d5 d6 d7 d8")


def test_a_line_continues_across_occupied_holes():
    # d4 (F) then d1 (B): column d runs down past the marble on d4 to d5 (J), d6 (L), d7 d8 (P);
    # d2 is on B, d3 on F. Row 1: a1 (A), e1 f1 (C), g1 h1 (D); b1 c1 are on B. 4 + 5 = 9 holes.
    state = game("d4", "d1")
    assert legal(state) == holes("d5 d6 d7 d8  a1 e1 f1 g1 h1")


def test_a_row_continues_across_a_gap_in_the_board():
    # On GAP_LAYOUT, row 1 is a1 | b1 c1 d1 | (no holes e1 f1) | g1 h1 | i1 j1.
    # After c1 (plate B): a1 (A), g1 h1 (D) and i1 j1 (C), beyond the gap; b1 d1 are on B.
    # Column c: c3 c4 (F), c5 (J), c6 (L), c7 c8 (P); c2 is on B. 5 + 6 = 11 holes.
    check_layout([[hole_cell(h) for h in p] for p in GAP_LAYOUT])
    state = game("c1", layout=GAP_LAYOUT)
    assert legal(state) == holes("a1 g1 h1 i1 j1  c3 c4 c5 c6 c7 c8")


def test_the_marble_cannot_go_on_the_last_two_plates():
    # d4 (F), d7 (P). Row 7: a7 b7 (O), e7 (M), f7 (N), g7 h7 (Q); c7 is on P.
    # Column d: d1 d2 (B), d5 (J), d6 (L); d3 is on F (the plate before the last), d8 on P (the last).
    state = game("d4", "d7")
    assert legal(state) == holes("a7 b7 e7 f7 g7 h7  d1 d2 d5 d6")
    for hole in ("c7", "d8", "d3"):
        with pytest.raises(IllegalAction) as error:
            state.apply(hole)
        assert error.value.reason == "last-two-plates"


def test_older_plates_are_allowed_again():
    # d4 (F), d7 (P), d6 (L): now P and L are forbidden, F is free again, so d3 (F) is playable.
    # Row 6: a6 b6 (K), e6 (M), f6 (N), g6 (H), h6 (I); c6 is on L.
    # Column d: d1 d2 (B), d3 (F), d5 (J); d8 is on P. 6 + 4 = 10 holes.
    state = game("d4", "d7", "d6")
    assert legal(state) == holes("a6 b6 e6 f6 g6 h6  d1 d2 d3 d5")
    state.apply("d3")
    assert state.view(None)["marbles"]["d3"] == BLACK


# Golden legal-move counts: positions written as moves on 'classic', counted by hand above each.
GOLDEN_COUNTS = [
    ((), 64),  # the first marble: every hole of the 8x8 board
    (("d4",), 12),  # see test_a_later_marble_goes_on_the_row_or_column_of_the_last_marble
    (("d4", "d7"), 10),  # see test_the_marble_cannot_go_on_the_last_two_plates
    (("d4", "d7", "d6"), 10),  # see test_older_plates_are_allowed_again
    # a1 (A): row 1 b1 c1 d1 (B), e1 f1 (C), g1 h1 (D) = 7; column a: a3 a4 a5 (E), a6 (K), a7 a8 (O) = 6;
    # a2 is on A. 13 holes.
    (("a1",), 13),
    # a1 (A), h1 (D): row 1 b1 c1 d1 (B), e1 f1 (C) = 5 (g1 is on D, a1 taken); column h: h4 h5 h6 (I),
    # h7 h8 (Q) = 5 (h2 h3 on D). 10 holes.
    (("a1", "h1"), 10),
    # a1 (A), h1 (D), h8 (Q): row 8: a8 b8 (O), c8 d8 (P), e8 (M), f8 (N) = 6 (g8 on Q);
    # column h: h4 h5 h6 (I) = 3 (h2 h3 on D, h7 on Q, h1 taken). 9 holes.
    (("a1", "h1", "h8"), 9),
    # ... a8 (O): row 8: c8 d8 (P), e8 (M), f8 (N) = 4 (b8 on O, g8 h8 on Q);
    # column a: a2 (A, free again), a3 a4 a5 (E), a6 (K) = 5 (a7 on O, a1 taken). 9 holes.
    (("a1", "h1", "h8", "a8"), 9),
]


@pytest.mark.parametrize(("moves", "count"), GOLDEN_COUNTS, ids=[" ".join(m) or "start" for m, _ in GOLDEN_COUNTS])
def test_golden_legal_move_counts_on_the_classic_layout(moves, count):
    state = game(*moves)
    assert len(state.legal_actions()) == count
    assert legal(state) == reference_legal(state.options["layout"], list(moves))


# --- refusals ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("moves", "hole", "reason"),
    [
        (("d4",), "a1", "not-on-line"),
        (("d4",), "e5", "not-on-line"),
        (("d4",), "d4", "occupied"),
        (("d4", "d1"), "d4", "occupied"),
        (("d4",), "c4", "last-two-plates"),
        (("d4", "d7"), "d3", "last-two-plates"),
        ((), "i1", "no-hole"),
        (("d4",), "i4", "no-hole"),  # on row 4 of the frame, but the classic board stops at h
        (("d4",), "j10", "no-hole"),
    ],
)
def test_a_refused_marble_names_the_rule_and_the_hole(moves, hole, reason):
    state = game(*moves)
    before = (state.view(None), state.record())
    with pytest.raises(IllegalAction) as error:
        state.apply(hole)
    assert error.value.reason == reason
    assert error.value.params["hole"] == hole
    assert hole in str(error.value)
    assert (state.view(None), state.record()) == before


@pytest.mark.parametrize("text", ["k1", "a0", "a11", "z99", "", "d 4", "4d", "a\u00b2", "a\u0661", "pass"])
def test_text_that_is_no_hole_name_is_refused_as_such(text):
    state = game("d4")
    with pytest.raises(IllegalAction) as error:
        state.apply(text)
    assert error.value.reason == "not-a-hole-name"
    assert len(state.record()["actions"]) == 1


def test_hole_names_ignore_case_and_surrounding_spaces():
    state = game()
    state.apply(" D4 ")
    assert state.record()["actions"] == ["d4"]


def test_hole_names_cover_the_whole_frame():
    names = [hole_name(cell) for cell in range(100)]
    assert names[0] == "a1" and names[9] == "j1" and names[90] == "a10" and names[99] == "j10"
    assert [hole_cell(name) for name in names] == list(range(100))


# --- colours and turns ------------------------------------------------------------------------


@pytest.mark.parametrize(("first", "seat"), [("red", RED), ("black", BLACK)])
def test_the_chosen_colour_starts_and_colours_alternate(first, seat):
    state = game(first=first)
    assert state.to_move == seat
    for move in ("d4", "d7", "d6", "d3"):
        mover = state.to_move
        state.apply(move)
        assert state.view(None)["marbles"][move] == mover
        assert state.to_move == 1 - mover


def test_a_random_draw_decides_who_starts_and_the_record_keeps_the_colour():
    colours = set()
    for seed in range(20):
        state = new_game(seed, 2, {"first": "random"})
        first = state.record()["options"]["first"]
        assert first in ("red", "black")
        assert state.to_move == ("red", "black").index(first)
        assert new_game(seed, 2, {"first": "random"}).to_move == state.to_move
        colours.add(first)
    assert colours == {"red", "black"}, "twenty draws never chose one of the colours"


# --- the end of the game ---------------------------------------------------------------------


def full_games():
    """Seeded random games on 'classic' that place all 56 marbles."""
    for seed in range(100):
        state = game(seed=seed)
        rng = new_rng(seed, "full")
        while not state.is_over:
            moves = state.legal_actions()
            state.apply(moves[int(rng.random() * len(moves))])
        if state.placed == 56:
            yield state


def test_the_game_ends_when_all_56_marbles_are_placed():
    ended_by_marbles = 0
    for state in full_games():
        view = state.view(None)
        assert state.is_over and state.to_move is None and state.legal_actions() == []
        assert view["left"] == [0, 0] and len(view["marbles"]) == 56
        # Where the placement rule alone would still allow a hole, only the marbles ran out.
        ended_by_marbles += bool(_holes_in_line_after(state.options["layout"], state.record()["actions"]))
    assert ended_by_marbles, "no full game had a hole left in line (pick other seeds)"


def _holes_in_line_after(plates: list[list[str]], moves: list[str]) -> set[str]:
    """Holes the placement rule would allow after ``moves`` if marbles never ran out."""
    plate_of = {h: i for i, p in enumerate(plates) for h in p}
    row, col = coords(moves[-1])
    banned = {plate_of[m] for m in moves[-2:]}
    return {
        h for h in set(plate_of) - set(moves)
        if (coords(h)[0] == row or coords(h)[1] == col) and plate_of[h] not in banned
    }  # fmt: skip


# A game on 'classic' (red first) found by random search: after its 19th marble, on c3, black must
# play in row 3 or column c. Row 3 is full (a3 b3 c3 d3 e3 f3 g3 h3); in column c the empty holes
# are c2, on plate B of the marble before (c1), and c4, on plate F of the last marble (c3).
STUCK = "c8 e8 g8 g3 a3 e3 h3 d3 f3 b3 b2 b7 b4 b6 c6 c7 c5 c1 c3".split()


def test_the_game_ends_when_the_player_to_move_has_no_legal_hole():
    state = game(*STUCK)
    plates = state.options["layout"]
    assert reference_legal(plates, STUCK) == set()
    assert state.placed == 19 and state.view(None)["mover"] == BLACK
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    view = state.view(None)
    assert view["over"] and view["to_move"] is None and view["left"] == [28 - 10, 28 - 9]
    # The game is scored as it stands.
    red = {m for i, m in enumerate(STUCK) if i % 2 == 0}
    black = {m for i, m in enumerate(STUCK) if i % 2 == 1}
    assert state.breakdown()["plates"] == reference_plate_points(plates, red, black)
    assert state.winners() == [s for s in (RED, BLACK) if state.scores()[s] == max(state.scores())]


def test_there_is_no_passing():
    state = game(*STUCK)
    empty = {h for p in state.options["layout"] for h in p} - set(STUCK)
    for text in ["pass", "", *sorted(empty)]:
        with pytest.raises(IllegalAction):
            state.apply(text)
    assert state.record()["actions"] == STUCK


# --- plate scoring ---------------------------------------------------------------------------


def test_a_strict_majority_scores_every_hole_of_the_plate():
    # One red marble on B (6 holes, 5 of them empty) scores 6; black 2-1 on C (6 holes) scores 6.
    state = position(red="b1 e1", black="e2 f3")
    breakdown = state.breakdown()
    assert breakdown["plates"] == [6, 6]
    owners = dict(zip(map(frozenset, state.options["layout"]), breakdown["plate_owners"]))
    assert owners[frozenset(holes("b1 c1 d1 b2 c2 d2"))] == RED
    assert owners[frozenset(holes("e1 f1 e2 f2 e3 f3"))] == BLACK
    assert sum(1 for o in breakdown["plate_owners"] if o >= 0) == 2


@pytest.mark.parametrize(("red", "black"), [("", ""), ("a1", "a2"), ("b1 c1", "d1 d2"), ("e1", "")])
def test_a_tie_on_a_plate_scores_for_nobody(red, black):
    # ("e1", "") is the control: one marble alone is a majority (plate C, 6 holes).
    state = position(red=red, black=black)
    expected = [6, 0] if (red, black) == ("e1", "") else [0, 0]
    assert state.breakdown()["plates"] == expected


def test_equal_totals_are_a_draw():
    # A full board (56 marbles, 28 each). Red holds B C E (6 each), O P (4 each), A J K (2 each) = 32;
    # black holds D (6), F G Q (4 each), H I M N (3 each), L (2) = 32. Eight holes stay empty:
    # two on B, two on C (red keeps 4-0), two on D, one on F, one on G (black keeps the majority).
    red = "b1 c1 b2 c2  e1 f1 e2 f2  a3 b3 a4 b4 a5 b5  a7 b7 a8 b8  c7 d7 c8 d8  a1 a2  c5 d5  a6 b6"
    black = "g1 h1 g2 h2  c3 d3 c4  e4 f4 e5  g7 h7 g8 h8  g4 g5 g6  h4 h5 h6  e6 e7 e8  f6 f7 f8  c6 d6"
    assert len(red.split()) == len(black.split()) == 28
    state = position(red=red, black=black, last="d6", previous="h5")
    assert state.is_over
    assert state.scores() == [32, 32]
    assert state.winners() == [RED, BLACK]
    assert state.view(None)["winners"] == [RED, BLACK]


def test_the_higher_total_wins():
    # As in the draw, but d5 is black (plate J, 2 holes, becomes a 1-1 tie) while red's marble goes
    # to d1 (B stays red, 5-0) and black's c4 is left out (F stays black, 2-0): 30 against 32.
    red = "b1 c1 b2 c2  e1 f1 e2 f2  a3 b3 a4 b4 a5 b5  a7 b7 a8 b8  c7 d7 c8 d8  a1 a2  c5  a6 b6  d1"
    black = "g1 h1 g2 h2  c3 d3  e4 f4 e5  g7 h7 g8 h8  g4 g5 g6  h4 h5 h6  e6 e7 e8  f6 f7 f8  c6 d6  d5"
    assert len(red.split()) == len(black.split()) == 28
    state = position(red=red, black=black, last="d5", previous="d1")
    assert state.scores() == [30, 32]
    assert state.winners() == [BLACK]


# --- advanced scoring ------------------------------------------------------------------------

# Red: a line a1 b1 c1 d1 e1 (one orthogonal zone of 5, one chain of 5). Black: a3 c3 e3 h8, no two
# touching (largest zone 1, no chain). Plates: red A (2) + B (6) = 8; C is 1-1 (e1 red, e3 black);
# black E (6) + F (4) + Q (4) = 14. Zones: 5 against 1, red gains 4. Chains: 5 against 0, red gains 5.
BONUS_RED, BONUS_BLACK = "a1 b1 c1 d1 e1", "a3 c3 e3 h8"


@pytest.mark.parametrize(
    ("zones", "chains_on", "expected"),
    [(False, False, [8, 14]), (True, False, [8 + 4, 14]), (False, True, [8 + 5, 14]), (True, True, [8 + 9, 14])],
)
def test_the_zone_and_chain_bonuses_each_count_only_with_their_option(zones, chains_on, expected):
    state = position(red=BONUS_RED, black=BONUS_BLACK, zones=zones, chains=chains_on)
    breakdown = state.breakdown()
    assert breakdown["plates"] == [8, 14]
    assert ("zones" in breakdown) == zones
    assert ("chains" in breakdown) == chains_on
    if zones:
        assert breakdown["zones"] == {"largest": [5, 1], "bonus": [4, 0]}
    if chains_on:
        assert breakdown["chains"]["sums"] == [5, 0] and breakdown["chains"]["bonus"] == [5, 0]
    assert state.scores() == expected


def test_the_bonuses_go_to_black_when_black_has_the_bigger_figures():
    state = position(red=BONUS_BLACK, black=BONUS_RED, zones=True, chains=True)
    # The colours swapped: plates 14 against 8 becomes red E F Q = 14 ... black A B = 8.
    assert state.breakdown()["zones"]["bonus"] == [0, 4]
    assert state.breakdown()["chains"]["bonus"] == [0, 5]
    assert state.scores() == [14, 8 + 9]


WORKED_EXAMPLE = """
. . . R B B o . .
. o B R B B B R .
. o B B B R R B R
. R B B B R R R B
R o B B R B R R o
o B B R R R B B .
R B R R R R B o .
. R R B R R B R B
. . . B o o R . .
"""


def parse_diagram(diagram: str) -> dict[str, set[str]]:
    """Hole names by symbol ('R', 'B', 'o') of a diagram drawn from the frame's top-left corner."""
    found: dict[str, set[str]] = {"R": set(), "B": set(), "o": set()}
    for row, line in enumerate(diagram.strip().splitlines()):
        for col, symbol in enumerate(line.split()):
            if symbol != ".":
                found[symbol].add(f"{COLUMNS[col]}{row + 1}")
    return found


def cells(names: set[str]) -> set[int]:
    return {hole_cell(n) for n in names}


def test_the_rulebook_worked_example_zones_and_chains():
    diagram = parse_diagram(WORKED_EXAMPLE)
    red, black = cells(diagram["R"]), cells(diagram["B"])
    assert largest_zone(red) == 12 and largest_zone(black) == 17
    assert sorted(chains(red)) == [5, 7] and sum(chains(red)) == 12
    assert chains(black) == [5, 5, 5] and sum(chains(black)) == 15


# One way to lay the 17 plates under the example's 64 holes (found by a small search; the rulebook
# does not draw the plates, and the bonuses do not depend on them).
WORKED_EXAMPLE_PLATES = [
    ["d1", "e1", "f1", "d2", "e2", "f2"], ["g1", "g2", "g3"], ["b2", "c2", "b3", "c3", "b4", "c4"],
    ["h2", "h3", "h4"], ["d3", "e3", "f3", "d4", "e4", "f4"], ["i3", "i4"], ["g4", "g5"],
    ["a5", "a6", "a7"], ["b5", "c5", "d5", "b6", "c6", "d6"], ["e5", "f5", "e6", "f6"], ["h5", "i5"],
    ["g6", "h6", "g7", "h7"], ["b7", "c7", "b8", "c8"], ["d7", "e7", "f7"], ["d8", "e8", "d9", "e9"],
    ["f8", "g8", "f9", "g9"], ["h8", "i8"],
]  # fmt: skip


def test_the_rulebook_worked_example_bonuses_in_a_game():
    diagram = parse_diagram(WORKED_EXAMPLE)
    assert {h for p in WORKED_EXAMPLE_PLATES for h in p} == diagram["R"] | diagram["B"] | diagram["o"]
    state = position(
        red=" ".join(sorted(diagram["R"])), black=" ".join(sorted(diagram["B"])),
        layout=WORKED_EXAMPLE_PLATES, zones=True, chains=True,
    )  # fmt: skip
    breakdown = state.breakdown()
    assert breakdown["zones"] == {"largest": [12, 17], "bonus": [0, 5]}
    assert breakdown["chains"]["sums"] == [12, 15] and breakdown["chains"]["bonus"] == [0, 3]
    assert state.scores() == [breakdown["plates"][0], breakdown["plates"][1] + 5 + 3]


def test_a_line_of_seven_is_one_chain_of_seven_not_three_of_five():
    assert chains(cells(holes("a1 b1 c1 d1 e1 f1 g1"))) == [7]
    assert chains(cells(holes("b2 b3 b4 b5 b6 b7 b8"))) == [7]


def test_four_in_a_line_is_no_chain():
    assert chains(cells(holes("a1 b1 c1 d1"))) == []
    assert chains(cells(holes("a1 b1 c1 d1 f1 g1 h1 i1"))) == []  # a hole between breaks the line


def test_diagonal_chains_count():
    assert chains(cells(holes("a1 b2 c3 d4 e5"))) == [5]
    assert chains(cells(holes("e1 d2 c3 b4 a5"))) == [5]
    # The same marbles in a bent line are no chain.
    assert chains(cells(holes("a1 b2 c3 d3 e4"))) == []


def test_diagonal_contact_does_not_join_a_zone():
    assert largest_zone(cells(holes("a1 b2 c3 d4 e5"))) == 1
    assert largest_zone(cells(holes("a1 a2 b2 b3 c3"))) == 5


def test_a_missing_hole_breaks_a_chain_and_a_zone():
    # On GAP_LAYOUT there are no holes at e1 f1: red's a1 b1 c1 d1 and g1 h1 i1 j1 are 8 marbles in
    # row 1, yet no line of 5 and no zone bigger than 4.
    state = position(red="a1 b1 c1 d1 g1 h1 i1 j1", black="a3", layout=GAP_LAYOUT, zones=True, chains=True)
    breakdown = state.breakdown()
    assert breakdown["chains"]["chains"] == [[], []]
    assert breakdown["zones"]["largest"] == [4, 1]


# --- layouts -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_layout_is_the_box_plates_on_an_8x8_square(name):
    plates = game(layout=name).options["layout"]
    assert_box_layout(plates)
    check_layout([[hole_cell(h) for h in p] for p in plates])
    assert {h for p in plates for h in p} == {f"{c}{r}" for c in "abcdefgh" for r in range(1, 9)}


@pytest.mark.parametrize("seed", range(12))
def test_a_random_8x8_layout_is_the_box_plates_on_the_square(seed):
    plates = game(layout="random-8x8", seed=seed).options["layout"]
    assert_box_layout(plates)
    check_layout([[hole_cell(h) for h in p] for p in plates])
    assert {h for p in plates for h in p} == {f"{c}{r}" for c in "abcdefgh" for r in range(1, 9)}


@pytest.mark.parametrize("seed", range(12))
def test_a_random_irregular_layout_is_the_box_plates_connected_in_the_frame(seed):
    plates = game(layout="random-irregular", seed=seed).options["layout"]
    assert_box_layout(plates)
    check_layout([[hole_cell(h) for h in p] for p in plates])


@pytest.mark.parametrize("kind", ["random-8x8", "random-irregular"])
def test_random_layouts_follow_the_seed(kind):
    layouts = [as_sets(game(layout=kind, seed=seed).options["layout"]) for seed in range(6)]
    assert layouts == [as_sets(game(layout=kind, seed=seed).options["layout"]) for seed in range(6)]
    assert all(a != b for a, b in itertools.combinations(layouts, 2)), "two seeds gave the same board"


def test_random_irregular_layouts_are_not_all_squares():
    squares = 0
    for seed in range(6):
        board = {coords(h) for p in game(layout="random-irregular", seed=seed).options["layout"] for h in p}
        rows, cols = {r for r, _ in board}, {c for _, c in board}
        squares += len(rows) == len(cols) == 8
    assert squares < 6


def test_the_record_holds_the_plates_as_hole_names():
    state = game("d4", layout="random-irregular", seed=5)
    layout = state.record()["options"]["layout"]
    assert all(isinstance(h, str) for p in layout for h in p)
    assert as_sets(layout) == as_sets(game(layout="random-irregular", seed=5).options["layout"])
    # The record replays on its own plates, whatever a later version does with the seed.
    assert replay(json.dumps(state.record())).view(None) == state.view(None)


def test_a_pasted_layout_is_played_as_given():
    state = game("c1", layout=GAP_LAYOUT)
    assert as_sets(state.record()["options"]["layout"]) == as_sets(GAP_LAYOUT)
    assert replay(state.record()).view(None) == state.view(None)


def _spoiled_layouts() -> dict[str, list[list[str]]]:
    classic = [sorted(p) for p in plates_of_drawing(CLASSIC_DRAWING)]
    a_plate, k_plate = ["a1", "a2"], ["a6", "b6"]
    rest = [p for p in classic if set(p) not in ({"a1", "a2"}, {"a6", "b6"})]
    return {
        "overlapping plates": [*rest, a_plate, ["a1", "b1"]],
        "a plate of the wrong size": [*rest, a_plate, ["i1", "j1", "i2", "j2"]],
        "a plate that is no rectangle": [  # an L of three holes in place of H (g4 g5 g6)
            *[p for p in rest if set(p) != {"g4", "g5", "g6"}], a_plate, k_plate, ["i4", "i5", "j5"]
        ],
        "a plate that is no rectangle, diagonal": [*rest, a_plate, ["a6", "b7"]],
        "a plate out of the frame": [*rest, a_plate, ["j6", "k6"]],
        "a plate wrapping around the frame": [*rest, a_plate, ["j6", "a7"]],
        "disconnected plates": [*rest, a_plate, ["a10", "b10"]],
        "a missing plate": [*rest, a_plate],
        "an extra plate": [*rest, a_plate, k_plate, ["i1", "j1"]],
        "a plate twice": [*rest, a_plate, a_plate],
        "a hole twice on a plate": [*rest, a_plate, ["a6", "a6"]],
        "not hole names": [*rest, a_plate, [6, 7]],
        "not a list of plates": "a1 a2",
        "an empty plate": [*rest, a_plate, []],
    }


@pytest.mark.parametrize("spoil", sorted(_spoiled_layouts()))
def test_a_pasted_layout_that_breaks_the_box_is_refused(spoil):
    layout = _spoiled_layouts()[spoil]
    with pytest.raises(ValueError):
        new_game(1, 2, {"layout": layout})
    record = {**game().record(), "options": {"layout": layout, "first": "red", "zones": False, "chains": False}}
    with pytest.raises(InvalidRecord) as error:
        replay(json.dumps(record))
    assert str(error.value)


def test_a_pasted_layout_of_the_box_plates_is_accepted():
    # The control for the test above: the same construction with plate K in place.
    classic = [sorted(p) for p in plates_of_drawing(CLASSIC_DRAWING)]
    assert_box_layout(classic)
    new_game(1, 2, {"layout": classic})


# --- properties ------------------------------------------------------------------------------


def play_random(state: KulamiState, rng, limit: int = 56) -> KulamiState:
    while not state.is_over and state.placed < limit:
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    layout=st.sampled_from(["classic", "weave", "random-8x8", "random-irregular"]),
    first=st.sampled_from(["red", "black"]),
)
def test_every_position_offers_exactly_the_holes_the_rules_allow(seed, layout, first):
    state = game(layout=layout, first=first, seed=seed)
    plates = state.options["layout"]
    rng = new_rng(seed, "property")
    moves: list[str] = []
    while True:
        assert legal(state) == reference_legal(plates, moves)
        if state.is_over:
            break
        options = sorted(legal(state))
        move = options[int(rng.random() * len(options))]
        state.apply(move)
        moves.append(move)
    starter = ("red", "black").index(first)
    red = {m for i, m in enumerate(moves) if (i + starter) % 2 == RED}
    black = set(moves) - red
    assert state.breakdown()["plates"] == reference_plate_points(plates, red, black)
    assert {h for h, s in state.view(None)["marbles"].items() if s == RED} == red


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    prefix=st.integers(0, 40),
    layout=st.sampled_from(["classic", "random-8x8", "random-irregular"]),
    zones=st.booleans(),
    chains_on=st.booleans(),
)
def test_a_fast_rollout_scores_what_a_recount_of_its_board_gives(seed, prefix, layout, zones, chains_on):
    # The fast rollout draws with the same rule as this protocol playout (index int(random() * n) in
    # the list of legal holes), so the same generator plays the same game: its scores must be the
    # recount of that game's final board.
    start = play_random(game(layout=layout, zones=zones, chains=chains_on, seed=seed), new_rng(seed, "p"), prefix)
    scores = start.rollout(new_rng(seed, "rollout"))
    final = play_random(start.clone(), new_rng(seed, "rollout"))
    assert final.is_over
    marbles = final.view(None)["marbles"]
    red = {h for h, s in marbles.items() if s == RED}
    black = {h for h, s in marbles.items() if s == BLACK}
    expected = reference_plate_points(final.options["layout"], red, black)
    for on, measure in ((zones, brute_largest_zone), (chains_on, lambda c: sum(brute_chains(c)))):
        if on:
            figures = [measure(cells(red)), measure(cells(black))]
            expected = [expected[0] + max(0, figures[0] - figures[1]), expected[1] + max(0, figures[1] - figures[0])]
    assert scores == expected
    assert final.scores() == expected


def test_a_rollout_leaves_its_position_as_it_was():
    state = game("d4", "d7", "d6")
    before = (state.view(None), state.record())
    for seed in range(5):
        state.rollout(new_rng(seed))
    assert (state.view(None), state.record()) == before


def brute_largest_zone(marked: set[int]) -> int:
    """Largest orthogonal group, by repeatedly merging labels until nothing changes."""
    label = {c: c for c in marked}
    changed = True
    while changed:
        changed = False
        for c in marked:
            r, k = divmod(c, 10)
            for n in ((r + 1, k), (r - 1, k), (r, k + 1), (r, k - 1)):
                if 0 <= n[0] < 10 and 0 <= n[1] < 10 and n[0] * 10 + n[1] in marked:
                    other = label[n[0] * 10 + n[1]]
                    if other < label[c]:
                        label[c] = other
                        changed = True
    sizes: dict[int, int] = {}
    for value in label.values():
        sizes[value] = sizes.get(value, 0) + 1
    return max(sizes.values(), default=0)


def brute_chains(marked: set[int]) -> list[int]:
    """Every maximal straight run of 5+ marked holes, as the set of its holes (duplicates merged)."""
    runs: set[frozenset[int]] = set()
    for c in marked:
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            run = {c}
            for sign in (1, -1):
                r, k = divmod(c, 10)
                while True:
                    r, k = r + sign * dr, k + sign * dc
                    if not (0 <= r < 10 and 0 <= k < 10) or r * 10 + k not in marked:
                        break
                    run.add(r * 10 + k)
            if len(run) >= 5:
                runs.add(frozenset(run))
    return sorted((len(r) for r in runs), reverse=True)


small_boards = st.sets(st.integers(0, 99).filter(lambda c: c % 10 < 8 and c < 80), max_size=40)


@settings(max_examples=200, deadline=None)
@given(marked=small_boards)
def test_zones_and_chains_agree_with_a_brute_force_count(marked):
    assert largest_zone(marked) == brute_largest_zone(marked)
    assert chains(marked) == brute_chains(marked)


@settings(max_examples=100, deadline=None)
@given(marked=st.sets(st.integers(0, 99), min_size=20, max_size=90))
def test_zones_and_chains_agree_with_a_brute_force_count_on_the_whole_frame(marked):
    assert largest_zone(marked) == brute_largest_zone(marked)
    assert chains(marked) == brute_chains(marked)
