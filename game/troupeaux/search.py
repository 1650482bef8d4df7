"""The Troupeaux AI: a heuristic evaluation of the whole turn, with sampled replies for ``hard``.

It sees only a view (``state.view(seat)``): its hand, the breeds of the other hand, the pile sizes,
the herds on the path, the arrival stacks' thickness, and the log of this turn and the previous one.
What it cannot see (the other hand's characters, every pile's order) the hard level samples with
``troupeaux.determinize(view, rng, arrival=belief)``.

**The evaluation** of a position for a seat, the other seat to move next, is the seat's points less
the other's, each side counting:

- its arrival pen (what it believes is there, see *memory*);
- its herds: ``size x progress[row]`` less a cost per move still needed (a move is the scarce thing:
  one per turn), and only a little for herds the game will end before they can arrive (the moves
  left are estimated from the pens: drawing the last card ends the game);
- its hand: a card per character it holds of a breed, more for a card that can grow one of its herds
  on the path, less for a character held twice;
- the attack it has on its next turn: a herd moved onto a smaller one (or an equal one, both
  dispersing), maybe grown first or laid just behind it; a Glorieux clash's three bonus cards; and
  (levels that see the powers) Rapides dropped on row 2 onto a herd no bigger, a Téméraires herd
  completed, the sacrifice on the most valuable herd. It counts nearly in full for the side to move
  next and a little for the other.

A side that can draw out its pen next and is ahead then has won (it ends the game).

**A decision** is one of the turn's small actions (draw, lay or add, move, dare, end). Draws choose
the pile whose next card (two cards ahead for hard, which knows its piles' exact contents) most
raises the value of the hand and of its best lay. Otherwise every plan for the rest of the turn (a
dare or not, a lay or add or not, a move or not, a dare or not) is played on a light copy of the
position and evaluated, and the first action of the best plan is played. ``hard`` then takes its
best plans (and the best plan of a few other first actions, and doing nothing more) and plays the
opponent's best reply to each in sampled determinizations: its two draws, then a Rapides drop, a
Téméraires herd completed or nothing with any move, or a herd laid or grown behind one of ours and
moved onto it; then a dare on one of our two best herds; or drawing out its pen to end the game.
Each decision is made again from the new view (a plan is not kept): a seat's samples are the same
for a whole turn, so a turn stays consistent.

**The end.** Drawing your last pen card ends the game after that turn, and two idle turns in a row
end it too. A seat that knows the score draws its last card (or ends idle) only when it wins by
it, and never when it would lose.

**Memory.** The view shows the arrival piles only as stacks; the agent is fed every view of its seat
after every move (``observe``), whose log holds the moves into the arrival pen with their size.
Hard keeps all of them (the exact score) and the cards that left the game (so it knows what is left
in its own piles); medium recalls each entry's size with some error; easy reads only the
thickness of the stacks.

Levels: ``easy`` is a beginner: no threats seen, noisy plans, random draws, a power weighed at one
decision in three; ``medium`` a decent heuristic player (threats of moves seen, plans its turn,
draws for its sets, weighs the powers at one decision in two but does not see the other's, no
sampling); ``hard`` the whole evaluation, the powers, the two-card draw look-ahead, exact memory and
sampled replies.

The work is fixed by the level (a seed gives the same choice on any machine) and cut in small
pieces (a generator), so ``step(max_seconds)`` returns within a few milliseconds; the level's
``seconds`` is only a cap on the wall clock (a slow device plays its best plan so far).
Every setting may be overridden through ``make_agent(level, seed, **settings)`` (the arena's
``hard:samples=8``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, cast

from . import rules as T
from ..core import GameModule, new_rng
from ..ai.mcts import SlicedDecision
from .memory import TroupeauxMemory
from .position import Pos, dare_options, lay_options, move_options, pos_from

BREED_OF = T.BREED_OF
KINDS_OF = T.KINDS_OF
CHARS = T.CHARACTERS
ROW = T.ROW_OF  # rows 1..5
FORWARD = T.FORWARD
ROW1, ROW2 = T.ROW_CELLS[0], T.ROW_CELLS[1]
LAST = T.CELL_INDEX["a5"]  # the cell before the arrival pen
BACK = tuple(tuple(c for c in range(len(T.CELLS)) if t in FORWARD[c]) for t in range(len(T.CELLS)))  # cells behind
G, TE, R, D = T.GLORIEUX, T.TEMERAIRES, T.RAPIDES, T.DIVERS
STACK = T.STACK_CARDS
Herd = tuple[int, int, int, tuple[int, ...]]  # cell, size, row, cards
Scored = tuple[float, int, tuple[T.Action, ...]]  # value, order, plan

# The settings of each level (``make_agent(level)``; any can be overridden, e.g. in the arena):
#   threat_now, threat_later  the weight of the attacks of the side to move next, and of the other side
#   noise                     a random spread added to each plan's value
#   draws                     "random", "next" (the pile whose next card helps most) or "two" (two cards ahead)
#   dares, drops              the share of decisions at which Téméraires sacrifices / Rapides drops onto a
#                             herd are weighed at all
#   glory                     the weight of the three cards a Glorieux clash draws
#   powers_seen               the other side's drops and dares count in the attacks it has
#   memory                    "none" (the stacks' thickness), "noisy" or "exact": what entered the arrival pens
#   samples, candidates       hard: sampled deals, and the best plans weighed against replies in each
#   endgame                   the seat ends the game (draws its last card, ends idle) only when it wins by it
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    # a beginner: sees no threat, plans with a lot of noise, draws at random, rarely uses a power
    "easy": {
        "threat_now": 0.0, "threat_later": 0.0, "noise": 0.5, "draws": "random",
        "dares": 0.3, "drops": 0.3, "glory": 0.0, "powers_seen": False, "memory": "none",
        "samples": 0, "candidates": 0, "endgame": False,
    },
    # a decent heuristic player: sees threats of moves, plans its turn, draws for its sets
    "medium": {
        "threat_now": 0.8, "threat_later": 0.2, "noise": 0.05, "draws": "next",
        "dares": 0.5, "drops": 0.5, "glory": 0.5, "powers_seen": False, "memory": "noisy",
        "samples": 0, "candidates": 0, "endgame": True,
    },
    # the whole evaluation, the powers, two draws ahead, the exact score, sampled replies
    "hard": {
        "threat_now": 0.8, "threat_later": 0.25, "noise": 0.0, "draws": "two",
        "dares": 1.0, "drops": 1.0, "glory": 1.0, "powers_seen": True, "memory": "exact",
        "samples": 6, "candidates": 6, "others": 4, "endgame": True,
    },
}  # fmt: skip
# Weights shared by the levels (each may be overridden too).
SHARED_SETTINGS: dict[str, Any] = {
    "progress": (0.0, 0.34, 0.48, 0.62, 0.76, 0.88),  # a sheep's worth on rows 1..5 (index 0 unused)
    "move_cost": 0.07,  # per move a herd still needs to arrive (a turn has one move)
    "hand_card": 0.22,  # a character of a breed held in hand
    "hand_twice": 0.06,  # a character held once more
    "fit": 0.7,  # a hand card that can grow a herd of the path is worth this share of the herd's row
    "glory_card": 0.25,  # a bonus card drawn after a Glorieux clash
    "late": 0.15,  # the share kept by a herd the game should end before it arrives
    "schedule": 12,  # herds are fitted into the moves left when fewer remain than this
    "memory_noise": 0.35,  # medium: the chance an entry's size is remembered one off
    "reply_weight": 1.0,  # hard: the sampled reply's value against the static value
    "others": 0,  # hard: plans weighed against replies beyond the best ones, each with another first action
}  # fmt: skip

TERMINAL = 50.0  # a won (lost) game, over any heuristic value
# What a view may leave out, and what it then means.
OPTIONAL_VIEW: dict[str, Any] = {"options": {}, "log": [], "arrival_counts": None, "idle": 0, "acted": False,
                                 "final": False, "bonus_left": 0}


# The chance that ``c`` cards of a breed (characters drawn alike) show at least ``n`` characters, and the
# characters expected among them.
def _distinct_table() -> tuple[tuple[tuple[tuple[float, ...], ...], ...], tuple[tuple[float, ...], ...]]:
    at_least: list[tuple[tuple[float, ...], ...]] = []
    expected: list[tuple[float, ...]] = []
    for breed in range(4):
        chars = CHARS[breed]
        rows_at_least, rows_expected = [], []
        dist = [1.0] + [0.0] * chars  # distinct characters after 0 cards
        for _c in range(16):
            rows_at_least.append(tuple(sum(dist[n:]) for n in range(chars + 2)))
            rows_expected.append(sum(n * p for n, p in enumerate(dist)))
            new = [0.0] * (chars + 1)
            for n, p in enumerate(dist):
                if p:
                    new[n] += p * n / chars
                    if n < chars:
                        new[n + 1] += p * (chars - n) / chars
            dist = new
        at_least.append(tuple(tuple(row) for row in rows_at_least))
        expected.append(tuple(rows_expected))
    return tuple(at_least), tuple(expected)


AT_LEAST, EXPECTED_DISTINCT = _distinct_table()


def chance_at_least(breed: int, cards: int, n: int) -> float:
    row = AT_LEAST[breed][min(cards, 15)]
    return row[n] if n < len(row) else 0.0


# --- the search -----------------------------------------------------------------------------------


class TroupeauxSearch(SlicedDecision):
    """One decision of the Troupeaux AI, with the interface of :class:`game.ai.mcts.Search`."""

    def __init__(self, module: GameModule, view: Mapping[str, Any], seed: int, iterations: int = 10**9,
                 seconds: float = 1.0, exploration: float = 0.7, level: str = "hard",
                 memory: TroupeauxMemory | None = None, previous: Any = None, **settings: Any) -> None:
        if view.get("seat") is None or view.get("hand") is None:
            raise ValueError("the Troupeaux AI needs the view of the seat to move")
        self.module = module
        self.view = {**OPTIONAL_VIEW, **view}  # a view may leave out what it does not show
        view = self.view
        self.level = level if level in LEVEL_SETTINGS else "hard"
        self.settings = level_settings(self.level, **settings)
        self.memory = memory
        self.seed = seed
        base = memory.seed if memory is not None else seed  # the agent's own seed: the same samples all turn
        self.rng = new_rng(base, "troupeaux-ai", view["turn"])
        self.iterations = iterations
        self.seconds = seconds
        self.done_iterations = 0
        self.started: float | None = None
        self.seat: int = view["seat"]
        self.other = 1 - self.seat
        self.legal: list[str] = list(view.get("legal") or ())
        if not self.legal:
            raise ValueError("the Troupeaux AI moves only for the seat to move")
        self.legal_set = set(self.legal)
        st = self.settings
        self.progress = tuple(st["progress"])
        self.move_cost = float(st["move_cost"])
        self.belief = self._belief()
        self._hands: dict[tuple[int, ...], tuple[float, list[set[int]]]] = {}
        self.choice: str = "end" if "end" in self.legal_set else self.legal[0]
        self.rows: list[tuple[str, int, float]] = []
        self._done = len(self.legal) <= 1
        if self._done:
            self.choice = self.legal[0]
        self._work = self._counted(self._think())

    @staticmethod
    def make_memory(seed: int, level: str = "hard", **settings: Any) -> TroupeauxMemory:
        """The memory an agent keeps between its decisions (fed by ``MCTSAgent.observe``)."""
        chosen = level_settings(level, **settings)
        return TroupeauxMemory(seed, float(chosen["memory_noise"]) if chosen["memory"] == "noisy" else 0.0)


    # -- what the AI believes --
    def _belief(self) -> list[float]:
        """The arrival counts: shown, remembered (hard exactly, medium roughly) or read from the stacks."""
        view = self.view
        counts = view.get("arrival_counts")
        if counts is not None:
            return [float(c) for c in counts]
        stacks = view["arrival_stack"]
        guess = [float(T.estimated_arrival({"arrival_stack": stacks}, s)) for s in range(2)]
        mode = self.settings["memory"]
        memory = self.memory
        if mode == "none" or memory is None or memory.views == 0:
            return guess
        remembered = memory.counts(exact=mode == "exact")
        found = []
        for s in range(2):
            layers = stacks[s]
            low, high = (0, 0) if layers == 0 else ((layers - 1) * STACK + 1, layers * STACK)
            found.append(float(max(low, min(high, remembered[s]))))
        return found

    def _pile_contents(self, view: Mapping[str, Any]) -> list[list[int]]:
        """Per breed, the cards the seat may draw from its pile (kinds, repeated): the cards of its colour
        not seen on the path or in hand, less (hard, with a whole memory) those that left the game."""
        left = T.unseen_cards(view, self.seat)
        if self.settings["memory"] == "exact" and self.memory is not None:
            out = self.memory.out(self.seat)
            if out is not None:
                pool = list(left)
                try:
                    for k in out:
                        pool.remove(k)
                    left = pool
                except ValueError:
                    pass
        piles: list[list[int]] = [[], [], [], []]
        for k in left:
            piles[BREED_OF[k]].append(k)
        return piles

    # -- the evaluation --
    def moves_left(self, pos: Pos, nxt: int) -> tuple[int, int]:
        """(moves left to ``nxt``, to the other), from the pens: either may end the game by drawing out."""
        e_n = -(-pos.pens[nxt] // 2)
        e_o = -(-pos.pens[1 - nxt] // 2)
        if e_n <= e_o:
            return e_n, e_n - 1
        return e_o, e_o

    def herd_value(self, n: int, row: int) -> float:
        return n * self.progress[row] - self.move_cost * (6 - row)

    def evaluate(self, pos: Pos, me: int, nxt: int) -> float:
        """The value of ``pos`` for ``me``, with ``nxt`` to move next."""
        if pos.over:
            return self.terminal(pos, me)
        st = self.settings
        if st["endgame"] and 0 < pos.pens[nxt] <= T.DRAWS:  # nxt may draw out its pen: it does when it wins so
            final = list(pos.arrival)
            last = pos.herds.get(LAST)
            if last is not None and last[0] == nxt:
                final[nxt] += len(last[1])
            if final[nxt] > final[1 - nxt]:
                return TERMINAL * (1 if nxt == me else -1) + final[me] - final[1 - me]
        progress = self.progress
        cost = self.move_cost
        herds = pos.herds
        lists: tuple[list[Herd], list[Herd]] = ([], [])
        value: dict[int, float] = {}
        for cell, (owner, cards) in herds.items():
            n, r = len(cards), ROW[cell]
            value[cell] = n * progress[r] - cost * (6 - r)
            lists[owner].append((cell, n, r, cards))
        left_n, left_o = self.moves_left(pos, nxt)
        left = (left_n, left_o) if nxt == 0 else (left_o, left_n)
        late, schedule = st["late"], st["schedule"]
        totals = [pos.arrival[0], pos.arrival[1]]
        for s in (0, 1):
            mine = lists[s]
            if left[s] < schedule and mine:
                # the moves left go to the herds that bring the most sheep per move; the others wait
                budget = left[s]
                for cell, n, r, _ in sorted(mine, key=lambda h: (-h[1] / (6 - h[2]), -h[2], h[0])):
                    if 6 - r <= budget:
                        budget -= 6 - r
                    else:
                        value[cell] = n * progress[r] * late
            totals[s] += sum(value[h[0]] for h in mine)
            totals[s] += self.hand_value(pos, s, mine) * min(1.0, max(0, left[s]) / 6.0)
        attack = [self.attack(pos, s, lists[s], lists[1 - s], value) for s in (0, 1)]
        w_now, w_later = st["threat_now"], st["threat_later"]
        other = 1 - nxt
        totals[nxt] += w_now * attack[nxt]
        totals[other] += w_later * attack[other]
        return totals[me] - totals[1 - me]

    def terminal(self, pos: Pos, me: int) -> float:
        diff = pos.arrival[me] - pos.arrival[1 - me]
        return TERMINAL * ((diff > 0) - (diff < 0)) + diff

    def hand_value(self, pos: Pos, seat: int, mine: list[Herd]) -> float:
        """A hand's worth: each character of a breed, a little for one held twice, more for cards that
        can grow one of the seat's herds on the path (the best herd of each breed)."""
        st = self.settings
        hand = pos.hands[seat]
        value = st["glory"] * st["glory_card"] * pos.extra[seat]
        if hand is None:
            for breed, count in enumerate(pos.breeds[seat]):
                if count:
                    distinct = EXPECTED_DISTINCT[breed][min(count, 15)]
                    value += st["hand_card"] * distinct + st["hand_twice"] * (count - distinct)
            return value
        base, by_breed = self._hand_info(hand)
        value += base
        if mine:
            fit, card, progress = st["fit"], st["hand_card"], self.progress
            best = [0.0, 0.0, 0.0, 0.0]
            for _cell, n, r, cards in mine:
                breed = BREED_OF[cards[0]]
                kinds = by_breed[breed]
                if kinds:
                    fitting = len(kinds.difference(cards))
                    if fitting:
                        gain = min(fitting, CHARS[breed] - n) * (fit * progress[r] - card)
                        if gain > best[breed]:
                            best[breed] = gain
            value += best[0] + best[1] + best[2] + best[3]
        return value

    def _hand_info(self, hand: list[int]) -> tuple[float, list[set[int]]]:
        """(the hand's own worth, its characters of each breed), kept for each hand met."""
        key = tuple(hand)
        found = self._hands.get(key)
        if found is None:
            counts = [0, 0, 0, 0]
            by_breed: list[set[int]] = [set(), set(), set(), set()]
            for k in hand:
                counts[BREED_OF[k]] += 1
                by_breed[BREED_OF[k]].add(k)
            card, twice = self.settings["hand_card"], self.settings["hand_twice"]
            base = sum(card * len(by_breed[b]) + twice * (counts[b] - len(by_breed[b])) for b in range(4))
            found = self._hands[key] = (base, by_breed)
        return found

    def attack(self, pos: Pos, s: int, mine: list[Herd], theirs: list[Herd], value: dict[int, float]) -> float:
        """What ``s`` may take on its next turn: a herd moved onto a smaller one (or an equal one, both
        dispersing), maybe grown first or laid just behind it; or a lay alone (Rapides dropped onto a
        herd of row 2, a Téméraires herd completed to dare) and a move; and a dare."""
        if not theirs:
            return 0.0
        herds = pos.herds
        progress = self.progress
        st = self.settings
        cost, card = self.move_cost, st["hand_card"]
        powers = st["powers_seen"]
        glory = st["glory"] * st["glory_card"] * T.BONUS_DRAWS if pos.pens[s] else 0.0
        hand = pos.hands[s]
        counts = pos.breeds[s]
        sets = self._hand_info(hand)[1] if hand is not None else None
        best_move = best_combo = 0.0
        for t, n, rt, _ in theirs:
            vy = value[t]
            for c in BACK[t]:
                x = herds.get(c)
                if x is None:  # lay a herd behind it, then move onto it
                    rc = ROW[c]
                    if rc == 2 and not powers:
                        continue
                    for b in (G, TE, R, D) if rc == 1 else (R,):
                        if sets is not None:
                            k = len(sets[b])
                            if k < n:
                                continue
                            gain = vy - k * card + (k * progress[rt] - cost * (6 - rt) if k > n else 0.0)
                        else:
                            if counts[b] < n:
                                continue
                            gain = chance_at_least(b, counts[b], n) * (vy - n * card)
                        if b == G:
                            gain += glory
                        if gain > best_combo:
                            best_combo = gain
                elif x[0] == s:
                    xcards = x[1]
                    m, bx, rc = len(xcards), BREED_OF[xcards[0]], ROW[c]
                    if m >= n:
                        gain = vy + m * (progress[rt] - progress[rc]) + cost if m > n else vy - value[c]
                        if bx == G:
                            gain += glory
                        if gain > best_move:
                            best_move = gain
                    elif sets is not None and sets[bx]:  # grow it first
                        grown = min(CHARS[bx], m + len(sets[bx].difference(xcards)))
                        if grown >= n:
                            added = grown - m
                            if grown > n:
                                gain = vy + grown * progress[rt] - m * progress[rc] + cost - added * card
                            else:
                                gain = vy - value[c] - added * card
                            if bx == G:
                                gain += glory
                            if gain > best_combo:
                                best_combo = gain
        if not powers:
            return max(best_move, best_combo)
        best_lay = 0.0
        count_r = counts[R]
        if count_r:
            known = len(sets[R]) if sets is not None else -1
            for t, n, rt, _ in theirs:
                if rt != 2:
                    continue
                chance = (1.0 if known >= n else 0.0) if known >= 0 else chance_at_least(R, count_r, n)
                if chance:
                    gain = chance * (value[t] - n * card)
                    if gain > best_lay:
                        best_lay = gain
        best_dare = 0.0
        daring = [(cell, cards) for cell, _, _, cards in mine if len(cards) == 3 and BREED_OF[cards[0]] == TE]
        if daring or counts[TE]:
            target_value = max(value[cell] for cell, _, _, _ in theirs)
            for cell, cards in daring:
                gain = target_value - value[cell]
                if gain > best_dare:
                    best_dare = gain
            if not daring:  # a Téméraires herd of 2 and the missing character in hand: add it, then dare
                for cell, m, r, two in mine:
                    if m == 2 and BREED_OF[two[0]] == TE:
                        missing = next(k for k in KINDS_OF[TE] if k not in two)
                        if sets is not None:
                            chance = 1.0 if missing in sets[TE] else 0.0
                        else:
                            chance = 1.0 - (2.0 / 3.0) ** counts[TE]
                        gain = chance * (target_value - (3 * progress[r] - cost * (6 - r)))
                        if gain > best_lay:
                            best_lay = gain
        return max(best_move + best_lay, best_combo) + best_dare

    # -- thinking --
    def _think(self):  # type: ignore[no-untyped-def]
        view, st = self.view, self.settings
        if self._done:
            return
        draws = [t for t in self.legal if t.startswith("draw:")]
        base = pos_from(view, self.belief)
        yield
        if st["endgame"] and not view.get("acted") and view.get("idle", 0) >= 1:
            won = self.terminal(base, self.seat)
            if won > 0:  # the other ended idle: ending idle too wins
                self.choice = "end"
                self.rows = [("end", 0, round(won, 3))]  # what it is worth (the review's estimate)
                return
        if draws and self._want_draw(base, view):
            yield from self._choose_draw(base, draws)
            return
        yield from self._plan(base)

    # -- draws --
    def _want_draw(self, pos: Pos, view: Mapping[str, Any]) -> bool:
        """Draw (always, but for the last card of the pen when the seat does not win by ending)."""
        if not self.settings["endgame"] or pos.pens[self.seat] > 1:
            return True
        # this draw empties the pen: the game ends after this turn
        final = pos.copy()
        final.over = True
        best = -math.inf
        for plan in self._plans(final, view):
            p = final.copy()
            for action in plan:
                p.play(self.seat, action)
            best = max(best, self.terminal(p, self.seat))
        if best > 0:
            return True
        if best < 0:
            return False
        return self.evaluate(pos, self.seat, self.other) < 0  # a draw by ending, when going on looks worse

    def _choose_draw(self, pos: Pos, draws: list[str]):  # type: ignore[no-untyped-def]
        st = self.settings
        breeds = [T.BREEDS.index(t[5]) for t in draws]
        if st["draws"] == "random":
            hand = pos.hands[self.seat] or []
            weights = [1.0 + sum(1 for k in hand if BREED_OF[k] == b) for b in breeds]
            pick = self.rng.random() * sum(weights)
            for b, w in zip(breeds, weights):
                pick -= w
                if pick <= 0:
                    break
            self.choice = f"draw:{T.BREEDS[b]}"
            return
        piles = self._pile_contents(self.view)
        hand = list(pos.hands[self.seat] or [])
        view = self.view
        more = view["draws_left"] - 1 if view["step"] == "draw" else view["bonus_left"] - 1
        two = st["draws"] == "two" and more > 0 and pos.pens[self.seat] > 1
        cache: dict[tuple[int, ...], float] = {}
        ranked = []
        for b in breeds:
            value = 0.0
            pile = piles[b]
            if not pile:
                ranked.append((self.hand_plan(pos, hand, cache), -b, b))
                continue
            for k in sorted(set(pile)):
                p = pile.count(k) / len(pile)
                after = hand + [k]
                v = self.hand_plan(pos, after, cache)
                if two:
                    rest = list(pile)
                    rest.remove(k)
                    for b2 in range(4):
                        pile2 = rest if b2 == b else piles[b2]
                        if not pile2 or not view["piles"][self.seat][b2] - (b2 == b):
                            continue
                        v2 = 0.0
                        for k2 in sorted(set(pile2)):
                            v2 += pile2.count(k2) / len(pile2) * self.hand_plan(pos, after + [k2], cache)
                        v = max(v, v2)
                value += p * v
            ranked.append((value, -b, b))
            yield
        ranked.sort(reverse=True)
        self.rows = [(f"draw:{T.BREEDS[b]}", 0, round(v, 3)) for v, _, b in ranked]
        self.choice = f"draw:{T.BREEDS[ranked[0][2]]}"

    def hand_plan(self, pos: Pos, hand: list[int], cache: dict[tuple[int, ...], float]) -> float:
        """The value of holding ``hand``: its cards, and the best lay or add it allows now."""
        key = tuple(sorted(hand))
        found = cache.get(key)
        if found is not None:
            return found
        seat = self.seat
        st = self.settings
        herds = pos.herds
        card, twice = st["hand_card"], st["hand_twice"]
        by_breed: list[list[int]] = [[], [], [], []]
        counts = [0, 0, 0, 0]
        for k in key:
            counts[BREED_OF[k]] += 1
            if not by_breed[BREED_OF[k]] or by_breed[BREED_OF[k]][-1] != k:
                by_breed[BREED_OF[k]].append(k)
        base = sum(card * len(by_breed[b]) + twice * (counts[b] - len(by_breed[b])) for b in range(4))
        free = any(c not in herds for c in ROW1)
        best = 0.0
        own = [(c, cards) for c, (o, cards) in herds.items() if o == seat]
        for breed in range(4):
            kinds = by_breed[breed]
            if not kinds:
                continue
            n = len(kinds)
            if free:
                best = max(best, self.herd_value(n, 1) - card * n + (0.5 if breed == TE and n == 3 else 0.0))
            if breed == R:
                for c in ROW2:
                    other = herds.get(c)
                    if other is None:
                        best = max(best, self.herd_value(n, 2) - card * n)
                    elif other[0] != seat and len(other[1]) <= n and st["drops"]:
                        m = len(other[1])
                        taken = len(other[1]) * self.progress[2]
                        best = max(best, taken + (self.herd_value(n, 2) if n > m else 0.0) - card * n)
            for c, cards in own:
                if BREED_OF[cards[0]] != breed:
                    continue
                fitting = [k for k in kinds if k not in cards]
                if fitting:
                    f = len(fitting)
                    gain = f * self.progress[ROW[c]] - card * f
                    if breed == TE and len(cards) + f == 3:
                        gain += 0.5
                    best = max(best, gain)
        found = cache[key] = base + best
        return found

    # -- plans for the rest of the turn --
    def _plans(self, pos: Pos, view: Mapping[str, Any]) -> list[tuple[T.Action, ...]]:
        """Every plan for the rest of the turn: [dare] [lay or add] [move] [dare], each optional."""
        st = self.settings
        seat = self.seat
        step = view["step"]
        can_lay = step in ("draw", "lay")
        can_move = step in ("draw", "lay", "move")
        use_dares = st["dares"] >= 1.0 or (st["dares"] > 0 and self.rng.random() < st["dares"])
        use_drops = st["drops"] >= 1.0 or (st["drops"] > 0 and self.rng.random() < st["drops"])
        plans: list[tuple[T.Action, ...]] = []
        firsts = dare_options(pos, seat) if use_dares else []
        for first in [None, *firsts]:
            start = pos
            head: tuple[T.Action, ...] = ()
            if first is not None:
                start = pos.copy()
                start.play(seat, first)
                head = (first,)
            lays = [None, *lay_options(start, seat, use_drops)] if can_lay else [None]
            for lay in lays:
                after_lay = start
                plan_lay = head
                if lay is not None:
                    after_lay = start.copy()
                    after_lay.play(seat, lay)
                    plan_lay = head + (lay,)
                moves = [None, *move_options(after_lay, seat)] if can_move else [None]
                for move in moves:
                    plan = plan_lay if move is None else plan_lay + (move,)
                    plans.append(plan)
                    if use_dares and first is None:
                        after = after_lay.copy()
                        if move is not None:
                            after.play(seat, move)
                        for dare in dare_options(after, seat):
                            plans.append(plan + (dare,))
        return plans

    def _plan(self, pos: Pos):  # type: ignore[no-untyped-def]
        st = self.settings
        view = self.view
        seat, other = self.seat, self.other
        final = bool(view.get("final"))
        idle_end = not view.get("acted") and view.get("idle", 0) >= 1
        plans = self._plans(pos, view)
        yield
        scored: list[Scored] = []
        noise = st["noise"]
        for i, plan in enumerate(plans):
            if not self._first_legal(plan):
                continue
            p = pos.copy()
            for action in plan:
                p.play(seat, action)
            if final or (idle_end and not plan):
                p.over = True
            value = self.evaluate(p, seat, other)
            if noise:
                value += self.rng.gauss(0.0, noise)
            scored.append((value, -i, plan))
            if i % 24 == 23:
                yield
        if not scored:
            return
        scored.sort(key=lambda item: (-item[0], -item[1]))
        self._choose(scored[0][2])
        self.rows = [(self._text(plan), 0, round(v, 3)) for v, _, plan in scored[:10]]
        count = int(st["candidates"])
        samples = int(st["samples"])
        if count > 1 and samples and len(scored) > 1 and not final:
            yield
            yield from self._replies(pos, self._candidates(scored, count), samples)

    def _candidates(self, scored: list[Scored], count: int) -> list[Scored]:
        """The plans to weigh against replies: the best ``count``, the best of every other first action
        (up to ``others`` more) and doing nothing more."""
        chosen = scored[:count]
        firsts = {plan[:1] for _, _, plan in chosen}
        extra = int(self.settings["others"])
        for item in scored[count:]:
            first = item[2][:1]
            if extra and first not in firsts:
                chosen.append(item)
                firsts.add(first)
                extra -= 1
            elif not item[2] and () not in firsts:
                chosen.append(item)
                firsts.add(())
        return chosen

    def _first_legal(self, plan: tuple[T.Action, ...]) -> bool:
        return (str(plan[0]) if plan else "end") in self.legal_set

    def _text(self, plan: tuple[T.Action, ...]) -> str:
        return " ".join(str(a) for a in plan) or "end"

    def _choose(self, plan: tuple[T.Action, ...]) -> None:
        self.choice = str(plan[0]) if plan else "end"

    # -- the replies (hard) --
    def _replies(self, pos: Pos, candidates: list[Scored], samples: int):  # type: ignore[no-untyped-def]
        """Each candidate plan against the opponent's best reply, over sampled hidden hands and piles."""
        seat, other = self.seat, self.other
        view = self.view
        weight = float(self.settings["reply_weight"])
        totals = [0.0] * len(candidates)
        idle_end = not view.get("acted") and view.get("idle", 0) >= 1
        for _ in range(samples):
            # the game's own determinize, which also takes the arrival pens believed in
            deal: T.TroupeauxState = cast(Any, self.module).determinize(view, self.rng, arrival=[int(round(a)) for a in self.belief])
            hands = [list(deal.hands[0]), list(deal.hands[1])]
            piles = [[list(p) for p in deal.piles[s]] for s in range(2)]
            sample = pos_from(view, self.belief, hands)
            for i, (_, _, plan) in enumerate(candidates):
                p = sample.copy()
                for action in plan:
                    p.play(seat, action)
                if idle_end and not plan:
                    p.over = True
                    totals[i] += self.terminal(p, seat)
                else:
                    totals[i] += self.reply(p, piles[other])
                yield
        ranked = []
        for i, (static, _, plan) in enumerate(candidates):
            value = (1.0 - weight) * static + weight * totals[i] / samples
            ranked.append((value, i, plan))
        ranked.sort(key=lambda item: (-item[0], item[1]))  # ties: the better static value
        self._choose(ranked[0][2])
        self.rows = [(self._text(plan), samples, round(v, 3)) for v, _, plan in ranked]

    def reply(self, pos: Pos, their_piles: list[list[int]]) -> float:
        """My value after the opponent's best reply on its turn: two draws, then a Rapides drop or an
        add that completes a Téméraires herd (or nothing), a move (or none), a dare (or none); or
        ending the game by drawing out its pen when that wins."""
        me, them = self.seat, self.other
        can_end = 0 < pos.pens[them] <= T.DRAWS  # it may draw out its pen and end the game after its turn
        p0 = pos.copy()
        hand = p0.hands[them]
        assert hand is not None
        taken = [0, 0, 0, 0]
        for b in self._their_draws(p0, them, their_piles):
            hand.append(their_piles[b][-1 - taken[b]])  # piles are drawn from the end
            taken[b] += 1
            p0.breeds[them][b] += 1
            p0.pens[them] -= 1
        # turns to weigh: a lay (none, a Rapides drop, a Téméraires herd completed) with any move, or a
        # herd laid or grown behind one of mine and moved onto it; then a dare on one of my best herds
        turns: list[tuple[T.Action | None, T.Action | None]] = []
        lays: list[T.Action | None] = [None]
        mine = {t: len(cards) for t, (owner, cards) in p0.herds.items() if owner == me}
        attacks: dict[tuple[int, int], tuple[int, T.Action]] = {}  # (cell, target) -> the biggest lay
        for action in lay_options(p0, them, True):
            cell = action.cell
            if action.verb == "lay" and ROW[cell] == 2 and cell in mine:  # dropped onto my herd
                lays.append(action)
                continue
            if action.verb == "add" and BREED_OF[action.cards[0]] == TE:  # completed, to dare
                lays.append(action)
            size = len(action.cards) + (len(p0.herds[cell][1]) if action.verb == "add" else 0)
            for target in FORWARD[cell]:
                n = mine.get(target)
                if n is not None and size >= n and size > attacks.get((cell, target), (0, None))[0]:
                    attacks[(cell, target)] = (size, action)
        for lay in lays:
            p1 = p0
            if lay is not None:
                p1 = p0.copy()
                p1.play(them, lay)
            turns += [(lay, move) for move in [None, *move_options(p1, them)]]
        for (cell, target), (_, action) in sorted(attacks.items()):
            turns.append((action, T.Action("move", (), cell, target)))
        worst = math.inf
        for lay, move in turns:
            p2 = p0
            if lay is not None or move is not None:
                p2 = p0.copy()
                if lay is not None:
                    p2.play(them, lay)
                if move is not None:
                    p2.play(them, move)
            for dare in [None, *self._worst_dares(p2, them)]:
                p3 = p2
                if dare is not None:
                    p3 = p2.copy()
                    p3.play(them, dare)
                value = self.evaluate(p3, me, me)
                if can_end:
                    value = min(value, self.terminal(p3, me))
                if value < worst:
                    worst = value
        return worst

    def _worst_dares(self, pos: Pos, them: int) -> list[T.Action]:
        """The opponent's dares worth weighing: on my two most valuable herds."""
        dares = dare_options(pos, them)
        if len(dares) <= 2:
            return dares
        herds = pos.herds

        def worth(action: T.Action) -> float:
            return self.herd_value(len(herds[action.target][1]), ROW[action.target])

        return sorted(dares, key=lambda a: (-worth(a), a.cell, a.target))[:2]

    def _their_draws(self, pos: Pos, them: int, piles: list[list[int]]) -> list[int]:
        """The opponent's two draws, as a simple player makes them: the pile it holds most of, that is
        not empty (the top cards of the sample), leaving its last card when it is behind."""
        pens = pos.pens[them]
        behind = pos.arrival[them] <= pos.arrival[1 - them]
        draws = min(T.DRAWS, pens - (1 if behind and pens <= T.DRAWS else 0))
        found = []
        taken = [0, 0, 0, 0]
        order = sorted(range(4), key=lambda b: (-pos.breeds[them][b], b))
        for _ in range(max(0, draws)):
            for b in order:
                if len(piles[b]) > taken[b]:
                    found.append(b)
                    taken[b] += 1
                    break
        return found


def level_settings(level: str, **settings: Any) -> dict[str, Any]:
    """A level's settings (hard for an unknown name) with the shared weights, ``settings`` overriding them."""
    chosen = dict(SHARED_SETTINGS, **LEVEL_SETTINGS.get(level, LEVEL_SETTINGS["hard"]))
    chosen.update({k: v for k, v in settings.items() if k in chosen})
    return chosen


def make_memory(seed: int, level: str = "hard", **settings: Any) -> TroupeauxMemory:
    return TroupeauxSearch.make_memory(seed, level, **settings)


def decision(view: Mapping[str, Any]) -> str:
    """What a position asks of the computer (the benchmarks time each kind apart): ``draw``, ``lay``
    (the draws done), ``move`` (after a lay), ``bonus`` (Glorieux bonus draws), ``after``."""
    step = view["step"]
    if step == "draw":
        return "draw" if view["draws_left"] else "lay"
    if step == "move":
        return "move"
    return "bonus" if view["bonus_left"] else "after"


__all__ = ["LEVEL_SETTINGS", "Pos", "TroupeauxMemory", "TroupeauxSearch", "decision", "make_memory"]
