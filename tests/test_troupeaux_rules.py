"""Troupeaux's rules, one test per rule of docs/rules/troupeaux.md (and its rulings).

Cells are ``a1`` .. ``e1`` (row 1, next to the start pens), ``a2`` .. ``d2``, ``a3`` .. ``c3``,
``a4`` ``b4`` and ``a5``; cards are a breed letter and a character number (``G1`` .. ``G4``,
``T1`` .. ``T3``, ``R1`` .. ``R3``, ``D1`` .. ``D5``). Seat 0 is Blue, seat 1 is Red.

Positions are set by hand with :func:`position` (hands, piles, herds, arrival pens, turn and step)
and then played through the rules with ``state.apply("lay:G1+G3@b1")``. A refusal is checked with
:func:`refused`, which also checks that it changed nothing and explains itself.

Expected results are worked out by hand from the specification (never from the engine's code).
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import troupeaux
from game.core import IllegalAction, new_rng
from game.troupeaux import BREED_OF, CELL_INDEX, STEPS, TroupeauxState, new_game, parse_kind

BLUE, RED = 0, 1
ROW_1 = ["a1", "b1", "c1", "d1", "e1"]
ROW_2 = ["a2", "b2", "c2", "d2"]
ALL_CELLS = [*ROW_1, *ROW_2, "a3", "b3", "c3", "a4", "b4", "a5"]
# One colour's 61 cards, from the spec: 4 Glorieux characters x 4, 3 Téméraires x 5, 3 Rapides x 5,
# 5 Divers x 3.
COLOUR = Counter(
    {**{f"G{c}": 4 for c in range(1, 5)}, **{f"T{c}": 5 for c in range(1, 4)},
     **{f"R{c}": 5 for c in range(1, 4)}, **{f"D{c}": 3 for c in range(1, 6)}}
)  # fmt: skip


# --- positions -------------------------------------------------------------------------------------


def kinds(text: str) -> list[int]:
    return [parse_kind(t) for t in text.split()]


def texts(cards) -> list[str]:
    return [troupeaux.kind_text(k) for k in cards]


def position(
    hands: dict[int, str] | None = None,
    herds: dict[str, tuple[int, str]] | None = None,
    piles: dict[int, str] | None = None,
    arrival: dict[int, str] | None = None,
    gone: dict[int, str] | None = None,
    turn: int = 3,
    step: str = "draw",
    drawn: int = 0,
    options: dict | None = None,
    seed: int = 1,
) -> TroupeauxState:
    """A state set by hand. ``hands[s]`` are card texts (seats not given hold nothing); ``herds``
    maps a cell to ``(owner, "G1 G3")``; ``piles[s]`` lists the cards of seat s's pen, each going on
    its breed's pile (the last one on top); seats not given keep the piles of the deal. Turn 3 is
    Blue's (odd turns are Blue's), not the first turn of the game."""
    state = new_game(seed, options=options)
    state.hands = [sorted(kinds((hands or {}).get(s, ""))) for s in range(2)]
    for seat, words in (piles or {}).items():
        state.piles[seat] = [[] for _ in range(4)]
        for k in kinds(words):
            state.piles[seat][BREED_OF[k]].append(k)
    state.herds = {
        CELL_INDEX[cell]: (owner, tuple(sorted(kinds(cards)))) for cell, (owner, cards) in (herds or {}).items()
    }
    state.arrival = [kinds((arrival or {}).get(s, "")) for s in range(2)]
    state.gone = [kinds((gone or {}).get(s, "")) for s in range(2)]
    state.turn, state.mover = turn, (turn - 1) % 2
    state.step, state.drawn = STEPS.index(step), drawn
    state._legal = None
    return state


def play(state: TroupeauxState, actions: str) -> TroupeauxState:
    for action in actions.split():
        state.apply(action)
    return state


def herds_of(state: TroupeauxState) -> dict[str, tuple[int, str]]:
    """The herds on the path as the players see them: cell -> (owner, "G1 G3")."""
    return {cell: (owner, " ".join(cards)) for cell, owner, cards in state.view(None)["herds"]}


def hand(state: TroupeauxState, seat: int) -> str:
    return " ".join(texts(state.hands[seat]))


def legal(state: TroupeauxState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def snapshot(state: TroupeauxState) -> tuple:
    """Everything a seat, a spectator or a record shows, and every field of the state."""
    views = tuple(json.dumps(state.view(seat), sort_keys=True) for seat in (0, 1, None))
    fields = {k: v for k, v in state.__dict__.items() if k not in ("history", "_legal", "_legal_set")}
    return views, json.dumps(state.record(), sort_keys=True), repr(fields), state.to_move


def refused(state: TroupeauxState, action: str, reason: str | None = None) -> IllegalAction:
    """The refusal of ``action`` (with that reason), checking that it changed nothing and that it
    explains itself."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert snapshot(state) == before
    assert str(error.value), "a refusal explains itself"
    if reason is not None:
        assert error.value.reason == reason, str(error.value)
    assert action not in legal(state)
    return error.value


def dealt(state: TroupeauxState, seat: int) -> Counter:
    """Every card of ``seat``'s colour, wherever it is: hand, pen, path, arrival pen, out of the game."""
    on_path = [k for owner, cards in state.herds.values() if owner == seat for k in cards]
    pen = [k for pile in state.piles[seat] for k in pile]
    return Counter(texts(state.hands[seat] + pen + on_path + state.arrival[seat] + state.gone[seat]))


def random_move(state: TroupeauxState, rng: random.Random):
    """A random legal action: now and then the end of a turn in which something was done, else a verb
    at random, then one of its actions (else lays, in their hundreds, would crowd out everything)."""
    moves = state.legal_actions()
    verbs = sorted({a.verb for a in moves} - {"end"})
    if not verbs or (state.acted and rng.random() < 0.15):
        return troupeaux.END
    verb = verbs[int(rng.random() * len(verbs))]
    moves = [a for a in moves if a.verb == verb]
    return moves[int(rng.random() * len(moves))]


def play_out(state: TroupeauxState, rng: random.Random, each=None) -> TroupeauxState:
    """Random legal moves to the end; ``each(state)`` is called before every move and at the end."""
    for _ in range(20_000):
        if each:
            each(state)
        if state.is_over:
            return state
        state.apply(random_move(state, rng))
    raise AssertionError("the game did not end")


STOPS = {
    "start": lambda s: True,
    "drawn": lambda s: s.step == 0 and s.drawn == 1 and s.turn > 2,
    "laid": lambda s: s.step == 2 and s.turn > 4,
    "bonus": lambda s: s.bonus > 0,
    "arrived": lambda s: not s.is_over and s.step == 0 and sum(s.scores()) > 0,
    "final": lambda s: s.final and not s.is_over,
    "over": lambda s: s.is_over,
}


def mid_game(seed: int, stop: str) -> TroupeauxState:
    """The first random game from ``seed`` on that reaches ``stop``, stopped there."""
    for n in range(seed, seed + 300):
        state = new_game(n)
        rng = new_rng(n, "mid")
        while True:
            if STOPS[stop](state):
                return state
            if state.is_over:
                break
            state.apply(random_move(state, rng))
    raise AssertionError(f"no game reached {stop}")


# --- material and the deal -------------------------------------------------------------------------


@pytest.mark.parametrize("seat", [BLUE, RED])
def test_each_colour_has_61_cards_16_glorieux_and_15_of_each_other_breed(seat):
    state = new_game(7)
    cards = dealt(state, seat)
    assert cards == COLOUR and sum(cards.values()) == 61
    per_breed = Counter({b: sum(n for t, n in cards.items() if t[0] == b) for b in "GTRD"})
    assert per_breed == {"G": 16, "T": 15, "R": 15, "D": 15}
    per_character = {b: {n for t, n in cards.items() if t[0] == b} for b in "GTRD"}
    assert per_character == {"G": {4}, "T": {5}, "R": {5}, "D": {3}}


@pytest.mark.parametrize("seat", [BLUE, RED])
def test_each_player_starts_with_8_cards_two_of_each_breed_and_the_piles_hold_the_rest(seat):
    state = new_game(7)
    assert len(state.hands[seat]) == 8
    assert Counter(t[0] for t in texts(state.hands[seat])) == {"G": 2, "T": 2, "R": 2, "D": 2}
    assert [len(p) for p in state.piles[seat]] == [14, 13, 13, 13]
    for breed, pile in zip("GTRD", state.piles[seat]):
        assert {t[0] for t in texts(pile)} == {breed}, "one pile per breed"
    assert state.view(seat)["piles"][seat] == [14, 13, 13, 13]
    assert state.herds == {} and state.scores() == [0, 0]


def test_the_deal_is_seeded_same_seed_same_deal_other_seed_other_deal():
    def deal(seed):
        state = new_game(seed)
        return state.hands, state.piles

    assert deal(5) == deal(5)
    assert deal(5) != deal(6)
    assert len({json.dumps(deal(seed)) for seed in range(20)}) == 20
    assert len({json.dumps(new_game(seed).hands) for seed in range(20)}) > 1


def test_blue_plays_first():
    state = new_game(3)
    assert state.to_move == BLUE and state.view(None)["turn"] == 1
    state.apply("end")
    assert state.to_move == RED


# --- herds -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("cards", ["G1+G2+G3+G4", "T1+T2+T3", "R1+R2+R3", "D1+D2+D3+D4+D5", "G2", "D1+D4"])
def test_a_new_herd_of_one_breed_and_different_characters_conforms(cards):
    state = position(hands={BLUE: cards.replace("+", " ") + " G1 T1"})
    state.apply(f"lay:{cards}@c1")
    assert herds_of(state) == {"c1": (BLUE, cards.replace("+", " "))}
    assert hand(state, BLUE) == "G1 T1", "the laid cards left the hand"


@pytest.mark.parametrize("cards", ["G1+T1", "R2+D2", "G1+G2+D3"])
def test_a_new_herd_must_be_one_breed(cards):
    state = position(hands={BLUE: cards.replace("+", " ")})
    refused(state, f"lay:{cards}@b1", "not-conforming-breeds")


@pytest.mark.parametrize("cards", ["G1+G1", "T2+T2+T3", "D5+D5"])
def test_a_new_herd_may_not_hold_the_same_character_twice(cards):
    state = position(hands={BLUE: cards.replace("+", " ")})
    refused(state, f"lay:{cards}@b1", "not-conforming-twice")


# --- laying ----------------------------------------------------------------------------------------


def test_a_new_herd_goes_on_any_empty_cell_of_row_1():
    state = position(hands={BLUE: "G1 G2"}, herds={"b1": (BLUE, "T1"), "d1": (RED, "T1")})
    lays = {a for a in legal(state) if a.startswith("lay:G1+G2@")}
    assert lays == {"lay:G1+G2@a1", "lay:G1+G2@c1", "lay:G1+G2@e1"}
    state.apply("lay:G1+G2@e1")
    assert herds_of(state)["e1"] == (BLUE, "G1 G2")
    assert hand(state, BLUE) == ""


@pytest.mark.parametrize("owner", [BLUE, RED])
def test_a_new_herd_may_not_be_laid_on_a_taken_cell_of_row_1(owner):
    state = position(hands={BLUE: "G1 G2"}, herds={"b1": (owner, "T1")})
    refused(state, "lay:G1+G2@b1", "occupied")


@pytest.mark.parametrize("cell", ["a2", "d2", "b3", "a4", "a5"])
def test_a_new_herd_may_not_be_laid_beyond_row_1(cell):
    state = position(hands={BLUE: "G1 G2"})
    refused(state, f"lay:G1+G2@{cell}", "lay-row")


@pytest.mark.parametrize(
    ("held", "laid", "missing"),
    [("G1 G2", "G1+G3", "G3"), ("G1 G2", "G1+G1", "G1"), ("T1 T2", "T1+T2+T3", "T3")],
    ids=["not-held", "held-once-named-twice", "one-of-three-missing"],
)
def test_only_cards_from_your_hand_can_be_laid(held, laid, missing):
    state = position(hands={BLUE: held, RED: missing})
    error = refused(state, f"lay:{laid}@b1", "not-in-hand")
    assert error.params["card"] == missing


# --- adding to a herd ------------------------------------------------------------------------------


def test_cards_added_to_your_herd_keep_it_when_it_still_conforms():
    state = position(hands={BLUE: "G2 G4 T1"}, herds={"b2": (BLUE, "G1 G3")})
    state.apply("add:G2+G4@b2")
    assert herds_of(state) == {"b2": (BLUE, "G1 G2 G3 G4")}
    assert hand(state, BLUE) == "T1"


@pytest.mark.parametrize("card", ["T1", "D2", "G3"], ids=["other-breed", "other-breed-divers", "character-twice"])
def test_a_card_that_breaks_your_herd_disperses_it_with_that_card(card):
    state = position(hands={BLUE: f"{card} G4"}, herds={"b2": (BLUE, "G1 G3"), "a1": (RED, "G1")})
    assert f"add:{card}@b2" in legal(state)
    state.apply(f"add:{card}@b2")
    assert herds_of(state) == {"a1": (RED, "G1")}, "the herd left the path"
    assert hand(state, BLUE) == "G4", "the breaking card is not back in hand"
    assert Counter(texts(state.gone[BLUE])) == Counter(["G1", "G3", card]), "the cards left the game"
    assert dealt(state, BLUE) == dealt(position(hands={BLUE: f"{card} G4"}, herds={"b2": (BLUE, "G1 G3")}), BLUE)


@pytest.mark.parametrize("cards", ["G2+T1", "G2+G3", "T1+T2"])
def test_cards_that_break_a_herd_must_be_added_one_at_a_time(cards):
    state = position(hands={BLUE: "G2 G3 T1 T2"}, herds={"b2": (BLUE, "G1 G3")})
    refused(state, f"add:{cards}@b2", "break-alone")


@pytest.mark.parametrize(("herds", "cell"), [({"b2": (RED, "G1")}, "b2"), ({}, "b2"), ({"b2": (BLUE, "G1")}, "c2")])
def test_cards_may_only_be_added_to_your_own_herd(herds, cell):
    state = position(hands={BLUE: "G2"}, herds=herds)
    refused(state, f"add:G2@{cell}", "no-own-herd")


# --- the order of a turn ----------------------------------------------------------------------------


def test_a_turn_draws_then_lays_then_moves_then_ends():
    state = position(hands={BLUE: "G1 G2"}, herds={"c1": (BLUE, "T1")})
    piles_before = [len(p) for p in state.piles[BLUE]]
    play(state, "draw:G draw:R lay:G1+G2@a1 move:c1>b2")
    assert [len(p) for p in state.piles[BLUE]] == [piles_before[0] - 1, piles_before[1], piles_before[2] - 1,
                                                   piles_before[3]]  # fmt: skip
    assert len(state.hands[BLUE]) == 2 and herds_of(state) == {"a1": (BLUE, "G1 G2"), "b2": (BLUE, "T1")}
    state.apply("end")
    assert state.to_move == RED and state.view(RED)["turn"] == 4 and state.view(RED)["draws_left"] == 2


def test_every_step_of_a_turn_is_optional():
    state = position(hands={BLUE: "G1"}, herds={"c1": (BLUE, "T1")})
    assert "end" in legal(state)
    play(state, "move:c1>c2 end")
    assert state.to_move == RED and herds_of(state) == {"c2": (BLUE, "T1")}


@pytest.mark.parametrize("second", ["add:G3@a1", "lay:G3@c1", "add:T2@b1"])
def test_at_most_one_lay_per_turn(second):
    state = position(hands={BLUE: "G1 G2 G3 T2"}, herds={"b1": (BLUE, "T1")})
    state.apply("lay:G1+G2@a1")
    refused(state, second, "lay-passed")


def test_an_add_is_the_turns_one_lay():
    state = position(hands={BLUE: "G1 G2 T2"}, herds={"b1": (BLUE, "T1")})
    state.apply("add:T2@b1")
    refused(state, "lay:G1+G2@a1", "lay-passed")


@pytest.mark.parametrize("lay", ["lay:G1+G2@a1", "add:T2@b2"])
def test_no_lay_after_the_move(lay):
    state = position(hands={BLUE: "G1 G2 T2"}, herds={"b1": (BLUE, "T1")})
    state.apply("move:b1>b2")
    refused(state, lay, "lay-passed")


@pytest.mark.parametrize("first", ["lay:G1+G2@a1", "move:b1>b2", "add:T2@b1"])
def test_drawing_comes_before_laying_and_moving(first):
    state = position(hands={BLUE: "G1 G2 T2"}, herds={"b1": (BLUE, "T1")})
    state.apply(first)
    assert state.view(BLUE)["draws_left"] == 0
    refused(state, "draw:G", "draw-passed")


def test_at_most_two_cards_are_drawn_in_a_turn():
    state = position()
    assert state.view(BLUE)["draws_left"] == 2
    play(state, "draw:G draw:G")
    assert len(state.hands[BLUE]) == 2
    refused(state, "draw:T", "draws-done")


def test_on_the_very_first_turn_of_the_game_blue_draws_only_one_card():
    state = new_game(4)
    assert state.view(BLUE)["draws_left"] == 1
    state.apply("draw:D")
    assert len(state.hands[BLUE]) == 9
    refused(state, "draw:G", "first-turn-draw")


def test_after_blues_one_draw_of_the_first_turn_no_draw_is_offered_however_full_the_pen():
    # The same rule from a hand-set first turn: the page offers draws from view["legal"] and draws_left.
    state = position(turn=1, piles={BLUE: "G1 G2 T1 T2 R1 D1"})
    assert state.to_move == BLUE and state.view(BLUE)["draws_left"] == 1
    state.apply("draw:G")
    view = state.view(BLUE)
    assert view["draws_left"] == 0 and not any(move.startswith("draw:") for move in view["legal"])


def test_the_draws_offered_never_outnumber_the_cards_left_in_the_pen():
    state = position(hands={0: "G1"}, piles={0: "D4"})
    assert state.view(0)["draws_left"] == 1, "one card left: one draw, not two"
    state.apply("draw:D")
    assert state.view(0)["draws_left"] == 0 and not any(str(a).startswith("draw:") for a in state.legal_actions())


def test_reds_first_turn_allows_two_draws():
    state = new_game(4)
    play(state, "draw:T end")
    assert state.to_move == RED and state.view(RED)["draws_left"] == 2
    play(state, "draw:G draw:T")
    assert len(state.hands[RED]) == 10
    refused(state, "draw:R", "draws-done")


def test_an_empty_pile_cannot_be_drawn_from():
    state = position(piles={BLUE: "G1 T2 T3"})
    refused(state, "draw:R", "pile-empty")
    refused(state, "draw:D", "pile-empty")
    play(state, "draw:G")
    refused(state, "draw:G", "pile-empty")
    state.apply("draw:T")
    assert hand(state, BLUE) == "G1 T3", "the top of a pile is drawn"


def test_the_turns_draws_are_counted_afresh_each_turn():
    state = position(hands={RED: "G1"})
    play(state, "draw:G draw:G end draw:G draw:G end")
    assert state.to_move == BLUE and state.view(BLUE)["draws_left"] == 2
    play(state, "draw:D draw:D")
    assert len(state.hands[BLUE]) == 4


# --- moving ----------------------------------------------------------------------------------------

WIDTHS = (5, 4, 3, 2, 1)


def reference_ahead(cell: str) -> set[str]:
    """From column c of row r: column c-1 or c of row r+1 where it exists; row 5 -> the arrival pen."""
    col, row = "abcde".index(cell[0]) + 1, int(cell[1])
    if row == 5:
        return {"arrival"}
    return {f"{'abcde'[c - 1]}{row + 1}" for c in (col - 1, col) if 1 <= c <= WIDTHS[row]}


@pytest.mark.parametrize("cell", ALL_CELLS)
def test_a_herd_moves_one_row_forward_to_the_column_before_or_the_same_column(cell):
    state = position(herds={cell: (BLUE, "G1")})
    moves = {a.split(">")[1] for a in legal(state) if a.startswith("move:")}
    assert moves == reference_ahead(cell)
    target = sorted(moves)[0]
    state.apply(f"move:{cell}>{target}")
    assert cell not in herds_of(state)


@pytest.mark.parametrize(
    ("cell", "ahead"),
    [("b1", {"a2", "b2"}), ("a1", {"a2"}), ("e1", {"d2"}), ("c3", {"b4"}), ("a3", {"a4"}), ("b4", {"a5"}),
     ("a5", {"arrival"})],
)  # fmt: skip
def test_the_specs_examples_of_moves(cell, ahead):
    # "row 1 cell 2 -> row 2 cell 1 or 2; row 3 cell 3 -> row 4 cell 2 only"
    state = position(herds={cell: (BLUE, "G1")})
    assert {a.split(">")[1] for a in legal(state) if a.startswith("move:")} == ahead


@pytest.mark.parametrize("target", ["c2", "b3", "a1", "c1", "d2", "a5"])
def test_a_move_anywhere_but_one_row_forward_is_refused(target):
    state = position(herds={"b1": (BLUE, "G1")})
    error = refused(state, f"move:b1>{target}", "not-ahead")
    assert "a2" in str(error) and "b2" in str(error)


def test_only_a5_moves_into_the_arrival_pen():
    state = position(herds={"a4": (BLUE, "G1")})
    refused(state, "move:a4>arrival", "not-ahead")


def test_at_most_one_move_per_turn():
    state = position(herds={"b1": (BLUE, "G1"), "d1": (BLUE, "T1")})
    state.apply("move:b1>b2")
    refused(state, "move:d1>d2", "moved")
    refused(state, "move:b2>b3", "moved")


@pytest.mark.parametrize("cell", ["b1", "c1"])
def test_only_your_own_herds_move(cell):
    state = position(herds={"b1": (RED, "G1")})
    refused(state, f"move:{cell}>b2", "no-own-herd")


def test_a_herd_laid_this_turn_may_move_this_turn():
    state = position(hands={BLUE: "G1 G2"})
    play(state, "lay:G1+G2@b1 move:b1>a2")
    assert herds_of(state) == {"a2": (BLUE, "G1 G2")}


# --- merges ----------------------------------------------------------------------------------------


def test_two_of_your_herds_merge_when_the_result_conforms():
    state = position(herds={"b1": (BLUE, "G1 G2"), "b2": (BLUE, "G3")})
    state.apply("move:b1>b2")
    assert herds_of(state) == {"b2": (BLUE, "G1 G2 G3")}


@pytest.mark.parametrize("there", ["G2 G4", "T1"], ids=["character-twice", "other-breed"])
def test_a_merge_that_does_not_conform_disperses_the_whole_merged_herd(there):
    state = position(herds={"b1": (BLUE, "G1 G2"), "b2": (BLUE, there), "c2": (RED, "D1")})
    state.apply("move:b1>b2")
    assert herds_of(state) == {"c2": (RED, "D1")}
    assert Counter(texts(state.gone[BLUE])) == Counter(["G1", "G2", *there.split()])
    assert state.bonus == 0


# --- clashes ---------------------------------------------------------------------------------------


def test_a_bigger_moving_herd_disperses_the_smaller_one_and_stands_on_its_cell():
    state = position(herds={"b1": (BLUE, "T1 T2"), "a2": (RED, "R3")})
    state.apply("move:b1>a2")
    assert herds_of(state) == {"a2": (BLUE, "T1 T2")}
    assert texts(state.gone[RED]) == ["R3"] and state.gone[BLUE] == []


def test_a_bigger_defender_disperses_the_moving_herd_and_stays_on_its_cell():
    state = position(herds={"b1": (BLUE, "T1"), "a2": (RED, "R1 R3")})
    state.apply("move:b1>a2")
    assert herds_of(state) == {"a2": (RED, "R1 R3")}
    assert texts(state.gone[BLUE]) == ["T1"] and state.gone[RED] == []


@pytest.mark.parametrize(("mine", "theirs"), [("T1", "R3"), ("D1 D2 D3", "G1 G2 G4")])
def test_an_equal_clash_disperses_both_herds(mine, theirs):
    state = position(herds={"b1": (BLUE, mine), "a2": (RED, theirs), "e1": (RED, "G1")})
    state.apply("move:b1>a2")
    assert herds_of(state) == {"e1": (RED, "G1")}
    assert Counter(texts(state.gone[BLUE])) == Counter(mine.split())
    assert Counter(texts(state.gone[RED])) == Counter(theirs.split())


def test_the_number_of_sheep_decides_a_clash_not_the_breed():
    state = position(herds={"a4": (BLUE, "D1 D2"), "a5": (RED, "G1")}, turn=3)
    state.apply("move:a4>a5")
    assert herds_of(state) == {"a5": (BLUE, "D1 D2")}


# --- the arrival pen -------------------------------------------------------------------------------


def test_a_herd_moving_on_from_a5_enters_the_arrival_pen_and_counts_at_the_end():
    state = position(herds={"a5": (BLUE, "G1 G2 G3"), "a1": (RED, "T1")}, arrival={RED: "R1 R2"})
    state.apply("move:a5>arrival")
    assert herds_of(state) == {"a1": (RED, "T1")}
    assert Counter(texts(state.arrival[BLUE])) == Counter(["G1", "G2", "G3"])
    assert state.view(BLUE)["arrival_stack"][BLUE] > 0
    play(state, "end end end")  # Blue moved; then two idle turns end the game
    assert state.is_over and state.scores() == [3, 2] and state.winners() == [BLUE]


# --- Glorieux --------------------------------------------------------------------------------------


def test_a_glorieux_herd_that_disperses_a_smaller_herd_gives_up_to_three_draws():
    state = position(herds={"b1": (BLUE, "G1 G2"), "b2": (RED, "T1")})
    play(state, "draw:T draw:T move:b1>b2")
    assert herds_of(state) == {"b2": (BLUE, "G1 G2")}
    assert state.view(BLUE)["bonus_left"] == 3
    assert {"draw:G", "draw:T", "draw:R", "draw:D"} <= legal(state)
    play(state, "draw:G draw:R draw:D")
    assert len(state.hands[BLUE]) == 5 and state.view(BLUE)["bonus_left"] == 0
    refused(state, "draw:G", "draw-passed")


def test_the_glorieux_draws_are_up_to_three_and_do_not_outlast_the_turn():
    state = position(herds={"b1": (BLUE, "G1 G2"), "b2": (RED, "T1")})
    play(state, "move:b1>b2 draw:G end")
    assert len(state.hands[BLUE]) == 1
    assert state.to_move == RED and state.view(RED)["bonus_left"] == 0
    play(state, "draw:G draw:G")
    refused(state, "draw:G", "draws-done")


def test_a_glorieux_herd_in_an_equal_clash_still_gives_three_draws():
    # Ruling 3: also when both herds disperse on equal numbers.
    state = position(herds={"b1": (BLUE, "G1 G2"), "b2": (RED, "T1 T2")})
    state.apply("move:b1>b2")
    assert herds_of(state) == {}
    assert state.view(BLUE)["bonus_left"] == 3
    play(state, "draw:G draw:G draw:G")
    assert len(state.hands[BLUE]) == 3


@pytest.mark.parametrize("mine", ["T1 T2", "R1 R2", "D1 D2"])
def test_a_herd_of_another_breed_gives_no_draws_for_a_clash(mine):
    state = position(herds={"b1": (BLUE, mine), "b2": (RED, "G1")})
    state.apply("move:b1>b2")
    assert herds_of(state) == {"b2": (BLUE, mine)}
    assert state.view(BLUE)["bonus_left"] == 0
    refused(state, "draw:G", "draw-passed")


def test_a_glorieux_herd_dispersed_by_a_bigger_defender_gives_nothing():
    state = position(herds={"b1": (BLUE, "G1"), "b2": (RED, "T1 T2")})
    state.apply("move:b1>b2")
    assert herds_of(state) == {"b2": (RED, "T1 T2")}
    assert state.view(BLUE)["bonus_left"] == 0
    refused(state, "draw:G", "draw-passed")


def test_a_glorieux_herd_that_only_moves_or_merges_gives_nothing():
    state = position(herds={"b1": (BLUE, "G1"), "b2": (BLUE, "G2"), "c1": (BLUE, "G3")})
    state.apply("move:b1>b2")
    assert herds_of(state)["b2"] == (BLUE, "G1 G2") and state.bonus == 0
    refused(state, "draw:G", "draw-passed")


@pytest.mark.parametrize(("theirs", "after"), [("T1", {"b2": (BLUE, "G1 G2")}), ("T1 T2", {})],
                         ids=["smaller", "equal"])  # fmt: skip
def test_a_glorieux_clash_won_with_an_empty_pen_gives_no_draws(theirs, after):
    # Ruling 11: the draws are earned only if the pen still holds a card. Blue draws the last card of
    # its pen (the game ends with this turn), then its Glorieux disperse Red's herd, smaller or equal
    # (ruling 3: both disperse, which otherwise earns the draws too).
    state = position(herds={"b1": (BLUE, "G1 G2"), "b2": (RED, theirs)}, piles={BLUE: "D1"})
    play(state, "draw:D move:b1>b2")
    assert herds_of(state) == after and state.final
    view = state.view(BLUE)
    assert view["bonus_left"] == 0, "the page would offer a draw from an empty pen"
    assert not [e for e in view["log"] if e["what"] == "glory"], "nobody is told of draws that cannot be taken"
    assert not any(move.startswith("draw:") for move in view["legal"])
    state.apply("end")
    assert state.is_over


def test_a_glorieux_clash_won_with_one_card_left_in_the_pen_lets_that_card_be_drawn():
    # The other side of ruling 11: one card in the pen earns the draws; the last one drawn ends the game.
    state = position(herds={"b1": (BLUE, "G1 G2"), "b2": (RED, "T1")}, piles={BLUE: "D1 R2"})
    play(state, "draw:R move:b1>b2")
    assert state.view(BLUE)["bonus_left"] == 3
    assert {m for m in state.view(BLUE)["legal"] if m.startswith("draw:")} == {"draw:D"}
    state.apply("draw:D")
    assert state.final and not any(m.startswith("draw:") for m in state.view(BLUE)["legal"])


def test_a_glorieux_defender_that_disperses_the_mover_gives_its_owner_nothing():
    state = position(herds={"b1": (BLUE, "T1"), "b2": (RED, "G1 G2")})
    play(state, "move:b1>b2 end")
    assert state.to_move == RED and state.view(RED)["bonus_left"] == 0 and state.view(RED)["draws_left"] == 2


# --- Téméraires ------------------------------------------------------------------------------------


@pytest.mark.parametrize("target", [("a5", "G1 G2 G3 G4"), ("e1", "D1"), ("b2", "T1 T2 T3")])
def test_a_complete_temeraires_herd_may_be_sacrificed_to_disperse_any_opponent_herd(target):
    cell, cards = target
    state = position(herds={"a1": (BLUE, "T1 T2 T3"), cell: (RED, cards), "c3": (RED, "R1")})
    state.apply(f"dare:a1>{cell}")
    assert herds_of(state) == {"c3": (RED, "R1")}
    assert Counter(texts(state.gone[BLUE])) == Counter(["T1", "T2", "T3"])
    assert Counter(texts(state.gone[RED])) == Counter(cards.split())


def test_daring_before_drawing_uses_up_no_step():
    state = position(hands={BLUE: "G1"}, herds={"a1": (BLUE, "T1 T2 T3"), "b1": (BLUE, "D1"), "a4": (RED, "R1")})
    state.apply("dare:a1>a4")
    assert state.view(BLUE)["draws_left"] == 2
    play(state, "draw:G draw:G lay:G1@c1 move:b1>b2 end")
    assert herds_of(state) == {"c1": (BLUE, "G1"), "b2": (BLUE, "D1")}


def test_daring_is_allowed_after_the_move():
    state = position(herds={"a1": (BLUE, "T1 T2 T3"), "b1": (BLUE, "D1"), "a4": (RED, "R1 R2 R3")})
    play(state, "draw:G move:b1>b2")
    assert "dare:a1>a4" in legal(state)
    state.apply("dare:a1>a4")
    assert herds_of(state) == {"b2": (BLUE, "D1")}


def test_a_complete_temeraires_herd_that_just_moved_may_still_dare():
    state = position(herds={"a1": (BLUE, "T1 T2 T3"), "d2": (RED, "G1")})
    play(state, "move:a1>a2 dare:a2>d2")
    assert herds_of(state) == {}


@pytest.mark.parametrize(
    "herd", [(BLUE, "T1 T2"), (BLUE, "T3"), (BLUE, "D1 D2 D3"), (BLUE, "R1 R2 R3"), (RED, "T1 T2 T3")],
    ids=["two-of-three", "one", "divers", "rapides", "opponents"],
)
def test_only_your_complete_temeraires_herd_may_dare(herd):
    state = position(herds={"a1": herd, "a4": (RED, "G1")})
    refused(state, "dare:a1>a4", "not-daring")


@pytest.mark.parametrize("target", ["b1", "c1"], ids=["own-herd", "empty-cell"])
def test_a_dare_needs_an_opponent_herd(target):
    state = position(herds={"a1": (BLUE, "T1 T2 T3"), "b1": (BLUE, "G1"), "a4": (RED, "G1")})
    refused(state, f"dare:a1>{target}", "no-opponent-herd")


def test_the_opponents_temeraires_cannot_dare_during_your_turn():
    state = position(herds={"a1": (RED, "T1 T2 T3"), "a4": (BLUE, "G1")})
    assert not any(a.startswith("dare:") for a in legal(state))
    refused(state, "dare:a1>a4", "not-daring")


# --- Rapides ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("cell", ROW_2)
def test_rapides_may_be_laid_on_an_empty_cell_of_row_2(cell):
    state = position(hands={BLUE: "R1 R2"})
    state.apply(f"lay:R1+R2@{cell}")
    assert herds_of(state) == {cell: (BLUE, "R1 R2")}


def test_rapides_laid_onto_a_smaller_opponent_herd_disperse_it_and_take_the_cell():
    state = position(hands={BLUE: "R1 R2"}, herds={"b2": (RED, "G3")})
    state.apply("lay:R1+R2@b2")
    assert herds_of(state) == {"b2": (BLUE, "R1 R2")}
    assert texts(state.gone[RED]) == ["G3"]


def test_rapides_laid_onto_an_equal_opponent_herd_disperse_with_it():
    state = position(hands={BLUE: "R1 R2"}, herds={"b2": (RED, "G3 G4"), "a1": (RED, "T1")})
    state.apply("lay:R1+R2@b2")
    assert herds_of(state) == {"a1": (RED, "T1")}
    assert Counter(texts(state.gone[BLUE])) == Counter(["R1", "R2"])
    assert Counter(texts(state.gone[RED])) == Counter(["G3", "G4"])
    assert hand(state, BLUE) == ""


def test_rapides_may_never_be_laid_onto_a_bigger_herd():
    state = position(hands={BLUE: "R1 R2"}, herds={"b2": (RED, "G1 G3 G4")})
    refused(state, "lay:R1+R2@b2", "rapides-bigger")


def test_rapides_may_not_be_laid_onto_your_own_herd():
    state = position(hands={BLUE: "R1 R2"}, herds={"b2": (BLUE, "R3")})
    refused(state, "lay:R1+R2@b2", "rapides-own")


def test_rapides_may_be_laid_on_row_1_as_usual_but_not_beyond_row_2():
    state = position(hands={BLUE: "R1 R2"})
    assert "lay:R1+R2@a1" in legal(state)
    refused(state, "lay:R1+R2@b3", "lay-row")
    state.apply("lay:R1+R2@a1")
    assert herds_of(state) == {"a1": (BLUE, "R1 R2")}


@pytest.mark.parametrize("cards", ["G1+G2", "T1", "D1+D2+D3"])
def test_other_breeds_may_not_be_laid_on_row_2(cards):
    state = position(hands={BLUE: cards.replace("+", " ")})
    refused(state, f"lay:{cards}@b2", "lay-row")


def test_a_rapides_lay_is_the_turns_one_lay_and_comes_after_the_draw():
    state = position(hands={BLUE: "R1 R2 G1"})
    state.apply("lay:R1+R2@b2")
    refused(state, "lay:G1@a1", "lay-passed")
    refused(state, "draw:G", "draw-passed")


# --- Divers ----------------------------------------------------------------------------------------


def test_a_herd_of_five_different_divers_conforms():
    state = position(hands={BLUE: "D1 D2 D3 D4 D5"}, herds={"c1": (BLUE, "D1 D2")})
    state.apply("add:D3+D4+D5@c1")
    assert herds_of(state) == {"c1": (BLUE, "D1 D2 D3 D4 D5")}


def test_divers_have_no_power():
    state = position(hands={BLUE: "D1 D2 D3"}, herds={"a1": (BLUE, "D3 D4 D5"), "b2": (RED, "G1")})
    refused(state, "dare:a1>b2", "not-daring")
    refused(state, "lay:D1+D2@c2", "lay-row")
    refused(state, "lay:D1+D2+D3@b2", "lay-row")


# --- the end ---------------------------------------------------------------------------------------


def test_drawing_the_last_card_of_your_pen_lets_you_finish_the_turn_then_the_game_ends():
    state = position(hands={BLUE: "G1"}, piles={BLUE: "G2"}, herds={"c1": (BLUE, "T1")})
    state.apply("draw:G")
    assert state.view(RED)["final"] and not state.is_over and state.to_move == BLUE
    assert {"lay:G1+G2@a1", "move:c1>b2", "end"} <= legal(state)
    play(state, "lay:G1+G2@a1 move:c1>b2")
    assert not state.is_over
    state.apply("end")
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    assert state.view(None)["over"]


def test_the_game_ends_after_the_turn_in_which_the_glorieux_bonus_drew_the_last_card():
    # Ruling 5: the same holds when that last card is drawn through the Glorieux power.
    state = position(herds={"b1": (BLUE, "G1 G2"), "b2": (RED, "T1")}, piles={BLUE: "T3 D1"})
    play(state, "move:b1>b2 draw:T")
    assert not state.final
    state.apply("draw:D")
    assert state.final and not state.is_over
    state.apply("end")
    assert state.is_over and state.to_move is None


def test_drawing_a_card_that_is_not_the_last_does_not_end_the_game():
    state = position(piles={BLUE: "G2 G3"})
    play(state, "draw:G end")
    assert not state.is_over and state.to_move == RED and not state.view(RED)["final"]


def test_the_game_ends_when_the_last_card_is_drawn_even_on_reds_turn():
    state = position(piles={RED: "D1"}, turn=4)
    assert state.to_move == RED
    play(state, "draw:D end")
    assert state.is_over


@pytest.mark.parametrize(
    ("blue", "red", "winners"),
    [("G1 G2 G3", "T1 T2", [BLUE]), ("G1", "R1 R2", [RED]), ("G1 G2", "D1 D2", [BLUE, RED]), ("", "", [BLUE, RED])],
    ids=["blue-more", "red-more", "equal", "both-empty"],
)
def test_more_sheep_in_the_arrival_pen_wins_and_equal_is_a_draw(blue, red, winners):
    state = position(arrival={BLUE: blue, RED: red}, piles={BLUE: "D1"})
    assert state.winners() == []
    play(state, "draw:D end")
    assert state.is_over and state.winners() == winners
    assert state.scores() == [len(blue.split()), len(red.split())]
    assert state.view(RED)["winners"] == winners


def test_the_arrival_pen_counts_sheep_not_herds():
    state = position(herds={"a5": (BLUE, "D1 D2 D3 D4")}, arrival={RED: "G1 G1 G2"})
    play(state, "move:a5>arrival")
    # Blue: one herd of 4; Red: three cards from earlier herds.
    play(state, "end end end")
    assert state.is_over and state.winners() == [BLUE]


def test_two_turns_in_a_row_ended_with_nothing_done_end_the_game():
    # Project ruling: two idle turns in a row (one per player) end the game.
    state = position(hands={BLUE: "G1", RED: "G1"})
    state.apply("end")
    assert not state.is_over and state.to_move == RED
    state.apply("end")
    assert state.is_over and state.winners() == [BLUE, RED]


def test_one_idle_turn_does_not_end_the_game():
    state = position(hands={BLUE: "G1", RED: "G1"})
    play(state, "end draw:G end end")
    assert not state.is_over and state.to_move == RED
    play(state, "lay:G1@a1 end end")
    assert not state.is_over and state.to_move == RED


def test_nothing_is_played_once_the_game_is_over():
    state = position(hands={BLUE: "G1"})
    play(state, "end end")
    for action in ["end", "draw:G", "lay:G1@a1"]:
        assert refused(state, action).reason == "game-over"


# --- refusals --------------------------------------------------------------------------------------

REASONS = {
    "not-conforming-breeds", "not-conforming-twice", "occupied", "lay-row", "not-in-hand", "break-alone",
    "no-own-herd", "lay-passed", "draw-passed", "draws-done", "first-turn-draw", "pile-empty", "not-ahead",
    "moved", "not-daring", "no-opponent-herd", "rapides-bigger", "rapides-own",
}  # fmt: skip


def candidate_actions(state: TroupeauxState, rng: random.Random, n: int = 60) -> list[str]:
    """Draws, moves and dares of every kind, and lays and adds of cards from the hand, or not."""
    found = [f"draw:{b}" for b in "GTRD"]
    herds = [cell for cell in ALL_CELLS if CELL_INDEX[cell] in state.herds]
    found += [f"move:{a}>{b}" for a in herds for b in [*ALL_CELLS, "arrival"]]
    found += [f"dare:{a}>{b}" for a in herds for b in ALL_CELLS]
    found += [f"move:{rng.choice(ALL_CELLS)}>{rng.choice(ALL_CELLS)}" for _ in range(10)]
    found += [f"dare:{rng.choice(ALL_CELLS)}>{rng.choice(ALL_CELLS)}" for _ in range(10)]
    held = texts(state.hands[state.to_move]) + list(COLOUR)
    for _ in range(n):
        cards = sorted(rng.sample(held, rng.choice([1, 1, 2, 2, 3, 4])))
        found.append(f"{rng.choice(['lay', 'add'])}:{'+'.join(cards)}@{rng.choice(ALL_CELLS)}")
    return found


@pytest.mark.parametrize(("seed", "stop"), [(1, "start"), (2, "drawn"), (3, "laid"), (4, "bonus"), (5, "arrived"),
                                            (6, "final")])  # fmt: skip
def test_every_action_is_either_legal_and_played_or_refused_with_a_reason_changing_nothing(seed, stop):
    state = mid_game(seed, stop)
    listed = legal(state)
    rng = random.Random(seed)
    for action in candidate_actions(state, rng):
        if action in listed:
            state.clone().apply(action)
        else:
            assert refused(state, action).reason in REASONS, action


@pytest.mark.parametrize("seed", [21, 22, 23])
def test_no_card_appears_or_vanishes_through_whole_games(seed):
    def check(state):
        assert dealt(state, BLUE) == COLOUR and dealt(state, RED) == COLOUR
        for owner, cards in state.herds.values():
            assert troupeaux.conforms(cards), "every herd on the path conforms"
        assert not state.is_over or state.final or state.idle >= 2
        actions = [str(a) for a in state.legal_actions()]
        assert len(set(actions)) == len(actions), "each legal action is listed once"

    play_out(new_game(seed), new_rng(seed, "whole"), check)


# --- what the players see --------------------------------------------------------------------------


def test_the_opponents_hand_is_seen_only_as_breeds():
    state = position(hands={BLUE: "G1 T1", RED: "D5 D5 D5"}, herds={"b1": (RED, "D1 D2"), "c1": (BLUE, "G2")})
    for seat in (BLUE, None):
        view = state.view(seat)
        assert view["hand_breeds"][RED] == ["D", "D", "D"]
        assert "D5" not in json.dumps(view), "the characters of Red's hand are hidden"
    assert state.view(BLUE)["hand"] == ["G1", "T1"] and state.view(None)["hand"] is None
    assert state.view(RED)["hand"] == ["D5", "D5", "D5"], "Red sees its own hand"
    state.apply("draw:G")
    state.apply("end")
    assert "D5" not in json.dumps(state.view(BLUE)) and "D5" in json.dumps(state.view(RED))


def test_pile_sizes_are_shown_but_never_their_cards():
    state = position(hands={BLUE: "G1", RED: "G2"}, piles={BLUE: "D4 D4 D4", RED: "D4 D4"})
    for seat in (BLUE, RED, None):
        view = state.view(seat)
        assert view["piles"] == [[0, 0, 0, 3], [0, 0, 0, 2]]
        assert "D4" not in json.dumps(view)
    state.apply("draw:D")
    assert "D4" in state.view(BLUE)["hand"], "a drawn card is seen by its owner"
    for seat in (RED, None):
        view = state.view(seat)
        assert "D4" not in json.dumps(view), "and by nobody else"
        assert sorted(view["hand_breeds"][BLUE]) == ["D", "G"] and view["piles"][BLUE] == [0, 0, 0, 2]


def arrival_pair(options: dict | None = None) -> tuple[TroupeauxState, TroupeauxState]:
    """Two positions alike but for how many of Blue's earlier sheep reached the arrival pen (3 or
    1) and how many left the game instead (0 or 2). Blue's herd on a5 is about to arrive."""
    common = {"hands": {BLUE: "T1", RED: "T1"}, "herds": {"a5": (BLUE, "G4"), "c1": (RED, "D1")}, "options": options}
    return (
        position(arrival={BLUE: "G1 G2 G3"}, **common),
        position(arrival={BLUE: "G1"}, gone={BLUE: "G2 G3"}, **common),
    )


def test_the_arrival_pens_show_no_count_during_play():
    many, few = arrival_pair()
    for action in "move:a5>arrival end draw:G end draw:G end draw:G".split():
        for seat in (BLUE, RED, None):
            assert many.view(seat) == few.view(seat), f"after {many.history}"
            assert many.view(seat)["arrival_counts"] is None
        many.apply(action)
        few.apply(action)
    assert many.scores() == [4, 0] and few.scores() == [2, 0]
    assert not any(e["turn"] == 3 for e in many.view(BLUE)["log"]), "the arrival has left the log"
    for seat in (BLUE, RED, None):
        assert many.view(seat) == few.view(seat)
    assert many.view(None)["arrival_stack"][BLUE] > 0 and many.view(None)["arrival_stack"][RED] == 0


def test_the_option_show_arrival_counts_gives_the_exact_numbers():
    many, few = arrival_pair({"show_arrival_counts": True})
    for state in (many, few):
        state.apply("move:a5>arrival")
    for seat in (BLUE, RED, None):
        assert many.view(seat)["arrival_counts"] == [4, 0]
        assert few.view(seat)["arrival_counts"] == [2, 0]


def test_the_arrival_counts_are_shown_once_the_game_is_over():
    many, few = arrival_pair()
    for state in (many, few):
        play(state, "move:a5>arrival end end end")
        assert state.is_over
    for seat in (BLUE, RED, None):
        assert many.view(seat)["arrival_counts"] == [4, 0]
        assert few.view(seat)["arrival_counts"] == [2, 0]


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_games_never_show_an_arrival_count_before_the_end(seed):
    seen = []

    def check(state):
        for seat in (BLUE, RED, None):
            view = state.view(seat)
            assert (view["arrival_counts"] is None) == (not state.is_over)
            if seat is not None:
                assert view["hand"] == texts(state.hands[seat])
        seen.append(state.view(None)["arrival_stack"])

    play_out(new_game(seed), random.Random(seed), check)
    assert len(seen) > 1


# --- determinization -------------------------------------------------------------------------------


@pytest.mark.parametrize("stop", list(STOPS))
def test_determinize_keeps_the_view_and_the_own_hand_and_deals_the_other_hand_by_breed(stop):
    state = mid_game(30, stop)
    viewer = state.to_move if state.to_move is not None else RED
    other = 1 - viewer
    view = json.loads(json.dumps(state.view(viewer)))
    others = set()
    for n in range(8):
        det = troupeaux.determinize(view, random.Random(n))
        assert det.view(viewer) == state.view(viewer)
        assert det.hands[viewer] == state.hands[viewer]
        assert Counter(BREED_OF[k] for k in det.hands[other]) == Counter(BREED_OF[k] for k in state.hands[other])
        assert dealt(det, BLUE) == COLOUR and dealt(det, RED) == COLOUR
        others.add(tuple(det.hands[other]))
        play_out(det, random.Random(n))  # the dealt state plays on to the end
    if state.hands[other]:
        assert len(others) > 1, "the hidden hand is dealt at random"
