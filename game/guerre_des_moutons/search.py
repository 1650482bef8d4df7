"""The La Guerre des Moutons AI: a one-ply look at every legal move with a static evaluation of the
meadows, a belief about who owns which colour, and (``hard``) sampled replies and a stop model.

It sees only a view (``state.view(seat)``): the table with who laid each tile, its own hand and
colours, the others' hand sizes, the revealed colours and the bag's count. What it cannot see (the
others' hands, the bag's order, the others' secret colours) it weighs from the *pool*, the tiles it
has not seen (``unseen_tiles``), and, for hard's replies, samples with
``determinize(view, rng, colours=belief)``.

**The table** is read into regions and each meadow weighed by :mod:`.search_board`.

**The evaluation** for a seat: its colours' worth, less ``opponents`` times the others' (each colour
weighted by the chance an opponent owns it: the *belief*), plus what its hand keeps (a wolf, a
hunter, tiles of its colours) and a little per tile drawn; playing one's last tile gains the
finishing bonus.

**The belief** (hard): who owns the colours nobody revealed, from the tiles each seat laid (sheep of a
colour laid against the same colour count most, a wolf laid against a colour counts against it),
turned into a probability over the ways to deal the unknown colours (each seat has its number).

**Reactions.** Every reaction window the AI weighs its wolves, hunters, covers and reveals against
``done`` (a wolf or hunter kept in hand is worth something, so it is laid only when it pays); a
reveal counts the shepherd tile, the best extra tile it allows and the cost of showing its colour
(the others then aim their wolves at it).

**Replies** (hard): its best ``candidates`` moves are played on the table and weighed again in
``samples`` deals drawn with ``determinize(view, rng, colours=belief)``: the next seat lays its best
tile and any other seat its best wolf or hunter, each judged by that seat's own colours (and its
guess of the others'); the worst of these replies for the AI counts, blended with the static value
by ``reply_weight``.

**Stopping** (hard) weighs projected final totals: each seat's worth now, plus ``growth x (the tiles
it still lays) ** 2``, plus the bonus it may expect, for three courses: stop now (the AI's open
meadows keep ``frozen`` of their worth; the others share its turns, and the bonuses after its own),
one more move then stop (the bonus at risk of each other seat finishing within the round), and play
on (each unfinished seat an even chance at the bonuses left). It stops when stopping now leads the
best other seat by more than the other two courses do, by ``stop_margin``. Medium stops once the bag
is empty and its best meadow closed; easy never stops.

Levels: ``easy`` lays mostly a random legal tile with a mild preference for its colour, answers a
reaction window with ``done`` nearly always and never stops; ``medium`` is a greedy one-ply player of
its own colour (others' colours count a little, no belief, no threats seen, the simple stop, no
reveal until the bag is empty); ``hard`` the whole evaluation, the belief, the threats and covers,
reveals, the stop model and the replies.

The work is fixed by the level (a seed gives the same choice on any machine) and cut in small pieces
(a generator), so ``step(max_seconds)`` returns within a few milliseconds; the level's ``seconds`` is
only a cap on the wall clock. Any setting may be overridden through
``make_agent(level, seed, **settings)`` (the arena's ``hard:samples=8``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from itertools import permutations
from typing import Any

from ..core import GameModule, new_rng
from . import state as S
from .actions import Action, parse_action
from .tiles import COLOURS, FOREST, HUNTER, SIDE_A, TERRAIN_LETTERS, TILE_BY_ID, WOLF, rotate
from .search_board import OPP, STEP, Board, Cell, Context, Face, index, tile_faces
from ..ai.mcts import SlicedDecision

BONUSES = S.BONUSES

# The settings of each level (``make_agent(level)``; any can be overridden, e.g. in the arena):
#   greedy        the chance a decision is the best by the evaluation (else a random legal tile: easy)
#   opponents     the weight of the others' colours against one's own
#   belief        read who owns which colour from the tiles laid (else: every unknown colour alike)
#   threats       weigh the wolves that may come (and hunters that may cover)
#   reactions     the chance a reaction window is weighed at all (else ``done``)
#   reveal        "never", "late" (only with the bag empty) or "weigh"
#   stop          "never", "simple" (the bag empty and its best enclosure closed) or "weigh"
#   samples, candidates, repliers   hard: sampled deals, the best moves weighed against replies, and
#                 how many of the next players reply
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"greedy": 0.3, "opponents": 0.0, "belief": False, "threats": False, "reactions": 0.1,
             "reveal": "never", "stop": "never", "samples": 0, "candidates": 0, "repliers": 0},
    "medium": {"greedy": 1.0, "opponents": 0.3, "belief": False, "threats": False, "reactions": 1.0,
               "reveal": "late", "stop": "simple", "samples": 0, "candidates": 0, "repliers": 0},
    "hard": {"greedy": 1.0, "opponents": 1.0, "belief": True, "threats": True, "reactions": 1.0,
             "reveal": "weigh", "stop": "weigh", "samples": 3, "candidates": 5, "repliers": 1},
}  # fmt: skip
# Weights shared by the levels (each may be overridden too).
SHARED_SETTINGS: dict[str, Any] = {
    "many": 0.6,  # with 3 or 4 players, the share of ``opponents`` weighed
    "open_weight": 0.8,  # an open meadow's share of its size when sure to close
    "gamma": 0.6,  # P(closed) ** gamma: how much the openings weigh
    "cap_mine": 0.7,  # the chance one of the seat's own tiles caps an opening of its colour
    "cap_unseen": 0.7,  # ... an unseen tile that reaches the owner's hand in time
    "extend": 0.04,  # ... a tile that fits but opens further
    "threat": 0.35,  # a valid enclosure's loss when a wolf fits its forest (hidden colour)
    "threat_revealed": 0.6,  # ... once its colour is shown
    "threat_later": 0.25,  # the share of that risk for a forest a wolf does not fit yet
    "hunter_guard": 0.4,  # the risk left when the seat holds a hunter (it covers the wolf)
    "cover_mine": 0.6,  # a spoiled meadow of the seat's colour, holding a hunter
    "cover_other": 0.15,  # ... else (a hunter may come)
    "keep_wolf": 1.2,  # a wolf kept in hand
    "keep_hunter": 0.8,  # a hunter kept in hand
    "keep_sheep": 0.08,  # per sheep of the seat's colour on a tile's better face, kept in hand
    "draw": 0.15,  # per tile drawn
    "late_bag": 12,  # with no more tiles than this in the bag, a tile drawn costs
    "late_draw": 0.3,  # ... this much (one more to lay before finishing)
    "reveal_cost": 1.5,  # showing one's colour (beyond the wolves it draws)
    "belief_scale": 0.6,  # how sharply the tiles laid tell a seat's colour
    "stop_hazard": 1.1,  # the chance an opponent stops within a round: this / (the bag's tiles + 1.5)
    "frozen": 0.3,  # what an open meadow keeps once its owner stopped
    "growth": 0.012,  # a seat's expected growth: this times the square of the tiles it still lays
    "stop_margin": 0.5,  # stopping must win by this
    "reply_weight": 0.7,  # hard: the replies' value against the static one
    "reply_budget": 2500,  # hard: the moves weighed in the replies of one decision, at most
}  # fmt: skip

OPTIONAL_VIEW: dict[str, Any] = {"options": {}, "log": [], "queue": [], "idle": 0, "drawn_at": 0,
                                 "stopped": [], "bonuses": None, "colours_of": None}


def level_settings(level: str, **settings: Any) -> dict[str, Any]:
    """A level's settings (hard for an unknown name) with the shared weights, ``settings`` overriding them."""
    chosen = dict(SHARED_SETTINGS, **LEVEL_SETTINGS.get(level, LEVEL_SETTINGS["hard"]))
    chosen.update({k: v for k, v in settings.items() if k in chosen})
    return chosen


# --- the decision ---------------------------------------------------------------------------------


def face_of(action: Action) -> Face:
    if action.verb == "reveal":
        c = TERRAIN_LETTERS.index(action.tile[2])
        return (c, c, c, c)
    return rotate(TILE_BY_ID[action.tile][1 + action.side], action.rotation)  # type: ignore[arg-type]  # a tile's [1 + side] is a face


def figure_of(action: Action) -> str | None:
    kind = TILE_BY_ID[action.tile][3] if action.verb == "play" else None
    return kind if kind in (WOLF, HUNTER) and action.side == SIDE_A else None


class GuerreSearch(SlicedDecision):
    """One decision of the La Guerre des Moutons AI, with the interface of :class:`game.ai.mcts.Search`."""

    def __init__(self, module: GameModule, view: Mapping[str, Any], seed: int, iterations: int = 10**9,
                 seconds: float = 1.0, exploration: float = 0.7, level: str = "hard", previous: Any = None,
                 **settings: Any) -> None:
        if view.get("seat") is None or view.get("hand") is None:
            raise ValueError("the La Guerre des Moutons AI needs the view of the seat to move")
        self.module = module
        self.view = {**OPTIONAL_VIEW, **view}
        self.level = level if level in LEVEL_SETTINGS else "hard"
        self.settings = level_settings(self.level, **settings)
        self.seed = seed
        self.rng = new_rng(seed, "guerre-ai", view["turn"], len(view["table"]))
        self.iterations = iterations
        self.seconds = seconds
        self.done_iterations = 0
        self.started: float | None = None
        self.seat: int = view["seat"]
        players = int(view["players"])
        # the weight of the others' colours: all of it face to face, less when shared among several
        self.omega = float(self.settings["opponents"]) * (1.0 if players == 2 else float(self.settings["many"]))
        self.legal: list[str] = list(view.get("legal") or ())
        if not self.legal:
            raise ValueError("the La Guerre des Moutons AI moves only for the seat to move")
        self.choice: str = "done" if "done" in self.legal else self.legal[0]
        self.rows: list[tuple[str, int, float]] = []
        self._done = len(self.legal) <= 1
        if self._done:
            self.choice = self.legal[0]
        self._work = self._counted(self._think())

    # -- what the seat knows --
    def _context(self, revealed: bool | None = None) -> Context:
        view = self.view
        colours = [TERRAIN_LETTERS.index(c) for c in view["colours"]]
        if revealed is None:
            revealed = bool(view["revealed"][self.seat])
        return Context(view, self.settings, self.seat, colours, list(view["hand"]), S.unseen_tiles(view), revealed)

    def belief(self) -> dict[int, dict[int, float]]:
        """For each other seat, the chance it owns each colour (revealed ones: 1)."""
        view = self.view
        players = view["players"]
        letter = TERRAIN_LETTERS.index
        unknown = S.unknown_colours(view)
        found: dict[int, dict[int, float]] = {}
        seats = [s for s in range(players) if s != self.seat]
        for s in seats:
            found[s] = {letter(c): 1.0 for c in view["revealed"][s]}
        wanted = {s: view["secret_left"][s] for s in seats if view["secret_left"][s]}
        if not wanted or not unknown:
            return found
        evidence = self.evidence() if self.settings["belief"] else {}
        scale = float(self.settings["belief_scale"])
        order = [s for s in wanted for _ in range(wanted[s])]
        weights: dict[tuple[int, ...], float] = {}
        for perm in permutations(unknown, len(order)):
            key = perm
            # the same colours dealt to a seat in another order are the same deal
            norm = tuple(c for s in wanted for c in sorted(perm[i] for i, o in enumerate(order) if o == s))
            if norm != key:
                continue
            log_w = sum(scale * evidence.get(order[i], {}).get(c, 0.0) for i, c in enumerate(perm))
            weights[key] = log_w
        top = max(weights.values())
        total = 0.0
        for key in weights:
            weights[key] = math.exp(weights[key] - top)
            total += weights[key]
        for key, w in weights.items():
            for i, c in enumerate(key):
                s = order[i]
                found[s][c] = found[s].get(c, 0.0) + w / total
        self.deals = [(key, w / total) for key, w in weights.items()]
        self.deal_order = order
        return found

    def evidence(self) -> dict[int, dict[int, float]]:
        """Per seat and colour, how much the tiles it laid speak for that colour."""
        view = self.view
        found: dict[int, dict[int, float]] = {}
        faces: dict[Cell, Face] = {}
        order: dict[Cell, int] = {}
        for n, (text, tile_id, side, rotation, by, figure, _hunter) in enumerate(view["table"]):
            cell = S.parse_cell(text)
            order[cell] = n
            tile = TILE_BY_ID[tile_id]
            face = rotate(tile[1 + "AB".index(side)], rotation)  # type: ignore[arg-type]  # a tile's [1 + side] is a face
            faces[cell] = face
        for n, (text, tile_id, side, rotation, by, figure, _hunter) in enumerate(view["table"]):
            if by is None or by == self.seat:
                continue
            cell = S.parse_cell(text)
            face = faces[cell]
            mine = found.setdefault(by, {})
            x, y = cell
            wolf = side == "A" and TILE_BY_ID[tile_id][3] == WOLF  # covered since, or not
            for d in range(4):
                dx, dy = STEP[d]
                other = (x + dx, y + dy)
                if other in faces and order[other] < n:
                    theirs = faces[other][OPP[d]]
                    if wolf:
                        # the meadows on the faces of the forest it joined: not its colours
                        oface = faces[other]
                        for e in ((OPP[d] + 1) % 4, (OPP[d] + 3) % 4):
                            if oface[e] in COLOURS:
                                mine[oface[e]] = mine.get(oface[e], 0.0) - 1.5
                    elif theirs in COLOURS:
                        mine[theirs] = mine.get(theirs, 0.0) + 1.0
            if figure is None:
                for t in face:
                    if t in COLOURS:
                        mine[t] = mine.get(t, 0.0) + 0.25
        return found

    # -- the work --
    def _think(self):  # type: ignore[no-untyped-def]
        if self._done:
            return
        view, st = self.view, self.settings
        phase = view["phase"]
        actions = [parse_action(t) for t in self.legal]
        if phase == "react" and st["reactions"] < 1.0 and self.rng.random() >= st["reactions"]:
            self.choice = "done"
            return
        if phase == "react" and not self._reactions_worth(actions):
            self.choice = "done"
            return
        belief = self.belief()
        self.belief_of = belief
        ctx = self._context()
        table, figures, covers, _by, _placed = S.table_of(view)
        self.figures, self.covers = figures, covers
        board = Board(dict(table.faces), figures, covers, ctx)
        self.board = board
        weights = self._weights(belief)
        self.weights = weights
        base = sum(weights[c] * board.colour_value[c] for c in COLOURS)
        yield
        keep = self._keep_values(ctx)
        scored: list[tuple[float, int, str]] = []
        seen: dict[tuple, float] = {}
        hand = view["hand"]
        last_tile = view["bag"] == 0 and len(hand) == 1 and not view["secret_left"][self.seat]  # "?" is a tile held
        finish_bonus = self._bonus_now() * (1.0 + self.omega) if last_tile else 0.0
        # a tile drawn is a choice more, until the bag runs low: then one more tile to lay before finishing
        draw_value = st["draw"] if view["bag"] > st["late_bag"] else -st["late_draw"]
        for n, action in enumerate(actions):
            verb = action.verb
            if verb in ("done", "stop"):
                continue
            if verb == "cover":
                key: tuple = ("cover", action.cell)
            else:
                key = (face_of(action), action.cell, figure_of(action))
            value = seen.get(key)
            if value is None:
                if verb == "cover":
                    values = board.cover(action.cell)
                else:
                    values = board.play(key[0], action.cell, key[2])
                value = sum(weights[c] * values[c] for c in COLOURS) - base
                seen[key] = value
            total = value
            if verb != "reveal":
                total -= keep.get(action.tile, 0.0)
                total += draw_value * self._draws(board, action.cell)
                if verb != "cover" and phase != "react":
                    total += finish_bonus
            scored.append((total, -n, str(action)))
            if n % 32 == 31:
                yield
        if phase == "react":
            yield from self._react(scored, board, ctx)
            return
        if not scored:
            self.choice = self._pass_or_stop(board, 0.0)
            return
        scored.sort(reverse=True)
        if phase == "extra" and scored[0][0] < 0.0 and "done" in self.legal:
            self.choice = "done"  # the reveal's extra tile is optional: no tile laid beats laying a bad one
            self.rows = [(text, 0, round(v, 3)) for v, _, text in scored[:10]]
            return
        if st["greedy"] < 1.0 and self.rng.random() >= st["greedy"]:
            self.choice = self._random_play(scored)
        else:
            self.choice = scored[0][2]
        self.rows = [(text, 0, round(v, 3)) for v, _, text in scored[:10]]
        if phase == "turn" and "stop" in self.legal:
            stop = self._should_stop(board, scored[0][0])
            if stop:
                self.choice = "stop"
                return
        if st["samples"] and st["candidates"] > 1 and len(scored) > 1:
            yield
            yield from self._replies(scored, board, base)

    def _random_play(self, scored: list[tuple[float, int, str]]) -> str:
        """Easy: a random legal tile, mildly preferring the better ones."""
        ranked = [text for _, _, text in scored]
        weights = [1.0 + 1.0 / (1 + i) for i in range(len(ranked))]
        pick = self.rng.random() * sum(weights)
        for text, w in zip(ranked, weights):
            pick -= w
            if pick <= 0:
                return text
        return ranked[-1]

    def _weights(self, belief: Mapping[int, Mapping[int, float]]) -> dict[int, float]:
        """Each colour's weight in the evaluation: 1 for one's own, minus the others' share."""
        view = self.view
        mine = {TERRAIN_LETTERS.index(c) for c in view["colours"]}
        opponents = self.omega
        weights = {}
        for c in COLOURS:
            if c in mine:
                weights[c] = 1.0
                continue
            owned = sum(b.get(c, 0.0) for b in belief.values())
            weights[c] = -opponents * min(1.0, owned)
        return weights

    def _keep_values(self, ctx: Context) -> dict[str, float]:
        st = self.settings
        found: dict[str, float] = {}
        for t in self.view["hand"]:
            kind = TILE_BY_ID[t][3]
            if kind == WOLF:
                found[t] = st["keep_wolf"]
            elif kind == HUNTER:
                found[t] = st["keep_hunter"]
            else:
                found[t] = st["keep_sheep"] * max(sum(1 for x in f if x in ctx.mine)
                                                  for f in tile_faces(t))  # fmt: skip
        return found

    def _draws(self, board: Board, cell: Cell) -> int:
        x, y = cell
        n = sum(1 for dx, dy in STEP if (x + dx, y + dy) in board.faces)
        return min(n, self.view["bag"])

    def _bonus_now(self) -> float:
        finished = len(self.view["finished"])
        return float(BONUSES[finished]) if finished < len(BONUSES) else 0.0

    def _reactions_worth(self, actions: list[Action]) -> bool:
        """Whether a reaction window holds anything the level would weigh (else ``done`` at once)."""
        st = self.settings
        for a in actions:
            if a.verb == "reveal":
                if st["reveal"] == "weigh" or (st["reveal"] == "late" and self.view["bag"] == 0):
                    return True
            elif a.verb in ("play", "cover"):
                return True
        return False

    # -- reactions --
    def _react(self, scored: list[tuple[float, int, str]], board: Board, ctx: Context):  # type: ignore[no-untyped-def]
        """A reaction window: the best wolf, hunter, cover or reveal that beats ``done``."""
        st = self.settings
        rows = []
        best, best_text = 0.0, "done"
        reveals = []
        for value, _, text in scored:
            if text.startswith("reveal:"):
                if st["reveal"] == "never" or (st["reveal"] == "late" and self.view["bag"] > 0):
                    continue
                reveals.append((value, text))
                continue
            rows.append((text, 0, round(value, 3)))
            if value > best:
                best, best_text = value, text
        reveals.sort(reverse=True)
        for value, text in reveals[:3]:
            extra = self._extra_after(parse_action(text), board, ctx)
            yield
            total = value + extra - st["reveal_cost"] * (1.0 if self.view["bag"] > 0 else 0.3)
            rows.append((text, 1, round(total, 3)))
            if total > best:
                best, best_text = total, text
        self.rows = sorted(rows, key=lambda r: -r[2])[:10]
        self.choice = best_text

    def _extra_after(self, action: Action, board: Board, ctx: Context) -> float:
        """The reveal's extra tile: the best one-ply gain of the hand once the shepherd tile lies, and
        the cost of the others knowing the colour (the wolves' risk as for a shown colour)."""
        faces = dict(board.faces)
        faces[action.cell] = face_of(action)
        after = Board(faces, self.figures, self.covers, self._context(revealed=True))
        weights = self.weights
        base_after = sum(weights[c] * after.colour_value[c] for c in COLOURS)
        # the cost of showing: my colours' worth on the new table as a hidden colour and as a shown one
        hidden = Board(faces, self.figures, self.covers, ctx)
        shown_cost = sum(weights[c] * (hidden.colour_value[c] - after.colour_value[c]) for c in ctx.mine)
        best = 0.0
        for face, cell, figure, _tile in self._placements(after, self.view["hand"], False):
            values = after.play(face, cell, figure)
            best = max(best, sum(weights[c] * values[c] for c in COLOURS) - base_after)
        return best - shown_cost

    # -- stopping --
    def _pass_or_stop(self, board: Board, best: float) -> str:
        if "stop" in self.legal and self._should_stop(board, best):
            return "stop"
        return "done" if "done" in self.legal else self.legal[0]

    def _should_stop(self, board: Board, best_move: float) -> bool:
        """Whether to stop now: the projected totals (worth now, growth in the turns left, bonuses) of
        stopping now, of one more move then stopping, and of playing on, each against the best other
        seat's; stop when stopping now leads the other two by ``stop_margin``."""
        st = self.settings
        view = self.view
        mode = st["stop"]
        if mode == "never":
            return False
        mine = [TERRAIN_LETTERS.index(c) for c in view["colours"]]
        closed = all(board.by_colour[c] and not board.opens[board.by_colour[c][0][1]] for c in mine)
        if mode == "simple":
            return view["bag"] == 0 and closed and self._bonus_now() > 0 and len(view["hand"]) > 1
        finished = list(view["finished"])
        others = [s for s in range(view["players"]) if s != self.seat and s not in finished]
        if not others:
            return False
        now = sum(board.colour_value[c] for c in mine)
        frozen = sum(board.frozen(c, st["frozen"]) for c in mine)
        belief = self.belief_of
        worth = {s: sum(p * board.colour_value[c] for c, p in belief.get(s, {}).items()) for s in belief}
        bonuses = view["bonuses"] or [0] * view["players"]
        done = [worth.get(s, 0.0) + bonuses[s] for s in finished if s != self.seat]
        f = len(finished)
        rank = lambda k: float(BONUSES[k]) if k < len(BONUSES) else 0.0  # noqa: E731
        hands = view["hand_sizes"]
        tiles_go = view["bag"] + sum(hands[s] for s in others) + len(view["hand"])
        tiles_alone = view["bag"] + sum(hands[s] for s in others)
        t_go = tiles_go / (len(others) + 1)
        t_alone = tiles_alone / len(others)
        k = float(st["growth"])
        avg_go = sum(rank(f + i) for i in range(len(others) + 1)) / (len(others) + 1)
        avg_after = sum(rank(f + 1 + i) for i in range(len(others))) / len(others)
        alone = max([worth[s] + k * t_alone**2 + avg_after for s in others] + done)
        contested = max([worth[s] + k * t_go**2 + avg_go for s in others] + done)
        hazards = [self._hazard(s) for s in others]
        dist = [1.0]
        for h in hazards:
            dist = [a * (1 - h) + (dist[i - 1] * h if i else 0.0) for i, a in enumerate(dist)] + [dist[-1] * h]
        later = sum(p * rank(f + i) for i, p in enumerate(dist))
        stop_now = frozen + rank(f) - alone
        one_more = frozen + max(0.0, best_move) + later - alone
        go_on = now + k * t_go**2 + avg_go - contested
        self.rows.append(("stop", 0, round(stop_now - max(one_more, go_on), 3)))
        return stop_now > max(one_more, go_on) + st["stop_margin"]

    def _hazard(self, seat: int) -> float:
        """The chance another seat finishes within a round."""
        view, st = self.view, self.settings
        hand = view["hand_sizes"][seat]
        if view["bag"] == 0:
            if hand <= 1:
                return 0.9
            if hand <= len(view["hand"]) - 1:
                return 0.5
        return min(0.5, st["stop_hazard"] / (view["bag"] + 1.5))

    # -- replies (hard) --
    def _deals(self, samples: int) -> list[dict[int, list[int]]]:
        """``samples`` deals of the secret colours drawn from the belief (for ``determinize``)."""
        deals = getattr(self, "deals", None)
        found = []
        for _ in range(samples):
            deal: dict[int, list[int]] = {}
            if deals:
                pick = self.rng.random()
                key = deals[-1][0]
                for k, p in deals:
                    pick -= p
                    if pick <= 0:
                        key = k
                        break
                for s, c in zip(self.deal_order, key):
                    deal.setdefault(s, []).append(c)
            found.append(deal)
        return found

    def _reply_weights(self, seat: int, colours: list[int]) -> dict[int, float]:
        """How a replier weighs the colours: its own for, the others' (as it may guess them) against."""
        view = self.view
        omega = self.omega
        letter = TERRAIN_LETTERS.index
        shown = {letter(c) for s, r in enumerate(view["revealed"]) if s != seat for c in r}
        unknown = [c for c in COLOURS if c not in colours and c not in shown]
        secret = sum(view["secret_left"][s] for s in range(view["players"]) if s != seat)
        share = min(1.0, secret / len(unknown)) if unknown else 0.0
        return {c: 1.0 if c in colours else -omega * (1.0 if c in shown else share) for c in COLOURS}

    def _placements(self, board: Board, hand: list[str], figures_only: bool,
                    cells: set[Cell] | None = None) -> list[tuple[Face, Cell, Any, str]]:
        """The plays of a hand on a board (``figures_only``: its wolves' and hunters' forest faces;
        ``cells``: only there)."""
        found: list[tuple[Face, Cell, Any, str]] = []
        seen = set()
        held = set(hand)
        kinds = {t: TILE_BY_ID[t][3] for t in held}
        if figures_only and not any(k in (WOLF, HUNTER) for k in kinds.values()):
            return found
        table = index()
        forest = (FOREST,) * 4
        for e, needs in board.needs.items():
            if cells is not None and e not in cells:
                continue
            if figures_only and not all(t == FOREST or t < 0 for t in needs):
                continue
            for tile, _caps, face in table.get(needs, ()):
                if tile not in held:
                    continue
                kind = kinds[tile]
                fig = kind if face == forest and kind in (WOLF, HUNTER) else None
                if figures_only and fig is None:
                    continue
                if fig == WOLF and any(r >= 0 and board.guarded[r] for r in board.facing[e]):
                    continue
                key = (face, e, fig)
                if key not in seen:
                    seen.add(key)
                    found.append((face, e, fig, tile))
        return found

    def _board_after(self, board: Board, action: Action) -> Board:
        faces = dict(board.faces)
        figures = dict(self.figures)
        covers = dict(self.covers)
        if action.verb == "cover":
            figures[action.cell] = HUNTER
            covers[action.cell] = action.tile
        else:
            faces[action.cell] = face_of(action)
            figure = figure_of(action)
            if figure is not None:
                figures[action.cell] = figure
        return Board(faces, figures, covers, board.ctx)

    def _replies(self, scored, board: Board, base: float):  # type: ignore[no-untyped-def]
        """The best moves weighed against the replies of the others in sampled deals: the next seat's
        best tile, and any seat's best wolf or hunter, each by its own colours."""
        st = self.settings
        view = self.view
        players = view["players"]
        order = [(self.seat + k) % players for k in range(1, players)]
        others = [s for s in order if s not in view["finished"]]
        if not others:
            return
        turners = set(others[: int(st["repliers"])]) if view["phase"] == "turn" else set()
        states = [S.determinize(view, self.rng, colours=deal) for deal in self._deals(int(st["samples"]))]
        keep_wolf, keep_hunter = float(st["keep_wolf"]), float(st["keep_hunter"])
        weight = float(st["reply_weight"])
        mine = self.weights
        yield
        seen: set[str] = set()
        ranked: list[tuple[float, Any, str]] = []
        budget = int(st["reply_budget"])  # moves weighed in the replies, at most (a big hand in a big table)
        for total, order_key, text in scored:
            if len(ranked) >= int(st["candidates"]) or budget <= 0:
                break
            if text in seen:
                continue
            seen.add(text)
            action = parse_action(text)
            after = self._board_after(board, action)
            static = sum(mine[c] * after.colour_value[c] for c in COLOURS)
            extras = total - (static - base)
            yield
            cache: dict[tuple, dict[int, float]] = {}
            acc = 0.0
            for state in states:
                worst = static
                for s in others:
                    hand = state.hands[s]
                    turn = s in turners
                    if not turn and not any(TILE_BY_ID[t][3] in (WOLF, HUNTER) for t in hand):
                        continue
                    w = self._reply_weights(s, state.colours[s])
                    own = sum(w[c] * after.colour_value[c] for c in COLOURS)
                    best, mine_after = (-math.inf if turn else 0.0), static
                    cells = None
                    if turn:  # the tiles that touch (or lie next to the cells of) what either side weighs
                        cells = after.near({c for c in COLOURS if abs(w[c]) >= 0.4 or abs(mine[c]) >= 0.4})
                    for face, cell, fig, tile in self._placements(after, hand, not turn, cells):
                        key = (face, cell, fig)
                        values = cache.get(key)
                        if values is None:
                            values = cache[key] = after.play(face, cell, fig)
                            budget -= 1
                        gain = sum(w[c] * values[c] for c in COLOURS) - own
                        kind = TILE_BY_ID[tile][3]
                        gain -= keep_wolf if kind == WOLF else keep_hunter if kind == HUNTER else 0.0
                        if gain > best:
                            best, mine_after = gain, sum(mine[c] * values[c] for c in COLOURS)
                    if mine_after < worst:
                        worst = mine_after
                acc += worst
                yield
            replied = acc / max(1, len(states)) - base + extras
            value = (1.0 - weight) * total + weight * replied
            ranked.append((value, order_key, text))
        if ranked:
            ranked.sort(reverse=True)
            self.choice = ranked[0][2]
            self.rows = [(text, len(states), round(v, 3)) for v, _, text in ranked]


def decision(view: Mapping[str, Any]) -> str:
    """What a position asks of the computer (the benchmarks time each kind apart): ``turn`` (a tile,
    pass or stop), ``react`` (a reaction window) or ``extra`` (the tile after a reveal)."""
    return str(view["phase"])


__all__ = ["LEVEL_SETTINGS", "Board", "Context", "GuerreSearch", "decision", "level_settings"]
