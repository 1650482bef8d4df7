"""The lab's words in French that come from the engines' own files, in English: the notes the typed
views carry beside their keys (``game/<package>/view.py``, read as text by web/lab_match.py
``view_fields``) and the starter agents' comments. A note without its French here shows in English;
tests/test_lab.py checks that every note and passage of every registered game has one.

Keys and values in quotes ("d4", "B") are the view's own data and stay as they are.
"""

from __future__ import annotations

FRENCH: dict[str, str] = {
    # said of many games
    "per seat": "par place",
    "None for the spectator": "None pour le spectateur",
    "empty unless the seat is to move": "vide sauf quand c'est à cette place de jouer",
    "the seat's own hand; None for another seat and the spectator":
        "la main de cette place ; None pour une autre place et pour le spectateur",
    # Kulami
    "each plate's holes, by name (\"d4\")": "les trous de chaque plaque, par leur nom (\"d4\")",
    "hole name -> the seat whose marble is on it": "nom du trou -> la place dont la bille l'occupe",
    "the hole of the last marble": "le trou de la dernière bille",
    "the hole of the one before it": "le trou de la bille d'avant",
    "the plates of those two marbles (indexes into plates)":
        "les plaques de ces deux billes (leurs indices dans plates)",
    "the seat whose turn it is, even once no hole is left to it":
        "la place dont c'est le tour, même quand il ne lui reste aucun trou",
    "per seat: marbles not yet placed": "par place : les billes pas encore posées",
    # Clustered
    "discards the mover still owes (quick play)": "les défausses que doit encore le joueur au trait (partie rapide)",
    "per seat: forced discards, which everyone saw": "par place : les défausses forcées, vues de tous",
    "per seat: the cell of its last card": "par place : la case de sa dernière carte",
    "the seat's own secret discards; None likewise": "les défausses secrètes de cette place ; None de même",
    # The Kluitz
    "1 (solo) or 2": "1 (en solo) ou 2",
    "0 or 1": "0 ou 1",
    "moves made this round": "les coups joués dans cette manche",
    "this round's shepherd (None: solo)": "le berger de cette manche (None : en solo)",
    "this round's sheep player": "le joueur des moutons de cette manche",
    "fences placed so far in this shepherd turn": "les clôtures déjà posées dans ce tour du berger",
    "fences left": "les clôtures qui restent",
    "the edges with a fence (\"a1n\")": "les bords qui ont une clôture (\"a1n\")",
    "per cell: \"\" no tile, \"?\" face down, else the kind face up":
        "par case : \"\" pas de tuile, \"?\" face cachée, sinon l'espèce visible",
    "solo: cell -> the side (\"n\", \"e\", \"s\", \"w\") of a face-up tile's flower":
        "en solo : case -> le côté (\"n\", \"e\", \"s\", \"w\") de la fleur d'une tuile visible",
    "the cells of the tiles shown at least once this round": "les cases des tuiles montrées au moins une fois dans cette manche",
    "the enclosed cells": "les cases enfermées",
    "the cells of the sheep turned up this sheep turn": "les cases des moutons retournés dans ce tour des moutons",
    "the shepherd's last turn of the round": "le dernier tour du berger dans la manche",
    "the kinds the sheep player took this round": "les espèces prises par le joueur des moutons dans cette manche",
    "the rounds already over": "les manches déjà finies",
    "what the last move did, in words the screen translates (\"turned\", \"a1\", \"shy\")":
        "ce qu'a fait le dernier coup, en mots que l'écran traduit (\"turned\", \"a1\", \"shy\")",
    "every move's text": "le texte de chaque coup",
    "solo: whether the field was emptied (None while playing, and for two)":
        "en solo : si le pré a été vidé (None pendant la partie, et à deux)",
    # Troupeaux
    "2": "2",
    "Glorieux's bonus draws left": "les pioches en prime des Glorieux qui restent",
    "a pen is empty: this is the last turn": "un enclos est vide : c'est le dernier tour",
    "the mover has done something this turn": "le joueur au trait a déjà agi dans ce tour",
    "turns ended in a row without acting": "les tours finis d'affilée sans rien faire",
    "per seat, per breed: the cards left in the pen's pile": "par place, par race : les cartes qui restent dans la pile de l'enclos",
    "per seat: the breeds of its hand, in order": "par place : les races de sa main, dans l'ordre",
    "per seat: the layers of its arrival pile": "par place : les couches de sa pile d'arrivée",
    "per seat: cards that arrived (None unless shown)": "par place : les cartes arrivées (None tant qu'elles ne sont pas montrées)",
    "this turn's and the last turn's events": "les événements de ce tour et du tour précédent",
    # La Guerre des Moutons
    "whose regular turn it is (or comes next, in a reaction window)":
        "la place dont c'est le tour normal (ou le prochain, pendant une fenêtre de réaction)",
    "the seats still to be asked in this reaction window": "les places encore à consulter dans cette fenêtre de réaction",
    "in the order the tiles were laid": "dans l'ordre où les tuiles ont été posées",
    "the seat's own tiles; None for another seat and the spectator":
        "les tuiles de cette place ; None pour une autre place et pour le spectateur",
    "tiles left in the bag": "les tuiles qui restent dans le sac",
    "the seat's own colours (\"B\", \"K\", \"R\", \"Y\"); None likewise":
        "les couleurs de cette place (\"B\", \"K\", \"R\", \"Y\") ; None de même",
    "per seat: the colours it has shown": "par place : les couleurs qu'elle a montrées",
    "per seat: its colours not shown yet": "par place : ses couleurs pas encore montrées",
    "per seat: its colours, once the game is over": "par place : ses couleurs, une fois la partie finie",
    "the seats that played out their tiles, in that order": "les places qui ont posé toutes leurs tuiles, dans cet ordre",
    "the seats that stopped": "les places qui se sont arrêtées",
    "regular turns passed in a row with nothing laid": "les tours normaux passés d'affilée sans rien poser",
    "the last events": "les derniers événements",
    "per seat, once the game is over": "par place, une fois la partie finie",
    "moves up to the last draw or reveal: undo never goes back across it":
        "les coups jusqu'à la dernière pioche ou révélation : l'annulation ne revient jamais avant",
}


def note(english: str, language: str) -> str:
    """A view key's note in the page's language (its English when no French is written)."""
    if language == "fr" and not english.startswith('"'):  # a game's id ("kulami") reads the same
        return FRENCH.get(english, english)
    return english


# The starter agents' words (``game/<package>/starter.py``) in French: each English passage and its
# French, put in place of it; the code itself is the same. tests/test_lab.py checks every passage is
# found, and that the French starter is the same program.
STARTER_SHARED: tuple[tuple[str, str], ...] = (
    ('''``choose(view, legal, rng)`` gets my seat's view, the legal moves as text and a seeded
``random.Random``; it returns one of ``legal``. This one looks one move ahead with the engine itself
(``determinize`` deals a game that fits what I see) and beats the random player; the lab
(``#/lab/`` in the page) and ``python -m game.arena GAME --agents starter.py,random`` run it.''',
     '''``choose(view, legal, rng)`` reçoit la vue de ma place, les coups permis en texte et un
``random.Random`` amorcé ; elle renvoie l'un des coups de ``legal``. Celle-ci regarde un coup plus
loin avec le moteur lui-même (``determinize`` distribue une partie conforme à ce que je vois) et bat
le joueur au hasard ; le labo (``#/lab/`` dans la page) et
``python -m game.arena GAME --agents starter.py,random`` la font jouer.'''),
    ('''"""One move of ``legal`` (the legal moves as text): the one that leaves my seat furthest ahead."""''',
     '''"""Un coup de ``legal`` (les coups permis en texte) : celui qui laisse ma place le plus en avance."""'''),
    ("# a whole game that fits what I see (what I cannot see is drawn at random); try the move on it",
     "# une partie entière conforme à ce que je vois (ce que je ne vois pas est tiré au hasard) ; on y essaie le coup"),
)
STARTER_FRENCH: dict[str, tuple[tuple[str, str], ...]] = {
    "kulami": (
        ("A starter agent for Kulami.", "Un joueur de départ pour Kulami."),
        ('''The view (``game/kulami/view.py``): ``plates`` (each plate's holes, "d4"), ``marbles`` (hole -> seat),
``last`` and ``previous`` (the last two marbles' holes), ``forbidden_plates``, ``left`` (marbles per
seat), ``scores`` (per seat, as the game stands). A move is a hole's name: "d4".''',
         '''La vue (``game/kulami/view.py``) : ``plates`` (les trous de chaque plaque, "d4"), ``marbles``
(trou -> place), ``last`` et ``previous`` (les trous des deux dernières billes), ``forbidden_plates``,
``left`` (les billes de chaque place), ``scores`` (par place, où en est la partie). Un coup est le nom
d'un trou : "d4".'''),
        ('''"""Between moves that score the same: a hole on a large plate (more to win there later)."""''',
         '''"""Entre des coups qui marquent autant : un trou sur une grande plaque (plus à y gagner ensuite)."""'''),
    ),
    "clustered": (
        ("A starter agent for Clustered.", "Un joueur de départ pour Clustered."),
        ('''The view (``game/clustered/view.py``): ``hand`` (my cards, "3te"), ``table`` (x, y, card, seat),
``phase`` ("opening", "play", "trim"), ``must_discard``, ``breakdown`` (each seat's count so far).
A move lays a card at a cell, "3te@0:-1", or discards one, "discard:3te".''',
         '''La vue (``game/clustered/view.py``) : ``hand`` (mes cartes, "3te"), ``table`` (x, y, carte,
place), ``phase`` ("opening", "play", "trim"), ``must_discard``, ``breakdown`` (le décompte de chaque
place jusqu'ici). Un coup pose une carte sur une case, "3te@0:-1", ou en défausse une,
"discard:3te".'''),
        ('''"""Between moves that score the same: lay a card rather than discard one."""''',
         '''"""Entre des coups qui marquent autant : poser une carte plutôt qu'en défausser une."""'''),
    ),
    "kluitz": (
        ("A starter agent for The Kluitz.", "Un joueur de départ pour The Kluitz."),
        ('''The view (``game/kluitz/view.py``): ``phase`` ("fencing", "turning", "ram", ...), ``shepherd`` and
``sheep`` (this round's roles), ``field`` (per cell: "" no tile, "?" face down, else its kind),
``fences`` ("a1n": the north edge of a1), ``supply``, ``scores``. A move places a fence
("fence:a1n"), turns a tile ("turn:c3"), takes a fence away ("remove:b1n"), or turns the shown
tiles face down again ("down").''',
         '''La vue (``game/kluitz/view.py``) : ``phase`` ("fencing", "turning", "ram", ...), ``shepherd``
et ``sheep`` (les rôles de cette manche), ``field`` (par case : "" pas de tuile, "?" face cachée,
sinon son espèce), ``fences`` ("a1n" : le bord nord de a1), ``supply``, ``scores``. Un coup pose
une clôture ("fence:a1n"), retourne une tuile ("turn:c3"), enlève une clôture ("remove:b1n") ou
remet face cachée les tuiles montrées ("down").'''),
        ('''"""Between moves that score the same: turn a tile rather than place a fence."""''',
         '''"""Entre des coups qui marquent autant : retourner une tuile plutôt que poser une clôture."""'''),
    ),
    "troupeaux": (
        ("A starter agent for Troupeaux.", "Un joueur de départ pour Troupeaux."),
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
    ),
    "guerre-des-moutons": (
        ("A starter agent for La Guerre des Moutons.", "Un joueur de départ pour La Guerre des Moutons."),
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
    ),
}


def starter(code: str, game_id: str, language: str) -> str:
    """A game's starter agent with its words in the page's language (the same code)."""
    if language != "fr":
        return code
    for english, french in STARTER_FRENCH.get(game_id, ()) + STARTER_SHARED:
        code = code.replace(english, french)
    return code
