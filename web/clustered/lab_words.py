"""Clustered in the lab, in French: its view's notes and its starter's passages (see web/lab_words.py)."""

from __future__ import annotations

NOTES: dict[str, str] = {
    'discards the mover still owes (quick play)':
        'les défausses que doit encore le joueur au trait (partie rapide)',
    'per seat: forced discards, which everyone saw':
        'par place : les défausses forcées, vues de tous',
    'per seat: the cell of its last card':
        'par place : la case de sa dernière carte',
    "the seat's own secret discards; None likewise":
        'les défausses secrètes de cette place ; None de même',
}
STARTER: tuple[tuple[str, str], ...] = (
    ('A starter agent for Clustered.',
     'Un joueur de départ pour Clustered.'),
    ('''The view (``game/clustered/view.py``): ``hand`` (my cards, "3te"), ``table`` (x, y, card, seat),
``phase`` ("opening", "play", "trim"), ``must_discard``, ``breakdown`` (each seat's count so far).
A move lays a card at a cell, "3te@0:-1", or discards one, "discard:3te".''',
     '''La vue (``game/clustered/view.py``) : ``hand`` (mes cartes, "3te"), ``table`` (x, y, carte,
place), ``phase`` ("opening", "play", "trim"), ``must_discard``, ``breakdown`` (le décompte de chaque
place jusqu'ici). Un coup pose une carte sur une case, "3te@0:-1", ou en défausse une,
"discard:3te".'''),
    ('''"""Between moves that score the same: lay a card rather than discard one."""''',
     '''"""Entre des coups qui marquent autant : poser une carte plutôt qu'en défausser une."""'''),
)
