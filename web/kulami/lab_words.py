"""Kulami in the lab, in French: its view's notes and its starter's passages (see web/lab_words.py)."""

from __future__ import annotations

NOTES: dict[str, str] = {
    'marbles on the board so far':
        "les billes posées jusqu'ici",
    'the scores in detail: the plates held, zones and chains':
        'le détail des scores : plaques tenues, zones et chaînes',
    'each plate\'s holes, by name ("d4")':
        'les trous de chaque plaque, par leur nom ("d4")',
    'hole name -> the seat whose marble is on it':
        "nom du trou -> la place dont la bille l'occupe",
    'the hole of the last marble':
        'le trou de la dernière bille',
    'the hole of the one before it':
        "le trou de la bille d'avant",
    'the plates of those two marbles (indexes into plates)':
        'les plaques de ces deux billes (leurs indices dans plates)',
    'the seat whose turn it is, even once no hole is left to it':
        "la place dont c'est le tour, même quand il ne lui reste aucun trou",
    'per seat: marbles not yet placed':
        'par place : les billes pas encore posées',
}
STARTER: tuple[tuple[str, str], ...] = (
    ('A starter agent for Kulami.',
     'Un joueur de départ pour Kulami.'),
    ('''The view (``game/kulami/view.py``): ``plates`` (each plate's holes, "d4"), ``marbles`` (hole -> seat),
``last`` and ``previous`` (the last two marbles' holes), ``forbidden_plates``, ``left`` (marbles per
seat), ``scores`` (per seat, as the game stands). A move is a hole's name: "d4".''',
     '''La vue (``game/kulami/view.py``) : ``plates`` (les trous de chaque plaque, "d4"), ``marbles``
(trou -> place), ``last`` et ``previous`` (les trous des deux dernières billes), ``forbidden_plates``,
``left`` (les billes de chaque place), ``scores`` (par place, où en est la partie). Un coup est le nom
d'un trou : "d4".'''),
    ('''"""Between moves that score the same: a hole on a large plate (more to win there later)."""''',
     '''"""Entre des coups qui marquent autant : un trou sur une grande plaque (plus à y gagner ensuite)."""'''),
)
