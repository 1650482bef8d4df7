"""Clustered's rules page, in English and French, as data (drawn by ``web/rules.py``).

Written from ``docs/rules/clustered.md`` (the project's rulings included), in our own words. The
page format is the one described in ``web/rules.py``; the figures are Clustered tables drawn
here by ``draw_figure`` with the game's own cards (``web/clustered/cards.py``).

A figure is a small table: ``table`` lists its cards as the engine's view does, ``[x, y, card,
owner]`` (x to the right, y downward, owner -1 for a start card), and then, by ``kind``:
    "cards"       just the cards, in a row;
    "placement"   ``candidate`` ``[x, y, card, owner]``, the card being laid (dashed outline), and on
                  each side it shares with a card a tick (they fit) or a cross (they clash);
    "scoring"     ``seat``'s ``rectangle`` ``[left, top, width, height]`` (dashed outline), its
                  ``lines`` (lists of ``[x, y]``, drawn along the cards' edges), the card that
                  scores three times (``triple``) and the seat's ``points``.
tests/test_clustered_cards.py checks every claim of the figures against the rules engine.
"""

from __future__ import annotations

from typing import Any

from .cards import INK, WHITE, card_defs, card_svg
from ..markup import Markup, h, join

CELL = 100  # one cell of the table
INSET = 5  # a card is drawn this far inside its cell, so outlines fit between cards
CARD = CELL - 2 * INSET
PAD = 8
FIT_COLOUR = "#1a7f37"  # the tick's disc (white tick: 5.2:1)
CLASH_COLOUR = "#b3261e"  # the cross's disc (white cross: 6.5:1)

FIGURES: dict[str, dict[str, Any]] = {
    "cards": {
        "kind": "cards",
        "table": [[0, 0, "1se", 0], [1, 0, "2ts", 0], [2, 0, "3cf", 0], [3, 0, "J", 0], [4, 0, "start", -1]],
    },
    # The same corner of a table twice: the card laid on 1:1 touches 1ts above and 2cs on its left.
    "fits": {
        "kind": "placement",
        "table": [[0, 0, "start", -1], [1, 0, "1ts", 1], [0, 1, "2cs", 0]],
        "candidate": [1, 1, "2ts", 0],  # with 1ts: shape and fill; with 2cs: fill and count
        "fits": True,
    },
    "refused": {
        "kind": "placement",
        "table": [[0, 0, "start", -1], [1, 0, "1ts", 1], [0, 1, "2cs", 0]],
        "candidate": [1, 1, "3ts", 0],  # with 1ts: shape and fill; with 2cs: only the fill
        "fits": False,
    },
    # Blue's 3 x 2 rectangle (its joker included) and a column of three; the start card and Orange's
    # cards cut Blue's rows and column. 2ce on 2:2 scores in the rectangle, row 2 and column 2.
    "scoring": {
        "kind": "scoring",
        "table": [
            [2, 0, "1se", 1],
            [0, 1, "start", -1], [1, 1, "3se", 0], [2, 1, "2se", 0], [3, 1, "2sf", 0], [4, 1, "1sf", 1],
            [1, 2, "3ce", 0], [2, 2, "2ce", 0], [3, 2, "J", 0], [4, 2, "1ss", 1],
            [2, 3, "2te", 0],
        ],  # fmt: skip
        "seat": 0,
        "rectangle": [1, 1, 3, 2],
        "lines": [[[1, 1], [2, 1], [3, 1]], [[1, 2], [2, 2], [3, 2]], [[2, 1], [2, 2], [2, 3]]],
        "triple": [2, 2],
        "points": 15,
    },
}


def _cells(figure: dict[str, Any]) -> list[list[Any]]:
    cards = list(figure["table"])
    if "candidate" in figure:
        cards.append(figure["candidate"])
    return cards


def _tick(cx: float, cy: float, fits: bool) -> Markup:
    """A disc with a tick (the two cards fit) or a cross (they clash): shape and colour both tell."""
    disc = h("circle", {"cx": cx, "cy": cy, "r": 15, "fill": FIT_COLOUR if fits else CLASH_COLOUR,
                        "stroke": WHITE, "stroke-width": 3})  # fmt: skip
    if fits:
        sign = f"M{cx - 7} {cy}L{cx - 2} {cy + 6}L{cx + 8} {cy - 6}"
    else:
        sign = f"M{cx - 6} {cy - 6}L{cx + 6} {cy + 6}M{cx + 6} {cy - 6}L{cx - 6} {cy + 6}"
    mark = h("path", {"d": sign, "fill": "none", "stroke": WHITE, "stroke-width": 4.5, "stroke-linecap": "round",
                      "stroke-linejoin": "round"})  # fmt: skip
    return h("g", {"class": "rules-verdict", "data-verdict": "fits" if fits else "clash"}, disc, mark)


def draw_figure(name: str, figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    """The viewBox and inside of one figure's SVG (``web/rules.py`` wraps them in ``<svg role="img">``)."""
    from game.clustered import _fits, parse_card

    cards = _cells(figure)
    left = min(c[0] for c in cards)
    top = min(c[1] for c in cards)
    columns = max(c[0] for c in cards) - left + 1
    rows = max(c[1] for c in cards) - top + 1

    def at(x: float, y: float) -> tuple[float, float]:
        return PAD + (x - left) * CELL, PAD + (y - top) * CELL

    taken = {(c[0], c[1]) for c in cards}
    layers: list[Any] = [card_defs()]
    if figure["kind"] != "cards":  # the empty cells of the grid
        for gx in range(left, left + columns):
            for gy in range(top, top + rows):
                if (gx, gy) not in taken:
                    px, py = at(gx, gy)
                    layers.append(h("rect", {"class": "rules-empty-cell", "x": px + INSET + 3, "y": py + INSET + 3,
                                             "width": CARD - 6, "height": CARD - 6, "rx": 9, "fill": "none", "stroke": "#8a8478",
                                             "stroke-width": 2, "stroke-dasharray": "6 6"}))  # fmt: skip
    for x, y, card, owner in figure["table"]:
        px, py = at(x, y)
        layers.append(card_svg(card, px + INSET, py + INSET, CARD, None if owner < 0 else owner))
    if figure["kind"] == "placement":
        x, y, card, owner = figure["candidate"]
        px, py = at(x, y)
        layers.append(card_svg(card, px + INSET, py + INSET, CARD, owner, "rules-candidate"))
        layers.append(h("rect", {"class": "rules-candidate-ring", "x": px + 1, "y": py + 1, "width": CELL - 2,
                                 "height": CELL - 2, "rx": 13, "fill": "none", "stroke": INK, "stroke-width": 4,
                                 "stroke-dasharray": "10 6"}))  # fmt: skip
        where = {(c[0], c[1]): c[2] for c in figure["table"]}
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            neighbour = where.get((x + dx, y + dy))
            if neighbour is None:
                continue
            cx, cy = px + CELL / 2 + dx * CELL / 2, py + CELL / 2 + dy * CELL / 2
            fits = neighbour == "start" or _fits(parse_card(card), parse_card(neighbour))
            layers.append(_tick(cx, cy, fits))
    if figure["kind"] == "scoring":
        rx, ry, rw, rh = figure["rectangle"]
        px, py = at(rx, ry)
        layers.append(h("rect", {"class": "rules-rectangle", "x": px + 1, "y": py + 1, "width": rw * CELL - 2,
                                 "height": rh * CELL - 2, "rx": 14, "fill": "none", "stroke": INK,
                                 "stroke-width": 4, "stroke-dasharray": "14 8"}))  # fmt: skip
        for run in figure["lines"]:
            (x0, y0), (x1, y1) = run[0], run[-1]
            ax, ay = at(x0, y0)
            bx, by = at(x1, y1)
            if y0 == y1:  # a row: along the bottom edge of its cards
                d = f"M{ax + 16} {ay + 87}H{bx + 84}"
            else:  # a column: along the right edge
                d = f"M{ax + 87} {ay + 16}V{by + 84}"
            layers.append(h("path", {"class": "rules-line", "d": d, "fill": "none", "stroke": WHITE,
                                     "stroke-width": 9, "stroke-linecap": "round"}))  # fmt: skip
            layers.append(h("path", {"class": "rules-line", "d": d, "fill": "none", "stroke": INK,
                                     "stroke-width": 4, "stroke-linecap": "round"}))  # fmt: skip
        tx, ty = at(*figure["triple"])
        layers.append(h("g", {"class": "rules-triple"},
                        h("circle", {"cx": tx + 63, "cy": ty + 23, "r": 15, "fill": INK, "stroke": WHITE,
                                     "stroke-width": 3}),
                        h("text", {"x": tx + 63, "y": ty + 29.5, "fill": WHITE, "font-size": 18, "font-weight": 700,
                                   "text-anchor": "middle", "font-family": "system-ui, sans-serif"}, "×3")))  # fmt: skip
    view_box = f"0 0 {columns * CELL + 2 * PAD} {rows * CELL + 2 * PAD}"
    return view_box, join(*layers)


# --- the words ------------------------------------------------------------------------------------

EN = {
    "title": "How to play Clustered",
    "brief": [
        "Each player lays cards from their own deck, one per turn, next to the cards already on the table.",
        [
            "A card you lay must have ",
            ("strong", "at least two things in common"),
            " (shape, fill, number of symbols) with ",
            ("strong", "every card it touches"),
            " on its sides. Jokers and the start card go with anything.",
        ],
        "At the end you score your largest rectangle of your own cards and every row or column of three or "
        "more of them. The highest total wins.",
    ],
    "sections": [
        ("material", "The cards", [
            ("p", "There is one black start card, and one deck per player colour. The decks are all alike: "
                  "29 cards each."),
            ("ul", [
                ["27 figure cards. Each shows one, two or three symbols of a single ", ("strong", "shape"),
                 " (square, triangle or circle) with a single ", ("strong", "fill"),
                 " (empty, striped or solid). Every mix of shape, fill and number is in the deck exactly once."],
                ["2 ", ("strong", "jokers"), ", with a star."],
            ]),
            ("p", "The colour of a card only tells whose it is: it plays no part in where a card may go. In "
                  "this app each colour also has its own small mark in the card's corner (a dot for Blue, a "
                  "diamond for Orange, and so on), so you can tell the players apart without seeing colours."),
            ("figure", "cards"),
        ]),
        ("setup", "Getting ready", [
            ("ul", [
                "The start card lies in the middle of the table. The table has no edges: it grows in every "
                "direction as cards are laid.",
                "Each player shuffles their own deck, puts it face down and draws 5 cards: that is their hand. "
                "Keep your hand to yourself.",
                "Play goes round the players in turn, one card each.",
            ]),
            ("ruling", "The printed rules let the youngest player start. Here the setup screen either names "
                       "the first player or lets chance decide."),
            ("p", "From 5 to 8 players, the table starts with two start cards instead of one. Players may "
                  "build from either of them, or join them up."),
            ("ruling", "The two start cards lie in the same row with six empty cells between them."),
        ]),
        ("turn", "Your turn", [
            ("p", "On your turn, lay one card from your hand on an empty cell of the table:"),
            ("ul", [
                ["the cell must ", ("strong", "touch a card"), " already on the table by a side (touching "
                 "only at a corner does not count);"],
                ["your card must share ", ("strong", "at least two of its three features"),
                 " (shape, fill, number) with ", ("strong", "each"),
                 " card next to it, above, below, left and right, whoever that card belongs to."],
            ]),
            ("p", "So two cards may differ in one feature, never in two. You may lay your card against "
                  "another player's cards: that is the way to get in the way of their rows and rectangles."),
            ("figure", "fits"),
            ("figure", "refused"),
            ("h3", "Jokers and the start card"),
            ("p", "They are wild. A joker may be laid next to any cards at all, and any card may be laid next "
                  "to a joker or the start card."),
            ("ruling", "A joker never stands for a particular card. Next to a joker or a start card, a new "
                       "card only has to suit its other neighbours."),
            ("h3", "When nothing fits"),
            ("p", ["If no card of your hand can go anywhere on the table, you ",
                   ("strong", "must discard"),
                   " one card of your choice: it leaves the game, and that is your turn. You may not discard "
                   "while one of your cards could be laid."]),
            ("ruling", "Everyone sees a card discarded this way."),
            ("h3", "End of the turn"),
            ("p", "Last, draw the top card of your deck into your hand, as long as your deck has any left. "
                  "Your hand stays at five cards until the decks run out; then it shrinks."),
            ("h3", "End of the game"),
            ("p", "Play carries on until every card has been laid or discarded."),
            ("ruling", "A player whose hand is empty is skipped. The game ends when every hand is empty."),
        ]),
        ("scoring", "Scoring", [
            ("p", "Each player adds up two kinds of points:"),
            ("ul", [
                [("strong", "Your largest rectangle."),
                 " Find the biggest rectangle, at least 2 by 2, made only of your own cards, with no gap, "
                 "no other player's card and not the start card. It scores one point per card. Only one "
                 "rectangle counts per player, the biggest."],
                [("strong", "Your lines."),
                 " Every unbroken row or column of three or more of your own cards scores one point per card. "
                 "Another player's card, the start card or an empty cell breaks a line; the pieces count "
                 "separately, if they are long enough. Lines do not go diagonally."],
            ]),
            ("p", "One card can score up to three times: in the rectangle, in its row and in its column. The "
                  "highest total wins; players with equal best totals share the win."),
            ("ruling", "Your jokers are your cards: they count in your rectangle and your lines. The rectangle "
                       "may be part of a larger group of your cards: it is the biggest rectangle that fits "
                       "inside it."),
            ("figure", "scoring"),
        ]),
        ("options", "Options", [
            ("p", "Each option is switched on or off on the setup screen. Any of them can be combined."),
            ("h3", "Quick play"),
            ("p", "At the start, each player draws 7 cards and discards 2. At the end of each turn, you draw "
                  "2 cards instead of 1, then discard 1. Your hand is back to five cards either way."),
            ("ruling", "These discards are made face down: the other players only see that you discarded. "
                       "A card you discard because nothing fits is still shown to everyone."),
            ("h3", "Speed bonus"),
            ("p", "The first player to complete a rectangle of 2 by 3 of their own cards (either way round) "
                  "scores 2 more points. So does the first to complete a line of five. One player may win "
                  "both."),
            ("h3", "Size bonus"),
            ("p", "At the end, the player with the biggest rectangle scores 2 more points, and the player "
                  "with the longest line scores 2 more. When players tie for one of them, nobody gets that "
                  "bonus."),
            ("ruling", "The size bonus is not given in a solo game: there is nobody to beat."),
            ("h3", "Extra joker"),
            ("p", "Chosen players get a third joker in their deck: a help for younger or newer players. With "
                  "one card more than the others, they play one more turn at the end of the game."),
            ("h3", "Solo"),
            ("p", "One player, the usual rules, no opponents: you play against your own best score."),
            ("ruling", "The app keeps your best solo score on this device, one for each set of options."),
        ]),
        ("app", "Playing in the app", [
            ("ul", [
                "Your hand is shown under the table. Tap a card of your hand to pick it up: the cells where "
                "it may go light up on the table. Tap one of them to lay the card there. Tap another card of "
                "your hand to change your mind.",
                "When no card of your hand fits anywhere, the app says so and your cards are only offered as "
                "discards: tap the one to throw away.",
                "With quick play, after drawing you are asked which card to discard.",
                "Each player's cards show their colour and their mark; the last card each player laid is "
                "ringed.",
                "Friends sharing one device: between two turns a hand-over screen hides the hands, so that "
                "nobody sees another player's cards. Pass the device, then the next player shows their hand.",
                "With a keyboard, Tab reaches your hand and the table, the arrow keys move from card to card "
                "and from cell to cell, and Enter picks a card or lays it.",
                "At the end, the app shows each player's rectangle, lines, bonuses and total.",
            ]),
        ]),
    ],
    "figures": {
        "cards": {
            "label": "Five cards: one empty square, two striped triangles, three solid circles, a joker and "
                     "the start card",
            "caption": [
                "Four of Blue's cards and the start card. From the left: one empty square, two striped "
                "triangles, three solid circles, a joker, and the black start card.",
            ],
            "key": [
                "the three fills: empty (outline only), striped, solid;",
                "the corner: the owner's colour and mark (Blue's is a dot).",
            ],
        },
        "fits": {
            "label": "Allowed: two striped triangles laid next to one striped triangle and two striped circles",
            "caption": [
                "Blue lays two striped triangles (dashed outline) below Orange's one striped triangle and to "
                "the right of two striped circles. With the card above it shares the shape and the fill; "
                "with the card on its left, the fill and the number. Two features each way: it fits.",
            ],
            "key": [
                "dashed outline: the card being laid;",
                "tick: the two cards fit.",
            ],
        },
        "refused": {
            "label": "Refused: three striped triangles next to one striped triangle and two striped circles",
            "caption": [
                "Same place, another card: three striped triangles. With the one striped triangle above it "
                "would be fine (shape and fill). But with the two striped circles on its left it shares "
                "only the fill: shape and number both differ. One neighbour that does not fit is enough to "
                "refuse the card.",
            ],
            "key": [
                "tick: the two cards fit;",
                "cross: they share only one feature, so the card may not go there.",
            ],
        },
        "scoring": {
            "label": "Scoring example: Blue's 3 by 2 rectangle and three lines score 15 points",
            "caption": [
                "Blue scores its rectangle of 3 by 2 (6 points; its joker counts), its two rows of three (3 "
                "points each) and its column of three in the middle (3 points): 15 in all. The card with two "
                "empty circles, marked ×3, scores three times: in the rectangle, in its row and in its "
                "column. The start card on the left and Orange's cards on the right and at the top cut "
                "Blue's lines short; the two outer columns, only two cards long, score nothing.",
            ],
            "key": [
                "dashed outline: the largest rectangle;",
                "black bars along the cards: lines of three;",
                "×3: a card that scores three times.",
            ],
        },
    },
}

FR = {
    "title": "Comment jouer à Clustered",
    "brief": [
        "Chaque joueur pose, à son tour, une carte de son propre paquet à côté de celles déjà sur la table.",
        [
            "La carte posée doit avoir ",
            ("strong", "au moins deux points communs"),
            " (forme, remplissage, nombre de symboles) avec ",
            ("strong", "chacune des cartes qu'elle touche"),
            " par un côté. Les jokers et la carte de départ vont avec tout.",
        ],
        "À la fin, on marque son plus grand rectangle de cartes à soi et chaque ligne ou colonne d'au moins "
        "trois d'entre elles. Le plus gros total gagne.",
    ],
    "sections": [
        ("material", "Les cartes", [
            ("p", "Il y a une carte de départ, noire, et un paquet par couleur de joueur. Tous les paquets "
                  "sont identiques : 29 cartes chacun."),
            ("ul", [
                ["27 cartes à figures. Chacune porte un, deux ou trois symboles d'une même ",
                 ("strong", "forme"), " (carré, triangle ou cercle) et d'un même ",
                 ("strong", "remplissage"),
                 " (vide, hachuré ou plein). Chaque combinaison de forme, de remplissage et de nombre figure "
                 "une fois et une seule dans le paquet."],
                ["2 ", ("strong", "jokers"), ", marqués d'une étoile."],
            ]),
            ("p", "La couleur d'une carte dit seulement à qui elle appartient : elle ne compte pas pour savoir "
                  "où la poser. Dans l'application, chaque couleur a aussi sa petite marque dans le coin de la "
                  "carte (un point pour Bleu, un losange pour Orange, etc.) : on distingue les joueurs sans "
                  "avoir à voir les couleurs."),
            ("figure", "cards"),
        ]),
        ("setup", "Mise en place", [
            ("ul", [
                "La carte de départ est posée au milieu de la table. La table n'a pas de bord : elle s'étend "
                "dans tous les sens au fil des cartes posées.",
                "Chaque joueur mélange son propre paquet, le pose face cachée et pioche 5 cartes : c'est sa "
                "main. Personne d'autre ne la voit.",
                "On joue chacun son tour, une carte à la fois.",
            ]),
            ("ruling", "La règle imprimée fait commencer le plus jeune. Ici, l'écran de mise en place désigne "
                       "le premier joueur ou laisse le hasard choisir."),
            ("p", "De 5 à 8 joueurs, la table commence avec deux cartes de départ au lieu d'une. On peut "
                  "construire à partir de l'une, de l'autre, ou les relier."),
            ("ruling", "Les deux cartes de départ sont sur la même rangée, séparées par six cases vides."),
        ]),
        ("turn", "Votre tour", [
            ("p", "À votre tour, posez une carte de votre main sur une case vide de la table :"),
            ("ul", [
                ["la case doit ", ("strong", "toucher une carte"), " déjà posée par un côté (un simple coin "
                 "ne suffit pas) ;"],
                ["votre carte doit avoir ", ("strong", "au moins deux de ses trois caractéristiques"),
                 " (forme, remplissage, nombre) en commun avec ", ("strong", "chacune"),
                 " des cartes voisines, au-dessus, au-dessous, à gauche et à droite, quel que soit leur "
                 "propriétaire."],
            ]),
            ("p", "Deux cartes voisines peuvent donc différer sur un point, jamais sur deux. Rien n'empêche de "
                  "jouer contre les cartes d'un adversaire : c'est ainsi qu'on gêne ses lignes et ses "
                  "rectangles."),
            ("figure", "fits"),
            ("figure", "refused"),
            ("h3", "Jokers et carte de départ"),
            ("p", "Ils vont avec tout. Un joker se pose à côté de n'importe quelles cartes, et n'importe "
                  "quelle carte se pose à côté d'un joker ou de la carte de départ."),
            ("ruling", "Un joker ne remplace jamais une carte précise. À côté d'un joker ou d'une carte de "
                       "départ, la carte posée n'a à s'accorder qu'avec ses autres voisines."),
            ("h3", "Quand rien ne va"),
            ("p", ["Si aucune carte de votre main ne peut aller nulle part, vous ",
                   ("strong", "devez défausser"),
                   " la carte de votre choix : elle quitte la partie, et votre tour s'arrête là. Il est "
                   "interdit de défausser tant qu'une de vos cartes peut être posée."]),
            ("ruling", "Une carte défaussée de cette façon est montrée à tous."),
            ("h3", "Fin du tour"),
            ("p", "Pour finir, piochez la carte du dessus de votre paquet, s'il en reste. Votre main garde "
                  "cinq cartes jusqu'à ce que les paquets soient vides ; ensuite, elle diminue."),
            ("h3", "Fin de la partie"),
            ("p", "On joue jusqu'à ce que toutes les cartes aient été posées ou défaussées."),
            ("ruling", "Un joueur qui n'a plus de cartes en main passe son tour. La partie s'arrête quand "
                       "toutes les mains sont vides."),
        ]),
        ("scoring", "Décompte des points", [
            ("p", "Chaque joueur additionne deux sortes de points :"),
            ("ul", [
                [("strong", "Son plus grand rectangle."),
                 " On cherche le plus grand rectangle, d'au moins 2 sur 2, formé uniquement de ses propres "
                 "cartes, sans trou, sans carte d'un autre joueur et sans la carte de départ. Il rapporte un "
                 "point par carte. Un seul rectangle compte par joueur, le plus grand."],
                [("strong", "Ses lignes."),
                 " Chaque rangée ou colonne d'au moins trois de ses propres cartes qui se suivent sans "
                 "interruption rapporte un point par carte. Une carte d'un autre joueur, la carte de départ "
                 "ou une case vide coupe la ligne ; chaque morceau compte à part, s'il est assez long. Les "
                 "diagonales ne comptent pas."],
            ]),
            ("p", "Une même carte peut donc marquer jusqu'à trois fois : dans le rectangle, dans sa rangée et "
                  "dans sa colonne. Le plus gros total gagne ; des joueurs à égalité en tête se partagent la "
                  "victoire."),
            ("ruling", "Vos jokers sont vos cartes : ils comptent dans votre rectangle et vos lignes. Le "
                       "rectangle peut faire partie d'un groupe plus grand de vos cartes : c'est le plus grand "
                       "rectangle qui y tient."),
            ("figure", "scoring"),
        ]),
        ("options", "Options", [
            ("p", "Chaque option s'active ou non sur l'écran de mise en place, et toutes se combinent."),
            ("h3", "Partie rapide"),
            ("p", "Au début, chaque joueur pioche 7 cartes et en défausse 2. À la fin de chaque tour, on "
                  "pioche 2 cartes au lieu d'une, puis on en défausse 1. Dans les deux cas, la main revient "
                  "à cinq cartes."),
            ("ruling", "Ces défausses se font face cachée : les autres voient seulement que vous avez "
                       "défaussé. Une carte défaussée parce que rien ne va reste montrée à tous."),
            ("h3", "Bonus de rapidité"),
            ("p", "Le premier joueur à compléter un rectangle de 2 sur 3 de ses propres cartes (dans un sens "
                  "ou dans l'autre) marque 2 points de plus. De même pour le premier qui complète une ligne de "
                  "cinq. Un même joueur peut gagner les deux."),
            ("h3", "Bonus de taille"),
            ("p", "À la fin, le joueur qui a le plus grand rectangle marque 2 points de plus, et celui qui a "
                  "la plus longue ligne aussi. En cas d'égalité pour l'un des deux, personne ne reçoit ce "
                  "bonus-là."),
            ("ruling", "Le bonus de grandeur n'est pas accordé en solo : il n'y a personne à battre."),
            ("h3", "Joker supplémentaire"),
            ("p", "Les joueurs choisis reçoivent un troisième joker dans leur paquet : un coup de pouce pour "
                  "les plus jeunes ou les débutants. Avec une carte de plus que les autres, ils jouent un tour "
                  "de plus à la fin de la partie."),
            ("h3", "Solo"),
            ("p", "Un seul joueur, les règles habituelles, pas d'adversaire : on joue contre son propre record."),
            ("ruling", "L'application garde votre meilleur score en solo sur cet appareil, un par combinaison "
                       "d'options."),
        ]),
        ("app", "Jouer dans l'application", [
            ("ul", [
                "Votre main est affichée sous la table. Touchez une carte de votre main pour la prendre : les "
                "cases où elle peut aller s'allument sur la table. Touchez-en une pour y poser la carte. "
                "Touchez une autre carte de votre main pour changer d'avis.",
                "Quand aucune carte de votre main ne va nulle part, l'application le dit et vos cartes ne "
                "sont proposées qu'à la défausse : touchez celle dont vous voulez vous débarrasser.",
                "En partie rapide, après la pioche, l'application vous demande quelle carte défausser.",
                "Les cartes de chaque joueur portent sa couleur et sa marque ; la dernière carte posée par "
                "chacun est entourée.",
                "Entre amis sur un même appareil : entre deux tours, un écran de passage cache les mains, pour "
                "que personne ne voie les cartes d'un autre. Passez l'appareil ; le joueur suivant affiche "
                "alors sa main.",
                "Au clavier, Tab mène à votre main et à la table, les flèches passent d'une carte à l'autre et "
                "d'une case à l'autre, et Entrée prend une carte ou la pose.",
                "À la fin, l'application affiche pour chaque joueur son rectangle, ses lignes, ses bonus et "
                "son total.",
            ]),
        ]),
    ],
    "figures": {
        "cards": {
            "label": "Cinq cartes : un carré vide, deux triangles hachurés, trois cercles pleins, un joker et "
                     "la carte de départ",
            "caption": [
                "Quatre cartes de Bleu et la carte de départ. De gauche à droite : un carré vide, deux "
                "triangles hachurés, trois cercles pleins, un joker et la carte de départ, noire.",
            ],
            "key": [
                "les trois remplissages : vide (contour seul), hachuré, plein ;",
                "le coin : la couleur et la marque du propriétaire (un point pour Bleu).",
            ],
        },
        "fits": {
            "label": "Permis : deux triangles hachurés posés à côté d'un triangle hachuré et de deux cercles "
                     "hachurés",
            "caption": [
                "Bleu pose deux triangles hachurés (cadre en pointillé) sous le triangle hachuré d'Orange et "
                "à droite de deux cercles hachurés. Avec la carte du dessus, elle partage la forme et le "
                "remplissage ; avec celle de gauche, le remplissage et le nombre. Deux points communs de "
                "chaque côté : la carte va.",
            ],
            "key": [
                "cadre en pointillé : la carte qu'on pose ;",
                "coche : les deux cartes s'accordent.",
            ],
        },
        "refused": {
            "label": "Interdit : trois triangles hachurés à côté d'un triangle hachuré et de deux cercles "
                     "hachurés",
            "caption": [
                "Même case, autre carte : trois triangles hachurés. Avec le triangle hachuré du dessus, tout "
                "irait bien (forme et remplissage). Mais avec les deux cercles hachurés de gauche, elle ne "
                "partage que le remplissage : la forme et le nombre diffèrent. Il suffit d'une voisine qui "
                "ne s'accorde pas pour que la carte soit refusée.",
            ],
            "key": [
                "coche : les deux cartes s'accordent ;",
                "croix : un seul point commun, la carte ne peut pas aller là.",
            ],
        },
        "scoring": {
            "label": "Exemple de décompte : le rectangle de 3 sur 2 et les trois lignes de Bleu rapportent "
                     "15 points",
            "caption": [
                "Bleu marque son rectangle de 3 sur 2 (6 points ; son joker compte), ses deux rangées de "
                "trois (3 points chacune) et sa colonne de trois au milieu (3 points) : 15 en tout. La carte "
                "aux deux cercles vides, marquée ×3, compte trois fois : dans le rectangle, dans sa rangée "
                "et dans sa colonne. La carte de départ à gauche et les cartes d'Orange à droite et en "
                "haut coupent les lignes de Bleu ; les deux colonnes extérieures, de deux cartes seulement, "
                "ne rapportent rien.",
            ],
            "key": [
                "contour en pointillé : le plus grand rectangle ;",
                "barres noires le long des cartes : lignes de trois ;",
                "×3 : une carte qui compte trois fois.",
            ],
        },
    },
}

PAGES = {"en": EN, "fr": FR}
