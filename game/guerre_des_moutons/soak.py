"""La Guerre des Moutons's invariants for the soak: ``check(state)`` after every action.

Written from ``docs/rules/guerre-des-moutons.md`` (and its rulings), not from the
engine's code. The state's attributes are read (table, hands, bag, colours, figures, finishing
order), but what they must equal is worked out here, with the spec's own tile table:

1. **Tiles conserved.** The 68 bag tiles lie exactly once in the bag, a hand, on the table or on
   top of a wolf; the village square lies on 0:0 only; a "?" tile lies on the table only once its
   colour is revealed, laid by the player it was dealt to; markers are never in play. Each seat
   holds one colour (two in the bicolour variant), none shared.
2. **The table.** Every placed face is the spec's face of its tile turned as recorded; every edge
   two placed tiles share has the same terrain on both sides; every tile touches one laid before
   it; wolves and hunters stand only on the figure faces of their tiles, covers only on wolves.
3. **A shadow game.** The record's actions are replayed by the spec's rules over what their text
   shows: where each tile goes (the edge rule, the first tile against a village triangle, no wolf
   joining a forest guarded by a hunter), what may be played out of turn (reveals, wolves,
   hunters), the multi-draw (one tile per placed neighbour, as long as the bag lasts) and so the
   hand sizes and the bag's count, who finishes and in which order. The shadow must equal the state.
4. **Scores recounted.** Meadows found by a flood fill over the triangles of the table; each
   seat's score is its largest valid enclosure of each of its colours plus its finishing bonus
   (6, 3, 1); once over, the winners are the best totals, ties parted by the next-largest enclosures.
5. **The end.** The game is over only when every player has finished or no one left can play.
6. **Views.** The bag's count, hand sizes, revealed colours and the table as everyone sees them;
   one's own hand and colours only; no tile of another hand or of the bag named in a view.

The shadow is kept per state object and advanced one action at a time (the scores are recounted
only when the table changes); a state met for the first time is replayed from its record.
"""

from __future__ import annotations

import json
import re
import weakref
from typing import Any

from .. import core
from .tiles import TERRAIN_LETTERS

# --- the tiles (spec, "Tiles") --------------------------------------------------------------------

COLOUR_LETTERS = "KYRB"  # black, yellow, red, blue: c0..c3 of the first colour rotation
SPEC_BASE_TILES = """
1  | c0 c0 c0 c0 | c1 c1 c2 c2
2  | c0 c0 c1 c1 | c2 c2 c3 c3
3  | c0 c1 c0 c1 | c0 c0 c0 c2
4  | c0 c0 c0 c1 | c1 c1 c1 c3
5  | c0 c0 c1 c2 | c3 c3 c0 c0
6  | V V c0 c0   | F F c1 c1
7  | V c0 c0 c0  | F c2 c2 c2
8  | V V V c0    | F F F c3
9  | V c0 V c1   | F c0 c0 c1
10 | V V c0 c1   | c2 c2 c3 c0
11 | F F c0 c0   | c1 c2 c1 c2
12 | F c0 c0 c0  | V c1 c1 c1
13 | F c0 F c0   | V V c2 c2
14 | c0 c0 c1 c1 | F F c2 c3
15 | V c0 c0 c1  | c3 c3 c3 c3
"""


def _spec_tiles() -> dict[str, tuple[str | None, str | None]]:
    """Tile id -> (face A, face B) as 4 letters N E S W (None: never played)."""
    tiles: dict[str, tuple[str | None, str | None]] = {"V": ("VVVV", "VVVV")}
    for line in SPEC_BASE_TILES.strip().splitlines():
        number, a, b = (part.split() for part in line.split("|"))
        for shift, first in enumerate(COLOUR_LETTERS):
            face = lambda words: "".join(  # noqa: E731
                COLOUR_LETTERS[(int(w[1]) + shift) % 4] if w.startswith("c") else w for w in words
            )
            tiles[f"L{number[0]}{first}"] = (face(a), face(b))
    for c in COLOUR_LETTERS:
        tiles[f"W-{c}"] = ("FFFF", c * 4)  # the wolf on face A
        tiles[f"H-{c}"] = ("FFFF", c * 4)  # the hunter on face A
        tiles[f"Q-{c}"] = (None, c * 4)  # "?" / shepherd
        tiles[f"M-{c}"] = (None, None)  # markers
    return tiles


SPEC_TILES = _spec_tiles()
BAG = sorted(t for t in SPEC_TILES if t[0] in "LWH")  # 60 landscapes, 4 wolves, 4 hunters
assert len(BAG) == 68
HAND_SIZE = 4
BONUSES = (6, 3, 1)
OPPOSITE = (2, 3, 0, 1)
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N E S W; y grows downwards
ORIGIN = (0, 0)
# Anything in a view's text that reads as a tile's name (L1K .. L15B, W-Y, H-R, Q-K), wherever it stands.
# (The lookahead on the first letter only spares the lookbehind at every other character: twice as fast.)
TILE_NAME = re.compile(r"(?=[LWHQ])(?<![A-Za-z0-9-])(L[0-9]{1,2}[A-Z]|[WHQ]-[A-Z])(?![A-Za-z0-9])")
WOLF, HUNTER, COVERED = "wolf", "hunter", "covered"


def turned(face: str, rotation: int) -> str:
    """One quarter turn clockwise brings the north triangle to the east."""
    return "".join(face[(d - rotation) % 4] for d in range(4))


def neighbour(cell, d):
    return (cell[0] + STEP[d][0], cell[1] + STEP[d][1])


def parse_cell(text: str):
    x, y = text.split(":")
    return (int(x), int(y))


# --- meadows and scores (spec, "Wolves and hunters", "Enclosures and scoring") --------------------


def regions(faces: dict) -> list[tuple[str, list]]:
    """Every connected set of triangles of one terrain, joined on a face (touching triangles) and
    across edges: ``(terrain letter, [(cell, direction), ...])``."""
    seen: set = set()
    found = []
    for cell, face in faces.items():
        for d in range(4):
            if (cell, d) in seen:
                continue
            terrain = face[d]
            seen.add((cell, d))
            stack, members = [(cell, d)], []
            while stack:
                c, e = stack.pop()
                members.append((c, e))
                f = faces[c]
                joined = [(c, k) for k in ((e + 1) % 4, (e + 3) % 4) if f[k] == terrain]
                other = neighbour(c, e)
                g = faces.get(other)
                if g is not None and g[OPPOSITE[e]] == terrain:
                    joined.append((other, OPPOSITE[e]))
                for t in joined:
                    if t not in seen:
                        seen.add(t)
                        stack.append(t)
            found.append((terrain, members))
    return found


def valid_enclosure_sizes(faces: dict, figures: dict) -> dict[str, list[int]]:
    """Colour letter -> sizes of its valid enclosures, largest first. An enclosure is a meadow none
    of whose triangles faces an empty cell; it is valid unless a triangle touches, on its face, a
    forest triangle of a forest holding an uncovered wolf."""
    found = regions(faces)
    spoiled = set()
    for terrain, members in found:
        if terrain == "F" and any(figures.get(c) == WOLF for c, _ in members):
            spoiled.update(members)
    sizes: dict[str, list[int]] = {c: [] for c in COLOUR_LETTERS}
    for terrain, members in found:
        if terrain not in COLOUR_LETTERS:
            continue
        if any(neighbour(c, e) not in faces for c, e in members):
            continue  # not closed
        if any((c, k) in spoiled for c, e in members for k in ((e + 1) % 4, (e + 3) % 4)):
            continue  # a wolf's forest touches it
        sizes[terrain].append(len(members))
    for counted in sizes.values():
        counted.sort(reverse=True)
    return sizes


# --- the shadow game ------------------------------------------------------------------------------


class Broken(AssertionError):
    pass


class Shadow:
    """The table, hand sizes, bag count and finishing order replayed by the spec's rules."""

    def __init__(self, players: int) -> None:
        self.faces = {ORIGIN: "VVVV"}
        self.tiles = {ORIGIN: "V"}
        self.orients = {ORIGIN: (0, 0)}
        self.placed = [ORIGIN]
        self.by: dict = {}
        self.figures: dict = {}  # cell -> wolf, hunter (laid as a forest tile) or covered
        self.covers: dict = {}  # cell -> the hunter laid on its wolf
        self.hands = [HAND_SIZE] * players
        self.bag = len(BAG) - HAND_SIZE * players
        self.revealed: list[list[str]] = [[] for _ in range(players)]
        self.finished: list[int] = []
        self.stopped: list[int] = []
        self.texts: list[str] = []
        self.next: tuple[int | None, str] = (None, "")  # who moved next, in which phase, when last seen
        self._counted: tuple | None = None  # (table key, enclosure sizes)

    def play(self, text: str, seat: int, phase: str, colours: list[str]) -> None:
        try:
            self._play(text, seat, phase, colours)
        except Broken as error:
            raise Broken(f"move {len(self.texts) + 1} ({text}, seat {seat}) breaks a rule: {error}") from None
        self.texts.append(text)

    def _play(self, text: str, seat: int, phase: str, colours: list[str]) -> None:
        if seat in self.finished:
            raise Broken("a player who finished plays no more")
        if text in ("done", "stop"):
            if text == "stop":
                if phase != "turn":
                    raise Broken("a player stops in their own turn")
                self.stopped.append(seat)
                self._finish(seat)
            return  # done in the extra phase declines the reveal's extra tile (it is optional)
        verb, _, rest = text.partition(":")
        what, _, where = rest.partition("@")
        cell = parse_cell(where)
        if verb == "cover":
            self._cover(seat, what, cell)
        elif verb == "reveal":
            if phase != "react" or what not in colours or what in self.revealed[seat]:
                raise Broken(f"no reveal of {what} here (phase {phase}, colours {colours})")
            self.revealed[seat].append(what)
            self._place(seat, f"Q-{what}", 1, 0, cell)
        elif verb == "play":
            tile, _, how = what.partition("/")
            side, rotation = "AB".index(how[0]), int(how[1])
            if phase == "react" and not (tile[0] in "WH" and side == 0):
                raise Broken("out of turn only wolves, hunters and reveals are played")
            self._place(seat, tile, side, rotation, cell)
            self.hands[seat] -= 1
        else:
            raise Broken(f"unknown action {text!r}")
        self._draw(seat, cell)
        question_held = any(c not in self.revealed[seat] for c in colours)  # an unrevealed "?" is a tile held
        if self.hands[seat] == 0 and self.bag == 0 and not question_held:
            self._finish(seat)  # laid their last tile

    def _touching(self, cell) -> list[int]:
        return [d for d in range(4) if neighbour(cell, d) in self.faces]

    def _place(self, seat: int, tile: str, side: int, rotation: int, cell) -> None:
        face = turned(SPEC_TILES[tile][side], rotation)  # type: ignore[arg-type]  # a face that is played
        touching = self._touching(cell)
        if cell in self.faces or not touching:
            raise Broken(f"{cell} is taken or touches no tile")
        if len(self.faces) == 1 and not any(face[d] == "V" for d in touching):
            raise Broken("the first tile touches the village square with a village triangle")
        for d in touching:
            theirs = self.faces[neighbour(cell, d)][OPPOSITE[d]]
            if face[d] != theirs:
                raise Broken(f"edge {'NESW'[d]}: {face[d]} against {theirs}")
        self.faces[cell], self.tiles[cell], self.orients[cell] = face, tile, (side, rotation)
        self.placed.append(cell)
        self.by[cell] = seat
        if side == 0 and tile[0] in "WH":
            self.figures[cell] = WOLF if tile[0] == "W" else HUNTER
            if tile[0] == "W" and self._guarded(cell):
                raise Broken("a wolf may not join a forest where a hunter was laid as a forest tile")

    def _guarded(self, cell) -> bool:
        """Whether the forest of the (wolf) tile on ``cell`` holds a hunter laid as forest."""
        for terrain, members in regions(self._forest_around(cell)):
            if (cell, 0) in members:
                return any(self.figures.get(c) == HUNTER for c, _ in members)
        return False

    def _forest_around(self, cell) -> dict:
        """The faces of the tiles linked to ``cell`` through forest (enough to find its forest)."""
        linked, stack = {cell}, [cell]
        while stack:
            c = stack.pop()
            for d in range(4):
                other = neighbour(c, d)
                if other not in linked and self.faces[c][d] == "F" and self.faces.get(other, "____")[OPPOSITE[d]] == "F":
                    linked.add(other)
                    stack.append(other)
        return {c: self.faces[c] for c in linked}

    def _cover(self, seat: int, hunter: str, cell) -> None:
        if hunter[0] != "H" or self.figures.get(cell) != WOLF:
            raise Broken(f"{hunter} does not cover a wolf on {cell}")
        self.figures[cell], self.covers[cell] = COVERED, hunter
        self.hands[seat] -= 1

    def _draw(self, seat: int, cell) -> None:
        """Multi-draw: one tile per placed tile around the cell (ruling 5: a cover too)."""
        count = min(len(self._touching(cell)), self.bag)
        self.bag -= count
        self.hands[seat] += count

    def _finish(self, seat: int) -> None:
        if seat not in self.finished:
            self.finished.append(seat)

    def bonus(self, seat: int) -> int:
        rank = self.finished.index(seat) if seat in self.finished else len(BONUSES)
        return BONUSES[rank] if rank < len(BONUSES) else 0

    def enclosures(self) -> dict[str, list[int]]:
        """The valid enclosure sizes per colour, recounted when the table changed."""
        key = (len(self.placed), len(self.covers))
        if self._counted is None or self._counted[0] != key:
            uncovered = {c: WOLF for c, f in self.figures.items() if f == WOLF}
            self._counted = (key, valid_enclosure_sizes(self.faces, uncovered))
        return self._counted[1]


_SHADOWS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _letters(colours) -> list[str]:
    return [TERRAIN_LETTERS[c] for c in colours]


def shadow_of(state: Any) -> Shadow:
    """The shadow of ``state``'s history: the one kept for this state object advanced by its last
    action, else one replayed from the record (the engine replaying it says who moved when)."""
    shadow = _SHADOWS.pop(state, None)
    history = state.history
    done = 0 if shadow is None else len(shadow.texts)
    if shadow is not None and len(history) == done + 1 and (not done or str(history[done - 1]) == shadow.texts[-1]):
        seat, phase = shadow.next
        shadow.play(str(history[-1]), seat, phase, _letters(state.colours[seat]))
    elif shadow is None or len(history) != done or (done and str(history[-1]) != shadow.texts[-1]):
        shadow = Shadow(state.players)
        replay: Any = core.load(state.info.id).new_game(state.seed, state.players, state.options)
        for number, action in enumerate(history, 1):
            seat = replay.to_move
            if seat is None:
                raise AssertionError(f"the record goes on after the end, at move {number}")
            shadow.play(str(action), seat, replay.phase, _letters(state.colours[seat]))
            try:
                replay.apply(str(action))
            except ValueError as error:
                raise AssertionError(f"the record does not replay: move {number} ({action}): {error}") from None
    shadow.next = (state.to_move, state.phase)
    _SHADOWS[state] = shadow
    return shadow


# --- the checks -----------------------------------------------------------------------------------


def face_letters(face) -> str:
    return "".join(TERRAIN_LETTERS[t] for t in face)


def check_tiles(state: Any) -> None:
    """Every bag tile once; the village square, "?" tiles and markers where they may be."""
    table = state.table.tiles
    places = [("the bag", t) for t in state.bag]
    places += [(f"seat {s}'s hand", t) for s, hand in enumerate(state.hands) for t in hand]
    places += [(f"the table at {c}", t) for c, t in table.items() if t[0] in "LWH"]
    places += [(f"the wolf at {c}", t) for c, t in state.covers.items()]
    found = sorted(t for _, t in places)
    if found != BAG:
        seen: dict[str, list[str]] = {}
        for where, t in places:
            seen.setdefault(t, []).append(where)
        twice = {t: w for t, w in seen.items() if len(w) > 1 or t not in SPEC_TILES or t[0] not in "LWH"}
        missing = sorted(set(BAG) - set(seen))
        raise AssertionError(f"the bag tiles are not conserved: missing {missing}, misplaced or doubled {twice}")
    assert [c for c, t in table.items() if t == "V"] == [ORIGIN], "the village square is not (only) on 0:0"
    per_seat = 2 if state.options.get("bicolour") else 1
    dealt = [c for colours in state.colours for c in colours]
    assert len(dealt) == len(set(dealt)) and all(len(c) == per_seat for c in state.colours), f"colours dealt {state.colours}"
    for seat in range(state.players):
        assert set(state.revealed[seat]) <= set(state.colours[seat]), f"seat {seat} revealed {state.revealed[seat]}"
    questions = {t[2]: c for c, t in table.items() if t[0] == "Q"}
    revealed = {TERRAIN_LETTERS[c]: s for s, r in enumerate(state.revealed) for c in r}
    assert set(questions) == set(revealed), f'"?" tiles on the table {sorted(questions)}, colours revealed {sorted(revealed)}'
    for letter, cell in questions.items():
        assert state.by.get(cell) == revealed[letter], f"Q-{letter} on {cell} was laid by seat {state.by.get(cell)}"


def check_table(state: Any) -> None:
    """Faces as the spec's tiles turned; every shared edge matching; every tile touching an earlier
    one; figures on figure faces only, covers on wolves only."""
    faces, tiles, orients = state.table.faces, state.table.tiles, state.table.orients
    assert list(state.placed) and state.placed[0] == ORIGIN and set(state.placed) == set(faces), "placed cells and table differ"
    letters = {}
    for cell in faces:
        side, rotation = orients[cell]
        spec = SPEC_TILES[tiles[cell]][side]
        letters[cell] = face_letters(faces[cell])
        assert spec is not None and letters[cell] == turned(spec, rotation), (
            f"{cell} shows {letters[cell]}, but {tiles[cell]} face {'AB'[side]} turned {rotation} is {spec and turned(spec, rotation)}"
        )
    for cell, face in letters.items():
        for d in (1, 2):  # east and south: each shared edge once
            other = letters.get(neighbour(cell, d))
            assert other is None or face[d] == other[OPPOSITE[d]], (
                f"the edge between {cell} and {neighbour(cell, d)}: {face[d]} against {other[OPPOSITE[d]]}"
            )
    laid = {ORIGIN}
    for cell in state.placed[1:]:
        assert any(neighbour(cell, d) in laid for d in range(4)), f"the tile on {cell} touched no tile when laid"
        laid.add(cell)
    for cell, figure in state.figures.items():
        tile, side = tiles.get(cell, "?"), orients.get(cell, (None,))[0]
        expected = "W" if figure == WOLF or cell in state.covers else "H"  # a cover is a hunter on a wolf
        assert side == 0 and tile[0] == expected, f"a {figure} on {cell}, which holds {tile} on side {side}"
    for cell, tile in tiles.items():
        if tile[0] in "WH" and orients[cell][0] == 0:
            assert cell in state.figures, f"{tile} lies figure up on {cell} without its figure"
    for cell, hunter in state.covers.items():
        assert hunter[0] == "H" and tiles.get(cell, "")[:1] == "W" and state.figures.get(cell) == "hunter", f"{hunter} covers {cell}"


def check_shadow(state: Any, shadow: Shadow) -> None:
    """The state equals the spec's replay of its record."""
    where = f"after move {len(shadow.texts)}"
    assert list(state.placed) == shadow.placed, f"{where}: tiles laid on {state.placed}, the rules give {shadow.placed}"
    for cell in shadow.placed:
        laid = (state.table.tiles[cell], state.table.orients[cell], state.by.get(cell))
        assert laid == (shadow.tiles[cell], shadow.orients[cell], shadow.by.get(cell)), f"{where}: {cell} holds {laid}"
    figures = {c: COVERED if c in state.covers else f for c, f in state.figures.items()}
    assert figures == shadow.figures, f"{where}: figures {figures}, the rules give {shadow.figures}"
    assert state.covers == shadow.covers, f"{where}: covers {state.covers}, the rules give {shadow.covers}"
    sizes = [len(h) for h in state.hands]
    assert sizes == shadow.hands, f"{where}: hands of {sizes} tiles, the multi-draw gives {shadow.hands}"
    assert len(state.bag) == shadow.bag, f"{where}: the bag holds {len(state.bag)}, the multi-draw leaves {shadow.bag}"
    revealed = [_letters(r) for r in state.revealed]
    assert revealed == shadow.revealed, f"{where}: revealed {revealed}, the rules give {shadow.revealed}"
    assert state.finished == shadow.finished, f"{where}: finishing order {state.finished}, the rules give {shadow.finished}"
    assert state.stopped == shadow.stopped, f"{where}: stopped {state.stopped}, the rules give {shadow.stopped}"


def recount(state: Any, shadow: Shadow) -> tuple[list[int], list[tuple[int, ...]]]:
    """Each seat's total (its largest valid enclosure per colour + finishing bonus) and its
    tie-break key (its other valid enclosures, largest first)."""
    sizes = shadow.enclosures()
    totals, rests = [], []
    for seat in range(state.players):
        mine = [sizes[c] for c in _letters(state.colours[seat])]
        totals.append(sum(s[0] for s in mine if s) + shadow.bonus(seat))
        rests.append(tuple(sorted((x for s in mine for x in s[1:]), reverse=True)))
    return totals, rests


def check_scores(state: Any, shadow: Shadow) -> None:
    totals, rests = recount(state, shadow)
    assert state.scores() == totals, f"scores {state.scores()}, recounted {totals} (enclosures {shadow.enclosures()}, finished {shadow.finished})"
    if state.is_over:
        best = max(totals)
        tied = [s for s in range(state.players) if totals[s] == best]
        top = max(rests[s] for s in tied)
        expected = [s for s in tied if rests[s] == top]
        assert state.winners() == expected, f"winners {state.winners()}, expected {expected} (totals {totals}, next enclosures {rests})"
    else:
        assert state.winners() == [], f"winners {state.winners()} before the end"


def can_play(state: Any, shadow: Shadow, seat: int) -> str | None:
    """Some tile ``seat`` could play now (a placement, a reveal or a cover), or None."""
    frontier = {neighbour(c, d) for c in shadow.faces for d in range(4)} - set(shadow.faces)
    faces = [(c * 4, f"reveal:{c}") for c in _letters(state.colours[seat]) if c not in shadow.revealed[seat]]
    for tile in state.hands[seat]:
        if tile[0] == "H" and WOLF in shadow.figures.values():
            return f"cover with {tile}"
        for side, face in enumerate(SPEC_TILES[tile]):
            faces += [(turned(face, r), f"{tile}/{'AB'[side]}{r}") for r in range(4)]  # type: ignore[arg-type]  # never None here
    for face, what in faces:
        for cell in frontier:
            touching = shadow._touching(cell)
            if all(face[d] == shadow.faces[neighbour(cell, d)][OPPOSITE[d]] for d in touching):
                if what.startswith("W-") and what.endswith(("A0", "A1", "A2", "A3")):
                    probe = Shadow.__new__(Shadow)
                    probe.faces, probe.figures = {**shadow.faces, cell: face}, shadow.figures
                    if Shadow._guarded(probe, cell):
                        continue
                return f"{what} on {cell}"
    return None


def check_end(state: Any, shadow: Shadow) -> None:
    """Spec, "End": over only when everyone finished or no one left can play; a finished player
    is never asked to move."""
    if not state.is_over:
        assert state.to_move not in shadow.finished, f"seat {state.to_move} finished but is asked to move"
        return
    for seat in range(state.players):
        if seat not in shadow.finished:
            move = can_play(state, shadow, seat)
            assert move is None, f"the game is over, but seat {seat} has not finished and can still play ({move})"


def check_views(state: Any, shadow: Shadow) -> None:
    """Spec, "What the players see"."""
    over = state.is_over
    totals, _ = recount(state, shadow)
    spectator = None
    for seat in [None, *range(state.players)]:
        view = state.view(seat)
        who = "a spectator" if seat is None else f"seat {seat}"
        assert view["bag"] == shadow.bag, f"{who} sees a bag of {view['bag']}, it holds {shadow.bag}"
        assert view["hand_sizes"] == shadow.hands, f"{who} sees hand sizes {view['hand_sizes']}"
        assert view["revealed"] == shadow.revealed, f"{who} sees revealed colours {view['revealed']}"
        assert view["bonuses"] == [shadow.bonus(s) for s in range(state.players)], f"{who} sees bonuses {view['bonuses']}"
        table = [(entry[0], entry[1]) for entry in view["table"]]
        assert table == [(f"{c[0]}:{c[1]}", shadow.tiles[c]) for c in shadow.placed], f"{who} sees the table {table}"
        assert view["scores"] == (totals if over else None), f"{who} sees scores {view['scores']}"
        own = None if seat is None else list(state.hands[seat])
        assert view["hand"] == own, f"{who} sees the hand {view['hand']}"
        colours = None if seat is None else _letters(state.colours[seat])
        assert view["colours"] == colours, f"{who} sees the colours {view['colours']}"
        assert (view["colours_of"] is None) != over, f"{who} sees everyone's colours during play"
        hidden = [t for s, hand in enumerate(state.hands) if s != seat for t in hand] + state.bag
        named = names_in(unlike(view, spectator))
        leaked = [t for t in hidden if t in named]
        assert not leaked, f"{who}'s view names hidden tiles {leaked}"
        spectator = spectator or view


def unlike(view: dict[str, Any], spectator: dict[str, Any] | None) -> dict[str, Any]:
    """The entries of a seat's view that differ from the spectator's (all of it for the spectator).

    The spectator may see no hand and no bag tile, so what it shares with the spectator hides nothing
    from a seat once the spectator's view is found clean: only the rest needs reading."""
    if spectator is None:
        return view
    return {key: value for key, value in view.items() if key not in spectator or spectator[key] != value}


def names_in(entries: dict[str, Any]) -> set[str]:
    """Every tile name written anywhere in ``entries`` (keys included), as JSON text."""
    return set(TILE_NAME.findall(json.dumps(entries)))


def check(state: Any) -> None:
    """Raise AssertionError when ``state`` breaks one of La Guerre des Moutons's invariants."""
    check_tiles(state)
    check_table(state)
    shadow = shadow_of(state)
    check_shadow(state, shadow)
    check_scores(state, shadow)
    check_end(state, shadow)
    check_views(state, shadow)
