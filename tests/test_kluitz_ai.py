"""The Kluitz computer players: they decide from what they saw, never from a face-down tile they did
not see; easy forgets and hard remembers; the sheep player goes for known pairs and rams and keeps
off a known shepherd tile; the shepherd closes a pen one fence from closing and, after a ram, the
sheep player opens a pen that holds tiles; hard beats easy; the solo game is played to its end.

Positions are drawn as in tests/test_kluitz_rules.py, one letter per cell (rows 1-5 from the top,
columns a-e): H happy, S sleepy, Y shy, G grumpy, D dreamy, R ram, B shepherd tile (berger).
The agents are fed every view after every move, as the arena and the page feed them.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

from game import kluitz as K
from game.ai import make_agent
from game.kluitz.search import KLUITZ_LEVELS, KluitzSearch
from game.arena import play_one
from game.core import new_rng
from tests.kluitz_fields import FULL, LETTERS, SHEEP_SEAT, SHEPHERD_SEAT

# The fences that close the pen a1 b1 a2 b2 (8 fences; canonical names).
PEN = ("a1n", "b1n", "a1w", "a2w", "c1w", "c2w", "a3n", "b3n")
PEN_CELLS = {"a1", "b1", "a2", "b2"}


def picture(text: str) -> list[int]:
    letters = text.split()
    assert len(letters) == 25
    return [LETTERS[letter] for letter in letters]


def table(text: str = FULL, fences: tuple[str, ...] = (), players: int = 2) -> K.KluitzState:
    """A new game (seat 0 the shepherd) on the field ``text`` with ``fences`` already out."""
    state = K.new_game(1, players, {"first": 0})
    state.kinds = picture(text)
    for name in fences:
        state.fences |= 1 << K.parse_edge(name)
    state.supply = K.FENCES - len(fences)
    return state


def feed(agents: dict[int, Any], state: K.KluitzState) -> None:
    """Every agent sees the position (its seat's view), as after every move in the arena."""
    for seat, agent in agents.items():
        agent.observe(state.view(seat))


def play(state: K.KluitzState, agents: dict[int, Any], *moves: str) -> None:
    for move in moves:
        state.apply(move)
        feed(agents, state)


def decide(agent: Any, state: K.KluitzState) -> str:
    """The agent's move from the mover's view; it must be legal."""
    view = state.view(state.to_move)
    search = agent.think(K, view)
    assert isinstance(search, KluitzSearch)
    choice = str(search.best())
    assert choice in view["legal"], choice
    return choice


def cells_of(names: str) -> set[int]:
    return {K.parse_cell(name) for name in names.split()}


def face_down_known(agent: Any, state: K.KluitzState) -> set[int]:
    return {c for c in agent.memory.known if state.kinds[c] is not None and not state.up >> c & 1}


# --- a recorded game: nothing but what was seen -------------------------------------------------

GAME_SEED = 3
PLAYERS = (("hard", 11), ("medium", 12))  # seat 0, seat 1: level and agent seed
WATCHERS = (("easy", 21), ("medium", 22), ("hard", 23))  # watch seat 1's views, never play


def seen_in(view: dict[str, Any]) -> tuple[set[int], set[int]]:
    """(cells face up in the view, cells of tiles that left the field this round: shown too)."""
    up = {c for c, shown in enumerate(view["field"]) if shown not in ("", "?")}
    return up, {K.parse_cell(cell) for cell, _kind, _flower in view["removed"]}


def fresh_agents() -> dict[int, Any]:
    return {seat: make_agent(level, seed) for seat, (level, seed) in enumerate(PLAYERS)}


@functools.lru_cache(maxsize=None)
def recorded_game() -> dict[str, Any]:
    """A whole game between the PLAYERS, every agent fed every view after every move. Kept: every
    move, the views after each, the field of each round, and per round the cells whose tile was
    ever shown (face up, or taken away after it was turned) and the cells ever face up in a view."""
    state = K.new_game(GAME_SEED, 2)
    agents = fresh_agents()
    watchers = [make_agent(level, seed) for level, seed in WATCHERS]
    record: dict[str, Any] = {"moves": [], "views": [], "fields": [list(state.kinds)], "shown": [set(), set()],
                              "face_up": [set(), set()], "memory_checks": 0, "strays": [], "hard_misses": [],
                              "watched": {w: [] for w, _ in WATCHERS}}
    while not state.is_over:
        seat = state.to_move
        before = state.round
        move = str(agents[seat].think(K, state.view(seat)).best())
        record["moves"].append((seat, move))
        state.apply(move)
        if state.round != before:
            record["fields"].append(list(state.kinds))
        views = [state.view(s) for s in range(2)]
        record["views"].append(views)
        up, gone = seen_in(views[0])
        record["face_up"][state.round] |= up
        record["shown"][state.round] |= up | gone
        assert record["shown"][state.round] == set(K.bits(state.seen)), "the bookkeeping of what was shown"
        for s, agent in agents.items():
            agent.observe(views[s])
        for (level, _), watcher in zip(WATCHERS, watchers):
            watcher.observe(views[1])
            record["watched"][level].append((len(face_down_known(watcher, state)), len(watcher.memory.known)))
        # what each memory holds: cells face up in a view this round, with their true kinds
        for agent in [*agents.values(), *watchers]:
            for c, (kind, _when) in agent.memory.known.items():
                if c not in record["face_up"][state.round] or state.kinds[c] != kind:
                    record["strays"].append((len(state.history), K.cell_text(c), kind))
                record["memory_checks"] += 1
        # the hard player's memory against every tile face up this round and still on the field
        held = set(agents[0].memory.known)
        wanted = {c for c in record["face_up"][state.round] if state.kinds[c] is not None}
        if held != wanted:
            record["hard_misses"].append((len(state.history), sorted(wanted - held), sorted(held - wanted)))
    record["scores"] = state.scores()
    return record


def shuffled_unseen(field: list[int | None], shown: set[int], seed: int) -> list[int | None]:
    """``field`` with the kinds of the tiles never shown shuffled among their cells (some moved,
    unless they are all alike)."""
    unseen = [c for c in range(K.CELLS) if c not in shown and field[c] is not None]
    kinds = [field[c] for c in unseen]
    if len(set(kinds)) < 2:
        return list(field)
    rng = new_rng(seed, "kluitz-unseen")
    shuffled = list(kinds)
    while shuffled == kinds:
        rng.shuffle(shuffled)
    other = list(field)
    for c, kind in zip(unseen, shuffled):
        other[c] = kind
    return other


def test_the_memory_holds_only_tiles_seen_face_up_and_their_true_kinds():
    record = recorded_game()
    assert len(record["fields"]) == 2 and len(record["moves"]) > 60
    assert record["memory_checks"] > 500
    assert record["strays"] == []  # (move, cell, kind) known without being seen, or known wrong
    assert 0 < len(record["face_up"][0]) <= len(record["shown"][0]) < K.CELLS  # round 1 hides some to the end


def test_the_choices_do_not_change_when_the_unseen_tiles_are_shuffled():
    record = recorded_game()
    rounds = enumerate(zip(record["fields"], record["shown"]))
    fields = [shuffled_unseen(field, shown, r) for r, (field, shown) in rounds]
    moved = [sum(a != b for a, b in zip(f, g)) for f, g in zip(record["fields"], fields)]
    assert moved[0] >= 2, moved  # round 1 ends with several tiles never shown
    state = K.new_game(GAME_SEED, 2)
    assert state.kinds == record["fields"][0]
    state.kinds = list(fields[0])
    agents = fresh_agents()
    for (seat, move), views in zip(record["moves"], record["views"]):
        assert state.to_move == seat
        assert move in state.view(seat)["legal"]
        assert str(agents[seat].think(K, state.view(seat)).best()) == move
        before = state.round
        state.apply(move)
        if state.round != before:
            assert state.kinds == record["fields"][1]
            state.kinds = list(fields[1])
        for s, agent in agents.items():
            assert state.view(s) == views[s]
            agent.observe(views[s])
    assert state.is_over and state.scores() == record["scores"]


def test_the_easy_level_forgets_and_holds_at_most_three_face_down_tiles():
    # after every move of the recorded game, watchers of each level fed seat 1's views
    watched = recorded_game()["watched"]
    hard_most = max(down for down, _ in watched["hard"])
    assert hard_most >= 5, "the game showed too few tiles to tell the levels apart"
    for level in ("easy", "medium"):
        most = max(down for down, _ in watched[level])
        assert most <= KLUITZ_LEVELS[level]["capacity"], (level, most)
    assert max(down for down, _ in watched["easy"]) == 3  # it does hold some
    # it forgets: a tile it knew face down is gone from its memory while hard still knows it
    assert sum(e < h for (e, _), (h, _) in zip(watched["easy"], watched["hard"])) > len(watched["hard"]) // 4


def test_the_easy_player_holds_at_most_three_face_down_tiles_when_it_decides():
    # Easy as the sheep player: at each of its reveals (the first of a turn too, right after the
    # tiles of the last turn went back down), its memory holds at most 3 face-down tiles.
    state = K.new_game(5, 2, {"first": 0})
    agents = {SHEPHERD_SEAT: make_agent("medium", 1), SHEEP_SEAT: make_agent("easy", 2)}
    checked = 0
    while not state.is_over and state.round == 0:
        seat = state.to_move
        move = decide(agents[seat], state)
        if seat == SHEEP_SEAT and move.startswith("turn:"):
            assert len(face_down_known(agents[seat], state)) <= 3
            checked += 1
        play(state, agents, move)
    assert checked > 10


def test_the_hard_level_remembers_everything_it_saw_this_round_and_forgets_the_last_round():
    # after every move of the recorded game, the hard player's memory is exactly the tiles face up
    # in a view this round and still on the field
    record = recorded_game()
    assert record["hard_misses"] == []  # (move, forgotten cells, cells known but not seen)
    hard = [h for h, _ in record["watched"]["hard"]]
    assert max(hard) >= 5
    round_two = next(i for i, views in enumerate(record["views"]) if views[0]["round"] == 1)
    assert hard[round_two] == 0 and record["watched"]["hard"][round_two][1] == 0


# --- the sheep player ----------------------------------------------------------------------------


def sheep_position(level: str, seed: int) -> tuple[K.KluitzState, dict[int, Any]]:
    """The FULL field; the sheep player saw a1 (happy) with c1, then b1 with e2 (happy): it knows
    the pair a1 e2. The shepherd's fences are out of the way (row 5's south border)."""
    state = table()
    agents = {SHEPHERD_SEAT: make_agent("hard", 1), SHEEP_SEAT: make_agent(level, seed)}
    feed(agents, state)
    play(state, agents, "fence:a5s", "fence:b5s", "turn:a1", "turn:c1", "down",
         "fence:c5s", "fence:d5s", "turn:b1", "turn:e2", "down", "fence:e5s", "fence:e5e")
    assert state.to_move == SHEEP_SEAT and state.phase == K.TURNING
    return state, agents


@pytest.mark.parametrize("level", ["hard", "medium"])
def test_a_sheep_player_that_knows_a_pair_turns_it(level):
    for seed in range(3):
        state, agents = sheep_position(level, seed)
        me = agents[SHEEP_SEAT]
        assert {me.memory.kind(c) for c in cells_of("a1 e2")} == {0}, "the memory lost the pair"
        first = decide(me, state)
        assert first in ("turn:a1", "turn:e2")
        play(state, agents, first)
        second = decide(me, state)
        assert {first, second} == {"turn:a1", "turn:e2"}
        play(state, agents, second)
        assert state.taken == [0, 0], "the pair was taken"


@pytest.mark.parametrize("level", ["hard", "medium"])
def test_with_a_sheep_up_this_turn_the_sheep_player_turns_its_remembered_twin(level):
    # It saw c1 (shy) and d1 (grumpy); this turn, b2 (shy) comes up first: c1 is its twin.
    for seed in range(3):
        state = table()
        agents = {SHEPHERD_SEAT: make_agent("hard", 1), SHEEP_SEAT: make_agent(level, seed)}
        play(state, agents, "fence:a5s", "fence:b5s", "turn:c1", "turn:d1", "down", "fence:c5s", "fence:d5s",
             "turn:b2")
        assert decide(agents[SHEEP_SEAT], state) == "turn:c1"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_sheep_player_turns_a_remembered_ram_before_anything_else(level):
    # A ram leaves the field when it is turned, so no view ever shows one face down: the memory is
    # fed by hand (a5 is a ram on the FULL field). It also knows the pair a1 e2.
    for seed in range(3):
        state, agents = sheep_position("hard", seed)
        me = agents[SHEEP_SEAT]
        if level != "hard":
            me = agents[SHEEP_SEAT] = make_agent(level, seed)
            me.observe(state.view(SHEEP_SEAT))
        me.memory.known[K.parse_cell("a5")] = (K.RAM, me.memory.clock)
        assert decide(me, state) == "turn:a5"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_sheep_player_keeps_off_a_remembered_shepherd_tile_while_other_tiles_remain(level):
    # (fed by hand, like the ram) d5 and e5 are shepherd tiles. Every other tile unknown: never them.
    for seed in range(6):
        state = table()
        agents = {SHEPHERD_SEAT: make_agent("hard", 1), SHEEP_SEAT: make_agent(level, seed)}
        play(state, agents, "fence:a5s", "fence:b5s")
        me = agents[SHEEP_SEAT]
        for name in ("d5", "e5"):
            me.memory.known[K.parse_cell(name)] = (K.SHEPHERD, me.memory.clock)
        while state.to_move == SHEEP_SEAT and state.phase == K.TURNING:
            move = decide(me, state)
            assert move not in ("turn:d5", "turn:e5")
            play(state, agents, move)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_sheep_player_turns_a_remembered_shepherd_tile_after_every_known_sheep(level):
    # Rows 1-4 fenced in, row 5 open (the end phase: its sheep stay up), every tile of it known (fed
    # by hand; easy could not hold five): the four sheep first, the shepherd tile e5 last.
    closed_rows = ("a1n", "b1n", "c1n", "d1n", "e1n", "a5n", "b5n", "c5n", "d5n", "e5n",
                   *(f"a{r}w" for r in range(1, 5)), *(f"e{r}e" for r in range(1, 5)))
    state = table("""
        R R R B S
        S Y G D H
        Y G D H S
        G D H S Y
        H S Y G B
    """, closed_rows)
    agents = {SHEPHERD_SEAT: make_agent("hard", 1), SHEEP_SEAT: make_agent(level, 4)}
    play(state, agents, "fence:a1e", "fence:b1e")  # inside the closed rows: changes nothing
    assert state.to_move == SHEEP_SEAT and state.end_phase
    me = agents[SHEEP_SEAT]
    for c in cells_of("a5 b5 c5 d5 e5"):
        me.memory.known[c] = (state.kinds[c], me.memory.clock)
    inside = iter(("a2n", "b2n", "c2n", "d2n", "e2n", "a3n", "b3n", "c3n", "d3n", "e3n"))  # change nothing
    turned = []
    while len(turned) < 4:
        if state.to_move == SHEPHERD_SEAT:
            play(state, agents, f"fence:{next(inside)}")
            continue
        move = decide(me, state)
        assert move != "turn:e5"
        turned.append(move)
        play(state, agents, move)
    assert sorted(turned) == ["turn:a5", "turn:b5", "turn:c5", "turn:d5"]


# --- fences ------------------------------------------------------------------------------------


def pen_is_closed(state: K.KluitzState) -> bool:
    return {K.cell_text(c) for c in K.bits(state.enclosed())} == PEN_CELLS


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_after_a_ram_the_sheep_player_opens_the_pen_that_holds_tiles(level):
    # The pen a1 b1 a2 b2 is closed (4 tiles in it) and a few fences stand elsewhere; a5 is a ram.
    strays = ("c4n", "d4w", "e2n", "d5w", "a4n", "e5n", "e1w", "c3w")  # no pen of their own
    for seed in range(3):
        state = table(fences=PEN[:6] + strays)
        agents = {SHEPHERD_SEAT: make_agent("hard", 1), SHEEP_SEAT: make_agent(level, seed)}
        play(state, agents, f"fence:{PEN[6]}", f"fence:{PEN[7]}")
        assert pen_is_closed(state)
        play(state, agents, "turn:a5")
        assert state.phase == K.RAM_FENCE
        move = decide(agents[SHEEP_SEAT], state)
        assert move[len("remove:"):] in PEN, move
        play(state, agents, move)
        assert not state.enclosed()


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_shepherd_closes_a_pen_that_one_fence_closes(level):
    last = "b3n"
    for seed in range(3):
        # its turn's first fence
        state = table(fences=tuple(f for f in PEN if f != last))
        shepherd = {SHEPHERD_SEAT: make_agent(level, seed)}
        play(state, shepherd, decide(shepherd[SHEPHERD_SEAT], state))
        if level == "medium":
            assert pen_is_closed(state)
        play(state, shepherd, decide(shepherd[SHEPHERD_SEAT], state))
        assert pen_is_closed(state), "two fences placed and the pen still open"
        assert state.to_move == SHEEP_SEAT
        # its turn's second fence
        state = table(fences=tuple(f for f in PEN if f not in (last, "a3n")))
        shepherd = {SHEPHERD_SEAT: make_agent(level, seed)}
        play(state, shepherd, "fence:a3n")
        assert decide(shepherd[SHEPHERD_SEAT], state) == f"fence:{last}"
        # the fence a shepherd tile gives
        state = table(fences=tuple(f for f in PEN if f != last))
        agents = {SHEPHERD_SEAT: make_agent(level, seed), SHEEP_SEAT: make_agent("hard", 1)}
        play(state, agents, "fence:e5s", "fence:e5e", "turn:d5")
        assert state.phase == K.SHEPHERD_FENCE and state.to_move == SHEPHERD_SEAT
        assert decide(agents[SHEPHERD_SEAT], state) == f"fence:{last}"


# --- strength, the solo game ---------------------------------------------------------------------


def test_the_hard_level_beats_the_easy_level():
    # 4 deals, each played twice with the seats swapped (game.arena: every agent sees every move).
    # (12 games on seeds 1-4: hard won all, by 17 to 21 points a game on average.)
    results = [play_one(("kluitz", ["hard", "easy"], 1, index, {})) for index in range(8)]
    assert all(r.error is None for r in results), [r.error for r in results]
    assert {r.seats for r in results} == {(0, 1), (1, 0)}
    share = sum(r.points(0) for r in results) / len(results)
    margin = sum(r.margin(0) for r in results)
    assert share >= 0.75 and margin > 0, (share, margin)


@pytest.mark.parametrize("level, seed", [("easy", 1), ("medium", 2), ("hard", 3), ("hard", 4)])
def test_the_ai_plays_the_solo_game_to_its_end_with_legal_moves(level, seed):
    state = K.new_game(seed, 1)
    agent = make_agent(level, seed)
    moves = 0
    while not state.is_over:
        view = state.view(0)
        move = str(agent.think(K, view).best())
        assert move in view["legal"]
        state.apply(move)
        agent.observe(state.view(0))
        moves += 1
        assert moves < 500
    assert state.won() in (True, False)
    assert state.scores()[0] == len(state.taken)
