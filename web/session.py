"""One game at the table: its seats (people or computer levels), its record, the computer's turns.

The page shows only views (``state.view(seat)``); the computer's agents get views too. The
computer thinks in short slices between which the browser handles clicks, so the page never
freezes; ``generation`` cancels a search whose game was undone, replaced or left.

The session tells its one listener (``report``) what changed, once per change, as a list of events,
each a pair (name, data), so that the screen draws and saves once per change:

``("played", {"seat": s, "move": text})``  a move was made (a person's or a computer's)
``("busy", True or False)``                 the computer starts or stops thinking (or waits on show)
``("over", record)``                        the game ended, with its record (after its last move)
``("undone", moves)``                       moves were taken back: ``moves`` stay
``("revealed", seat)``                      the person to move took the device (the hand-over)
``("error", text)``                         the computer's search failed (the game stops there)
``("hint", {"move": text, "why": reason})``  the good move a person asked for (``ask_hint``)

A person's move against the computer is one change (``played``, then ``busy`` True); the computer's
reply another (``played``, ``busy`` False, and ``over`` if it ended the game). How the screen shows
a change, and for how long its pieces move, is the screen's business: before each of its moves the
computer awaits ``screen_ready()``, which the screen gives.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from game.core import IllegalAction, State

from .seats import LEVELS as AI_LEVELS  # game.ai.LEVELS, named here so that game.ai loads only when needed

ROUTE_LEVELS = (*AI_LEVELS, "random")  # a route's computers: the levels, and the lab's random opponent

Event = tuple[str, Any]  # (name, data): see above

SLICE_SECONDS = 0.02  # the computer thinks this long before letting the page answer clicks
PAUSE_BETWEEN_COMPUTERS = 0.35  # computer against computer: time to see each move


def parse_seats(text: str | None, least: int, most: int | None = None) -> list[str] | None:
    """Seat kinds from ``human,ai-hard`` (``least`` to ``most`` of them); None when the text names
    no valid seating."""
    if not text:
        return None
    seats = [s.strip().lower() for s in text.split(",")]
    valid = all(s == "human" or (s.startswith("ai-") and s[3:] in ROUTE_LEVELS) for s in seats)
    return seats if valid and least <= len(seats) <= (least if most is None else most) else None


class Session:
    def __init__(self, module: Any, state: State, seats: list[str], report: Callable[[list[Event]], Any],
                 allow_undo: bool = True, *, hold: Any = None, pause: float | None = None,
                 best: dict[str, Any] | None = None,
                 screen_ready: Callable[[], Awaitable[Any]] | None = None, screen: Any = None,
                 hints: bool = False, hinted: Sequence[int] = (),
                 agents: Mapping[int, Callable[[Session], Any]] | None = None) -> None:
        self.module = module
        self.agent_makers = dict(agents or {})  # seats whose computer is not their level's (a lesson's)
        self.screen = screen  # the game's own state on screen (its ``Screen``, web/contract.py), or None
        self.allow_undo = allow_undo  # the players' "no undo" setting
        self.state = state
        self.seats = seats
        self.report = report  # called once per change, with its events (above)
        self.generation = 0
        self.thinking = False
        self.think_log: list[dict[str, Any]] = []  # per computer move: level, seconds, iterations
        self.agents: dict[int, Any] = {}  # made at the computer's first turn
        # hands differ between seats (hot-seat needs a hand-over); not so when every seat sees the same
        self.hidden = bool(module.INFO.hidden_information) and not getattr(module, "SAME_VIEW_FOR_ALL", False)
        # hot-seat with hidden hands: the person whose hand the screen shows (after the hand-over)
        self.revealed_to: int | None = None
        self.revealed_at = 0  # the history's length when the device was taken (hot seat with hidden hands)
        self.picked: str | None = None  # a part of a move chosen on screen (a card in hand)
        self.best = best  # solo: {"before": best score kept, "score": this game's}
        # the screen may ask the computer to wait before its move (a pair on show, a round's result):
        # hold(view, session) gives the seconds (the game's ``hold``), and release() lets it go on at once
        self.hold = hold
        self.holding = False
        # computers only: seconds between moves (0 for benchmarks)
        self.pause = PAUSE_BETWEEN_COMPUTERS if pause is None else pause
        self.screen_ready = screen_ready  # awaited before each computer move: the last one is shown
        # the history lengths at which a person was asked for a move, oldest first: found by one
        # replay when first needed (_asked_lengths), then noted as moves are made (_apply)
        self._asked: list[int] | None = None
        self.hints = hints  # the players' "Hints" setting: a person may ask for a good move
        self.hinted = sorted(set(hinted))  # the moves played after a hint (indexes), kept in the record
        self.hint: dict[str, Any] | None = None  # the hint on show: {"move", "why", "at": moves made then}

    # -- who is who --
    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] == "human"

    @property
    def people(self) -> int:
        """How many persons share the device."""
        return self.seats.count("human")

    def view(self) -> Mapping[str, Any]:
        """What the screen may show: the mover's view in hot-seat play, else the human's."""
        return self.state.view(self.viewer(self.state))

    def viewer(self, state: State) -> int | None:
        """Whose eyes the screen is: the one person; in hot-seat play the person to move (once they
        have taken the device, when hands are hidden); otherwise a spectator (None)."""
        humans = [i for i, s in enumerate(self.seats) if s == "human"]
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return None
        if self.hidden:
            return self.revealed_to
        return state.to_move

    @property
    def awaiting_hand_over(self) -> bool:
        """Hot-seat with hidden hands: the person to move has not yet taken the device."""
        mover = self.state.to_move
        humans = sum(1 for s in self.seats if s == "human")
        return self.hidden and humans > 1 and self.is_human(mover) and self.revealed_to != mover

    def reveal(self) -> None:
        """The person to move has the device: show them their hand."""
        if self.awaiting_hand_over:
            self.revealed_to = self.state.to_move
            self.revealed_at = len(self.state.history)  # undo goes back no further: the others' moves are theirs
            self.report([("revealed", self.revealed_to)])

    def choose(self, picked: str | None) -> None:
        """The part of a move chosen on screen (a card in hand), or None."""
        self.picked = picked

    def set_pause(self, seconds: float) -> None:
        """The seconds between computers' moves from now on; 0 also drops the pauses a game makes after
        a computer's move for a person to follow it (a button to go on, as a pair on show, stays)."""
        self.pause = seconds

    def note_best(self, before: int | None, score: int) -> None:
        """Solo, at the end: the best score kept before this game, and this game's."""
        self.best = {"before": before, "score": score}

    def view_at(self, moves: int) -> Mapping[str, Any]:
        """The view after the first ``moves`` moves (replay), for the same viewer as now; while the game
        goes on, as the game lets a player look back (``looking_back``: a memory game's tiles)."""
        from game.core import replay

        record = self.record()
        viewer = self.viewer(self.state)
        earlier = replay(dict(record, actions=record["actions"][:moves])).view(viewer)
        looking_back = getattr(self.module, "looking_back", None)
        if looking_back is None or self.state.is_over:
            return earlier
        return looking_back(earlier, self.state.view(viewer))

    def record(self) -> dict[str, Any]:
        record = self.state.record(self.seats)
        if self.hinted:
            record["hints"] = list(self.hinted)
        return record

    # -- moves --
    def play(self, text: str) -> None:
        """A person's move; raises IllegalAction (with the reason) and changes nothing if refused."""
        if self.state.is_over:
            raise IllegalAction("the game is over", "game-over")
        if not self.is_human(self.state.to_move) or self.thinking:
            raise IllegalAction("please wait for the computer", "wait")
        if self.awaiting_hand_over:
            raise IllegalAction("hand the device over first", "hand-over")
        mover = self.state.to_move
        self._apply(text)
        self.picked = None
        events = self._moved(mover, text)
        if self.state.is_over:
            events.append(("over", self.record()))
        elif self._think():
            events.append(("busy", True))
        self.report(events)

    def _apply(self, text: str) -> None:
        """Every move the session makes (a person's, one made for them, a computer's): applied, and
        noted when the position it leaves asked a person (where undo may go back to)."""
        asked = self._asked is not None and self._asks(self.state)
        length = len(self.state.history)
        self.state.apply(text)
        if asked:
            self._asked.append(length)  # type: ignore[union-attr]
        if self.hint is not None:  # the move made where a hint was shown was played after it
            if self.hint["at"] == length:
                self.hinted.append(length)
            self.hint = None

    def _moved(self, mover: int, text: str) -> list[Event]:
        """After every move made by ``mover`` (applied): the computers shown it, the moves the game
        makes for a person made, the device's holder forgotten if the mover changed."""
        self.show_computers()
        self.settle()
        if self.state.to_move != mover:
            self.revealed_to = None
        return [("played", {"seat": mover, "move": text})]

    def settle(self) -> None:
        """Make the moves the game makes for a person without asking them (``module.automatic``,
        from their own view: a pass when nothing else is legal), so that a person is only ever
        asked a real question and a hand-over screen never shows for nothing."""
        automatic = getattr(self.module, "automatic", None)
        while automatic is not None and not self.state.is_over and self.is_human(self.state.to_move):
            mover = self.state.to_move
            text = automatic(self.state.view(mover), self.people)
            if text is None:
                return
            self._apply(text)
            self.show_computers()  # (whoever holds the device keeps it: the passer was never asked)

    def _asks(self, state: State) -> bool:
        """Whether the position waits for a person's choice (not a computer's, not an automatic move)."""
        mover = state.to_move
        if not self.is_human(mover):
            return False
        automatic = getattr(self.module, "automatic", None)
        return automatic is None or automatic(state.view(mover), self.people) is None

    def can_undo(self) -> bool:
        return self.why_no_undo() is None

    def why_no_undo(self) -> str | None:
        """None when undo may go back; else why not, in a word: ``off`` (the players' setting),
        ``over`` (the game is over: its result stands), ``nothing`` (no choice of a person to take
        back yet), ``shown`` (something hidden was shown since: a card drawn, a tile turned; undo
        never hides it again)."""
        if not self.allow_undo:
            return "off"
        if self.state.is_over:
            return "over"
        if "human" in self.seats and self._undo_length() is not None:
            return None
        last = len(self.state.history) - 1
        since = self.revealed_at if self.hidden and self.revealed_to is not None else 0  # the holder's own
        asked_before = "human" in self.seats and any(since <= length <= last for length in self._asked_lengths())
        return "shown" if asked_before and self.state.undo_barrier() > 0 else "nothing"

    def _undo_length(self) -> int | None:
        """How many moves stay after undoing back to a person's previous turn (None: nothing to undo).

        Never fewer than the state's undo barrier: what was revealed stays revealed.
        """
        if not self.allow_undo:
            return None
        last, barrier = len(self.state.history) - 1, self.state.undo_barrier()
        if self.hidden and self.revealed_to is not None:  # hot seat: the device's holder takes back their own
            barrier = max(barrier, self.revealed_at)
        if all(s == "human" for s in self.seats) and getattr(self.module, "automatic", None) is None:
            return last if last >= barrier else None  # every position asked a person
        keep = next((length for length in reversed(self._asked_lengths()) if length <= last), None)
        return keep if keep is not None and keep >= barrier else None

    def _asked_lengths(self) -> list[int]:
        """The history lengths at which a person was asked for a move: one replay of the record the
        first time (a game opened with moves, resumed or undone), kept up to date by _apply."""
        if self._asked is None:
            from game.core import replay

            record = self.record()
            state = replay(dict(record, actions=[]))
            asked = []
            for length, text in enumerate(record["actions"]):
                if self._asks(state):
                    asked.append(length)
                state.apply(text)
            self._asked = asked
        return self._asked

    def undo(self) -> bool:
        keep = None if self.state.is_over else self._undo_length()
        if keep is None:
            return False
        from game.core import replay

        record = self.record()
        self.generation += 1  # drop any search in progress
        self.thinking = False
        self.state = replay(dict(record, actions=record["actions"][:keep]))
        if self._asked is not None:
            self._asked = [length for length in self._asked if length < keep]
        self.hinted = [n for n in self.hinted if n < keep]
        self.hint = None
        self.picked = None
        self.agents = {}  # a memory is rebuilt from the record: it never keeps what was undone
        if self.revealed_to != self.state.to_move:
            self.revealed_to = None
        self.report([("undone", keep), ("busy", False)])
        return True

    # -- hints --
    def may_hint(self) -> bool:
        """Whether the person on screen may ask for a good move now (the Hints setting on, their turn)."""
        mover = self.state.to_move
        return (self.hints and not self.state.is_over and self.is_human(mover) and not self.thinking
                and not self.awaiting_hand_over and self.hint is None)  # fmt: skip

    def ask_hint(self) -> bool:
        """The person to move asks for a good move: the hard level searches their own view in slices
        (the page stays responsive), then one change tells it (``hint``). False if they may not now."""
        if not self.may_hint():
            return False
        self.thinking = True  # nobody plays while it searches: the hint is for this position
        asyncio.ensure_future(self._hint(self.generation, self.state.to_move))
        self.report([("busy", True)])
        return True

    async def _hint(self, generation: int, seat: int) -> None:
        from game.review import Hint, seen_views

        events: list[Event] = []
        try:
            seen = seen_views(self.record(), seat)[:-1] if self.remembers else ()
            search = Hint(self.module, self.state.view(seat), seed=len(self.state.history), seen=seen)
            while not search.step(SLICE_SECONDS):
                await asyncio.sleep(0)
                if generation != self.generation:
                    return
            self.hint = dict(search.result(), at=len(self.state.history))
            events.append(("hint", self.hint))
        except Exception as error:  # a failed hint says so; the game goes on
            events.append(("error", repr(error)))
        finally:
            if generation == self.generation:
                self.thinking = False
                events.append(("busy", False))
                self.report(events)

    def stop(self) -> None:
        self.generation += 1
        self.thinking = False

    # -- the computer --
    def agent(self, seat: int) -> Any:
        if seat not in self.agents and seat in self.agent_makers:
            self.agents[seat] = self.agent_makers[seat](self)  # a lesson's scripted opponent
        elif seat not in self.agents:
            from game.ai import make_agent

            agent = make_agent(self.seats[seat][3:], seed=self.state.seed * 31 + seat)
            if self.remembers:
                self._catch_up(seat, agent)
            self.agents[seat] = agent
        return self.agents[seat]

    @property
    def remembers(self) -> bool:
        """A memory game (everyone sees the same, but not everything; or the game asks for it with
        ``COMPUTERS_OBSERVE``): each computer sees every move, from its own seat."""
        same = getattr(self.module, "SAME_VIEW_FOR_ALL", False) and bool(self.module.INFO.hidden_information)
        return same or getattr(self.module, "COMPUTERS_OBSERVE", False)

    def _catch_up(self, seat: int, agent: Any) -> None:
        """A computer that joins a game in progress (a resumed game, an undo) sees it from the start."""
        from game.core import replay

        if not hasattr(agent, "observe"):
            return
        record = self.record()
        state = replay(dict(record, actions=[]))
        agent.observe(state.view(seat))
        for text in record["actions"]:
            state.apply(text)
            agent.observe(state.view(seat))

    def show_computers(self) -> None:
        """Memory games: every computer sees the position after each move."""
        if not self.remembers:
            return
        for seat, kind in enumerate(self.seats):
            if kind != "human":
                known = seat in self.agents
                agent = self.agent(seat)
                if known and hasattr(agent, "observe"):
                    agent.observe(self.state.view(seat))

    async def _wait_for_screen(self, generation: int) -> bool:
        """Let the screen finish showing the last move before the next one is played (a computer's
        turn made of several moves plays out step by step); False if the game changed meanwhile."""
        if self.screen_ready is not None:
            await self.screen_ready()
        return generation == self.generation

    def release(self) -> None:
        """The player has seen what the computer was waiting on: it goes on (busy) at once."""
        if self.holding:
            self.holding = False
            self.report([("busy", True)])

    async def _wait_for_hold(self, generation: int) -> bool:
        """Wait as long as the screen asks before the computer's move; False if the game changed.

        ``hold()`` gives (seconds, shown): with ``shown`` the page is not busy meanwhile and offers a
        button that calls ``release()`` (a pair on show, a round's result); without, it is a pause
        that lets a person follow the computer's moves one by one.
        """
        if self.hold is None or not any(self.is_human(s) for s in range(len(self.seats))):
            return True
        seconds, shown = self.hold(self.view(), self)
        if not seconds or (not shown and self.pause == 0):  # paced to 0: nobody follows the moves
            return True
        self.holding = shown
        if shown:
            self.report([("busy", False)])
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline and (self.holding or not shown):
            await asyncio.sleep(0.05)
            if generation != self.generation:
                return False
        if self.holding:  # the time is up before anyone let it go (release() says busy itself)
            self.holding = False
            self.report([("busy", True)])
        return True

    def start_computer(self) -> bool:
        """The computer starts thinking if it is to move: one change, busy (True)."""
        if not self._think():
            return False
        self.report([("busy", True)])
        return True

    def _think(self) -> bool:
        """Start the computer's turns if it is to move (and not thinking already)."""
        mover = self.state.to_move
        if mover is None or self.is_human(mover) or self.thinking:
            return False
        # busy from now on, not from when the task first runs: nobody may play in between
        self.thinking = True
        asyncio.ensure_future(self._computer_turns(self.generation))
        return True

    async def _computer_turns(self, generation: int) -> None:
        events: list[Event] = []  # the change not yet reported: the last move, told with the end of the turn
        try:
            while generation == self.generation and not self.state.is_over and not self.is_human(self.state.to_move):
                if not await self._wait_for_hold(generation):
                    return
                mover = self.state.to_move
                started = time.perf_counter()
                search = self.agent(mover).think(self.module, self.state.view(mover))
                while not search.step(SLICE_SECONDS):
                    await asyncio.sleep(0)
                    if generation != self.generation:
                        return
                self.think_log.append({
                    "level": self.seats[mover][3:],
                    "seconds": time.perf_counter() - started,
                    "iterations": getattr(search, "done_iterations", 0),
                })
                if not any(self.is_human(s) for s in range(len(self.seats))):
                    await asyncio.sleep(self.pause)
                if generation != self.generation or not await self._wait_for_screen(generation):
                    return
                text = str(search.best())
                self._apply(text)
                events = self._moved(mover, text)
                if not self.state.is_over and not self.is_human(self.state.to_move):
                    self.report(events)  # the computer plays on: this move is a change of its own
                    events = []
        except Exception as error:  # never lose the game to a bug in a search: say it and stop
            events.append(("error", repr(error)))
        finally:
            if generation == self.generation:
                self.thinking = False
                events.append(("busy", False))
                if self.state.is_over:
                    events.append(("over", self.record()))
                self.report(events)
