"""La Guerre des Moutons' status line (web/guerre_des_moutons/table.py ``status_text``) while the
computer may play out of turn: it names whose turn comes, never the computer before its own turn."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest

from game import core
from web.guerre_des_moutons.table import status_text
from web.i18n import Translator

SEATS = ["human", "ai-easy"]
SESSION = SimpleNamespace(seats=SEATS, is_human=lambda seat: SEATS[seat] == "human", awaiting_hand_over=False)


def windows() -> tuple[dict, dict]:
    """Views of a reaction window in which the computer is asked: before its own turn, and before
    the person's."""
    found: dict[bool, dict] = {}
    for seed in range(30):
        state = core.load("guerre-des-moutons").new_game(seed, 2)
        rng = random.Random(seed)
        while not state.is_over and len(found) < 2:
            view = state.view(1)
            if view["phase"] == "react" and view["to_move"] == 1:
                found.setdefault(view["turn_seat"] == 1, view)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if len(found) == 2:
            return found[True], found[False]
    raise AssertionError("no reaction windows found")


def test_before_its_own_turn_the_computer_is_said_to_think_not_to_play_before_itself():
    own, other = windows()
    said = status_text(own, SESSION, Translator("en"))
    assert said.startswith("Computer (easy) is thinking"), said
    assert "before Computer (easy)" not in said
    assert "before your turn" in status_text(other, SESSION, Translator("en"))


# --- what may be played before a turn: only what is legal now -----------------------------------------


@pytest.mark.parametrize(("legal", "english", "french"), [
    (["play:W-B/A0@-2:0", "done"], "a wolf", "un loup"),
    (["cover:H-B@-2:0", "play:H-B/A0@-4:-5", "done"], "a hunter", "un chasseur"),
    (["play:W-B/A0@-2:0", "cover:H-K@1:1", "reveal:K@-2:-2", "done"],
     "a wolf, a hunter or your “?” tile", "un loup, un chasseur ou votre tuile «\u202f?\u00a0»"),
])
def test_the_out_of_turn_question_names_only_what_can_be_played_now(legal, english, french):
    from web.guerre_des_moutons.table import out_of_turn
    from web.i18n import Translator

    assert out_of_turn(legal, Translator("en")) == english
    assert out_of_turn(legal, Translator("fr")) == french
    assert "?" not in out_of_turn(legal[:1], Translator("en")), "no “?” tile offered when it cannot be revealed"


def test_a_refused_edge_says_its_terrains_with_their_articles_in_french():
    from game.core import IllegalAction
    from web.guerre_des_moutons.table import explain

    refused = IllegalAction("", "edge-mismatch", edge="1", mine="F", theirs="R")
    said = explain(refused, Translator("fr"))
    assert said.endswith("il y aurait de la forêt contre des moutons rouges."), said
    assert explain(refused, Translator("en")).endswith("forest would meet red sheep.")


def test_a_hinted_face_is_drawn_turned_as_the_hint_lays_it_and_a_tap_picks_it_so():
    from game.guerre_des_moutons import parse_action
    from web.guerre_des_moutons.table import _places_by_face, hand

    rng = random.Random(4)
    state = core.load("guerre-des-moutons").new_game(4, 2)
    while True:  # the first position where a face fits turned more ways than its first
        view = state.view(state.to_move)
        places = _places_by_face(view) if view["phase"] == "turn" else {}
        found = next(((key, turns) for key, turns in places.items() if len(turns) > 1), None)
        if found:
            break
        state.apply(rng.choice(state.legal_actions()))
    (tile, side), turns = found
    rotation = max(turns)
    move = next(m for m in view["legal"] if m.startswith("play:") and (lambda a: (a.tile, a.side, a.rotation))(
        parse_action(m)) == (tile, side, rotation))
    session = SimpleNamespace(hint={"move": move}, awaiting_hand_over=False, seats=["human", "ai-easy"])
    markup = str(hand(view, session, Translator("en"), None, True))
    assert f'data-pick="tile:{tile}:{"AB"[side]}{rotation}"' in markup
    plain = str(hand(view, SimpleNamespace(hint=None, awaiting_hand_over=False, seats=["human", "ai-easy"]),
                     Translator("en"), None, True))
    assert f'data-pick="tile:{tile}:{"AB"[side]}{min(turns)}"' in plain, "without a hint, the first turn that fits"


def test_the_log_tells_the_last_turns_newest_first_in_the_players_names():
    from web.guerre_des_moutons.table import log_items

    rng = random.Random(6)
    state = core.load("guerre-des-moutons").new_game(6, 3)
    while len({e["turn"] for e in state.view(0)["log"] if e["what"] == "play"}) < 3:
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    session = SimpleNamespace(seats=["human", "ai-easy", "ai-easy"], is_human=lambda seat: seat == 0)
    markup = str(log_items(view, session, Translator("en")))
    turns = [int(n) for n in re.findall(r'class="log-turn">Turn (\d+)<', markup)]
    assert turns == sorted(turns, reverse=True) and len(turns) >= 2, markup
    plays = [e for e in view["log"] if e["what"] == "play"]
    assert markup.count('data-event="play"') == len(plays)
    assert re.search(r"(You|Computer [12] \(easy\)) laid ", markup), markup


def before_own_turn() -> tuple[object, dict]:
    """A state and its view where the person (seat 0) is asked before their own turn (their ? tile)."""
    for seed in range(30):
        state, rng = core.load("guerre-des-moutons").new_game(seed, 2), random.Random(seed)
        for _ in range(40):
            view = state.view(0)
            if view["phase"] == "react" and view["to_move"] == 0 and view["turn_seat"] == 0 and view["hand"]:
                return state, view
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no question before a turn in 30 deals")


def test_before_ones_turn_a_tile_with_nothing_to_do_now_passes_and_is_picked_for_the_turn():
    from web.guerre_des_moutons.table import hand, hint_marks

    _state, view = before_own_turn()
    session = SimpleNamespace(hint=None, awaiting_hand_over=False, seats=SEATS)
    markup = str(hand(view, session, Translator("en"), None, True))
    tile = view["hand"][0]
    assert f'data-tile="{tile}" data-side="A"' in markup
    assert re.search(rf'data-action="done" data-then-pick="tile:{tile}:A0"', markup), "one tap: pass, then pick"
    assert "For your turn" in markup
    assert hint_marks(view, "done") == ['[data-action="done"]:not([data-then-pick])'], "a hint marks the button alone"


def test_a_face_picked_before_the_turn_is_turned_the_first_way_it_fits_once_the_turn_comes():
    from web.guerre_des_moutons.table import _cells_for, _places_by_face, turned_to_fit

    state, view = before_own_turn()
    while view["phase"] != "turn":
        state.apply("done")
        view = state.view(0)
    picks = [f"tile:{tile}:{side}{r}" for tile in view["hand"] for side in "AB" for r in range(4)]
    wrong = next(p for p in picks if not _cells_for(view, p) and _places_by_face(view).get((p[5:-3], "AB".index(p[-2]))))
    fits = _places_by_face(view)[(wrong[5:-3], "AB".index(wrong[-2]))]
    turned = turned_to_fit(view, wrong)
    assert turned == f"{wrong[:-1]}{min(fits)}" and _cells_for(view, turned), "turned the first way it fits"
    right = next(p for p in picks if _cells_for(view, p))
    assert turned_to_fit(view, right) == right, "a face that fits as it is stays so"
    assert turned_to_fit(view, None) is None and turned_to_fit(view, "stop") == "stop"


def test_once_the_game_is_over_no_seat_is_said_to_hold_a_question_tile_beside_its_shown_colour():
    from web.guerre_des_moutons.table import players

    for seed in range(40):
        state = core.load("guerre-des-moutons").new_game(seed, 2)
        rng = random.Random(seed)
        while not state.is_over:
            legal = [a for a in state.legal_actions() if not str(a).startswith("reveal")] or state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        view = state.view(0)
        if any(view["secret_left"]):  # a seat that never revealed: its colour shown at the end
            said = re.sub(r"<[^>]+>", " ", str(players(view, SESSION, Translator("en"))))
            assert "“?” tile" not in said, said
            return
    raise AssertionError("no game ended with a question tile kept")


def test_each_step_back_or_forward_in_the_replay_shows_a_change_on_the_table_or_in_a_hand():
    from web.guerre_des_moutons.table import quiet_in_replay
    from web.table_tools import replay_step

    module = core.load("guerre-des-moutons")
    state = module.new_game(7, 3)
    rng = random.Random(7)
    for _ in range(60):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    history = [str(a) for a in state.history]
    assert any(quiet_in_replay(move) for move in history) and not all(quiet_in_replay(move) for move in history)

    def shown(at):  # what a step shows: the table and the hands' sizes
        replayed = module.new_game(7, 3)
        for move in state.history[: len(history) if at is None else at]:
            replayed.apply(move)
        view = replayed.view(0)
        return view["table"], view["hand_sizes"], view["revealed"]

    quiet = lambda n: quiet_in_replay(history[n])  # noqa: E731
    at, seen = None, [shown(None)]
    while at != 0:
        at = replay_step("back", at, len(history), quiet)
        seen.append(shown(at))
        assert seen[-1] != seen[-2] or at == 0, f"a step back to {at} showed nothing new"  # the start: questions first
    while at is not None:
        before = shown(at)
        at = replay_step("forward", at, len(history), quiet)
        assert shown(at) != before, f"a step forward to {at} showed nothing new"


def test_at_the_end_each_players_card_says_its_total_first():
    """A finished game (the lesson's end has no result panel over the board): each card starts with
    the seat's total, the meadow and the bonus together (7 and 6 at the lesson's end)."""
    from web.guerre_des_moutons.lesson import LESSON
    from web.guerre_des_moutons.table import players
    from web.lesson import plan

    final = plan(core.load("guerre-des-moutons"), LESSON).state_at(len(LESSON["steps"]) - 1)
    assert final.is_over and final.scores() == [7, 6]
    cards = str(players(final.view(0), SESSION, Translator("en")))
    metas = re.findall(r'<div class="meta">(.*?)</div>', cards)
    assert [re.sub(r"<svg.*?</svg>", "", meta)[:18] for meta in metas] == ["7 points in all · ", "6 points in all · "]
    assert "7 points en tout" in str(players(final.view(0), SESSION, Translator("fr")))
