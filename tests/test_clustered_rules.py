"""Clustered's rules, one test per rule of docs/rules/clustered.md (and its rulings).

Cards are written as in game/clustered.py: count, shape, fill (``2ts`` = two striped triangles;
shapes s/t/c = square/triangle/circle, fills e/s/f = empty/striped/solid), ``J`` a joker. Cells are
``x:y`` with x to the right and y downward; the start card lies on 0:0.

Positions are built by hand with :func:`position` (cards written ``card@x:y`` per seat) or drawn
with :func:`drawn` (one character per cell, for scoring). Expected results are worked out by hand in
the comments, or computed by the small reference of the rules below, written from the specification
only (never from the engine's code).
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.core import IllegalAction, new_rng
from game.clustered import (
    ClusteredState,
    card_text,
    cell,
    determinize,
    largest_rectangle,
    lines,
    new_game,
    parse_card,
    xy,
)

FIGURE_TEXTS = sorted(f"{n}{s}{f}" for n, s, f in itertools.product("123", "stc", "esf"))
FULL_DECK = sorted([*FIGURE_TEXTS, "J", "J"])
CARD_TOKEN = re.compile(r"\b[123][stc][esf]\b")


# --- a reference of the rules, from the specification --------------------------------------------


def shared_features(a: str, b: str) -> int:
    """How many of count, shape, fill two figure texts have in common (a text is count shape fill)."""
    return sum(x == y for x, y in zip(a, b))


def reference_fits(card: str, neighbour: str) -> bool:
    """Jokers and start cards are wild; two figures must share at least two features."""
    wild = ("J", "start")
    return card in wild or neighbour in wild or shared_features(card, neighbour) >= 2


def table_of(state: ClusteredState) -> dict[tuple[int, int], tuple[str, int]]:
    """(x, y) -> (card text, owner) as the spectator sees the table."""
    return {(x, y): (text, owner) for x, y, text, owner in state.view(None)["table"]}


def reference_placements(table: dict[tuple[int, int], tuple[str, int]], hand: list[str]) -> set[str]:
    """Every ``card@x:y`` the rules allow: an empty cell with an orthogonal neighbour, fitting each."""
    found = set()
    xs = [x for x, _ in table]
    ys = [y for _, y in table]
    for x in range(min(xs) - 1, max(xs) + 2):
        for y in range(min(ys) - 1, max(ys) + 2):
            if (x, y) in table:
                continue
            near = [table[n][0] for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in table]
            for card in set(hand):
                if near and all(reference_fits(card, n) for n in near):
                    found.add(f"{card}@{x}:{y}")
    return found


def reference_rectangle(owned: set[tuple[int, int]]) -> int:
    """The card count of the largest all-owned rectangle of at least 2x2 (0 if none), by brute force."""
    if not owned:
        return 0
    xs = [x for x, _ in owned]
    ys = [y for _, y in owned]
    best = 0
    for left in range(min(xs), max(xs) + 1):
        for top in range(min(ys), max(ys) + 1):
            for right in range(left + 1, max(xs) + 1):
                for bottom in range(top + 1, max(ys) + 1):
                    area = (right - left + 1) * (bottom - top + 1)
                    if area > best and all(
                        (i, j) in owned for i in range(left, right + 1) for j in range(top, bottom + 1)
                    ):
                        best = area
    return best


def reference_runs(owned: set[tuple[int, int]], minimum: int = 3) -> set[tuple[tuple[int, int], ...]]:
    """Every maximal row or column run of at least ``minimum`` owned cells, by scanning."""
    runs = set()
    if not owned:
        return runs
    xs = [x for x, _ in owned]
    ys = [y for _, y in owned]
    for horizontal in (True, False):
        outer = range(min(ys), max(ys) + 1) if horizontal else range(min(xs), max(xs) + 1)
        inner = range(min(xs) - 1, max(xs) + 2) if horizontal else range(min(ys) - 1, max(ys) + 2)
        for a in outer:
            run: list[tuple[int, int]] = []
            for b in inner:
                c = (b, a) if horizontal else (a, b)
                if c in owned:
                    run.append(c)
                else:
                    if len(run) >= minimum:
                        runs.add(tuple(run))
                    run = []
    return runs


def reference_points(state: ClusteredState) -> list[int]:
    """Each seat's rectangle plus line points (no bonus), from the spectator's table."""
    table = table_of(state)
    points = []
    for seat in range(state.players):
        owned = {c for c, (_, owner) in table.items() if owner == seat}
        points.append(reference_rectangle(owned) + sum(len(r) for r in reference_runs(owned)))
    return points


# --- positions -------------------------------------------------------------------------------------


def position(
    *tables: str,
    hands: dict[int, str] | None = None,
    decks: dict[int, str] | None = None,
    players: int | None = None,
    mover: int = 0,
    options: dict | None = None,
    seed: int = 1,
) -> ClusteredState:
    """A state in the play phase with a table set by hand.

    ``tables[s]`` lists seat s's cards on the table as ``card@x:y`` words, laid in that order (they
    need not have been legal moves: this is a position, not a game). ``hands[s]`` and ``decks[s]``
    are card texts (a deck draws from its end); seats not given hold nothing. The start card(s) of
    ``new_game`` stay where they are.
    """
    players = players or max(2, len(tables))
    state = new_game(seed, players, options)
    state.hands = [[] for _ in range(players)]
    state.decks = [[] for _ in range(players)]
    for seat, words in enumerate(tables):
        for word in words.split():
            text, _, where = word.partition("@")
            x, y = (int(v) for v in where.split(":"))
            state._lay(seat, parse_card(text), cell(x, y))
    for seat, words in (hands or {}).items():
        state.hands[seat] = [parse_card(t) for t in words.split()]
    for seat, words in (decks or {}).items():
        state.decks[seat] = [parse_card(t) for t in words.split()]
    state.phase, state.owed, state.mover = "play", 0, mover
    state._legal = None
    state._breakdown = None
    return state


def drawn(picture: str, players: int = 2, options: dict | None = None, over: bool = True) -> ClusteredState:
    """A table drawn one character per cell, for scoring: a digit is a card of that seat, a letter
    A-H a joker of seat 0-7, ``*`` the start card (the picture is placed so that it lies on 0:0;
    without one, the top-left character lies on 1:1), ``.`` an empty cell.

    Scoring ignores features, so each seat's figures are simply its deck's figures in turn (the
    table need not be one the placement rule allows). Hands and decks are empty; with ``over`` nobody
    is to move: the game is over (the size bonus is only given then).
    """
    rows = [line.strip() for line in picture.strip().splitlines()]
    stars = [(i, j) for j, row in enumerate(rows) for i, ch in enumerate(row) if ch == "*"]
    ox, oy = stars[0] if stars else (-1, -1)
    tables = [[] for _ in range(players)]
    for j, row in enumerate(rows):
        for i, ch in enumerate(row):
            if ch.isdigit():
                seat = int(ch)
                text = FIGURE_TEXTS[len(tables[seat]) % 27]
            elif ch in "ABCDEFGH":
                seat, text = "ABCDEFGH".index(ch), "J"
            else:
                continue
            tables[seat].append(f"{text}@{i - ox}:{j - oy}")
    state = position(*(" ".join(t) for t in tables), players=players, options=options)
    if over:
        state.mover, state._breakdown = None, None
    return state


def legal(state: ClusteredState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def texts(cards) -> list[str]:
    return sorted(card_text(c) for c in cards)


def seat_cards(state: ClusteredState, seat: int) -> list[str]:
    """Every card of a seat, wherever it is: hand, deck, discards (shown and secret), table."""
    table = [text for text, owner in table_of(state).values() if owner == seat]
    return sorted(
        texts(state.hands[seat]) + texts(state.decks[seat]) + texts(state.shown_discards[seat])
        + texts(state.secret_discards[seat]) + table
    )  # fmt: skip


def snapshot(state: ClusteredState) -> tuple:
    return json.dumps(state.view(None), sort_keys=True), json.dumps(state.record(), sort_keys=True), state.to_move


def refused(state: ClusteredState, action: str) -> IllegalAction:
    """The refusal of ``action``, checking that it changed nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert snapshot(state) == before
    return error.value


def play_out(state: ClusteredState, rng: random.Random, each=None) -> ClusteredState:
    """Random legal moves to the end; ``each(state)`` is called before every move."""
    for _ in range(1000):
        if state.is_over:
            return state
        if each:
            each(state)
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    raise AssertionError("the game did not end")


def bonus(state: ClusteredState, seat: int) -> dict:
    return state.breakdown()["seats"][seat]["bonus"]


# --- placing a card ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("neighbour", "card"),
    [
        ("1se", "1sf"),  # shape and count shared (the rulebook's squares, one shape each)
        ("2cs", "3cs"),  # shape and fill shared (circles, striped)
        ("1tf", "1cf"),  # count and fill shared (one shape, solid)
    ],
    ids=["shape+count", "shape+fill", "count+fill"],
)
def test_two_shared_features_allow_a_card(neighbour, card):
    # Seat 1's card on 1:0, next to the start card; 2:0 touches only that card.
    state = position("", f"{neighbour}@1:0", hands={0: card, 1: "J"})
    assert f"{card}@2:0" in legal(state)
    state.apply(f"{card}@2:0")
    assert table_of(state)[(2, 0)] == (card, 0)
    assert state.to_move == 1


@pytest.mark.parametrize(
    ("neighbour", "card", "differ"),
    [
        ("1sf", "2cf", {"shape", "count"}),  # only the fill shared (the rulebook's refused example)
        ("2se", "1sf", {"fill", "count"}),  # only the shape
        ("3ts", "3cf", {"shape", "fill"}),  # only the count
        ("1se", "2tf", {"shape", "fill", "count"}),  # nothing shared
    ],
)
def test_one_shared_feature_is_refused_naming_the_neighbour_and_the_differences(neighbour, card, differ):
    state = position("", f"{neighbour}@1:0", hands={0: f"{card} J"})
    assert f"{card}@2:0" not in legal(state)
    error = refused(state, f"{card}@2:0")
    assert error.reason == "clash"
    assert error.params["neighbour"] == neighbour
    assert error.params["at"] == "1:0"
    assert set(error.params["differ"].split(",")) == differ
    assert neighbour in str(error) and "1:0" in str(error)
    assert all(feature in str(error) for feature in differ)


def test_a_card_must_fit_every_orthogonal_neighbour():
    # Seat 1: 1se on 1:0, 1ss on 1:-1, 1ts on 2:-1. The empty cell 2:0 touches 1se (left) and 1ts (above).
    state = position("", "1se@1:0 1ss@1:-1 1ts@2:-1", hands={0: "1sf 1tf 1te"})
    # 1te shares count and fill with 1se, shape and count with 1ts: allowed.
    assert "1te@2:0" in legal(state)
    # 1sf fits 1se (shape, count) but shares only the count with 1ts.
    error = refused(state, "1sf@2:0")
    assert (error.reason, error.params["neighbour"], error.params["at"]) == ("clash", "1ts", "2:-1")
    assert set(error.params["differ"].split(",")) == {"shape", "fill"}
    # 1tf fits 1ts (shape, count) but shares only the count with 1se.
    error = refused(state, "1tf@2:0")
    assert (error.reason, error.params["neighbour"], error.params["at"]) == ("clash", "1se", "1:0")
    assert set(error.params["differ"].split(",")) == {"shape", "fill"}
    assert legal(state) == reference_placements(table_of(state), ["1sf", "1tf", "1te"])


@pytest.mark.parametrize("where", ["1:1", "-1:-1", "0:2", "3:0", "5:5"])
def test_a_card_must_touch_a_card_orthogonally(where):
    # Only the start card is on the table: 1:1 and -1:-1 touch it diagonally, the others not at all.
    state = position(hands={0: "1se"})
    error = refused(state, f"1se@{where}")
    assert error.reason == "alone"
    assert error.params["cell"] == where
    assert legal(state) == {"1se@1:0", "1se@-1:0", "1se@0:1", "1se@0:-1"}


@pytest.mark.parametrize("where", ["0:0", "1:0", "0:1"])
def test_an_occupied_cell_is_refused(where):
    # 0:0 the start card, 1:0 seat 0's own card, 0:1 seat 1's.
    state = position("1ss@1:0", "1sf@0:1", hands={0: "1se"})
    error = refused(state, f"1se@{where}")
    assert error.reason == "taken"
    assert error.params["cell"] == where


def test_colour_is_not_a_feature():
    # The very same card from another player's deck shares all three features: allowed.
    state = position("", "2ts@1:0", hands={0: "2ts"})
    assert "2ts@2:0" in legal(state)
    # The same table owned by seat 0 or by seat 1 allows exactly the same moves and refusals.
    table = "1se@1:0 2cs@0:1 3tf@-1:0 J@0:-1 1ss@2:0"
    hand = "1sf 2cf 3ts 1cs 3te"
    mine = position(table, "", hands={0: hand})
    theirs = position("", table, hands={0: hand})
    assert legal(mine) == legal(theirs) == reference_placements(table_of(mine), hand.split())
    assert legal(mine), "the hand should have some moves"
    for action in ("2cf@3:0", "1cs@-2:0", "3te@0:2", "1sf@1:1", "1sf@1:0"):
        a, b = refused(mine, action), refused(theirs, action)
        assert (a.reason, a.params) == (b.reason, b.params)
        assert a.reason in ("clash", "taken")


# --- jokers and the start card -------------------------------------------------------------------


def test_a_joker_may_go_next_to_anything():
    # 1se on 1:0 and 3cf on 0:1 share no feature; the cell 1:1 touches both. No figure can fit both
    # (agreeing with 1se on two features leaves at most one to agree with 3cf), yet a joker goes there.
    state = position("", "1se@1:0 3cf@0:1 2ts@-1:0", hands={0: "J"})
    table = table_of(state)
    frontier = {
        (x + dx, y + dy) for x, y in table for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
    } - set(table)  # fmt: skip
    assert legal(state) == {f"J@{x}:{y}" for x, y in frontier}
    assert "J@1:1" in legal(state)
    assert not any(a.endswith("@1:1") for a in reference_placements(table, FIGURE_TEXTS))


@pytest.mark.parametrize("card", FIGURE_TEXTS)
def test_any_card_may_go_next_to_a_joker_or_the_start_card(card):
    # Around the start card alone, every cell takes any figure.
    state = position(hands={0: card})
    assert legal(state) == {f"{card}@1:0", f"{card}@-1:0", f"{card}@0:1", f"{card}@0:-1"}
    # 2:0 touches only seat 1's joker on 1:0.
    state = position("", "J@1:0", hands={0: card})
    assert f"{card}@2:0" in legal(state)
    # With 5 players the second start card is wild too.
    state = position(players=5, hands={0: card})
    assert {f"{card}@6:0", f"{card}@8:0", f"{card}@7:1", f"{card}@7:-1"} <= legal(state)


def test_a_joker_never_takes_on_a_value():
    # Seat 1's joker on 2:0 lies next to 1se (1:0). If it took 1se's value, 3cf (sharing nothing
    # with 1se) could not go on 3:0; it can, because the joker imposes nothing.
    state = position("", "1se@1:0 J@2:0", hands={0: "3cf"})
    assert "3cf@3:0" in legal(state)
    # Between the joker (2:0) and 3cf (4:0), a card only has to fit 3cf.
    state = position("", "1se@1:0 J@2:0 3cf@4:0", hands={0: "3cs 2tf 1se"})
    assert "3cs@3:0" in legal(state)  # shape and count of 3cf
    error = refused(state, "2tf@3:0")  # only the fill of 3cf
    assert (error.reason, error.params["neighbour"], error.params["at"]) == ("clash", "3cf", "4:0")
    error = refused(state, "1se@3:0")  # would fit a joker "being" 1se, but shares nothing with 3cf
    assert (error.reason, error.params["neighbour"]) == ("clash", "3cf")


# --- forced discards -----------------------------------------------------------------------------

# Seat 1's cards surround the start card; every empty cell next to the table touches one or two of
# 1se, 1ss, 2se, 1te. Each card of BLOCKED_HAND shares at most one feature with each of them.
BLOCKING_TABLE = "1se@1:0 1ss@-1:0 2se@0:1 1te@0:-1"
BLOCKED_HAND = "3cf 3cs 2cf 3tf 2cs"


def test_a_discard_is_offered_only_when_no_card_of_the_hand_fits_anywhere():
    state = position("", BLOCKING_TABLE, hands={0: BLOCKED_HAND, 1: "1sf"}, decks={0: "2tf"})
    assert reference_placements(table_of(state), BLOCKED_HAND.split()) == set()
    assert legal(state) == {f"discard:{c}" for c in BLOCKED_HAND.split()}
    assert state.view(0)["must_discard"]
    # With a card that fits somewhere, no discard is offered.
    state = position("", BLOCKING_TABLE, hands={0: BLOCKED_HAND + " 1sf"})
    assert legal(state) == reference_placements(table_of(state), [*BLOCKED_HAND.split(), "1sf"])
    assert not any(a.startswith("discard:") for a in legal(state))
    assert not state.view(0)["must_discard"]


def test_a_forced_discard_is_shown_to_all_counts_as_the_turn_and_a_card_is_drawn():
    state = position("", BLOCKING_TABLE, hands={0: BLOCKED_HAND, 1: "1sf"}, decks={0: "2tf"})
    state.apply("discard:3cf")
    assert state.to_move == 1, "the discard was the turn"
    assert texts(state.hands[0]) == sorted(["3cs", "2cf", "3tf", "2cs", "2tf"]), "the deck's card was drawn"
    assert state.decks[0] == []
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view["shown_discards"] == [["3cf"], []]
        assert view["history"][-1] == [0, False, "discard:3cf"]
        assert view["hand_sizes"] == [5, 1] and view["deck_sizes"] == [0, 0]
    assert "3cf" not in texts(state.hands[0]) and "3cf" not in [t for t, _ in table_of(state).values()]
    assert state.undo_barrier() == 1, "the draw cannot be undone"


def test_a_discard_while_a_card_fits_is_refused():
    state = position(hands={0: "1se 3cf"})
    assert refused(state, "discard:3cf").reason == "must-play"
    # Even when the only card that fits is a joker.
    state = position("", BLOCKING_TABLE, hands={0: BLOCKED_HAND + " J"})
    assert refused(state, "discard:3cf").reason == "must-play"
    assert refused(state, "discard:1ts").reason == "not-in-hand"
    assert refused(state, "1ts@2:0").reason == "not-in-hand"


# --- decks, hands and the table at the start -----------------------------------------------------


@pytest.mark.parametrize("players", range(1, 9))
def test_each_player_has_the_27_figures_and_two_jokers_and_draws_five(players):
    state = new_game(players, players)
    for seat in range(players):
        assert seat_cards(state, seat) == FULL_DECK
        assert len(state.hands[seat]) == 5 and len(state.decks[seat]) == 24
    assert state.view(None)["hand_sizes"] == [5] * players
    assert len(FIGURE_TEXTS) == len(set(FIGURE_TEXTS)) == 27


def test_each_seat_shuffles_its_own_deck():
    state = new_game(5, 4)
    orders = {tuple(texts(state.hands[s])) + tuple(card_text(c) for c in state.decks[s]) for s in range(4)}
    assert len(orders) == 4
    assert new_game(5, 4).decks == state.decks, "the seed fixes the shuffles"
    assert new_game(6, 4).decks != state.decks


def test_a_card_is_drawn_from_the_own_deck_at_the_end_of_the_turn():
    state = new_game(2, 3, {"first": 1})
    hand, deck, others = list(state.hands[1]), list(state.decks[1]), [list(state.hands[s]) for s in (0, 2)]
    place = state.legal_actions()[0]
    state.apply(place)
    new = Counter(state.hands[1]) - (Counter(hand) - Counter([place.card]))
    assert sum(new.values()) == 1 and len(state.hands[1]) == 5 and len(state.decks[1]) == len(deck) - 1
    assert Counter(deck) - Counter(state.decks[1]) == new, "the new card came from the seat's own deck"
    assert [state.hands[s] for s in (0, 2)] == others
    # With an empty deck nothing is drawn and the hand shrinks.
    state = position(hands={0: "1se 1ss", 1: "J"})
    state.apply("1se@1:0")
    assert texts(state.hands[0]) == ["1ss"]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_one_to_four_players_start_with_one_start_card(players):
    assert new_game(1, players).view(None)["table"] == [[0, 0, "start", -1]]


@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_five_to_eight_players_start_with_two_start_cards_six_cells_apart_on_a_row(players):
    table = new_game(1, players).view(None)["table"]
    assert len(table) == 2 and all(text == "start" and owner == -1 for *_, text, owner in table)
    (x1, y1, *_), (x2, y2, *_) = sorted(table)
    assert y1 == y2 and x2 - x1 - 1 == 6


def test_the_chosen_player_starts_and_turns_go_round_in_seat_order():
    state = new_game(3, 4, {"first": 2})
    movers = []
    for _ in range(9):
        movers.append(state.to_move)
        state.apply(state.legal_actions()[0])
    assert movers == [2, 3, 0, 1, 2, 3, 0, 1, 2]


def test_a_random_first_player_is_drawn_from_the_seed_and_recorded():
    seen = set()
    for seed in range(40):
        state = new_game(seed, 3)
        first = state.record()["options"]["first"]
        assert first in (0, 1, 2) and state.to_move == first
        assert new_game(seed, 3).to_move == first
        seen.add(first)
    assert seen == {0, 1, 2}
    with pytest.raises(ValueError):
        new_game(1, 2, {"first": 3})


def test_a_player_with_an_empty_hand_is_skipped_and_the_game_ends_when_all_hands_are_empty():
    state = position(players=3, hands={0: "1se 1ss", 1: "", 2: "2se"})
    state.apply("1se@1:0")
    assert state.to_move == 2, "seat 1, with no card, is skipped"
    state.apply("2se@0:1")
    assert state.to_move == 0
    state.apply("1ss@2:0")
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    view = state.view(None)
    assert view["over"] and view["winners"] == state.winners() != []
    assert refused(state, "1se@3:0").reason == "game-over"


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (5, 3), (8, 4)])
def test_a_full_game_plays_or_discards_every_card_in_seat_order(players, seed):
    state = new_game(seed, players)
    first = state.to_move
    movers = []
    drawn_after: list[bool] = []

    def check(s):
        movers.append(s.to_move)
        assert len(s.hands[s.to_move]) == 5 or not s.decks[s.to_move], "hands stay at 5 while cards remain"
        # the engine's moves are the reference's; discards only when nothing fits
        places = reference_placements(table_of(s), texts(s.hands[s.to_move]))
        if places:
            assert legal(s) == places
        else:
            assert legal(s) == {f"discard:{c}" for c in texts(s.hands[s.to_move])}
        drawn_after.append(bool(s.decks[s.to_move]))

    play_out(state, new_rng(seed, "full"), check)
    assert movers == [(first + k) % players for k in range(29 * players)]
    for seat in range(players):
        assert seat_cards(state, seat) == FULL_DECK
        played = sum(1 for _, owner in table_of(state).values() if owner == seat)
        assert played + len(state.shown_discards[seat]) == 29
        assert state.hands[seat] == [] and state.decks[seat] == []
    assert sum(drawn_after) == 24 * players


# --- scoring: the largest rectangle --------------------------------------------------------------


def seat_score(state: ClusteredState, seat: int = 0) -> dict:
    return state.breakdown()["seats"][seat]


def test_a_2x2_square_of_own_cards_scores_4():
    state = drawn("""
        *00
        .00
    """)
    s = seat_score(state)
    assert (s["rectangle"], s["rectangle_points"], s["line_points"], s["total"]) == ([1, 0, 2, 2], 4, 0, 4)


def test_only_the_largest_rectangle_counts():
    # A 2x2 (4) and a 3x2 (6): only the 6 counts. Lines: rows of 3 under and over: 3 + 3. Total 12.
    state = drawn("""
        *.....
        00.000
        00.000
    """)
    s = seat_score(state)
    assert (s["rectangle"], s["rectangle_points"], s["line_points"], s["total"]) == ([3, 1, 3, 2], 6, 6, 12)


def test_a_rectangle_may_be_part_of_a_larger_blob():
    # Rows of 4, 4 and 3 cards: the largest rectangle is the 3x3 (9), not the 4x2 (8).
    # Lines: rows 4 + 4 + 3 = 11; columns 3 + 3 + 3 (the fourth has 2) = 9. Total 29.
    state = drawn("""
        *0000
        .0000
        .000.
    """)
    s = seat_score(state)
    assert (s["rectangle"], s["rectangle_points"], s["line_points"], s["total"]) == ([1, 0, 3, 3], 9, 20, 29)


def test_a_2x1_or_a_1xn_scores_no_rectangle():
    # Two cards side by side (nothing at all) and a column of four (a line of 4, no rectangle).
    state = drawn("""
        *00.0
        ....0
        ....0
        ....0
    """)
    s = seat_score(state)
    assert (s["rectangle"], s["rectangle_points"], s["line_points"], s["total"]) == (None, 0, 4, 4)


@pytest.mark.parametrize(
    "picture",
    [
        "*000\n.0.0\n.000",  # a hole in the middle
        "*000\n.010\n.000",  # another player's card in the middle
        "000\n0*0\n000",  # the start card in the middle
    ],
    ids=["hole", "other colour", "start card"],
)
def test_a_hole_another_colour_or_the_start_card_breaks_a_rectangle(picture):
    # Every 2x2 of the ring holds the middle cell: no rectangle. Lines: the two full rows and the two
    # full columns, 3 each = 12.
    state = drawn(picture)
    s = seat_score(state)
    assert (s["rectangle"], s["rectangle_points"], s["line_points"], s["total"]) == (None, 0, 12, 12)
    assert seat_score(state, 1)["total"] == 0


def test_the_start_card_is_never_part_of_a_rectangle():
    # 000 over 00* : the 3x2 would need the start card, so only the 2x2 (4) counts; plus the row of 3.
    state = drawn("""
        000
        00*
    """)
    s = seat_score(state)
    assert (s["rectangle"], s["rectangle_points"], s["line_points"], s["total"]) == ([-2, -1, 2, 2], 4, 3, 7)


# --- scoring: lines ------------------------------------------------------------------------------


def test_lines_of_three_or_more_score_one_per_card_and_two_score_nothing():
    # Row: 2 (nothing), 3, 5. Column under 1:1 ... : one of 2 (nothing) and one of 4.
    state = drawn("""
        *00.000.00000
        .............
        0...........0
        0...........0
        ............0
        ............0
    """)
    s = seat_score(state)
    assert s["line_points"] == 3 + 5 + 4
    assert sorted(len(run) for run in s["lines"]) == [3, 4, 5]
    assert s["total"] == 12


@pytest.mark.parametrize(
    ("picture", "points"),
    [
        ("*0001000", [6, 0]),  # 000 and 000: two lines of 3, not one of 7
        ("*00100", [0, 0]),  # two pairs
        ("000*000", [6, 0]),  # the start card breaks the row as well
        ("0\n0\n0\n1\n0\n0\n0\n*", [6, 0]),  # and columns
        ("0\n0\n*\n0\n0\n0", [3, 0]),
    ],
)
def test_another_colour_or_the_start_card_breaks_a_line(picture, points):
    state = drawn(picture)
    assert [seat_score(state, s)["line_points"] for s in (0, 1)] == points


def test_a_card_can_score_three_times():
    # A 3x3 block: rectangle 9, three rows of 3, three columns of 3. The middle card scores thrice.
    state = drawn("""
        *000
        .000
        .000
    """)
    s = seat_score(state)
    assert (s["rectangle_points"], s["line_points"], s["total"]) == (9, 18, 27)
    middle = "2:1"
    assert sum(middle in run for run in s["lines"]) == 2
    left, top, w, h = s["rectangle"]
    assert left <= 2 < left + w and top <= 1 < top + h


def test_jokers_count_as_their_owners_cards():
    # Seat 0's joker (A) completes a 3x2 and two rows; seat 1's joker (B) breaks seat 0's shapes.
    own = drawn("*0A0\n.000")
    other = drawn("*0B0\n.000")
    assert (seat_score(own)["rectangle_points"], seat_score(own)["line_points"]) == (6, 6)
    assert (seat_score(other)["rectangle_points"], seat_score(other)["line_points"]) == (0, 3)
    assert seat_score(other, 1)["total"] == 0


def test_ties_are_shared():
    state = drawn("""
        *00.11
        .00.11
        ......
        2.....
        2.....
        2.....
        2.....
    """, players=3)
    # Seats 0 and 1: a 2x2 each (4); seat 2: a column of 4 (4). All three win.
    assert state.scores() == [4, 4, 4]
    assert state.winners() == state.view(None)["winners"] == [0, 1, 2]
    state = drawn("*00.11\n.00.11\n......\n2.....\n2.....\n2.....", players=3)
    assert state.scores() == [4, 4, 3] and state.winners() == [0, 1]


def test_no_winner_is_named_before_the_end():
    state = drawn("*00\n.00", over=False)
    assert state.view(None)["winners"] == [] and state.winners() == []


# --- quick play ----------------------------------------------------------------------------------


def test_quick_play_starts_with_seven_cards_and_two_secret_discards_each():
    state = new_game(3, 2, {"quick": True, "first": 1})
    assert [len(h) for h in state.hands] == [7, 7] and [len(d) for d in state.decks] == [22, 22]
    for seat in (0, 1):
        assert state.to_move == seat and state.view(None)["phase"] == "opening"
        hand = texts(state.hands[seat])
        assert legal(state) == {f"discard:{c}" for c in hand}, "only discards during the opening"
        assert refused(state, f"{hand[0]}@1:0").reason == "must-discard"
        state.apply(f"discard:{hand[0]}")
        assert state.to_move == seat, "a second discard is owed"
        state.apply(f"discard:{hand[-1]}")
        assert len(state.hands[seat]) == 5
    assert state.to_move == 1, "then the first player starts"
    assert [len(d) for d in state.decks] == [22, 22], "the opening draws nothing more"
    assert state.undo_barrier() == 0
    spectator = state.view(None)
    assert spectator["shown_discards"] == [[], []] and spectator["secret_discard_counts"] == [2, 2]
    assert [text for *_, text in spectator["history"]] == ["discard:?"] * 4
    mine = state.view(0)
    assert [text for seat, _, text in mine["history"] if seat == 1] == ["discard:?"] * 2
    assert [text for seat, _, text in mine["history"] if seat == 0] == [f"discard:{c}" for c in mine["secret_discards"]]


def quick_game_after_opening(seed: int = 3, players: int = 2, **options) -> ClusteredState:
    state = new_game(seed, players, {"quick": True, "first": 0, **options})
    while state.view(None)["phase"] == "opening":
        state.apply(state.legal_actions()[0])
    return state


def test_quick_play_draws_two_and_discards_one_in_secret_after_each_turn():
    state = quick_game_after_opening()
    place = next(a for a in legal(state) if "@" in a)
    state.apply(place)
    assert state.to_move == 0 and len(state.hands[0]) == 6 and len(state.decks[0]) == 20
    assert state.view(None)["phase"] == "trim"
    hand = texts(state.hands[0])
    assert legal(state) == {f"discard:{c}" for c in hand}
    assert refused(state, f"{hand[0]}@9:9").reason == "must-discard"
    state.apply(f"discard:{hand[0]}")
    assert state.to_move == 1 and len(state.hands[0]) == 5
    assert state.view(1)["history"][-1] == [0, True, "discard:?"]
    assert state.view(0)["history"][-1] == [0, True, f"discard:{hand[0]}"]
    assert state.view(None)["shown_discards"] == [[], []]


def test_quick_play_with_one_card_left_draws_it_and_keeps_it():
    # The engine's reading of "draw 2, discard 1, keep a hand of 5": with one card left, it is drawn and
    # kept (the hand is back to 5) and nothing is discarded; with none left nothing is drawn.
    state = quick_game_after_opening()
    state.decks[0] = state.decks[0][-1:]
    last = card_text(state.decks[0][0])
    state.apply(next(a for a in legal(state) if "@" in a))
    assert state.to_move == 1 and state.view(None)["phase"] == "play"
    assert len(state.hands[0]) == 5 and last in texts(state.hands[0]) and state.decks[0] == []
    state.apply(state.legal_actions()[0])  # seat 1: draw two, discard one
    state.apply(state.legal_actions()[0])
    assert state.to_move == 0
    state.apply(next(a for a in legal(state) if "@" in a))
    assert len(state.hands[0]) == 4 and state.to_move == 1


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_quick_game_keeps_hands_of_five_and_ends_with_every_card_used(seed):
    # 30 cards for seat 1 (extra joker): 7 drawn, 23 left: eleven draws of two then one of one.
    # Seat 0: 29 cards, 22 left: eleven draws of two. Each seat thus discards 2 + 11 cards in secret.
    state = new_game(seed, 2, {"quick": True, "extra_joker": [1]})

    def check(s):
        if s.view(None)["phase"] == "play":
            assert len(s.hands[s.to_move]) == 5 or not s.decks[s.to_move]
            hand = texts(s.hands[s.to_move])
            assert legal(s) == (reference_placements(table_of(s), hand) or {f"discard:{c}" for c in hand})

    play_out(state, new_rng(seed, "quick"), check)
    assert [len(d) for d in state.secret_discards] == [13, 13]
    turns = Counter(seat for seat, secret, _ in state.view(None)["history"] if not secret)
    assert turns == {0: 16, 1: 17}
    assert seat_cards(state, 0) == FULL_DECK and seat_cards(state, 1) == sorted([*FULL_DECK, "J"])


# --- speed bonus ---------------------------------------------------------------------------------


SPEED = {"speed": True}


@pytest.mark.parametrize(
    ("cards", "place"),
    [
        ("1se@1:0 2se@2:0 1ss@1:1 2ss@2:1 1sf@1:2", "J@2:2"),  # a 2x3 (two wide, three high)
        ("1se@1:0 2se@2:0 3se@3:0 1ss@1:1 2ss@2:1", "J@3:1"),  # a 3x2
    ],
)
def test_speed_bonus_for_the_first_2x3_rectangle(cards, place):
    state = position(cards, "", hands={0: "J", 1: "J"}, options=SPEED)
    assert bonus(state, 0) == {}
    state.apply(place)
    assert bonus(state, 0) == {"speed_rectangle": 2}
    assert state.view(None)["speed"] == {"rectangle": 0, "line": None}
    s = seat_score(state)
    assert s["total"] == 6 + 6 + 2  # rectangle, two lines of 3, the bonus


def test_a_later_2x3_earns_no_speed_bonus():
    state = position(
        "1se@1:0 2se@2:0 1ss@1:1 2ss@2:1 1sf@1:2",
        "1te@-1:0 2te@-2:0 3te@-3:0 1ts@-1:1 2ts@-2:1",
        hands={0: "J 1tf", 1: "J"},
        options=SPEED,
    )
    state.apply("J@2:2")  # seat 0 first
    state.apply("J@-3:1")  # seat 1 completes a 3x2 too, later
    assert bonus(state, 0) == {"speed_rectangle": 2} and bonus(state, 1) == {}
    assert seat_score(state, 1)["total"] == 6 + 6


def test_a_2x2_earns_no_speed_bonus_and_nothing_without_the_option():
    state = position("1se@1:0 2se@2:0 1ss@1:1", "", hands={0: "J"}, options=SPEED)
    state.apply("J@2:1")
    assert bonus(state, 0) == {} and state.view(None)["speed"]["rectangle"] is None
    state = position("1se@1:0 2se@2:0 1ss@1:1 2ss@2:1 1sf@1:2", "", hands={0: "J"})
    state.apply("J@2:2")
    assert bonus(state, 0) == {} and state.scores()[0] == 12


@pytest.mark.parametrize(
    ("cards", "place"),
    [
        ("1se@1:0 2se@2:0 3se@3:0 1ss@4:0", "J@5:0"),  # four in a row, then the fifth
        ("1se@0:1 2se@0:2 1ss@0:4 2ss@0:5", "J@0:3"),  # two runs of two joined by the middle card
    ],
)
def test_speed_bonus_for_the_first_line_of_five(cards, place):
    state = position(cards, "", hands={0: "J 1sf", 1: "J"}, options=SPEED)
    assert bonus(state, 0) == {}
    state.apply(place)
    assert bonus(state, 0) == {"speed_line": 2}
    assert state.view(None)["speed"] == {"rectangle": None, "line": 0}


def test_a_later_line_of_five_earns_nothing_and_four_earn_nothing():
    state = position(
        "1se@1:0 2se@2:0 3se@3:0 1ss@4:0",
        "1te@-1:0 2te@-2:0 3te@-3:0 1ts@-4:0",
        hands={0: "J 1tf", 1: "J"},
        options=SPEED,
    )
    assert bonus(state, 0) == bonus(state, 1) == {}, "a line of four earns nothing"
    state.apply("J@5:0")
    state.apply("J@-5:0")
    assert bonus(state, 0) == {"speed_line": 2} and bonus(state, 1) == {}


# --- size bonus ----------------------------------------------------------------------------------


SIZE = {"size": True}


def test_size_bonus_for_the_largest_rectangle_and_the_longest_line():
    # Seat 0: a 3x2 (6) and two rows of 3. Seat 1: a 2x2 (4) and a row of 4.
    state = drawn("""
        *000.11
        .000.11
        .......
        .1111..
    """, options=SIZE)
    assert bonus(state, 0) == {"size_rectangle": 2}
    assert bonus(state, 1) == {"size_line": 2}
    assert state.scores() == [6 + 6 + 2, 4 + 4 + 2]


def test_no_size_bonus_on_a_tie():
    # A 2x2 and a longest line of 3 each.
    state = drawn("""
        *00.11
        .00.11
        ......
        000111
    """, options=SIZE)
    assert bonus(state, 0) == bonus(state, 1) == {}
    assert state.scores() == [4 + 3, 4 + 3]


def test_the_size_bonus_is_given_at_the_end_and_not_in_solo():
    picture = "*000.11\n.000.11\n.......\n.1111.."
    assert bonus(drawn(picture, options=SIZE, over=False), 0) == {}
    assert bonus(drawn(picture, options=SIZE), 0) == {"size_rectangle": 2}
    assert bonus(drawn(picture), 0) == {}, "not without the option"
    solo = drawn("*000\n.000", players=1, options=SIZE)
    assert bonus(solo, 0) == {} and solo.scores() == [12]


# --- extra joker, solo ---------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "seats"), [([1], [1]), ("0,2", [0, 2]), ("2, 0", [0, 2]), ([], []), ("", [])])
def test_extra_joker_seats_get_a_thirtieth_card(value, seats):
    state = new_game(1, 3, {"extra_joker": value})
    assert state.options["extra_joker"] == seats
    for seat in range(3):
        expected = sorted([*FULL_DECK, "J"]) if seat in seats else FULL_DECK
        assert seat_cards(state, seat) == expected
        assert len(state.hands[seat]) == 5


@pytest.mark.parametrize("value", [[3], [-1], "3", "0,x", "-1", "1;2", [True], ["0"], 1])
def test_a_bad_extra_joker_seat_is_refused(value):
    with pytest.raises(ValueError):
        new_game(1, 3, {"extra_joker": value})


@pytest.mark.parametrize("first", [0, 1, 2])
def test_extra_joker_seats_play_one_more_turn_at_the_end(first):
    state = new_game(7, 3, {"extra_joker": "0,2", "first": first})
    play_out(state, new_rng(first, "extra"))
    movers = [seat for seat, _, _ in state.view(None)["history"]]
    assert Counter(movers) == {0: 30, 1: 29, 2: 30}
    assert movers[: 3 * 29] == [(first + k) % 3 for k in range(3 * 29)], "full rounds first"
    assert movers[3 * 29 :] == [s for s in ((first + k) % 3 for k in range(3)) if s != 1]


def test_solo_plays_all_29_cards_in_turn():
    state = new_game(4, 1)
    assert state.to_move == 0
    play_out(state, new_rng(4, "solo"))
    history = state.view(0)["history"]
    assert len(history) == 29 and all(seat == 0 for seat, _, _ in history)
    assert seat_cards(state, 0) == FULL_DECK
    assert state.winners() == [0]
    assert state.scores() == reference_points(state)


# --- hidden information --------------------------------------------------------------------------


def mid_game(seed: int, players: int, moves: int, options: dict | None = None) -> ClusteredState:
    state = new_game(seed, players, options)
    rng = new_rng(seed, "mid")
    for _ in range(moves):
        if state.is_over:
            break
        legal_now = state.legal_actions()
        state.apply(legal_now[int(rng.random() * len(legal_now))])
    return state


MID_GAMES = [
    (1, 2, 10, None),
    (2, 3, 25, None),
    (3, 2, 9, {"quick": True}),
    (4, 4, 40, {"quick": True, "extra_joker": "1,3", "speed": True}),
    (5, 5, 30, {"size": True}),
    (6, 1, 12, {"quick": True}),
    (7, 2, 57, None),  # decks empty
    (8, 3, 3, {"quick": True}),  # during the quick-play opening
    (9, 2, 5, {"quick": True}),  # a quick-play discard after a draw is owed
]


@pytest.mark.parametrize(("seed", "players", "moves", "options"), MID_GAMES)
def test_a_view_shows_its_own_hand_and_no_other(seed, players, moves, options):
    state = mid_game(seed, players, moves, options)
    spectator = json.dumps(state.view(None))
    public = set(CARD_TOKEN.findall(spectator))
    assert state.view(None)["hand"] is None and state.view(None)["secret_discards"] is None
    hidden_somewhere = 0
    for viewer in [*range(players), None]:
        view = state.view(viewer)
        if viewer is not None:
            assert view["hand"] == texts(state.hands[viewer])
            assert view["secret_discards"] == [card_text(c) for c in state.secret_discards[viewer]]
        own = set(texts(state.hands[viewer]) + texts(state.secret_discards[viewer])) if viewer is not None else set()
        seen = set(CARD_TOKEN.findall(json.dumps(view)))
        for seat in range(players):
            if seat == viewer:
                continue
            for card in texts(state.hands[seat]) + texts(state.secret_discards[seat]) + texts(state.decks[seat]):
                if card not in public and card not in own:
                    hidden_somewhere += 1
                    assert card not in seen, f"seat {viewer} sees {card} of seat {seat}"
    if players > 1 and moves <= 30:  # early on, most of the other hands' cards are nowhere in public
        assert hidden_somewhere, "the check never met a hidden card"


@pytest.mark.parametrize(("seed", "players", "moves", "options"), MID_GAMES)
def test_a_view_does_not_change_when_only_hidden_cards_change(seed, players, moves, options):
    state = mid_game(seed, players, moves, options)
    rng = random.Random(seed)
    for viewer in [*range(players), None]:
        other = state.clone()
        for seat in range(players):
            if seat == viewer:
                continue
            # deal the seat's unseen cards (hand, deck, secret discards) again at random
            unseen = other.hands[seat] + other.decks[seat] + other.secret_discards[seat]
            rng.shuffle(unseen)
            h, d = len(other.hands[seat]), len(other.decks[seat])
            other.hands[seat], other.decks[seat] = unseen[:h], unseen[h : h + d]
            other.secret_discards[seat] = unseen[h + d :]
        other._legal = None
        assert other.view(viewer) == state.view(viewer)


def test_a_view_is_a_copy_that_shares_nothing_with_the_state():
    # Found by this test: the view's options once were the state's own extra_joker list, so a
    # consumer editing a view changed the game's record (and the decks of a replay).
    state = new_game(1, 3, {"extra_joker": [1]})
    record = json.dumps(state.record())
    for viewer in (0, None):
        view = state.view(viewer)
        view["options"]["extra_joker"].append(2)
        view["table"][0][2] = "J"
        view["breakdown"]["seats"][0]["total"] = 99
        view["history"].append([0, False, "x"])
        if view["hand"]:
            view["hand"].pop()
    assert json.dumps(state.record()) == record and state.options["extra_joker"] == [1]
    assert state.view(0)["hand"] == texts(state.hands[0]) and state.scores() == [0, 0, 0]
    det = determinize(state.view(0), random.Random(1))
    det.options["extra_joker"].append(0)
    assert state.options["extra_joker"] == [1]


def test_a_secret_quick_play_discard_reads_discard_question_mark_to_the_others():
    state = new_game(2, 3, {"quick": True})
    state.apply(state.legal_actions()[0])
    card = state.secret_discards[0][0]
    assert state.view(0)["history"] == [[0, True, f"discard:{card_text(card)}"]]
    for viewer in (1, 2, None):
        assert state.view(viewer)["history"] == [[0, True, "discard:?"]]
        assert state.view(viewer)["secret_discard_counts"] == [1, 0, 0]


@pytest.mark.parametrize(("seed", "players", "moves", "options"), MID_GAMES)
def test_determinize_keeps_what_the_view_shows_and_deals_the_rest_consistently(seed, players, moves, options):
    state = mid_game(seed, players, moves, options)
    for viewer in [*range(players), None]:
        view = state.view(viewer)
        deals = set()
        for k in range(4):
            det = determinize(json.loads(json.dumps(view)), random.Random(k))
            assert det.view(viewer) == view
            assert det.view(None) == state.view(None)
            assert det.to_move == state.to_move
            if viewer is not None and viewer == state.to_move:
                assert legal(det) == legal(state)
            for seat in range(players):
                assert seat_cards(det, seat) == seat_cards(state, seat), "each seat's cards are its full deck"
                assert len(det.hands[seat]) == len(state.hands[seat])
                assert len(det.decks[seat]) == len(state.decks[seat])
                assert texts(det.shown_discards[seat]) == texts(state.shown_discards[seat])
                assert len(det.secret_discards[seat]) == len(state.secret_discards[seat])
            if viewer is not None:
                assert texts(det.hands[viewer]) == texts(state.hands[viewer])
                assert det.secret_discards[viewer] == state.secret_discards[viewer]
            deals.add(tuple(tuple(h) for h in det.hands))
            play_out(det, random.Random(k))  # the dealt state plays on to the end
        pools = [state.hands[s] + state.decks[s] + state.secret_discards[s] for s in range(players) if s != viewer]
        if any(state.hands[s] for s in range(players) if s != viewer) and any(len(set(p)) > 1 for p in pools):
            assert len(deals) > 1, "the unseen cards are dealt at random"


# --- undo barrier --------------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "players", "options"), [(1, 2, None), (2, 3, {"quick": True}), (3, 1, None)])
def test_moves_followed_by_a_draw_cannot_be_undone(seed, players, options):
    state = new_game(seed, players, options)
    assert state.undo_barrier() == 0
    rng = new_rng(seed, "undo")
    last_draw = 0
    while not state.is_over:
        before = sum(len(d) for d in state.decks)
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
        if sum(len(d) for d in state.decks) < before:
            last_draw = len(state.history)
        assert state.undo_barrier() == last_draw
    assert 0 < last_draw < len(state.history), "once the decks are empty, later moves can be undone"


# --- scoring properties --------------------------------------------------------------------------


def to_cells(points) -> set[int]:
    return {cell(x, y) for x, y in points}


def to_points(cells) -> set[tuple[int, int]]:
    return {xy(c) for c in cells}


AREA = range(-4, 4)  # an 8x8 area around the start card's cell
area_points = st.tuples(st.sampled_from(AREA), st.sampled_from(AREA))
area_rectangles = st.tuples(area_points, st.integers(1, 4), st.integers(1, 4)).map(
    lambda r: {(r[0][0] + i, r[0][1] + j) for i in range(r[1]) for j in range(r[2])}
)
boards = st.one_of(
    st.sets(area_points, max_size=64),  # scattered cards
    st.sets(area_points, max_size=10).map(lambda holes: {(x, y) for x in AREA for y in AREA} - holes),  # a few holes
    st.lists(area_rectangles, min_size=1, max_size=5).map(lambda rs: set().union(*rs)),  # overlapping blocks
)
# A column of five whose cells each belong to a 2x2 block on alternate sides: a thin shape that is
# larger (5 cards) than any of its 2x2 squares, yet no rectangle.
COMB = {(0, y) for y in range(5)} | {(1, 0), (1, 1), (-1, 2), (-1, 3), (1, 4), (1, 3)}
COMB_ACROSS = {(y, x) for x, y in COMB}


@settings(max_examples=500, deadline=None)
@given(boards)
@example(COMB)
@example(COMB_ACROSS)
def test_largest_rectangle_is_all_own_at_least_2x2_and_none_is_larger(owned):
    found = largest_rectangle(to_cells(owned))
    best = reference_rectangle(owned)
    if found is None:
        assert best == 0
        return
    left, top, w, h = found
    assert w >= 2 and h >= 2
    assert all((x, y) in owned for x in range(left, left + w) for y in range(top, top + h))
    assert w * h == best


@settings(max_examples=500, deadline=None)
@given(boards)
@example(COMB)
@example(COMB_ACROSS)
def test_lines_are_exactly_the_maximal_runs_of_three_or_more(owned):
    found = lines(to_cells(owned))
    assert {tuple(sorted(to_points(run), key=lambda p: (p[1], p[0]))) for run in found} == {
        tuple(sorted(run, key=lambda p: (p[1], p[0]))) for run in reference_runs(owned)
    }
    assert len(found) == len(reference_runs(owned))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), st.integers(0, 2), max_size=49))
def test_scores_are_rectangle_plus_lines_on_any_table(owners):
    owners.pop((0, 0), None)  # the start card's cell
    rows = []
    for y in range(-3, 4):
        rows.append("".join("*" if (x, y) == (0, 0) else str(owners.get((x, y), ".")) for x in range(-3, 4)))
    state = drawn("\n".join(rows), players=3)
    assert state.scores() == reference_points(state)
    for seat in range(3):
        owned = {p for p, s in owners.items() if s == seat}
        assert to_points(state.cells_of(seat)) == owned


@pytest.mark.parametrize(("seed", "players"), [(11, 2), (12, 4), (13, 6)])
def test_final_scores_of_random_games_follow_the_scoring_rules(seed, players):
    state = play_out(new_game(seed, players), new_rng(seed, "scores"))
    assert state.scores() == reference_points(state)
    best = max(state.scores())
    assert state.winners() == [s for s in range(players) if state.scores()[s] == best]
