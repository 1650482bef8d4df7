"""Clustered's cards as pieces (web/motion.py): a card keeps its name from the hand to the table.

A card is named after its owner, its face and how many cards alike left that hand before it
(``card-0-J-1``: seat 0's second joker), so the name a card has in the hand is the one it has on the
table; the start card is named after its cell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.clustered.view import ClusteredView


def _left_hands(view: ClusteredView) -> tuple[dict[str, str], dict[tuple[int, str], int]]:
    """The piece of each card laid (by cell), and how many of each seat's cards left its hand."""
    gone: dict[tuple[int, str], int] = {}
    laid: dict[str, str] = {}
    for mover, _, text in view["history"]:
        card, at, cell = text.removeprefix("discard:").partition("@")
        if card == "?":  # another's secret discard: never in the viewer's hand
            continue
        count = gone.get((mover, card), 0)
        gone[(mover, card)] = count + 1
        if at:
            laid[cell] = f"card-{mover}-{card}-{count}"
    return laid, gone


def hand_pieces(view: ClusteredView) -> list[str]:
    """The pieces of the viewer's hand: a card keeps its name when it is laid (cards alike, two
    jokers, are told apart by how many of them went before)."""
    _, gone = _left_hands(view)
    seat, hand = view["seat"], view["hand"]
    assert seat is not None and hand is not None  # drawn for a player's own view only
    seen: dict[str, int] = {}
    names: list[str] = []
    for card in hand:
        count = gone.get((seat, card), 0) + seen.get(card, 0)
        seen[card] = seen.get(card, 0) + 1
        names.append(f"card-{seat}-{card}-{count}")
    return names


def laid_pieces(view: ClusteredView) -> dict[str, str]:
    """The piece of each card on the table, by cell."""
    laid, _ = _left_hands(view)
    return laid
