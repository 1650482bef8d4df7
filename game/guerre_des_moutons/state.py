"""La Guerre des Moutons: the game state, its turns, reactions, end and views.

The spec is ``docs/rules/guerre-des-moutons.md``; the actions are in :mod:`.actions`.

Turns
    Before every regular turn comes a *reaction window*: starting with the player whose turn it is
    and going round the table, every player still in the game is asked whether to play out of turn
    (their "?" tile, a wolf or hunter face, a hunter to lay on a wolf): they play any number of
    those, then ``done``. Everyone is asked, even with nothing playable (``done`` is then their one
    move, which the page plays for a person, see :func:`automatic`): were a player passed over, the
    others would learn that they hold no wolf, no hunter and no place for their colour. A reveal may
    be followed at once by one more tile from the hand (the ``extra`` phase, skipped when no tile
    fits; ``done`` declines it); the player whose turn it is who reveals in the window plays their
    turn at once after it (three tiles in a row: the others react in the next window). Then the
    regular turn: play one tile, or ``done`` (pass) when none fits, or ``stop``.

Finishing
    A player finishes by stopping, or once they hold neither a hand tile nor an unrevealed "?" tile
    (the "?" counts as a tile held); the first three to finish gain 6, 3 and 1 points. The game ends
    when everyone has finished, when no one left can play, or when a whole round of regular turns
    passed with nothing placed.

Dealing
    A deal where nobody holds a tile that can start the table (one with a village triangle) goes
    back into the bag and is dealt again, from the same seed's generator.

What a seat sees (``view``): the table (who laid each tile), its own hand and colours, the others'
hand sizes, each player's revealed colours and how many "?" tiles they still hold, the bag's count,
the finishing order, and the last few events.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from ..core import CachedLegal, GameInfo, IllegalAction, Option, State, new_rng
from . import meadows
from .actions import DONE, STOP, Action, parse_action, play, reveal, cover
from .table import ORIGIN, Cell, Table, cell_text, neighbour, parse_cell
from .tiles import (
    BAG_TILES,
    COLOURS,
    FOREST,
    HUNTER,
    OPPOSITE,
    QUESTION_TILES,
    SIDE_A,
    SIDE_B,
    SIDES,
    TERRAIN_LETTERS,
    TILE_BY_ID,
    WOLF,
    rotate,
)

if TYPE_CHECKING:
    from .view import GuerreEvent, GuerreOptions, GuerreView, Phase, TableTile

INFO = GameInfo(
    id="guerre-des-moutons",
    title="La Guerre des Moutons",
    min_players=2,
    max_players=4,
    version=3,  # 2: every player is asked in every reaction window; 3: the extra tile is optional,
    # the "?" tile counts as a tile held, a deal where nobody can start is dealt again
    hidden_information=True,
    options=(Option("bicolour", "bool", False),),
)
OLDEST_RECORD_VERSION = 2  # version 1 passed over a player with nothing to play out of turn
# (a version-2 record replays through today's rules, each move checked: one that no longer plays
# is refused by the move that fails)
HAND_SIZE = 4
BONUSES = (6, 3, 1)
LOG_LENGTH = 12
FIGURES = (WOLF, HUNTER)
COVERED = "covered"  # a wolf with a hunter laid on top of it


def colour_letter(colour: int) -> str:
    return TERRAIN_LETTERS[colour]


def _rotations(face) -> list[tuple[int, Any]]:
    """``(rotation, face)`` for each rotation showing a face no smaller rotation shows."""
    seen, found = set(), []
    for r in range(4):
        turned = rotate(face, r)
        if turned not in seen:
            seen.add(turned)
            found.append((r, turned))
    return found


ROTATIONS = {
    (tile_id, side): _rotations(tile[1 + side])
    for tile_id, tile in TILE_BY_ID.items()
    for side in (SIDE_A, SIDE_B)
    if tile[1 + side] is not None
}


class GuerreState(CachedLegal, State):
    info = INFO
    action_types = (Action,)

    def __init__(self, seed: int, players: int, options: dict[str, Any]) -> None:
        self.seed = seed
        self.players = players
        self.options = options
        self.history: list[Any] = []
        self.table = Table.start()
        # empty cells touching the table: what each side needs
        self.needs: dict[Cell, tuple[int, ...]] = needs_of(self.table)
        self.placed: list[Cell] = [ORIGIN]  # cells in the order their tiles were laid
        self.by: dict[Cell, int] = {}  # who laid the tile on a cell
        self.figures: dict[Cell, str] = {}  # wolf / hunter on top of a cell (see meadows)
        self.covers: dict[Cell, str] = {}  # the hunter tile laid on the wolf of a cell
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.bag: list[str] = []  # drawn from the end
        self.colours: list[list[int]] = [[] for _ in range(players)]
        self.revealed: list[list[int]] = [[] for _ in range(players)]
        self.finished: list[int] = []  # in finishing order
        self.stopped: list[int] = []
        self.turn = 0
        self.turn_seat = 0
        self.phase: Phase = "react"  # react, extra, turn, over
        self.reactor: int | None = None
        self.queue: list[int] = []  # seats still to be asked in this reaction window
        self.idle = 0  # regular turns passed in a row with nothing placed
        self.log: list[dict[str, Any]] = []
        self.drawn_at = 0  # moves up to the last draw or reveal: undo never crosses it
        self.deals = 1  # how many times the hands were dealt (again when nobody could start)
        self._relaid()

    def _forget(self) -> None:
        """Drop what was worked out for the last position (the table kept, see :meth:`_relaid`)."""
        self._legal = None
        self._scores: list[int] | None = None

    def _relaid(self) -> None:
        """Drop what was worked out for the last table (a tile or a hunter was laid)."""
        self._forget()
        self._slots: tuple[dict, dict] | None = None
        self._cells: dict[tuple, list[Cell]] = {}
        self._guarded: set | None = None
        self._rankings: dict[int, tuple[int, ...]] | None = None
        self._table_rows: list[tuple] | None = None  # the view's table, copied out for every view

    # --- whose move ----------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        return self.turn_seat if self.phase == "turn" else self.reactor

    def unfinished(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.finished]

    def secret_colours(self, seat: int) -> list[int]:
        return [c for c in self.colours[seat] if c not in self.revealed[seat]]

    def _next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    # --- where tiles go ------------------------------------------------------------------------

    def slots(self) -> tuple[dict, dict]:
        """The empty cells touching the table, for quick matching: ``(single, multi)``.

        ``single[(d, terrain)]``: the cells touching one tile only, whose side ``d`` needs
        ``terrain``. ``multi[(d, terrain)]``: ``(rest, cells)`` pairs for the cells touching several
        tiles, whose first touching side ``d`` needs ``terrain`` and the others ``rest``
        (``(side, terrain)`` pairs); see :attr:`needs`."""
        if self._slots is None:
            single: dict[tuple[int, int], list[Cell]] = {}
            grouped: dict[tuple[tuple[int, int], ...], list[Cell]] = {}
            for cell, needs in self.needs.items():
                pairs = tuple((d, t) for d, t in enumerate(needs) if t >= 0)
                if len(pairs) == 1:
                    single.setdefault(pairs[0], []).append(cell)
                else:
                    grouped.setdefault(pairs, []).append(cell)
            multi: dict[tuple[int, int], list] = {}
            for pairs, cells in grouped.items():
                multi.setdefault(pairs[0], []).append((pairs[1:], cells))
            self._slots = (single, multi)
        return self._slots

    def cells_for(self, face) -> list[Cell]:
        """Every empty cell where ``face`` matches all its neighbours, sorted."""
        found = self._cells.get(face)
        if found is None:
            single, multi = self.slots()
            found = []
            for d in range(4):
                key = (d, face[d])
                found += single.get(key, ())
                for rest, cells in multi.get(key, ()):
                    if all(face[e] == t for e, t in rest):
                        found += cells
            found.sort()
            self._cells[face] = found
        return found

    def guarded(self) -> set:
        """The forest triangles of every forest holding a hunter laid as a forest tile."""
        if self._guarded is None:
            guards = {c for c, f in self.figures.items() if f == HUNTER and c not in self.covers}
            found: set = set()
            if guards:
                for terrain, triangles in meadows.regions(self.table.faces):
                    if terrain == FOREST and any(cell in guards for cell, _ in triangles):
                        found.update(triangles)
            self._guarded = found
        return self._guarded

    def joins_guarded_forest(self, cell: Cell) -> bool:
        guarded = self.guarded()
        return any(
            (neighbour(cell, d), OPPOSITE[d]) in guarded
            for d in range(4)
            if neighbour(cell, d) in self.table.faces
        )

    def uncovered_wolves(self) -> list[Cell]:
        return sorted(c for c, f in self.figures.items() if f == WOLF)

    # --- legal actions -------------------------------------------------------------------------

    def _placements(self, tile_id: str, side: int, first: bool = False) -> list[Action]:
        """The plays of a tile on a side (with ``first``: at most one, to know if there is any)."""
        wolf = side == SIDE_A and TILE_BY_ID[tile_id][3] == WOLF
        found = []
        for rotation, face in ROTATIONS[(tile_id, side)]:
            for cell in self.cells_for(face):
                if not (wolf and self.joins_guarded_forest(cell)):
                    found.append(play(tile_id, side, rotation, cell))
                    if first:
                        return found
        return found

    def _covers(self, seat: int) -> list[Action]:
        wolves = self.uncovered_wolves()
        return [cover(t, c) for t in self.hands[seat] if TILE_BY_ID[t][3] == HUNTER for c in wolves]

    def plays(self, seat: int, first: bool = False) -> list[Action]:
        """Every tile the seat may play in a regular turn (or the extra tile after a reveal); with
        ``first``, at most one."""
        found = self._covers(seat)
        for tile_id in self.hands[seat]:
            for side in (SIDE_A, SIDE_B):
                if first and found:
                    return found
                found += self._placements(tile_id, side, first)
        return found

    def reactions(self, seat: int, first: bool = False) -> list[Action]:
        """What the seat may play out of turn: reveal a colour, a wolf or hunter face, a cover;
        with ``first``, at most one."""
        found = self._covers(seat)
        for colour in self.secret_colours(seat):
            found += [reveal(colour, cell) for cell in self.cells_for((colour,) * 4)]
        for tile_id in self.hands[seat]:
            if first and found:
                return found
            if TILE_BY_ID[tile_id][3] in FIGURES:
                found += self._placements(tile_id, SIDE_A, first)
        return found

    def _list_actions(self, seat: int) -> list[Action]:
        if self.phase == "react":
            return self.reactions(seat) + [DONE]
        if self.phase == "extra":
            return self.plays(seat) + [DONE]  # done: decline the extra tile
        return (self.plays(seat) or [DONE]) + [STOP]

    def is_legal(self, action: Any) -> bool:
        """Whether ``action`` is legal, checked on its own (as the listing would say, quicker)."""
        seat = self.to_move
        if seat is None or not isinstance(action, Action):
            return False
        if self._legal is not None:
            return action in self._legal_set
        if not self._well_formed(action):  # checked field by field below: none missing, none extra
            return False
        verb, phase = action.verb, self.phase
        if verb == "stop":
            return phase == "turn"
        if verb == "done":
            return phase in ("react", "extra") or (phase == "turn" and not self.plays(seat, first=True))
        if verb == "reveal":
            colour = TERRAIN_LETTERS.index(action.tile[2])
            return (phase == "react" and colour in self.secret_colours(seat)
                    and action.cell in self.cells_for((colour,) * 4))  # fmt: skip
        tile = TILE_BY_ID[action.tile]
        if action.tile not in self.hands[seat]:
            return False
        if verb == "cover":
            return tile[3] == HUNTER and self.figures.get(action.cell) == WOLF
        figure = action.side == SIDE_A and tile[3] in FIGURES
        if phase == "react" and not figure:
            return False
        face = rotate(tile[1 + action.side], action.rotation)  # type: ignore[arg-type]  # a tile's [1 + side] is a face
        if action.cell not in self.cells_for(face):
            return False
        return not (tile[3] == WOLF and figure and self.joins_guarded_forest(action.cell))

    def can_act(self, seat: int) -> bool:
        return bool(self.reactions(seat, first=True) or self.plays(seat, first=True))

    # --- refusals ------------------------------------------------------------------------------

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def refusal(self, action: Any) -> IllegalAction:
        seat = self.to_move
        if seat is None:
            return IllegalAction("the game is over", "game-over")
        verb = action.verb
        if verb == "stop":
            return IllegalAction("you may stop only in your own turn", "stop-in-turn")
        if verb == "done":
            return IllegalAction("a tile of yours fits: pass only when none does (or stop)", "must-play")
        if verb == "reveal":
            return self._reveal_refusal(seat, action)
        if action.tile not in self.hands[seat]:
            return IllegalAction(f"{action.tile} is not in your hand", "not-in-hand", tile=action.tile)
        if verb == "cover":
            return self._cover_refusal(action)
        return self._play_refusal(action)

    def _reveal_refusal(self, seat: int, action: Action) -> IllegalAction:
        colour = TERRAIN_LETTERS.index(action.tile[2])
        if colour not in self.secret_colours(seat):
            return IllegalAction("that is not a colour of yours still to reveal", "not-your-colour")
        if self.phase != "react":
            return IllegalAction("a colour is revealed before a turn, in the reaction window", "reveal-in-window")
        return self._placing_refusal((colour,) * 4, action.cell) or IllegalAction(
            f"{action} is not a legal move now"
        )

    def _cover_refusal(self, action: Action) -> IllegalAction:
        if TILE_BY_ID[action.tile][3] != HUNTER:
            return IllegalAction(f"only a hunter covers a wolf; {action.tile} is no hunter", "not-a-hunter")
        where = cell_text(action.cell)
        if self.figures.get(action.cell) != WOLF:
            return IllegalAction(f"there is no uncovered wolf on {where}", "no-wolf-there", cell=where)
        return IllegalAction(f"{action} is not a legal move now")

    def _play_refusal(self, action: Action) -> IllegalAction:
        tile = TILE_BY_ID[action.tile]
        figure = tile[3] if action.side == SIDE_A and tile[3] in FIGURES else None
        if self.phase == "react" and figure is None:
            return IllegalAction(
                "out of turn you may play only your \"?\" tile, wolves and hunters", "not-a-reaction"
            )
        face = rotate(tile[1 + action.side], action.rotation)  # type: ignore[arg-type]  # a tile's [1 + side] is a face
        why = self._placing_refusal(face, action.cell)
        if why is not None and figure is not None and why.reason == "edge-mismatch":
            return IllegalAction(
                f"a {figure} goes only into forest: {why}", "figure-not-in-forest", **why.params
            )
        if why is not None:
            return why
        if figure == WOLF and self.joins_guarded_forest(action.cell):
            where = cell_text(action.cell)
            return IllegalAction(
                f"a hunter guards the forest a wolf on {where} would join", "wolf-guarded", cell=where
            )
        return IllegalAction(f"{action} is not a legal move now")

    def _placing_refusal(self, face, cell: Cell) -> IllegalAction | None:
        why = self.table.why_not(face, cell)
        if why is None:
            return None
        reason, message, params = why
        return IllegalAction(message, reason, **params)

    # --- playing -------------------------------------------------------------------------------

    def _play(self, action: Action) -> None:
        seat = self.to_move
        assert seat is not None
        verb = action.verb
        if verb == "done":
            self._done(seat)
        elif verb == "stop":
            self._event(seat, "stop")
            self.stopped.append(seat)
            self._finish(seat)
            self._end_regular_turn()
        else:
            self._lay(seat, action)
        self._forget()

    def _done(self, seat: int) -> None:
        if self.phase == "extra":  # the extra tile declined: the seat goes on reacting
            self._event(seat, "no-extra")
            self.phase = "react"
            return
        if self.phase == "react":
            self._event(seat, "done")
            self._forget()
            self._advance_window()
            return
        self._event(seat, "pass")
        self.idle += 1
        self._end_regular_turn()

    def _lay(self, seat: int, action: Action) -> None:
        verb, tile_id, cell = action.verb, action.tile, action.cell
        if verb == "cover":
            self.covers[cell] = tile_id
            self.figures[cell] = HUNTER
        else:
            tile = TILE_BY_ID[tile_id]
            self.table.place(tile, action.side, action.rotation, cell)
            self._update_needs(cell)
            self.placed.append(cell)
            self.by[cell] = seat
            if action.side == SIDE_A and tile[3] in FIGURES:
                self.figures[cell] = tile[3]
        if verb == "reveal":
            self.revealed[seat].append(TERRAIN_LETTERS.index(tile_id[2]))
            self.drawn_at = len(self.history) + 1  # a shown colour is never hidden again by undo
        else:
            self.hands[seat].remove(tile_id)
        drew = self._draw(seat, self.table.draws_for(cell))
        self.idle = 0
        self._event(seat, verb, tile=tile_id, side=SIDES[action.side], rotation=action.rotation,
                    cell=cell_text(cell), drew=drew)  # fmt: skip
        self._relaid()
        if not self.holds_tiles(seat) and not self.bag:
            self._finish(seat)
        self._after_lay(seat, verb)

    def holds_tiles(self, seat: int) -> bool:
        """Whether the seat still holds a tile: one in hand, or a "?" tile not yet revealed."""
        return bool(self.hands[seat] or self.secret_colours(seat))

    def _after_lay(self, seat: int, verb: str) -> None:
        if verb == "reveal":
            if seat == self.turn_seat:  # just before one's own turn: three tiles in a row
                self.queue = []
            if self.plays(seat, first=True):
                self.phase = "extra"
                return
            self._event(seat, "no-extra")
            self.phase = "react"
        if self.phase == "turn":
            self._end_regular_turn()
            return
        self.phase = "react"  # the seat goes on reacting until it says done
        if seat in self.finished:
            self._advance_window()

    def _update_needs(self, cell: Cell) -> None:
        """The tile just laid on ``cell`` fills that slot and sets one side of each empty
        neighbour."""
        del self.needs[cell]
        face = self.table.faces[cell]
        for d in range(4):
            other = neighbour(cell, d)
            if other not in self.table.faces:
                needs = list(self.needs.get(other, (-1, -1, -1, -1)))
                needs[OPPOSITE[d]] = face[d]
                self.needs[other] = tuple(needs)

    def _draw(self, seat: int, count: int) -> int:
        count = min(count, len(self.bag))
        for _ in range(count):
            self.hands[seat].append(self.bag.pop())
        if count:
            self.drawn_at = len(self.history) + 1
        return count

    def _finish(self, seat: int) -> None:
        if seat not in self.finished:
            self.finished.append(seat)
            self._event(seat, "finish", bonus=self.bonus(seat))

    def bonus(self, seat: int) -> int:
        if seat not in self.finished:
            return 0
        rank = self.finished.index(seat)
        return BONUSES[rank] if rank < len(BONUSES) else 0

    def _event(self, seat: int, what: str, **data: Any) -> None:
        self.log.append({"move": len(self.history) + 1, "turn": self.turn, "seat": seat, "what": what, **data})
        del self.log[:-LOG_LENGTH]

    # --- turns and windows ---------------------------------------------------------------------

    def _end_regular_turn(self) -> None:
        self._start_turn(self._next_seat(self.turn_seat))

    def _game_ends(self) -> bool:
        left = self.unfinished()
        return not left or self.idle >= len(left) or not any(self.can_act(s) for s in left)

    def _start_turn(self, seat: int) -> None:
        self._forget()
        if self._game_ends():
            self.phase, self.reactor, self.queue = "over", None, []
            self._event(-1, "over")
            return
        while seat in self.finished:
            seat = self._next_seat(seat)
        self.turn += 1
        self.turn_seat = seat
        self.queue = [(seat + k) % self.players for k in range(self.players)]
        self._advance_window()

    def _advance_window(self) -> None:
        while self.queue:
            seat = self.queue.pop(0)
            if seat not in self.finished:  # asked whatever it holds: a skip would tell what it holds
                self.phase, self.reactor = "react", seat
                return
        self.reactor = None
        if self.turn_seat in self.finished:
            self._start_turn(self._next_seat(self.turn_seat))
            return
        self.phase = "turn"

    def undo_barrier(self) -> int:
        """The moves up to the last one that showed something hidden: a draw or a reveal."""
        return self.drawn_at

    # --- the end -------------------------------------------------------------------------------

    def rankings(self) -> dict[int, tuple[int, ...]]:
        """Per colour, the sizes of its valid enclosures, largest first (once per table)."""
        if self._rankings is None:
            self._rankings = meadows.rankings(self.table.faces, self.figures)
        return self._rankings

    def enclosure_score(self, seat: int) -> int:
        """The largest valid enclosure of each of the seat's colours, added up."""
        return sum(self.rankings()[c][0] for c in self.colours[seat] if self.rankings()[c])

    def scores(self) -> list[int]:
        if self._scores is None:
            self._scores = [self.enclosure_score(s) + self.bonus(s) for s in range(self.players)]
        return list(self._scores)

    def tie_key(self, seat: int) -> tuple[int, ...]:
        """Ties are parted by the next-largest enclosures (``docs/rules/guerre-des-moutons.md#ruling-14``):
        the valid enclosures of the seat's colours after the counted (largest) one of each, largest
        first."""
        rest: list[int] = []
        for colour in self.colours[seat]:
            rest += self.rankings()[colour][1:]
        return tuple(sorted(rest, reverse=True))

    def winners(self) -> list[int]:
        if self.phase != "over":
            return []
        scores = self.scores()
        best = max(scores)
        tied = [s for s in range(self.players) if scores[s] == best]
        top = max(self.tie_key(s) for s in tied)
        return [s for s in tied if self.tie_key(s) == top]

    # --- what a seat sees ----------------------------------------------------------------------

    def view(self, seat: int | None = None) -> GuerreView:
        """What ``seat`` sees (its shape: ``view.GuerreView``)."""
        mine = seat is not None and 0 <= seat < self.players
        over = self.phase == "over"
        letters = lambda colours: [colour_letter(c) for c in colours]  # noqa: E731
        return {
            "game": INFO.id,
            "seat": seat if mine else None,
            "players": self.players,
            "options": cast("GuerreOptions", dict(self.options)),
            "to_move": self.to_move,
            "phase": self.phase,
            "over": over,
            "turn": self.turn,
            "turn_seat": self.turn_seat,
            "queue": list(self.queue),
            "table": cast("list[TableTile]", [list(row) for row in self._table_view()]),  # lists, which the type calls tuples
            "hand": list(self.hands[seat]) if mine and seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "bag": len(self.bag),
            "colours": letters(self.colours[seat]) if mine and seat is not None else None,
            "revealed": [letters(r) for r in self.revealed],
            "secret_left": [len(self.secret_colours(s)) for s in range(self.players)],
            "colours_of": [letters(c) for c in self.colours] if over else None,
            "finished": list(self.finished),
            "stopped": list(self.stopped),
            "bonuses": [self.bonus(s) for s in range(self.players)],
            "idle": self.idle,
            "log": cast("list[GuerreEvent]", [dict(e) for e in self.log]),
            "legal": [str(a) for a in self.legal_actions()] if mine and self.to_move == seat else [],
            "scores": self.scores() if over else None,
            "winners": self.winners(),
            "drawn_at": self.drawn_at,
        }

    def _table_view(self) -> list[tuple]:
        if self._table_rows is None:
            self._table_rows = [self._placed_view(cell) for cell in self.placed]
        return self._table_rows

    def _placed_view(self, cell: Cell) -> tuple:
        side, rotation = self.table.orients[cell]
        figure = self.figures.get(cell)
        if cell in self.covers:
            figure = COVERED
        return (cell_text(cell), self.table.tiles[cell], SIDES[side], rotation, self.by.get(cell),
                figure, self.covers.get(cell))  # fmt: skip

    # --- copies --------------------------------------------------------------------------------

    def clone(self) -> GuerreState:
        other = GuerreState.__new__(GuerreState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.table = self.table.clone()
        other.needs = dict(self.needs)
        other._cells = dict(self._cells)
        other.placed = list(self.placed)
        other.by = dict(self.by)
        other.figures = dict(self.figures)
        other.covers = dict(self.covers)
        other.hands = [list(h) for h in self.hands]
        other.bag = list(self.bag)
        other.colours = [list(c) for c in self.colours]
        other.revealed = [list(r) for r in self.revealed]
        other.finished = list(self.finished)
        other.stopped = list(self.stopped)
        other.queue = list(self.queue)
        other.log = list(self.log)  # events are never changed once logged
        return other


# --- new games and determinizations ---------------------------------------------------------------


def automatic(view: Mapping[str, Any], people: int = 1) -> str | None:
    """The move a page makes for a person without asking them (spec, "Reactions": whom the page
    asks), from their own view; ``people`` is how many persons share the device.

    The engine asks everyone in every reaction window; the page answers ``done`` for a person in a
    window where nothing but ``done`` is legal, and in every window before another seat's turn
    unless they are the one person at the device and hold a wolf or a hunter that fits somewhere
    now. The rest (revealing the "?" tile above all) waits for the window before their own turn,
    which with several people comes after their hand-over screen: nobody is asked while another
    person holds the device."""
    if view.get("phase") != "react":
        return None
    legal = view.get("legal") or []
    if legal == ["done"]:
        return "done"
    if view.get("turn_seat") == view.get("seat"):
        return None
    if people == 1 and any(_is_figure_move(text) for text in legal):
        return None
    return "done"


def _is_figure_move(text: str) -> bool:
    """A wolf or a hunter laid on its figure face, or a hunter laid on a wolf."""
    action = parse_action(text)
    return action.verb == "cover" or (action.verb == "play" and action.side == SIDE_A
                                      and TILE_BY_ID[action.tile][3] in FIGURES)  # fmt: skip


def _settle(players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
    settled, _ = INFO.settle_options(options)
    if settled["bicolour"] and players != 2:
        raise ValueError("the bicolour variant is for 2 players")
    return settled


def new_game(seed: int, players: int = 2, options: Mapping[str, Any] | None = None) -> GuerreState:
    if not INFO.min_players <= players <= INFO.max_players:
        raise ValueError(f"La Guerre des Moutons is played by 2 to 4, not {players}")
    state = GuerreState(int(seed), players, _settle(players, options))
    rng = new_rng(seed, "guerre-des-moutons")
    colours = list(COLOURS)
    rng.shuffle(colours)
    per_seat = 2 if state.options["bicolour"] else 1
    for seat in range(players):
        state.colours[seat] = sorted(colours[seat * per_seat:(seat + 1) * per_seat])
    state.bag = [tile[0] for tile in BAG_TILES]
    _deal(state, rng)
    while not any(state.plays(seat, first=True) for seat in range(players)):
        _deal(state, rng)  # nobody can start the table: the hands go back and are dealt again
        state.deals += 1
    state._start_turn(rng.randrange(players))
    return state


def _deal(state: GuerreState, rng: random.Random) -> None:
    """The hands back into the bag, the bag shuffled, and a hand dealt to every seat."""
    for hand in state.hands:
        state.bag += hand
        hand.clear()
    rng.shuffle(state.bag)
    for hand in state.hands:
        for _ in range(HAND_SIZE):
            hand.append(state.bag.pop())
    state._forget()


def needs_of(table: Table) -> dict[Cell, tuple[int, ...]]:
    """For each empty cell touching the table, the terrain each side needs (-1: free)."""
    found = {}
    for cell in table.frontier():
        needs = [-1, -1, -1, -1]
        for d in range(4):
            other = table.faces.get(neighbour(cell, d))
            if other is not None:
                needs[d] = other[OPPOSITE[d]]
        found[cell] = tuple(needs)
    return found


def table_of(view: Mapping[str, Any]) -> tuple[Table, dict[Cell, str], dict[Cell, str], dict[Cell, int], list[Cell]]:
    """The table of a view: ``(table, figures, covers, by, placed)`` as the state keeps them."""
    table = Table()
    figures: dict[Cell, str] = {}
    covers: dict[Cell, str] = {}
    by: dict[Cell, int] = {}
    placed: list[Cell] = []
    for text, tile_id, side, rotation, seat, figure, hunter in view["table"]:
        cell = parse_cell(text)
        table.place(TILE_BY_ID[tile_id], SIDES.index(side), rotation, cell)
        placed.append(cell)
        if seat is not None:
            by[cell] = seat
        if figure is not None:
            figures[cell] = HUNTER if figure == COVERED else figure
        if hunter is not None:
            covers[cell] = hunter
    return table, figures, covers, by, placed


def unseen_tiles(view: Mapping[str, Any]) -> list[str]:
    """The bag tiles the view does not show: in the bag and in the hands it cannot see."""
    seen = {entry[1] for entry in view["table"]} | {entry[6] for entry in view["table"] if entry[6]}
    seen |= set(view["hand"] or ())
    return [tile[0] for tile in BAG_TILES if tile[0] not in seen]


def unknown_colours(view: Mapping[str, Any]) -> list[int]:
    """The colours the view cannot place: neither its own nor revealed by anyone."""
    known = set(view["colours"] or ()) | {c for r in view["revealed"] for c in r}
    return [c for c in COLOURS if TERRAIN_LETTERS[c] not in known]


def _secret_of(seat: int, view: Mapping[str, Any], unknown: list[int],
               belief: Mapping[int, list[int]] | None) -> list[int]:
    """The secret colours dealt to another seat: what ``belief`` says when it fits, then at random
    from ``unknown`` (which loses what is dealt)."""
    wanted = view["secret_left"][seat]
    secret = [c for c in (belief or {}).get(seat, ()) if c in unknown][:wanted]
    for c in secret:
        unknown.remove(c)
    while len(secret) < wanted:
        secret.append(unknown.pop())
    return secret


def determinize(view: Mapping[str, Any], rng: random.Random | None = None,
                colours: Mapping[int, list[int]] | None = None) -> GuerreState:
    """A full state consistent with ``view``: every tile and colour it cannot see dealt at random.

    ``colours`` may give, for some seats, the secret colours a player believes they hold (it must
    fit the view); the others are dealt at random from what is left.
    """
    rng = rng or random.Random()
    players = view["players"]
    state = GuerreState(0, players, dict(view["options"]))
    state.table, state.figures, state.covers, state.by, state.placed = table_of(view)
    state.needs = needs_of(state.table)
    me = view["seat"]
    pool = unseen_tiles(view)
    rng.shuffle(pool)
    letter = TERRAIN_LETTERS.index
    unknown = unknown_colours(view)
    rng.shuffle(unknown)
    shown = view.get("colours_of")
    for seat in range(players):
        state.revealed[seat] = [letter(c) for c in view["revealed"][seat]]
        if shown is not None:
            state.colours[seat] = sorted(letter(c) for c in shown[seat])
        if seat == me:
            state.hands[seat] = list(view["hand"])
            state.colours[seat] = sorted(letter(c) for c in view["colours"])
            continue
        size = view["hand_sizes"][seat]
        state.hands[seat], pool = pool[:size], pool[size:]
        if shown is None:
            state.colours[seat] = sorted(state.revealed[seat] + _secret_of(seat, view, unknown, colours))
    state.bag = pool
    state.finished, state.stopped = list(view["finished"]), list(view["stopped"])
    state.turn, state.turn_seat, state.phase = view["turn"], view["turn_seat"], view["phase"]
    state.queue, state.idle, state.drawn_at = list(view["queue"]), view["idle"], view["drawn_at"]
    state.reactor = view["to_move"] if view["phase"] in ("react", "extra") else None
    state.log = [dict(e) for e in view["log"]]
    state.seed = 0
    return state


__all__ = [
    "INFO",
    "GuerreState",
    "QUESTION_TILES",
    "determinize",
    "new_game",
    "parse_action",
    "table_of",
    "unknown_colours",
    "unseen_tiles",
]
