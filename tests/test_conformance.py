"""Conformance: every available game keeps the engine protocol (docs/architecture.md,
"The engine protocol").

These tests know nothing of any one game's rules. They play seeded random games through the
protocol (``new_game``, ``legal_actions``, ``apply``, ``view``, ``record``, ``replay``,
``determinize``) for every registered game that is available, for every seat count it allows,
and check the promises the UI, the AI, saved games and share links rely on.
"""

from __future__ import annotations

import importlib.util
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import core
from game.core import IllegalAction, InvalidRecord, new_rng, replay

SEEDS = (1, 2, 7, 42, 2024)
MOVE_LIMIT = 10_000  # a game that is not over after this many moves never ends

# Texts that name no action in any game: empty, out of any board, odd characters, non-ASCII digits.
MALFORMED_TEXTS = (
    "", " ", "z99", "a0", "k1", "a01", "a11", "-1", "999", "pass", "None", "[]", "{}",
    "a1a1", "é", "☃", "\x00", "a\u00b2", "a\u0661", "a\uff11", "\u00e01", "💥",
)  # fmt: skip


def _setups() -> list[tuple[str, int]]:
    setups = []
    for game_id in core.available_games():
        info = core.load(game_id).INFO
        for players in range(info.min_players, info.max_players + 1):
            # every count of a small range; else the least, 2, 4 and the most
            if info.max_players - info.min_players <= 2 or players in (info.min_players, 2, 4, info.max_players):
                setups.append((game_id, players))
    return setups


SETUPS = _setups()
SETUP_IDS = [f"{game_id}-{players}p" for game_id, players in SETUPS]


def snapshot(state: core.State) -> tuple:
    """Everything a player or a saved game can observe of a state."""
    return (
        json.dumps(state.view(None), sort_keys=True),
        json.dumps(state.record(), sort_keys=True),
        [str(a) for a in state.legal_actions()],
        state.to_move,
    )


def random_game(game_id: str, players: int, seed: int) -> list[core.State]:
    """Every position of a seeded random game, from the first to the final one (clones)."""
    module = core.load(game_id)
    state = module.new_game(seed, players)
    rng = new_rng(seed, "conformance")
    positions = [state.clone()]
    while not state.is_over:
        assert len(positions) < MOVE_LIMIT, "the game never ends"
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
        positions.append(state.clone())
    return positions


_GAMES: dict[tuple[str, int, int], list[core.State]] = {}


def positions_of(game_id: str, players: int, seed: int) -> list[core.State]:
    """The positions of a random game, shared between tests (always hand out fresh clones)."""
    key = (game_id, players, seed)
    if key not in _GAMES:
        _GAMES[key] = random_game(game_id, players, seed)
    return [p.clone() for p in _GAMES[key]]


def sampled(positions: list[core.State], most: int = 40) -> list[core.State]:
    """At most about ``most`` positions spread over the game, always with the first and the last."""
    step = max(1, len(positions) // most)
    return positions[::step] + ([positions[-1]] if (len(positions) - 1) % step else [])


setups = pytest.mark.parametrize(("game_id", "players"), SETUPS, ids=SETUP_IDS)
seeds = pytest.mark.parametrize("seed", SEEDS)


# --- the registry ----------------------------------------------------------------------------


def test_the_registry_names_each_game_once_with_its_engine_and_web_packages():
    ids = [e.id for e in core.REGISTRY]
    assert len(set(ids)) == len(ids), "a game is registered twice"
    assert core.available_games(), "a game can be played"
    for e in core.REGISTRY:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", e.id) and e.id != "embed", f"{e.id} is a route's first part"
        assert 1 <= e.min_players <= e.max_players, e.id
        if e.available:  # (where the packages must lie for the site to ship them: tools/build_site.py)
            assert e.ui and e.ui != e.module, f"{e.id}: an engine package and a screen package"
            for package in (e.module, e.ui):
                spec = importlib.util.find_spec(package)
                assert spec and spec.submodule_search_locations, f"{e.id}: {package} is a package"


@pytest.fixture
def coming_game(monkeypatch):
    """A game on the menu that is not built yet (every registered game is built now)."""
    monkeypatch.setattr(core, "REGISTRY", core.REGISTRY + (core.Entry("coming", "Coming Soon", 2, 2),))
    return "coming"


def test_a_game_not_built_yet_refuses_to_load(coming_game):
    assert coming_game not in core.available_games()
    with pytest.raises(KeyError, match="not available"):
        core.load(coming_game)


def test_an_unknown_game_refuses_to_load():
    with pytest.raises(KeyError):
        core.load("chess")


@pytest.mark.parametrize("game_id", core.available_games())
def test_a_game_module_describes_itself_as_its_registry_entry_does(game_id):
    module = core.load(game_id)
    entry = core.entry(game_id)
    assert module.INFO.id == game_id
    assert module.INFO.title == entry.title
    assert (module.INFO.min_players, module.INFO.max_players) == (entry.min_players, entry.max_players)
    for name in ("new_game", "parse_action", "determinize"):
        assert callable(getattr(module, name))


@pytest.mark.parametrize("game_id", core.available_games())
def test_a_game_refuses_a_seat_count_outside_its_range(game_id):
    module = core.load(game_id)
    for players in (module.INFO.min_players - 1, module.INFO.max_players + 1):
        with pytest.raises(ValueError):
            module.new_game(1, players)


@pytest.mark.parametrize("game_id", core.available_games())
def test_a_game_refuses_an_unknown_option(game_id):
    module = core.load(game_id)
    with pytest.raises(ValueError):
        module.new_game(1, module.INFO.min_players, {"no-such-option": True})


# --- playing ---------------------------------------------------------------------------------


@setups
@seeds
def test_a_seeded_random_game_is_played_to_its_end(game_id, players, seed):
    positions = positions_of(game_id, players, seed)
    *playing, final = positions
    for state in playing:
        assert not state.is_over
        assert state.to_move in range(players)
        assert state.legal_actions(), "only a finished game has no legal action"
        assert state.winners() == [], "nobody has won before the end"
    assert final.is_over
    assert final.to_move is None
    assert final.legal_actions() == []
    assert len(final.scores()) == players
    assert all(isinstance(s, int) for s in final.scores())


@setups
@seeds
def test_legal_actions_are_listed_in_a_stable_order(game_id, players, seed):
    for state in positions_of(game_id, players, seed)[::5]:
        texts = [str(a) for a in state.legal_actions()]
        assert texts == [str(a) for a in state.clone().legal_actions()]
        assert len(set(texts)) == len(texts), "an action is listed twice"


@setups
@seeds
def test_every_legal_action_applies_by_value_and_by_its_text(game_id, players, seed):
    module = core.load(game_id)
    for state in sampled(positions_of(game_id, players, seed)):
        before = snapshot(state)
        legal = state.legal_actions()
        for action in legal[:: max(1, len(legal) // 30)]:  # about 30, spread over the list
            assert module.parse_action(str(action)) == action, "the text form names the action"
            by_value, by_text = state.clone(), state.clone()
            by_value.apply(action)
            by_text.apply(str(action))
            assert by_value.record()["actions"] == state.record()["actions"] + [str(action)]
            assert snapshot(by_value) == snapshot(by_text)
        assert snapshot(state) == before, "applying on a clone changed the original"


@setups
@seeds
def test_an_action_legal_elsewhere_is_refused_here_and_changes_nothing(game_id, players, seed):
    positions = positions_of(game_id, players, seed)
    seen = {str(a): a for p in positions for a in p.legal_actions()}
    if len(seen) > 300:  # games with thousands of distinct actions: a fixed sample of them
        keep = sorted(seen)[:: len(seen) // 300 + 1]
        seen = {text: seen[text] for text in keep}
    refused = 0
    for state in sampled(positions):
        here = {str(a) for a in state.legal_actions()}
        before = snapshot(state)
        for text, action in seen.items():
            if text in here:
                continue
            for attempt in (action, text):
                with pytest.raises(IllegalAction) as error:
                    state.apply(attempt)
                assert str(error.value), "a refusal explains itself"
                refused += 1
        assert snapshot(state) == before
    assert refused, "the game offered no action to refuse"


@setups
@seeds
def test_malformed_texts_are_refused_and_change_nothing(game_id, players, seed):
    positions = positions_of(game_id, players, seed)
    for state in (positions[0], positions[len(positions) // 2], positions[-1]):
        before = snapshot(state)
        for text in MALFORMED_TEXTS:
            with pytest.raises(IllegalAction) as refused:
                state.apply(text)
            if not state.is_over:  # (after the end any text is refused for that)
                assert isinstance(refused.value, core.NotAMove), f"{text!r}: {refused.value.reason}"
        assert snapshot(state) == before


@setups
@seeds
def test_no_action_applies_after_the_end(game_id, players, seed):
    positions = positions_of(game_id, players, seed)
    final = positions[-1]
    before = snapshot(final)
    for action in {str(a): a for p in positions for a in p.legal_actions()}.values():
        with pytest.raises(IllegalAction):
            final.apply(action)
        with pytest.raises(IllegalAction):
            final.apply(str(action))
    assert snapshot(final) == before


def every_seat_snapshot(state: core.State) -> tuple:
    """What every seat and a spectator see, the record, the legal actions and the mover."""
    views = [json.dumps(state.view(seat), sort_keys=True) for seat in [*range(state.players), None]]
    return (*snapshot(state), views)


def forged_actions(action: object) -> list[object]:
    """Objects that look like ``action`` without being one of this position's actions: the plain
    value it compares equal to, and hand-built objects of its own class with a field missing, a
    field too many, or fields of the wrong kind."""
    kind = type(action)
    if isinstance(action, tuple):
        fields = tuple(action)
        forged = [tuple.__new__(kind, tuple(str(f) for f in fields))]
        return [f for f in forged if f != action] + [fields, tuple.__new__(kind, fields[:-1]), tuple.__new__(kind, ()),
                tuple.__new__(kind, (*fields, "unknown")), tuple.__new__(kind, tuple(None for _ in fields))]  # fmt: skip
    if isinstance(action, int):
        return [int(action), kind(-1), kind(10**6), float(action)]
    return [json.loads(json.dumps(str(action)))[::-1]]


NOT_TEXT_JUNK = (
    None, 0, 1, -1, 10**40, 2.5, float("nan"), True, False, b"a1", bytearray(b"done"), [], ["a1"], {},
    {"action": "a1"}, (), ("down",), (1, 2), set(), frozenset({1}), object(), type, Exception("a1"),
)  # fmt: skip
LONG_TEXTS = ("x" * 100_000, "play:" + "9" * 100_000, "a1" * 50_000 + "@1:0", "discard:" + "é" * 100_000)


def refused_briefly(state: core.State, given: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as error:
        state.apply(given)
    message = str(error.value)
    assert message and len(message) <= core.MESSAGE_LIMIT, message[:300]
    for value in error.value.params.values():
        assert not isinstance(value, str) or len(value) <= core.QUOTE_LIMIT, value[:300]
    return error.value


@setups
def test_apply_refuses_anything_but_a_legal_action_with_a_short_message_and_changes_nothing(game_id, players):
    positions = positions_of(game_id, players, SEEDS[0])
    actions = {str(a): a for p in positions for a in p.legal_actions()}
    examples = list({type(a): a for a in actions.values()}.values())  # one action of each class
    for state in (positions[0], positions[len(positions) // 3], positions[len(positions) // 2], positions[-1]):
        before = every_seat_snapshot(state)
        for junk in NOT_TEXT_JUNK:
            refused_briefly(state, junk)
        for action in examples + state.legal_actions()[:3]:
            for forged in forged_actions(action):
                refused_briefly(state, forged)
        for text in LONG_TEXTS:
            error = refused_briefly(state, text)
            assert text[:61] not in str(error), "a message quotes at most ~60 characters of the input"
        assert every_seat_snapshot(state) == before
    assert examples, "the game offered no action"


@pytest.mark.parametrize(("game_id", "players"), SETUPS, ids=SETUP_IDS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=6), moment=st.floats(0, 1))
def test_any_text_either_plays_a_legal_action_or_is_refused_unchanged(game_id, players, text, moment):
    positions = positions_of(game_id, players, SEEDS[0])
    state = positions[int(moment * (len(positions) - 1))]
    before = snapshot(state)
    legal = {str(a) for a in state.legal_actions()}
    try:
        state.apply(text)
    except IllegalAction:
        assert snapshot(state) == before
    else:
        assert state.record()["actions"][-1] in legal


# --- determinism and records -----------------------------------------------------------------


@setups
@seeds
def test_the_same_seed_and_actions_give_the_same_game(game_id, players, seed):
    module = core.load(game_id)
    actions = positions_of(game_id, players, seed)[-1].record()["actions"]
    first, second = module.new_game(seed, players), module.new_game(seed, players)
    assert snapshot(first) == snapshot(second)
    for text in actions:
        first.apply(text)
        second.apply(text)
        assert snapshot(first) == snapshot(second)


@setups
@seeds
def test_a_record_replays_to_the_same_game_through_json(game_id, players, seed):
    positions = positions_of(game_id, players, seed)
    for state in sampled(positions, 25):
        number = len(state.history)
        text = json.dumps(state.record())
        again = replay(text)
        assert again.view(None) == state.view(None)
        assert again.record() == state.record()
        assert replay(positions[-1].record(), upto=number).view(None) == state.view(None)


@setups
def test_a_record_names_its_players(game_id, players):
    state = positions_of(game_id, players, SEEDS[0])[-1]
    names = [f"ai-easy-{seat}" for seat in range(players)]
    record = state.record(names)
    assert record["players"] == names
    assert set(record) == set(core.RECORD_KEYS)
    assert replay(record).view(None) == state.view(None)


def _tampered(record: dict) -> list[tuple[str, object]]:
    """Ways to spoil a good record: (what was done, the spoiled record or text)."""
    spoiled: list[tuple[str, object]] = []

    def changed(label: str, **changes: object) -> None:
        spoiled.append((label, {**record, **changes}))

    spoiled.append(("not json", json.dumps(record)[:-1]))
    spoiled.append(("empty text", ""))
    spoiled.append(("a list", json.dumps([record])))
    spoiled.append(("null", "null"))
    for key in core.RECORD_KEYS:
        spoiled.append((f"no {key}", {k: v for k, v in record.items() if k != key}))
    changed("unknown game", game="chess")
    changed("game is a number", game=5)
    changed("seed is text", seed="1")
    changed("seed is a fraction", seed=1.5)
    changed("seed is a boolean", seed=True)
    changed("seed is negative, which a link refuses", seed=-1)
    changed("options are a list", options=[])
    changed("unknown option", options={**record["options"], "no-such-option": 1})
    changed("players is text", players="human")
    changed("players are numbers", players=[1] * len(record["players"]))
    changed("no players", players=[])
    changed("too many players", players=["human"] * 9)
    changed("actions is text", actions=" ".join(record["actions"]))
    changed("actions are numbers", actions=list(range(len(record["actions"]))) or [0])
    changed("actions hold null", actions=[None])
    changed("version is text", version="1")
    changed("version is a boolean", version=True)
    changed("version from the future", version=record["version"] + 1)
    changed("malformed move", actions=[*record["actions"], "z99"])
    changed("a move after the end", actions=[*record["actions"], record["actions"][0]])
    return spoiled


@setups
@seeds
def test_a_tampered_record_is_refused_with_a_message(game_id, players, seed):
    record = positions_of(game_id, players, seed)[-1].record()
    for label, spoiled in _tampered(record):
        with pytest.raises(InvalidRecord) as error:
            replay(spoiled)
        assert str(error.value).strip(), f"{label}: the refusal says nothing"


@setups
@seeds
def test_a_record_with_an_illegal_move_inserted_names_that_move(game_id, players, seed):
    positions = positions_of(game_id, players, seed)
    actions = positions[-1].record()["actions"]
    seen = sorted({str(a) for p in positions for a in p.legal_actions()})
    rng = new_rng(seed, "tamper")
    inserted = 0
    for index in sorted(rng.sample(range(len(actions)), min(6, len(actions)))):
        here = {str(a) for a in positions[index].legal_actions()}
        illegal = [t for t in seen if t not in here]
        if not illegal:
            continue
        text = illegal[int(rng.random() * len(illegal))]
        spoiled = {**positions[-1].record(), "actions": [*actions[:index], text, *actions[index:]]}
        with pytest.raises(InvalidRecord) as error:
            replay(json.dumps(spoiled))
        assert str(index + 1) in str(error.value) and text in str(error.value)
        inserted += 1
    assert inserted, "no move could be spoiled"


def test_a_record_of_a_game_not_built_yet_is_refused(coming_game):
    record = {"game": coming_game, "version": 1, "seed": 1, "options": {}, "players": ["human"] * 2, "actions": []}
    with pytest.raises(InvalidRecord, match="yet"):
        replay(record)


# --- clones and views ------------------------------------------------------------------------


@setups
@seeds
def test_a_clone_and_its_original_play_on_independently(game_id, players, seed):
    positions = positions_of(game_id, players, seed)
    original = positions[len(positions) // 3]
    kept = snapshot(original)
    clone = original.clone()
    rng = new_rng(seed, "clone")
    while not clone.is_over:
        legal = clone.legal_actions()
        clone.apply(legal[int(rng.random() * len(legal))])
    assert snapshot(original) == kept
    clone_kept = snapshot(clone)
    original.apply(original.legal_actions()[-1])
    assert snapshot(clone) == clone_kept


@setups
@seeds
def test_every_view_is_plain_json(game_id, players, seed):
    for state in positions_of(game_id, players, seed):
        for seat in [None, *range(players)]:
            view = state.view(seat)
            assert json.loads(json.dumps(view)) == view, "a view holds something JSON changes"


@setups
@seeds
def test_without_hidden_information_every_seat_sees_the_spectator_board(game_id, players, seed):
    module = core.load(game_id)
    if module.INFO.hidden_information:
        pytest.skip("this game hides information")
    for state in positions_of(game_id, players, seed):
        spectator = {k: v for k, v in state.view(None).items() if k != "seat"}
        for seat in range(players):
            view = state.view(seat)
            assert view.get("seat") == seat
            assert {k: v for k, v in view.items() if k != "seat"} == spectator


@setups
@seeds
def test_the_winners_are_the_seats_with_the_best_score(game_id, players, seed):
    """Among the best scores a game may part a tie by its own rule (La Guerre des Moutons: the
    next-largest enclosure), so the winners are some of the best, never a lower score."""
    final = positions_of(game_id, players, seed)[-1]
    scores = final.scores()
    best = [seat for seat in range(players) if scores[seat] == max(scores)]
    assert final.winners() and set(final.winners()) <= set(best)
    if len(best) == 1:
        assert final.winners() == best


@setups
@seeds
def test_determinize_rebuilds_a_perfect_information_position(game_id, players, seed):
    module = core.load(game_id)
    positions = positions_of(game_id, players, seed)
    rng = new_rng(seed, "determinize")
    actions = positions[-1].record()["actions"]
    for state in sampled(positions):
        number = len(state.history)
        for seat in [None, *range(players)]:
            view = json.loads(json.dumps(state.view(seat)))
            rebuilt = module.determinize(view, rng)
            if module.INFO.hidden_information:
                assert rebuilt.view(seat) == state.view(seat), "a determinization contradicts the view"
                continue
            assert [str(a) for a in rebuilt.legal_actions()] == [str(a) for a in state.legal_actions()]
            assert rebuilt.to_move == state.to_move
            assert rebuilt.scores() == state.scores()
            assert rebuilt.view(seat) == state.view(seat)
        if not module.INFO.hidden_information and number % 4 == 0:
            rebuilt = module.determinize(state.view(None), rng)
            for text in actions[number:]:
                rebuilt.apply(text)
            assert rebuilt.is_over and rebuilt.scores() == positions[-1].scores()
