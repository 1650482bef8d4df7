"""The review screen (web/review_screen.py, web/review_view.py) on the stand-in for the browser
(tests/fake_browser.py): the game it finds, the moves it grades (``data-grade``, ``data-move``), the
graph, the turning points on the game's own table, "Try again from here", the review kept with the
saved game, Cancel, bad records, both languages, and nothing read from a record or the storage made
markup. The fake window has no ``Worker``: the review is made in the page's own thread
(web/review_runner.py ``InPage``), with the same calls the worker answers."""

from __future__ import annotations

import asyncio
import html
import json
import random
import re
import time
from urllib.parse import parse_qs, urlsplit

import pytest

from game import core
from tests.elements import Elements
from tests.fake_browser import FakePage
from web import review_screen, review_view
from web.address import play_address
from web.controls import end_actions
from web.i18n import Translator
from web.notices import Notices
from web.page import Page
from web.review_runner import InPage, Relay, Reviews
from web.review_screen import ReviewScreen, Subject
from web.review_worker import Reviewer
from web.saved_games import SavedGames
from web.saves import GAME_PREFIX, BrowserStorage, Saves

MOVES = 8  # a short game: every test reviews it whole in well under a second or two


def kulami_record(moves: int = MOVES, seed: int = 4, players=("human", "ai-easy")) -> dict:
    state = core.load("kulami").new_game(seed, len(players))
    rng = random.Random(seed)
    while not state.is_over and len(state.history) < moves:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state.record(list(players))


class FakeTable:
    """The table as the review screen reads it: the record of its game, its kept id and settings."""

    def __init__(self, record: dict | None = None, kept: str | None = None, params: dict | None = None) -> None:
        self._record, self.kept, self.params = record, kept, params or {}

    def record(self) -> dict | None:
        return self._record


class Screen:
    """A fake page with the review screen on it, wired as web/app.py wires it."""

    def __init__(self, language: str = "en", storage: dict | None = None, table: FakeTable | None = None,
                 embedded: bool = False) -> None:
        self.fake = FakePage(storage=storage)
        document, window = self.fake.document, self.fake.window
        self.storage = BrowserStorage(window)
        self.notices = Notices(document)
        self.page = Page(document.getElementById("app"), document.documentElement, self.storage, self.notices,
                         embedded, language)
        self.saves = Saves(self.storage, lambda: 0)
        saved = SavedGames(self.saves, self.notices, self.page, window)
        self.busy_seen = False
        self.review = ReviewScreen(self.page, saved, self.saves, table or FakeTable(), Reviews(window), document,
                                   window, lambda game_id, params: play_address(window, game_id, params))

    def open(self, game_id: str, params: dict | None = None) -> None:
        self.review.show(self.review.find(game_id, params or {}))

    @property
    def busy(self) -> bool:
        return self.fake.html.hasAttribute("data-busy")

    def until_done(self, seconds: float = 60) -> None:
        async def wait() -> None:
            deadline = time.perf_counter() + seconds
            while self.review.state in ("starting", "working"):
                self.busy_seen |= self.busy
                assert time.perf_counter() < deadline, "the review never finished"
                await asyncio.sleep(0.001)

        asyncio.get_event_loop().run_until_complete(wait())

    def part(self, element_id: str) -> str:
        return self.fake.document.getElementById(element_id).innerHTML

    def elements(self, element_id: str) -> Elements:
        return Elements(self.part(element_id))

    def click(self, **attributes: str) -> str | None:
        target = self.fake.element(**attributes)
        return self.review.command(attributes["data-cmd"], target)


@pytest.fixture(autouse=True)
def event_loop_for_the_page():
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    yield
    pending = asyncio.all_tasks(loop)
    for task in pending:  # a review a test left unfinished
        task.cancel()
    loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    loop.close()


def route_params(record: dict) -> dict[str, str]:
    return {"seats": ",".join(record["players"]), "seed": str(record["seed"]), "moves": ",".join(record["actions"])}


def test_the_persons_moves_are_graded_and_each_seat_has_a_line():
    record = kulami_record()
    screen = Screen()
    screen.open("kulami", route_params(record))
    assert screen.busy, "<html data-busy> is on while the review is made"
    screen.until_done()
    assert not screen.busy
    graded = [a for tag, a in screen.elements("review-moves").found if "data-move" in a]
    movers = review_screen.movers(record)
    assert [int(a["data-move"]) for a in graded] == [n for n in range(MOVES) if movers[n] == 0], "the person's moves"
    assert all(a["data-grade"] in review_view.GRADES for a in graded)
    lines = screen.elements("review-graph").with_class("graph-line")
    assert sorted(int(a["data-seat"]) for _, a in lines) == [0, 1], "one line per seat"
    hits = [a for _, a in screen.elements("review-graph").with_class("graph-hit")]
    assert [int(a["data-at"]) for a in hits] == list(range(MOVES)), "a tap on the graph opens a move"
    assert "You" in screen.part("review-legend")


def test_hot_seat_grades_every_person_and_names_them():
    record = kulami_record(players=("human", "human"))
    screen = Screen()
    screen.open("kulami", route_params(record))
    screen.until_done()
    graded = [a for _, a in screen.elements("review-moves").found if "data-move" in a]
    assert len(graded) == MOVES
    assert "Player 1" in screen.part("review-moves") and "Player 2" in screen.part("review-moves")


def test_a_move_opened_shows_the_table_as_played_before_and_with_the_better_move():
    record = kulami_record()
    screen = Screen()
    screen.open("kulami", route_params(record))
    screen.until_done()
    assert not screen.fake.document.getElementById("review-position").hasAttribute("data-open")
    n = next(n for n, seat in enumerate(review_screen.movers(record)) if seat == 0 and n > 0)
    screen.click(**{"data-cmd": "review-at", "data-at": str(n)})
    assert screen.fake.document.getElementById("review-position").hasAttribute("data-open")
    board = screen.part("board")
    assert record["actions"][n] in screen.part("review-position-head") and f"Move {n + 1}" in screen.part("review-position-head")
    assert "data-action" not in board, "the table shown plays no move"
    screen.click(**{"data-cmd": "review-show", "data-show": "before"})
    before = screen.part("board")
    assert before != board, "before the move, the table is as it was"
    move = next(m for m in screen.review.result["moves"] if m["n"] == n)
    if move["best"] != move["move"]:
        screen.click(**{"data-cmd": "review-show", "data-show": "better"})
        assert screen.part("board") not in (before, board)
    assert 'aria-current="true"' in screen.part("review-moves")


def test_try_again_from_here_deals_the_same_game_with_the_moves_before_against_the_computer():
    record = kulami_record(players=("human", "human"))
    screen = Screen()
    screen.open("kulami", route_params(record))
    screen.until_done()
    address = screen.click(**{"data-cmd": "review-try", "data-at": "3"})
    route = urlsplit(address.removeprefix("#"))
    query = {k: v[0] for k, v in parse_qs(route.query, keep_blank_values=True).items()}
    assert route.path == "/kulami/play"
    assert query["seed"] == str(record["seed"]) and query["moves"] == ",".join(record["actions"][:3])
    person = review_screen.movers(record)[3]
    seats = ["ai-medium", "ai-medium"]
    seats[person] = "human"
    assert query["seats"] == ",".join(seats), "the person who made move 4 keeps their seat"


def reviewed_and_kept(record: dict) -> tuple[Screen, dict]:
    """A screen that reviewed ``record``, kept as "g1", and the kept entry (with its review)."""
    first = Screen()
    first.saves.write("g1", record, {"seats": "human,ai-easy"})
    first.open("kulami", {"kept": "g1"})
    first.until_done()
    return first, json.loads(first.fake.storage.items[GAME_PREFIX + "g1"])


def test_a_finished_review_is_kept_with_the_saved_game_and_reopens_at_once():
    record = kulami_record()
    first, kept = reviewed_and_kept(record)
    assert kept["review"]["moves"] == first.review.result["moves"]
    first.saves.write("g1", record, {"seats": "human,ai-easy"})  # the table writes the same game again
    assert "review" in json.loads(first.fake.storage.items[GAME_PREFIX + "g1"]), "the same moves keep their review"
    again = Screen(storage=dict(first.fake.storage.items))
    again.open("kulami", {"kept": "g1"})
    assert again.review.state == "done" and not again.busy, "reopened at once, nothing computed"
    assert again.part("review-moves") == first.part("review-moves")
    more = dict(record, actions=[*record["actions"], next(str(a) for a in core.replay(record).legal_actions())])
    again.saves.write("g1", more, {"seats": "human,ai-easy"})
    assert "review" not in json.loads(again.fake.storage.items[GAME_PREFIX + "g1"]), "other moves, no review"


@pytest.mark.parametrize("damage", [
    {"moves": ["junk", "junk"]},
    {"curve": "junk"},
    {"turning": [{"n": 1}]},
    {"version": 1},  # an older review's lines and grades: made again with today's
])
def test_a_kept_review_that_was_damaged_or_is_outdated_is_made_again(damage):
    first, kept = reviewed_and_kept(kulami_record())
    kept["review"].update(damage)
    again = Screen(storage={**first.fake.storage.items, GAME_PREFIX + "g1": json.dumps(kept)})
    again.open("kulami", {"kept": "g1"})
    assert again.review.state != "done", "the damaged copy is not drawn"
    again.until_done()
    assert again.part("review-moves") == first.part("review-moves")
    assert again.part("review-turning") == first.part("review-turning")


def test_the_game_at_the_table_is_reviewed_else_the_last_one_of_that_title():
    record = kulami_record()
    at_table = Screen(table=FakeTable(record, params={"seats": "human,ai-easy"}))
    at_table.open("kulami")
    assert at_table.review.subject.record["actions"] == record["actions"]
    older, newer = kulami_record(seed=5), kulami_record(seed=6)
    screen = Screen()
    screen.saves.clock = lambda: 1
    screen.saves.write("old", older, {"seats": "human,ai-easy"})
    screen.saves.clock = lambda: 2
    screen.saves.write("new", newer, {"seats": "human,ai-easy"})
    screen.open("kulami")
    assert screen.review.subject.kept == "new"
    nothing = Screen()
    nothing.open("clustered")
    assert "no game of Clustered" in nothing.part("app")


def test_cancel_stops_the_review_and_it_can_be_made_again():
    screen = Screen()
    screen.open("kulami", route_params(kulami_record()))
    screen.click(**{"data-cmd": "review-cancel"})
    assert screen.review.state == "cancelled" and not screen.busy
    assert 'data-cmd="review-again"' in screen.part("review-progress")
    screen.click(**{"data-cmd": "review-again"})
    screen.until_done()
    assert screen.review.state == "done"


def test_a_bad_record_or_a_missing_game_says_why_and_breaks_nothing():
    screen = Screen()
    params = route_params(kulami_record())
    screen.open("kulami", dict(params, moves=params["moves"] + ",zz9"))
    assert "cannot be reviewed" in screen.part("app") and "zz9" in screen.part("app")
    broken = Screen(storage={GAME_PREFIX + "bad": '{"record": {"game": "kulami"}, "params": {}}'})
    broken.open("kulami", {"kept": "bad"})
    assert "no game of Kulami" in broken.part("app")
    assert not broken.busy


def test_the_worker_calls_answer_a_bad_record_with_its_reason():
    reviewer = Reviewer()
    answer = json.loads(reviewer.call("start", json.dumps([{"game": "kulami"}, None, None, 1.0, 0])))
    assert "error" in answer
    answer = json.loads(reviewer.call("step", "[0.1]"))
    assert "error" in answer, "no review was started"
    record = kulami_record(moves=4)
    assert json.loads(reviewer.call("start", json.dumps([record, [0], None, 1.0, 0]))) == {"started": True}
    while not (result := json.loads(reviewer.call("step", "[0.5]")))["done"]:
        pass
    movers = review_screen.movers(record)
    assert [m["n"] for m in result["moves"]] == [n for n in range(4) if movers[n] == 0]


def test_the_page_reviews_in_its_own_thread_without_a_worker():
    runner = Reviews(FakePage().window).take()
    assert isinstance(runner, InPage)


class StartingWorker:
    """A review worker that is up only when the test says so (its work made by the page's own code,
    as the real worker's is made by the same modules)."""

    def __init__(self) -> None:
        self.ready: asyncio.Future[bool] | None = None
        self.inner = InPage()
        self.calls: list[str] = []

    def boot(self) -> None:
        if self.ready is None:
            self.ready = asyncio.get_event_loop().create_future()

    async def call(self, name, *args):
        self.calls.append(name)
        return await self.inner.call(name, *args)

    def stop(self) -> None:
        self.inner.stop()


def whole_review(runner, record, until=lambda result: result["done"]):
    async def run():
        await runner.call("start", record, [0], None, 1.0, 0)
        while not until(result := await runner.call("step", 0.05)):
            pass
        return result

    return run


def test_the_first_graded_moves_come_from_the_page_while_the_worker_starts():
    record = kulami_record(moves=10)

    async def relayed():
        worker = StartingWorker()
        relay = Relay(worker)
        first = await whole_review(relay, record, until=lambda result: bool(result["moves"]))()
        assert worker.calls == [], "graded in the page: the worker is still starting"
        assert worker.ready is not None
        worker.ready.set_result(True)
        while not (result := await relay.call("step", 0.3))["done"]:
            pass
        assert worker.calls[0] == "start" and "step" in worker.calls, "the worker took over"
        assert relay.page is None, "the page stopped weighing moves at once"
        return first, result

    loop = asyncio.get_event_loop()  # the page's (the fixture's)
    first, relayed_result = loop.run_until_complete(relayed())
    alone = loop.run_until_complete(whole_review(InPage(), record)())
    assert relayed_result == alone, "the same review either way"
    assert first["moves"] == alone["moves"][:len(first["moves"])]


def test_nothing_from_a_route_or_the_storage_becomes_markup():
    record = kulami_record()
    table = FakeTable(record, kept='"><img src=x onerror=alert(1)>', params={"seats": "human,ai-easy",
                                                                             "x": "<script>alert(1)</script>"})
    screen = Screen(table=table)
    screen.open("kulami")
    screen.until_done()
    markup = screen.part("app")
    assert "<script" not in markup and "<img" not in markup


def test_the_review_speaks_french():
    screen = Screen("fr")
    screen.open("kulami", route_params(kulami_record()))
    screen.until_done()
    assert "Analyse\u00a0: Kulami" in screen.part("app") and "Tournants de la partie" in screen.part("app")
    assert any(word in screen.part("review-moves") for word in ("Bon coup", "Imprécision", "Erreur", "Gaffe"))


def test_the_end_screen_and_your_games_offer_the_review():
    found = Elements(str(end_actions("kulami", Translator("en"))))
    assert [a["href"] for _, a in found.found if "data-review" in a] == ["#/kulami/review"]


def test_the_graph_and_the_moves_are_drawn_from_the_result_alone():
    result = {"actions": 4, "curve": [[0.5, 0.5], [0.6, 0.4], [0.2, 0.8], [0.25, 0.75], [1.0, 0.0]],
              "moves": [{"n": 0, "seat": 0, "move": "a1", "best": "a1", "chance_before": 0.5, "chance_after": 0.6,
                         "drop": 0, "grade": "good", "forced": False},
                        {"n": 2, "seat": 0, "move": "b2", "best": "c3", "chance_before": 0.6, "chance_after": 0.2,
                         "drop": 0.4, "grade": "blunder", "forced": False}],
              "turning": [2], "done": True}
    t = Translator("en")
    describe = lambda move, which: f"played {move[which]}"  # noqa: E731
    moves = Elements(str(review_view.moves_list(result, describe, ["You", "Computer"], t, None)))
    assert [(a["data-move"], a["data-grade"]) for _, a in moves.found if "data-move" in a] == [("0", "good"), ("2", "blunder")]
    markup = str(review_view.moves_list(result, describe, ["You", "Computer"], t, None))
    assert "Better: played c3" in markup and markup.count("Better") == 1
    turning = Elements(str(review_view.turning_points(result, describe, ["You", "Computer"], t, 2)))
    assert [a["data-turning"] for _, a in turning.found if "data-turning" in a] == ["2"]
    graph = Elements(str(review_view.graph(result, ["You", "Computer"], t, selected=2)))
    assert len(graph.with_class("graph-line")) == 2 and len(graph.with_class("graph-turning")) == 1
    assert len(graph.with_class("graph-selected")) == 1
    assert "100%" in str(review_view.legend(["You", "Computer"], result, Translator("en")))
    french = str(review_view.legend(["Vous", "Ordinateur"], result, Translator("fr")))
    assert "100\u202f%" in french, "French spaces its per cent sign, never broken off"


def test_a_subject_of_a_computers_game_grades_every_seat():
    record = kulami_record(players=("ai-easy", "ai-hard"))
    assert Subject("kulami", record, {}).graded() == [0, 1]
    assert Subject("kulami", kulami_record(), {}).graded() == [0]


def test_moves_are_said_as_the_table_says_them():
    """Troupeaux says a move from what followed it (its ``public_move``): never its bare text."""
    state = core.load("troupeaux").new_game(5, 2)
    rng = random.Random(5)
    while len(state.history) < 6:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    record = state.record(["human", "human"])
    screen = Screen()
    screen.open("troupeaux", route_params(record))
    said = [screen.review.say({"n": n, "move": text}, "move") for n, text in enumerate(record["actions"])]
    assert all(said) and not [text for text in said if text in record["actions"]], said


def gdm_record_with_a_pass() -> dict:
    """A short game of La Guerre des Moutons against the computer in which the person passed a
    reaction window ("done") and laid a tile."""
    for seed in range(40):
        state = core.load("guerre-des-moutons").new_game(seed, 2)
        rng = random.Random(seed)
        seen = set()
        while not state.is_over and len(state.history) < 12:
            legal = state.legal_actions()
            move = "done" if "done" in legal and rng.random() < 0.8 else legal[rng.randrange(len(legal))]
            if state.to_move == 0:
                seen.add(str(move).split(":")[0])
            state.apply(move)
        if {"done", "play"} <= seen:
            return state.record(["human", "ai-easy"])
    raise AssertionError("no short game with a pass")


@pytest.mark.parametrize("language, you", [("en", "You "), ("fr", "Vous ")])
def test_the_review_names_the_person_as_the_table_does_and_says_a_pass_in_words(language, you):
    record = gdm_record_with_a_pass()
    screen = Screen(language)
    screen.open("guerre-des-moutons", route_params(record))
    screen.until_done(120)
    moves = screen.part("review-moves")
    assert moves.count('class="move-words">' + you) == moves.count('class="move-words">'), "every move says You"
    assert ">done<" not in moves, "a pass is said in words, not as its record's text"
    assert ("You passed." if language == "en" else "Vous avez passé.") in moves.replace("\u00a0", " ")
    assert "Player 1" not in moves and "Joueur 1" not in moves


def test_a_long_games_list_first_shows_the_moves_worth_a_look_and_a_button_shows_them_all():
    grades = ["good"] * 50
    grades[7], grades[30] = "mistake", "inaccuracy"
    result = {"moves": [{"n": 2 * i, "seat": 0, "move": f"m{i}", "best": f"m{i}", "grade": g, "forced": False}
                        for i, g in enumerate(grades)]}
    say = lambda move, which: move[which]  # noqa: E731
    t = Translator("en")
    shown = str(review_view.moves_list(result, say, ["You", "Computer"], t, None, every=False))
    assert shown.count("data-move=") == 2 and 'data-move="14"' in shown and 'data-move="60"' in shown
    opened = str(review_view.moves_list(result, say, ["You", "Computer"], t, 20, every=False))
    assert opened.count("data-move=") == 3, "the move opened stays in the list"
    said = str(review_view.moves_filter(result, t, every=False))
    assert "2 of the 50 graded moves are worth a look." in said and "Show all 50" in said and 'data-cmd="review-every"' in said
    assert str(review_view.moves_list(result, say, ["You", "Computer"], t, None, every=True)).count("data-move=") == 50
    assert "Only those worth a look" in str(review_view.moves_filter(result, t, every=True))
    short = {"moves": result["moves"][:40]}
    assert str(review_view.moves_list(short, say, ["You"], t, None, every=False)).count("data-move=") == 40
    assert str(review_view.moves_filter(short, t, every=False)) == "", "a short game lists every move, no button"


def test_the_button_under_moves_shows_every_move_of_a_long_game_and_hides_them_again(monkeypatch):
    monkeypatch.setattr(review_view, "LONG_LIST", 2)  # the 8-move game's four graded moves make a long list here
    record = kulami_record()
    screen = Screen()
    screen.open("kulami", route_params(record))
    screen.until_done()
    graded = len(screen.review.result["moves"])
    worth = len(review_view.worth_a_look(screen.review.result["moves"], None))
    assert graded > worth, "some moves were good"
    assert screen.part("review-moves").count("data-move=") == worth
    assert f"Show all {graded}" in screen.part("review-moves-filter")
    screen.click(**{"data-cmd": "review-every"})
    assert screen.part("review-moves").count("data-move=") == graded
    assert 'aria-pressed="true"' in screen.part("review-moves-filter")
    screen.click(**{"data-cmd": "review-every"})
    assert screen.part("review-moves").count("data-move=") == worth


@pytest.mark.parametrize("language, played, better, preferred", [
    ("en", "You played {move}.", "Better: place a marble on {best}", "The computer's choice: place a marble on {best}"),
    ("fr", "Vous avez joué {move}.", "Mieux\u00a0: poser une bille en {best}",
     "Le choix de l'ordinateur\u00a0: poser une bille en {best}")])
def test_a_better_move_is_offered_as_advice_not_as_a_move_played(language, played, better, preferred):
    """Beside a move graded good, the computer's other choice is no "better": the two would contradict."""
    record = kulami_record()
    screen = Screen(language)
    screen.open("kulami", route_params(record))
    screen.until_done()
    shown = 0
    for move in [m for m in screen.review.result["moves"] if m["seat"] == 0 and m["best"] != m["move"]]:
        screen.click(**{"data-cmd": "review-at", "data-at": str(move["n"])})
        head = screen.part("review-position-head")
        words = better if move["grade"] != "good" else preferred
        assert played.format(move=move["move"]) in head and words.format(best=move["best"]) in head, head
        assert "Played" not in head and "Joué" not in head
        shown += 1
    assert shown


def test_a_game_with_hidden_hands_says_its_lines_are_each_players_own_estimate():
    screen = Screen()
    screen.open("kulami", route_params(kulami_record()))
    assert "graph-own" not in screen.part("app"), "one search gives both lines: they add up"
    state = core.load("clustered").new_game(3, 2)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    other = Screen(language="fr")
    other.open("clustered", route_params(state.record(["human", "ai-easy"])))
    assert "leur somme peut s'écarter de 100" in other.part("app")


def words_of(markup) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", str(markup)))


def fallen(grades: dict[int, str], done: bool = True) -> dict:
    """A review of seat 0's moves (even n) whose line rises to 80 % at move 2, then falls to 10 % by move 8."""
    line = [0.5, 0.6, 0.8, 0.7, 0.6, 0.5, 0.35, 0.2, 0.1, 0.15, 0.0]
    moves = [{"n": n, "seat": 0, "move": "a1", "best": "a1", "grade": grades.get(n, "good"), "drop": 0.0,
              "chance_before": line[n], "chance_after": line[n + 1]} for n in range(0, 10, 2)]
    return {"actions": 10, "seats": [0], "done": done, "moves": moves, "turning": [],
            "curve": [[c, 1 - c] for c in line]}


@pytest.mark.parametrize("language, says", [
    ("en", "Biggest fall: moves 3 to 10, 80% → 0%. No single move stands out"),
    ("fr", "Plus forte chute\u00a0: coups 3 à 10, 80\u202f% → 0\u202f%. Aucun coup ne ressort"),
])
def test_a_game_that_slipped_away_without_a_mistake_says_where_it_fell_most(language, says):
    t = Translator(language)
    words = words_of(review_view.summary(fallen({}), ["You", "Computer"], t))
    assert says in words
    band = re.search(r'<rect class="graph-fall" data-seat="0" x="([\d.]+)"[^>]*width="([\d.]+)"',
                     str(review_view.graph(fallen({}), ["You", "Computer"], t)))
    assert band and float(band.group(1)) == review_view.WIDTH * 2 / 10 and float(band.group(2)) == review_view.WIDTH * 8 / 10


def test_a_game_that_slipped_away_without_a_mistake_shows_the_moves_that_cost_most_and_better_ones():
    review = fallen({})
    for move, drop, best in zip(review["moves"], (0.0, 0.06, 0.09, 0.01, 0.05), ("a1", "c3", "d4", "a1", "e5")):
        move.update(drop=drop, best=best)
    assert review_view.costliest(review) == [2, 4, 8], "the three that cost most, at least 2 points each, in order"
    describe = lambda move, which: f"played {move[which]}"  # noqa: E731
    shown = str(review_view.costliest_moves(review, describe, Translator("en"), None))
    assert [a["data-turning"] for _, a in Elements(shown).found if "data-turning" in a] == ["2", "4", "8"]
    assert "Better: played c3" in shown and "Better: played e5" in shown and "grade-good" not in shown
    assert review_view.costliest(dict(review, turning=[4])) == [], "a turning point says it already"
    small = fallen({})
    assert review_view.costliest(small) == [], "no move cost 2 points: none is picked out"


def test_a_fall_with_a_mistake_in_it_does_not_say_that_no_move_stands_out():
    words = words_of(review_view.summary(fallen({4: "mistake"}), ["You", "Computer"], Translator("en")))
    assert "Biggest fall: moves 3 to 10" in words and "stands out" not in words


def test_no_fall_is_said_while_the_review_is_made_or_when_the_line_held():
    t = Translator("en")
    assert "Biggest fall" not in words_of(review_view.summary(fallen({}, done=False), ["You", "Computer"], t))
    held = dict(fallen({}), curve=[[0.5 + 0.01 * p, 0.5] for p in range(11)])
    assert "Biggest fall" not in words_of(review_view.summary(held, ["You", "Computer"], t))
    assert "graph-fall" not in str(review_view.graph(held, ["You", "Computer"], t))


def test_a_lost_games_fall_ends_where_the_line_came_near_its_low_not_at_the_last_move():
    line = [0.5, 0.6, 0.8, 0.5, 0.2, 0.04, 0.03, 0.02, 0.01, 0.0, 0.0]
    review = dict(fallen({}), curve=[[c, 1 - c] for c in line])
    assert review_view.biggest_fall(review, 0) == (2, 5)
    assert "moves 3 to 5, 80% → 4%" in words_of(review_view.summary(review, ["You", "Computer"], Translator("en")))


@pytest.mark.parametrize("said, kept", [("Vous avez joué d7.", "Vous avez joué\u00a0d7."),
                                        ("You played e7.", "You played\u00a0e7."),
                                        ("You passed.", "You passed.")])
def test_a_moves_short_last_word_never_goes_to_a_line_of_its_own(said, kept):
    assert review_view.short_tail(said) == kept


def test_the_same_position_opened_twice_from_a_link_is_kept_once():
    from web import play_route

    record = kulami_record()
    screen = Screen()
    saved = SavedGames(screen.saves, screen.notices, screen.page, screen.fake.window)
    first = play_route.from_route("kulami", route_params(record), saved)
    assert first.kept is None, "nothing kept yet: a game of its own"
    screen.saves.write("k1", first.state.record(first.seats), first.params)
    again = play_route.from_route("kulami", route_params(record), saved)
    assert again.kept == "k1" and again.state.record(again.seats)["actions"] == record["actions"]
    other = play_route.from_route("kulami", dict(route_params(record), moves=",".join(record["actions"][:-1])), saved)
    assert other.kept is None, "another position: a game of its own"
