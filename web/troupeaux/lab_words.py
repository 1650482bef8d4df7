"""Troupeaux in the lab, in French: its view's notes and its starter's passages (see web/lab_words.py)."""

from __future__ import annotations

NOTES: dict[str, str] = {
    "the turn's number":
        'le numéro du tour',
    'where the turn stands: "draw", "lay", "move", "after"':
        'où en est le tour : "draw" (piocher), "lay" (poser), "move" (avancer), "after"',
    'the cards the mover may still draw this turn':
        'les cartes que le joueur au trait peut encore piocher ce tour-ci',
    "the herds on the path: (cell, the owner's seat, its cards)":
        'les troupeaux sur le chemin : (case, place du propriétaire, ses cartes)',
    "Glorieux's bonus draws left":
        'les pioches en prime des Glorieux qui restent',
    'a pen is empty: this is the last turn':
        "un enclos est vide : c'est le dernier tour",
    'the mover has done something this turn':
        'le joueur au trait a déjà agi dans ce tour',
    'turns ended in a row without acting':
        "les tours finis d'affilée sans rien faire",
    "per seat, per breed: the cards left in the pen's pile":
        "par place, par race : les cartes qui restent dans la pile de l'enclos",
    'per seat: the breeds of its hand, in order':
        "par place : les races de sa main, dans l'ordre",
    'per seat: the layers of its arrival pile':
        "par place : les couches de sa pile d'arrivée",
    'per seat: cards that arrived (None unless shown)':
        "par place : les cartes arrivées (None tant qu'elles ne sont pas montrées)",
    "this turn's and the last turn's events":
        'les événements de ce tour et du tour précédent',
}
STARTER: tuple[tuple[str, str], ...] = (
    ('A starter agent for Troupeaux.',
     'Un joueur de départ pour Troupeaux.'),
    ('''The view (``game/troupeaux/view.py``): ``hand`` (my cards, "G2"), ``herds`` (cell, owner, cards),
``step`` ("draw", "lay", "move", "after"), ``piles`` and ``arrival_stack`` per seat, ``log`` (the last
events). A move draws ("draw:G"), lays a card ("lay:G2@a1"), adds one to a herd ("add:T1@d1"), moves a herd
("move:d1>c2") or ends the turn ("end").''',
     '''La vue (``game/troupeaux/view.py``) : ``hand`` (mes cartes, "G2"), ``herds`` (case,
propriétaire, cartes), ``step`` ("draw", "lay", "move", "after"), ``piles`` et ``arrival_stack``
par place, ``log`` (les derniers événements). Un coup pioche ("draw:G"), pose une carte
("lay:G2@a1"), en ajoute une à un troupeau ("add:T1@d1"), déplace un troupeau ("move:d1>c2") ou
finit le tour ("end").'''),
    ('''"""Between moves that score the same: move a herd on, then lay cards, then draw; end the turn last."""''',
     '''"""Entre des coups qui marquent autant : avancer un troupeau, puis poser, puis piocher ; finir le tour en dernier."""'''),
)
