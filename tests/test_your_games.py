"""The Your games screen (web/your_games.py): games in progress to resume or delete, finished games
with their results to replay, in the player's language; nothing read from storage becomes markup."""

from __future__ import annotations

import random
import re
from urllib.parse import parse_qs, urlencode, urlsplit

from game import core
from web.i18n import Translator
from web.markup import join
from web.saves import Kept, SetAside
from web.your_games import FINISHED_SHOWN, broken_games, your_games

from tests.elements import Elements


def kept(game_id: str, moves: int | None, seed: int = 3, players=("human", "ai-easy"), updated: float = 0,
         params: dict | None = None) -> Kept:  # fmt: skip
    state = core.load(game_id).new_game(seed, len(players))
    rng = random.Random(seed)
    while not state.is_over and (moves is None or len(state.history) < moves):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    record = state.record(list(players))
    return Kept(f"id{seed}", record, params or {"seats": ",".join(players)}, updated, state)


def drawn(games: list[Kept], language: str = "en") -> tuple[str, Elements]:
    address = lambda game_id, params: f"#/{game_id}/play?{urlencode(params)}"  # noqa: E731
    markup = str(join(*your_games(games, Translator(language), lambda ms: f"day {int(ms)}", address)))
    return markup, Elements(markup)


def test_a_game_in_progress_resumes_where_it_was_left_or_can_be_deleted():
    markup, found = drawn([kept("kulami", 6, seed=4, updated=7)])
    (_, link), = [(tag, a) for tag, a in found.found if "data-resume-kept" in a]
    route = urlsplit(link["href"].removeprefix("#"))
    assert route.path == "/kulami/play"
    query = parse_qs(route.query)
    assert query["kept"] == ["id4"] and query["seed"] and query["seats"] == ["human,ai-easy"]
    assert "Move 6" in markup and "last played day\u00a07" in markup, "a date kept on one line"
    (_, delete), = [(tag, a) for tag, a in found.found if a.get("data-cmd") == "forget-game"]
    assert delete["data-kept"] == "id4" and "Kulami" in delete["aria-label"]


def test_a_game_whose_turn_is_several_moves_says_its_turn_not_its_moves():
    game = kept("troupeaux", 40, seed=6)
    turn = game.state.view(None)["turn"]
    assert 1 < turn < 40, "forty moves make a few turns (draws, a lay, a move, the turn's end)"
    markup, _ = drawn([game])
    assert f"Turn {turn}" in markup and "Move 40" not in markup
    assert f"Tour {turn}" in drawn([game], "fr")[0]


def test_a_finished_game_shows_its_result_replays_all_its_moves_and_may_be_deleted():
    game = kept("kulami", None, seed=5, players=("ai-easy", "ai-easy"))
    markup, found = drawn([game])
    assert ("A draw" in markup) or re.search(r"Won by Computer [12] \(easy\)", markup), "two computers: each numbered"
    assert re.search(r"\d+\u00a0–\u00a0\d+", markup), "the scores kept on one line"
    (_, link), = [(tag, a) for tag, a in found.found if "data-replay-kept" in a]
    query = parse_qs(urlsplit(link["href"].removeprefix("#")).query)
    assert query["moves"] == [",".join(game.record["actions"])]
    (_, delete), = [(tag, a) for tag, a in found.found if a.get("data-cmd") == "forget-game"]  # an Undo follows it
    assert delete["data-kept"] == game.id


def test_a_finished_solo_game_shows_its_score_not_a_winner():
    game = kept("clustered", None, seed=5, players=("ai-easy",))
    markup, _ = drawn([game])
    assert f"Score: {game.state.scores()[0]}" in markup and "Won by" not in markup


def test_only_the_last_finished_games_are_listed_and_the_older_ones_are_counted_and_shown_on_demand():
    games = [kept("kulami", None, seed=s, players=("ai-easy", "ai-easy")) for s in range(FINISHED_SHOWN + 2)]
    markup, found = drawn(games)
    assert len([a for _, a in found.found if "data-replay-kept" in a]) == FINISHED_SHOWN
    assert "2 older finished games are kept on this device." in markup and 'data-cmd="games-every"' in markup
    address = lambda game_id, params: f"#/{game_id}/play?{urlencode(params)}"  # noqa: E731
    every = Elements(str(join(*your_games(games, Translator("en"), str, address, every=True))))
    assert len([a for _, a in every.found if "data-replay-kept" in a]) == FINISHED_SHOWN + 2
    assert not [a for _, a in every.found if a.get("data-cmd") == "games-every"]


def test_a_deleted_game_leaves_a_note_with_undo_in_its_place_in_its_list():
    games = [kept("kulami", 4, seed=s, updated=10 - s) for s in range(3)]
    address = lambda game_id, params: f"#/{game_id}/play?{urlencode(params)}"  # noqa: E731
    gone = games.pop(1)
    markup = str(join(*your_games(games, Translator("en"), str, address, gone=gone)))
    listed = re.findall(r'data-kept-game="(\w+)"|class="deleted-note"', markup)
    assert listed == ["id0", "", "id2"], "between the newer and the older game"
    assert "Game of Kulami deleted." in markup and 'data-cmd="undo-forget"' in markup


def test_the_screen_speaks_french_too():
    markup, _ = drawn([kept("kulami", 3)], "fr")
    assert "Vos parties" in markup and "Coup 3" in markup and "Reprendre" in markup
    markup, _ = drawn([], "fr")
    assert "Aucune partie en cours." in markup


def test_nothing_read_from_storage_becomes_markup():
    game = kept("kulami", 2, params={"seats": "human,ai-easy", "layout": '"><script>alert(1)</script>'})
    game.id = '"><img src=x onerror=alert(1)>'
    markup, found = drawn([game])
    assert "<script" not in markup and "<img" not in markup
    assert [tag for tag, _ in found.found if tag in ("script", "img")] == []


def test_a_game_in_progress_is_pictured_as_its_table_stands_with_nothing_to_click_or_focus():
    first, second = kept("kulami", 4, seed=4), kept("kulami", 7, seed=6)
    _, found = drawn([first, second])
    pictures = found.with_class("position-picture")
    assert len(pictures) == 2 and all(a["aria-hidden"] == "true" and "inert" in a for _, a in pictures)
    assert len(found.with_class("marble")) == 4 + 7, "each picture shows the marbles played so far"
    ids = [a["id"] for _, a in found.found if "id" in a]
    assert len(ids) == len(set(ids)), "two pictures share no id"
    inside = [a for _, a in found.found if {"tabindex", "role", "data-action"} & set(a)]
    assert inside == [], "nothing in a picture can be focused, clicked or read out"


def test_every_game_in_progress_gets_a_picture_of_its_table():
    for game_id in core.available_games():
        players = ("human", "ai-easy", "ai-easy") if game_id == "guerre-des-moutons" else ("human", "ai-easy")
        _, found = drawn([kept(game_id, 4, players=players)])
        assert found.with_class("position-picture"), f"{game_id}'s table is pictured"


def test_the_screen_leads_back_to_the_menu_and_says_what_it_will_hold_when_empty():
    markup, found = drawn([])
    back = [a for _, a in found.found if "data-back-to-menu" in a]
    assert back and back[0]["href"] == "#/"
    assert "kept here, on this device" in markup
    markup, found = drawn([kept("kulami", 3)])
    assert [a for _, a in found.found if "data-back-to-menu" in a] and "kept here, on this device" not in markup


def test_several_computers_at_one_table_are_told_apart_by_number():
    from web.seats import seat_name

    t = Translator("en")
    seats = ["human", "ai-medium", "ai-medium", "ai-hard"]
    assert [str(seat_name(s, seats, t)) for s in range(4)] == [
        "You", "Computer 1 (medium)", "Computer 2 (medium)", "Computer 3 (hard)"]
    assert str(seat_name(1, ["human", "ai-medium"], t)) == "Computer (medium)", "one computer needs no number"


def test_a_game_that_did_not_read_back_is_listed_to_save_to_a_file_or_delete():
    broken = [SetAside("ludotheque.corrupt.ab.7", "kulami", 7, "{}"), SetAside("ludotheque.corrupt.cd.5", None, 5, "x")]
    markup = str(join(*broken_games(broken, Translator("en"), lambda ms: f"day {int(ms)}")))
    assert "Could not be read back" in markup and "Kulami" in markup and "Unknown game" in markup
    found = Elements(markup)
    names = [a["aria-label"] for _, a in found.found if a.get("data-cmd") in ("save-broken", "forget-broken")]
    assert len(set(names)) == 4, "each button says which game it saves or deletes"
    assert "Delete the unreadable game (Unknown game, day\u00a05)" in names or "Delete the unreadable game (Unknown game, day 5)" in names
    saves = [a["data-broken"] for _, a in found.found if a.get("data-cmd") == "save-broken"]
    deletes = [a["data-broken"] for _, a in found.found if a.get("data-cmd") == "forget-broken"]
    assert saves == deletes == ["ludotheque.corrupt.ab.7", "ludotheque.corrupt.cd.5"]
    assert broken_games([], Translator("en"), str) == []


def test_a_won_game_gives_the_winners_score_first_as_the_end_does():
    for seed in range(3, 40):
        game = kept("kulami", None, seed=seed)
        scores = game.state.scores()
        if len(game.state.winners()) == 1 and game.state.winners() != [0]:  # the second seat won
            break
    markup, _ = drawn([game])
    assert f"{max(scores)}\u00a0–\u00a0{min(scores)}" in markup, (scores, markup)


def test_each_games_buttons_are_named_after_the_game_and_its_day():
    games = [kept("kulami", None, seed=5, updated=7), kept("kulami", None, seed=6, updated=8),
             kept("kulami", 6, seed=7, updated=9), kept("kulami", 6, seed=8, updated=10)]
    _, found = drawn(games)
    names = [a.get("aria-label") for _, a in found.found if {"data-replay-kept", "data-resume-kept"} & set(a)]
    assert len(names) == 4 and len(set(names)) == 4 and all(name and "Kulami" in name for name in names), names
