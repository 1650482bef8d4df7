"""The agent lab's pure parts (web/lab.py draws the screen; docs/lab.md): a match's record from the
reader's side, the share link's code, the guide's view fields read from a game's typed view. No
browser import: tests/test_lab.py runs it under CPython."""

from __future__ import annotations

import base64
import math
import pkgutil
import re
import zlib
from typing import Any

from game import core

OPPONENTS = ("random", "easy", "medium", "hard")
GAME_COUNTS = (2, 4, 10, 20, 50)
MOVE_LIMIT = 1.0  # seconds a move of the reader's agent may take: a slower move loses the game
GRACE = 4.0  # seconds past the limit after which a move that has not returned is stopped (the worker ended)
CODE_KEY = "ludotheque.lab.{game}"  # the reader's code, per game (localStorage)
MAX_SHARED = 60_000  # characters of code a share link carries at most


def package_of(game_id: str) -> str:
    return core.entry(game_id).module or f"game.{game_id.replace('-', '_')}"


def starter_code(game_id: str) -> str:
    """The game's starter agent (``game/<package>/starter.py``, read from the wheel, not imported)."""
    data = pkgutil.get_data(package_of(game_id), "starter.py")
    return data.decode("utf-8") if data else "def choose(view, legal, rng):\n    return rng.choice(legal)\n"


def try_snippet(game_id: str) -> str:
    """Lines that try ``choose`` on a game's first position, in the editor's own run (py-editor's worker,
    which has the engine): the reader sees the move it picks before playing a match."""
    return ("import random\nfrom game import core\n\n"
            f'state = core.load("{game_id}").new_game(1, 2, {{}})\n'
            "view = state.view(state.to_move)\n"
            'print(choose(view, view["legal"], random.Random(1)))\n')


def view_fields(game_id: str) -> list[tuple[str, str, str]]:
    """The keys of the game's view as its typed view declares them (``game/<package>/view.py``, read as
    text, not imported): (name, type, the comment beside it), in order."""
    data = pkgutil.get_data(package_of(game_id), "view.py")
    return parse_view_fields(data.decode("utf-8") if data else "")


def parse_view_fields(source: str) -> list[tuple[str, str, str]]:
    """The fields of the class ``...View(TypedDict)`` in a view module's source."""
    fields: list[tuple[str, str, str]] = []
    inside = False
    for line in source.splitlines():
        if re.match(r"class \w+View\(TypedDict\):", line):
            inside = True
            continue
        if inside:
            if line and not line.startswith(" "):
                break
            found = re.match(r"    (\w+): ([^#]+?)\s*(?:#\s*(.*))?$", line)
            if found:
                fields.append((found.group(1), found.group(2), found.group(3) or ""))
    return fields


def encode_code(text: str) -> str:
    """Code for a link's fragment: compressed, base64url, no padding."""
    packed = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode_code(token: str) -> str:
    """The code a link carries (ValueError when the link is damaged)."""
    if not re.fullmatch(r"[A-Za-z0-9_-]+", token):
        raise ValueError("the code in this link is damaged")
    try:
        packed = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        inflate = zlib.decompressobj()
        text = inflate.decompress(packed, MAX_SHARED * 4).decode("utf-8")
    except (ValueError, zlib.error, UnicodeDecodeError) as error:
        raise ValueError(f"the code in this link is damaged ({error})") from error
    if not inflate.eof:
        raise ValueError("the code in this link is cut short")
    return text


def decimal(value: float, digits: int, language: str) -> str:
    """A number as the language writes it: 1.5 in English, 1,5 in French."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if language == "fr" else text


def share(value: float, language: str) -> str:
    """A rate as a percentage, as the language writes it: 64% in English, 64 % in French."""
    return f"{value:.0%}".replace("%", "\u202f%") if language == "fr" else f"{value:.0%}"


WHY = ("raised", "illegal", "none", "slow")  # the kinds of a forfeit's reason the page says itself (game.arena's ``why``)


def reason_words(result: dict[str, Any], t: Any) -> str:
    """Why the reader's agent lost a game, in the page's language: the worker's ``why`` said anew,
    else its reason as the engine wrote it."""
    why = result.get("why")
    if isinstance(why, dict) and why.get("kind") in WHY:
        values = {k: v for k, v in why.items() if k != "kind"}
        for name in ("seconds", "limit"):
            if isinstance(values.get(name), (int, float)):
                values[name] = decimal(float(values[name]), 2 if name == "seconds" else 1, t.language).rstrip("0").rstrip(",.")
        return t(f"lab.why.{why['kind']}", **values)
    return str(result.get("reason") or result.get("broken") or "")


def outcome(result: dict[str, Any]) -> str:
    """"win", "loss" or "draw" from the reader's side (a game its agent forfeited, or that stopped, is lost)."""
    if result.get("broken") or result.get("forfeit") is not None and result.get("forfeit") == result.get("seat"):
        return "loss"
    points = float(result.get("points", 0.0))
    return "win" if points >= 1.0 else "loss" if points <= 0.0 else "draw"


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of the score rate (game.arena's, without importing it)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def tally(results: list[dict[str, Any]]) -> dict[str, Any]:
    """The match so far, from the reader's side: wins, losses, draws, games (the data-result), the score
    rate (a draw a half) with its 95% interval, and the mean scores of each side."""
    kinds = [outcome(r) for r in results]
    wins, losses, draws = kinds.count("win"), kinds.count("loss"), kinds.count("draw")
    n = len(results)
    points = wins + 0.5 * draws
    low, high = wilson(points, n)
    mine = [r["scores"][r["seat"]] for r in results if r.get("scores") and r.get("seat") is not None]
    theirs = [s for r in results if r.get("scores") and r.get("seat") is not None
              for i, s in enumerate(r["scores"]) if i != r["seat"]]
    return {"wins": wins, "losses": losses, "draws": draws, "games": n,
            "rate": points / n if n else 0.0, "low": low, "high": high,
            "mine": sum(mine) / len(mine) if mine else 0.0, "theirs": sum(theirs) / len(theirs) if theirs else 0.0}


def watch_params(result: dict[str, Any], level: str) -> dict[str, str] | None:
    """The review route's settings that open the game (``lab=1``: the reader's agent sits in the
    "human" seat, named as theirs, its moves graded, the way back to the lab); None for a game that
    has no moves to show."""
    if not result.get("actions") or result.get("seed") is None:
        return None
    seat = int(result.get("seat") or 0)
    other = f"ai-{level}"  # "ai-random" too: the opponent it really was (web/session.py ROUTE_LEVELS)
    seats = [other, other]
    seats[seat] = "human"
    return {"seats": ",".join(seats), "seed": str(result["seed"]), "moves": ",".join(result["actions"]), "lab": "1"}
