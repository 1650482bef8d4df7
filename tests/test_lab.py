"""The agent lab's pure parts (web/lab_match.py) under CPython: the guide's view fields match each
game's typed view, the share link's code survives the trip, a match's record and a game's replay."""

from __future__ import annotations

import ast
import importlib
import json
import typing

import pytest

from game import arena, core
from web import lab_match, lab_words

GAMES = [entry for entry in core.REGISTRY if entry.available]


@pytest.mark.parametrize("entry", GAMES, ids=[e.id for e in GAMES])
def test_the_guide_lists_every_key_of_the_typed_view(entry):
    module = importlib.import_module(f"{entry.module}.view")
    view_class = next(value for name, value in vars(module).items() if name.endswith("View") and isinstance(value, type))
    names = [name for name, _, _ in lab_match.view_fields(entry.id)]
    assert names == list(typing.get_type_hints(view_class))
    state = core.load(entry.id).new_game(2, 2, {})
    assert set(names) == set(state.view(0))


@pytest.mark.parametrize("entry", GAMES, ids=[e.id for e in GAMES])
def test_the_guide_in_french_says_every_key_in_french(entry):
    notes = [note for _, _, note in lab_match.view_fields(entry.id) if note and not lab_words.is_value(note)]
    untranslated = [note for note in notes if lab_words.note(entry.id, note, "fr") == note]
    assert not untranslated, f"no French for: {untranslated}"
    assert all(lab_words.note(entry.id, note, "en") == note for note in notes), "English stays as the view says"
    assert lab_words.is_value('"kulami"') and not lab_words.is_value('"play"; quick play: "opening"'), \
        "a note that starts with a quoted value has words too"


def without_docstrings(code: str) -> str:
    tree = ast.parse(code)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body.pop(0)
    return ast.dump(tree)


@pytest.mark.parametrize("entry", GAMES, ids=[e.id for e in GAMES])
def test_the_starter_code_in_french_is_the_same_program_in_french_words(entry):
    english = lab_match.starter_code(entry.id)
    passages = lab_words.game_words(entry.id).STARTER + lab_words.STARTER_SHARED
    missing = [text[:40] for text, _ in passages if text not in english]
    assert not missing, f"passages no longer in the starter: {missing}"
    french = lab_words.starter(english, entry.id, "fr")
    assert all(text not in french for text, _ in passages), "every passage is said in French"
    assert "#" in french and french.count("#") == english.count("#")
    assert without_docstrings(french) == without_docstrings(english), "the same code"
    arena.load_choose(french)
    assert lab_words.starter(english, entry.id, "en") == english


@pytest.mark.parametrize("entry", GAMES, ids=[e.id for e in GAMES])
def test_the_starter_code_is_read_from_the_package(entry):
    code = lab_match.starter_code(entry.id)
    assert "def choose(view, legal, rng)" in code
    arena.load_choose(code)


@pytest.mark.parametrize("text", ["", "def choose(view, legal, rng):\n    return legal[0]  # é ✓\n", "x" * 20_000])
def test_shared_code_survives_the_link(text):
    token = lab_match.encode_code(text)
    assert all(c.isalnum() or c in "-_" for c in token)
    assert lab_match.decode_code(token) == text


@pytest.mark.parametrize("token", ["%%%", "abc", "eJzLSM3JyQcABiwCFQ"[:-3]])
def test_a_damaged_link_is_refused(token):
    with pytest.raises(ValueError):
        lab_match.decode_code(token)


def test_the_record_is_told_from_the_reader_side():
    results = [
        {"seat": 0, "scores": [30, 20], "points": 1.0},
        {"seat": 1, "scores": [30, 20], "points": 0.0},
        {"seat": 1, "scores": [25, 25], "points": 0.5},
        {"seat": 0, "forfeit": 0, "reason": "ValueError", "points": 0.0, "scores": [1, 2]},
        {"seat": 1, "forfeit": 1, "points": 0.0, "stopped": True},
    ]
    record = lab_match.tally(results)
    assert {k: record[k] for k in ("wins", "losses", "draws", "games")} == {"wins": 1, "losses": 3, "draws": 1, "games": 5}
    assert record["rate"] == pytest.approx(0.3)
    assert record["low"] < 0.3 < record["high"]
    assert record["mine"] == pytest.approx((30 + 20 + 25 + 1) / 4)


def test_a_game_of_the_match_opens_on_the_table_as_it_was_played():
    choose = arena.load_choose(lab_match.starter_code("kulami"))
    r = arena.play_one(("kulami", ["agent.py", "easy"], 5, 1, {}, 2, None),
                       made={0: lambda seed: arena.FileAgent(choose, seed)})
    result = {"seat": r.seats[0], "seed": r.game_seed, "actions": r.actions}
    params = lab_match.watch_params(result, "easy")
    assert params["seats"].split(",")[r.seats[0]] == "human"
    state = core.load("kulami").new_game(int(params["seed"]), 2, {})
    for move in params["moves"].split(","):
        state.apply(move)
    assert state.is_over and state.scores() == r.scores


def worker_glue() -> dict:
    """The Python that web/lab-worker.mjs runs in its Pyodide (a JS template literal), run here."""
    import re
    from pathlib import Path

    source = (Path(__file__).resolve().parent.parent / "web" / "lab-worker.mjs").read_text(encoding="utf-8")
    literal = re.search(r"const GLUE = `(.*?)`;", source, re.S).group(1)
    assert "${" not in literal
    namespace: dict = {}
    exec(literal.replace("\\\\", "\\"), namespace)
    return namespace


def test_the_worker_plays_a_game_and_keeps_what_the_code_printed():
    run_game = worker_glue()["run_game"]
    said: list[str] = []
    code = "print('hi')\ndef choose(view, legal, rng):\n    print(len(legal))\n    return legal[0]\n"
    result = json.loads(run_game("kulami", code, "random", 3, 1, 1.0, said.append))
    assert result["seat"] == 1 and result["forfeit"] is None and result["actions"]
    assert result["output"].startswith("hi\n")
    assert said[:2] == ["loading", "thought"], "the code's top level runs first, watched as a move is"
    assert said[2] == "thinking" and said.count("thinking") + 1 == said.count("thought")
    broken = json.loads(run_game("kulami", "def choose(:\n", "random", 3, 0, 1.0, said.append))
    assert broken["broken"].startswith("SyntaxError")
    assert lab_match.outcome(broken) == "loss"
    long = json.loads(run_game("kulami", "print('x' * 9000)\n" + code, "random", 3, 0, 1.0, said.append))
    assert long["output"].endswith("\n…") and len(long["output"]) < 4100


def test_a_forfeit_is_said_in_french_with_french_numbers():
    from web.i18n import Translator

    illegal = {"why": {"kind": "illegal", "move": "'z99'", "n": 49, "some": "a1, a2, ..."}, "reason": "illegal move 'z99'"}
    assert lab_match.reason_words(illegal, Translator("fr")) == "'z99' n'est pas un coup permis, aucun des 49 (a1, a2, ...)"
    slow = {"why": {"kind": "slow", "seconds": 1.25, "limit": 1.0}}
    assert lab_match.reason_words(slow, Translator("fr")) == "trop lent\u00a0: 1,25 s pour un coup, la limite est de 1 s"
    assert lab_match.reason_words({"reason": "stopped: …"}, Translator("fr")) == "stopped: …"
    assert lab_match.decimal(16.5, 1, "fr") == "16,5" and lab_match.share(0.64, "fr") == "64\u202f%"
    assert lab_match.decimal(16.5, 1, "en") == "16.5" and lab_match.share(0.64, "en") == "64%"


def test_the_worker_gives_a_forfeits_kind_to_be_said_in_the_pages_language():
    run_game = worker_glue()["run_game"]
    code = "def choose(view, legal, rng):\n    return 'z99'\n"
    result = json.loads(run_game("kulami", code, "random", 3, 0, 1.0, lambda what: None))
    assert result["why"]["kind"] == "illegal" and result["why"]["move"] == "'z99'" and result["why"]["n"] > 1


def test_a_choose_that_returns_nothing_is_told_it_returned_none_not_that_none_is_illegal():
    from web.i18n import Translator

    run_game = worker_glue()["run_game"]
    code = "def choose(view, legal, rng):\n    if len(legal) < 0:\n        return legal[0]\n"
    result = json.loads(run_game("kulami", code, "random", 3, 0, 1.0, lambda what: None))
    assert result["why"] == {"kind": "none"} and lab_match.outcome(result) == "loss"
    said = lab_match.reason_words(result, Translator("en"))
    assert said.startswith("choose returned None") and "return" in said.split(":", 1)[1]


def test_a_lab_game_opens_in_its_review_with_the_way_back_to_the_lab():
    params = lab_match.watch_params({"seat": 1, "seed": 7, "actions": ["a1"]}, "easy")
    assert params == {"seats": "ai-easy,human", "seed": "7", "moves": "a1", "lab": "1"}


def test_a_lab_game_against_random_is_reviewed_against_random_not_easy():
    from web.i18n import Translator
    from web.seats import seat_name
    from web.session import parse_seats

    params = lab_match.watch_params({"seat": 0, "seed": 7, "actions": ["a1"]}, "random")
    seats = parse_seats(params["seats"], 2)
    assert seats == ["human", "ai-random"]
    assert str(seat_name(1, seats, Translator("en"))) == "Computer (random)"


@pytest.mark.parametrize("entry", GAMES, ids=[e.id for e in GAMES])
def test_every_key_of_a_games_view_is_explained_in_the_labs_guide_in_both_languages(entry):
    from web import lab_words

    for name, _, note in lab_match.view_fields(entry.id):
        assert note or lab_words.COMMON.get(name), f"{entry.id}: the view's {name!r} has no words in the guide"
        if not note:  # the words every game's key shares, in French too
            assert lab_words.note(entry.id, lab_words.COMMON[name], "fr") != lab_words.COMMON[name], name


def test_a_forfeit_said_once_in_full_and_the_same_forfeit_after_it_points_back():
    from web.i18n import Translator
    from web.lab import LabRun

    match = LabRun.__new__(LabRun)  # its words only: no worker
    match.screen = type("S", (), {"page": type("P", (), {"t": Translator("en")})()})()
    match.level, match.game_id, match.window = "random", "kulami", None
    lost = {"seat": 0, "forfeit": 0, "points": 0.0, "scores": [0, 1], "reason": "KeyError: 'x'",
            "details": "Traceback ...\nKeyError: 'x'"}
    told: dict = {}
    first = str(match.game_item(dict(lost, index=0), told))
    second = str(match.game_item(dict(lost, index=1), told))
    assert "Lost because" in first and "Traceback" in first
    assert "Lost for the same reason as game 1." in second and "Traceback" not in second


def lab_run_in(language: str, level: str = "random"):
    from web.i18n import Translator
    from web.lab import LabRun

    match = LabRun.__new__(LabRun)  # its words only: no worker
    match.screen = type("S", (), {"page": type("P", (), {"t": Translator(language)})()})()
    match.level, match.game_id, match.window = level, "kulami", None
    match.failure, match.broken, match.running, match.stopped = "", None, False, False
    return match


def test_the_matchs_tally_agrees_with_each_count_in_french():
    match = lab_run_in("fr")
    match.total = 4
    match.results = [{"seat": 0, "forfeit": None, "points": points, "scores": [1, 1], "index": i}
                     for i, points in enumerate((0.0, 0.5))]
    text = str(match.markup())
    assert "0 gagnée, 1 perdue, 1 nulle" in text


def test_a_stopped_match_says_it_was_stopped_and_after_how_many_games():
    match = lab_run_in("en")
    match.total, match.results, match.stopped = 10, [], True
    assert "Stopped after 0 games of 10." in str(match.markup())
    match = lab_run_in("fr", "easy")
    match.total, match.running = 4, True
    match.results = [{"seat": 0, "forfeit": None, "points": 1.0, "scores": [2, 1], "index": 0}]
    assert "Parties contre l'ordinateur facile\u00a0: 1 sur 4" in str(match.markup())
    match.running, match.stopped = False, True
    assert "Arrêté après 1 partie sur 4." in str(match.markup())
