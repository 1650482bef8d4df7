"""The rules of Your games (web/saves.py): each game kept under its own id, never written over by
another tab, room made from finished games only, the older per-title slots taken over."""

from __future__ import annotations

import json
import random
from itertools import count

import pytest

from game import core
from game.core import InvalidRecord
from web.saves import (
    CORRUPT_PREFIX,
    FULL,
    GAME_PREFIX,
    MOVED_ON,
    OLD_PREFIX,
    REFUSED,
    SAVED,
    Saves,
    StorageFull,
    StorageRefused,
)


class Storage:
    """localStorage with a quota (characters of keys and values, as browsers count them) or refused."""

    def __init__(self, quota: int = 10**9, refused: bool = False) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota
        self.refused = refused

    def used(self) -> int:
        return sum(len(k) + len(v) for k, v in self.items.items())

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        if self.refused:
            raise StorageRefused("SecurityError")
        if self.used() - len(self.items.get(key, "")) - (len(key) if key in self.items else 0) + len(key) + len(value) > self.quota:
            raise StorageFull("QuotaExceededError")
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


def saves_on(storage: Storage, seed: int = 1) -> Saves:
    ticks = count(1000, 1000)
    return Saves(storage, lambda: next(ticks), random.Random(seed))


def kulami(moves: int, seed: int = 3) -> dict:
    state = core.load("kulami").new_game(seed, 2)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state.record(["human", "ai-easy"])


def finished_kulami(seed: int) -> dict:
    state = core.load("kulami").new_game(seed, 2)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state.record(["ai-easy", "ai-easy"])


PARAMS = {"seats": "human,ai-easy", "seed": "3"}


def test_a_game_kept_reads_back_as_it_was_played():
    saves = saves_on(Storage())
    game = saves.new_id()
    assert saves.write(game, kulami(6), PARAMS) == SAVED
    kept = saves.read(game)
    assert kept.record == kulami(6) and kept.params == PARAMS and kept.moves == 6 and not kept.finished
    assert kept.title == "kulami"


def test_a_game_resumed_and_not_played_keeps_its_place_among_your_games():
    storage = Storage()
    saves = saves_on(storage)
    older, newer = saves.new_id(), saves.new_id()
    saves.write(older, kulami(4, seed=3), PARAMS)
    saves.write(newer, kulami(2, seed=5), PARAMS)
    later = count(10_000, 1000)
    resumed = Saves(storage, lambda: next(later), random.Random(2))  # a later visit opens the older game, writes it as it is
    resumed.read(older)
    resumed.write(older, kulami(4, seed=3), PARAMS)
    assert [game.id for game in resumed.games()] == [newer, older]
    resumed.write(older, kulami(5, seed=3), PARAMS)  # a move played: the last played now
    assert [game.id for game in resumed.games()] == [older, newer]


def test_two_tabs_on_the_same_title_keep_two_games():
    storage = Storage()
    first, second = saves_on(storage, 1), saves_on(storage, 2)
    a, b = first.new_id(), second.new_id()
    assert a != b
    first.write(a, kulami(4, seed=3), PARAMS)
    second.write(b, kulami(1, seed=9), PARAMS)
    first.write(a, kulami(5, seed=3), PARAMS)
    assert {g.moves for g in saves_on(storage).games()} == {5, 1}


def test_a_tab_never_writes_over_moves_another_tab_made_in_the_same_game():
    storage = Storage()
    here, there = saves_on(storage, 1), saves_on(storage, 2)
    game = here.new_id()
    here.write(game, kulami(4), PARAMS)
    there.read(game)
    assert there.write(game, kulami(5), PARAMS) == SAVED  # the other tab plays on
    assert here.moved_on(game)
    assert here.write(game, kulami(5, seed=8), PARAMS) == MOVED_ON
    assert saves_on(storage).read(game).record == kulami(5), "the other tab's move is still there"


def test_following_the_other_tab_or_going_on_as_a_copy_keeps_both():
    storage = Storage()
    here, there = saves_on(storage, 1), saves_on(storage, 2)
    game = here.new_id()
    here.write(game, kulami(4), PARAMS)
    there.read(game)
    there.write(game, kulami(5), PARAMS)
    copy, status = here.copy(kulami(5, seed=8), PARAMS)
    assert status == SAVED and copy != game
    assert here.read(game).moves == 5  # following it: read back, then writes go on
    assert here.write(game, kulami(6), PARAMS) == SAVED
    assert len(saves_on(storage).games()) == 2


def test_room_is_made_from_finished_games_oldest_first_never_a_game_in_progress():
    storage = Storage()
    saves = saves_on(storage)
    in_progress, old_end, new_end = saves.new_id(), saves.new_id(), saves.new_id()
    saves.write(old_end, finished_kulami(1), PARAMS)
    saves.write(in_progress, kulami(10), PARAMS)
    saves.write(new_end, finished_kulami(2), PARAMS)
    storage.quota = storage.used() + 40  # the next, longer write needs one finished game's room
    assert saves.write(in_progress, kulami(30), PARAMS) == SAVED
    left = {g.id for g in saves.games()}
    assert in_progress in left and new_end in left and old_end not in left


def test_a_full_storage_with_only_games_in_progress_says_so_and_keeps_them():
    storage = Storage()
    saves = saves_on(storage)
    one, two = saves.new_id(), saves.new_id()
    saves.write(one, kulami(3), PARAMS)
    saves.write(two, kulami(3, seed=5), PARAMS)
    storage.quota = storage.used()
    assert saves.write(two, kulami(4, seed=5), PARAMS) == FULL
    assert {g.id: g.moves for g in saves.games()} == {one: 3, two: 3}
    storage.quota = 10**9  # room again: the next write goes through
    assert saves.write(two, kulami(5, seed=5), PARAMS) == SAVED


def test_a_storage_refused_says_so():
    saves = saves_on(Storage(refused=True))
    assert saves.write(saves.new_id(), kulami(1), PARAMS) == REFUSED


def test_a_tampered_game_is_set_aside_and_the_others_stay():
    storage = Storage()
    saves = saves_on(storage)
    good, bad = saves.new_id(), saves.new_id()
    saves.write(good, kulami(4), PARAMS)
    record = kulami(4)
    record["actions"][2] = record["actions"][1]  # the same hole twice
    storage.items[GAME_PREFIX + bad] = json.dumps({"record": record, "params": PARAMS, "updated": 5})
    with pytest.raises(InvalidRecord):
        saves.read(bad)
    assert [g.id for g in saves.games()] == [good]
    assert any(key.startswith(CORRUPT_PREFIX + bad) for key in storage.items), "moved aside, not deleted"


def test_a_saved_game_nested_ten_thousand_deep_is_set_aside_unparsed_and_the_others_stay():
    storage = Storage()
    saves = saves_on(storage)
    good, deep = saves.new_id(), saves.new_id()
    saves.write(good, kulami(4), PARAMS)
    storage.items[GAME_PREFIX + deep] = "[" * 10_000 + "]" * 10_000
    assert [g.id for g in saves.games()] == [good]
    assert any(key.startswith(CORRUPT_PREFIX + deep) for key in storage.items), "moved aside, not deleted"


def test_a_game_set_aside_is_listed_with_its_game_and_text_and_can_be_deleted_for_good():
    storage = Storage()
    saves = saves_on(storage)
    good, bad, junk = saves.new_id(), saves.new_id(), saves.new_id()
    saves.write(good, kulami(4), PARAMS)
    record = kulami(4)
    record["actions"][2] = record["actions"][1]
    text = json.dumps({"record": record, "params": PARAMS, "updated": 5})
    storage.items[GAME_PREFIX + bad] = text
    storage.items[GAME_PREFIX + junk] = '{"record": {"game"'
    assert [g.id for g in saves.games()] == [good]
    assert sorted((game for game, _ in saves.set_aside), key=str) == [None, "kulami"], "named where the text says"
    broken = saves.broken()
    assert {(b.game, b.text) for b in broken} == {("kulami", text), (None, '{"record": {"game"')}
    saves.drop_broken(broken[0].key)
    assert len(saves.broken()) == 1 and [g.id for g in saves.games()] == [good]
    saves.drop_broken(GAME_PREFIX + good)  # only a game set aside is deleted this way
    assert [g.id for g in saves.games()] == [good]


def test_the_older_one_slot_per_title_saves_are_taken_over():
    storage = Storage()
    storage.items[OLD_PREFIX + "kulami"] = json.dumps({"record": kulami(7), "params": PARAMS})
    storage.items[OLD_PREFIX + "clustered"] = "{not json"
    saves = saves_on(storage)
    assert saves.take_over() == 1
    assert [(g.title, g.moves) for g in saves.games()] == [("kulami", 7)]
    assert not any(key.startswith(OLD_PREFIX) for key in storage.items)
    assert any(key.startswith(CORRUPT_PREFIX + "clustered") for key in storage.items)
    assert saves.take_over() == 0, "once"


def test_resume_opens_the_game_in_progress_played_last():
    saves = saves_on(Storage())
    older, newer, done = saves.new_id(), saves.new_id(), saves.new_id()
    saves.write(older, kulami(2), PARAMS)
    saves.write(newer, kulami(3, seed=4), PARAMS)
    saves.write(done, finished_kulami(6), PARAMS)
    assert saves.in_progress("kulami").id == newer
    assert saves.in_progress("clustered") is None


def test_listing_the_games_for_every_title_replays_each_game_once(monkeypatch):
    import web.saves

    saves = saves_on(Storage())
    for seed in range(3):
        saves.write(saves.new_id(), kulami(5, seed=seed), PARAMS)
    replays = []
    real = web.saves.replay
    monkeypatch.setattr(web.saves, "replay", lambda record: replays.append(1) or real(record))
    for _ in range(5):  # the menu: one question per title
        saves.in_progress("kulami")
    assert len(replays) == 3
    game = saves.games()[0]
    saves.storage.items[GAME_PREFIX + game.id] = json.dumps({"record": kulami(6, seed=9), "params": PARAMS})
    assert saves.read(game.id).moves == 6, "a game changed in storage is read anew"


def test_a_game_read_back_twice_is_two_games_to_play_on():
    saves = saves_on(Storage())
    game = saves.new_id()
    saves.write(game, kulami(4), PARAMS)
    first, second = saves.read(game), saves.read(game)
    first.state.apply(first.state.legal_actions()[0])
    assert len(second.state.history) == 4 and saves.read(game).moves == 4


def test_two_embeds_on_one_page_each_find_their_own_game_after_a_reload():
    storage = Storage()
    first, second = saves_on(storage, 1), saves_on(storage, 2)  # two frames of the same blog post
    a, b = first.new_id(), second.new_id()
    first.place("post|?game=kulami|0", a)
    second.place("post|?game=kulami|1", b)
    first.write(a, kulami(4, seed=3), PARAMS)
    second.write(b, kulami(2, seed=9), PARAMS)
    reloaded = saves_on(storage, 3)
    assert reloaded.placed("post|?game=kulami|0").moves == 4
    assert reloaded.placed("post|?game=kulami|1").moves == 2
    assert reloaded.placed("post|?game=kulami|2") is None  # a third frame starts a game of its own


def test_an_embed_whose_game_is_over_or_gone_starts_a_new_one():
    storage = Storage()
    saves = saves_on(storage)
    over = saves.new_id()
    saves.write(over, finished_kulami(5), {"seats": "ai-easy,ai-easy"})
    saves.place("post|?game=kulami|0", over)
    assert saves.placed("post|?game=kulami|0") is None
    assert [g.id for g in saves.games()] == [over], "the finished game stays among Your games"
    saves.place("post|?game=kulami|1", "0123456789ab")  # its game deleted from Your games since
    assert saves.placed("post|?game=kulami|1") is None


def test_an_embed_in_a_frame_refused_storage_notes_nothing_and_plays_on():
    saves = saves_on(Storage(refused=True))
    game = saves.new_id()
    saves.place("post|?game=kulami|0", game)  # no error: the game is simply not found next time
    assert saves.write(game, kulami(3), PARAMS) == REFUSED
    assert saves.placed("post|?game=kulami|0") is None


def test_a_game_taken_out_is_put_back_exactly_and_a_refusal_is_told():
    storage = Storage()
    saves = saves_on(storage)
    game = saves.new_id()
    saves.write(game, kulami(6), {"seats": "human,ai-easy"})
    kept = dict(storage.items)
    text = saves.take_out(game)
    assert text is not None and saves.read(game) is None, "deleted"
    assert saves.put_back(game, text) and storage.items == kept, "undone, as it was"
    saves.take_out(game)
    storage.refused = True
    assert saves.put_back(game, text) is False, "a put-back the browser refuses is said, not dropped"
