"""The Clustered AI: a heuristic evaluation of placements, with a short sampled look-ahead for ``hard``.

It sees only a view (``state.view(seat)``): the table, its own hand and discards, and how many cards
every seat holds, draws and has discarded. What it cannot see (the others' hands, every deck's
order) it treats as a *pool* per seat: the seat's 29 (or 30) cards less those on the table and those
shown; for itself, its hand plus its deck (whose cards it knows, not their order). The look-ahead
samples the unknown cards with ``clustered.determinize(view, rng)``.

The evaluation of laying card ``k`` on cell ``e`` for the mover ``s``:

- **gain**: the exact points it scores now (its lines through ``e``, its largest rectangle, the
  speed bonus), computed locally around ``e``;
- **potential**: windows of 3 in a row or column and 2x2 squares through ``e`` that hold only the
  seat's cards and empty cells, each worth more the fewer cells it lacks, times the chance the seat
  fills each empty cell (from how many of the seat's pool fit that cell's neighbours);
- **blocking**: the same windows of every other seat through ``e`` die, and the exact points they
  would have scored on ``e`` are denied, weighted by the chance they could fill it;
- **the card**: a card constrains its empty neighbours (a neighbour must share 2 of 3 features);
  the card that keeps the mover's own neighbour cells easy to fill and makes the others' cells hard
  ("poisons" them) is better; a joker used where a plain card would do costs a little.

Levels: ``easy`` plays the points it sees now with a lot of noise, and a random card one time in
three; ``medium`` adds its own potential (a careful builder that never blocks); ``hard`` uses the
whole evaluation, then plays each of its best six placements forward over eight sampled deals (every
seat greedy: the points it makes now and cards next to its own), until it has laid two more cards
and the others have answered each (one more card with more than 4 seats), and picks by the static
value plus its own points in those turns less the others' (weighted as for blocking). With several
other seats, hurting one helps the rest, so the others' weights shrink (``rivals``): measured
in the arena, a hard seat that blocks as much with 4 seats as with 2 wins less often than one that
mostly builds.

Discards (quick play's opening and trim discards, and a forced discard when nothing fits) drop the
card that fits the fewest of the seat's useful cells and the fewest of its other cards; never a joker
while a plain card can go.

The work is fixed by the level (so a seed gives the same choice on any machine) and cut in small
pieces (a generator): ``step(max_seconds)`` returns within a few milliseconds of the slice it is
given, so a page stays responsive, and a decision is ready at any time. The level's ``seconds`` is
only a cap on the wall clock (a slow device stops the look-ahead early and plays its best so far).
Every setting of a level may be overridden through ``make_agent(level, seed, **settings)``, as the
arena does (``hard:samples=16``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any, cast

from . import rules as C
from ..core import GameModule, new_rng
from ..ai.mcts import Search, SlicedDecision

STRIDE = C.STRIDE
STEPS = C.STEPS
FITS = C.FITS
JOKER = C.JOKER
START = C.START
FIGURE_BITS = (1 << 27) - 1
ANY = (1 << 28) - 1  # the cards that may lie on a cell with no neighbour yet: every one
H, V = 1, STRIDE

# The windows through a cell, as the offsets of their other cells: 0 = three in a row or a column,
# 1 = a 2x2 square.
WINDOWS: tuple[tuple[int, tuple[int, ...]], ...] = (
    (0, (-2 * H, -H)), (0, (-H, H)), (0, (H, 2 * H)),
    (0, (-2 * V, -V)), (0, (-V, V)), (0, (V, 2 * V)),
    (1, (H, V, H + V)), (1, (-H, V, V - H)), (1, (H, -V, H - V)), (1, (-H, -V, -H - V)),
)  # fmt: skip

# The settings of each level (``make_agent(level)``; any can be overridden, e.g. in the arena).
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {
        "potential": 0.0, "block": 0.0, "poison": 0.0, "threat": 0.0, "adjacent": 0.6,
        "noise": 2.5, "blunder": 0.3, "candidates": 0, "samples": 0,
    },
    "medium": {
        "potential": 1.0, "block": 0.0, "poison": 0.0, "threat": 0.0, "adjacent": 0.2,
        "noise": 0.3, "blunder": 0.0, "candidates": 0, "samples": 0,
    },
    "hard": {
        "potential": 1.0, "block": 0.5, "poison": 0.5, "threat": 0.8, "adjacent": 0.2,
        "noise": 0.0, "blunder": 0.0, "candidates": 6, "samples": 8, "horizon": 2, "tail": 1,
    },
}  # fmt: skip
# Weights shared by the levels (each may be overridden too).
SHARED_SETTINGS: dict[str, Any] = {
    "line1": 0.25, "line2": 1.2,  # a row or column window of 3 holding 1 or 2 of the seat's cards, the rest empty
    "square1": 0.1, "square2": 0.5, "square3": 1.6,  # a 2x2 window holding 1, 2 or 3
    "joker_cost": 1.5,  # laying a joker where a plain card would do gives up a card that fits anywhere
    "draws": 7,  # the cards a seat is taken to see before it must fill a cell (its hand and draws)
    "horizon": 1,  # look-ahead: play on until the mover has laid this many more cards
    "crowd_horizon": 1,  # the same with more than 4 seats (a round is long: the time stays bounded)
    "look": 1.0,  # look-ahead: the weight of the simulated points against the static value
    "rivals": 1.3,  # with n other seats, what they score or lose weighs n ** -rivals in all (see below)
    "tail": 0,  # look-ahead: 1 = after the mover's last card, the others answer too
    "sim_card": 0,  # look-ahead: the card a simulated seat lays on its cell: 0 the first that fits, 1 any
}  # fmt: skip


def popcount(bits: int) -> int:
    return bits.bit_count()


class Board:
    """The table as the search changes it: cards, owners, the cards each empty cell still admits."""

    __slots__ = ("cards", "owner", "masks", "near", "best_rect", "speed_rect", "speed_line", "speed")

    def __init__(self, players: int) -> None:
        self.cards: dict[int, int] = {}
        self.owner: dict[int, int] = {}
        self.masks: dict[int, int] = {}  # frontier cell -> the cards (bits) that fit all its neighbours
        self.near: list[dict[int, int]] = [{} for _ in range(players)]  # per seat: empty cell -> own neighbours
        self.best_rect: list[int] = [0] * players  # per seat: its largest rectangle's card count (0: none)
        self.speed = False
        self.speed_rect: int | None = None
        self.speed_line: int | None = None

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.cards = dict(self.cards)
        other.owner = dict(self.owner)
        other.masks = dict(self.masks)
        other.near = [dict(n) for n in self.near]
        other.best_rect = list(self.best_rect)
        other.speed, other.speed_rect, other.speed_line = self.speed, self.speed_rect, self.speed_line
        return other

    def put(self, seat: int, card: int, where: int) -> None:
        """A card on the table (``seat`` -1 for a start card), keeping the masks of its neighbours."""
        self.cards[where] = card
        self.owner[where] = seat
        self.masks.pop(where, None)
        for near in self.near:
            near.pop(where, None)
        fits = FITS[card]
        cards, masks = self.cards, self.masks
        mine = self.near[seat] if seat >= 0 else None
        for step in STEPS:
            n = where + step
            if n not in cards:
                masks[n] = masks.get(n, ANY) & fits
                if mine is not None:
                    mine[n] = mine.get(n, 0) + 1

    def lay(self, seat: int, card: int, where: int) -> int:
        """Lay a card for ``seat``; the points it scores."""
        points, rect, longest = self.score(seat, where)
        if rect > self.best_rect[seat]:
            self.best_rect[seat] = rect
        if self.speed:
            if self.speed_rect is None and rect >= 6:
                self.speed_rect = seat
            if self.speed_line is None and longest >= 5:
                self.speed_line = seat
        self.put(seat, card, where)
        return points

    # -- exact points, locally --
    def runs(self, seat: int, where: int, step: int) -> tuple[int, int]:
        owner = self.owner
        a, c = 0, where - step
        while owner.get(c) == seat:
            a += 1
            c -= step
        b, c = 0, where + step
        while owner.get(c) == seat:
            b += 1
            c += step
        return a, b

    def rect_through(self, seat: int, where: int) -> int:
        """The card count of the largest all-``seat`` rectangle (2x2 at least) through ``where``,
        counting ``where`` as the seat's; 0 if none."""
        owner = self.owner
        # first whether the seat holds each neighbour, then (reused) lengths: ints either way
        right: int
        left: int
        down: int
        up: int
        right, left, down, up = (owner.get(where + H) == seat, owner.get(where - H) == seat,
                                 owner.get(where + V) == seat, owner.get(where - V) == seat)
        if not ((right and down and owner.get(where + H + V) == seat)
                or (left and down and owner.get(where - H + V) == seat)
                or (right and up and owner.get(where + H - V) == seat)
                or (left and up and owner.get(where - H - V) == seat)):
            return 0  # no 2x2 of the seat's through ``where``
        # heights up and down of the seat's columns along the row through ``where``
        left, right = self.runs(seat, where, H)
        ups: list[int] = []
        downs: list[int] = []
        for dx in range(-left, right + 1):
            x = where + dx
            u, c = 0, x - V
            while owner.get(c) == seat:
                u += 1
                c -= V
            d, c = 0, x + V
            while owner.get(c) == seat:
                d += 1
                c += V
            ups.append(u)
            downs.append(d)
        best = 0
        centre = left
        up_l, down_l = ups[centre], downs[centre]
        for i in range(centre, -1, -1):
            if ups[i] < up_l:
                up_l = ups[i]
            if downs[i] < down_l:
                down_l = downs[i]
            up, down = up_l, down_l
            for j in range(centre, len(ups)):
                if ups[j] < up:
                    up = ups[j]
                if downs[j] < down:
                    down = downs[j]
                width, height = j - i + 1, up + down + 1
                if width >= 2 and height >= 2 and width * height > best:
                    best = width * height
                if up + down == 0:
                    break
        return best

    def gain(self, seat: int, where: int) -> int:
        """The points ``seat`` scores by laying a card on ``where`` now (lines, rectangle, speed bonus)."""
        return self.score(seat, where)[0]

    def score(self, seat: int, where: int) -> tuple[int, int, int]:
        """(points, the largest rectangle through ``where``, the longest line through it) if ``seat``
        laid a card on ``where`` now."""
        points = 0
        longest = 1
        for step in (H, V):
            a, b = self.runs(seat, where, step)
            n = a + b + 1
            if n >= 3:
                points += n - (a if a >= 3 else 0) - (b if b >= 3 else 0)
            if n > longest:
                longest = n
        rect = self.rect_through(seat, where)
        if rect > self.best_rect[seat]:
            points += rect - self.best_rect[seat]
        if self.speed:
            if self.speed_line is None and longest >= 5:
                points += 2
            if self.speed_rect is None and rect >= 6:
                points += 2
        return points, rect, longest


class Pool:
    """The cards a seat may still lay, as far as the searching seat knows: figure cards as bits, and
    jokers counted; ``chance[n]``: the chance the seat fills a cell that ``n`` of them fit."""

    __slots__ = ("figures", "jokers", "size", "chance", "left")

    def __init__(self, figures: int, jokers: int, left: int, draws: int) -> None:
        self.figures = figures
        self.jokers = jokers
        self.size = popcount(figures) + jokers
        self.left = left  # cards the seat will still lay or discard (hand and deck)
        n = self.size
        draws = min(n, draws, left)
        chance = []
        for fit in range(n + 1):
            if draws <= 0 or n == 0:
                chance.append(0.0)
            else:
                chance.append(1.0 - math.comb(n - fit, draws) / math.comb(n, draws))
        self.chance = chance

    def fit(self, mask: int) -> float:
        return self.chance[popcount(mask & self.figures) + self.jokers]


def card_bits(cards: list[int]) -> int:
    bits = 0
    for c in cards:
        if c != JOKER:
            bits |= 1 << c
    return bits


class ClusteredSearch(SlicedDecision, Search):
    """One decision of the Clustered AI, with the interface of :class:`game.ai.mcts.Search`."""

    def __init__(self, module: GameModule, view: Mapping[str, Any], seed: int, iterations: int = 10**9,
                 seconds: float = 1.0, exploration: float = 0.7, level: str = "hard",
                 previous: Any = None, **settings: Any) -> None:
        if level not in LEVEL_SETTINGS:
            level = "hard"
        self.module = module
        self.view = view
        self.level = level
        self.settings = dict(SHARED_SETTINGS, **LEVEL_SETTINGS[level])
        self.settings.update({k: v for k, v in settings.items() if k in self.settings})
        st = self.settings
        self.line_values = (0.0, st["line1"], st["line2"], 0.0)
        self.square_values = (0.0, st["square1"], st["square2"], st["square3"], 0.0)
        self.rng = new_rng(seed, "clustered-ai", len(view.get("history", ())))
        self.iterations = iterations
        self.seconds = seconds
        self.done_iterations = 0
        self.started: float | None = None
        self.hidden = True
        self._read(view)
        self.legal = self._legal()
        self.choice: Any = self.legal[0]
        self.rows: list[tuple[str, int, float]] = []
        self._done = len(self.legal) <= 1
        self._work = self._think()

    # -- what the view says --
    def _read(self, view: Mapping[str, Any]) -> None:
        seat = view.get("seat")
        if seat is None or view.get("hand") is None:
            raise ValueError("the Clustered AI needs the view of the seat to move")
        if view.get("to_move") != seat:
            raise ValueError("the Clustered AI moves only for the seat to move")
        self.seat: int = seat
        self.players: int = view["players"]
        self.phase: str = view["phase"]
        options = view["options"]
        extra = set(C.parse_extra_jokers(options.get("extra_joker", []), self.players))
        board = self.board = Board(self.players)
        board.speed = bool(options.get("speed"))
        speed = view.get("speed") or {}
        board.speed_rect, board.speed_line = speed.get("rectangle"), speed.get("line")
        laid: list[list[int]] = [[] for _ in range(self.players)]
        own: list[set[int]] = [set() for _ in range(self.players)]
        for x, y, text, owner in view["table"]:
            where = C.cell(x, y)
            card = START if owner == -1 else C.parse_card(text)
            board.put(owner, card, where)
            if owner >= 0:
                laid[owner].append(card)
                own[owner].add(where)
        for s in range(self.players):
            rect = C.largest_rectangle(own[s])
            board.best_rect[s] = rect[2] * rect[3] if rect else 0
        self.hand = [C.parse_card(t) for t in view["hand"]]
        self.scores = [0] * self.players
        breakdown = view.get("breakdown")
        if isinstance(breakdown, Mapping) and "total" in breakdown:
            self.scores = list(breakdown["total"])
        pools = []
        for s in range(self.players):
            jokers = 3 if s in extra else 2
            figures = FIGURE_BITS
            gone = laid[s] + [C.parse_card(t) for t in view["shown_discards"][s]]
            if s == self.seat:
                gone += [C.parse_card(t) for t in view.get("secret_discards") or []]
            for card in gone:
                if card == JOKER:
                    jokers -= 1
                else:
                    figures &= ~(1 << card)
            left = view["hand_sizes"][s] + view["deck_sizes"][s]
            pools.append(Pool(figures, max(0, jokers), left, int(self.settings["draws"])))
        self.pools = pools

    def _legal(self) -> list[Any]:
        hand = self.hand
        if self.phase != C.PLAY:
            return [C.Discard(c) for c in sorted(set(hand))]
        bits = card_bits(hand) | ((1 << JOKER) if JOKER in hand else 0)
        found = []
        for where in sorted(self.board.masks):
            allowed = self.board.masks[where] & bits
            while allowed:
                low = allowed & -allowed
                found.append(C.Place(low.bit_length() - 1, where))
                allowed ^= low
        return found or [C.Discard(c) for c in sorted(set(hand))]


    # -- thinking --
    def _think(self):  # type: ignore[no-untyped-def]
        legal = self.legal
        if isinstance(legal[0], C.Discard):
            self.choice = C.Discard(self._least_useful())
            return
        s = self.settings
        if s["blunder"] and self.rng.random() < s["blunder"]:
            self.choice = legal[int(self.rng.random() * len(legal))]
            return
        scored = []
        for chunk in self._evaluate(legal):
            scored.extend(chunk)
            yield
        noise = s["noise"]
        if noise:
            scored = [(v + self.rng.gauss(0.0, noise), a) for v, a in scored]
        scored.sort(key=lambda item: -item[0])
        self.choice = scored[0][1]
        self.rows = [(str(a), 0, round(v, 3)) for v, a in scored[:10]]
        count = int(s["candidates"])
        if count > 1 and s["samples"] and len(scored) > 1:
            yield
            yield from self._look_ahead(scored[:count])

    # -- the static evaluation --
    def _evaluate(self, legal: list[Any]):  # type: ignore[no-untyped-def]
        """Yield lists of (value, placement), a few cells at a time."""
        board, seat, pools = self.board, self.seat, self.pools
        s = self.settings
        w_pot, w_block, w_poison, w_threat, w_adj = s["potential"], s["block"], s["poison"], s["threat"], s["adjacent"]
        others = [o for o in range(self.players) if o != seat and pools[o].left > 0]
        weights = self._opponent_weights(others)
        by_cell: dict[int, list[int]] = {}
        for action in legal:
            by_cell.setdefault(action.cell, []).append(action.card)
        memo: dict[tuple[int, int], float] = {}
        owner, masks, cards = board.owner, board.masks, board.cards
        hand_plain = any(c != JOKER for c in self.hand)
        batch: list[tuple[float, Any]] = []
        for where, hand_cards in by_cell.items():
            value = board.gain(seat, where)
            value += w_adj * board.near[seat].get(where, 0)
            empty = [where + st for st in STEPS if where + st not in cards]
            if w_pot:
                a, b = self._windows(seat, where)
                value += w_pot * (b - a * pools[seat].fit(masks.get(where, ANY)))
            if w_block or w_threat:
                for o in others:
                    p = pools[o].fit(masks.get(where, ANY))
                    if p:
                        hurt = 0.0
                        if w_block:
                            hurt += w_block * self._windows_memo(memo, o, where) * p
                        if w_threat:
                            hurt += w_threat * board.gain(o, where) * p
                        value += weights[o] * hurt
            # the windows of the mover's empty neighbours once ``where`` is its own
            mine_after: list[float] = []
            if w_pot and empty:
                owner[where] = seat
                mine_after = [self._windows(seat, c)[0] for c in empty]
                del owner[where]
            plain_fits = hand_plain and any(c != JOKER for c in hand_cards)
            for card in hand_cards:
                v = value
                if card == JOKER:
                    if plain_fits:
                        v -= s["joker_cost"]
                else:
                    fits = FITS[card]
                    for i, c in enumerate(empty):
                        old = masks.get(c, ANY)
                        new = old & fits
                        if new == old:
                            continue
                        if w_pot:
                            v += w_pot * mine_after[i] * (pools[seat].fit(new) - pools[seat].fit(old))
                        if w_poison:
                            for o in others:
                                pool = pools[o]
                                drop = pool.fit(old) - pool.fit(new)
                                if drop:
                                    v += w_poison * weights[o] * drop * (
                                        self._windows_memo(memo, o, c) + w_threat * board.gain(o, c))
                batch.append((v, C.Place(card, where)))
            if len(batch) >= 24:
                yield batch
                batch = []
        yield batch

    def _opponent_weights(self, others: list[int]) -> dict[int, float]:
        """How much what each other seat scores or loses is worth against the mover's own points: 1 with
        one opponent; with ``n`` of them, ``n ** -rivals`` in all (hurting one helps the rest too), more
        for a seat ahead of the mover and less for one behind."""
        if not others:
            return {}
        if len(others) == 1:
            return {others[0]: 1.0}
        mine = self.scores[self.seat]
        share = len(others) ** -self.settings["rivals"] / len(others)
        return {o: share * (1.0 + max(-0.5, min(1.0, (self.scores[o] - mine) / 10.0))) for o in others}

    def _windows_memo(self, memo: dict[tuple[int, int], float], seat: int, where: int) -> float:
        key = (seat, where)
        found = memo.get(key)
        if found is None:
            found = memo[key] = self._windows(seat, where)[0]
        return found

    def _windows(self, seat: int, where: int) -> tuple[float, float]:
        """(before, after) for the empty cell ``where`` and ``seat``: the summed values of its windows
        holding nothing of another seat, without the chance of filling ``where`` itself (before), and
        with ``where`` taken by ``seat`` (after)."""
        owner, masks = self.board.owner, self.board.masks
        pool = self.pools[seat]
        if pool.left <= 0:
            return 0.0, 0.0
        before = after = 0.0
        for kind, offsets in WINDOWS:
            n = 0
            chance = 1.0
            for off in offsets:
                c = where + off
                o = owner.get(c)
                if o is None:
                    chance *= pool.fit(masks.get(c, ANY))
                    if not chance:
                        break
                elif o == seat:
                    n += 1
                else:
                    chance = 0.0
                    break
            if chance:
                values = self.line_values if kind == 0 else self.square_values
                before += values[n] * chance
                after += values[n + 1] * chance
        return before, after

    # -- discards --
    def _least_useful(self) -> int:
        """The hand's card that fits the fewest useful cells of the seat and the fewest other cards."""
        hand = self.hand
        plain = [c for c in hand if c != JOKER]
        if not plain:
            return JOKER
        board, seat = self.board, self.seat
        targets: list[tuple[int, float]] = []
        for where, mask in board.masks.items():  # every empty cell next to a card; the seat's own count more
            targets.append((mask, 0.2 + self._windows(seat, where)[0] + board.gain(seat, where)))
        deck_bits = self.pools[seat].figures & ~card_bits(hand)
        best, best_value = plain[0], math.inf
        for card in sorted(set(plain)):
            bit = 1 << card
            value = sum(w for mask, w in targets if mask & bit)
            value += 0.5 * sum(1 for other in hand if other != card and FITS[card] >> other & 1)
            value += 0.1 * popcount(FITS[card] & deck_bits)
            if value < best_value:
                best, best_value = card, value
        return best

    # -- the look-ahead (hard) --
    def _look_ahead(self, candidates: list[tuple[float, Any]]):  # type: ignore[no-untyped-def]
        """Play each candidate, then every seat greedily until the mover has laid again, over sampled
        deals; the candidate's value is its static value plus the realized points of the mover less
        the others' (weighted as for blocking)."""
        samples = int(self.settings["samples"])
        look = self.settings["look"]
        seat = self.seat
        others = [o for o in range(self.players) if o != seat]
        weights = self._opponent_weights(others)
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        for _ in range(samples):
            deal = cast(C.ClusteredState, self.module.determinize(self.view, self.rng))
            hands = [list(h) for h in deal.hands]
            decks = [list(d) for d in deal.decks]
            noise = self.rng.getrandbits(32)  # the same chance for every candidate: their differences are their own
            for i, (_, action) in enumerate(candidates):
                if self.done_iterations >= self.iterations:
                    break
                outcome = self._simulate(action, [list(h) for h in hands], [list(d) for d in decks],
                                         random.Random(noise).random)
                totals[i] += outcome[seat] - sum(weights.get(o, 0.0) * outcome[o] for o in others)
                counts[i] += 1
                self.done_iterations += 1
                yield
        ranked = []
        for i, (static, action) in enumerate(candidates):
            mean = totals[i] / counts[i] if counts[i] else 0.0
            ranked.append((static + look * mean, counts[i], action))
        ranked.sort(key=lambda r: -r[0])
        self.choice = ranked[0][2]
        self.rows = [(str(a), n, round(v, 3)) for v, n, a in ranked]

    def _simulate(self, action: Any, hands: list[list[int]], decks: list[list[int]], rand: Any) -> list[float]:
        board = self.board.copy()
        seat = self.seat
        points = [0.0] * self.players
        quick = bool(self.view["options"].get("quick"))
        hands[seat].remove(action.card)
        points[seat] += board.lay(seat, action.card, action.cell)
        mover = seat
        horizon = int(self.settings["horizon" if self.players <= 4 else "crowd_horizon"])
        tail = bool(self.settings["tail"])
        pick_random = bool(self.settings["sim_card"])
        again = 0
        players = self.players
        while True:
            self._draw(mover, hands, decks, quick, board)
            following = next((m for m in ((mover + k) % players for k in range(1, players + 1)) if hands[m]), None)
            if following is None or (following == seat and again >= horizon):
                break
            mover = following
            hand = hands[mover]
            bits = 0
            for c in hand:
                bits |= 1 << c
            # the best cell next to the seat's own cards (points now, own neighbours, a little chance);
            # when none fits, any cell that does
            best, best_value = None, -1.0
            masks = board.masks
            for where, near in board.near[mover].items():
                allowed = masks[where] & bits
                if allowed:
                    value = rand() * 0.3 + 0.4 * near + board.gain(mover, where)
                    if value > best_value:
                        best, best_value = (where, allowed), value
            if best is None:
                seen = 0
                for where, mask in masks.items():
                    allowed = mask & bits
                    if allowed:
                        seen += 1
                        if rand() * seen < 1.0:
                            best = (where, allowed)
            if best is None:
                hand.remove(min(hand, key=lambda c: popcount(FITS[c] & bits)))
            else:
                where, allowed = best
                if allowed & ~(1 << JOKER):
                    allowed &= ~(1 << JOKER)
                if pick_random and allowed & (allowed - 1):
                    fitting = [c for c in hand if allowed >> c & 1]
                    card = fitting[int(rand() * len(fitting))]
                else:
                    card = (allowed & -allowed).bit_length() - 1
                hand.remove(card)
                points[mover] += board.lay(mover, card, where)
            if mover == seat:
                again += 1
                if again >= horizon and not tail:
                    break
        return points

    @staticmethod
    def _draw(mover: int, hands: list[list[int]], decks: list[list[int]], quick: bool, board: Board) -> None:
        deck = decks[mover]
        hand = hands[mover]
        for _ in range(2 if quick else 1):
            if deck:
                hand.append(deck.pop())
        if len(hand) > C.HAND:
            bits = card_bits(hand)
            plain = [c for c in hand if c != JOKER]
            hand.remove(min(plain, key=lambda c: popcount(FITS[c] & bits)) if plain else hand[0])
