"""La Guerre des Moutons's rules page, in English and French, as data (drawn by ``web/rules.py``).

Written from ``docs/rules/guerre-des-moutons.md`` (the project's rulings included) and the French
rulebook, in our own words. The page format is the one described in ``web/rules.py``; the
figures are small pieces of table drawn here by ``draw_figure``.

Faces are written as in the engine (``game/guerre_des_moutons/tiles.py``): 4 letters for the
triangles against the north, east, south and west edges, ``V`` village, ``F`` forest, ``K Y R B``
black, yellow, red and blue sheep. Cells are ``x:y``, x to the right and y downwards. Each tile of a
figure names the real tile it is (id, face, quarter turns clockwise) and the face it then shows;
``tests/test_rules_guerre_des_moutons_page.py`` checks those against the engine, and the figures'
claims (pieces, matching edges, the enclosure and its wolf) against the rules as the engine plays them.

The figures, by name:
    "faces"      both faces of one tile: ``tile`` its id, ``faces`` face A and face B;
    "enclosure"  a piece of table: ``tiles`` as ``(cell, tile id, face, quarter turns, face shown)``,
                 ``wolf`` the cell of an uncovered wolf, ``enclosure`` the enclosure's triangles as
                 ``(cell, direction letter)`` (drawn outlined), on a ``size`` x ``size`` grid whose
                 top-left cell is ``corner``; cells of the grid without a tile are drawn empty.
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h, join

FIGURES: dict[str, dict[str, Any]] = {
    # Tile L3K: face A black, yellow, black, yellow (four pieces: the two black triangles face each
    # other but do not touch); face B three black sheep in one piece and a red one.
    "faces": {"tile": "L3K", "faces": ["KYKY", "KKKR"]},
    # A black tile with a black triangle against each of its sides: one meadow of 8 sheep, closed
    # (no triangle of it faces an empty cell). The forest north-east of it holds an uncovered wolf
    # and touches it on the north and east tiles: the enclosure is not valid.
    "enclosure": {
        "corner": (-1, -1),
        "size": 3,
        "tiles": [
            ("0:0", "L1K", "A", 0, "KKKK"),
            ("0:-1", "L14R", "B", 0, "FFKY"),
            ("1:0", "L8Y", "B", 0, "FFFK"),
            ("0:1", "L9K", "A", 3, "KVYV"),
            ("-1:0", "L10K", "A", 3, "VKYV"),
            ("1:-1", "W-K", "A", 0, "FFFF"),
        ],
        "wolf": "1:-1",
        "enclosure": [("0:0", "N"), ("0:0", "E"), ("0:0", "S"), ("0:0", "W"),
                      ("0:-1", "S"), ("1:0", "W"), ("0:1", "N"), ("-1:0", "E")],  # fmt: skip
    },
}

DIRECTIONS = "NESW"
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))  # the neighbour across the N, E, S, W edges
FONT = "system-ui, sans-serif"

INK = "#1d1b18"
WHITE = "#ffffff"
MUTED = "#57534c"
FENCE = "#c8893e"  # a rail over a dark underlay: seen on black and on yellow alike
OUTLINE = "#ffffff"  # the enclosure's dashed outline, over an ink underlay
WOLF_DISC = "#f4f1ea"
# terrain letter -> (fill, text colour); each text colour reads at 4.5:1 or more on its fill
TERRAIN = {
    "V": ("#ecdcb5", INK),
    "F": ("#3d6b35", WHITE),
    "K": ("#2e2e2e", WHITE),
    "Y": ("#f2c94c", INK),
    "R": ("#b83226", WHITE),
    "B": ("#2f62b0", WHITE),
}
SHEEP = "KYRB"

# The letter written in each triangle, as the figure's key explains it.
LETTERS = {
    "en": {"V": "V", "F": "F", "K": "B", "Y": "Y", "R": "R", "B": "U"},
    "fr": {"V": "V", "F": "F", "K": "N", "Y": "J", "R": "R", "B": "B"},
}
WORDS = {
    "en": {"face": "Face {side}"},
    "fr": {"face": "Face {side}"},
}

UNIT = 64  # one tile
PAD = 8


# --- the geometry of a face -----------------------------------------------------------------------


def _corners(x: float, y: float) -> tuple[tuple[float, float], ...]:
    """The corners of a tile at (x, y): NW, NE, SE, SW (clockwise from the north-west)."""
    return (x, y), (x + UNIT, y), (x + UNIT, y + UNIT), (x, y + UNIT)


def _triangle(x: float, y: float, d: int) -> tuple[tuple[float, float], ...]:
    """Triangle ``d`` (N E S W = 0..3) of a tile at (x, y): its edge's two ends, then the centre."""
    corners = _corners(x, y)
    return corners[d], corners[(d + 1) % 4], (x + UNIT / 2, y + UNIT / 2)


def _points(points: tuple[tuple[float, float], ...]) -> str:
    return " ".join(f"{px:g},{py:g}" for px, py in points)


def _text(x: float, y: float, text: Any, size: float, fill: str = INK, weight: int = 700) -> Markup:
    return h("text", {"x": x, "y": y, "fill": fill, "font-size": size, "font-weight": weight,
                      "text-anchor": "middle", "font-family": FONT}, text)  # fmt: skip


def _fence(x: float, y: float, d: int) -> Markup:
    """The fence between triangle ``d`` and the next one clockwise: centre to their shared corner."""
    cx, cy = x + UNIT / 2, y + UNIT / 2
    kx, ky = _corners(x, y)[(d + 1) % 4]
    ends = {"x1": cx, "y1": cy, "x2": cx + (kx - cx) * 0.94, "y2": cy + (ky - cy) * 0.94}
    return h("g", {"class": "rules-fence"},
             h("line", {**ends, "stroke": INK, "stroke-width": 5, "stroke-linecap": "round"}),
             h("line", {**ends, "stroke": FENCE, "stroke-width": 2.5, "stroke-linecap": "round"}))  # fmt: skip


def _wolf(cx: float, cy: float) -> Markup:
    """A wolf's head on a pale disc: two pointed ears, a pointed muzzle, two eyes."""
    head = [(-11, -12), (-5, -5), (5, -5), (11, -12), (12, 2), (0, 13), (-12, 2)]
    return h("g", {"class": "rules-wolf"},
             h("circle", {"cx": cx, "cy": cy, "r": 17, "fill": WOLF_DISC, "stroke": INK, "stroke-width": 1.2}),
             h("polygon", {"points": _points(tuple((cx + px, cy + py) for px, py in head)), "fill": INK}),
             h("circle", {"cx": cx - 4.5, "cy": cy - 0.5, "r": 1.8, "fill": WOLF_DISC}),
             h("circle", {"cx": cx + 4.5, "cy": cy - 0.5, "r": 1.8, "fill": WOLF_DISC}))  # fmt: skip


def _face(x: float, y: float, face: str, letters: dict[str, str], cell: str | None = None,
          wolf: bool = False) -> Markup:  # fmt: skip
    """A face: four triangles, a letter in each (none under a wolf), fences between two sheep colours."""
    cx, cy = x + UNIT / 2, y + UNIT / 2
    layers: list[Any] = []
    for d, terrain in enumerate(face):
        fill, _ = TERRAIN[terrain]
        layers.append(h("polygon", {"points": _points(_triangle(x, y, d)), "fill": fill, "stroke": INK,
                                    "stroke-opacity": 0.35, "stroke-width": 0.8,
                                    "data-terrain": terrain}))  # fmt: skip
    for d, terrain in enumerate(face):
        after = face[(d + 1) % 4]
        if terrain != after and terrain in SHEEP and after in SHEEP:
            layers.append(_fence(x, y, d))
    if wolf:
        layers.append(_wolf(cx, cy))
    else:
        for d, terrain in enumerate(face):
            dx, dy = STEP[d]
            layers.append(_text(cx + dx * UNIT * 0.31, cy + dy * UNIT * 0.31 + 4.5, letters[terrain], 13,
                                TERRAIN[terrain][1]))  # fmt: skip
    layers.append(h("rect", {"x": x, "y": y, "width": UNIT, "height": UNIT, "fill": "none", "stroke": INK,
                             "stroke-width": 1.4}))  # fmt: skip
    return h("g", {"class": "rules-tile", "data-face": face, "data-cell": cell}, *layers)


def _words(t: Any) -> tuple[dict[str, str], dict[str, str]]:
    language = getattr(t, "language", "en")
    return LETTERS.get(language, LETTERS["en"]), WORDS.get(language, WORDS["en"])


# --- the figures ----------------------------------------------------------------------------------


def _faces(figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    letters, words = _words(t)
    gap, top = 36, 24
    layers: list[Any] = []
    for index, face in enumerate(figure["faces"]):
        x = PAD + index * (UNIT + gap)
        layers.append(_text(x + UNIT / 2, top - 8, words["face"].format(side="AB"[index]), 12, INK, 600))
        layers.append(_face(x, top, face, letters))
    width = 2 * PAD + len(figure["faces"]) * (UNIT + gap) - gap
    return f"0 0 {width} {top + UNIT + PAD}", join(*layers)


def _cell(text: str) -> tuple[int, int]:
    x, y = text.split(":")
    return int(x), int(y)


def outline(triangles: list[tuple[str, str]]) -> list[tuple[tuple[str, str], int]]:
    """The sides of the triangles that border no other triangle of the set: ``(triangle, side)``,
    side 0 its tile edge, 1 its half-diagonal towards the previous triangle, 2 towards the next."""
    found = set(triangles)
    sides = []
    for cell, letter in triangles:
        d = DIRECTIONS.index(letter)
        x, y = _cell(cell)
        dx, dy = STEP[d]
        across = (f"{x + dx}:{y + dy}", DIRECTIONS[(d + 2) % 4])
        before, after = (cell, DIRECTIONS[(d + 3) % 4]), (cell, DIRECTIONS[(d + 1) % 4])
        for side, other in enumerate((across, before, after)):
            if other not in found:
                sides.append(((cell, letter), side))
    return sides


def _enclosure(figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    letters, _ = _words(t)
    left, top = figure["corner"]
    size = figure["size"]

    def origin(cell: str) -> tuple[float, float]:
        x, y = _cell(cell)
        return PAD + (x - left) * UNIT, PAD + (y - top) * UNIT

    placed = {cell: face for cell, _, _, _, face in figure["tiles"]}
    layers: list[Any] = []
    for row in range(top, top + size):
        for col in range(left, left + size):
            cell = f"{col}:{row}"
            if cell not in placed:
                x, y = origin(cell)
                layers.append(h("rect", {"x": x + 3, "y": y + 3, "width": UNIT - 6, "height": UNIT - 6, "rx": 3,
                                         "fill": "none", "stroke": MUTED, "stroke-width": 1.2,
                                         "stroke-dasharray": "4 3", "data-cell": cell, "data-empty": "1"}))  # fmt: skip
    for cell, face in placed.items():
        layers.append(_face(*origin(cell), face, letters, cell, wolf=cell == figure["wolf"]))
    segments = []
    for (cell, letter), side in outline(figure["enclosure"]):
        a, b, centre = _triangle(*origin(cell), DIRECTIONS.index(letter))
        segments.append(((a, b), (centre, a), (centre, b))[side])
    d = " ".join(f"M{a[0]:g} {a[1]:g}L{b[0]:g} {b[1]:g}" for a, b in segments)
    layers.append(h("g", {"class": "rules-enclosure", "data-sheep": len(figure["enclosure"])},
                      h("path", {"d": d, "fill": "none", "stroke": INK, "stroke-width": 5.5,
                                 "stroke-linecap": "round"}),
                      h("path", {"d": d, "fill": "none", "stroke": OUTLINE, "stroke-width": 2.5,
                                 "stroke-dasharray": "5 3"})))  # fmt: skip
    end = 2 * PAD + size * UNIT
    return f"0 0 {end} {end}", join(*layers)


def draw_figure(name: str, figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    """The viewBox and inside of one figure's SVG (``web/rules.py`` wraps them in ``<svg role="img">``)."""
    return {"faces": _faces, "enclosure": _enclosure}[name](figure, t)


# --- the words ------------------------------------------------------------------------------------

EN = {
    "title": "How to play La Guerre des Moutons",
    "brief": [
        "Two to four shepherds lay square tiles of village, forest and meadow to build one landscape "
        "together. Each of you secretly owns the sheep of one colour: black, yellow, red or blue.",
        [
            "Close a meadow of your colour on every side and it becomes an ",
            ("strong", "enclosure"),
            ". At the end only your ",
            ("strong", "largest enclosure"),
            " scores: 1 point per sheep, and nothing at all if a wolf prowls in a forest beside it.",
        ],
        "Keep your colour hidden as long as it helps, set wolves on your rivals, send hunters after the "
        "wolves, and know when to stop: the first players to finish earn a bonus.",
    ],
    "sections": [
        ("goal", "The aim", [
            ("p", "Every player is the shepherd of a flock of one colour, and at first nobody knows the others' "
                  "colours. Together you lay tiles around the village square, and a landscape of villages, "
                  "forests and meadows spreads over the table. Your aim: fence in the biggest closed meadow of "
                  "your own colour, out of the wolves' reach."),
            ("p", "Anyone may lay sheep of any colour anywhere. You can help your own flock, but you can also "
                  "hem in, spoil or overgrow a rival's meadow, if you can guess whose it is."),
        ]),
        ("tiles", "The tiles", [
            ("p", "The game has 77 square tiles, printed on both sides:"),
            ("ul", [
                [("strong", "the village square"), ": village all over, on both faces; the landscape starts "
                 "from it;"],
                [("strong", "4 “?” tiles"), ", one per colour: one face shows a question mark and is never "
                 "played; the other, the ", ("strong", "shepherd"), " face, shows four sheep of that colour;"],
                [("strong", "4 markers"), ", one per colour: they are never played, and only remind everyone "
                 "who has revealed which colour;"],
                [("strong", "68 tiles in the bag"), ": 60 landscape tiles, 4 wolves and 4 hunters."],
            ]),
            ("h3", "Faces"),
            ("p", ["Each face is a square cut along its diagonals into four triangles, one against each edge: "
                   "north, east, south and west. Each triangle is a single terrain: ", ("strong", "village"),
                   ", ", ("strong", "forest"), ", or ", ("strong", "sheep"), " of one colour. A sheep triangle "
                   "holds one sheep."]),
            ("p", "Two triangles of a face that touch (they share a side, not just the centre point) and have "
                  "the same terrain make one piece; between two different sheep colours stands a fence. "
                  "Opposite triangles, north and south or east and west, meet only at the centre: they are "
                  "joined only through a touching triangle of the same terrain."),
            ("p", "A tile may be played on either face, turned any of the four ways."),
            ("figure", "faces"),
            ("h3", "Wolves and hunters"),
            ("p", "A wolf tile shows a wolf in a wood: all four of its triangles are forest. A hunter tile is "
                  "the same, with a hunter. Their other face shows four sheep of one colour, and can be played "
                  "like any ordinary tile. There is one wolf and one hunter for each colour."),
            ("ruling", "The rulebook's list of tiles is lost, so this app uses a set of its own, rebuilt from "
                       "what is known of the published game: 15 landscape designs, each made in four "
                       "colourings so that no sheep colour is more common than another, 60 tiles in all. Most "
                       "faces show sheep of several colours parted by fences; some add village or forest, but "
                       "no face holds both village and forest."),
        ]),
        ("setup", "Getting ready", [
            ("ul", [
                "Each player is dealt one “?” tile at random and looks at it without showing it: its colour "
                "is the colour of your flock, and you keep it secret. The “?” tiles nobody receives stay out "
                "of the game, unseen.",
                "The markers are put aside, and the village square goes in the middle of the table.",
                "All 68 other tiles go into the bag. Each player draws 4 of them: that is your hand, hidden "
                "from the others.",
                "The first player is picked at random; then play goes round the table.",
            ]),
            ("ruling", "If nobody's hand holds a tile with a village triangle, nobody could start the "
                       "landscape: the hands go back into the bag, which is shaken, and everyone draws again."),
            ("h3", "Two-player variant: two colours each"),
            ("p", "With two players you may each take two “?” tiles and look after two flocks. Less mystery, "
                  "more tactics: at the end, each of your two colours scores its largest valid enclosure, and "
                  "the two are added up."),
        ]),
        ("turn", "Your turn", [
            ("p", ["On your turn, lay one tile from your hand on an empty cell at the edge of the landscape: it "
                   "must touch at least one tile already on the table, edge to edge. And on ",
                   ("strong", "every"), " edge it shares with a tile already there, the two triangles that meet "
                   "must be the same terrain: village against village, forest against forest, sheep against "
                   "sheep of the same colour."]),
            ("p", "The village square is village on all four sides, so the very first tile of the game has to "
                  "show a village triangle on the edge it lays against the square."),
            ("h3", "Drawing"),
            ("p", ["Then draw from the bag ", ("strong", "one tile for each tile your new tile touches"),
                   ": 1, 2, 3 or even 4. This is the multi-draw. If the bag holds fewer, take what is left."]),
            ("example", "You lay a tile in a corner of the landscape, where it touches one tile to its north "
                        "and another to its west. Both edges match, so the tile may go there, and you draw two "
                        "tiles instead of one."),
            ("h3", "When nothing fits"),
            ("p", "If no tile of your hand fits anywhere, on either face and turned any way, you pass, and you "
                  "draw nothing. That is the only time you pass: while a tile fits, you play one, or you stop "
                  "(see The end of the game)."),
        ]),
        ("reveal", "Revealing your colour", [
            ("p", "You may reveal your colour whenever you choose, even during another player's turn (see "
                  "Playing out of turn). Then:"),
            ("ul", [
                "turn your “?” tile to its shepherd face and lay it like any other tile: its edges must match, "
                "and you draw one tile for each tile it touches;",
                "if you wish, at once lay one more tile from your hand, and draw for that one too; you may "
                "also keep your tiles and lay no extra one;",
                "then take the marker of your colour and set it in front of you, so that nobody forgets it.",
            ]),
            ("p", "As the shepherd face is four sheep of your colour, it only fits on a cell where every "
                  "neighbouring edge shows your colour."),
            ("p", ["Reveal just before your own turn and you lay ", ("strong", "three tiles in a row"),
                   ": your shepherd, the extra tile, then your ordinary turn. But until you reveal, the others "
                   "can only guess which meadows are yours."]),
        ]),
        ("wolves", "Wolves and hunters", [
            ("h3", "Forests"),
            ("p", "A forest is all the forest triangles joined together, on one tile or from tile to tile "
                  "across their edges, however far it spreads. A wolf tile laid wolf side up is played like "
                  "any forest tile, and its wolf then haunts the whole forest it belongs to."),
            ("h3", "Wolves"),
            ("p", ["A wolf ruins the meadows around its forest: an enclosure bordered by a forest where an ",
                   ("strong", "uncovered"), " wolf lives is worth nothing (see Enclosures). A forest may hold "
                   "several wolves."]),
            ("h3", "Hunters"),
            ("p", "A hunter tile, hunter side up, can be used in two ways:"),
            ("ul", [
                [("strong", "on guard"), ": laid like a forest tile, it protects its forest. From then on, no "
                 "wolf may be laid where it would join that forest."],
                [("strong", "on a wolf"), ": laid on top of a wolf tile that is not covered yet, it cancels "
                 "that wolf. It takes one hunter per wolf."],
            ]),
            ("ruling", "A hunter laid on a wolf draws like any other tile: one tile for each tile around that "
                       "cell."),
            ("p", "When a tile joins two forests into one, and one of them held a wolf and the other a hunter, "
                  "that hunter does not cancel the wolf: the wolf must still be covered by a hunter of its "
                  "own before the meadows around can count."),
            ("h3", "At any moment"),
            ("p", "Wolves and hunters may be played at any moment, in your turn or out of it, as many as you "
                  "like: you may lay several, one after the other, drawing for each."),
        ]),
        ("reactions", "Playing out of turn", [
            ("p", "Around a real table, “at any moment” means players call out and lay their tiles whenever "
                  "they please. On screen, that freedom needs a fixed place."),
            ("ruling", ["Before ", ("strong", "every"), " turn comes a moment to react. Starting with the "
                        "player whose turn it is and going round the table, each player in turn may reveal "
                        "their colour, play wolves and hunters, or pass. Then the turn itself is played. If "
                        "the player whose turn it is reveals at that moment, their turn follows at once: the "
                        "others react at the next moment."]),
            ("ruling", "Everyone is asked at every moment, whatever they hold: were a player skipped, the "
                       "others would know that they have no wolf, no hunter and no place for their colour. "
                       "When all you could do is pass, the game passes for you without a word."),
            ("p", "Computer players use every one of these moments. On screen you are asked only when it "
                  "matters:"),
            ("ul", [
                "against the computer, before another player's turn you are asked only if you hold a wolf or "
                "a hunter that fits somewhere right now; revealing your colour, and anything else you may "
                "play out of turn, is offered at the start of your own turn, on your tiles;",
                "with several people on one device, your moment is the start of your own turn, once the "
                "device is in your hands: nobody is asked while someone else holds it, so no question gives "
                "away what a hand holds.",
            ]),
            ("p", "Either way you keep the best trick of the game: reveal just before your own turn and lay "
                  "three tiles in a row."),
        ]),
        ("enclosures", "Enclosures", [
            ("p", ["A ", ("strong", "meadow"), " is all the sheep triangles of one colour joined together, on "
                   "one tile or from tile to tile. It is ", ("strong", "closed"), " when none of its triangles "
                   "looks out onto an empty cell: the edge of each one lies against a tile. A closed meadow is "
                   "an ", ("strong", "enclosure"), ", and it holds one sheep per triangle."]),
            ("p", ["An enclosure is ", ("strong", "valid"), " unless one of its triangles touches, on its own "
                   "tile, a forest triangle of a forest where an uncovered wolf lives. A forest without a wolf "
                   "does no harm, and neither does a wolf whose forest does not touch the enclosure."]),
            ("figure", "enclosure"),
            ("p", "Once closed, a meadow cannot grow any more, but a wolf may still be laid in a forest beside "
                  "it, if that forest reaches an empty cell."),
        ]),
        ("scoring", "Scoring", [
            ("ul", [
                ["Each player scores only their ", ("strong", "largest valid enclosure"), " of their own "
                 "colour: 1 point per sheep in it. Smaller enclosures score nothing, and without a valid "
                 "enclosure you score 0."],
                "In the two-player variant, you score the largest valid enclosure of each of your two colours.",
                "Enclosures of a colour that nobody owns score for nobody.",
                "Add the finishing bonus, if you earned one (see The end of the game).",
            ]),
            ("p", "The highest total wins. When totals are equal, compare those players' second-largest valid "
                  "enclosures, then the third-largest, and so on: a player with an enclosure still to compare "
                  "beats one who has none left. If nothing parts them, they share the place."),
            ("example", "Black's largest valid enclosure holds 9 sheep, Yellow's 7. Yellow stopped first and "
                        "takes the 6-point bonus: Yellow has 13, Black 9, or 12 if Black finished second."),
        ]),
        ("end", "The end of the game", [
            ("p", "When the bag is empty nobody draws any more, but play goes on: everyone keeps laying the "
                  "tiles left in their hand, and those who drew more tiles may go on after the others are "
                  "done. A player who cannot lay anything passes."),
            ("h3", "Stopping"),
            ("p", "On any of your turns you may also stop for good, if you think you can neither improve your "
                  "own position nor harm anyone else's. Your tiles stay in your hand, unplayed, and you lay no "
                  "more tiles, not even out of turn."),
            ("p", ["Finishing early pays. The ", ("strong", "first"), " player to finish, by stopping or by "
                   "laying their last tile, gains ", ("strong", "6 points"), "; the second 3 points; the third "
                   "1 point."]),
            ("ruling", "Your “?” tile counts as a tile you still hold. If you lay your last tile from your hand "
                       "before revealing your colour, you have not finished yet: you may still reveal it, where "
                       "it fits, before one of your turns, or stop. You finish once you hold neither."),
            ("p", "Your enclosure counts as the table stands at the very end: after you stop, the others may "
                  "still close, spoil or rescue meadows."),
            ("ruling", "The game ends once every player has finished, or when none of the players still in the "
                       "game can lay a tile: that is, when nobody can lay anything at all, or when a whole round "
                       "goes by in which every turn was passed and nothing was laid, not even out of turn. A "
                       "player who never finished gets no bonus."),
        ]),
        ("seeing", "What you can see", [
            ("ul", [
                "The whole table, for everyone.",
                "Your own hand, both faces of every tile. The other players' hands only from the back: you "
                "know how many tiles they hold, nothing more.",
                "How many tiles are left in the bag.",
                "Your own colour, on your “?” tile. The others' colours stay hidden until they reveal them; "
                "from then on, their marker shows it to all.",
            ]),
            ("p", "The screen never shows a colour you are not meant to know."),
        ]),
        ("tips", "A few tips", [
            ("ul", [
                "Close a rival's meadow while it is still small: once closed, it cannot grow.",
                "Border it with forest, then send in a wolf.",
                "Or let it grow so big that it can never be closed.",
                "Hem it in so that no tile left can fill the gaps. Remember that no face holds both village and "
                "forest.",
            ]),
        ]),
        ("site", "How to play on this site", [
            ("ul", [
                "Choose a tile in your hand. Flip it to use its other face (A or B), and rotate it a quarter "
                "turn at a time.",
                "The cells where it can go are marked on the table: click or tap one to lay the tile there.",
                "The table grows as the game goes on: you can pan it and zoom in and out.",
                "When you hold something you may play out of turn (a wolf, a hunter, or your “?” tile while "
                "your colour is still secret), you are asked before each turn whether to play it or to pass.",
                [("strong", "Stop"), " ends your game, to earn a finishing bonus. As you will lay no more "
                 "tiles, you are asked to confirm first."],
            ]),
        ]),
    ],
    "figures": {
        "faces": {
            "label": "Both faces of one tile: black, yellow, black and yellow sheep; then three black sheep "
                     "and a red one",
            "caption": [
                "Face A of this tile has four pieces: its two black triangles face each other across the "
                "centre but do not touch, so they are two meadows of 1 sheep each, and fences part every "
                "triangle from the next. Face B has one black piece of 3 sheep, and a red sheep fenced off "
                "from it.",
            ],
            "key": [
                "B: a black sheep, Y: a yellow sheep, R: a red sheep;",
                "brown bars: fences between two colours.",
            ],
        },
        "enclosure": {
            "label": "An enclosure of 8 black sheep, closed on every side, but worth nothing: a wolf lives in "
                     "the forest beside it",
            "caption": [
                "The black tile in the middle and the black triangle of each of its four neighbours make one "
                "meadow of 8 sheep. None of these triangles looks out onto an empty cell, so the meadow is "
                "closed: it is an enclosure, even though three corners of the picture are still empty. But to "
                "the north and east, the forest holds a wolf, and triangles of that forest touch the "
                "enclosure: it is worth nothing. A hunter laid on the wolf would make it worth 8 points again.",
            ],
            "key": [
                "B: black sheep, Y: yellow sheep, V: village, F: forest;",
                "white dashed outline: the enclosure;",
                "the dark head on the top right tile: the wolf (its tile is all forest);",
                "dashed squares: empty cells.",
            ],
        },
    },
}

FR = {
    "title": "Comment jouer à La Guerre des Moutons",
    "brief": [
        "De deux à quatre bergers posent des tuiles carrées de village, de forêt et de prés pour bâtir "
        "ensemble un même paysage. Chacun possède en secret les moutons d'une couleur : noirs, jaunes, rouges "
        "ou bleus.",
        [
            "Fermez de tous côtés un pré de votre couleur : il devient un ",
            ("strong", "enclos"),
            ". À la fin, seul votre ",
            ("strong", "plus grand enclos"),
            " rapporte des points : 1 par mouton, et rien du tout si un loup rôde dans une forêt qui le borde.",
        ],
        "Gardez votre couleur secrète tant que cela vous sert, lâchez des loups chez vos rivaux, envoyez des "
        "chasseurs à leurs trousses, et sachez vous arrêter à temps : les premiers à finir gagnent un bonus.",
    ],
    "sections": [
        ("goal", "Le but du jeu", [
            ("p", "Chaque joueur est le berger d'un troupeau d'une couleur, et au départ personne ne connaît la "
                  "couleur des autres. Ensemble, vous posez des tuiles autour de la place du village, et un "
                  "paysage de villages, de forêts et de prés s'étend sur la table. Votre but : enclore le plus "
                  "grand pré fermé de votre couleur, à l'abri des loups."),
            ("p", "Chacun peut poser des moutons de n'importe quelle couleur, n'importe où. Vous pouvez aider "
                  "votre troupeau, mais aussi refermer, gâcher ou faire grossir sans fin le pré d'un rival, "
                  "encore faut-il deviner à qui il appartient."),
        ]),
        ("tiles", "Les tuiles", [
            ("p", "Le jeu compte 77 tuiles carrées, imprimées recto verso :"),
            ("ul", [
                [("strong", "la place du village"), " : du village sur toute sa surface, des deux côtés ; c'est "
                 "d'elle que part le paysage ;"],
                [("strong", "4 tuiles « ? »"), ", une par couleur : une face montre un point d'interrogation et "
                 "ne se joue jamais ; l'autre, la face ", ("strong", "berger"), ", montre quatre moutons de "
                 "cette couleur ;"],
                [("strong", "4 tuiles marqueurs"), ", une par couleur : elles ne se jouent jamais et rappellent "
                 "seulement à tous qui a dévoilé quelle couleur ;"],
                [("strong", "68 tuiles dans le sac"), " : 60 tuiles de paysage, 4 loups et 4 chasseurs."],
            ]),
            ("h3", "Les faces"),
            ("p", ["Chaque face est un carré découpé selon ses diagonales en quatre triangles, un contre chaque "
                   "bord : nord, est, sud et ouest. Chaque triangle porte un seul terrain : ",
                   ("strong", "village"), ", ", ("strong", "forêt"), " ou ", ("strong", "moutons"),
                   " d'une couleur. Un triangle de moutons compte pour un mouton."]),
            ("p", "Deux triangles d'une même face qui se touchent (ils ont un côté en commun, pas seulement le "
                  "point central) et qui ont le même terrain forment un seul morceau ; entre deux couleurs de "
                  "moutons différentes se dresse une clôture. Deux triangles opposés, nord et sud ou est et "
                  "ouest, ne se rejoignent qu'au centre : ils ne sont reliés que par un triangle voisin du même "
                  "terrain."),
            ("p", "Une tuile se joue sur l'une ou l'autre de ses faces, tournée dans n'importe lequel des quatre "
                  "sens."),
            ("figure", "faces"),
            ("h3", "Loups et chasseurs"),
            ("p", "Une tuile Loup montre un loup dans un bois : ses quatre triangles sont de la forêt. Une tuile "
                  "Chasseur est pareille, avec un chasseur. Leur autre face montre quatre moutons d'une même "
                  "couleur, et se joue comme une tuile ordinaire. Il y a un loup et un chasseur pour chaque "
                  "couleur."),
            ("ruling", "La liste des tuiles de la règle d'origine est perdue : cette application utilise donc "
                       "son propre jeu de tuiles, reconstitué d'après ce que l'on sait du jeu publié. 15 motifs "
                       "de paysage, déclinés chacun dans quatre jeux de couleurs pour qu'aucune couleur de "
                       "moutons ne soit plus fréquente qu'une autre, soit 60 tuiles. La plupart des faces "
                       "montrent des moutons de plusieurs couleurs séparés par des clôtures ; certaines y "
                       "ajoutent du village ou de la forêt, mais aucune face ne porte à la fois du village et "
                       "de la forêt."),
        ]),
        ("setup", "La mise en place", [
            ("ul", [
                "Chaque joueur reçoit au hasard une tuile « ? » et la regarde sans la montrer : sa couleur est "
                "celle de son troupeau, et il la garde secrète. Les tuiles « ? » que personne ne reçoit "
                "restent hors du jeu, sans être vues.",
                "Les tuiles marqueurs sont mises de côté, et la place du village est posée au milieu de la "
                "table.",
                "Les 68 autres tuiles vont dans le sac. Chaque joueur en pioche 4 : c'est sa main, qu'il cache "
                "aux autres.",
                "Le premier joueur est tiré au sort ; on joue ensuite chacun son tour, autour de la table.",
            ]),
            ("ruling", "Si aucune main ne contient de tuile avec un triangle de village, personne ne pourrait "
                       "commencer le paysage : les mains retournent dans le sac, qu'on secoue, et chacun "
                       "repioche."),
            ("h3", "Variante à deux : les moutons bicolores"),
            ("p", "À deux joueurs, chacun peut prendre deux tuiles « ? » et mener deux troupeaux. Moins de "
                  "mystère, plus de tactique : à la fin, chacune de vos deux couleurs marque son plus grand "
                  "enclos valide, et les deux s'additionnent."),
        ]),
        ("turn", "Votre tour", [
            ("p", ["À votre tour, posez une tuile de votre main sur une case vide au bord du paysage : elle doit "
                   "toucher, bord contre bord, au moins une tuile déjà posée. Et sur ", ("strong", "chaque"),
                   " bord qu'elle partage avec une tuile déjà là, les deux triangles qui se rencontrent doivent "
                   "être du même terrain : village contre village, forêt contre forêt, moutons contre moutons "
                   "de la même couleur."]),
            ("p", "La place du village est en village sur ses quatre côtés : la toute première tuile de la partie "
                  "doit donc montrer un triangle de village sur le bord qu'elle pose contre elle."),
            ("h3", "La pioche"),
            ("p", ["Piochez ensuite dans le sac ", ("strong", "une tuile pour chaque tuile que touche la tuile "
                   "posée"), " : 1, 2, 3, voire 4. C'est la multipioche. S'il en reste moins dans le sac, "
                   "prenez ce qu'il y a."]),
            ("example", "Vous posez une tuile dans un coin du paysage, où elle touche une tuile au nord et une "
                        "autre à l'ouest. Les deux bords concordent, la tuile peut donc aller là, et vous "
                        "piochez deux tuiles au lieu d'une."),
            ("h3", "Quand rien ne va"),
            ("p", "Si aucune tuile de votre main ne peut se poser nulle part, sur aucune de ses faces ni dans "
                  "aucun sens, vous passez votre tour, sans piocher. C'est le seul cas où l'on passe : tant "
                  "qu'une tuile peut se poser, vous en jouez une, ou bien vous vous arrêtez (voir La fin de la "
                  "partie)."),
        ]),
        ("reveal", "Dévoiler sa couleur", [
            ("p", "Vous pouvez dévoiler votre couleur quand bon vous semble, même pendant le tour d'un autre "
                  "joueur (voir Jouer hors de son tour). Alors :"),
            ("ul", [
                "retournez votre tuile « ? » sur sa face berger et posez-la comme n'importe quelle tuile : ses "
                "bords doivent concorder, et vous piochez une tuile pour chaque tuile qu'elle touche ;",
                "si vous le voulez, posez aussitôt une tuile de plus de votre main, et piochez pour celle-ci "
                "aussi ; vous pouvez aussi garder vos tuiles et n'en poser aucune de plus ;",
                "prenez enfin la tuile marqueur de votre couleur et placez-la devant vous, pour que personne ne "
                "l'oublie.",
            ]),
            ("p", "Comme la face berger montre quatre moutons de votre couleur, elle ne peut aller que sur une "
                  "case dont tous les bords voisins montrent votre couleur."),
            ("p", ["Dévoilez juste avant votre propre tour, et vous posez ", ("strong", "trois tuiles d'affilée"),
                   " : votre berger, la tuile en plus, puis votre tour normal. Mais tant que vous n'avez rien "
                   "dévoilé, les autres en sont réduits à deviner quels prés sont les vôtres."]),
        ]),
        ("wolves", "Loups et chasseurs", [
            ("h3", "Les forêts"),
            ("p", "Une forêt, ce sont tous les triangles de forêt reliés entre eux, sur une même tuile ou d'une "
                  "tuile à l'autre par leurs bords, si loin qu'elle s'étende. Une tuile Loup posée côté loup "
                  "se joue comme une tuile de forêt, et son loup hante alors toute la forêt dont elle fait "
                  "partie."),
            ("h3", "Les loups"),
            ("p", ["Un loup ruine les prés autour de sa forêt : un enclos bordé par une forêt où vit un loup ",
                   ("strong", "non recouvert"), " ne vaut rien (voir Les enclos). Une même forêt peut abriter "
                   "plusieurs loups."]),
            ("h3", "Les chasseurs"),
            ("p", "Une tuile Chasseur, côté chasseur, s'emploie de deux façons :"),
            ("ul", [
                [("strong", "en sentinelle"), " : posée comme une tuile de forêt, elle protège sa forêt. Dès "
                 "lors, aucun loup ne peut être posé là où il rejoindrait cette forêt."],
                [("strong", "sur un loup"), " : posée par-dessus une tuile Loup pas encore recouverte, elle "
                 "annule ce loup. Il faut un chasseur par loup."],
            ]),
            ("ruling", "Un chasseur posé sur un loup fait piocher comme toute autre tuile : une tuile pour "
                       "chaque tuile autour de cette case."),
            ("p", "Quand une tuile réunit deux forêts en une seule, l'une avec un loup et l'autre avec un "
                  "chasseur, ce chasseur n'annule pas le loup : il faut encore recouvrir le loup d'un chasseur "
                  "bien à lui pour que les prés alentour comptent."),
            ("h3", "À tout moment"),
            ("p", "Loups et chasseurs se jouent à tout moment, pendant votre tour ou en dehors, et autant que "
                  "vous voulez : vous pouvez en poser plusieurs à la suite, en piochant pour chacun."),
        ]),
        ("reactions", "Jouer hors de son tour", [
            ("p", "Autour d'une vraie table, « à tout moment » veut dire que chacun annonce et pose ses tuiles "
                  "quand bon lui semble. À l'écran, cette liberté a besoin d'une place bien définie."),
            ("ruling", ["Avant ", ("strong", "chaque"), " tour vient un moment pour réagir. En commençant par le "
                        "joueur dont c'est le tour, puis dans l'ordre de la table, chaque joueur peut à son "
                        "tour dévoiler sa couleur, jouer des loups et des chasseurs, ou passer. Puis le tour "
                        "lui-même se joue. Si le joueur dont c'est le tour dévoile à ce moment-là, son tour suit "
                        "aussitôt : les autres réagiront au moment suivant."]),
            ("ruling", "Chacun est interrogé à chaque moment, quoi qu'il ait en main : si l'on sautait un joueur, "
                       "les autres sauraient qu'il n'a ni loup, ni chasseur, ni place pour sa couleur. Quand "
                       "vous ne pouvez que passer, le jeu passe pour vous sans rien dire."),
            ("p", "Les joueurs de l'ordinateur profitent de chacun de ces moments. À l'écran, on ne vous "
                  "interroge que quand cela compte :"),
            ("ul", [
                "contre l'ordinateur, avant le tour d'un autre joueur, on ne vous demande rien sauf si vous "
                "avez un loup ou un chasseur qui peut se poser à cet instant ; dévoiler votre couleur, et tout "
                "ce que vous pouvez jouer hors de votre tour, vous est proposé au début de votre propre tour, "
                "sur vos tuiles ;",
                "à plusieurs sur un même appareil, votre moment est le début de votre propre tour, une fois "
                "l'appareil entre vos mains : personne n'est interrogé pendant qu'un autre le tient, et aucune "
                "question ne trahit ce qu'une main contient.",
            ]),
            ("p", "Dans les deux cas, la meilleure ruse du jeu reste possible : dévoilez juste avant votre tour "
                  "et posez trois tuiles d'affilée."),
        ]),
        ("enclosures", "Les enclos", [
            ("p", ["Un ", ("strong", "pré"), ", ce sont tous les triangles de moutons d'une même couleur reliés "
                   "entre eux, sur une tuile ou d'une tuile à l'autre. Il est ", ("strong", "fermé"),
                   " quand aucun de ses triangles ne donne sur une case vide : le bord de chacun est contre une "
                   "tuile. Un pré fermé est un ", ("strong", "enclos"), ", qui contient un mouton par "
                   "triangle."]),
            ("p", ["Un enclos est ", ("strong", "valide"), " sauf si l'un de ses triangles touche, sur sa propre "
                   "tuile, un triangle de forêt d'une forêt où vit un loup non recouvert. Une forêt sans loup ne "
                   "gêne en rien, pas plus qu'un loup dont la forêt ne touche pas l'enclos."]),
            ("figure", "enclosure"),
            ("p", "Un pré fermé ne peut plus s'agrandir, mais un loup peut encore venir dans une forêt qui le "
                  "borde, si cette forêt donne sur une case vide."),
        ]),
        ("scoring", "Le décompte", [
            ("ul", [
                ["Chaque joueur ne marque que son ", ("strong", "plus grand enclos valide"), " de sa couleur : "
                 "1 point par mouton qu'il contient. Les enclos plus petits ne rapportent rien, et sans enclos "
                 "valide, vous marquez 0."],
                "Dans la variante à deux, vous marquez le plus grand enclos valide de chacune de vos deux "
                "couleurs.",
                "Les enclos d'une couleur qui n'appartient à personne ne rapportent rien à personne.",
                "Ajoutez le bonus de fin, si vous l'avez gagné (voir La fin de la partie).",
            ]),
            ("p", "Le plus haut total l'emporte. En cas d'égalité, on compare le deuxième plus grand enclos "
                  "valide des joueurs à égalité, puis le troisième, et ainsi de suite : celui à qui il reste un "
                  "enclos à comparer l'emporte sur celui qui n'en a plus. Si rien ne les départage, ils se "
                  "partagent la place."),
            ("example", "Le plus grand enclos valide de Noir contient 9 moutons, celui de Jaune 7. Jaune s'est "
                        "arrêté le premier et gagne le bonus de 6 points : Jaune a 13, Noir 9, ou 12 si Noir a "
                        "fini deuxième."),
        ]),
        ("end", "La fin de la partie", [
            ("p", "Quand le sac est vide, plus personne ne pioche, mais la partie continue : chacun pose les "
                  "tuiles qui lui restent en main, et ceux qui ont pioché davantage peuvent continuer après "
                  "que les autres ont terminé. Un joueur qui ne peut rien poser passe."),
            ("h3", "S'arrêter"),
            ("p", "À n'importe lequel de vos tours, vous pouvez aussi vous arrêter pour de bon, si vous pensez ne "
                  "plus pouvoir améliorer votre position ni gêner celle des autres. Vos tuiles restent dans "
                  "votre main, sans être jouées, et vous ne posez plus aucune tuile, même hors de votre tour."),
            ("p", ["Finir tôt rapporte. Le ", ("strong", "premier"), " joueur qui finit, en s'arrêtant ou en "
                   "posant sa dernière tuile, gagne ", ("strong", "6 points"), " ; le deuxième, 3 points ; le "
                   "troisième, 1 point."]),
            ("ruling", "Votre tuile « ? » compte comme une tuile que vous avez encore. Si vous posez la "
                       "dernière tuile de votre main sans avoir dévoilé votre couleur, vous n'avez pas encore "
                       "fini : vous pouvez encore la dévoiler, là où elle va, avant l'un de vos tours, ou vous "
                       "arrêter. Vous finissez quand vous n'avez plus ni l'une ni les autres."),
            ("p", "Votre enclos compte tel que la table se présente tout à la fin : après votre arrêt, les autres "
                  "peuvent encore fermer, gâcher ou sauver des prés."),
            ("ruling", "La partie s'arrête quand tous les joueurs ont fini, ou quand aucun des joueurs encore en "
                       "lice ne peut poser de tuile : quand plus personne ne peut rien poser, ou quand tout un "
                       "tour de table passe sans que personne ne pose rien, pas même hors de son tour. Un joueur "
                       "qui n'a jamais fini ne gagne pas de bonus."),
        ]),
        ("seeing", "Ce que l'on voit", [
            ("ul", [
                "Toute la table, pour tout le monde.",
                "Votre main, avec les deux faces de chaque tuile. Celle des autres seulement de dos : vous savez "
                "combien de tuiles ils ont, rien de plus.",
                "Le nombre de tuiles qui restent dans le sac.",
                "Votre couleur, sur votre tuile « ? ». Celle des autres reste cachée jusqu'à ce qu'ils la "
                "dévoilent ; leur marqueur la montre alors à tous.",
            ]),
            ("p", "L'écran ne montre jamais une couleur que vous n'êtes pas censé connaître."),
        ]),
        ("tips", "Quelques conseils", [
            ("ul", [
                "Fermez le pré d'un rival tant qu'il est encore petit : une fois fermé, il ne grandit plus.",
                "Bordez-le de forêt, puis faites-y entrer un loup.",
                "Ou bien faites-le grossir au point qu'il ne puisse plus jamais être fermé.",
                "Cernez-le de sorte qu'aucune tuile restante ne puisse combler les trous. N'oubliez pas "
                "qu'aucune face ne porte à la fois du village et de la forêt.",
            ]),
        ]),
        ("site", "Jouer sur ce site", [
            ("ul", [
                "Choisissez une tuile dans votre main. Retournez-la pour utiliser son autre face (A ou B), et "
                "faites-la pivoter d'un quart de tour à la fois.",
                "Les cases où elle peut aller sont marquées sur la table : cliquez ou touchez l'une d'elles "
                "pour y poser la tuile.",
                "La table s'agrandit au fil de la partie : vous pouvez la faire glisser et zoomer.",
                "Quand vous avez en main de quoi jouer hors de votre tour (un loup, un chasseur, ou votre tuile "
                "« ? » tant que votre couleur est secrète), on vous demande avant chaque tour si vous voulez "
                "le jouer ou passer.",
                [("strong", "Arrêter"), " met fin à votre partie, pour gagner un bonus de fin. Comme vous ne "
                 "poserez plus aucune tuile, on vous demande d'abord de confirmer."],
            ]),
        ]),
    ],
    "figures": {
        "faces": {
            "label": "Les deux faces d'une même tuile : moutons noir, jaune, noir et jaune ; puis trois moutons "
                     "noirs et un rouge",
            "caption": [
                "La face A de cette tuile compte quatre morceaux : ses deux triangles noirs se font face de part "
                "et d'autre du centre mais ne se touchent pas ; ce sont donc deux prés d'un mouton chacun, et "
                "des clôtures séparent chaque triangle du suivant. La face B porte un morceau noir de 3 "
                "moutons, et un mouton rouge séparé de lui par des clôtures.",
            ],
            "key": [
                "N : un mouton noir, J : un mouton jaune, R : un mouton rouge ;",
                "barres brunes : les clôtures entre deux couleurs.",
            ],
        },
        "enclosure": {
            "label": "Un enclos de 8 moutons noirs, fermé de tous côtés, mais qui ne vaut rien : un loup vit "
                     "dans la forêt voisine",
            "caption": [
                "La tuile noire du milieu et le triangle noir de chacune de ses quatre voisines forment un seul "
                "pré de 8 moutons. Aucun de ces triangles ne donne sur une case vide : le pré est fermé, c'est "
                "un enclos, même si trois coins de l'image sont encore vides. Mais au nord et à l'est, la forêt "
                "abrite un loup, et des triangles de cette forêt touchent l'enclos : il ne vaut rien. Un "
                "chasseur posé sur le loup lui rendrait ses 8 points.",
            ],
            "key": [
                "N : moutons noirs, J : moutons jaunes, V : village, F : forêt ;",
                "contour blanc en tirets : l'enclos ;",
                "la tête sombre sur la tuile en haut à droite : le loup (sa tuile est toute en forêt) ;",
                "carrés en tirets : des cases vides.",
            ],
        },
    },
}

PAGES = {"en": EN, "fr": FR}
