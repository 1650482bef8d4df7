"""How the table and the review say a move (each game's ``describe_move``): the person's own moves in
the second person, as the review's names say it, the others' by colour; and the players' lines."""

from __future__ import annotations

import json
import random
import re
from types import SimpleNamespace

import pytest

from game import core
from web.clustered.table import describe_move as clustered_move
from web.guerre_des_moutons.table import describe_move as gdm_move, players as gdm_players
from web.i18n import Name, Translator
from web.kluitz.table import players as kluitz_players
from web.kulami.table import describe_move as kulami_move
from web.troupeaux.table import describe_move as troupeaux_move

YOU = {"en": Name("You", you=True), "fr": Name("Vous", you=True)}
COMPUTER = {"en": Name("Computer (easy)"), "fr": Name("Ordinateur (facile)")}
TROUPEAUX_LAY = json.dumps({"events": [{"what": "lay", "seat": 0, "cards": ["G2"], "cell": "a1"}]})


@pytest.mark.parametrize("language, yours, theirs", [
    ("en", ["You played e3.", "You laid a joker on 3:-2.", "You laid", "You stopped."],
     ["Red played e3.", "Blue laid a joker on 3:-2.", "Blue laid", "Computer (easy) stopped."]),
    ("fr", ["Vous avez joué e3.", "Vous avez posé un joker en 3:-2.", "Vous posez", "Vous vous êtes arrêté."],
     ["Rouge a joué e3.", "Bleu a posé un joker en 3:-2.", "Bleu pose", "Ordinateur (facile) s'est arrêté."]),
])
def test_the_persons_own_move_is_said_in_the_second_person_and_the_others_by_colour(language, yours, theirs):
    t = Translator(language)
    for who, expected in ((YOU[language], yours), (COMPUTER[language], theirs)):
        said = [kulami_move(0, "e3", t, who), clustered_move(0, "J@3:-2", t, who), troupeaux_move(0, TROUPEAUX_LAY, t, who),
                gdm_move(0, "stop", t, who)]
        assert said[:2] == expected[:2] and said[2].startswith(expected[2]) and said[3] == expected[3]


def finished(game: str, seed: int):
    state = core.load(game).new_game(seed, 2)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_a_finished_kluitz_game_shows_no_points_this_round():
    session = SimpleNamespace(seats=["human", "ai-easy"])
    state = core.load("kluitz").new_game(3, 2)
    playing = str(kluitz_players(state.view(0), session, Translator("en")))
    over = str(kluitz_players(finished("kluitz", 3).view(0), session, Translator("en")))
    assert "this round" in playing and "this round" not in over


def test_a_players_secret_colour_is_set_apart_from_the_facts_before_it():
    session = SimpleNamespace(seats=["human", "ai-easy"])
    markup = str(gdm_players(core.load("guerre-des-moutons").new_game(4, 2).view(0), session, Translator("en")))
    text = re.sub(r"<[^>]+>", "", markup)
    assert re.search(r"· your secret colour: \w+", text), text


def test_the_computers_unmatched_pair_is_shown_to_remember_not_said_as_thinking():
    from web.kluitz.table import status_text

    session = SimpleNamespace(seats=["human", "ai-easy"], is_human=lambda s: s == 0)
    state = core.load("kluitz").new_game(5, 2, {"first": 0})  # the computer plays the sheep first
    rng = random.Random(5)
    while not (state.view(0)["phase"] == "shown" and state.to_move == 1):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    said = status_text(state.view(0), session, Translator("en"))
    assert said.endswith("Computer (easy) shows two sheep: remember them"), said
    assert "…" not in said


@pytest.mark.parametrize("language, expected", [
    ("en", ["Place a marble on e3", "Lay a joker on 3:-2", "Draw a Rapide card", "Stop now", "Turn over c3"]),
    ("fr", ["Poser une bille en e3", "Poser un joker en 3:-2", "Piocher une carte Rapide", "S'arrêter maintenant",
            "Retourner c3"]),
])
def test_a_move_to_make_is_said_as_advice(language, expected):
    from web.clustered.table import suggest_move as clustered
    from web.guerre_des_moutons.table import suggest_move as gdm
    from web.kluitz.table import suggest_move as kluitz
    from web.kulami.table import suggest_move as kulami
    from web.troupeaux.table import suggest_move as troupeaux

    t = Translator(language)
    said = [kulami(0, "e3", t), clustered(0, "J@3:-2", t), troupeaux(0, "draw:R", t), gdm(0, "stop", t), kluitz(1, "turn:c3", t)]
    assert said == expected
    laid = gdm(0, "play:L8R/A2@0:1", t)  # the face as it lies, each terrain once, and where
    assert laid.startswith(("Lay north, south and west village, east red sheep", "Poser nord, sud et ouest village"))
    assert laid.endswith(("on 0:1", "en 0:1"))
