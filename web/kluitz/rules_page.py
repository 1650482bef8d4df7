"""The Kluitz's rules page, in English and French, as data (drawn by ``web/rules.py``).

Written from ``docs/rules/kluitz.md`` (the project's rulings included), in our own words. The
page format is the one described in ``web/rules.py``; the figures are small 5 x 5 fields
drawn here by ``draw_figure``.

A figure is a field, cells named as in the game's records (columns a-e left to right, rows 1-5 top
to bottom), edges as a cell and a side (``c3n``: the north side of c3, also the south side of c2):
    "fences"   the fences on the field;
    "new"      fences just placed (drawn highlighted), if any;
    "empty"    cells whose tile was taken;
    "up"       face-up tiles: ``{cell: flower side or None}``.
Every other cell holds a face-down tile. The enclosed cells are not listed: ``enclosed`` works them
out from the fences, as the rules say, and the drawing hatches them.
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h, join

SIZE = 5  # the field is 5 x 5 cells
UNIT = 40  # one cell of the field
PAD = 16  # room for the coordinates
COLUMNS = "abcde"
SIDES = "nesw"  # clockwise, from the north

INK = "#1d1b18"
MUTED = "#57534c"  # the coordinates (7:1 on the page)
GRASS = "#e3ebcf"
GRID = "#b7c39a"
TILE_BACK = "#a9c48a"
TILE_EDGE = "#4e6e38"
TILE_FACE = "#fffdf8"
FENCE = "#6b3f17"
NEW_FENCE_GLOW = "#f2b705"  # under a fence just placed, wider than the fence itself
HATCH = "#3b2a14"
PETAL = "#e86a92"
HEART = "#f2b705"

FIGURES: dict[str, dict[str, Any]] = {
    # A closed pen in the top-left corner (a1, b1, a2 and the empty cell b2) and an open one at the
    # bottom right: the south side of e5, on the border, has no fence.
    "pens": {
        "fences": ["a1n", "b1n", "a1w", "a2w", "b1e", "b2e", "a2s", "b2s",
                   "d4n", "e4n", "d4w", "d5w", "e4e", "e5e", "d5s"],  # fmt: skip
        "new": [],
        "empty": ["b2", "c4"],
        "up": {},
    },
    # Solo: the sheep on c3 shows its flower to the north; north and east are fenced, so the fence
    # goes on the south side, the first free one clockwise. West stays open: c3 is not enclosed.
    "flower": {
        "fences": ["c3n", "c3e", "a2s", "b2s", "e4w"],
        "new": ["c3s"],
        "empty": ["a5", "e1"],
        "up": {"c3": "n"},
    },
}


# --- the field's geometry -------------------------------------------------------------------------


def _cell(name: str) -> tuple[int, int]:
    """``c3`` -> (2, 2): column and row, from 0."""
    return COLUMNS.index(name[0]), int(name[1]) - 1


def _name(col: int, row: int) -> str:
    return f"{COLUMNS[col]}{row + 1}"


def _segment(edge: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """An edge as its two ends on the grid's corners, so ``c3n`` and ``c2s`` are the same segment."""
    col, row = _cell(edge[:2])
    return {
        "n": ((col, row), (col + 1, row)),
        "e": ((col + 1, row), (col + 1, row + 1)),
        "s": ((col, row + 1), (col + 1, row + 1)),
        "w": ((col, row), (col, row + 1)),
    }[edge[2]]


def _neighbour(col: int, row: int, side: str) -> tuple[int, int]:
    dx, dy = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}[side]
    return col + dx, row + dy


def _inside(col: int, row: int) -> bool:
    return 0 <= col < SIZE and 0 <= row < SIZE


def enclosed(fences: list[str]) -> set[str]:
    """The cells with no unfenced path to the outside of the field (empty cells connect too)."""
    fenced = {_segment(edge) for edge in fences}
    cells = [(c, r) for r in range(SIZE) for c in range(SIZE)]
    free = set()  # cells reaching the outside
    stack = []
    for col, row in cells:
        for side in SIDES:
            if not _inside(*_neighbour(col, row, side)) and _segment(_name(col, row) + side) not in fenced:
                stack.append((col, row))
    while stack:
        col, row = stack.pop()
        if (col, row) in free:
            continue
        free.add((col, row))
        for side in SIDES:
            nxt = _neighbour(col, row, side)
            if _inside(*nxt) and _segment(_name(col, row) + side) not in fenced:
                stack.append(nxt)
    return {_name(c, r) for c, r in cells if (c, r) not in free}


# --- the drawing ----------------------------------------------------------------------------------


def _origin(name: str) -> tuple[float, float]:
    col, row = _cell(name)
    return PAD + col * UNIT, PAD + row * UNIT


def _coordinates() -> list[Markup]:
    text = {"fill": MUTED, "font-size": 10, "text-anchor": "middle", "font-family": "system-ui, sans-serif"}
    marks = [h("text", {"x": PAD + (i + 0.5) * UNIT, "y": PAD - 5, **text}, COLUMNS[i]) for i in range(SIZE)]
    marks += [h("text", {"x": PAD / 2, "y": PAD + (i + 0.5) * UNIT + 3.5, **text}, i + 1) for i in range(SIZE)]
    return marks


def _field() -> Markup:
    """The grass and the thin lines of the 60 edges."""
    side = SIZE * UNIT
    lines = [h("rect", {"x": PAD, "y": PAD, "width": side, "height": side, "fill": GRASS, "stroke": GRID,
                        "stroke-width": 1.5})]  # fmt: skip
    for i in range(1, SIZE):
        at = PAD + i * UNIT
        lines.append(h("line", {"x1": at, "y1": PAD, "x2": at, "y2": PAD + side, "stroke": GRID}))
        lines.append(h("line", {"x1": PAD, "y1": at, "x2": PAD + side, "y2": at, "stroke": GRID}))
    return join(*lines)


def _hatch(x: float, y: float) -> Markup:
    """Diagonal lines across one cell: an enclosed cell (a shape, not only a colour, tells it)."""
    lines = []
    for k in range(8, 2 * UNIT, 8):
        a, b = min(k, UNIT), max(0, k - UNIT)
        lines.append(h("line", {"x1": x + a, "y1": y + b, "x2": x + b, "y2": y + a}))
    return h("g", {"class": "rules-enclosed", "stroke": HATCH, "stroke-width": 1.6, "opacity": 0.6}, *lines)


def _flower(cx: float, cy: float) -> Markup:
    petals = [h("circle", {"cx": cx + dx, "cy": cy + dy, "r": 2.6, "fill": PETAL})
              for dx, dy in ((0, -3.2), (3, -1), (1.9, 2.6), (-1.9, 2.6), (-3, -1))]  # fmt: skip
    return h("g", {"class": "rules-flower"}, *petals, h("circle", {"cx": cx, "cy": cy, "r": 1.8, "fill": HEART}))


def _sheep(cx: float, cy: float) -> Markup:
    """A face-up sheep: a woolly cloud and a dark head."""
    wool = [h("circle", {"cx": cx + dx, "cy": cy + dy, "r": 5, "fill": TILE_FACE, "stroke": INK, "stroke-width": 1})
            for dx, dy in ((-5, -2), (0, -4), (5, -2), (-4, 3), (3, 3))]  # fmt: skip
    return h("g", {"class": "rules-sheep"}, *wool, h("circle", {"cx": cx + 9, "cy": cy - 4, "r": 3.6, "fill": INK}))


def _tile(name: str, figure: dict[str, Any]) -> Markup:
    x, y = _origin(name)
    box = {"x": x + 4, "y": y + 4, "width": UNIT - 8, "height": UNIT - 8, "rx": 4}
    if name in figure["empty"]:
        return h("rect", {**box, "fill": "none", "stroke": MUTED, "stroke-width": 1.2, "stroke-dasharray": "3 3",
                          "data-cell": name, "data-empty": "1"})  # fmt: skip
    if name not in figure["up"]:
        return h("rect", {**box, "fill": TILE_BACK, "stroke": TILE_EDGE, "stroke-width": 1.2, "data-cell": name})
    face = h("rect", {**box, "fill": TILE_FACE, "stroke": INK, "stroke-width": 1.2, "data-cell": name, "data-up": "1"})
    cx, cy = x + UNIT / 2, y + UNIT / 2
    parts = [face, _sheep(cx - 1, cy + 5)]
    side = figure["up"][name]
    if side:
        dx, dy = {"n": (0, -10), "e": (10, 0), "s": (0, 10), "w": (-10, 0)}[side]
        parts.append(_flower(cx + dx, cy + dy))
    return join(*parts)


def _fence(edge: str, new: bool = False) -> Markup:
    (c0, r0), (c1, r1) = _segment(edge)
    inset_x, inset_y = (3, 0) if r0 == r1 else (0, 3)
    ends = {"x1": PAD + c0 * UNIT + inset_x, "y1": PAD + r0 * UNIT + inset_y,
            "x2": PAD + c1 * UNIT - inset_x, "y2": PAD + r1 * UNIT - inset_y}  # fmt: skip
    bar = h("line", {**ends, "stroke": FENCE, "stroke-width": 5, "stroke-linecap": "round"})
    if not new:
        return h("g", {"class": "rules-fence", "data-fence": edge}, bar)
    glow = h("line", {**ends, "stroke": NEW_FENCE_GLOW, "stroke-width": 11, "stroke-linecap": "round"})
    return h("g", {"class": "rules-fence", "data-fence": edge, "data-new": "1"}, glow, bar)


def draw_figure(name: str, figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    """The viewBox and inside of one figure's SVG (``web/rules.py`` wraps them in ``<svg role="img">``)."""
    cells = [_name(c, r) for r in range(SIZE) for c in range(SIZE)]
    shut = enclosed(figure["fences"] + figure["new"])
    layers: list[Any] = [*_coordinates(), _field()]
    layers += [_tile(cell, figure) for cell in cells]
    layers += [_hatch(*_origin(cell)) for cell in cells if cell in shut]
    layers += [_fence(edge) for edge in figure["fences"]]
    layers += [_fence(edge, new=True) for edge in figure["new"]]
    end = 2 * PAD + SIZE * UNIT - 8
    return f"0 0 {end} {end}", join(*layers)


# --- the words ------------------------------------------------------------------------------------

EN = {
    "title": "How to play The Kluitz",
    "brief": [
        "One player is the shepherd and builds fences on the edges of a 5 by 5 field of face-down tiles. "
        "The other plays the sheep and turns tiles over, looking for two sheep of the same kind, as in a "
        "memory game.",
        [
            "The sheep player keeps every pair found: ",
            ("strong", "1 point per sheep"),
            ". When the round ends, the shepherd scores ",
            ("strong", "1 point per tile shut in a pen"),
            ".",
        ],
        "Two rounds, with the roles swapped; the higher total wins. There is a solo game too.",
    ],
    "sections": [
        ("goal", "The aim", [
            ("p", "The shepherd tries to shut as many tiles as possible inside pens of fences. The sheep player "
                  "tries to get sheep to safety first, by finding pairs of the same kind among the hidden "
                  "tiles. Each player takes each role for one round; the better total over the two rounds "
                  "wins."),
        ]),
        ("material", "What is in the box", [
            ("p", "25 square tiles and 30 wooden fences:"),
            ("ul", [
                [("strong", "20 sheep"), ", four of each of five kinds: Happy, Sleepy, Shy, Grumpy and Dreamy. "
                 "Only two sheep of the same kind make a pair."],
                [("strong", "3 rams"), ": they break fences down."],
                [("strong", "2 shepherds"), ": they put a fence up."],
                [("strong", "30 fences"),
                 ": at the start of a round they all belong to the shepherd. The fences not on the field are "
                 "the shepherd's supply."],
            ]),
            ("p", "Some tiles show a small flower: it only matters in the solo game."),
        ]),
        ("field", "The field", [
            ("p", "The 25 tiles are shuffled face down and laid out in a square, 5 tiles by 5: the field. Each "
                  "tile lies on a cell of the field."),
            ("p", ["Fences go on the ", ("strong", "edges"),
                   " of the cells: the 40 edges between two neighbouring cells and the 20 edges around the "
                   "outside of the field, 60 in all. An edge takes one fence at most."]),
            ("p", "A cell is named by its column, a to e from left to right, and its row, 1 to 5 from top to "
                  "bottom: a1 is the top left corner, e5 the bottom right one."),
            ("ruling", "The cells keep their place for the whole round. When a tile leaves the field, its "
                       "cell stays there, empty: the sheep can still run through it, and fences can still be "
                       "built around it."),
        ]),
        ("rounds", "How a game goes", [
            ("ul", [
                "A game has two rounds. In the first round one player is the shepherd and the other plays the "
                "sheep; in the second round they swap roles.",
                "Each round starts with a fresh field, all 30 fences in the shepherd's supply, and the "
                "shepherd playing first. Then the players take turns until the round ends.",
                "Each player adds up their points from both rounds.",
            ]),
        ]),
        ("shepherd", "The shepherd's turn", [
            ("p", ["Take ", ("strong", "2 fences"),
                   " from your supply and put them on any two free edges, between cells or on the border. "
                   "They need not touch each other, nor any fence already there."]),
            ("ul", [
                "If your supply holds a single fence, put that one down.",
                ["The moment your supply is empty, the round is ", ("strong", "over"),
                 ", even in the middle of a turn."],
                "Fences knocked down by rams come back to your supply, so it can fill up again.",
            ]),
        ]),
        ("sheep", "The sheep player's turn", [
            ("p", ["Turn tiles face up one at a time, until ", ("strong", "two sheep"),
                   " have come up during this turn. You choose each tile among those still face down, but "
                   "never one on an enclosed cell (see Pens). Rams and shepherds do not count among the two "
                   "sheep."]),
            ("h3", "A ram"),
            ("p", "The ram charges off the field: it leaves the game. You then take away any fence you like from "
                  "the field and hand it back to the shepherd's supply. Then turn another tile."),
            ("h3", "A shepherd"),
            ("p", "The shepherd tile leaves the game, and the shepherd player at once puts one fence from the "
                  "supply on any free edge. Then you turn another tile."),
            ("h3", "Two sheep"),
            ("ul", [
                "Of the same kind: you take both tiles off the field and keep them. Each one is worth a point "
                "to you.",
                "Of different kinds: both are turned face down again, where they were. Both players have seen "
                "them: remember where they lie.",
            ]),
            ("ruling", "If no tile is left that you may turn before the second sheep comes up, your turn stops "
                       "there. A single sheep turned this turn goes back face down, except in the end phase "
                       "(see The end of a round)."),
        ]),
        ("pens", "Pens", [
            ("p", ["Two neighbouring cells are joined when the edge between them has no fence. A cell is ",
                   ("strong", "enclosed"),
                   " when no path of joined cells leads from it to a border edge without a fence: it cannot "
                   "get out of the field. Enclosed cells form pens, of any shape and any size."]),
            ("ul", [
                "Empty cells count like any other: a path may cross them, and they can be enclosed too.",
                "A tile on an enclosed cell may not be turned over.",
                "A tile lying face up when its cell becomes enclosed can no longer be taken, even as part of a "
                "pair. That can happen when a ram opens a pen and a shepherd tile then closes it again.",
                "A pen is only safe while it stays closed: once a ram opens it, its cells are free again.",
            ]),
            ("figure", "pens"),
        ]),
        ("end", "The end of a round", [
            ("h3", "No fence left"),
            ("p", "As soon as the shepherd's supply is empty, the round ends, whoever's turn it is."),
            ("h3", "The end phase"),
            ("p", ["It begins as soon as the field holds ", ("strong", "5 tiles or fewer that are not enclosed"),
                   ", face up or face down. From then on:"]),
            ("ul", [
                "tiles that are turned up stay face up: they are no longer turned back down;",
                "at the end of each of the sheep player's turns, every pair of identical sheep that are face up "
                "and not enclosed is taken, even a pair turned up over two turns;",
                "once every tile that is not enclosed is face up and the pairs are taken, the shepherd plays "
                "one last turn, and the round ends.",
            ]),
            ("ruling", "Once begun, the end phase lasts until the round ends, even if a ram frees a pen and "
                       "more than 5 tiles are free again."),
        ]),
        ("scoring", "Scoring", [
            ("ul", [
                "The sheep player scores 1 point for each sheep taken: 2 per pair.",
                "The shepherd scores 1 point for each tile still on an enclosed cell, whatever it is: sheep, "
                "ram or shepherd, face up or face down.",
                "Tiles that are not enclosed score nothing, and neither do empty cells.",
                "After the second round each player adds up both rounds. The higher total wins; equal totals "
                "make a draw.",
            ]),
            ("example", "Anna scores 8 as the sheep player in the first round and 9 as the shepherd in the "
                        "second: 17 in all. Ben scores 5 as the shepherd, then 11 with the sheep: 16. Anna "
                        "wins."),
        ]),
        ("solo", "The solo game", [
            ("p", "Alone, you play the sheep, and the flowers build the fences. Your aim: take every tile off the "
                  "field before the pens close on them."),
            ("ul", [
                "The field is laid out as usual, but each tile is given a random direction: its flower, if it "
                "has one, points north, east, south or west, and keeps pointing that way all game.",
                "12 tiles have a flower on one side: 2 of the 4 sheep of each kind, and both shepherds. Rams "
                "have none.",
            ]),
            ("ruling", "On this site, the tiles with a flower are the ones above."),
            ("h3", "Your turn"),
            ("p", "Turn tiles up one at a time, never an enclosed one, until two sheep have come up."),
            ("ul", [
                [("strong", "A flower"),
                 ": each time a tile with a flower comes up, a fence from the supply goes on the side of its "
                 "cell the flower points to. If that side is already fenced, go round the cell clockwise "
                 "(north, east, south, west) from there and use the first free side. If all four sides are "
                 "fenced, no fence is added."],
                [("strong", "A ram"), ": remove a fence of your choice and put it back in the supply; the ram "
                 "leaves the game; turn another tile."],
                [("strong", "A shepherd"), ": its flower's fence goes on, then the shepherd leaves the game; "
                 "turn another tile."],
                [("strong", "Two sheep"), ": of the same kind, take them off the field; otherwise, turn them "
                 "back face down."],
            ]),
            ("figure", "flower"),
            ("h3", "The end"),
            ("p", "You win as soon as the field is empty. The game is lost if it stops with tiles still on the "
                  "field, which happens when:"),
            ("ul", [
                "only enclosed tiles are left on the field;",
                "no fence is left in the supply.",
            ]),
            ("ruling", "The game also stops when no turn could change anything any more: the tiles you may still "
                       "turn are all sheep without a flower, and no two of them are of the same kind."),
        ]),
        ("app", "On this site", [
            ("ul", [
                "Shepherd: tap an edge, between two cells or on the border, to put a fence there. All 60 edges "
                "can be tapped. Place your fences one tap at a time.",
                "Sheep player: tap a face-down tile to turn it over. After a ram, tap the fence to take away.",
                "After a shepherd tile, the shepherd player taps the edge for the extra fence, in the middle of "
                "the sheep player's turn.",
                ["Two different sheep stay face up until the sheep player presses ",
                 ("strong", "Turn them back"), ": take the time you need to remember them."],
                [("strong", "Assisted memory"),
                 " is an option of the setup screen, off unless you tick it: it marks the tiles already seen. "
                 "Without it, a tile turned back down looks like all the others: remembering is the game."],
                "The computer's levels differ in memory. Easy forgets a good part of what it has seen; hard "
                "remembers every tile it has seen. No level ever knows a tile it has not seen.",
                ["In a game's record, each move is written as text: ", ("code", "fence:c3n"),
                 " puts a fence on the north side of c3 (the sides are ", ("code", "n"), ", ", ("code", "e"),
                 ", ", ("code", "s"), " and ", ("code", "w"), "); ", ("code", "turn:c3"), " turns c3 over; ",
                 ("code", "remove:c3n"), " takes that fence away after a ram; ", ("code", "down"),
                 " turns two different sheep back face down. Columns a to e run from left to right, rows 1 "
                 "to 5 from top to bottom."],
            ]),
        ]),
    ],
    "figures": {
        "pens": {
            "label": "Two pens: a1, b1, a2 and the empty cell b2 are enclosed; the pen at the bottom right "
                     "still has a gap",
            "caption": [
                "At the top left, fences cut off a1, b1 and a2, with the empty cell b2 among them, from the "
                "border: these four cells are enclosed. If the round ended now, the three tiles would give the "
                "shepherd 3 points; the empty cell gives nothing. At the bottom right, d4, e4, d5 and e5 are "
                "fenced all round but for one edge: the south side of e5, on the border. So none of them is "
                "enclosed, and the sheep player may still turn them.",
            ],
            "key": [
                "brown bars: fences;",
                "hatched cells: enclosed;",
                "dashed squares: empty cells, whose tile was taken.",
            ],
        },
        "flower": {
            "label": "Solo: the sheep turned up on c3 has its flower to the north; north and east are fenced, "
                     "so the new fence goes south",
            "caption": [
                "In the solo game, the sheep on c3 has just been turned up. Its flower points north, but c3 "
                "already has a fence on its north side, and on its east side too. Going round clockwise, the "
                "first free side is the south one: the new fence goes there. The west side is still open, so "
                "c3 is not enclosed.",
            ],
            "key": [
                "flower: the side the tile points to;",
                "bar with a yellow glow: the fence the flower brings;",
                "brown bars: fences already there.",
            ],
        },
    },
}

FR = {
    "title": "Comment jouer à The Kluitz",
    "brief": [
        "Un joueur est le berger : il pose des barrières sur les bords des cases d'un champ de 5 sur 5 "
        "tuiles face cachée. L'autre joue les moutons : il retourne des tuiles pour trouver deux moutons de "
        "la même sorte, comme dans un jeu de mémoire.",
        [
            "Le joueur mouton garde chaque paire trouvée : ",
            ("strong", "1 point par mouton"),
            ". À la fin de la manche, le berger marque ",
            ("strong", "1 point par tuile enfermée dans un enclos"),
            ".",
        ],
        "Deux manches, en échangeant les rôles ; le plus gros total gagne. Il existe aussi une partie en solo.",
    ],
    "sections": [
        ("goal", "Le but", [
            ("p", "Le berger cherche à boucler le plus de tuiles possible derrière ses barrières. Le joueur "
                  "Mouton tente de mettre des moutons à l'abri avant lui, en dénichant des paires semblables "
                  "parmi les tuiles cachées. Chacun tient chaque rôle pendant une manche ; le meilleur total "
                  "sur les deux manches l'emporte."),
        ]),
        ("material", "Le matériel", [
            ("p", "25 tuiles carrées et 30 barrières en bois :"),
            ("ul", [
                [("strong", "20 moutons"), ", quatre de chacune des cinq sortes : Joyeux, Dormeur, Timide, "
                 "Coléreux et Rêveur. Seuls deux moutons de la même sorte forment une paire."],
                [("strong", "3 béliers"), " : ils renversent des barrières."],
                [("strong", "2 bergers"), " : ils posent une barrière."],
                [("strong", "30 barrières"),
                 " : au début d'une manche, elles sont toutes au berger. Celles qui ne sont pas sur le champ "
                 "forment sa réserve."],
            ]),
            ("p", "Certaines tuiles portent une petite fleur : elle ne sert qu'en solo."),
        ]),
        ("field", "Le champ", [
            ("p", "On mélange les 25 tuiles face cachée et on les dispose en carré, 5 tuiles sur 5 : c'est le "
                  "champ. Chaque tuile occupe une case du champ."),
            ("p", ["Les barrières se posent sur les ", ("strong", "bords"),
                   " des cases : les 40 bords entre deux cases voisines et les 20 bords du pourtour du champ, "
                   "60 en tout. Un bord reçoit au plus une barrière."]),
            ("p", "Une case se nomme par sa colonne, de a à e de gauche à droite, et par sa rangée, de 1 à 5 de "
                  "haut en bas : a1 est le coin en haut à gauche, e5 celui en bas à droite."),
            ("ruling", "Les cases gardent leur place pendant toute la manche. Quand une tuile quitte le champ, sa "
                       "case reste là, vide : les moutons peuvent toujours la traverser, et on peut toujours "
                       "l'entourer de barrières."),
        ]),
        ("rounds", "Déroulement d'une partie", [
            ("ul", [
                "Une partie se joue en deux manches. Dans la première, un joueur est le berger et l'autre joue "
                "les moutons ; dans la seconde, ils échangent les rôles.",
                "Chaque manche commence avec un champ neuf, les 30 barrières dans la réserve du berger, et le "
                "berger joue en premier. Ensuite, chacun joue à son tour jusqu'à la fin de la manche.",
                "Chaque joueur additionne ses points des deux manches.",
            ]),
        ]),
        ("shepherd", "Le tour du berger", [
            ("p", ["Prenez ", ("strong", "2 barrières"),
                   " dans votre réserve et posez-les sur deux bords libres de votre choix, entre deux cases ou "
                   "sur le pourtour. Placez-les où bon vous semble, côte à côte ou loin l'une de l'autre, contre "
                   "d'autres barrières ou non."]),
            ("ul", [
                "S'il ne vous reste qu'une barrière, posez-la.",
                ["Dès que votre réserve est vide, la manche est ", ("strong", "terminée"),
                 ", même au beau milieu d'un tour."],
                "Les barrières renversées par les béliers reviennent dans votre réserve : elle peut donc "
                "se regarnir.",
            ]),
        ]),
        ("sheep", "Le tour du joueur mouton", [
            ("p", ["Retournez des tuiles face visible, une par une, jusqu'à ce que ", ("strong", "deux moutons"),
                   " soient apparus pendant ce tour. Vous choisissez chaque tuile parmi celles encore face "
                   "cachée, mais jamais sur une case enfermée (voir Les enclos). Béliers et bergers ne "
                   "comptent pas parmi les deux moutons."]),
            ("h3", "Un bélier"),
            ("p", "Le bélier fonce hors du champ : il quitte la partie. Choisissez ensuite une barrière du "
                  "champ, où qu'elle soit : elle est démontée et retourne dans la réserve du berger. Puis "
                  "retournez une autre tuile."),
            ("h3", "Un berger"),
            ("p", "La tuile berger quitte la partie, et le joueur Berger pose aussitôt une barrière de sa réserve "
                  "sur le bord libre de son choix. Puis vous retournez une autre tuile."),
            ("h3", "Deux moutons"),
            ("ul", [
                "De la même sorte : vous retirez les deux tuiles du champ et les gardez. Chacune vous rapporte "
                "un point.",
                "De sortes différentes : on les remet toutes deux face cachée, à leur place. Les deux joueurs "
                "les ont vues : retenez où elles sont.",
            ]),
            ("ruling", "S'il ne reste plus de tuile que vous ayez le droit de retourner avant l'arrivée du "
                       "second mouton, votre tour s'arrête là. Un mouton seul retourné pendant ce tour est "
                       "remis face cachée, sauf pendant la phase finale (voir La fin d'une manche)."),
        ]),
        ("pens", "Les enclos", [
            ("p", ["Deux cases voisines communiquent quand le bord qui les sépare n'a pas de barrière. Une case "
                   "est ", ("strong", "enfermée"),
                   " quand aucun chemin de cases qui communiquent ne la mène à un bord du pourtour sans "
                   "barrière : elle ne peut plus sortir du champ. Les cases enfermées forment des enclos, de "
                   "n'importe quelle forme et de n'importe quelle taille."]),
            ("ul", [
                "Les cases vides comptent comme les autres : un chemin peut les traverser, et elles peuvent "
                "être enfermées elles aussi.",
                "Une tuile sur une case enfermée ne peut pas être retournée.",
                "Une tuile face visible dont la case se retrouve enfermée ne peut plus être prise, même si elle "
                "fait partie d'une paire. Cela arrive quand un bélier ouvre un enclos et qu'une tuile berger "
                "permet ensuite de le refermer.",
                "Un enclos ne protège que tant qu'il reste fermé : dès qu'un bélier l'ouvre, ses cases sont de "
                "nouveau libres.",
            ]),
            ("figure", "pens"),
        ]),
        ("end", "La fin d'une manche", [
            ("h3", "Plus de barrières"),
            ("p", "Dès que la réserve du berger est vide, la manche se termine, quel que soit le joueur dont "
                  "c'est le tour."),
            ("h3", "La phase finale"),
            ("p", ["Elle commence dès que le champ ne compte plus que ",
                   ("strong", "5 tuiles non enfermées ou moins"),
                   ", face visible ou cachée. À partir de là :"]),
            ("ul", [
                "les tuiles retournées restent face visible : on ne les cache plus ;",
                "à la fin de chaque tour du joueur mouton, toutes les paires de moutons identiques face visible "
                "et non enfermés sont prises, même une paire révélée en deux tours ;",
                "quand toutes les tuiles non enfermées sont face visible et les paires prises, le berger joue "
                "un dernier tour, et la manche s'achève là.",
            ]),
            ("ruling", "Une fois commencée, la phase finale dure jusqu'à la fin de la manche, même si un bélier "
                       "ouvre un enclos et que plus de 5 tuiles redeviennent libres."),
        ]),
        ("scoring", "Le décompte", [
            ("ul", [
                "Le joueur mouton marque 1 point par mouton pris : 2 par paire.",
                "Le berger marque 1 point par tuile encore posée sur une case enfermée, quelle qu'elle soit : "
                "mouton, bélier ou berger, face visible ou cachée.",
                "Les tuiles non enfermées ne rapportent rien, les cases vides non plus.",
                "Après la seconde manche, chaque joueur additionne ses deux manches. Le plus gros total gagne ; "
                "à égalité, la partie est nulle.",
            ]),
            ("example", "Anna marque 8 points avec les moutons dans la première manche, puis 9 comme berger dans "
                        "la seconde : 17 en tout. Ben marque 5 comme berger, puis 11 avec les moutons : 16. "
                        "Anna gagne."),
        ]),
        ("solo", "La partie en solo", [
            ("p", "Seul, vous jouez les moutons, et ce sont les fleurs qui posent les barrières. Votre but : "
                  "retirer toutes les tuiles du champ avant que les enclos ne se referment sur elles."),
            ("ul", [
                "Le champ se dispose comme d'habitude, mais chaque tuile reçoit une orientation au hasard : sa "
                "fleur, si elle en a une, pointe vers le nord, l'est, le sud ou l'ouest, et garde cette "
                "direction toute la partie.",
                "12 tuiles ont une fleur sur un côté : 2 des 4 moutons de chaque sorte, et les deux bergers. "
                "Les béliers n'en ont pas.",
            ]),
            ("ruling", "Sur ce site, les tuiles fleuries sont celles ci-dessus."),
            ("h3", "Votre tour"),
            ("p", "Retournez des tuiles une par une, jamais une tuile enfermée, jusqu'à ce que deux moutons "
                  "soient apparus."),
            ("ul", [
                [("strong", "Une fleur"),
                 " : chaque fois qu'une tuile fleurie apparaît, une barrière de la réserve se pose sur le bord "
                 "de sa case du côté où pointe la fleur. Si ce bord a déjà une barrière, faites le tour de la "
                 "case dans le sens des aiguilles d'une montre (nord, est, sud, ouest) à partir de là, et "
                 "prenez le premier bord libre. Si les quatre bords ont une barrière, on n'en pose pas."],
                [("strong", "Un bélier"), " : enlevez la barrière de votre choix et remettez-la dans la réserve ; "
                 "le bélier quitte la partie ; retournez une autre tuile."],
                [("strong", "Un berger"), " : la barrière de sa fleur se pose, puis le berger quitte la "
                 "partie ; retournez une autre tuile."],
                [("strong", "Deux moutons"), " : de la même sorte, retirez-les du champ ; sinon, remettez-les "
                 "face cachée."],
            ]),
            ("figure", "flower"),
            ("h3", "La fin"),
            ("p", "Vous gagnez dès que le champ est vide. La partie est perdue si elle s'arrête alors qu'il "
                  "reste des tuiles, ce qui arrive quand :"),
            ("ul", [
                "il ne reste sur le champ que des tuiles enfermées ;",
                "la réserve n'a plus de barrière.",
            ]),
            ("ruling", "La partie s'arrête aussi quand plus aucun tour ne peut rien changer : les tuiles que vous "
                       "pouvez encore retourner sont toutes des moutons sans fleur, et il n'y en a pas deux de "
                       "la même sorte."),
        ]),
        ("app", "Sur ce site", [
            ("ul", [
                "Berger : touchez un bord, entre deux cases ou sur le pourtour, pour y poser une barrière. Les "
                "60 bords peuvent être touchés. Posez vos barrières une par une.",
                "Joueur Mouton : touchez une tuile face cachée pour la retourner. Après un bélier, touchez la "
                "barrière à enlever.",
                "Après une tuile berger, le joueur Berger touche le bord où poser la barrière en plus, au "
                "milieu du tour du joueur mouton.",
                "Deux moutons différents restent face visible jusqu'à ce que le joueur mouton appuie sur le "
                "bouton qui les retourne : prenez le temps de les mémoriser.",
                [("strong", "Mémoire assistée"),
                 " est une option de l'écran de mise en place, désactivée sauf si vous la cochez : elle "
                 "signale les tuiles déjà vues. Sans elle, une tuile remise face cachée ressemble à toutes "
                 "les autres : s'en souvenir, c'est tout le jeu."],
                "Les niveaux de l'ordinateur diffèrent par la mémoire. Le niveau facile oublie une bonne part "
                "de ce qu'il a vu ; le niveau difficile se souvient de chaque tuile vue. Aucun niveau ne "
                "connaît une tuile qu'il n'a pas vue.",
                ["Dans l'enregistrement d'une partie, chaque coup s'écrit en texte : ", ("code", "fence:c3n"),
                 " pose une barrière sur le côté nord de c3 (les côtés sont ", ("code", "n"), ", ",
                 ("code", "e"), ", ", ("code", "s"), " et ", ("code", "w"), ", pour nord, est, sud et "
                 "ouest) ; ", ("code", "turn:c3"), " retourne c3 ; ", ("code", "remove:c3n"),
                 " enlève cette barrière après un bélier ; ", ("code", "down"),
                 " remet face cachée deux moutons différents. Les colonnes vont de a à e de gauche à droite, "
                 "les rangées de 1 à 5 de haut en bas."],
            ]),
        ]),
    ],
    "figures": {
        "pens": {
            "label": "Deux enclos : a1, b1, a2 et la case vide b2 sont enfermées ; l'enclos en bas à droite a "
                     "encore une brèche",
            "caption": [
                "En haut à gauche, des barrières coupent a1, b1 et a2, avec la case vide b2 au milieu, du "
                "pourtour : ces quatre cases sont enfermées. Si la manche s'arrêtait maintenant, les trois "
                "tuiles rapporteraient 3 points au berger ; la case vide ne rapporte rien. En bas à droite, "
                "d4, e4, d5 et e5 sont entourées de barrières sauf sur un bord : le côté sud de e5, sur le "
                "pourtour. Aucune d'elles n'est donc enfermée, et le joueur mouton peut encore les retourner.",
            ],
            "key": [
                "traits bruns : barrières ;",
                "cases hachurées : enfermées ;",
                "carrés en pointillé : cases vides, dont la tuile a été prise.",
            ],
        },
        "flower": {
            "label": "Solo : le mouton retourné en c3 a sa fleur au nord ; le nord et l'est ont une barrière, "
                     "la nouvelle barrière va donc au sud",
            "caption": [
                "En solo, le mouton de c3 vient d'être retourné. Sa fleur pointe vers le nord, mais c3 a déjà "
                "une barrière au nord, et à l'est aussi. En tournant dans le sens des aiguilles d'une montre, "
                "le premier bord libre est celui du sud : la nouvelle barrière va là. Le côté ouest reste "
                "ouvert, donc c3 n'est pas enfermée.",
            ],
            "key": [
                "fleur : le côté vers lequel pointe la tuile ;",
                "trait entouré de jaune : la barrière apportée par la fleur ;",
                "traits bruns : barrières déjà posées.",
            ],
        },
    },
}

PAGES = {"en": EN, "fr": FR}
