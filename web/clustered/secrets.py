"""What Clustered keeps secret, and how its page would write each secret: for the leak tests
(e2e/test_hand_over_leaks.py), which play a hot-seat game and search the page after each hand-over.
Not for the page.

Secret: each seat's hand and its face-down discards (quick play), from the other seats; every deck,
from everyone. What everyone sees: the cards on the table and the discards shown. The page would
write a card as ``data-card="2ts"`` (its text) and as the name a screen reader reads ("two striped
triangles"), but for the joker, whose name is in the rules on every page.
"""

from __future__ import annotations

from typing import Any

from game import clustered

from .cards import card_name

HOT_SEAT_ROUTE = "/clustered/play?seats=human,human&seed=3&quick=1"  # two people; quick play: secret discards


def secrets(state: Any, seat: int | None) -> set[str]:
    """The cards ``seat`` holds unseen by the others; (``seat`` None) those no one sees."""
    if seat is None:  # every deck is secret from everyone
        return {clustered.card_text(c) for deck in state.decks for c in deck}
    return {clustered.card_text(c) for c in state.hands[seat] + state.secret_discards[seat]}


def public(state: Any) -> set[str]:
    """The cards everyone sees."""
    view = state.view(None)
    return {card for _, _, card, _ in view["table"]} | {c for shown in view["shown_discards"] for c in shown}


def tokens(card: str) -> list[str]:
    """The texts the page would carry for ``card``."""
    return [f'data-card="{card}"'] + ([card_name(card)] if card != "J" else [])  # "joker" is in the rules
