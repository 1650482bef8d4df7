"""Troupeaux's table as the players read it (web/troupeaux/table.py): each player's line of counts."""

from __future__ import annotations

import copy
import re
from types import SimpleNamespace

import pytest

from game.troupeaux import new_game
from web.i18n import Translator
from web.troupeaux.table import CELL_H, CELL_W, cell_box, chip_boxes, players

SESSION = SimpleNamespace(seats=["human", "ai-easy"], is_human=lambda s: s == 0)  # a person against the computer


def hand_line(view: dict, seat: int, language: str) -> str:
    markup = str(players(view, SESSION, Translator(language)))
    found = re.search(rf'<span data-hand-size="{seat}">(.*?)</span>(</span>|<span class="pen)', markup)
    assert found, markup
    return re.sub(r"<[^>]+>", "", found.group(1))


@pytest.mark.parametrize("language, empty", [("en", "No cards in hand"), ("fr", "Aucune carte en main")])
def test_a_player_with_no_cards_left_reads_so_without_a_dangling_colon(language: str, empty: str) -> None:
    view = copy.deepcopy(new_game(1, 2).view(0))
    view["hand_breeds"][1] = []
    assert hand_line(view, 1, language) == empty
    assert hand_line(view, 0, language).startswith(("8 cards in hand: ", "8 cartes en main\u00a0: "))


def test_a_players_line_starts_with_the_sheep_home_as_a_phone_shows_only_its_start() -> None:
    markup = str(players(new_game(1, 2).view(0), SESSION, Translator("en")))
    for seat in (0, 1):
        line = markup[markup.index(f'data-seat="{seat}"'):]
        assert line.index(f'data-arrival="{seat}"') < line.index(f'data-hand-size="{seat}"') < line.index("in the pen")


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_a_herds_cards_stay_inside_their_cell_side_by_side(count: int) -> None:
    x, y = cell_box(0)
    boxes = chip_boxes(count, x, y)
    assert len(boxes) == count
    for left, top, width, height in boxes:
        assert x <= left and left + width <= x + CELL_W - 6, "inside the cell's width"
        assert y + 24 <= top and top + height <= y + CELL_H, "below the cell's name, above its foot"
    for (a, _, w, _), (b, _, _, _) in zip(boxes, boxes[1:]):
        assert a + w <= b, "the cards do not overlap"


def test_a_small_herd_is_drawn_larger_than_a_full_one() -> None:
    x, y = cell_box(0)
    lone, full = chip_boxes(1, x, y)[0], chip_boxes(5, x, y)[0]
    assert lone[2] >= 40 and lone[3] >= 60, f"a lone card is big enough to read on a phone: {lone}"
    assert full[2] < lone[2] and full[3] >= 52, f"five cards share the cell, still tall: {full}"


def test_moving_onto_a_herd_at_least_as_big_asks_first_and_onto_a_smaller_one_does_not() -> None:
    from tests.test_troupeaux_ai import crafted
    from web.troupeaux.table import cell_target, confirm_panel, herd_at

    state = crafted({"a3": (0, "G1"), "b3": (0, "T1 T2 T3"), "a4": (1, "D1 D2 D3"), "b4": (1, "R1")},
                    ("G3 R3", "G2 D4"), step="move")
    view = state.view(0)
    herds, legal = herd_at(view), set(view["legal"])
    assert "move:a3>a4" in legal and "move:b3>b4" in legal and "move:b3>a4" in legal
    assert cell_target(view, "herd:a3", "a4", herds, legal) == ("confirm", "move:a3>a4")  # 1 against 3
    assert cell_target(view, "herd:b3", "a4", herds, legal) == ("confirm", "move:b3>a4")  # 3 against 3
    assert cell_target(view, "herd:b3", "b4", herds, legal) == ("action", "move:b3>b4")  # 3 against 1: it wins
    t = Translator("en")
    assert "your herd of 1 would meet a herd of 3" in str(confirm_panel(view, t, "confirm:move:a3>a4"))
    assert "a herd of the same size: both would scatter" in str(confirm_panel(view, t, "confirm:move:b3>a4"))


def test_the_whole_last_turn_on_the_path_is_marked_and_a_scattered_herd_too():
    from web.troupeaux.table import _latest_cells

    log = [
        {"turn": 7, "seat": 0, "what": "lay", "cell": "a1"},
        {"turn": 7, "seat": 0, "what": "end"},
        {"turn": 8, "seat": 1, "what": "draw"},
        {"turn": 8, "seat": 1, "what": "lay", "cell": "e1"},
        {"turn": 8, "seat": 1, "what": "move", "cell": "c3", "to": "b4"},
        {"turn": 8, "seat": 0, "what": "disperse", "cell": "c1"},
        {"turn": 8, "seat": 1, "what": "end"},
        {"turn": 9, "seat": 0, "what": "draw"},  # the person's draw: the computer's turn stays marked
    ]
    assert _latest_cells({"log": log}) == {"e1", "c3", "b4", "c1"}
    assert _latest_cells({"log": log[:2]}) == {"a1"}
    assert _latest_cells({"log": []}) == set()


def test_the_review_says_a_turns_end_alone_where_the_table_says_the_whole_turn() -> None:
    import random

    from web.troupeaux.table import describe_move, public_move

    state, rng = new_game(4, 2), random.Random(4)
    while True:  # a turn of a few moves, then its end
        legal = [str(a) for a in state.legal_actions()]
        if "end" in legal and len(state.history) >= 3 and str(state.history[-1]) != "end":
            break
        state.apply(rng.choice([a for a in legal if a != "end"] or legal))
    seat = state.to_move
    state.apply("end")
    t, who = Translator("en"), "Blue"
    whole = describe_move(seat, public_move(state.view(0), {"seat": seat, "move": "end"}), t, who)
    alone = describe_move(seat, public_move(state.view(0), {"seat": seat, "move": "end", "alone": True}), t, who)
    assert alone and len(alone) < len(whole), (alone, whole)
    assert alone in whole, "the end's own words are the last of the whole turn's"
