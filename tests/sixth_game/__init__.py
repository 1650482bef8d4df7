"""A sixth game that exists only for the tests: Four by Four (``engine/``, its rules; ``screen/``, its
table), registered by the suites that must take any game (tests/conftest.py) and by
e2e/test_sixth_game.py in the page, never by the site itself.

It proves that a game costs its two packages and the one line below, :data:`ENTRY`: the engine
conformance suite, the soak and leak samples, the arena, the game–screen contract and the browser
find it through the registry.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game.core import Entry

# The registry line, as it would stand in game.core.REGISTRY.
ENTRY = Entry("four-by-four", "Four by Four", 2, 2, f"{__name__}.engine", f"{__name__}.screen")


def register() -> None:
    """Put the game in the registry, with its words (``web.games.register``)."""
    from web import games

    games.register(ENTRY)


def unregister() -> None:
    from web import games

    games.unregister(ENTRY.id)


@contextmanager
def registered() -> Iterator[str]:
    """The game in the registry while the block runs (its id given), off it again after."""
    register()
    try:
        yield ENTRY.id
    finally:
        unregister()
