"""La Guerre des Moutons at the table: the table as SVG (pan and zoom), the hand with both faces of
each tile, the out-of-turn prompt, stopping, the end screen (the setup form: setup.py).

Everything drawn comes from the viewer's view (``state.view(seat)``): the hand and the secret colour
shown are the viewer's own; the others are counts and the colours they revealed.

Moves (``docs/architecture.md``, "Interfaces others rely on"): a face of a tile in hand carries
``data-pick="tile:L3K:A2"`` (the tile, the face and a rotation that fits somewhere); once picked,
``data-pick="flip"`` / ``"rotate"`` / ``"rotate-back"`` turn it, the empty cells where it fits carry
``data-action="play:L3K/A2@1:0"`` and the others ``data-refuse`` (a click says which edge
disagrees). A hunter picked on its hunter face also offers ``cover:H-K@x:y`` on the uncovered
wolves. The "?" tile is ``data-pick="reveal:K"``, then cells carry ``reveal:K@x:y``. ``done`` (pass)
and ``stop`` (after a confirmation) are buttons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.guerre_des_moutons import meadows
from game.guerre_des_moutons.actions import parse_action, play
from game.guerre_des_moutons.state import COVERED, table_of
from game.guerre_des_moutons.table import neighbour as next_cell
from game.guerre_des_moutons.tiles import (
    FOREST,
    HUNTER,
    SIDES,
    TERRAIN_LETTERS,
    TILE_BY_ID,
    VILLAGE,
    WOLF,
    oriented,
)

from .. import controls, grid, pan
from ..controls import end_screen, game_log, hand_over, log_lines, score_head, table_section
from ..icons import icon
from .tiles import (
    back_svg,
    colour_name,
    colour_swatch,
    defs_svg,
    face_label,
    face_svg,
    sprite_svg,
)
from ..markup import Markup, h, join
from ..motion import piece
from ..good_move import attr
from ..seats import seat_name

if TYPE_CHECKING:
    from game.guerre_des_moutons.view import GuerreEvent, GuerreView

GAME_ID = "guerre-des-moutons"
CELL = 100  # one cell of the table in SVG units
HAND_FACE = 100
PACE_SECONDS = 0.45  # after the computer lays a tile, so a person sees it



# --- names ----------------------------------------------------------------------------------------


def colour_of(letter: str, t: Any) -> str:
    return colour_name(TERRAIN_LETTERS.index(letter), t.language)


def who(seat: int, seats: list[str], t: Any) -> str:
    """"You" / "Computer (hard)" against the computer; "Player 2" (and "· Computer (hard)") else."""
    if seats.count("human") == 1:
        return seat_name(seat, seats, t)
    player = t("seat.player", n=seat + 1)
    return player if seats[seat] == "human" else f"{player} · {seat_name(seat, seats, t)}"


def cell_xy(name: str) -> tuple[int, int]:
    x, y = name.split(":")
    return int(x), int(y)


# --- the table ------------------------------------------------------------------------------------


def table_screen(t: Any) -> Markup:
    return table_section(
        GAME_ID, "gdm", t,
        pan.board("gdm-board", t("gdm.table"), t),
        h("div", {"id": "prompt", "class": "gdm-prompt-area"}),
        h("div", {"id": "hand", "class": "hand-area"}),
        h("div", {"id": "enclosures", "class": "gdm-enclosures"}),
        lead=sprite_svg(),
        aside=game_log(t("gdm.log.title")),
    )  # fmt: skip


def attach(document: Any, window: Any) -> None:
    """Pan (drag) and zoom (wheel, pinch, buttons) on the table; the board is redrawn inside it."""
    pan.attach(document, window, min_scale=0.3)


def command(name: str, target: Any, session: Any, t: Any) -> str | bool | None:
    if name == "cancel":
        session.picked = None
        return True
    if name == "pick-first":
        return t("gdm.pick_first")
    return None


def pick(picked: str | None, what: str) -> str | None:
    """The new selection after a tap on ``what``: a face of a tile (``tile:L3K:A2``) or the "?" tile
    (``reveal:K``), turned by ``flip`` / ``rotate`` / ``rotate-back``; ``stop`` asks to confirm.
    Tapping the picked face again drops it."""
    if what in ("flip", "rotate", "rotate-back"):
        if not picked or not picked.startswith("tile:"):
            return picked
        _, tile, turn = picked.split(":")
        side, rotation = turn[0], int(turn[1])
        if what == "flip":
            side = "B" if side == "A" else "A"
        else:
            rotation = (rotation + (1 if what == "rotate" else 3)) % 4
        return f"tile:{tile}:{side}{rotation}"
    if what.startswith("tile:") and picked and picked.startswith("tile:"):
        return None if picked[:-1] == what[:-1] else what
    return None if picked == what else what


def picked_face(picked: str | None) -> tuple[str, int, int] | None:
    """``(tile id, side, rotation)`` of a picked tile face, else None."""
    if not picked or not picked.startswith("tile:"):
        return None
    parts = picked.split(":")
    if len(parts) != 3 or parts[1] not in TILE_BY_ID or len(parts[2]) != 2:
        return None
    side, rotation = parts[2][0], parts[2][1]
    if side not in SIDES or rotation not in "0123":
        return None
    return parts[1], SIDES.index(side), int(rotation)


def move_at(picked: str | None, cell: str) -> str | None:
    """The move a tap on an empty ``cell`` makes with the current pick."""
    face = picked_face(picked)
    if face is not None:
        tile, side, rotation = face
        return str(play(tile, side, rotation, cell_xy(cell)))
    if picked and picked.startswith("reveal:"):
        return f"{picked}@{cell}"
    return None


def table_parts(view: GuerreView, session: Any, t: Any, playable: bool = True) -> dict[str, Any]:
    """The parts of the table to redraw after a change, by element id (``playable`` is False while
    stepping through the game)."""
    live = playable and not session.thinking and view["seat"] is not None and view["to_move"] == view["seat"]
    if live:
        session.picked = turned_to_fit(view, session.picked)
    picked = session.picked if live else None
    board = Board(view)
    return {
        "status": status_text(view, session, t),
        "players": players(view, session, t),
        "table-pan": board.svg(session, t, picked, live),
        "enclosures": board.summary(t),
        "hint": hint_text(view, session, t, live),
        "prompt": prompt(view, session, t, live),
        "hand": hand(view, session, t, picked, live),
        "end": end_panel(view, session, t, board) if view["over"] else Markup(""),
        "log": log_items(view, session, t),
    }


# --- what happened -----------------------------------------------------------------------------------

SAID_IN_LOG = ("play", "reveal", "cover", "stop", "finish", "pass")  # "done", "no-extra": a question let go


def quiet_in_replay(move: str) -> bool:
    """A question let go changes nothing on the table: the replay steps over it."""
    return move.split(":")[0] not in SAID_IN_LOG


def log_items(view: GuerreView, session: Any, t: Any) -> Markup:
    """The last events the view keeps, in words: the newest turn first, so that its lines show
    without scrolling the panel, each turn's events in their order."""
    lines = [(event["turn"], event["what"], describe_event(event, who(event["seat"], session.seats, t), t))
             for event in view["log"] if event["what"] in SAID_IN_LOG]
    return log_lines(lines, lambda turn: t("gdm.log.turn", n=turn), t("gdm.log.empty"))


def since_last_turn(view: GuerreView, mover: int, seats: list[str], t: Any) -> tuple[str, list[str]]:
    """The hand-over's account of the others' moves (web/controls.py), from the log anyone sees."""
    events = [(event["seat"], event) for event in view["log"] if event["what"] in SAID_IN_LOG]
    return controls.since_last_turn(events, mover, lambda seat, event: describe_event(event, who(seat, seats, t), t), t)


def describe_event(event: GuerreEvent, name: str, t: Any) -> str:
    """One event of the log in words; ``name`` says who acted ("You", "Computer 2 (medium)")."""
    what = event["what"]
    if what == "finish":
        return t("gdm.log.finish", who=name, n=event["bonus"])
    if what == "pass":
        return t("gdm.log.pass", who=name)
    if what == "stop":
        return t("gdm.said.stop", who=name)
    tile, cell = event["tile"], event["cell"]
    move = {"play": f"play:{tile}/{event['side']}{event['rotation']}@{cell}", "reveal": f"reveal:{tile[2:3]}@{cell}",
            "cover": f"cover:{tile}@{cell}"}[what]  # fmt: skip
    return describe_move(event["seat"], move, t, name)


def status_text(view: GuerreView, session: Any, t: Any) -> str:
    seats = session.seats
    bag = t("gdm.bag", n=view["bag"])
    if view["over"]:
        return t("end.title")
    mover = view["to_move"]
    assert mover is not None  # someone is to move until the game is over
    turn_of = who(view["turn_seat"], seats, t)
    if not session.is_human(mover):
        # out of turn before someone else's turn; before its own, it is simply thinking
        key = "gdm.status.thinking_react" if view["phase"] != "turn" and view["turn_seat"] != mover else "play.thinking"
        return f"{t(key, who=who(mover, seats, t), turn=turn_of)} · {bag}"
    if session.awaiting_hand_over:
        return t("gdm.hand_over", who=who(mover, seats, t))
    if view["phase"] == "react" and view["turn_seat"] == mover:
        text = t("gdm.status.before_turn", who=who(mover, seats, t))
    elif view["phase"] == "react":
        text = t("gdm.status.react", who=who(mover, seats, t), turn=turn_of)
    elif view["phase"] == "extra":
        text = t("gdm.status.extra", who=who(mover, seats, t))
    elif seats.count("human") == 1:
        text = t("gdm.status.your_turn")
    else:
        text = t("gdm.status.to_play", who=who(mover, seats, t))
    return f"{text} · {bag}"


def players(view: GuerreView, session: Any, t: Any) -> Markup:
    rows = []
    for seat in range(view["players"]):
        current = view["to_move"] == seat
        size = view["hand_sizes"][seat]
        question = bool(view["secret_left"][seat]) and not view["over"]  # at the end every colour is shown instead
        facts: list[Any] = [t("gdm.tiles_in_hand", n=size + question)]  # the "?" tile too, as the hand counts it
        scores = view["scores"]  # at the end each card says its total first (a lesson's end has no result panel)
        if view["over"] and scores is not None:
            facts.insert(0, t("gdm.total", n=scores[seat]))
        backs = "" if view["seat"] == seat else h(
            "svg", {"class": "gdm-backs", "viewBox": f"0 0 {12 * min(size, 8) + 8} 20", "aria-hidden": "true"},
            *[back_svg(12 * i, 0, 20) for i in range(min(size, 8))])
        if question:
            facts.append(t("gdm.question_left"))
        if seat in view["finished"]:
            key = "gdm.stopped" if seat in view["stopped"] else "gdm.finished"
            facts.append(t(key, n=view["bonuses"][seat]))
        revealed = view["revealed"][seat]
        if view["over"] and view["colours_of"]:
            revealed = view["colours_of"][seat]
        swatches = [h("span", {"class": "gdm-colour", "data-colour": letter},
                      h("svg", {"class": "swatch", "viewBox": "0 0 20 20", "aria-hidden": "true"},
                        colour_swatch(TERRAIN_LETTERS.index(letter), 0, 0, 20)),
                      colour_of(letter, t)) for letter in revealed]  # fmt: skip
        mine = ""
        if view["seat"] == seat and view["colours"]:
            secret = [c for c in view["colours"] if c not in view["revealed"][seat]]
            if secret and not view["over"]:
                mine = h("span", {"class": "gdm-own-colour", "data-own-colour": ",".join(secret)},
                         t("gdm.your_colour", colour=", ".join(colour_of(c, t) for c in secret)))  # fmt: skip
        rows.append(h(
            "div", {"class": "player" + (" to-move" if current else "") + (" turn" if view["turn_seat"] == seat else ""),
                    "data-seat": seat, "aria-current": "true" if current else None},
            h("div", {},
              h("strong", {}, who(seat, session.seats, t)),
              h("span", {"class": "gdm-turn-mark"}, t("gdm.turn_mark", who=who(seat, session.seats, t)))
              if view["turn_seat"] == seat and not view["over"] else "",
              h("div", {"class": "meta"}, backs, " · ".join(map(str, facts)), " ", *swatches, " · " if mine else "", mine)),
        ))  # fmt: skip
    return join(*rows)


def hint_text(view: GuerreView, session: Any, t: Any, live: bool) -> str:
    if view["over"] or not live:
        return ""
    picked = session.picked
    if picked == "stop":
        return ""
    if picked_face(picked) is not None or (picked and picked.startswith("reveal:")):
        places = len(_cells_for(view, picked))
        return t("gdm.hint.places", n=places) if places else t("gdm.hint.nowhere")
    if view["phase"] == "react":
        key = "gdm.hint.before_turn" if view["turn_seat"] == view["seat"] else "gdm.hint.react"
        return t(key, what=out_of_turn(view["legal"], t))
    if view["legal"] == ["done", "stop"]:
        return t("gdm.hint.stuck")
    return t("gdm.hint.pick")


def _cells_for(view: GuerreView, picked: str | None) -> dict[str, str]:
    """The cells (and wolves, for a hunter) where the pick may go, with the move for each."""
    legal = set(view["legal"])
    found: dict[str, str] = {}
    face = picked_face(picked)
    if face is not None:
        for move in legal:
            if move.startswith(("play:", "cover:")):
                action = parse_action(move)
                if action.tile == face[0] and (action.verb == "cover" and face[1] == 0 or
                                               (action.side, action.rotation) == (face[1], _canonical(face))):
                    found[move.partition("@")[2]] = move
    elif picked and picked.startswith("reveal:"):
        for move in legal:
            if move.startswith(picked + "@"):
                found[move.partition("@")[2]] = move
    return found


def turned_to_fit(view: GuerreView, picked: str | None) -> str | None:
    """A face picked before the turn (``data-then-pick``, as drawn) turned the first way it fits now,
    if it fits only turned; else the pick as it is."""
    face = picked_face(picked)
    if face is None or _cells_for(view, picked):
        return picked
    fits = _places_by_face(view).get(face[:2])
    return f"tile:{face[0]}:{SIDES[face[1]]}{min(fits)}" if fits else picked


def _canonical(face: tuple[str, int, int]) -> int:
    return play(face[0], face[1], face[2], (0, 0)).rotation


# --- the hand, the prompt --------------------------------------------------------------------------


def _places_by_face(view: GuerreView) -> dict[tuple[str, int], dict[int, int]]:
    """For each (tile, side) of the legal moves: rotation -> how many cells."""
    found: dict[tuple[str, int], dict[int, int]] = {}
    for move in view["legal"]:
        if move.startswith("play:"):
            action = parse_action(move)
            by_rotation = found.setdefault((action.tile, action.side), {})
            by_rotation[action.rotation] = by_rotation.get(action.rotation, 0) + 1
        elif move.startswith("cover:"):
            action = parse_action(move)
            by_rotation = found.setdefault((action.tile, 0), {})
            by_rotation[0] = by_rotation.get(0, 0) + 1
    return found


def hand(view: GuerreView, session: Any, t: Any, picked: str | None, live: bool) -> Markup:
    """The viewer's hand (both faces of each tile), or the hand-over screen in hot-seat play."""
    if view["over"]:
        return Markup("")
    if session.awaiting_hand_over:
        mover = view["to_move"]
        assert mover is not None  # the hand-over is to the person to move
        return hand_over(mover, t("gdm.hand_over", who=who(mover, session.seats, t)), t("gdm.hand_over.text"),
                         t("gdm.hand_over.go", who=who(mover, session.seats, t)), since_last_turn(view, mover, session.seats, t))
    if view["hand"] is None:
        return Markup("")
    places = _places_by_face(view) if live else {}
    chosen = picked_face(picked)
    # the "?" tile first: the questions before a turn point to it, and a long hand scrolls in its box
    items = _question_tiles(view, picked, live, t)
    hinted = _hinted_turn(session)
    for_turn = view["phase"] == "react" and view["turn_seat"] == view["seat"]
    items += [_hand_tile(tile, places, chosen, live, t, hinted.get(tile), for_turn) for tile in view["hand"]]
    return h(
        "section", {"class": "hand gdm-hand", "aria-labelledby": "hand-title", "data-seat": view["seat"]},
        h("h2", {"id": "hand-title", "class": "hand-title"}, t("gdm.your_hand", n=len(items))),  # the "?" tile too
        h("div", {"class": "hand-cards gdm-hand-tiles", "role": "group", "aria-labelledby": "hand-title"}, *items),
    )  # fmt: skip


def _hinted_turn(session: Any) -> dict[str, tuple[str, int, int]]:
    """The hinted tile's face turned as the hint lays it, by tile: a tap on the marked face then lights
    the hinted cell (the face's first fitting turn otherwise)."""
    hint = getattr(session, "hint", None)
    move = str(hint["move"]) if hint else ""
    if not move.startswith("play:"):
        return {}
    try:
        action = parse_action(move)
    except ValueError:
        return {}
    return {action.tile: (action.tile, action.side, action.rotation)}


def _hand_tile(tile_id: str, places: dict, chosen: tuple[str, int, int] | None, live: bool, t: Any,
               hinted: tuple[str, int, int] | None = None, for_turn: bool = False) -> Markup:
    """A tile of the hand, both faces; the face ``chosen`` drawn turned as chosen, and, while nothing
    is chosen, the ``hinted`` face turned as the hint lays it (a tap picks it so). ``for_turn``:
    before the person's own turn, a face that has nothing to do now lets the question go and is
    picked for the turn (one tap, where "Go on to my turn" then the face took two)."""
    tile = TILE_BY_ID[tile_id]
    faces = []
    turned = chosen or hinted
    for side in (0, 1):
        rotation = turned[2] if turned and turned[:2] == (tile_id, side) else 0
        figure = tile[3] if side == 0 and tile[3] in (WOLF, HUNTER) else None
        face = oriented(tile, side, rotation)
        label = face_label(face, t.language, figure)
        fits = places.get((tile_id, side), {})
        attrs: dict[str, Any] = {"type": "button", "class": "gdm-hand-face", "data-tile": tile_id, "data-side": SIDES[side]}
        if live and fits:
            best = rotation if turned and turned[:2] == (tile_id, side) and rotation in fits else min(fits)
            on = bool(chosen and chosen[:2] == (tile_id, side))
            attrs.update({"data-pick": f"tile:{tile_id}:{SIDES[side]}{best}", "aria-pressed": "true" if on else "false",
                          "aria-label": t("gdm.pick_face", side=SIDES[side], face=label, n=sum(fits.values()))})
            if on:
                attrs["class"] += " picked"
        elif live and for_turn:
            attrs.update({"data-action": "done", "data-then-pick": f"tile:{tile_id}:{SIDES[side]}0",
                          "aria-label": t("gdm.face_for_turn", side=SIDES[side], face=label)})
        else:
            attrs.update({"aria-disabled": "true", "class": attrs["class"] + (" no-fit" if live else " idle"),
                          "aria-label": t("gdm.face_no_fit" if live else "gdm.face", side=SIDES[side], face=label)})
        faces.append(h("button", attrs, h("svg", {"viewBox": f"0 0 {HAND_FACE} {HAND_FACE}", "aria-hidden": "true"},
                                           face_svg(face, 0, 0, HAND_FACE, figure)),
                       h("span", {"class": "gdm-side", "aria-hidden": "true"}, SIDES[side])))  # fmt: skip
    return h("div", {"class": "gdm-hand-tile", "data-hand-tile": tile_id, **piece(f"tile-{tile_id}")}, *faces)


def _question_tiles(view: GuerreView, picked: str | None, live: bool, t: Any) -> list[Markup]:
    """The viewer's "?" tiles not yet revealed: their own colour, shown to them alone."""
    seat = view["seat"]
    assert seat is not None  # drawn with the hand, for its own seat only
    found = []
    for letter in view["colours"] or []:
        if letter in view["revealed"][seat]:
            continue
        colour = TERRAIN_LETTERS.index(letter)
        move = f"reveal:{letter}"
        can = live and any(m.startswith(move + "@") for m in view["legal"])
        attrs: dict[str, Any] = {"type": "button", "class": "gdm-hand-face gdm-question-tile", "data-colour": letter}
        name = colour_name(colour, t.language)
        if can:
            attrs.update({"data-pick": move, "aria-pressed": "true" if picked == move else "false",
                          "aria-label": t("gdm.pick_reveal", colour=name)})
            if picked == move:
                attrs["class"] += " picked"
        else:  # faded as a face that fits nowhere, while the person could play something else
            attrs.update({"aria-disabled": "true", "aria-label": t("gdm.question_tile", colour=name)})
            if live:
                attrs["class"] += " no-fit"
        found.append(h("div", {"class": "gdm-hand-tile", **piece(f"tile-Q-{letter}")},
                       h("button", attrs, h("svg", {"viewBox": f"0 0 {HAND_FACE} {HAND_FACE}", "aria-hidden": "true"},
                                             face_svg((colour,) * 4, 0, 0, HAND_FACE)),
                         h("span", {"class": "gdm-side", "aria-hidden": "true"}, "?"))))  # fmt: skip
    return found


def _turning_tools(chosen: tuple[str, int, int], t: Any) -> Markup:
    tile = TILE_BY_ID[chosen[0]]
    return h(
        "div", {"class": "gdm-turning", "role": "group", "aria-label": t("gdm.turning")},
        h("button", {"type": "button", "class": "button", "data-pick": "flip"}, t("gdm.flip")),
        h("button", {"type": "button", "class": "button", "data-pick": "rotate-back", "aria-label": t("gdm.rotate_back")}, icon("turn-back")),
        h("button", {"type": "button", "class": "button", "data-pick": "rotate", "aria-label": t("gdm.rotate")}, icon("turn")),
        h("button", {"type": "button", "class": "button", "data-cmd": "cancel"}, t("gdm.cancel")),
        h("span", {"class": "gdm-turning-face", "aria-hidden": "true"},
          h("svg", {"viewBox": "0 0 100 100"}, face_svg(oriented(tile, chosen[1], chosen[2]), 0, 0, 100,
                                                         tile[3] if chosen[1] == 0 and tile[3] in (WOLF, HUNTER) else None))),
    )  # fmt: skip


def out_of_turn(legal: list[str], t: Any, own: bool = False) -> str:
    """What the person may play before a turn, from the moves legal now: a wolf, a hunter (laid, or
    on a wolf), their "?" tile (``own``: before their own turn, said as revealing their colour)."""
    kinds = [("wolf", any(m.startswith("play:W-") for m in legal)),
             ("hunter", any(m.startswith(("play:H-", "cover:")) for m in legal)),
             ("reveal" if own else "question", any(m.startswith("reveal:") for m in legal))]
    named = [t(f"gdm.may.{kind}") for kind, can in kinds if can]
    if len(named) < 2:
        return "".join(named)
    return ", ".join(named[:-1]) + t("gdm.may.or") + named[-1]


def prompt(view: GuerreView, session: Any, t: Any, live: bool) -> Markup:
    """The out-of-turn prompt, passing when nothing fits, and stopping (with a confirmation)."""
    if view["over"] or not live:
        return Markup("")
    legal = view["legal"]
    parts: list[Any] = []
    if view["phase"] == "react" and view["turn_seat"] == view["seat"]:  # before one's own turn: in place
        parts.append(h("div", {"class": "gdm-prompt", "role": "group", "aria-labelledby": "react-title", "data-before-turn": view["seat"]},
                       h("p", {"id": "react-title"}, t("gdm.before_turn.title", what=out_of_turn(legal, t, own=True))),
                       h("button", {"type": "button", "class": "button primary", "data-action": "done"}, t("gdm.before_turn.go"))))  # fmt: skip
    elif view["phase"] == "react":  # the out-of-turn question: only for a wolf or hunter that fits
        parts.append(h("div", {"class": "gdm-prompt", "role": "group", "aria-labelledby": "react-title", "data-react": view["seat"]},
                       h("p", {"id": "react-title"}, t("gdm.react.title", turn=who(view["turn_seat"], session.seats, t),
                                                       what=out_of_turn(legal, t))),
                       h("button", {"type": "button", "class": "button primary", "data-action": "done"}, t("gdm.react.pass"))))  # fmt: skip
    if view["phase"] == "extra" and "done" in legal:
        parts.append(h("div", {"class": "gdm-prompt", "role": "group", "aria-labelledby": "extra-title", "data-extra": view["seat"]},
                       h("p", {"id": "extra-title"}, t("gdm.extra.title")),
                       h("button", {"type": "button", "class": "button", "data-action": "done"}, t("gdm.extra.decline"))))  # fmt: skip
    if view["phase"] == "turn" and "done" in legal:
        parts.append(h("button", {"type": "button", "class": "button primary", "data-action": "done"}, t("gdm.pass")))
    chosen = picked_face(session.picked)
    if chosen:  # a face picked: its turning tools, on the row Stop takes (the hand below keeps its size)
        parts.append(_turning_tools(chosen, t))
    elif "stop" in legal:
        if session.picked == "stop":
            bonus = (6, 3, 1)[len(view["finished"])] if len(view["finished"]) < 3 else 0
            parts.append(h("div", {"class": "gdm-confirm", "role": "alertdialog", "aria-labelledby": "stop-title"},
                           h("p", {"id": "stop-title"}, t("gdm.stop.confirm", n=bonus)),
                           h("button", {"type": "button", "class": "button danger", "data-action": "stop"}, t("gdm.stop.yes")),
                           h("button", {"type": "button", "class": "button", "data-pick": "stop"}, t("gdm.stop.no"))))  # fmt: skip
        else:
            parts.append(h("button", {"type": "button", "class": "button small gdm-stop", "data-pick": "stop"}, t("gdm.stop")))
    return h("div", {"class": "gdm-actions"}, *parts) if parts else Markup("")


# --- the board ------------------------------------------------------------------------------------


class Board:
    """The table of a view as SVG, with its meadows worked out once per drawing."""

    def __init__(self, view: GuerreView) -> None:
        self.view = view
        self.table, self.figures, self.covers, self.by, self.placed = table_of(view)
        self.faces = self.table.faces
        self.entries = {cell_xy(e[0]): e for e in view["table"]}
        spoiled = meadows.wolf_forest_triangles(self.faces, self.figures)
        self.spoiled = spoiled
        forests = [triangles for terrain, triangles in meadows.regions(self.faces) if terrain == FOREST]
        self.guarded = self._guarded_forests(forests)
        self.wolf_may_join = self._open_forests(forests)
        self.enclosures = [m for m in meadows.meadows(self.faces) if m.closed]

    def _guarded_forests(self, forests: list[tuple]) -> set:
        """The triangles of the forests a hunter laid as forest keeps wolves out of."""
        guards = {c for c, f in self.figures.items() if f == HUNTER and c not in self.covers}
        return {tri for triangles in forests if any(cell in guards for cell, _ in triangles) for tri in triangles}

    def _open_forests(self, forests: list[tuple]) -> set:
        """The triangles of the forests a wolf could still join: one of their triangles lies against
        an empty cell where an all-forest face fits."""
        wolf = (FOREST,) * 4

        def takes_a_wolf(cell: tuple[int, int]) -> bool:
            return cell not in self.faces and self.table.why_not(wolf, cell) is None

        return {tri for triangles in forests if any(takes_a_wolf(next_cell(c, d)) for c, d in triangles)
                for tri in triangles}  # fmt: skip

    def state_of(self, enclosure: meadows.Meadow) -> str:
        """``spoiled`` (a wolf's forest touches it), ``threatened`` (it touches a forest that
        no hunter guards and a wolf could still join) or ``safe``."""
        touching = {(cell, e) for cell, d in enclosure.triangles for e in ((d + 1) % 4, (d + 3) % 4)}
        forests = {tri for tri in touching if self.faces[tri[0]][tri[1]] == FOREST}
        if forests & self.spoiled:
            return "spoiled"
        if (forests - self.guarded) & self.wolf_may_join:
            return "threatened"
        return "safe"

    def counted(self) -> dict[tuple, int]:
        """At the end: each player's counted enclosure(s) -> the seat."""
        found: dict[tuple, int] = {}
        for seat, letters in enumerate(self.view["colours_of"] or []):
            for letter in letters:
                best = meadows.best_enclosure(self.faces, self.figures, TERRAIN_LETTERS.index(letter))
                if best is not None:
                    found[best.triangles] = seat
        return found

    def bounds(self, empty: list[tuple[int, int]]) -> tuple[int, int, int, int]:
        every = [*self.faces, *empty]
        xs, ys = [c[0] for c in every], [c[1] for c in every]
        return min(xs), min(ys), max(xs), max(ys)

    def svg(self, session: Any, t: Any, picked: str | None, live: bool) -> Markup:
        view = self.view
        empty = [] if view["over"] else sorted({next_cell(c, d) for c in self.faces for d in range(4)} - set(self.faces),
                                               key=lambda c: (c[1], c[0]))  # fmt: skip
        left, top, right, bottom = self.bounds(empty)
        at = lambda c: ((c[0] - left) * CELL, (c[1] - top) * CELL)  # noqa: E731
        targets = _cells_for(view, picked) if picked else {}
        latest, recent = _recent_cells(view)
        layers: list[Any] = [defs_svg()]
        for cell in empty:
            layers.append(self._slot(cell, at(cell), targets, picked, live, t))
        for cell in self.placed:
            layers.append(self._tile(cell, at(cell), targets, latest, recent, t))
        layers += self._outlines(at, session.seats, t)
        width, height = (right - left + 1) * CELL, (bottom - top + 1) * CELL
        return h("svg", {"viewBox": f"-10 -10 {width + 20} {height + 20}", "class": "gdm-table", "id": "table-svg",
                         "preserveAspectRatio": "xMidYMid meet"}, *layers)  # fmt: skip

    def _slot(self, cell: tuple[int, int], xy: tuple[float, float], targets: dict[str, str], picked: str | None,
              live: bool, t: Any) -> Markup:
        name = f"{cell[0]}:{cell[1]}"
        px, py = xy
        box = h("rect", {"class": "slot-box", "x": px + 4, "y": py + 4, "width": CELL - 8, "height": CELL - 8, "rx": 8})
        if name in targets:
            ghost = ""
            face = picked_face(picked)
            if face is not None:
                tile = TILE_BY_ID[face[0]]
                figure = tile[3] if face[1] == 0 and tile[3] in (WOLF, HUNTER) else None
                ghost = face_svg(oriented(tile, face[1], face[2]), px, py, CELL, figure, cls="ghost")
            elif picked and picked.startswith("reveal:"):
                ghost = face_svg((TERRAIN_LETTERS.index(picked[7]),) * 4, px, py, CELL, cls="ghost")
            return h("g", {"class": "cell slot playable", "data-action": targets[name], "data-hole": name, "role": "button",
                           "tabindex": -1, "aria-label": t("gdm.place_here", place=place(cell, t))}, box, ghost)  # fmt: skip
        move = move_at(picked, name) if live else None
        if move:
            return h("g", {"class": "cell slot refused", "data-refuse": move, "data-hole": name, "role": "button",
                           "tabindex": -1, "aria-label": t("gdm.empty", place=place(cell, t))}, box)  # fmt: skip
        attrs = {"class": "cell slot", "data-hole": name, "role": "button" if live else "img", "tabindex": -1,
                 "aria-label": t("gdm.empty", place=place(cell, t))}
        if live:
            attrs["data-cmd"] = "pick-first"
        return h("g", attrs, box)

    def _tile(self, cell: tuple[int, int], xy: tuple[float, float], targets: dict[str, str], latest: str | None,
              recent: dict[str, int], t: Any) -> Markup:
        name = f"{cell[0]}:{cell[1]}"
        entry = self.entries[cell]
        figure = entry[5]
        px, py = xy
        face = self.faces[cell]
        label = t("gdm.on_table", face=face_label(face, t.language, figure if figure != COVERED else "covered"), place=place(cell, t))
        if entry[4] is not None:
            label = t("gdm.laid_by", what=label, who=t("seat.player", n=entry[4] + 1))
        extra = []
        if name == latest:
            extra.append(h("rect", {"class": "latest-ring", "x": px + 2, "y": py + 2, "width": CELL - 4, "height": CELL - 4, "rx": 6}))
            label = t("gdm.latest", what=label)
        elif name in recent:
            extra.append(h("rect", {"class": "last-ring", "x": px + 3, "y": py + 3, "width": CELL - 6, "height": CELL - 6, "rx": 6}))
        attrs = {"class": "cell tile", "data-hole": name, "data-tile": entry[1], "role": "img", "tabindex": -1, "aria-label": label}
        if figure:
            attrs["data-figure"] = figure
        if name in targets:  # a hunter picked: the wolves it may cover
            attrs.update({"class": "cell tile playable", "data-action": targets[name], "role": "button",
                          "aria-label": t("gdm.cover_here", place=place(cell, t))})
        return h("g", attrs, h("g", piece(f"tile-{entry[1]}", enter="turn"), face_svg(face, px, py, CELL, figure)), *extra)

    def _outlines(self, at: Any, seats: list[str], t: Any) -> list[Markup]:
        counted = self.counted() if self.view["over"] else {}
        owner = lambda seat: seat_name(seat, seats, t, short=True)  # noqa: E731  # as the cards say, shorter
        marks = []
        for enclosure in self.enclosures:
            status = self.state_of(enclosure)
            seat = counted.get(enclosure.triangles)
            path, (cx, cy) = _outline(enclosure.triangles, at)
            letter = TERRAIN_LETTERS[enclosure.colour]
            cls = f"gdm-enclosure {status}" + (" counted" if seat is not None else "")
            badge = str(enclosure.sheep) if seat is None else t("gdm.badge", who=owner(seat), n=enclosure.sheep)
            if status == "spoiled" or status != "safe" and not self.view["over"]:  # once over, no wolf can come
                badge = "⚠ " + badge
            width = 26 + 12 * len(badge)  # bold 20 px: about 12 a character
            marks.append(h("g", {"class": cls, "data-enclosure": letter, "data-sheep": enclosure.sheep, "data-status": status,
                                 "data-counted": seat, "aria-hidden": "true"},
                           h("path", {"class": "gdm-outline", "d": path}),
                           h("rect", {"class": "gdm-count-box", "x": cx - width / 2, "y": cy - 15, "width": width, "height": 30, "rx": 15}),
                           h("text", {"class": "gdm-count", "x": cx, "y": cy + 7}, badge)))  # fmt: skip
        return marks

    def summary(self, t: Any) -> Markup:
        """The enclosures in words (for everyone, and for screen readers)."""
        if not self.enclosures:
            return Markup("")
        items = []
        for enclosure in sorted(self.enclosures, key=lambda m: (m.colour, -m.sheep)):
            status = self.state_of(enclosure)
            items.append(h("li", {"data-enclosure": TERRAIN_LETTERS[enclosure.colour], "data-status": status},
                           t(f"gdm.enclosure.{status}", colour=colour_name(enclosure.colour, t.language), n=enclosure.sheep)))
        return h("details", {"class": "gdm-enclosure-list"}, h("summary", {}, t("gdm.enclosures", n=len(items))), h("ul", {}, *items))


def _outline(triangles: tuple, at: Any) -> tuple[str, tuple[float, float]]:
    """The border of a set of triangles as a path (edges that only one of them has), and a point
    inside it for the count."""
    corners = ((0, 0), (2, 0), (2, 2), (0, 2))  # NW NE SE SW, in half cells
    seen: dict[frozenset, tuple] = {}
    counts: dict[frozenset, int] = {}
    centres = []
    for (x, y), d in triangles:
        a = (2 * x + corners[d][0], 2 * y + corners[d][1])
        b = (2 * x + corners[(d + 1) % 4][0], 2 * y + corners[(d + 1) % 4][1])
        c = (2 * x + 1, 2 * y + 1)
        centres.append(((a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3))
        for edge in ((a, b), (b, c), (c, a)):
            key = frozenset(edge)
            counts[key] = counts.get(key, 0) + 1
            seen[key] = edge
    ox, oy = at((0, 0))
    half = CELL / 2
    parts = []
    for key, n in counts.items():
        if n == 1:
            (x1, y1), (x2, y2) = seen[key]
            parts.append(f"M{ox + x1 * half:g} {oy + y1 * half:g}L{ox + x2 * half:g} {oy + y2 * half:g}")
    # the count sits on the triangle nearest the middle of the meadow
    mx = sum(p[0] for p in centres) / len(centres)
    my = sum(p[1] for p in centres) / len(centres)
    px, py = min(centres, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)
    return "".join(parts), (ox + px * half, oy + py * half)


def _recent_cells(view: GuerreView) -> tuple[str | None, dict[str, int]]:
    """The cell of the latest tile laid, and the other cells laid since the previous turn."""
    laid = [e for e in view["log"] if e["what"] in ("play", "reveal", "cover")]
    if not laid:
        return None, {}
    latest = laid[-1]["cell"]
    recent = {e["cell"]: e["seat"] for e in laid if e["turn"] >= view["turn"] - 1}
    return latest, recent


# --- the end ----------------------------------------------------------------------------------------


def _largest_enclosures(letters: list[str], board: Board, t: Any) -> str:
    """A player's largest valid enclosure in sheep, per colour when they own more than one."""
    parts = []
    for letter in letters:
        found = meadows.best_enclosure(board.faces, board.figures, TERRAIN_LETTERS.index(letter))
        sheep = t("gdm.end.sheep", n=found.sheep if found else 0)
        parts.append(sheep if len(letters) == 1 else t("gdm.end.colour_sheep", colour=colour_of(letter, t), sheep=sheep))
    return " + ".join(parts)


def end_panel(view: GuerreView, session: Any, t: Any, board: Board) -> Markup:
    scores, winners = view["scores"], view["winners"]
    assert scores is not None  # a view gives the scores once the game is over
    count = view["players"]
    names = [who(s, session.seats, t) for s in range(count)]
    if len(winners) > 1:
        result = t("gdm.end.shared", names=", ".join(names[s] for s in winners), n=scores[winners[0]])
    elif session.seats.count("human") == 1 and session.is_human(winners[0]):
        result = t("gdm.end.you_win", n=scores[winners[0]])
    else:
        result = t("gdm.end.wins", who=names[winners[0]], n=scores[winners[0]])
    colours = view["colours_of"] or [[] for _ in range(count)]
    best = [_largest_enclosures(colours[seat], board, t) for seat in range(count)]

    def row(label: str, values: list[Any], cls: str = "") -> Markup:
        return h("tr", {"class": cls or None}, h("th", {"scope": "row"}, label), *[h("td", {}, v) for v in values])

    rows = [
        row(t("gdm.end.colours"), [", ".join(colour_of(c, t) for c in colours[s]) for s in range(count)]),
        row(t("gdm.end.enclosure"), best),
        row(t("gdm.end.bonus"), [f"+{view['bonuses'][s]}" if view["bonuses"][s] else "0" for s in range(count)]),
        h("tr", {"class": "total"}, h("th", {"scope": "row"}, t("end.total")),
          *[h("td", {"data-total": s, "class": "winner" if s in winners else None}, scores[s]) for s in range(count)]),
    ]  # fmt: skip
    head = score_head(*names[:count])
    return end_screen(
        GAME_ID, t,
        h("p", {"class": "result"}, result),
        h("p", {"class": "note"}, t("gdm.end.outlined")),
        h("div", {"class": "breakdown-wrap"}, h("table", {"class": "breakdown"}, h("thead", {}, head), h("tbody", {}, *rows))),
    )  # fmt: skip


# --- pacing, keyboard, announcements, refusals ------------------------------------------------------


def hold(view: GuerreView, session: Any) -> tuple[float, bool]:
    """Pause before the computer's next action when its last one laid a tile, so a person sees it."""
    if view["over"] or session.is_human(view["to_move"]) or not view["log"]:
        return 0.0, False
    last = view["log"][-1]
    laid = last["what"] in ("play", "reveal", "cover") and not session.is_human(last["seat"])
    return (PACE_SECONDS, False) if laid else (0.0, False)


neighbour = grid.neighbour  # the arrow keys on the table


def public_move(view: GuerreView, data: dict[str, Any]) -> str:
    return str(data["move"])  # every move is public: the tile goes face up on the table


def describe_move(seat: int, move: str, t: Any, who: str) -> str:
    """The move in words, for screen readers (a pass in a reaction window says nothing); ``who``
    names the player as the table does ("You": the second person)."""
    try:
        action = parse_action(move)
    except ValueError:
        return ""
    if action.verb not in ("play", "reveal", "cover", "stop"):
        return ""
    return t(f"gdm.said.{action.verb}", who=who, **_move_words(action, t))


def suggest_move(seat: int, move: str, t: Any) -> str:
    """A move as something to do, for the review's better move."""
    try:
        action = parse_action(move)
    except ValueError:
        return move
    if action.verb not in ("play", "reveal", "cover", "stop", "done"):
        return move
    return t(f"gdm.suggest.{action.verb}", **_move_words(action, t))


def _move_words(action: Any, t: Any) -> dict[str, str]:
    """What an action's words name: its cell, and the face a tile lays (turned as it lies; a wolf's or
    hunter's name) or the colour a reveal shows."""
    words = {"place": place(action.cell, t)}
    if action.verb == "play":
        tile = TILE_BY_ID[action.tile]
        figure = tile[3] if action.side == 0 and tile[3] in (WOLF, HUNTER) else None
        words["face"] = face_label(oriented(tile, action.side, action.rotation), t.language, figure)
    elif action.verb == "reveal":
        words["colour"] = colour_name(TERRAIN_LETTERS.index(action.tile[2]), t.language)
    return words


def place(cell: tuple[int, int], t: Any) -> str:
    """Where ``cell`` lies, in words: "3 right and 2 up from the village square"."""
    return grid.place_words(cell, "gdm.square", t)


def after_pick(view: GuerreView, picked: str, t: Any) -> str:
    if picked == "stop":
        return t("gdm.stop.confirm", n="")
    return t("gdm.hint.places", n=len(_cells_for(view, picked)))


def explain(error: Any, t: Any) -> str | None:
    """Refusals in the player's words (the game's own reason words)."""
    key = f"gdm.illegal.{error.reason}"
    params = dict(error.params)
    if error.reason in ("edge-mismatch", "figure-not-in-forest") and "mine" in params:
        words = t("gdm.directions").split(",")
        params["edge"] = words[int(params["edge"])] if str(params.get("edge", "")).isdigit() else params.get("edge", "")
        params["mine"] = _terrain_word(params["mine"], t)
        params["theirs"] = _terrain_word(params["theirs"], t)
    elif error.reason in ("edge-mismatch", "figure-not-in-forest"):
        return None  # the engine's sentence, when it gives no terrains
    said = t(key, **params)
    return None if said == key else said


def _terrain_word(value: Any, t: Any) -> str:
    """A terrain in a refusal's sentence (French: with its partitive article, "de la forêt")."""
    from .tiles import terrain_name

    terrain = TERRAIN_LETTERS.index(value) if isinstance(value, str) and value in TERRAIN_LETTERS else int(value)
    name = terrain_name(terrain, t.language)
    if t.language != "fr":
        return name
    return {FOREST: "de la ", VILLAGE: "du "}.get(terrain, "des ") + name


def hint_marks(view: GuerreView, move: str) -> list[str]:
    """A hinted move on the table: the tile's face in hand (or the "?" tile) and its cell, else the button."""
    kind, _, rest = move.partition(":")
    what, at, cell = rest.partition("@")
    if kind == "play" and at:
        tile, _, face = what.partition("/")
        return [attr("data-tile", tile) + attr("data-side", face[:1]), attr("data-hole", cell)]
    if kind == "reveal" and at:
        return [attr("data-colour", what), attr("data-hole", cell)]
    return [attr("data-action", move) + ":not([data-then-pick])"]  # the button, not a tile that passes too
