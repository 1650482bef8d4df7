"""The Kluitz in the lab, in French: its view's notes and its starter's passages (see web/lab_words.py)."""

from __future__ import annotations

NOTES: dict[str, str] = {
    '"fencing", "turning", "ram" (take a fence away), "shepherd-tile", "shown" (a pair up), "over"':
        '"fencing" (barrières), "turning" (retourner), "ram" (retirer une barrière), "shepherd-tile", "shown" (une paire visible), "over"',
    'few open tiles are left: face-up pairs are taken at once':
        'il reste peu de tuiles libres : les paires visibles sont prises aussitôt',
    'the tiles taken away this round: (cell, kind, flower side or None)':
        'les tuiles retirées dans cette manche : (case, espèce, côté de la fleur ou None)',
    '1 (solo) or 2':
        '1 (en solo) ou 2',
    '0 or 1':
        '0 ou 1',
    'moves made this round':
        'les coups joués dans cette manche',
    "this round's shepherd (None: solo)":
        'le berger de cette manche (None : en solo)',
    "this round's sheep player":
        'le joueur mouton de cette manche',
    'fences placed so far in this shepherd turn':
        'les barrières déjà posées dans ce tour du berger',
    'fences left':
        'les barrières qui restent',
    'the edges with a fence ("a1n")':
        'les bords qui ont une barrière ("a1n")',
    'per cell: "" no tile, "?" face down, else the kind face up':
        'par case : "" pas de tuile, "?" face cachée, sinon l\'espèce visible',
    'solo: cell -> the side ("n", "e", "s", "w") of a face-up tile\'s flower':
        'en solo : case -> le côté ("n", "e", "s", "w") de la fleur d\'une tuile visible',
    'the cells of the tiles shown at least once this round':
        'les cases des tuiles montrées au moins une fois dans cette manche',
    'the enclosed cells':
        'les cases enfermées',
    'the cells of the sheep turned up this sheep turn':
        'les cases des moutons retournés dans ce tour des moutons',
    "the shepherd's last turn of the round":
        'le dernier tour du berger dans la manche',
    'the kinds the sheep player took this round':
        'les espèces prises par le joueur mouton dans cette manche',
    'the rounds already over':
        'les manches déjà finies',
    'what the last move did, in words the screen translates ("turned", "a1", "shy")':
        'ce qu\'a fait le dernier coup, en mots que l\'écran traduit ("turned", "a1", "shy")',
    "every move's text":
        'le texte de chaque coup',
    'solo: whether the field was emptied (None while playing, and for two)':
        'en solo : si le champ a été vidé (None pendant la partie, et à deux)',
}
STARTER: tuple[tuple[str, str], ...] = (
    ('A starter agent for The Kluitz.',
     'Un joueur de départ pour The Kluitz.'),
    ('''The view (``game/kluitz/view.py``): ``phase`` ("fencing", "turning", "ram", ...), ``shepherd`` and
``sheep`` (this round's roles), ``field`` (per cell: "" no tile, "?" face down, else its kind),
``fences`` ("a1n": the north edge of a1), ``supply``, ``scores``. A move places a fence
("fence:a1n"), turns a tile ("turn:c3"), takes a fence away ("remove:b1n"), or turns the shown
tiles face down again ("down").''',
     '''La vue (``game/kluitz/view.py``) : ``phase`` ("fencing", "turning", "ram", ...), ``shepherd``
et ``sheep`` (les rôles de cette manche), ``field`` (par case : "" pas de tuile, "?" face cachée,
sinon son espèce), ``fences`` ("a1n" : le bord nord de a1), ``supply``, ``scores``. Un coup pose
une barrière ("fence:a1n"), retourne une tuile ("turn:c3"), enlève une barrière ("remove:b1n") ou
remet face cachée les tuiles montrées ("down").'''),
    ('''"""Between moves that score the same: turn a tile rather than place a fence."""''',
     '''"""Entre des coups qui marquent autant : retourner une tuile plutôt que poser une barrière."""'''),
)
