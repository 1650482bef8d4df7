"""Clustered's invariants (docs/rules/clustered.md), recounted from scratch from the table.

- Cards: each seat's 27 figures and 2 jokers (3 with the extra joker) are, between them, on the
  table, in the hand, in the deck or discarded; the start card (two with 5-8 players, on 0:0 and 7:0)
  lies in place; hands hold 5 while the deck lasts (between turns).
- The table: every two orthogonal neighbours share at least 2 of shape, fill and count unless one is
  wild (a joker or a start card); every card is connected to a start card.
- The legal moves: every card of the hand on every empty cell touching the table that it fits; a
  discard only when none fits (or, in quick play, when a discard is owed). The game ends when all
  hands are empty.
- Scores: the largest all-own rectangle of at least 2x2, plus 1 a card for every maximal row or
  column run of 3 or more; speed bonus +2 to the first to complete a 2x3 (or 3x2) and the first to
  complete a line of 5; size bonus at the end +2 to the sole largest rectangle and the sole longest line.

A card is read from its number (``shape * 9 + fill * 3 + count - 1``, 27 a joker, 28 a start card),
a cell through the engine's ``xy``, as the module documents them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .rules import Place, xy

JOKER, START = 27, 28
HAND = 5
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def features(card: int) -> tuple[int, int, int]:
    return card // 9, card // 3 % 3, card % 3


def fits(a: int, b: int) -> bool:
    """Wild cards fit anything; two figures must share at least two features."""
    if a >= JOKER or b >= JOKER:
        return True
    return sum(x == y for x, y in zip(features(a), features(b))) >= 2


FITS = [[fits(a, b) for b in range(29)] for a in range(29)]  # FITS[a][b]: a may lie next to b
FITTING = [frozenset(a for a in range(29) if FITS[a][b]) for b in range(29)]  # the cards that may lie next to b


def check(state: Any) -> None:
    table = {xy(c): card for c, card in state.cards.items()}
    owner = {xy(c): seat for c, seat in state.owner.items()}
    _check_cards(state, table, owner)
    _check_table(state, table)
    _check_moves(state, table)
    recount = points(state, owner)
    assert state.scores() == recount, f"scores {state.scores()} but a recount gives {recount}"


def _check_cards(state: Any, table: dict, owner: dict) -> None:
    starts = sorted(where for where, seat in owner.items() if seat == -1)
    assert starts == ([(0, 0)] if state.players <= 4 else [(0, 0), (7, 0)]), f"start cards on {starts}"
    assert all(table[where] == START for where in starts), "a start cell holds another card"
    for seat in range(state.players):
        jokers = 3 if seat in state.options["extra_joker"] else 2
        own = [table[where] for where, s in owner.items() if s == seat]
        where = own + state.hands[seat] + state.decks[seat] + state.shown_discards[seat] + state.secret_discards[seat]
        assert Counter(where) == Counter([*range(27), *[JOKER] * jokers]), \
            f"seat {seat}'s cards are not its 27 figures and {jokers} jokers, once each"
        if state.phase == "play" and state.decks[seat]:
            assert len(state.hands[seat]) == HAND, f"seat {seat} holds {len(state.hands[seat])} cards with a deck left"


def _check_table(state: Any, table: dict) -> None:
    for (x, y), card in table.items():
        for neighbour in ((x + 1, y), (x, y + 1)):
            if neighbour in table:
                assert FITS[card][table[neighbour]], f"the cards on {x}:{y} and {neighbour} do not fit"
    todo = [where for where, card in table.items() if card == START]
    reached = set(todo)
    while todo:
        x, y = todo.pop()
        for dx, dy in STEPS:
            n = (x + dx, y + dy)
            if n in table and n not in reached:
                reached.add(n)
                todo.append(n)
    assert reached == set(table), f"cards cut off from the start: {sorted(set(table) - reached)}"


def _check_moves(state: Any, table: dict) -> None:
    hands = state.hands
    if state.to_move is None:
        assert not any(hands) and not any(state.decks), "the game ended with cards left"
        return
    hand = set(hands[state.to_move])
    assert hand, "the seat to move has no card"
    legal: set = set()
    if state.phase == "play":
        empty = {(x + dx, y + dy) for x, y in table for dx, dy in STEPS} - set(table)
        for where in empty:
            near = [table[(where[0] + dx, where[1] + dy)] for dx, dy in STEPS if (where[0] + dx, where[1] + dy) in table]
            legal |= {(card, where) for card in hand.intersection(*(FITTING[n] for n in near))}
    if not legal:
        legal = {("discard", card) for card in hand}
    listed = {(a.card, xy(a.cell)) if isinstance(a, Place) else ("discard", a.card) for a in state.legal_actions()}
    assert listed == legal, f"legal moves differ from the rules: {sorted(listed ^ legal, key=str)[:6]}"


# --- the recount -------------------------------------------------------------------------------------


def points(state: Any, owner: dict) -> list[int]:
    """Each seat's score: rectangle, lines, and the bonuses the options switch on."""
    seats = range(state.players)
    own = [{where for where, s in owner.items() if s == seat} for seat in seats]
    rectangles = [largest_rectangle(cells) for cells in own]
    runs = [runs_of(cells) for cells in own]
    total = [rectangles[s] + sum(runs[s]) for s in seats]
    if state.options["speed"]:
        placed = placement_times(state)
        for measure in (first_2x3, first_line_of_5):
            times = {s: measure(own[s], placed) for s in seats}
            known = {s: t for s, t in times.items() if t is not None}
            if known:
                total[min(known, key=known.__getitem__)] += 2
    if state.options["size"] and state.to_move is None and state.players > 1:
        for figures in (rectangles, [max(r, default=0) for r in runs]):
            best = max(figures)
            if best > 0 and figures.count(best) == 1:
                total[figures.index(best)] += 2
    return total


def largest_rectangle(cells: set) -> int:
    """The card count of the largest all-``cells`` rectangle of at least 2x2 (0 if none): from every
    top-left corner, every height, with the widest width the rows below allow."""
    best = 0
    for x, y in cells:
        width, height = 10**9, 0
        while (x, y + height) in cells:
            run = 0
            while (x + run, y + height) in cells:
                run += 1
            width, height = min(width, run), height + 1
            if width >= 2 and height >= 2:
                best = max(best, width * height)
    return best


def runs_of(cells: set) -> list[int]:
    """The lengths of the maximal row and column runs of 3 or more."""
    found = []
    for dx, dy in ((1, 0), (0, 1)):
        for x, y in cells:
            if (x - dx, y - dy) in cells:
                continue
            length = 1
            while (x + dx * length, y + dy * length) in cells:
                length += 1
            if length >= 3:
                found.append(length)
    return found


def placement_times(state: Any) -> dict:
    """The move number at which each card of the table was laid."""
    return {xy(a.cell): number for number, a in enumerate(state.history) if isinstance(a, Place)}


def first_2x3(cells: set, placed: dict) -> int | None:
    """The move at which ``cells`` first held a full 2x3 or 3x2 rectangle (None: never)."""
    times = [max(placed[(x + i, y + j)] for i in range(w) for j in range(h))
             for x, y in cells for w, h in ((2, 3), (3, 2))
             if all((x + i, y + j) in cells for i in range(w) for j in range(h))]
    return min(times, default=None)


def first_line_of_5(cells: set, placed: dict) -> int | None:
    """The move at which ``cells`` first held 5 in a row or a column (None: never)."""
    times = [max(placed[(x + dx * k, y + dy * k)] for k in range(5))
             for x, y in cells for dx, dy in ((1, 0), (0, 1))
             if all((x + dx * k, y + dy * k) in cells for k in range(5))]
    return min(times, default=None)
