"""The end screens' words (web/<game>/table.py ``end_panel``): a round's shepherd under its name, a
meadow counted in sheep, and French colons spaced as French writes them."""

from __future__ import annotations

import html
import random
import re
from types import SimpleNamespace

import pytest

from game.guerre_des_moutons import new_game as new_gdm
from game.kluitz import new_game as new_kluitz
from web.guerre_des_moutons.table import Board, end_panel as gdm_end
from web.i18n import Translator
from web.kluitz.table import end_panel as kluitz_end


def finished(state, seed: int):
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state.view(0)


def session(players: int) -> SimpleNamespace:
    seats = ["human"] + ["ai-easy"] * (players - 1)
    return SimpleNamespace(seats=seats, is_human=lambda s: s == 0)


def text(markup) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", str(markup)))


def row(markup, heading: str) -> list[str]:
    found = re.search(rf"<tr[^>]*><th[^>]*>{re.escape(heading)}(.*?)</tr>", str(markup))
    assert found, markup
    return [html.unescape(cell) for cell in re.findall(r"<td[^>]*>([^<]*)</td>", found.group(1))]


@pytest.mark.parametrize("language, shepherd", [("en", "shepherd: Computer (easy)"), ("fr", "berger\u00a0: Ordinateur (facile)")])
def test_a_kluitz_round_names_its_shepherd_on_a_line_of_its_own(language: str, shepherd: str) -> None:
    view = finished(new_kluitz(3, 2, {"first": 1}), 3)
    markup = str(kluitz_end(view, session(2), Translator(language)))
    assert shepherd in markup
    assert "((" not in text(markup) and "))" not in text(markup)  # no name in brackets inside brackets


@pytest.mark.parametrize("players, bicolour", [(2, False), (3, False), (2, True)])
def test_a_meadow_is_counted_in_sheep_and_by_colour_only_for_two_colours(players: int, bicolour: bool) -> None:
    view = finished(new_gdm(5, players, {"bicolour": bicolour}), 5)
    markup = gdm_end(view, session(players), Translator("en"), Board(view))
    cells = row(markup, "Largest valid enclosure")
    assert len(cells) == players
    for cell in cells:
        parts = cell.split(" + ")
        assert len(parts) == (2 if bicolour else 1)
        for part in parts:
            assert re.fullmatch(r"(\w+: )?\d+\u00a0sheep", part), cell
            assert (": " in part) == bicolour


@pytest.mark.parametrize("players, bicolour", [(2, True), (3, False)])
def test_french_end_screens_space_every_colon(players: int, bicolour: bool) -> None:
    gdm = finished(new_gdm(5, players, {"bicolour": bicolour}), 5)
    kluitz = finished(new_kluitz(3, 2, {"first": 1}), 3)
    t = Translator("fr")
    for markup in (gdm_end(gdm, session(players), t, Board(gdm)), kluitz_end(kluitz, session(2), t)):
        assert not re.search(r"\S:", text(markup)), text(markup)


@pytest.mark.parametrize("language, blocked", [("en", "had no hole left to play"), ("fr", "n'avait plus de trou où jouer")])
def test_a_kulami_end_says_why_the_game_is_over(language: str, blocked: str) -> None:
    from game.kulami import new_game as new_kulami
    from web.kulami.table import end_panel as kulami_end

    found = {}
    for seed in range(40):  # random games: some end with marbles left (the mover blocked), some with none
        view = finished(new_kulami(seed, 2), seed)
        reason = "blocked" if view["left"][view["mover"]] else "placed"
        found.setdefault(reason, str(kulami_end(view, session(2), Translator(language))))
        if len(found) == 2:
            break
    assert blocked in found["blocked"] and 'data-why-over="blocked"' in found["blocked"]
    assert 'data-why-over="placed"' in found["placed"] and blocked not in found["placed"]


@pytest.mark.parametrize("language, says", [("en", "You have {n} points."), ("fr", "Vous avez {n} points.")])
def test_a_clustered_loss_names_the_winner_by_colour_and_says_the_persons_points(language: str, says: str) -> None:
    from game.clustered import new_game as new_clustered
    from web.clustered.table import colour_name, end_panel as clustered_end

    for seed in range(1, 40):  # a game the computer (seat 1) wins alone
        view = finished(new_clustered(seed, 2), seed)
        if view["winners"] == [1]:
            break
    t = Translator(language)
    result = re.search(r'<p class="result">(.*?)</p>', str(clustered_end(view, session(2), t))).group(1)
    assert html.unescape(result).startswith(colour_name(1, t) + " ")
    assert "·" not in result and "Computer" not in result and "Ordinateur" not in result
    assert html.unescape(result).endswith(" " + says.format(n=view["breakdown"]["total"][0]))


@pytest.mark.parametrize("language, unit", [("en", r"\d+ points?"), ("fr", r"\d+ points?")])
def test_a_guerre_des_moutons_win_says_its_points(language: str, unit: str) -> None:
    view = finished(new_gdm(5, 2), 5)
    markup = str(gdm_end(view, session(2), Translator(language), Board(view)))
    result = html.unescape(re.search(r'<p class="result">(.*?)</p>', markup).group(1))
    assert re.search(unit + r"\W*$", result), result


@pytest.mark.parametrize("seed", [3, 4, 5, 6])
def test_a_kluitz_round_says_what_ended_it_no_fence_left_or_no_tile_to_turn(seed: int) -> None:
    from game.kluitz import FENCES

    view = finished(new_kluitz(seed, 2, {"first": 1}), seed)
    markup = str(kluitz_end(view, session(2), Translator("en")))
    for number, result in enumerate(view["results"], start=1):
        said = "ended with no fence left" if len(result["fences"]) == FENCES else "ended with no tile left to turn"
        assert said in " ".join(text(re.search(rf"Round {number}.*?</th>", markup).group(0)).split())


def test_clustered_lines_are_counted_by_length_longest_first():
    from web.clustered.table import line_lengths

    assert line_lengths([[0] * 3] * 14) == "14×3"
    assert line_lengths([[0] * 3, [0] * 4, [0] * 3, [0] * 5]) == "5 + 4 + 2×3"


@pytest.mark.parametrize("language, names", [("en", ("You", "Computer 1", "Computer 2")), ("fr", ("Vous", "Ordinateur 1", "Ordinateur 2"))])
def test_a_counted_enclosure_on_the_final_board_names_its_player_as_the_cards_do(language: str, names: tuple) -> None:
    view = finished(new_gdm(5, 3), 5)
    board = Board(view)
    counted = board.counted()
    assert counted, "a game where some enclosure counts"
    svg = str(board.svg(session(3), Translator(language), None, False))
    badges = [html.unescape(b) for b in re.findall(r'data-counted="\d"[^>]*>.*?<text[^>]*>([^<]*)</text>', svg)]
    colon = "\u00a0: " if language == "fr" else ": "
    expected = sorted(f"{names[seat]}{colon}" for seat in counted.values())
    assert sorted(b.removeprefix("⚠ ").rsplit(colon, 1)[0] + colon for b in badges) == expected, badges


def test_la_guerre_des_moutons_counts_every_tile_shown_in_hand_the_question_tile_too() -> None:
    from game import guerre_des_moutons
    from web.guerre_des_moutons.table import hand
    from web.session import Session

    state = new_gdm(5, 2)
    table = Session(guerre_des_moutons, state, ["human", "ai-easy"], lambda events: None)
    markup = str(hand(table.view(), table, Translator("en"), None, True))
    shown = markup.count("data-hand-tile=") + markup.count('class="gdm-hand-face gdm-question-tile')
    said = int(re.search(r"Your tiles \((\d+)\)", markup).group(1))
    assert "gdm-question-tile" in markup and said == shown, (said, shown)


def test_la_guerre_des_moutons_seat_counts_its_tiles_as_its_hand_shows_them_the_question_tile_too() -> None:
    from game import guerre_des_moutons
    from web.guerre_des_moutons.table import hand, players
    from web.session import Session

    state = new_gdm(5, 2)
    table = Session(guerre_des_moutons, state, ["human", "ai-easy"], lambda events: None)
    t = Translator("en")
    shown = int(re.search(r"Your tiles \((\d+)\)", str(hand(table.view(), table, t, None, True))).group(1))
    seat = re.sub(r"<[^>]+>", " ", str(players(table.view(), table, t)))
    assert f"{shown} tiles in hand · one of them a “?” tile" in seat, seat
