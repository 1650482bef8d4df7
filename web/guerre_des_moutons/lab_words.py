"""La Guerre des Moutons in the lab, in French: its view's notes and its starter's passages (see web/lab_words.py)."""

from __future__ import annotations

NOTES: dict[str, str] = {
    '"turn", "react" (out of turn: a wolf, a hunter or the "?" tile), "extra" (the reveal\'s extra tile), "over"':
        '"turn", "react" (hors de son tour : un loup, un chasseur ou la tuile « ? »), "extra" (la tuile en plus d\'une révélation), "over"',
    "the turn's number":
        'le numéro du tour',
    'whose regular turn it is (or comes next, in a reaction window)':
        "la place dont c'est le tour normal (ou le prochain, pendant une fenêtre de réaction)",
    'the seats still to be asked in this reaction window':
        'les places encore à consulter dans cette fenêtre de réaction',
    'in the order the tiles were laid':
        "dans l'ordre où les tuiles ont été posées",
    "the seat's own tiles; None for another seat and the spectator":
        'les tuiles de cette place ; None pour une autre place et pour le spectateur',
    'tiles left in the bag':
        'les tuiles qui restent dans le sac',
    'the seat\'s own colours ("B", "K", "R", "Y"); None likewise':
        'les couleurs de cette place ("B", "K", "R", "Y") ; None de même',
    'per seat: the colours it has shown':
        "par place : les couleurs qu'elle a montrées",
    'per seat: its colours not shown yet':
        'par place : ses couleurs pas encore montrées',
    'per seat: its colours, once the game is over':
        'par place : ses couleurs, une fois la partie finie',
    'the seats that played out their tiles, in that order':
        'les places qui ont posé toutes leurs tuiles, dans cet ordre',
    'the seats that stopped':
        'les places qui se sont arrêtées',
    'regular turns passed in a row with nothing laid':
        "les tours normaux passés d'affilée sans rien poser",
    'the last events':
        'les derniers événements',
    'per seat, once the game is over':
        'par place, une fois la partie finie',
    'moves up to the last draw or reveal: undo never goes back across it':
        "les coups jusqu'à la dernière pioche ou révélation : l'annulation ne revient jamais avant",
}
STARTER: tuple[tuple[str, str], ...] = (
    ('A starter agent for La Guerre des Moutons.',
     'Un joueur de départ pour La Guerre des Moutons.'),
    ('''The view (``game/guerre_des_moutons/view.py``): ``hand`` (my tiles, "L10B"), ``colours`` (my secret
colours), ``table`` (cell, tile, side, rotation, seat, figure, ...), ``phase`` ("react", "extra",
"turn"), ``bag``, ``revealed`` per seat. A move lays a tile ("play:L9Y/A0@0:-1": tile/side and
rotation @ cell), shows a colour ("reveal:R@1:-1"), covers a wolf ("cover:H-R@2:-3"), ends the turn
("done") or stops ("stop").''',
     '''La vue (``game/guerre_des_moutons/view.py``) : ``hand`` (mes tuiles, "L10B"), ``colours`` (mes
couleurs secrètes), ``table`` (case, tuile, face, rotation, place, figure, ...), ``phase`` ("react",
"extra", "turn"), ``bag``, ``revealed`` par place. Un coup pose une tuile ("play:L9Y/A0@0:-1" :
tuile/face et rotation @ case), montre une couleur ("reveal:R@1:-1"), couvre un loup
("cover:H-R@2:-3"), passe ("done") ou s'arrête ("stop").'''),
    ('''"""Between moves that score the same: lay a tile rather than end the turn or stop."""''',
     '''"""Entre des coups qui marquent autant : poser une tuile plutôt que passer ou s'arrêter."""'''),
)
