"""Kulami's rules page, in English and French, as data (drawn by ``web/rules.py``).

Written from ``docs/rules/kulami.md`` (the project's rulings included), in our own words.
The page format is the one described in ``web/rules.py``; its figure is drawn by ``draw_figure``.
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h, join
from .table import marble_svg  # the game's marbles, so the page looks like the table

UNIT = 10  # one hole's square in SVG units, as on the game's board
MARGIN = 7  # room for the coordinates
COLUMNS = "abcdefghij"

# The diagram of a turn: a 4x4 board of six plates. Red played b3, Black c3 (in row 3), Red c1
# (in column c), Black d1 (in row 1, the last marble). Red must now answer in row 1 or column d:
# b1 is on the plate of c1 and d2 on the plate of d1 (both forbidden), c1 is taken, so a1 (beyond
# two holes), d3 and d4 are the playable holes. e2e/test_rules.py checks this against the rules.
FIGURES = {
    "turn": {
        "columns": 4,
        "rows": 4,
        "plates": [
            ["a1", "a2"],
            ["b1", "c1", "b2", "c2"],
            ["d1", "d2"],
            ["a3", "b3", "a4", "b4"],
            ["c3", "c4"],
            ["d3", "d4"],
        ],
        "marbles": [("b3", "red"), ("c3", "black"), ("c1", "red"), ("d1", "black")],  # in the order played
        "playable": ["a1", "d3", "d4"],
    },
}

EN = {
    "title": "How to play Kulami",
    "brief": [
        "Two players, Red and Black, take turns putting one of their marbles into a hole of a board "
        "made of wooden plates.",
        [
            "After the first marble, you always play in the ",
            ("strong", "row or the column"),
            " of the marble your opponent has just placed, but never on its plate, nor on the plate of the "
            "marble before it.",
        ],
        "At the end, each plate belongs to whoever has more marbles on it and is worth as many points as it "
        "has holes. The higher total wins.",
    ],
    "sections": [
        ("material", "What is in the box", [
            ("p", "17 wooden plates of four sizes, 64 holes in all:"),
            ("ul", [
                "four plates of 6 holes (2 × 3),",
                "five plates of 4 holes (2 × 2),",
                "four plates of 3 holes (1 × 3),",
                "four plates of 2 holes (1 × 2).",
            ]),
            ("p", "And 56 glass marbles: 28 red ones for one player, 28 black ones for the other."),
        ]),
        ("board", "Setting up the board", [
            ("p", "The board is built from all 17 plates, placed side by side so that they touch edge to edge. "
                  "Each plate can lie either way round. Two kinds of board are possible:"),
            ("ul", [
                "a square, 8 holes by 8;",
                "a free shape, as long as it never stretches beyond 10 holes, whichever way you measure it.",
            ]),
            ("p", ["In this app, the ", ("strong", "Board"), " setting of the setup screen offers:"]),
            ("ul", [
                [("strong", "Classic 8×8, Weave 8×8, Terraces 8×8"), ": three square boards, always the same."],
                [("strong", "Random 8×8"), ": a square laid out afresh for every game."],
                [("strong", "Random irregular shape"),
                 ": a free shape that fits in 10 × 10 holes. Every plate shares at least one full hole side "
                 "with another, so the board is all in one piece."],
                [("strong", "Your own layout"),
                 ": a game link can carry its own board. Its ",
                 ("code", "layout"),
                 " setting lists the 17 plates, each by the names of its holes, for example ",
                 ("code", '[["a1","b1"],["c1","c2","c3"], …]'),
                 ". The app checks that these are the plates of the box, that none overlap and that they "
                 "form one piece; if not, it says what is wrong and sets up the classic board instead."],
            ]),
            ("p", "Holes are named by a column letter and a row number, counted from the top left: a1, b1, "
                  "c1 … The letters and numbers are written around the board."),
        ]),
        ("start", "Who starts", [
            ("p", "Each player takes a colour. A random draw decides who places the first marble; on the "
                  "setup screen you can also have Red or Black start."),
            ("p", "Against the computer, you choose your colour. Two friends sharing one device: the first "
                  "seat plays Red."),
        ]),
        ("turn", "How a turn goes", [
            ("p", "Players take turns. On your turn, you put one marble in an empty hole, following these "
                  "rules:"),
            ("ul", [
                [("strong", "The first marble"), " of the game goes in any hole you like."],
                [("strong", "Every marble after that"), " goes in the ", ("strong", "row or the column"),
                 " of the marble your opponent has just placed."],
                ["That row or column runs the whole width or height of the board. It carries on ",
                 ("strong", "past holes that already hold a marble"),
                 " and, on an irregular board, ", ("strong", "across the gaps"),
                 " where there is no plate. How far away the hole is does not matter."],
                ["You may ", ("strong", "never"), " play on the plate of the ", ("strong", "last marble"),
                 ", nor on the plate of the ", ("strong", "marble before it"),
                 ". In short: the last two plates played are forbidden. Only those two: a plate that was "
                 "played on earlier is open again."],
            ]),
            ("figure", "turn"),
        ]),
        ("end", "The end of the game", [
            ("p", "The game stops as soon as one of these happens:"),
            ("ul", [
                "all 56 marbles are on the board;",
                "the player whose turn it is has no hole they may play: the row and the column of the last "
                "marble are full, or their only empty holes lie on the two forbidden plates.",
            ]),
            ("ruling", "There is no passing. A player who cannot play ends the game there and then, even if "
                       "the other player could still have played."),
        ]),
        ("scoring", "Scoring", [
            ("ul", [
                ["A plate belongs to the player with a ", ("strong", "strict majority"),
                 " of the marbles on it: more of their marbles than of the opponent's."],
                "It scores as many points as it has holes (6, 4, 3 or 2), however many of them are filled.",
                "A plate with as many red marbles as black ones scores for nobody. That includes a plate with "
                "no marble at all.",
                "The player with the higher total wins. Equal totals make a draw.",
            ]),
            ("example", "A 6-hole plate holding 2 red marbles and 1 black one, with 3 holes left empty, gives "
                        "Red 6 points. A 4-hole plate with 2 red and 2 black gives nothing to anyone."),
        ]),
        ("bonuses", "Advanced scoring: zones and chains", [
            ("p", ["Two bonuses reward marbles that stay together. Each is an option: tick ",
                   ("strong", "Zone bonus"), ", ", ("strong", "Chain bonus"),
                   " or both under Scoring on the setup screen. Bonus points are added to the points from "
                   "plates. The printed rulebook calls the zone bonus alone “level 1” and both together "
                   "“level 2”."]),
            ("h3", "Zone bonus"),
            ("ul", [
                "A zone is a group of marbles of one colour joined through touching sides, hole to "
                "neighbouring hole, across plate borders if need be. Marbles that meet only at a corner "
                "(diagonally) are not joined.",
                "Find each player's largest zone. Whoever has the bigger one scores the difference, counted "
                "in marbles. The other player scores no zone bonus.",
            ]),
            ("example", "Red's largest zone has 9 marbles and Black's has 6: Red scores 9 − 6 = 3 bonus points."),
            ("h3", "Chain bonus"),
            ("ul", [
                "A chain is a straight line of 5 or more marbles of one colour in neighbouring holes, with no "
                "gap: across, up and down, or diagonal.",
                "A chain counts at its full length: a line of 7 is one chain of 7, not a chain of 5 with "
                "some to spare.",
                "Each player adds up the lengths of their chains. Whoever has the larger sum scores the "
                "difference.",
            ]),
            ("example", "Red has a chain of 7 and a chain of 5, so 12; Black has a single chain of 6: Red "
                        "scores 12 − 6 = 6 bonus points."),
            ("ruling", "Unlike rows and columns during play, zones and chains do not jump over gaps: on an "
                       "irregular board, a spot with no hole breaks them."),
            ("p", "At the end of the game, the app shows each player's plate points, zone bonus, chain bonus "
                  "and total."),
        ]),
        ("app", "Playing in the app", [
            ("ul", [
                ["On the setup screen, choose your opponent, your colour, who starts, the board and the "
                 "scoring, then press ", ("strong", "Start the game"), "."],
                "The holes you may play are highlighted: white, with a green ring. Tap or click one to put "
                "your marble there; with a keyboard, move to it with Tab and press Enter or Space.",
                "Hatched plates are forbidden: they are the last two plates played.",
                "A blue band shows the row and the column of the last marble. That marble has a yellow ring; "
                "the one before it has a dashed white ring.",
                "Tap any other hole and a message under the board explains why you may not play there: it is "
                "off the row and the column, on a forbidden plate, or already taken.",
                "Each player's panel shows the marbles they have left and the points their plates would "
                "score right now. A plate someone holds is outlined in their colour (dashed for Black).",
                [("strong", "Undo"),
                 " takes back your last move. Against the computer it takes back the computer's reply too, "
                 "so that it is your turn again."],
                [("strong", "New game"),
                 " starts again with the same settings; a random board is laid out anew. ",
                 ("strong", "Change settings"), " goes back to the setup screen."],
            ]),
        ]),
    ],
    "figures": {
        "turn": {
            "label": "Example of a turn: where Red may play after Black's marble on d1",
            "caption": [
                "Black has just played d1 (yellow ring); just before, Red played c1 (dashed ring). Red must "
                "now play in row 1 or in column d. The hatched plates, those of d1 and c1, are forbidden, so "
                "d2 and b1 are out even though they are on the lines. That leaves three holes: a1, beyond "
                "c1 and b1, and d3 and d4.",
            ],
            "key": [
                "white holes with a green ring: playable;",
                "hatched plates: the last two plates played;",
                "blue band: the row and the column of the last marble.",
            ],
        },
    },
}

FR = {
    "title": "Comment jouer à Kulami",
    "brief": [
        "Deux joueurs, Rouge et Noir, jouent à tour de rôle : à chaque tour, on place une de ses billes dans "
        "un trou du plateau, lui-même formé de plaques de bois.",
        [
            "Passé la première bille, on joue toujours sur ",
            ("strong", "la ligne ou la colonne"),
            " de la bille que l'adversaire vient de poser, mais jamais sur sa plaque, ni sur celle de la "
            "bille d'avant.",
        ],
        "À la fin, chaque plaque revient à celui qui y a le plus de billes et rapporte autant de points "
        "qu'elle compte de trous. Le plus gros total l'emporte.",
    ],
    "sections": [
        ("material", "Dans la boîte", [
            ("p", "17 plaques de bois de quatre tailles, soit 64 trous en tout :"),
            ("ul", [
                "quatre plaques de 6 trous (2 × 3),",
                "cinq plaques de 4 trous (2 × 2),",
                "quatre plaques de 3 trous (1 × 3),",
                "quatre plaques de 2 trous (1 × 2).",
            ]),
            ("p", "Et 56 billes de verre : 28 rouges pour l'un, 28 noires pour l'autre."),
        ]),
        ("board", "Monter le plateau", [
            ("p", "Le plateau se construit avec les 17 plaques, posées côte à côte et jointives. Chaque plaque "
                  "peut être tournée dans un sens ou dans l'autre. Deux formes sont possibles :"),
            ("ul", [
                "un carré de 8 trous sur 8 ;",
                "une forme libre, à condition de ne jamais dépasser 10 trous, dans quelque sens qu'on mesure.",
            ]),
            ("p", ["Dans l'application, le réglage ", ("strong", "Plateau"), " de l'écran de mise en place "
                   "propose :"]),
            ("ul", [
                [("strong", "Classique 8×8, Tressage 8×8, Terrasses 8×8"),
                 " : trois plateaux carrés, toujours identiques ;"],
                [("strong", "8×8 au hasard"), " : un carré disposé autrement à chaque partie ;"],
                [("strong", "Forme irrégulière au hasard"),
                 " : une forme libre qui tient dans 10 × 10 trous. Chaque plaque partage au moins un côté de "
                 "trou entier avec une autre, si bien que le plateau est d'un seul tenant ;"],
                [("strong", "Votre propre plateau"),
                 " : un lien de partie peut apporter le sien. Son réglage ",
                 ("code", "layout"),
                 " énumère les 17 plaques, chacune par les noms de ses trous, par exemple ",
                 ("code", '[["a1","b1"],["c1","c2","c3"], …]'),
                 ". L'application vérifie qu'il s'agit bien des plaques de la boîte, qu'aucune ne chevauche "
                 "une autre et que l'ensemble est d'un seul tenant ; sinon, elle explique ce qui ne va pas "
                 "et installe le plateau classique à la place."],
            ]),
            ("p", "Chaque trou est désigné par la lettre de sa colonne et le numéro de sa ligne, en partant "
                  "du coin supérieur gauche : a1, b1, c1… Lettres et numéros sont inscrits autour du plateau."),
        ]),
        ("start", "Qui commence", [
            ("p", "Chaque joueur prend une couleur. Un tirage au sort désigne celui qui pose la première "
                  "bille ; l'écran de mise en place permet aussi de faire commencer Rouge ou Noir."),
            ("p", "Contre l'ordinateur, vous choisissez votre couleur. Entre amis sur un même appareil, la "
                  "première place joue les rouges."),
        ]),
        ("turn", "Déroulement d'un tour", [
            ("p", "On joue chacun son tour. À votre tour, vous placez une bille dans un trou vide, en "
                  "respectant ces règles :"),
            ("ul", [
                [("strong", "La première bille"), " de la partie se pose où l'on veut."],
                [("strong", "Chaque bille suivante"), " se pose sur ", ("strong", "la ligne ou la colonne"),
                 " de la bille que l'adversaire vient de poser."],
                ["Cette ligne ou cette colonne traverse tout le plateau. Elle continue ",
                 ("strong", "au-delà des trous déjà occupés"),
                 " et, sur un plateau irrégulier, ", ("strong", "par-dessus les vides"),
                 " où il n'y a pas de plaque. La distance n'a aucune importance."],
                ["Il est ", ("strong", "toujours interdit"), " de jouer sur la plaque de la ",
                 ("strong", "dernière bille"), ", comme sur celle de la ", ("strong", "bille d'avant"),
                 ". Autrement dit, les deux dernières plaques jouées sont interdites. Ces deux-là "
                 "seulement : une plaque jouée plus tôt redevient permise."],
            ]),
            ("figure", "turn"),
        ]),
        ("end", "Fin de la partie", [
            ("p", "La partie s'arrête dès que :"),
            ("ul", [
                "les 56 billes sont posées ;",
                "ou le joueur dont c'est le tour n'a plus aucun trou jouable : la ligne et la colonne de la "
                "dernière bille sont pleines, ou leurs seuls trous vides se trouvent sur les deux plaques "
                "interdites.",
            ]),
            ("ruling", "On ne passe jamais son tour. Un joueur qui ne peut pas jouer met fin à la partie sur-"
                       "le-champ, même si son adversaire aurait encore pu jouer."),
        ]),
        ("scoring", "Décompte des points", [
            ("ul", [
                ["Une plaque appartient au joueur qui y a la ", ("strong", "majorité stricte"),
                 " des billes : plus de billes que l'adversaire."],
                "Elle lui rapporte autant de points qu'elle a de trous (6, 4, 3 ou 2), quel que soit le nombre "
                "de trous remplis.",
                "Une plaque qui porte autant de billes rouges que de noires ne rapporte rien à personne. C'est "
                "aussi le cas d'une plaque restée vide.",
                "Le joueur qui a le plus gros total gagne. À égalité de points, la partie est nulle.",
            ]),
            ("example", "Une plaque de 6 trous avec 2 billes rouges, 1 noire et 3 trous vides rapporte 6 "
                        "points à Rouge. Une plaque de 4 trous avec 2 rouges et 2 noires ne rapporte rien."),
        ]),
        ("bonuses", "Décompte avancé : zones et chaînes", [
            ("p", ["Deux bonus récompensent les billes qui restent groupées. Chacun est une option : cochez ",
                   ("strong", "Bonus de zone"), ", ", ("strong", "Bonus de chaîne"),
                   " ou les deux, sous Décompte, sur l'écran de mise en place. Les points de bonus "
                   "s'ajoutent à ceux des plaques. La règle imprimée appelle « niveau 1 » le bonus de "
                   "zone seul et « niveau 2 » les deux réunis."]),
            ("h3", "Bonus de zone"),
            ("ul", [
                "Une zone est un groupe de billes d'une même couleur reliées de proche en proche par leurs "
                "côtés, d'une plaque à l'autre s'il le faut. Deux billes qui ne se touchent que par un coin "
                "(en diagonale) ne sont pas reliées.",
                "On cherche la plus grande zone de chaque joueur. Celui dont la zone est la plus grande marque "
                "la différence, comptée en billes. L'autre ne marque aucun bonus de zone.",
            ]),
            ("example", "La plus grande zone rouge compte 9 billes et la plus grande zone noire 6 : Rouge "
                        "marque 9 − 6 = 3 points de bonus."),
            ("h3", "Bonus de chaîne"),
            ("ul", [
                "Une chaîne est une file droite d'au moins 5 billes d'une même couleur, dans des trous voisins "
                "et sans interruption : à l'horizontale, à la verticale ou en diagonale.",
                "Une chaîne compte pour toute sa longueur : une file de 7 billes est une seule chaîne de 7, "
                "pas une chaîne de 5 plus deux billes.",
                "Chaque joueur additionne les longueurs de ses chaînes. Celui dont la somme est la plus "
                "grande marque la différence.",
            ]),
            ("example", "Rouge a une chaîne de 7 et une de 5, soit 12 ; Noir n'a qu'une chaîne de 6 : Rouge "
                        "marque 12 − 6 = 6 points de bonus."),
            ("ruling", "Contrairement aux lignes et aux colonnes pendant le jeu, zones et chaînes ne sautent "
                       "pas les vides : sur un plateau irrégulier, un emplacement sans trou les interrompt."),
            ("p", "En fin de partie, l'application affiche pour chaque joueur les points de plaques, le bonus "
                  "de zone, le bonus de chaîne et le total."),
        ]),
        ("app", "Jouer dans l'application", [
            ("ul", [
                ["Sur l'écran de mise en place, choisissez votre adversaire, votre couleur, qui commence, le "
                 "plateau et le décompte, puis appuyez sur ", ("strong", "Commencer la partie"), "."],
                "Les trous que vous pouvez jouer sont en surbrillance : blancs, cerclés de vert. Touchez-en un, "
                "ou cliquez dessus, pour y poser votre bille ; au clavier, atteignez-le avec Tab puis appuyez "
                "sur Entrée ou Espace.",
                "Les plaques hachurées sont interdites : ce sont les deux dernières plaques jouées.",
                "Une bande bleue marque la ligne et la colonne de la dernière bille. Celle-ci est cerclée de "
                "jaune ; la bille d'avant, d'un pointillé blanc.",
                "Touchez un autre trou : un message sous le plateau explique pourquoi il n'est pas jouable. "
                "Il est hors de la ligne et de la colonne, sur une plaque interdite, ou déjà occupé.",
                "Le cadre de chaque joueur indique ses billes restantes et les points que ses plaques lui "
                "rapporteraient à cet instant. Une plaque tenue par un joueur est bordée de sa couleur (en "
                "pointillé pour Noir).",
                [("strong", "Annuler le coup"),
                 " reprend votre dernier coup. Contre l'ordinateur, sa réponse est reprise aussi, pour que "
                 "la main vous revienne."],
                [("strong", "Nouvelle partie"),
                 " recommence avec les mêmes réglages ; un plateau au hasard est redisposé. ",
                 ("strong", "Changer les réglages"), " ramène à l'écran de mise en place."],
            ]),
        ]),
    ],
    "figures": {
        "turn": {
            "label": "Exemple de tour : où Rouge peut jouer après la bille noire en d1",
            "caption": [
                "Noir vient de jouer en d1 (cercle jaune) ; juste avant, Rouge a joué en c1 (cercle en "
                "pointillé). Rouge doit maintenant jouer sur la ligne 1 ou la colonne d. Les plaques "
                "hachurées, celles de d1 et de c1, sont interdites : d2 et b1 sont donc exclus, bien "
                "qu'ils soient sur ces lignes. Restent trois trous : a1, au-delà de c1 et de b1, puis d3 "
                "et d4.",
            ],
            "key": [
                "trous blancs cerclés de vert : jouables ;",
                "plaques hachurées : les deux dernières plaques jouées ;",
                "bande bleue : la ligne et la colonne de la dernière bille.",
            ],
        },
    },
}

PAGES = {"en": EN, "fr": FR}


def draw_figure(name: str, drawing: dict[str, Any], t: Any) -> tuple[str, Markup]:
    """A small board in the game's own look: plates, the last marble's row and column, the two
    forbidden plates hatched, the playable holes ringed (its viewBox and its inside)."""

    columns, rows = drawing["columns"], drawing["rows"]
    width, height = columns * UNIT, rows * UNIT

    def cell(name: str) -> tuple[int, int]:
        return COLUMNS.index(name[0]), int(name[1:]) - 1

    def x(name: str) -> float:
        return MARGIN + cell(name)[0] * UNIT

    def y(name: str) -> float:
        return MARGIN + cell(name)[1] * UNIT

    marbles = drawing["marbles"]  # (hole, colour) in the order played
    colour_of = dict(marbles)
    last = marbles[-1][0] if marbles else None
    previous = marbles[-2][0] if len(marbles) > 1 else None
    plate_of = {hole: index for index, plate in enumerate(drawing["plates"]) for hole in plate}
    forbidden = {plate_of[m] for m in (last, previous) if m is not None}
    playable = set(drawing["playable"])

    layers: list[Any] = [h("defs", {}, h(
        "pattern", {"id": "rules-hatch", "width": 3, "height": 3, "patternUnits": "userSpaceOnUse",
                    "patternTransform": "rotate(45)"},
        h("line", {"x1": 0, "y1": 0, "x2": 0, "y2": 3, "class": "hatch-line"}),
    ))]  # fmt: skip
    for col in range(columns):
        layers.append(h("text", {"class": "coord", "x": MARGIN + (col + 0.5) * UNIT, "y": MARGIN - 2}, COLUMNS[col]))
    for row in range(rows):
        layers.append(h("text", {"class": "coord", "x": MARGIN - 3.5, "y": MARGIN + (row + 0.5) * UNIT + 1.2}, row + 1))
    if last is not None:
        layers.append(h("rect", {"class": "line-band", "x": MARGIN, "y": y(last), "width": width, "height": UNIT}))
        layers.append(h("rect", {"class": "line-band", "x": x(last), "y": MARGIN, "width": UNIT, "height": height}))
    for index, plate in enumerate(drawing["plates"]):
        px, py = min(x(c) for c in plate), min(y(c) for c in plate)
        pw, ph = max(x(c) for c in plate) + UNIT - px, max(y(c) for c in plate) + UNIT - py
        box = {"x": px + 0.5, "y": py + 0.5, "width": pw - 1, "height": ph - 1, "rx": 2}
        layers.append(h("rect", {"class": "plate forbidden" if index in forbidden else "plate", **box}))
        if index in forbidden:
            layers.append(h("rect", {"class": "rules-hatch", **box}))
    for hole in sorted(plate_of, key=lambda n: cell(n)[::-1]):
        cx, cy = x(hole) + UNIT / 2, y(hole) + UNIT / 2
        if hole in colour_of:
            layers.append(marble_svg(cx, cy, 3.5, 0 if colour_of[hole] == "red" else 1))
            if hole == last:
                layers.append(h("circle", {"class": "last-ring", "cx": cx, "cy": cy, "r": 4.4}))
            elif hole == previous:
                layers.append(h("circle", {"class": "previous-ring", "cx": cx, "cy": cy, "r": 4.4}))
        elif hole in playable:
            layers.append(h("circle", {"class": "hole legal", "cx": cx, "cy": cy, "r": 2.6, "data-playable": hole}))
        else:
            layers.append(h("circle", {"class": "hole", "cx": cx, "cy": cy, "r": 2.2}))
    return f"0 0 {width + MARGIN + 1} {height + MARGIN + 1}", join(*layers)
