"""A part of the app made the first time it is needed, so that its modules are imported then and not
while the app starts: the review, the agent lab and the lessons are a few tenths of the app's Python,
and a first visit that only plays a game never needs them.

``Later(make, idle=(...))`` stands for what ``make()`` returns: reading any other attribute makes it
(once) and hands that attribute on. A method named in ``idle`` is one that has nothing to do until the
part exists (leaving a lab never opened, a tap while no lesson is on): calling it before then does
nothing and makes nothing; once the part is made, the same method (even one read before) is its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any


class Later:
    def __init__(self, make: Callable[[], Any], idle: Iterable[str] = ()) -> None:
        self._make = make
        self._idle = frozenset(idle)
        self._made: Any = None

    @property
    def made(self) -> bool:
        return self._made is not None

    def part(self) -> Any:
        if self._made is None:
            self._made = self._make()
        return self._made

    def __getattr__(self, name: str) -> Any:  # only for names Later itself does not have
        if self._made is None and name in self._idle:
            return lambda *args, **kwargs: getattr(self._made, name)(*args, **kwargs) if self.made else None
        return getattr(self.part(), name)
