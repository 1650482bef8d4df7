"""Hints at the table (web/session.py ``ask_hint``, web/good_move.py): a person asks for a good move on
their turn, the computer's hard level finds it from their own view, the table says it, the move played
after it is noted in the record, and the record keeps that through a reload. Run on the stand-in for the
browser (tests/fake_browser.py) with Kulami."""

from __future__ import annotations

import asyncio
import json
import time

from game import core
from tests.fake_browser import FakePage
from web import play_route
from web.notices import Notices
from web.page import Page
from web.saves import GAME_PREFIX, BrowserStorage, Saves
from web.table import Table

FAST = {"seconds": 0.2}  # a short search: the hint's quality is not what these tests check


class Screen:
    def __init__(self, params: dict[str, str], storage: dict[str, str] | None = None) -> None:
        self.fake = FakePage(storage={"ludotheque.hint.kulami": "1", **(storage or {})})
        document, window = self.fake.document, self.fake.window
        store = BrowserStorage(window)
        self.notices = Notices(document)
        page = Page(document.getElementById("app"), document.documentElement, store, self.notices, False, "en")
        self.saves = Saves(store, lambda: 0)
        self.table = Table(page, self.notices, self.saves, store, document, window, False, lambda record: None)
        self.table.open(play_route.from_route("kulami", {"seed": "7", "first": "red", **params}, self.saved_games()))

    def saved_games(self):
        from web.saved_games import SavedGames

        return SavedGames(self.saves, Notices(self.fake.document), None, self.fake.window)

    def text(self, element_id: str) -> str:
        return self.fake.document.getElementById(element_id).textContent

    async def play_the_hint(self) -> None:
        """Ask for a hint, wait for it, play it, wait for the computer's reply."""
        self.table.command("hint", None)
        await self.until_idle()
        self.table.play(self.table.session.hint["move"])
        await self.until_idle()

    async def until_idle(self) -> None:
        deadline = time.perf_counter() + 60
        while self.table.session.thinking:
            assert time.perf_counter() < deadline, "the search never finished"
            await asyncio.sleep(0.001)


def quick_hints(monkeypatch) -> None:
    import game.review

    original = game.review.Hint.__init__

    def quick(self, game, view, seed=0, budget=None, seen=()):
        original(self, game, view, seed, dict(FAST, **(budget or {})), seen)

    monkeypatch.setattr(game.review.Hint, "__init__", quick)


def test_a_hint_names_a_legal_move_of_the_person_and_the_move_after_it_is_kept_in_the_record(monkeypatch):
    quick_hints(monkeypatch)

    async def scenario():
        screen = Screen({"seats": "human,ai-easy"})
        session = screen.table.session
        screen.table.command("hint", None)
        assert screen.fake.html.hasAttribute("data-busy"), "busy while the hint is searched"
        await screen.until_idle()
        move = session.hint["move"]
        assert move in [str(a) for a in session.state.legal_actions()]
        assert screen.text("message").startswith(f"A good move is marked on the board: place a marble on {move}.")
        screen.table.play(move)
        await screen.until_idle()
        assert session.record()["hints"] == [0] and session.hint is None
        kept = json.loads(screen.fake.storage.items[GAME_PREFIX + screen.table.kept])["record"]
        assert kept["hints"] == [0], "the save keeps which moves were played after a hint"
        assert core.replay(kept).history == session.state.history, "a record with hints still replays"

    asyncio.run(scenario())


def test_hints_off_means_the_button_does_nothing_but_say_so(monkeypatch):
    quick_hints(monkeypatch)
    screen = Screen({"seats": "human,ai-easy", "hints": "0"})
    screen.table.command("hint", None)
    assert not screen.table.session.thinking and screen.table.session.hint is None
    assert screen.text("message") == "Hints are off for this game."


def test_hints_are_on_by_default_against_the_computer_and_off_between_people():
    assert play_route.from_route("kulami", {"seats": "human,ai-easy"}, None).hints
    assert not play_route.from_route("kulami", {"seats": "human,human"}, None).hints
    assert play_route.from_route("kulami", {"seats": "human,human", "hints": "1"}, None).hints


def test_undoing_a_move_played_after_a_hint_forgets_that_it_was(monkeypatch):
    quick_hints(monkeypatch)

    async def scenario():
        screen = Screen({"seats": "human,ai-easy"})
        await screen.play_the_hint()
        screen.table.command("undo", None)
        assert "hints" not in screen.table.session.record()

    asyncio.run(scenario())


def test_a_resumed_game_remembers_the_moves_played_after_a_hint(monkeypatch):
    quick_hints(monkeypatch)

    async def scenario():
        screen = Screen({"seats": "human,ai-easy"})
        await screen.play_the_hint()
        again = Screen({"seats": "human,ai-easy"}, storage=screen.fake.storage.items)
        assert again.table.kept == screen.table.kept, "the reload goes on with the same game"
        assert again.table.session.record()["hints"] == [0]

    asyncio.run(scenario())


def test_a_record_with_nonsense_hints_keeps_only_those_that_fit_it():
    state = core.load("kulami").new_game(3, 2)
    state.apply(state.legal_actions()[0])
    record = dict(state.record(), hints=[0, 5, -1, "x", True])
    assert play_route.from_record(json.dumps(record)).hinted == [0]


def test_the_hints_words_leave_with_its_mark_when_an_earlier_position_is_shown_and_come_back_with_it(monkeypatch):
    quick_hints(monkeypatch)

    async def scenario():
        screen = Screen({"seats": "human,ai-easy"})
        await screen.play_the_hint()  # a move each, so that there is a position to look back at
        screen.table.command("hint", None)
        await screen.until_idle()
        said = screen.text("message")
        assert said.startswith("A good move is marked on the board")
        screen.table.step_replay("back")
        assert screen.table.replay_at is not None and screen.text("message") == "", "no mark there: no words"
        screen.table.step_replay("live")
        assert screen.text("message") == said

    asyncio.run(scenario())
