"""Clustered in the lab, in French: its view's notes and its starter's passages (see web/lab_words.py)."""

from __future__ import annotations

NOTES: dict[str, str] = {
    '"play"; quick play: "opening" and "trim", the discards':
        '"play" ; en partie rapide : "opening" et "trim", les défausses',
    'the cards laid: (x, y, card, seat; -1 for a start card)':
        'les cartes posées : (x, y, carte, place ; -1 pour une carte de départ)',
    'who first completed a 2x3 rectangle and a line of 5 (the speed bonus)':
        'qui a fini le premier un rectangle 2x3 et une ligne de 5 (le bonus de vitesse)',
    'every move: (seat, a secret discard?, its text)':
        'chaque coup : (place, défausse secrète ?, son texte)',
    'the scores in detail, per seat: rectangle, lines, bonuses':
        'le détail des scores, par place : rectangle, lignes, bonus',
    'quick play: the seat to move must discard first':
        "partie rapide : la place au trait doit d'abord défausser",
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
