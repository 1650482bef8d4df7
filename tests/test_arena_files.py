"""The arena's file agents: ``python -m game.arena GAME --agents path/to/agent.py,hard`` loads
``choose(view, legal, rng)`` from the file; an agent that raises, names an illegal move or takes too
long loses that game (a forfeit), with the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import arena

FIRST_LEGAL = "def choose(view, legal, rng):\n    return legal[0]\n"


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_file_agent_plays_a_match_from_the_command_line(tmp_path, capsys):
    path = write(tmp_path, "first.py", FIRST_LEGAL)
    assert arena.main(["kulami", "--agents", f"{path},random", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert path in out
    assert "2 games" in out
    assert "forfeit" not in out


def test_the_agent_sees_only_its_seat_view_and_the_legal_moves(tmp_path):
    seen = []

    def choose(view, legal, rng):
        seen.append((view, legal))
        return rng.choice(legal)

    task = ("clustered", ["mine", "random"], 1, 0, {}, 2, None)
    result = arena.play_one(task, made={0: lambda seed: arena.FileAgent(choose, seed)})
    assert result.error is None and result.forfeit is None
    assert seen
    for view, legal in seen:
        assert legal == view["legal"] and legal
        assert view["hand"] is not None  # its own hand
        assert view["seat"] == result.seats[0]
    assert result.actions and len(result.actions) == result.moves


@pytest.mark.parametrize("body, reason", [
    ("    raise ValueError('no idea')\n", "ValueError: no idea"),
    ("    return 'nowhere'\n", "illegal move 'nowhere'"),
    ("    return None\n", "choose returned None: no move"),
])
def test_a_faulty_agent_forfeits_the_game(tmp_path, body, reason):
    path = write(tmp_path, "bad.py", "def choose(view, legal, rng):\n" + body)
    results = [arena.play_one(("kulami", [path, "random"], 1, i, {}, 2, None)) for i in range(2)]
    for r in results:
        assert r.error is None
        assert r.forfeit == r.seats[0]
        assert reason in r.reason
        assert r.winners == [r.seats[1]]
        assert r.points(0) == 0 and r.points(1) == 1
    if "raise" in body:
        assert "Traceback" in results[0].details and "bad.py" in results[0].details
    rows = arena.tally([path, "random"], results)
    assert (rows[0]["wins"], rows[0]["losses"]) == (0, 2)
    assert "lost by forfeit" in arena.summarise([path, "random"], results)


def test_a_slow_move_loses_under_a_time_limit(tmp_path, capsys):
    path = write(tmp_path, "slow.py", "import time\n\ndef choose(view, legal, rng):\n    time.sleep(0.05)\n"
                 "    return legal[0]\n")
    r = arena.play_one(("kulami", [path, "random"], 1, 0, {}, 2, 0.01))
    assert r.forfeit == r.seats[0] and "too slow" in r.reason
    arena.main(["kulami", "--agents", f"{path},random", "--games", "2", "--move-seconds", "0.01"])
    assert capsys.readouterr().out.count("forfeits: too slow") == 2


def test_a_file_that_is_missing_or_defines_no_choose_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit):
        arena.main(["kulami", "--agents", f"{tmp_path / 'missing.py'},random"])
    path = write(tmp_path, "nothing.py", "x = 1\n")
    with pytest.raises(SystemExit):
        arena.main(["kulami", "--agents", f"{path},random"])
    assert "defines no function choose" in capsys.readouterr().err
