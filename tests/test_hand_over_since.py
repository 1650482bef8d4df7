"""Hot seat: the hand-over screen tells the person taking the device what the others did since their
last turn, as anyone at the table may know it (Clustered's quick-play discard stays secret)."""

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


def test_one_move_since_is_told_too_as_the_hand_over_covers_the_status():
    state = played(1)
    title, lines = since_last_turn(state.view(None), state.to_move, SEATS, Translator("en"))
    assert title == "Since the game began" and len(lines) == 1 and lines[0].startswith("Blue laid "), lines


def test_a_secret_discard_stays_secret_on_the_hand_over():
    state = played(8, {"quick": True})  # each seat has put 2 of its 7 cards face down
    _title, lines = since_last_turn(state.view(None), state.to_move, SEATS, Translator("en"))
    assert lines == ["Orange discarded 2 cards.", "Green discarded 2 cards.", "Pink discarded 2 cards."], lines


def test_la_guerre_des_moutons_hand_over_lists_the_others_tiles_since_the_movers_last_turn():
    from game import guerre_des_moutons
    from web.guerre_des_moutons.table import since_last_turn as sheep_since

    seats = ["human"] * 3
    state, rng = guerre_des_moutons.new_game(3, 3), random.Random(3)
    while len([e for e in state.view(None)["log"] if e["what"] in ("play", "reveal", "cover")]) < 5:
        state.apply(rng.choice(state.legal_actions()))
    while state.view(None)["phase"] != "turn":
        state.apply(rng.choice(state.legal_actions()))
    mover = state.to_move
    title, lines = sheep_since(state.view(None), mover, seats, Translator("en"))
    assert title == "Since your last turn" and len(lines) >= 2, lines
    assert not any(line.startswith(f"Player {mover + 1} ") for line in lines), "only the others' moves"


def test_troupeaux_hand_over_tells_the_other_players_last_turn_without_its_end():
    from game import troupeaux
    from web.troupeaux.table import since_last_turn as path_since

    state, rng = troupeaux.new_game(3, 2), random.Random(3)
    while len(state.history) < 12 or state.view(None)["turn"] < 3:
        state.apply(rng.choice(state.legal_actions()))
    while state.view(None)["step"] != "draw" or state.view(None)["acted"]:  # at the start of a turn
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(None)
    other = 1 - state.to_move
    title, lines = path_since(view, Translator("en"))
    colour = ("Blue", "Red")[other]
    assert title == "Since your last turn" and lines and lines[0].startswith(colour), lines
    assert not any("ended the turn" in line for line in lines)


def test_a_seats_moves_in_a_row_make_one_line_of_the_account():
    from web.controls import since_last_turn as account

    moves = [(0, "a"), (1, "b"), (1, "c"), (2, "d"), (1, "e")]
    title, lines = account(moves, 0, lambda seat, move: f"{move.upper()}.", Translator("en"))
    assert title == "Since your last turn" and lines == ["B. C.", "D.", "E."]


def test_troupeaux_second_player_first_hand_over_tells_the_game_so_far():
    from game import troupeaux
    from web.troupeaux.table import since_last_turn as path_since

    state, rng = troupeaux.new_game(3, 2), random.Random(3)
    while state.view(None)["turn"] < 2:
        state.apply(rng.choice(state.legal_actions()))
    assert path_since(state.view(None), Translator("en"))[0] == "Since the game began"
