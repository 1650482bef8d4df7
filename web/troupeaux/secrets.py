"""What Troupeaux keeps secret, and how its page would write each secret: for the leak tests
(e2e/test_hand_over_leaks.py), which play a hot-seat game and search the page after each hand-over.
Not for the page.

Secret: each seat's hand, from the other seat (its backs show only the breeds); the cards of every
pile, from everyone. What everyone sees: the herds on the path and the cards the log names. The page
would write a card as ``data-card="G1"`` and as its character's name ("the Proud").
"""

from __future__ import annotations

from typing import Any

from game import troupeaux

from .cards import character_name

HOT_SEAT_ROUTE = "/troupeaux/play?seats=human,human&seed=5"


def secrets(state: Any, seat: int | None) -> set[str]:
    """The cards ``seat`` holds unseen by the other; (``seat`` None) those no one sees."""
    if seat is None:  # the piles are secret from everyone
        return {troupeaux.KIND_TEXTS[k] for piles in state.piles for pile in piles for k in pile}
    return {troupeaux.KIND_TEXTS[k] for k in state.hands[seat]}


def public(state: Any) -> set[str]:
    """The cards everyone sees."""
    view = state.view(None)
    shown = {card for _, _, cards in view["herds"] for card in cards}
    return shown | {card for event in view["log"] for card in event.get("cards", ())}


def tokens(card: str) -> list[str]:
    """The texts the page would carry for ``card``."""
    return [f'data-card="{card}"', character_name(card, "en")]
