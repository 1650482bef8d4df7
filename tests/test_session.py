"""The table's rules (web/session.py runs in CPython too: no browser import): taking back moves, who is
asked, and when the computer plays."""

from __future__ import annotations

import asyncio

from game import kulami
from web.session import Session, parse_seats


class RevealingKulami(kulami.KulamiState):
    """Kulami as if its third move had turned a card face up: the first three moves are final."""

    def undo_barrier(self) -> int:
        return min(3, len(self.history))

    def clone(self):
        other = super().clone()
        other.__class__ = RevealingKulami
        return other


def session(state, seats, allow_undo=True) -> Session:
    return Session(kulami, state, seats, lambda events: None, allow_undo)


def played(state, *moves):
    for move in moves:
        state.apply(move)
    return state


def test_undo_in_hot_seat_takes_back_one_move():
    table = session(played(kulami.new_game(3, 2, {"first": "red"}), "d4", "d7"), ["human", "human"])
    assert table.undo()
    assert [str(a) for a in table.state.history] == ["d4"]


def test_undo_never_crosses_what_was_revealed(monkeypatch):
    state = played(kulami.new_game(3, 2, {"first": "red"}), "d4", "d7", "a7", "a1")
    state.__class__ = RevealingKulami
    monkeypatch.setattr(kulami, "new_game", _revealing(kulami.new_game))
    table = session(state, ["human", "human"])
    assert table.can_undo()
    assert table.undo()
    assert [str(a) for a in table.state.history] == ["d4", "d7", "a7"]
    assert not table.can_undo(), "the first three moves revealed something: they stay"
    assert not table.undo()


def _revealing(new_game):
    def make(*args, **kwargs):
        state = new_game(*args, **kwargs)
        state.__class__ = RevealingKulami
        return state

    return make


def test_the_no_undo_setting_refuses_every_undo():
    table = session(played(kulami.new_game(3, 2, {"first": "red"}), "d4", "d7"), ["human", "human"], allow_undo=False)
    assert not table.can_undo()
    assert not table.undo()
    assert len(table.state.history) == 2


def test_seats_must_name_people_or_computer_levels():
    assert parse_seats("human,ai-hard", 2) == ["human", "ai-hard"]
    assert parse_seats("human,ai-genius", 2) is None
    assert parse_seats("human", 2) is None
    assert parse_seats(None, 2) is None


# --- moves the game makes for a person (La Guerre des Moutons: a pass out of turn with nothing to play) ---


def _gdm_session(seed: int) -> Session:
    from game import guerre_des_moutons

    table = Session(guerre_des_moutons, guerre_des_moutons.new_game(seed, 2), ["human", "human"], lambda events: None)
    table.settle()
    return table


def _asked_for_nothing(state) -> bool:
    view = state.view(state.to_move)
    return view["phase"] == "react" and view["legal"] == ["done"]


def _real_move(state) -> str:
    return next((str(a) for a in state.legal_actions() if a.verb not in ("done", "stop")), "done")


def test_a_person_is_never_asked_when_passing_out_of_turn_is_all_they_could_do():
    table = _gdm_session(5)
    passes = 0
    for _ in range(12):
        assert not _asked_for_nothing(table.state)
        table.revealed_to = table.state.to_move  # the device handed over
        before = len(table.state.history)
        table.play(_real_move(table.state) if table.state.phase != "react" else "done")
        passes += sum(1 for text in table.record()["actions"][before + 1:] if text == "done")
    assert passes > 0, "the game made passes for the players"
    assert table.record()["actions"].count("done") >= passes  # every move is in the record


def test_undo_goes_back_to_a_real_choice_not_to_a_pass_made_for_the_person():
    table = _gdm_session(5)
    for _ in range(6):
        table.revealed_to = table.state.to_move
        table.play(_real_move(table.state) if table.state.phase != "react" else "done")
    while table.undo():
        assert not _asked_for_nothing(table.state)


def test_in_hot_seat_nobody_is_asked_out_of_turn_while_another_person_holds_the_device():
    # Spec, "Reactions": with several people at the device, each person's out-of-turn moment is the
    # window before their own turn, behind their hand-over screen; the page passes for them in the
    # windows before the others' turns, and every such pass is in the record.
    asked_own_window = 0
    for seed in range(1, 30):
        table = _gdm_session(seed)
        for _ in range(30):
            state = table.state
            if state.is_over:
                break
            assert state.phase == "turn" or state.turn_seat == state.to_move, "asked before another's turn"
            asked_own_window += state.phase == "react"
            table.revealed_to = state.to_move  # the device handed over
            before = len(state.history)
            table.play(_real_move(state))
            assert len(table.state.history) >= before + 1
    assert asked_own_window > 0, "a person was offered a reveal or a figure before their own turn"


def _crafted(hand: str, turn_seat: int, me: int = 0):
    """A reaction window asking ``me`` (colour K, unrevealed) before ``turn_seat``'s turn, with
    ``hand``; the table has room for a black shepherd and for a forest tile."""
    from game import guerre_des_moutons as G
    from game.guerre_des_moutons.table import Table

    state = G.new_game(3, 2)
    table = Table.start()
    state.table, state.placed, state.by, state.figures, state.covers = table, [(0, 0)], {}, {}, {}
    for cell, tile, side, rotation in (((1, 0), "L8K", 0, 2), ((2, 0), "L7R", 1, 1)):  # V K V V, K F K K
        face = G.state.rotate(G.state.TILE_BY_ID[tile][1 + side], rotation)
        assert table.why_not(face, cell) is None
        table.place(G.state.TILE_BY_ID[tile], side, rotation, cell)
        state.placed.append(cell)
    state.needs = G.state.needs_of(table)
    state.hands = [hand.split(), ["L2Y"]]
    letter = G.state.TERRAIN_LETTERS.index
    state.colours, state.revealed = [[letter("K")], [letter("Y")]], [[], []]
    state.turn_seat, state.phase, state.reactor, state.queue = turn_seat, "react", me, []
    state._relaid()
    return state


def test_against_computers_a_person_is_asked_out_of_turn_only_for_a_fitting_wolf_or_hunter():
    from game.guerre_des_moutons import automatic

    no_figure = _crafted("L2Y", turn_seat=1)
    assert any(a.verb == "reveal" for a in no_figure.legal_actions())  # the "?" fits, yet...
    assert automatic(no_figure.view(0), people=1) == "done"  # ...it waits for the person's own turn
    wolf = _crafted("W-Y", turn_seat=1)
    assert any(str(a).startswith("play:W-Y/A") for a in wolf.legal_actions())
    assert automatic(wolf.view(0), people=1) is None  # a wolf that fits now: asked
    assert automatic(wolf.view(0), people=2) == "done"  # hot-seat: never before another's turn
    own = _crafted("L2Y", turn_seat=0)
    assert automatic(own.view(0), people=1) is None and automatic(own.view(0), people=2) is None


def computer_first(seats, monkeypatch):
    """A table of Kulami where seat 0 is to move; (the table, the changes it reported, the computer's
    turns started)."""
    changes, turns = [], []
    monkeypatch.setattr(asyncio, "ensure_future", lambda job: turns.append(job) or job.close())
    table = Session(kulami, kulami.new_game(3, 2, {"first": "red"}), seats, changes.append)
    return table, changes, turns


def test_a_computer_to_move_starts_at_once_and_the_table_is_drawn_busy_once(monkeypatch):
    table, changes, turns = computer_first(["ai-easy", "human"], monkeypatch)
    assert table.start_computer()
    assert (changes, len(turns)) == ([[("busy", True)]], 1)
    assert not table.start_computer(), "it is thinking already: no second turn, no second drawing"
    assert (len(changes), len(turns)) == (1, 1)


def test_a_person_to_move_is_waited_for_and_nothing_is_drawn(monkeypatch):
    table, changes, turns = computer_first(["human", "ai-easy"], monkeypatch)
    assert not table.start_computer()
    assert (changes, turns) == ([], [])


def _undo_length_by_replaying(table: Session) -> int | None:
    """Where undo goes, found the slow way: the last earlier position, not before what was revealed,
    where the replayed game asked a person for a move."""
    from game.core import replay

    record = table.record()
    for keep in range(len(record["actions"]) - 1, table.state.undo_barrier() - 1, -1):
        if table._asks(replay(dict(record, actions=record["actions"][:keep]))):
            return keep
    return None


def test_undo_goes_where_replaying_the_game_says_after_every_move_and_undo():
    table = _gdm_session(9)
    for turn in range(16):
        table.revealed_to = table.state.to_move
        table.play(_real_move(table.state) if table.state.phase != "react" else "done")
        assert table._undo_length() == _undo_length_by_replaying(table)
        if turn % 5 == 4:
            table.undo()
            assert table._undo_length() == _undo_length_by_replaying(table)


def test_a_game_opened_with_moves_finds_where_undo_goes_by_one_replay(monkeypatch):
    from game import core, guerre_des_moutons

    moved = _gdm_session(9)
    for _ in range(8):
        moved.revealed_to = moved.state.to_move
        moved.play(_real_move(moved.state) if moved.state.phase != "react" else "done")
    opened = Session(guerre_des_moutons, core.replay(moved.record()), ["human", "human"], lambda events: None)
    expected = _undo_length_by_replaying(moved)
    replays = []
    real_replay = core.replay
    monkeypatch.setattr(core, "replay", lambda *args, **kwargs: replays.append(1) or real_replay(*args, **kwargs))
    for _ in range(5):  # the screen asks at every redraw
        assert opened.why_no_undo() is None
    assert opened._undo_length() == expected
    assert len(replays) == 1, "one replay to learn the game's past, however often the screen asks"


def test_a_redraw_after_a_move_replays_nothing(monkeypatch):
    from game import core

    table = _gdm_session(9)
    table.why_no_undo()  # known from the start of the game
    replays = []
    monkeypatch.setattr(core, "replay", lambda *args, **kwargs: replays.append(1))
    for _ in range(6):
        table.revealed_to = table.state.to_move
        table.play(_real_move(table.state) if table.state.phase != "react" else "done")
        table.why_no_undo()
        table.why_no_undo()
    assert replays == []


def test_a_persons_move_against_the_computer_is_told_as_one_change_the_move_then_busy(monkeypatch):
    table, changes, turns = computer_first(["human", "ai-easy"], monkeypatch)
    table.play("d4")
    assert changes == [[("played", {"seat": 0, "move": "d4"}), ("busy", True)]]
    assert len(turns) == 1 and table.thinking


def test_a_persons_last_move_is_told_with_the_end_of_the_game_in_the_same_change(monkeypatch):
    table, changes, turns = computer_first(["human", "human"], monkeypatch)
    while True:  # on to the position where the first legal move ends the game
        move = table.state.legal_actions()[0]
        after = table.state.clone()
        after.apply(move)
        if after.is_over:
            break
        table.state.apply(move)
    table.play(str(move))
    assert len(changes) == 1 and [kind for kind, _ in changes[0]] == ["played", "over"]
    assert changes[0][1][1] == table.record() and turns == []


# --- what undo and the replay may show of a memory game, and after the end ------------------------------


def _kluitz_pair_turned_back():
    """Hot seat, The Kluitz: the sheep player turned two different sheep and turned them back."""
    import random

    from game import kluitz

    state = kluitz.new_game(5, 2, {"first": 0})  # seat 0 the shepherd, who places two fences first
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    sheep = [c for c in range(kluitz.CELLS) if state.kinds[c] is not None and state.kinds[c] < 5]
    first = sheep[0]
    second = next(c for c in sheep if state.kinds[c] != state.kinds[first])
    for move in (f"turn:{kluitz.cell_text(first)}", f"turn:{kluitz.cell_text(second)}"):
        state.apply(move)
    shown_at = len(state.history)
    state.apply("down")
    table = Session(kluitz, state, ["human", "human"], lambda events: None)
    return table, shown_at, (kluitz.cell_text(first), kluitz.cell_text(second)), random.Random(5)


def test_undo_never_turns_the_kluitz_sheep_face_up_again_once_turned_back():
    table, _, _, _ = _kluitz_pair_turned_back()
    assert table.why_no_undo() == "shown"
    assert not table.undo() and str(table.state.history[-1]) == "down"


def test_looking_back_during_the_game_shows_the_sheep_turned_back_face_down_and_after_it_face_up():
    from game import kluitz

    table, shown_at, cells, rng = _kluitz_pair_turned_back()
    looked = table.view_at(shown_at)
    assert looked["phase"] == "shown" and [looked["field"][kluitz.parse_cell(c)] for c in cells] == ["?", "?"]
    while not table.state.is_over:
        table.state.apply(rng.choice(table.state.legal_actions()))
    after = table.view_at(shown_at)
    assert "?" not in [after["field"][kluitz.parse_cell(c)] for c in cells], "the game is over: the replay shows all"


def test_undo_is_refused_once_the_game_is_over_and_says_so():
    table = session(played(kulami.new_game(3, 2, {"first": "red"}), "d4", "d7"), ["human", "human"])
    while not table.state.is_over:
        table.state.apply(table.state.legal_actions()[0])
    moves = len(table.state.history)
    assert table.why_no_undo() == "over"
    assert not table.undo() and len(table.state.history) == moves and table.state.is_over


def test_before_a_persons_first_move_there_is_nothing_to_undo_even_after_a_computers_draw():
    from game import clustered

    state = clustered.new_game(4, 2, {"first": 1})
    state.apply(state.legal_actions()[0])  # the computer's first card, drawn again from its deck
    assert state.undo_barrier() > 0 and state.to_move == 0
    table = Session(clustered, state, ["human", "ai-easy"], lambda events: None)
    assert table.why_no_undo() == "nothing"


def test_in_hot_seat_with_hidden_hands_undo_takes_back_only_the_device_holders_own_moves():
    from game import troupeaux

    state = troupeaux.new_game(5, 2)
    table = Session(troupeaux, state, ["human", "human"], lambda events: None)
    table.reveal()
    first = table.state.to_move
    while table.state.to_move == first:  # the first person's whole turn, to its end
        legal = [str(a) for a in table.state.legal_actions()]
        table.play("end" if "end" in legal else legal[0])
    assert table.awaiting_hand_over
    table.reveal()  # the next person takes the device
    assert table.why_no_undo() == "nothing" and not table.undo(), "the other's End turn is theirs"
    legal = [str(a) for a in table.state.legal_actions()]
    table.play(next(m for m in legal if m.startswith("lay:")))  # a move that shows nothing new
    length = len(table.state.history)
    assert table.undo() and len(table.state.history) == length - 1, "their own move is taken back"


def _pauses_before_the_computers_move(pause: float | None, shown: bool, monkeypatch) -> list[float]:
    """The sleeps a table of a person against a computer makes before the computer's move, when the
    game asks for a pause of 0.45 s (``shown``: with a button to go on)."""
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        table.holding = False  # a person pressed the button to go on

    monkeypatch.setattr(asyncio, "sleep", sleep)
    table = Session(kulami, kulami.new_game(3, 2), ["human", "ai-easy"], lambda events: None,
                    hold=lambda view, session: (0.45, shown), pause=pause)
    assert asyncio.run(table._wait_for_hold(table.generation))
    return slept


def test_a_person_against_a_computer_is_given_time_to_follow_its_move(monkeypatch):
    assert _pauses_before_the_computers_move(None, False, monkeypatch), "the game's pause is kept"
    assert _pauses_before_the_computers_move(0.5, False, monkeypatch), "a pace other than 0 keeps it too"


def test_a_pace_of_0_drops_the_pause_to_follow_but_not_the_button_to_go_on(monkeypatch):
    assert _pauses_before_the_computers_move(0.0, False, monkeypatch) == [], "pace(0): nobody follows the moves"
    assert _pauses_before_the_computers_move(0.0, True, monkeypatch), "a pair on show still waits for its button"
