"""Troupeaux's herds and hand cards as pieces (web/motion.py), so that a herd moving up the path is
the same piece on its new cell.

The view says where herds stand, not which is which; the log of the last two turns says what moved.
``HerdNames`` (one per game at the table) follows the herds from one drawing to the next: a herd
that moved keeps its name, a new one gets the next name, one that left the path loses it. When the
log cannot tell (a jump back in the game, an undo), a herd keeps its name if the same owner's herd
still stands on its cell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.troupeaux.view import TroupeauxEvent, TroupeauxView


class HerdNames:
    def __init__(self) -> None:
        self.by_cell: dict[str, tuple[str, int]] = {}  # cell -> (name, owner)
        self.moves = 0  # the moves of the game already followed
        self.made = 0

    def follow(self, view: TroupeauxView) -> dict[str, str]:
        """The name of each herd of the view, by cell."""
        log = view["log"]
        last = max((event["move"] for event in log), default=0)
        first = min((event["move"] for event in log), default=last + 1)
        if self.moves < last and first <= self.moves + 1:  # the log holds every move since
            for event in log:
                if event["move"] > self.moves:
                    self._apply(event)
        self.moves = last
        herds = {cell: owner for cell, owner, _ in view["herds"]}
        kept = {cell: entry for cell, entry in self.by_cell.items() if herds.get(cell) == entry[1]}
        for cell, owner in herds.items():
            if cell not in kept:
                self.made += 1
                kept[cell] = (f"herd-{self.made}", owner)
        self.by_cell = kept
        return {cell: name for cell, (name, _) in kept.items()}

    def _apply(self, event: TroupeauxEvent) -> None:
        what = event["what"]
        if what == "move":  # a move and a dispersal always name their cell
            entry = self.by_cell.pop(event["cell"], None)
            if entry is not None and event["to"] != "arrival":
                self.by_cell[event["to"]] = entry
        elif what == "disperse":
            self.by_cell.pop(event["cell"], None)


def herd_names(view: TroupeauxView, session: Any) -> dict[str, str]:
    """The herds' names for this game at the table (followed by its ``Screen``)."""
    names: HerdNames = session.screen.herds
    return names.follow(view)


def hand_pieces(view: TroupeauxView) -> list[str]:
    """The viewer's hand cards: cards alike are told apart by their rank among them."""
    hand = view["hand"]
    assert hand is not None  # drawn for a player's own view only
    seen: dict[str, int] = {}
    names = []
    for card in hand:
        names.append(f"card-{view['seat']}-{card}-{seen.get(card, 0)}")
        seen[card] = seen.get(card, 0) + 1
    return names


def laid_from(view: TroupeauxView, cell: str) -> str | None:
    """The hand card a herd the viewer has just laid on ``cell`` came from (its first card)."""
    log = view["log"]
    if view["hand"] is None or not log:
        return None
    for event in reversed(log):
        if event["what"] in ("lay", "add"):
            if event["what"] != "lay" or event["cell"] != cell or event["seat"] != view["seat"]:
                return None
            card = event["cards"][0]
            return f"card-{view['seat']}-{card}-{view['hand'].count(card)}"
    return None
