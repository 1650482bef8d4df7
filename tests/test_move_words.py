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
    ("en", ["You played e3.", "You laid a joker, 3 right and 2 up from the start card.", "You laid", "You stopped."],
     ["Red played e3.", "Blue laid a joker, 3 right and 2 up from the start card.", "Blue laid", "Computer (easy) stopped."]),
    ("fr", ["Vous avez joué e3.", "Vous avez posé un joker, 3 cases à droite et 2 au-dessus de la carte de départ.",
            "Vous avez posé", "Vous vous êtes arrêté."],
     ["Rouge a joué e3.", "Bleu a posé un joker, 3 cases à droite et 2 au-dessus de la carte de départ.", "Bleu a posé",
      "Ordinateur (facile) s'est arrêté."]),
])
def test_the_persons_own_move_is_said_in_the_second_person_and_the_others_by_colour(language, yours, theirs):
    t = Translator(language)
    for who, expected in ((YOU[language], yours), (COMPUTER[language], theirs)):
        said = [kulami_move(0, "e3", t, who), clustered_move(0, "J@3:-2", t, who), troupeaux_move(0, TROUPEAUX_LAY, t, who),
                gdm_move(0, "stop", t, who)]
        assert said[:2] == expected[:2] and said[2].startswith(expected[2]) and said[3] == expected[3]


@pytest.mark.parametrize("language, yours, theirs", [
    ("en", ["You placed a fence", "You turned c3"], ["The shepherd placed a fence", "The sheep player turned c3"]),
    ("fr", ["Vous avez posé une barrière", "Vous avez retourné c3"],
     ["Le berger a posé une barrière", "Le joueur mouton a retourné c3"]),
])
def test_the_kluitz_says_the_persons_own_move_as_theirs_and_the_others_by_their_role(language, yours, theirs):
    from web.kluitz.table import describe_move as kluitz_move

    t = Translator(language)
    for who, expected in ((YOU[language], yours), (COMPUTER[language], theirs)):
        said = [kluitz_move(0, "shepherd|fence:b3n", t, who), kluitz_move(1, "sheep|turn:c3=", t, who)]
        assert [s.startswith(e) for s, e in zip(said, expected)] == [True, True], said


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
    ("en", ["Place a marble on e3", "Lay a joker, 3 right and 2 up from the start card", "Draw a Rapide card", "Stop now",
            "Turn over c3"]),
    ("fr", ["Poser une bille en e3", "Poser un joker, 3 cases à droite et 2 au-dessus de la carte de départ",
            "Piocher une carte Rapide", "S'arrêter maintenant", "Retourner c3"]),
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
    assert laid.endswith((", 1 down from the village square", ", 1 case en dessous de la place du village"))


@pytest.mark.parametrize("language, cell, expected", [
    ("en", (0, -1), "1 up from the village square"),
    ("en", (-2, 0), "2 left from the village square"),
    ("en", (4, 5), "4 right and 5 down from the village square"),
    ("en", (0, 0), "on the village square"),
    ("fr", (0, -1), "1 case au-dessus de la place du village"),
    ("fr", (-2, 0), "2 cases à gauche de la place du village"),
    ("fr", (4, 5), "4 cases à droite et 5 en dessous de la place du village"),
])
def test_a_cell_of_a_board_with_no_names_is_said_by_its_way_from_the_start(language, cell, expected):
    from web import grid

    assert grid.place_words(cell, "gdm.square", Translator(language)) == expected


@pytest.mark.parametrize("game_id", ["clustered", "guerre-des-moutons"])
def test_no_cell_is_said_by_its_coordinates_on_a_table_that_shows_none(game_id):
    from web import games
    from web.session import Session

    module, table = core.load(game_id), games.table(game_id)
    state, rng = module.new_game(6, 2), random.Random(6)
    while len(state.record()["actions"]) < 8 or state.to_move != 0:
        state.apply(rng.choice(state.legal_actions()))
    session = Session(module, state, ["human", "ai-easy"], lambda events: None,
                      screen=table.Screen() if hasattr(table, "Screen") else None)
    t = Translator("en")
    drawn = "".join(str(part) for part in table.table_parts(state.view(0), session, t).values())
    labels = re.findall(r'aria-label="([^"]*)"', drawn)
    assert any(" from the " in label for label in labels), labels
    assert not [label for label in labels if re.search(r"-?\d+:-?\d+", label)], labels


def test_a_refused_clustered_card_names_the_side_of_the_neighbour_that_refuses_it():
    from game.core import IllegalAction
    from web.clustered.table import explain

    above = IllegalAction("", "clash", card="1ce", neighbour="2ts", at="0:0", cell="0:1", differ="shape,fill")
    said = explain(above, Translator("en"))
    assert said.startswith("One empty circle can't go next to two striped triangles (above): their shape and fill differ."), said
    right = IllegalAction("", "clash", card="1ce", neighbour="2ts", at="0:0", cell="-1:0", differ="shape,fill,count")
    said = explain(right, Translator("fr"))
    assert said.startswith("Impossible de poser un cercle vide contre deux triangles hachurés (à droite)\u00a0: la forme, "
                           "le remplissage et le nombre diffèrent."), "no verb after the card: its name may be plural"
    missing = explain(IllegalAction("", "not-in-hand", card="3ss"), Translator("fr"))
    assert missing == "Cette carte n'est pas dans votre main\u00a0: trois carrés hachurés."


@pytest.mark.parametrize("language, expected", [
    ("en", "Red marble on a7, the last one played; plate of 4 holes, a7 to b8: 1 red, forbidden plate"),
    ("fr", "Bille rouge en a7, la dernière jouée\u202f; plaque de 4 trous, de a7 à b8\u00a0: 1 rouge, plaque interdite"),
])
def test_each_kulami_hole_is_named_with_its_plate_for_a_screen_reader(language, expected):
    """Kulami is a game of plates, drawn only: each hole's name says its plate, what lies on it, and
    whether the last marbles forbid it."""
    from web.kulami.table import board

    state = core.load("kulami").new_game(3, 2)
    for move in ("d4", "d7", "a7"):
        state.apply(move)
    markup = str(board(state.view(0), SimpleNamespace(is_human=lambda seat: True, thinking=False), Translator(language)))
    labels = re.findall(r'aria-label="([^"]+)"', markup)
    assert expected.lower() in [label.lower() for label in labels], [l for l in labels if "a7" in l]


@pytest.mark.parametrize("language, mine, theirs", [("en", " · your turn", " · their turn"), ("fr", " · votre tour", " · son tour")])
def test_la_guerre_des_moutons_marks_whose_turn_it_is_in_the_persons_words(language, mine, theirs):
    """Not "You · this turn": the seat whose turn goes round the table, said as a player would."""
    state = core.load("guerre-des-moutons").new_game(4, 2)
    for seats, expected in ((["human", "ai-easy"], mine), (["ai-easy", "human"], theirs)):
        markup = str(gdm_players(state.view(seats.index("human")), SimpleNamespace(seats=seats), Translator(language)))
        assert re.findall(r'gdm-turn-mark">([^<]*)<', markup) == [expected]
