"""The Kluitz at the table (web/kluitz/table.py ``table_parts``): what the sheep player reads of the
shepherd's turn, and the pause between the two rounds."""

from __future__ import annotations

import html
import re
from types import SimpleNamespace

from game.kluitz import new_game
from web.i18n import Translator
from web.kluitz.table import Screen, table_parts

SHEPHERD, SHEEP = 0, 1


def session(seats: list[str], round_seen: bool = True) -> SimpleNamespace:
    return SimpleNamespace(seats=seats, is_human=lambda s: s is not None and seats[s] == "human", thinking=False,
                           holding=False, screen=Screen(round_seen=round_seen), hint=None, picked=None)


def text(markup) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", str(markup))).split())


def fenced(state):
    state.apply("fence:a1n")
    state.apply("fence:b1n")
    return state.view(SHEEP)


def test_the_computers_two_fences_are_written_for_the_sheep_player():
    view = fenced(new_game(5, 2, {"first": SHEPHERD}))
    parts = table_parts(view, session(["ai-medium", "human"]), Translator("en"))
    assert "placed fences north of a1 and north of b1" in text(parts["event"])
    french = table_parts(view, session(["ai-medium", "human"]), Translator("fr"))
    assert "a posé des barrières au nord de a1 et au nord de b1" in text(french["event"])
    assert 'data-event="fences" aria-hidden="true"' in str(parts["event"]), \
        "written for the eye: a screen reader heard each fence as it was placed, not twice"


def test_a_persons_own_fences_are_not_written_back_to_them():
    view = fenced(new_game(5, 2, {"first": SHEPHERD}))
    parts = table_parts(view, session(["human", "ai-medium"]), Translator("en"))
    assert "placed fences" not in text(parts["event"])


def test_between_the_rounds_the_status_says_round_one_is_over_and_the_field_can_be_seen():
    state = new_game(5, 2, {"first": SHEPHERD})
    while not state.results:  # round 1 played to its end
        state.apply(state.legal_actions()[0])
    view = state.view(SHEEP)
    parts = table_parts(view, session(["human", "ai-medium"], round_seen=False), Translator("en"))
    assert text(parts["status"]) == "Round 1 is over"
    assert 'data-cmd="end-peek"' in str(parts["end"]) and "See the board" in text(parts["end"])
    seen = table_parts(view, session(["human", "ai-medium"], round_seen=True), Translator("en"))
    assert "Round 2" in text(seen["status"]) and "end-peek" not in str(seen["end"])


def test_while_round_one_is_shown_over_no_line_asks_for_round_twos_first_move():
    state = new_game(5, 2, {"first": SHEPHERD})
    while not state.results:  # round 1 played to its end: the person (seat 1) is round 2's shepherd
        state.apply(state.legal_actions()[0])
    view = state.view(SHEEP)
    assert view["shepherd"] == SHEEP and view["to_move"] == SHEEP
    shown = table_parts(view, session(["ai-medium", "human"], round_seen=False), Translator("en"))
    assert text(shown["status"]) == "Round 1 is over" and text(shown["hint"]) == ""
    begun = table_parts(view, session(["ai-medium", "human"], round_seen=True), Translator("en"))
    assert "Tap an edge" in text(begun["hint"])


def test_a_rematch_says_the_roles_turned_as_the_kluitz_has_no_colours():
    import game.kluitz
    from web.table import rematch_note

    session = SimpleNamespace(module=game.kluitz, seats=["ai-easy", "human"])
    for language, role in (("en", "role"), ("fr", "rôle")):
        note = rematch_note(session, Translator(language))
        assert role in note and "colour" not in note and "couleur" not in note, note


def test_a_pair_on_show_asks_to_turn_it_back_with_a_button_outside_the_live_region():
    state = new_game(5, 2, {"first": SHEPHERD})
    while state.view(SHEEP)["phase"] != "shown":  # the sheep player turns two tiles of no pair
        legal = state.legal_actions()
        seat = state.view(SHEEP)["to_move"]
        turns = [a for a in legal if str(a).startswith("turn:")]
        state.apply(turns[0] if seat == SHEEP and turns else legal[0])
    parts = table_parts(state.view(SHEEP), session(["ai-medium", "human"]), Translator("en"))
    assert "Remember them" in text(parts["event"])
    assert "<button" not in str(parts["event"]), "a live region would read the button's words run into the event's"
    assert 'data-action="down"' in str(parts["event-act"]) and text(parts["event-act"]) == "Turn them back"
