"""What a play route opens (web/play_route.py): the settings it names, and those it does not
understand said as problems, but never its own route words."""

from __future__ import annotations

import json

import pytest

from game import core
from web import play_route


@pytest.mark.parametrize("extra", [{"kept": "g-17"}, {"hints": "0"}, {"undo": "0"}, {"moves": "e3"}])
def test_a_routes_own_words_are_not_taken_for_unknown_settings(extra):
    params = {"seats": "human,ai-easy", "seed": "7", **extra}
    _, _, problems, _ = play_route.prepare(core.load("kulami"), params)
    assert problems == []


def test_an_unknown_setting_is_still_said():
    _, _, problems, _ = play_route.prepare(core.load("kulami"), {"seats": "human,ai-easy", "seed": "7", "colour": "teal"})
    assert problems


@pytest.mark.parametrize("game_id, seats", [("kulami", "human,ai-eazy"), ("troupeaux", "human,ai-easy,ai-easy"),
                                            ("kulami", "human")])
def test_seats_the_game_cannot_take_are_said_not_silently_replaced(game_id, seats):
    _, taken, problems, _ = play_route.prepare(core.load(game_id), {"seats": seats, "seed": "7"})
    assert problems == [f"seats {seats!r}"] and len(taken) == 2


@pytest.mark.parametrize("language, record, said", [
    ("en", "{not json", "this is not a Ludothèque game record"),
    ("fr", "{not json", "ce n'est pas un enregistrement de partie de Ludothèque"),
    ("fr", '{"game": "kulami", "version": 1, "seed": 3, "options": {}, "players": ["human", "human"],'
           ' "actions": ["b2", "b1"]}', "le coup 2 (b1) n'est pas permis par les règles"),
    ("en", '{"game": "kulami", "version": 1, "seed": 3, "options": {}, "players": ["human"], "actions": []}',
     "Kulami is not played by 1"),
])
def test_a_record_that_cannot_be_replayed_says_why_in_the_pages_language(language, record, said):
    from game.core import InvalidRecord
    from web.i18n import Translator, record_problem

    with pytest.raises(InvalidRecord) as caught:
        core.replay(record)
    assert record_problem(caught.value, Translator(language)) == said


def test_a_problem_with_no_words_of_its_own_keeps_its_message():
    from game.core import InvalidRecord
    from web.i18n import Translator, record_problem

    said = record_problem(InvalidRecord("the game is over at that moment"), Translator("fr"))
    assert said == "the game is over at that moment", "not taken for a file that is no record"


def test_a_game_opened_from_its_file_carries_settings_its_route_reads_back_as_they_were():
    import json

    from game import core
    from web import play_route

    module = core.load("clustered")
    state = module.new_game(5, 3, {"quick": True, "extra_joker": [0, 2], "first": 1})
    opening = play_route.from_record(json.dumps(state.record(["human", "ai-easy", "ai-easy"])))
    assert {k: opening.params[k] for k in ("quick", "speed", "extra_joker")} == {"quick": "1", "speed": "0", "extra_joker": "0,2"}
    again, _, problems, _ = play_route.prepare(module, dict(opening.params, seed="5"))
    assert problems == [] and again.options == state.options, "a new game of the same settings: no notice"
    none = module.new_game(5, 2, {})
    params = play_route.from_record(json.dumps(none.record(["human", "ai-easy"]))).params
    assert params["extra_joker"] == "" and play_route.prepare(module, dict(params, seed="5"))[2] == []


def test_a_new_game_after_a_file_is_opened_draws_anew_what_chance_chose_in_the_filed_game():
    import json

    module = core.load("kulami")
    chosen = {"seats": "human,ai-easy", "first": "random", "layout": "random-8x8", "zones": "0"}
    state, seats, problems, _ = play_route.prepare(module, dict(chosen, seed="7"))
    filed = play_route.with_setup(state.record(seats), module, chosen)
    opening = play_route.from_record(json.dumps(filed))
    assert opening.state.record(seats) == state.record(seats), "the file opens the game it holds"
    deals = [play_route.prepare(module, dict(opening.params, seed=str(seed)))[0] for seed in range(8)]
    assert {deal.options["first"] for deal in deals} == {"red", "black"}, "the first player drawn again"
    assert len({json.dumps(deal.options["layout"]) for deal in deals}) == 8, "a new random board each time"
    plain = play_route.from_record(json.dumps(state.record(seats)))  # a file saved before files said so
    assert plain.params["first"] == state.options["first"]


def test_a_files_setup_is_taken_only_when_it_deals_the_game_the_file_holds():
    import json

    module = core.load("clustered")
    state = module.new_game(5, 2, {"first": 1})
    record = state.record(["human", "ai-easy"])
    for setup in ({"first": "7"}, {"first": "0"}, {"quick": ["x"]}, {"speed": "1"}):
        params = play_route.from_record(json.dumps(dict(record, setup=setup))).params
        assert (params["first"], params["quick"], params["speed"]) == ("1", "0", "0"), f"{setup}: the options stand"
    drawn = next(seed for seed in range(50) if module.new_game(seed, 2, {}).options["first"] == 1)
    record = module.new_game(drawn, 2, {}).record(["human", "ai-easy"])
    params = play_route.from_record(json.dumps(dict(record, setup={"first": "random", "colour": "1"}))).params
    assert params["first"] == "random" and "colour" not in params, "the seat chance chose: drawn again"


@pytest.mark.parametrize("text", ["[" * 10_000 + "]" * 10_000, '{"a": ' * 5_000 + "1" + "}" * 5_000])
def test_a_record_nested_thousands_deep_is_refused_before_it_is_parsed(text):
    """In the browser, parsing it would overflow the JavaScript stack and take Python down."""
    with pytest.raises(core.InvalidRecord) as refused:
        play_route.from_record(text)
    assert refused.value.kind == "shape" and "nested more than" in str(refused.value)


def test_a_layout_nested_thousands_deep_is_refused_with_a_reason():
    _, _, problems, _ = play_route.prepare(core.load("kulami"), {"seats": "human,ai-easy", "seed": "7",
                                                                 "layout": "[" * 5_000 + "]" * 5_000})
    assert problems == ["the layout is not readable plate data"]


def test_json_from_outside_reads_as_json_brackets_in_strings_aside():
    assert core.read_json('{"a": ["[[[[", {"b": "{{"}]}') == {"a": ["[[[[", {"b": "{{"}]}
    assert core.read_json("[" + ",".join(["[1]"] * 1000) + "]")[-1] == [1], "many brackets, little depth"
    with pytest.raises(ValueError):
        core.read_json("[" * (core.NESTING_LIMIT + 1) + "]" * (core.NESTING_LIMIT + 1))


def test_a_record_naming_a_computer_this_page_has_not_is_played_by_people_and_says_so():
    state = core.load("kulami").new_game(3, 2)
    record = dict(state.record(["human", "ai-easy"]), players=["human", "ai-godlike"])
    opening = play_route.from_record(json.dumps(record))
    assert opening.seats == ["human", "human"] and opening.problems == ["players 'human,ai-godlike'"]


@pytest.mark.parametrize("game_id", [entry.id for entry in core.REGISTRY if entry.available])
def test_a_move_that_is_no_move_of_the_game_is_said_so_not_called_illegal(game_id):
    from web.i18n import Translator, record_problem

    with pytest.raises(core.InvalidRecord) as refused:
        play_route.prepare(core.load(game_id), {"seats": "human,human", "seed": "7", "moves": "zz9"})
    assert refused.value.kind == "not-a-move"
    assert record_problem(refused.value, Translator("en")) == "move 1 (zz9) is not a move of this game"
