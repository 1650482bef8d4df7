"""Hot-seat Clustered: the hand-over screen tells the person taking the device what the others did
since their last turn, as anyone at the table may know it (a quick-play discard stays secret)."""

from __future__ import annotations

import random

from game import clustered
from web.clustered.table import since_last_turn
from web.i18n import Translator

SEATS = ["human"] * 4


def played(moves: int, options: dict | None = None, seed: int = 2) -> clustered.ClusteredState:
    state, rng = clustered.new_game(seed, len(SEATS), options or {}), random.Random(seed)
    while len(state.history) < moves:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_others_moves_since_the_movers_last_turn_are_listed_oldest_first():
    state = played(7)
    mover = state.to_move
    title, lines = since_last_turn(state.view(None), mover, SEATS, Translator("en"))
    others = [seat for seat, _secret, _text in state.view(None)["history"][-3:]]
    assert title == "Since your last turn" and mover not in others
    assert len(lines) == 3 and all(" laid " in line or "discard" in line for line in lines), lines


def test_at_the_first_turn_the_moves_since_the_game_began_are_listed():
    state = played(3)
    title, lines = since_last_turn(state.view(None), state.to_move, SEATS, Translator("fr"))
    assert title == "Depuis le début de la partie" and len(lines) == 3


def test_one_move_since_is_left_to_the_status():
    state = played(1)
    assert since_last_turn(state.view(None), state.to_move, SEATS, Translator("en"))[1] == []


def test_a_secret_discard_stays_secret_on_the_hand_over():
    state = played(8, {"quick": True})  # each seat has put 2 of its 7 cards face down
    _title, lines = since_last_turn(state.view(None), state.to_move, SEATS, Translator("en"))
    assert lines == ["Orange discarded a card."] * 2 + ["Green discarded a card."] * 2 + ["Pink discarded a card."] * 2, lines
