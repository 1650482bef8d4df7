"""The table's rules for taking back moves (web/session.py runs in CPython too: no browser import)."""

from __future__ import annotations

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
    return Session(kulami, state, seats, lambda: None, lambda kind, data: None, allow_undo)


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

    table = Session(guerre_des_moutons, guerre_des_moutons.new_game(seed, 2), ["human", "human"],
                    lambda: None, lambda kind, data: None)
    table.settle()
    return table


def _asked_for_nothing(state) -> bool:
    view = state.view(state.to_move)
    return view["phase"] == "react" and view["legal"] == ["done"]


def _real_move(state) -> str:
    return next(str(a) for a in state.legal_actions() if a.verb not in ("done", "stop"))


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


def test_a_pass_made_for_another_person_does_not_ask_for_the_device_again():
    # 0 lays its tile; in the window before 1's turn, 1 (with nothing to play) is passed for, and 0,
    # asked next, still holds the device: no hand-over screen
    for seed in range(1, 80):
        table = _gdm_session(seed)
        for _ in range(30):
            state = table.state
            mover = state.to_move
            table.revealed_to = mover
            if state.phase == "turn":
                table.play(_real_move(state))
                if table.state.to_move == mover and table.state.phase == "react":
                    assert table.record()["actions"][-1] == "done"  # the pass made for the other
                    assert table.revealed_to == mover and not table.awaiting_hand_over
                    return
            else:
                table.play("done")
    raise AssertionError("no such position in these seeds")
