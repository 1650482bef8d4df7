"""Hints during play (``game.review.hint``): "show a good move" is the hard level's move from the
person's own view, with one short reason where the game's part can tell (``game/<package>/hints.py``:
``reason(view, move)`` and its words, ``REASONS``); it never depends on what the person cannot see,
works in slices, and in a memory game remembers what the person saw.
"""

from __future__ import annotations

import functools
import math
import string
from typing import Any

import pytest

from game import core, review
from game.ai import make_agent
from game.core import new_rng
from tests.kluitz_fields import SHEPHERD_SEAT
from tests.test_clustered_ai import crafted as clustered_position
from tests.test_guerre_des_moutons_ai import BLACK_MEADOW, CLOSING, K, R
from tests.test_guerre_des_moutons_ai import crafted as guerre_position
from tests.test_kluitz_ai import PEN, table as kluitz_field
from web.good_move import learn_reasons
from web.i18n import Translator
from tests.test_troupeaux_ai import crafted as troupeaux_position

GAMES = core.available_games()
WITH_HINTS = [g for g in GAMES if review.hints_of(core.load(g)) is not None]
HIDDEN = [g for g in GAMES if core.load(g).INFO.hidden_information]
FIXED = {"seconds": math.inf, "iterations": 3000}  # the hard level without its clock (Kulami: fewer iterations)


def seats_of(game_id: str) -> int:
    module = core.load(game_id)
    return max(module.INFO.min_players, min(2, module.INFO.max_players))


@functools.lru_cache(maxsize=None)
def positions(game_id: str) -> tuple[Any, ...]:
    """Positions of a seeded game between easy players where the mover has a choice, a few of them."""
    module = core.load(game_id)
    state = module.new_game(3, seats_of(game_id), {})
    agents = [make_agent("easy", 40 + s, seconds=math.inf) for s in range(state.players)]
    found = []
    while not state.is_over:
        if len(state.legal_actions()) > 1 and len(state.history) % 9 == 0:
            found.append(state.clone())
        seat = state.to_move
        state.apply(str(agents[seat].choose(module, state.view(seat))))
        for s, agent in enumerate(agents):
            agent.observe(state.view(s))
    return tuple(found[:5])


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


# --- the reasons' words ------------------------------------------------------------------------------


def test_the_five_games_have_their_hints_part():
    assert {"kulami", "clustered", "kluitz", "troupeaux", "guerre-des-moutons"} <= set(WITH_HINTS)


@pytest.mark.parametrize("game_id", WITH_HINTS)
def test_every_reason_has_english_and_french_words_with_the_same_blanks(game_id):
    reasons = review.hints_of(core.load(game_id)).REASONS
    prefix = {"guerre-des-moutons": "guerre"}.get(game_id, game_id)
    assert reasons
    for key, (english, french) in reasons.items():
        assert key.startswith(f"{prefix}.") and english and french and english != french
        assert placeholders(english) == placeholders(french), key


@pytest.mark.parametrize("game_id", WITH_HINTS)
def test_every_reason_reads_after_it_as_what_the_move_does(game_id):
    """The table says "This move {why}." / "Ce coup {why}.": a reason starts with what the move does (a verb, the
    move its subject), never with a thing ("It a tile not seen yet")."""
    for key, (english, _) in review.hints_of(core.load(game_id)).REASONS.items():
        for variant in english.split("|"):
            verb = variant.split()[0]
            assert verb.endswith("s") and verb not in {"a", "an", "the", "its", "this"}, (key, variant)


# --- a hint ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_the_hard_levels_move_from_the_view_with_a_reason_it_can_word(game_id):
    module = core.load(game_id)
    hints = review.hints_of(module)
    for number, state in enumerate(positions(game_id)):
        view = state.view(state.to_move)
        found = review.hint(module, view, seed=number, budget=FIXED)
        assert set(found) == {"move", "why"} and found["move"] in view["legal"]
        assert found["move"] == str(make_agent("hard", number, **FIXED).choose(module, view))
        if found["why"] is not None:
            key, params = found["why"]
            english, french = hints.REASONS[key]
            english.format(**params), french.format(**params)


@pytest.mark.parametrize("game_id", HIDDEN)
def test_a_hint_does_not_depend_on_what_the_view_hides(game_id):
    module = core.load(game_id)
    for number, state in enumerate(positions(game_id)):
        seat = state.to_move
        dealt = module.hiding().scramble(state, seat, [], new_rng(number, "hint"))
        assert dealt.view(seat) == state.view(seat)
        assert review.hint(module, dealt.view(seat), seed=1, budget=FIXED) == review.hint(
            module, state.view(seat), seed=1, budget=FIXED)


def test_a_hint_works_in_slices_with_its_progress_and_gives_the_same_move():
    module = core.load("kulami")
    view = positions("kulami")[1].view(positions("kulami")[1].to_move)
    sliced = review.Hint(module, view, seed=2, budget=FIXED)
    progress = [sliced.progress]
    while not sliced.step(0.005):
        progress.append(sliced.progress)
    assert len(progress) > 2 and progress == sorted(progress) and sliced.progress == 1.0
    assert sliced.result() == review.hint(module, view, seed=2, budget=FIXED)


def test_a_hint_wants_the_view_of_the_seat_to_move():
    state = positions("kulami")[0]
    with pytest.raises(ValueError):
        review.hint("kulami", state.view(1 - state.to_move), budget=FIXED)


def test_a_memory_games_hint_remembers_what_the_person_saw():
    """The Kluitz: the hint with the views the sheep player saw is the hard player's move after
    watching the same game, and somewhere differs from a hint without them (it remembers tiles)."""
    record = review.from_moment(positions_record("kluitz"), 40)
    state = core.replay(record)
    module = core.load("kluitz")
    differs = False
    for n in range(20, 40):
        state = core.replay(record, upto=n)
        seat = state.to_move
        if len(state.legal_actions()) < 2 or not state.view(seat)["legal"][0].startswith("turn:"):
            continue
        seen = review.seen_views(review.from_moment(record, n), seat)
        watcher = make_agent("hard", 5, seconds=math.inf)
        for view in seen[:-1]:
            watcher.observe(view)
        remembered = review.hint(module, seen[-1], seed=5, budget={"seconds": math.inf}, seen=seen[:-1])
        assert remembered["move"] == str(watcher.choose(module, seen[-1]))
        forgetful = review.hint(module, seen[-1], seed=5, budget={"seconds": math.inf})
        differs = differs or remembered["move"] != forgetful["move"]
    assert differs


@functools.lru_cache(maxsize=None)
def positions_record(game_id: str) -> dict[str, Any]:
    module = core.load(game_id)
    state = module.new_game(3, seats_of(game_id), {})
    agents = [make_agent("medium", 40 + s, seconds=math.inf) for s in range(state.players)]
    while not state.is_over:
        seat = state.to_move
        state.apply(str(agents[seat].choose(module, state.view(seat))))
        for s, agent in enumerate(agents):
            agent.observe(state.view(s))
    return state.record()


# --- reasons in positions of our making -----------------------------------------------------------------


def test_kulami_says_the_marble_takes_the_majority_of_a_plate():
    from game import kulami

    state = kulami.new_game(1, 2, {"layout": "classic", "first": "red"})
    assert review.reason(kulami, state.view(0), "a1") == ["kulami.takes", {"size": 2, "hole": "a1", "plate": 0}]


def test_la_guerre_says_the_tile_closes_a_meadow_of_18_sheep_of_your_colour():
    module = core.load("guerre-des-moutons")
    state = guerre_position(BLACK_MEADOW, [["L4B", "L2R", "L6B", "L13Y"], ["L2B", "L5Y", "L10K", "L11B"]], [[K], [R]])
    closing = f"play:{CLOSING[1]}/{CLOSING[2]}{CLOSING[3]}@{CLOSING[0]}"
    assert closing in state.view(0)["legal"]
    assert review.reason(module, state.view(0), closing) == ["guerre.closes", {"size": 18, "colour": "K"}]
    assert review.hint(module, state.view(0), seed=1, budget=FIXED) == {
        "move": closing, "why": ["guerre.closes", {"size": 18, "colour": "K"}]}


def test_troupeaux_says_the_herd_enters_the_arrival_pen_or_wins_its_clash():
    module = core.load("troupeaux")
    state = troupeaux_position({"a5": (0, "G1 G2 G3"), "b2": (0, "D1 D2 D3"), "b3": (1, "R1 R2")},
                               ("T1 T2 R3 D4", "G2 T3 R2 D4"), step="move")
    view = state.view(0)
    assert review.reason(module, view, "move:a5>arrival") == ["troupeaux.home", {"size": 3, "cell": "a5"}]
    assert review.reason(module, view, "move:b2>b3") == ["troupeaux.clash", {"size": 2, "cell": "b3"}]


def test_troupeaux_says_a_draw_adds_to_the_breed_the_hand_holds_most_of_and_only_then():
    module = core.load("troupeaux")
    most = troupeaux_position({}, ("T1 T2 T3 R1 D2", "G2 T3 R2 D4")).view(0)
    assert review.reason(module, most, "draw:T") == ["troupeaux.draw", {"breed": "Téméraires"}]
    assert review.reason(module, most, "draw:R") is None
    even = troupeaux_position({}, ("G1 G1 T1 T2 R1 R3 D2 D4", "G2 T3 R2 D4")).view(0)  # two of each breed
    assert [review.reason(module, even, f"draw:{breed}") for breed in "GTRD"] == [None] * 4


def test_the_kluitz_says_the_fence_encloses_tiles():
    module = core.load("kluitz")
    last = "b3n"
    state = kluitz_field(fences=tuple(f for f in PEN if f != last))
    assert state.to_move == SHEPHERD_SEAT
    assert review.reason(module, state.view(SHEPHERD_SEAT), f"fence:{last}") == ["kluitz.encloses", {"n": 4}]


def test_the_kluitz_names_a_pen_of_one_tile_in_the_singular():
    module = core.load("kluitz")
    state = kluitz_field(fences=("a1n", "a1w"))  # a1 fenced on two sides: b1w makes three
    found = review.reason(module, state.view(SHEPHERD_SEAT), "fence:b1w")
    assert found == ["kluitz.plans.one", {"count": 1, "n": 1}]
    learn_reasons(module)
    assert "pen of one tile within 1 fence" in Translator("en")(found[0], **found[1])
    assert "enclos d'une tuile, à 1 barrière près" in Translator("fr")(found[0], **found[1])


def test_clustered_says_the_card_makes_a_line():
    module = core.load("clustered")
    state = clustered_position({"1:0": ("1ss", 0), "2:0": ("2ss", 0), "-1:0": ("3ce", 1), "0:1": ("2tf", 1)},
                               ["3ss", "1tf", "2ce", "3cf", "1ce"])
    found = review.hint(module, state.view(0), seed=1, budget=FIXED)
    assert found == {"move": "3ss@3:0", "why": ["clustered.line", {"n": 3, "length": 3}]}
