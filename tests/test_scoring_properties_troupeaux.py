"""Troupeaux's scoring (docs/rules/troupeaux.md, "End", "Herds" and the turn's lay and move) against
brute-force readings of the rules, on generated positions and generated games.

The score itself is a count: "each player counts the sheep in their arrival pile; more wins, equal
is a draw". What it depends on is which sheep get there: the herd conformity rule ("all its sheep are
of the same breed and of pairwise different characters"; a herd that stops conforming disperses) and
the lay, add, merge and clash rules built on it. Positions are any herds (conforming, as every herd on
the path is), hands, arrival piles and seat to move, reachable by play or not; games are played at
random through the legal moves. Each reading below is the rule read literally, as slow as it likes,
from the cards' text names (``G1``: breed letter, character number); the engine (and the soak's
recount, game/troupeaux/soak.py) must agree with it.
"""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.troupeaux import CELL_INDEX, TroupeauxState, conforms, is_complete_daring, kind_text, new_game
from game.troupeaux import soak as soak_recount

BREEDS = "GTRD"
CHARACTERS = {"G": 4, "T": 3, "R": 3, "D": 5}  # spec, "Material"
LARGEST = {"G": 4, "T": 3, "R": 3, "D": 5}  # spec, "Herds": the largest conforming herd of each breed
CARDS = [f"{b}{c}" for b in BREEDS for c in range(1, CHARACTERS[b] + 1)]
KIND = {kind_text(k): k for k in range(len(CARDS))}
assert sorted(KIND) == sorted(CARDS)
ROWS = [[f"{'abcde'[c]}{r + 1}" for c in range(width)] for r, width in enumerate((5, 4, 3, 2, 1))]
PATH = [cell for row in ROWS for cell in row]


# --- the rules, literally ----------------------------------------------------------------------------


def texts(cards) -> list[str]:
    return sorted(kind_text(k) for k in cards)


def brute_conforms(cards: list[str]) -> bool:
    """Every two sheep of the herd are of the same breed and of different characters."""
    return all(a[0] == b[0] and a[1:] != b[1:] for a, b in combinations(cards, 2))


def brute_complete_daring(cards: list[str]) -> bool:
    """3 cards, all Téméraires, the 3 characters."""
    return len(cards) == 3 and all(c[0] == "T" for c in cards) and {c[1:] for c in cards} == {"1", "2", "3"}


def ahead(cell: str) -> list[str]:
    """From cell c of row r (cells numbered 1..width from the left): cell c-1 or c of row r+1 where it
    exists; from row 5 the arrival pen."""
    row, column = int(cell[1]) - 1, "abcde".index(cell[0]) + 1
    if row == 4:
        return ["arrival"]
    return [ROWS[row + 1][c - 1] for c in (column - 1, column) if 1 <= c <= len(ROWS[row + 1])]


def hand_sets(hand: list[str]) -> set[tuple[str, ...]]:
    """Every non-empty choice of cards from the hand (as sorted texts)."""
    return {tuple(sorted(pick)) for n in range(1, len(hand) + 1) for pick in combinations(hand, n)}


def herds_of(state: TroupeauxState) -> dict[str, tuple[int, list[str]]]:
    return {PATH[c]: (owner, texts(cards)) for c, (owner, cards) in state.herds.items()}


# --- generated positions -----------------------------------------------------------------------------

card = st.sampled_from(CARDS)
one_breed = st.sampled_from(BREEDS).flatmap(
    lambda b: st.lists(st.sampled_from([c for c in CARDS if c[0] == b]), min_size=1, max_size=7)
)
card_lists = st.one_of(st.lists(card, max_size=7), one_breed, one_breed.flatmap(lambda cs: card.map(lambda c: [*cs, c])))


def of_breed(breed: str) -> list[str]:
    return [c for c in CARDS if c[0] == breed]


def conforming(breed: str):
    """A conforming herd of ``breed``: different characters, mostly one to three of them."""
    return st.integers(1, LARGEST[breed]).flatmap(
        lambda most: st.sets(st.sampled_from(of_breed(breed)), min_size=1, max_size=most).map(sorted)
    )


@st.composite
def positions(draw) -> TroupeauxState:
    """Any herds on the path (each conforming, of either seat), any hands and arrival piles, the seat to
    move at its draw or lay step (not the game's first turn). Most herds and hand cards share one breed,
    so that additions and merges often conform; the last rows are often taken, so herds often arrive."""
    state = new_game(draw(st.integers(1, 10_000)))
    mover = draw(st.sampled_from([0, 1]))
    theme = draw(st.sampled_from(BREEDS))
    breeds = st.sampled_from([theme, theme, theme, *BREEDS])
    occupied = set(draw(st.lists(st.sampled_from([*PATH, "a5", "a5", "a4", "b4", "a3", "b3"]), min_size=1, max_size=20)))
    state.herds = {CELL_INDEX[cell]: (draw(st.sampled_from([mover, 1 - mover])),
                                      tuple(KIND[c] for c in draw(breeds.flatmap(conforming))))
                   for cell in occupied}  # fmt: skip
    hand = st.lists(st.sampled_from([*of_breed(theme), *of_breed(theme), *CARDS]), max_size=8)
    state.hands = [sorted(KIND[c] for c in draw(hand)) for _ in range(2)]
    state.arrival = [[KIND[c] for c in draw(st.lists(card, max_size=12))] for _ in range(2)]
    state.gone = [[], []]
    state.mover = mover
    state.turn = 3 + state.mover  # odd turns are Blue's
    state.step = draw(st.sampled_from([0, 1]))  # "draw" or "lay": all of lay, add and move are open
    state._legal = None
    return state


def chosen(state: TroupeauxState, verb: str, data, favour) -> object:
    """One of the legal actions of that verb (those ``favour`` likes drawn more often), or None."""
    actions = [a for a in state.legal_actions() if a.verb == verb]
    return data.draw(st.sampled_from([a for a in actions if favour(a)] * 3 + actions)) if actions else None


# --- the properties ----------------------------------------------------------------------------------

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(card_lists)
def test_a_herd_conforms_exactly_when_its_sheep_are_one_breed_of_pairwise_different_characters(cards):
    expected = brute_conforms(cards)
    assert conforms([KIND[c] for c in cards]) == expected
    assert soak_recount.conforms(cards) == expected


@SETTINGS
@given(one_breed)
def test_so_a_conforming_herd_holds_at_most_4_glorieux_3_temeraires_3_rapides_or_5_divers(cards):
    breed = cards[0][0]
    if conforms([KIND[c] for c in cards]):
        assert len(cards) <= LARGEST[breed]
    every_character = [f"{breed}{n}" for n in range(1, LARGEST[breed] + 1)]
    assert conforms([KIND[c] for c in every_character])


@SETTINGS
@given(card_lists)
def test_a_complete_temeraires_herd_is_three_temeraires_of_the_three_characters(cards):
    expected = brute_complete_daring(cards)
    assert is_complete_daring([KIND[c] for c in cards]) == expected
    assert soak_recount.complete_daring(sorted(cards)) == expected


@SETTINGS
@given(positions())
def test_a_new_herd_is_any_conforming_choice_of_cards_from_hand_laid_on_an_empty_cell_of_row_1(state):
    seat = state.mover
    herds = herds_of(state)
    laid = {str(a) for a in state.legal_actions() if a.verb == "lay" and a.cell in [CELL_INDEX[c] for c in ROWS[0]]}
    expected = {f"lay:{'+'.join(cards)}@{cell}" for cards in hand_sets(texts(state.hands[seat])) if brute_conforms(cards)
                for cell in ROWS[0] if cell not in herds}  # fmt: skip
    assert laid == expected


@SETTINGS
@given(positions(), st.data())
def test_cards_added_to_ones_herd_keep_it_only_while_the_whole_herd_conforms_else_it_disperses_with_them(state, data):
    seat = state.mover
    herds = herds_of(state)
    expected = set()  # conforming additions; a card that breaks the herd is added alone
    for cell, (owner, herd) in herds.items():
        if owner == seat:
            for cards in hand_sets(texts(state.hands[seat])):
                if brute_conforms([*herd, *cards]) or len(cards) == 1:
                    expected.add(f"add:{'+'.join(cards)}@{cell}")
    assert {str(a) for a in state.legal_actions() if a.verb == "add"} == expected
    action = chosen(state, "add", data, lambda a: brute_conforms([*herds[PATH[a.cell]][1], *texts(a.cards)]))
    if action is None:
        return
    cell = PATH[action.cell]
    grown = sorted([*herds[cell][1], *texts(action.cards)])
    state.apply(action)
    if brute_conforms(grown):
        assert herds_of(state)[cell] == (seat, grown) and state.gone == [[], []]
    else:
        assert cell not in herds_of(state) and texts(state.gone[seat]) == grown
    assert state.scores() == [len(a) for a in state.arrival]


@SETTINGS
@given(positions(), st.data())
def test_a_herd_moving_forward_merges_with_ones_own_if_still_conforming_and_against_another_the_smaller_disperses_equal_both(
    state, data
):
    seat = state.mover
    herds = herds_of(state)
    expected_moves = {f"move:{cell}>{target}" for cell, (owner, _) in herds.items() if owner == seat for target in ahead(cell)}
    assert {str(a) for a in state.legal_actions() if a.verb == "move"} == expected_moves
    action = chosen(state, "move", data, lambda a: a.target < 0 or PATH[a.target] in herds)
    if action is None:
        return
    start, target = str(action)[5:].split(">")
    mine = herds.pop(start)[1]
    arrival = [len(a) for a in state.arrival]
    gone: list[list[str]] = [[], []]
    if target == "arrival":
        arrival[seat] += len(mine)
    elif target not in herds:
        herds[target] = (seat, mine)
    elif herds[target][0] == seat:  # they merge; a merged herd that does not conform disperses
        merged = sorted([*mine, *herds[target][1]])
        if brute_conforms(merged):
            herds[target] = (seat, merged)
        else:
            gone[seat] += merged
            del herds[target]
    else:  # the herd with fewer sheep disperses, the other stands on the target; equal: both
        theirs = herds[target][1]
        if len(mine) <= len(theirs):
            gone[seat] += mine
        if len(theirs) <= len(mine):
            gone[1 - seat] += theirs
            del herds[target]
            if len(theirs) < len(mine):
                herds[target] = (seat, mine)
    state.apply(action)
    assert herds_of(state) == herds
    assert [texts(g) for g in state.gone] == [sorted(g) for g in gone]
    assert state.scores() == arrival


@SETTINGS
@given(positions(), st.booleans())
def test_each_player_scores_the_sheep_in_their_arrival_pile_and_more_wins_equal_is_a_draw(state, over):
    counted = [sum(1 for _ in pile) for pile in state.arrival]  # sheep, whatever herds brought them
    if over:
        state.mover = None
    assert state.scores() == counted
    best = max(counted)
    assert state.winners() == ([s for s in (0, 1) if counted[s] == best] if over else [])


def random_game(seed: int, patience: float) -> list[tuple[TroupeauxState, object]]:
    """A game through the legal moves, mostly acting (ending a turn with odds ``patience``)."""
    state, rng = new_game(seed), random.Random(seed)
    while state.to_move is not None:
        actions = state.legal_actions()
        moves = [a for a in actions if a.verb in ("move", "dare")]
        others = [a for a in actions if str(a) != "end"]
        roll = rng.random()
        action = (rng.choice(moves) if moves and roll < 0.5 else rng.choice(others) if others and roll > patience
                  else "end")  # fmt: skip
        yield state, action
        state.apply(action)
    yield state, None


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 10**9), st.sampled_from([0.05, 0.2, 0.5]))
def test_through_whole_games_a_score_is_the_sheep_its_herds_brought_in_from_a5_and_the_soak_recount_agrees(seed, patience):
    brought = [0, 0]
    for state, action in random_game(seed, patience):
        assert all(brute_conforms(cards) for _, cards in herds_of(state).values())  # a breaking herd disperses
        assert state.scores() == brought
        if action is None:
            break
        if str(action) == "move:a5>arrival":
            brought[state.to_move] += len(herds_of(state)["a5"][1])
    assert [len(a) for a in soak_recount.shadow_of(state).arrival] == brought
    assert state.winners() == [s for s in (0, 1) if brought[s] == max(brought)]
