"""The table shows each change of the game once (web/table.py hearing web/session.py's events): a
person's move against the computer is drawn and saved once, and the computer's reply once more, after
the person's pieces have stopped moving. Run on the stand-in for the browser (tests/fake_browser.py),
with Kulami and its easy computer."""

from __future__ import annotations

import asyncio
import json
import time

from tests.fake_browser import FakePage
from web import play_route
from web.notices import Notices
from web.page import Page
from web.saves import GAME_PREFIX, BrowserStorage, Saves
from web.table import Table



class Screen:
    """A fake page and a table on it, as web/app.py wires one."""

    def __init__(self, seats: str, motion_ms: float | None = None) -> None:
        self.fake = FakePage(storage={"ludotheque.hint.kulami": "1"})
        if motion_ms is not None:  # motion.js, reduced to how long the pieces of each drawing move
            self.fake.window.ludothequeMotion = Motion(motion_ms)
        document, window = self.fake.document, self.fake.window
        storage = BrowserStorage(window)
        self.notices = Notices(document)
        page = Page(document.getElementById("app"), document.documentElement, storage, self.notices, False, "en")
        self.ended: list[dict] = []
        self.table = Table(page, self.notices, Saves(storage, lambda: 0), storage, document, window, False,
                           self.ended.append)
        opening = play_route.from_route("kulami", {"seats": seats, "seed": "7", "first": "red"}, None)
        self.table.open(opening)
        self.first_move = opening.state.legal_actions()[0]

    @property
    def redraws(self) -> int:
        return self.fake.document.writes["board"]

    @property
    def saves(self) -> int:
        return self.fake.storage.writes[GAME_PREFIX + self.table.kept]

    @property
    def saved_moves(self) -> list[str]:
        return json.loads(self.fake.storage.items[GAME_PREFIX + self.table.kept])["record"]["actions"]

    @property
    def busy(self) -> bool:
        return self.fake.html.hasAttribute("data-busy")

    def text(self, element_id: str) -> str:
        return self.fake.document.getElementById(element_id).textContent

    async def until_computer_done(self, seconds: float = 30) -> None:
        deadline = time.perf_counter() + seconds
        while self.table.session.thinking:
            assert time.perf_counter() < deadline, "the computer never finished"
            await asyncio.sleep(0.001)


class Motion:
    """window.ludothequeMotion: each drawing's pieces move ``ms``; when each drawing was made."""

    def __init__(self, ms: float) -> None:
        self.ms = ms
        self.drawn: list[float] = []
        self.busy = False

    def measure(self) -> None:
        pass

    def morph(self, element, markup: str) -> None:
        element.innerHTML = markup

    def play(self) -> float:
        self.drawn.append(time.perf_counter())
        return self.ms

    def played(self) -> None:
        pass

    def thinking(self, on: bool) -> None:
        self.busy = on


def test_a_move_against_the_computer_draws_and_saves_the_table_once_then_once_for_the_reply():
    async def scenario():
        screen = Screen("human,ai-easy")
        opened = (screen.redraws, screen.saves)
        screen.table.play(str(screen.first_move))
        assert (screen.redraws, screen.saves) == (opened[0] + 1, opened[1] + 1), "the move: one drawing, one save"
        assert screen.busy and screen.saved_moves == [str(screen.first_move)]
        await screen.until_computer_done()
        assert (screen.redraws, screen.saves) == (opened[0] + 2, opened[1] + 2), "the reply: one drawing, one save"
        assert not screen.busy and len(screen.saved_moves) == 2
        assert screen.text("status") == "Your turn: Red"

    asyncio.run(scenario())


def test_a_move_while_the_computer_thinks_is_refused_with_its_reason_and_changes_nothing():
    async def scenario():
        screen = Screen("human,ai-easy")
        screen.table.play(str(screen.first_move))
        drawn, saved = screen.redraws, screen.saves
        second = screen.table.session.state.legal_actions()[0]
        screen.table.play(str(second))
        assert screen.text("message") == "Please wait: the computer is thinking."
        assert (screen.redraws, screen.saves, screen.saved_moves) == (drawn, saved, [str(screen.first_move)])
        await screen.until_computer_done()
        assert screen.text("message") == "", "the computer's move clears the refusal"

    asyncio.run(scenario())


def test_the_computer_replies_only_once_the_persons_pieces_have_stopped_moving():
    async def scenario():
        screen = Screen("human,ai-easy", motion_ms=300)
        motion = screen.fake.window.ludothequeMotion
        screen.table.play(str(screen.first_move))
        moved = motion.drawn[-1]
        await screen.until_computer_done()
        assert len(motion.drawn) == 2 + 1, "the opening, the move, the reply: a drawing each"
        assert motion.drawn[-1] - moved >= 0.3
        assert not motion.busy

    asyncio.run(scenario())


def test_computers_playing_each_other_draw_and_save_each_move_once_and_tell_the_end_once():
    async def scenario():
        screen = Screen("ai-easy,ai-easy")
        screen.table.set_pace(0)
        await screen.until_computer_done(seconds=120)
        moves = len(screen.saved_moves)
        assert screen.table.session.state.is_over
        assert (screen.redraws, screen.saves) == (1 + moves, 1 + moves), "busy at the start, then one per move"
        assert len(screen.ended) == 1 and screen.ended[0]["actions"] == screen.saved_moves
        assert not screen.busy

    asyncio.run(scenario())


def test_taking_a_move_back_is_one_drawing_and_one_save():
    async def scenario():
        screen = Screen("human,ai-easy")
        screen.table.play(str(screen.first_move))
        await screen.until_computer_done()
        drawn, saved = screen.redraws, screen.saves
        screen.table.undo()
        assert (screen.redraws, screen.saves, screen.saved_moves) == (drawn + 1, saved + 1, [])

    asyncio.run(scenario())


def test_a_computer_that_fails_says_why_and_leaves_the_table_playable(monkeypatch):
    async def scenario():
        screen = Screen("human,ai-easy")
        monkeypatch.setattr(screen.table.session, "agent", lambda seat: Broken())
        screen.table.play(str(screen.first_move))
        drawn = screen.redraws
        await screen.until_computer_done()
        assert screen.redraws == drawn + 1 and not screen.busy
        assert "a search that breaks" in screen.notices.text

    asyncio.run(scenario())


class Broken:
    def think(self, module, view):
        raise RuntimeError("a search that breaks")


def kept_games(screen: Screen) -> list[str]:
    return sorted(key for key in screen.fake.storage.items if key.startswith(GAME_PREFIX))


def deal(seed: str) -> play_route.Opening:
    return play_route.from_route("kulami", {"seats": "human,ai-easy", "seed": seed, "first": "red"}, None)


def test_a_new_game_dealt_again_and_again_leaves_one_untouched_game_kept_not_one_each():
    async def scenario():
        screen = Screen("human,ai-easy")
        for seed in ("8", "9", "10"):  # "New game", pressed again and again before any move
            screen.table.open(deal(seed))
        assert kept_games(screen) == [GAME_PREFIX + screen.table.kept], "only the game on the table"
        screen.table.play(str(screen.table.session.state.legal_actions()[0]))
        await screen.until_computer_done()
        played = screen.table.kept
        screen.table.open(deal("11"))
        screen.table.open(deal("12"))
        assert kept_games(screen) == sorted([GAME_PREFIX + played, GAME_PREFIX + screen.table.kept]), \
            "a game a person moved in stays kept"

    asyncio.run(scenario())
