"""The review screen's markup (web/review_screen.py draws it): the graph of each seat's estimated chance
of winning, the turning points, every graded move, the progress while the review is made, and the
head of the position shown. Everything here is drawn from a review's result (game/review.py, JSON
data) and the game's own words (its ``describe_move``): only ``h()`` markup, every text escaped.

Interfaces others rely on: each graded move carries ``data-grade`` (good, inaccuracy, mistake or
blunder) and ``data-move`` (its index in the record's actions); a turning point carries
``data-turning``; a point of the graph ``data-at`` (the move it opens).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .i18n import STRINGS
from .markup import Markup, h, join
from .icons import icon

GRADES = ("good", "inaccuracy", "mistake", "blunder")
# each seat's line: a colour (AA contrast on the page's paper) and a dash, so that lines differ by more than colour
LINE_COLOURS = ("#1f5f8b", "#b3261e", "#2e7d32", "#6a1b9a", "#8a5a00")
LINE_DASHES = ("", "6 3", "2 3", "8 3 2 3", "1 2")
# the graph's drawing box: stretched to the width and height the page gives it (its lines keep their
# width, its dots their roundness: non-scaling strokes), its words in HTML beside it
WIDTH, HEIGHT = 400, 100
PAD = 5  # above 100 % and below 0 %, in the box's units
LONG_LIST = 40  # graded moves past which the list first shows only the moves worth a look
FALL = 0.25  # a graded seat's biggest fall of chance worth a line under its tally (and a band on the graph)
NEAR = 0.05  # the fall ends where the line first comes this near its low (a lost game's tail is not the fall)

# (a move of the review, "move" or "best") -> that move in words (web/review_screen.py: the game's
# ``describe_move`` of what the seat saw of it, as the table says a move)
Say = Callable[[dict[str, Any], str], str]


def percent(chance: float | None, language: str = "en") -> str:
    """A chance in per cent, as the language writes it (French: a thin space before the sign, never
    broken off)."""
    if chance is None:
        return "–"
    return f"{round(chance * 100)}\u202f%" if language == "fr" else f"{round(chance * 100)}%"


def short_tail(words: str, longest: int = 8) -> str:
    """A move in words whose short last word (the hole, "d7.") never goes to a line of its own."""
    head, _, tail = words.rpartition(" ")
    return f"{head}\u00a0{tail}" if " " in head and len(tail) <= longest else words


def grade_badge(grade: str, t: Any) -> Markup:
    return h("span", {"class": f"grade grade-{grade}"}, t(f"review.grade.{grade}"))


def biggest_fall(result: dict[str, Any], seat: int) -> tuple[int, int] | None:
    """Where the seat's line fell most, from a high to a later low (positions of the curve; the low is
    where the line first comes ``NEAR`` it), once the review is done and if it fell by ``FALL`` or more;
    None otherwise."""
    curve = result.get("curve") or []
    if not result.get("done"):
        return None
    found, high = None, None
    worst = FALL - 1e-9
    for position, row in enumerate(curve):
        chance = row[seat] if seat < len(row) else None
        if chance is None:
            continue
        if high is None or chance > curve[high][seat]:
            high = position
        elif curve[high][seat] - chance >= worst:
            found, worst = (high, position), curve[high][seat] - chance
    if found is None:
        return None
    high, low = found
    near = next(p for p in range(high + 1, low + 1) if curve[p][seat] is not None and curve[p][seat] <= curve[low][seat] + NEAR)
    return high, near


def fall_words(result: dict[str, Any], seat: int, t: Any) -> Markup:
    """The seat's biggest fall in words, and whether any move of its in it stands out."""
    fall = biggest_fall(result, seat)
    if fall is None:
        return Markup("")
    high, low = fall
    curve = result["curve"]
    key = "review.fall.one" if low == high + 1 else "review.fall"
    said = t(key, first=high + 1, last=low, before=percent(curve[high][seat], t.language),
             after=percent(curve[low][seat], t.language))
    inside = [m for m in result.get("moves") or [] if m["seat"] == seat and high <= m["n"] < low]
    if low > high + 1 and not any(m["grade"] in ("mistake", "blunder") for m in inside):
        said += " " + t("review.fall.gradual")
    return h("p", {"class": "review-fall", "data-seat": seat, "data-fall": f"{high}-{low}"}, said)


# -- the graph -------------------------------------------------------------------------------------


def graph(result: dict[str, Any], names: Sequence[str], t: Any, selected: int | None = None) -> Markup:
    """Each seat's estimated chance of winning after each move, one line per seat (``names``), drawn
    as far as the review has gone; the turning points marked, the move shown (``selected``) lined.
    A tap on a column opens its move (``data-at``). The scale's words are HTML, beside the drawing."""
    total = max(1, int(result.get("actions") or 0))
    curve: list[list[float | None]] = result.get("curve") or []

    def x(position: int) -> float:
        return round(WIDTH * position / total, 2)

    def y(chance: float) -> float:
        return round(PAD + (HEIGHT - 2 * PAD) * (1 - chance), 2)

    fixed = {"vector-effect": "non-scaling-stroke"}
    grid = [h("line", {"class": "graph-grid", "x1": 0, "x2": WIDTH, "y1": y(level), "y2": y(level), **fixed})
            for level in (0, 0.5, 1)]
    lines = []
    for seat in range(len(names)):
        points = [(x(p), y(row[seat])) for p, row in enumerate(curve) if seat < len(row) and row[seat] is not None]
        if len(points) == 1:
            points.append(points[0])
        if points:
            lines.append(h("polyline", {"class": "graph-line", "data-seat": seat, "fill": "none",
                                        "stroke": LINE_COLOURS[seat % len(LINE_COLOURS)],
                                        "stroke-dasharray": LINE_DASHES[seat % len(LINE_DASHES)] or None,
                                        "points": " ".join(f"{a},{b}" for a, b in points), **fixed}))  # fmt: skip
    bands, marks = [], []
    for seat in result.get("seats") or []:
        fall = biggest_fall(result, seat) if seat < len(names) else None
        if fall is not None:  # a band behind the lines where the seat's chance fell most
            bands.append(h("rect", {"class": "graph-fall", "data-seat": seat, "x": x(fall[0]), "y": 0,
                                    "width": round(x(fall[1]) - x(fall[0]), 2), "height": HEIGHT}))
    moves = {m["n"]: m for m in result.get("moves") or []}
    for n in result.get("turning") or []:
        move = moves.get(n)
        on_line = curve[n + 1][move["seat"]] if move is not None and n + 1 < len(curve) else None
        if move is not None and on_line is not None:  # a dot on its seat's line: a line of no length, round
            at, chance = x(n + 1), y(on_line)
            marks.append(h("line", {"class": f"graph-turning grade-{move['grade']}", "x1": at, "x2": at,
                                    "y1": chance, "y2": chance, **fixed}))
    if selected is not None and 0 <= selected < total:
        marks.insert(0, h("line", {"class": "graph-selected", "x1": x(selected + 1), "x2": x(selected + 1),
                                   "y1": 0, "y2": HEIGHT, **fixed}))
    step = WIDTH / total
    hits = [h("rect", {"class": "graph-hit", "data-cmd": "review-at", "data-at": p - 1, "x": round(x(p) - step / 2, 2),
                       "y": 0, "width": round(step, 2), "height": HEIGHT})
            for p in range(1, total + 1)]  # fmt: skip
    drawing = h(
        "svg", {"class": "review-graph-svg", "viewBox": f"0 0 {WIDTH} {HEIGHT}", "preserveAspectRatio": "none",
                "role": "img", "aria-labelledby": "review-graph-title review-graph-summary"},
        *grid, *bands, *lines, *marks, *hits,
    )  # fmt: skip
    scale = h("div", {"class": "graph-scale", "aria-hidden": "true"},
              *[h("span", {}, percent(level, t.language)) for level in (1, 0.5, 0)])
    return join(h("div", {"class": "graph-box"}, scale, drawing),
                h("p", {"class": "graph-moves", "aria-hidden": "true"}, t("review.graph.moves", n=total)))


def legend(names: Sequence[str], result: dict[str, Any], t: Any) -> Markup:
    """Each line's seat, its dash and colour, and its last estimate (the result, once the game is over)."""
    curve = result.get("curve") or []
    last = curve[-1] if curve else []
    items = []
    for seat, name in enumerate(names):
        sample = h("svg", {"class": "legend-line", "viewBox": "0 0 24 8", "width": 24, "height": 8, "aria-hidden": "true"},
                   h("line", {"x1": 0, "x2": 24, "y1": 4, "y2": 4, "stroke": LINE_COLOURS[seat % len(LINE_COLOURS)],
                              "stroke-width": 2.5, "stroke-dasharray": LINE_DASHES[seat % len(LINE_DASHES)] or None}))
        chance = last[seat] if seat < len(last) else None
        items.append(h("li", {"data-seat": seat}, sample, h("span", {}, name), " ",
                       h("span", {"class": "legend-chance"}, percent(chance, t.language))))
    return h("ul", {"class": "review-legend"}, *items)


def graph_summary(names: Sequence[str], result: dict[str, Any], t: Any) -> str:
    """The graph in words, for those who do not see it: each seat's chance at the start and now."""
    curve = result.get("curve") or []
    said = []
    for seat, name in enumerate(names):
        known = [row[seat] for row in curve if seat < len(row) and row[seat] is not None]
        if known:
            said.append(t("review.graph.seat", who=name, start=percent(known[0], t.language),
                              end=percent(known[-1], t.language)))
    return " ".join(said) if said else t("review.graph.empty")


# -- the moves -------------------------------------------------------------------------------------


def better_words(move: dict[str, Any], say: Say, t: Any, key: str = "review.better") -> str:
    """"Better: place a marble on c1", and why where the game can tell ("This move takes the majority
    of its plate of 6 holes."; the game's reasons are among the words: web/good_move.py learn_reasons).
    ``key``: other words before the move ("The computer's choice: …" beside a move graded good)."""
    said = t(key, move=say(move, "best"))
    why = move.get("why")
    if (isinstance(why, list) and len(why) == 2 and isinstance(why[0], str) and why[0] in STRINGS
            and isinstance(why[1], dict)):
        try:
            said += ". " + t("hint.because", why=t(why[0], **why[1]))
        except (KeyError, IndexError, ValueError):  # a kept review's reason of words since changed
            pass
    return said


def move_item(move: dict[str, Any], say: Say, names: Sequence[str], t: Any, many: bool,
              selected: int | None) -> Markup:
    """One graded move: its number, the seat (when several are graded), the move in words, its grade,
    and the better move when it was not good. A tap opens it."""
    n, seat, grade = int(move["n"]), int(move["seat"]), str(move["grade"])
    words = [h("span", {"class": "move-number"}, t("review.move", n=n + 1)),
             h("span", {"class": "move-who"}, names[seat]) if many else "",
             h("span", {"class": "move-words"}, short_tail(say(move, "move"))),
             grade_badge(grade, t)]
    if move.get("forced"):
        words.append(h("span", {"class": "move-note"}, t("review.forced")))
    elif grade != "good" and move.get("best") and move["best"] != move["move"]:
        words.append(h("span", {"class": "move-better"}, better_words(move, say, t)))
    return h("li", {},
             h("button", {"type": "button", "class": f"review-move grade-{grade}", "data-cmd": "review-at", "data-at": n,
                          "data-move": n, "data-grade": grade, "aria-current": "true" if selected == n else None},
               *words))  # fmt: skip


def worth_a_look(moves: Sequence[dict[str, Any]], selected: int | None) -> list[dict[str, Any]]:
    """The moves a long list shows first: those not graded good, and the move opened."""
    return [m for m in moves if m["grade"] != "good" or m["n"] == selected]


def moves_list(result: dict[str, Any], say: Say, names: Sequence[str], t: Any, selected: int | None,
               every: bool = True) -> Markup:
    """Every graded move; in a long game unless ``every``, only those worth a look."""
    moves = result.get("moves") or []
    many = len({m["seat"] for m in moves}) > 1
    if not moves:
        return Markup("")
    if not every and len(moves) > LONG_LIST:
        moves = worth_a_look(moves, selected)
    return join(*(move_item(m, say, names, t, many, selected) for m in moves))


def moves_filter(result: dict[str, Any], t: Any, every: bool) -> Markup:
    """In a long game, what the list shows and the button that shows the rest (or hides it again)."""
    moves = result.get("moves") or []
    if len(moves) <= LONG_LIST:
        return Markup("")
    shown = len(worth_a_look(moves, None))
    said = t("review.moves.every", total=len(moves)) if every else t("review.moves.some", n=shown, total=len(moves))
    button = t("review.moves.show_some") if every else t("review.moves.show_every", total=len(moves))
    return join(h("p", {"class": "note"}, said),
                h("button", {"type": "button", "class": "button", "data-cmd": "review-every",
                             "aria-pressed": "true" if every else "false", "aria-controls": "review-moves"}, button))


def turning_points(result: dict[str, Any], say: Say, names: Sequence[str], t: Any,
                   selected: int | None) -> Markup:
    """The moves that changed the chance most, each a button that shows it on the table."""
    moves = {m["n"]: m for m in result.get("moves") or []}
    items = []
    for n in result.get("turning") or []:
        move = moves.get(n)
        if move is not None:
            grade = str(move["grade"])
            items.append(point_item(move, say, t, selected, f"grade-{grade}", badge=grade_badge(grade, t)))
    return join(*items)


def point_item(move: dict[str, Any], say: Say, t: Any, selected: int | None, kind: str,
               badge: Markup | str = "", after: Markup | str = "") -> Markup:
    """A move worth opening (a turning point, a move that cost most): a button that shows it on the
    table, with its number, its words, ``badge``, its chance before and after, then ``after``."""
    n = int(move["n"])
    change = t("review.change", before=percent(move.get("chance_before"), t.language),
               after=percent(move.get("chance_after"), t.language))
    return h("li", {},
             h("button", {"type": "button", "class": f"turning {kind}", "data-cmd": "review-at", "data-at": n,
                          "data-turning": n, "aria-current": "true" if selected == n else None},
               h("span", {"class": "move-number"}, t("review.move", n=n + 1)),
               h("span", {"class": "move-words"}, short_tail(say(move, "move"))),
               badge, h("span", {"class": "turning-change"}, change), after))  # fmt: skip


COSTLIEST_MOST, COSTLIEST_LEAST = 3, 0.02  # no turning point: the moves that cost most, each at least this


def costliest(result: dict[str, Any]) -> list[int]:
    """When no move is a turning point (the game slipped away a little at a time): the moves that
    lowered their seat's chance most, at most :data:`COSTLIEST_MOST`, each by at least
    :data:`COSTLIEST_LEAST`, in the order of the game."""
    if result.get("turning"):
        return []
    costly = [m for m in result.get("moves") or [] if not m.get("forced") and float(m.get("drop") or 0) >= COSTLIEST_LEAST]
    costly.sort(key=lambda m: (-float(m["drop"]), m["n"]))
    return sorted(m["n"] for m in costly[:COSTLIEST_MOST])


def costliest_moves(result: dict[str, Any], say: Say, t: Any, selected: int | None) -> Markup:
    """Those moves, each a button that shows it on the table, with its chance before and after and
    the better move: not graded here (each was a good move on its own), the list says what they cost
    together."""
    moves = {m["n"]: m for m in result.get("moves") or []}
    items = []
    for n in costliest(result):
        move = moves[n]
        better = move.get("best") and move["best"] != move["move"]
        items.append(point_item(move, say, t, selected, "costly",
                                after=h("span", {"class": "move-better"}, better_words(move, say, t)) if better else ""))
    return join(*items)


def summary(result: dict[str, Any], names: Sequence[str], t: Any) -> Markup:
    """Per graded seat: how many of its moves got each grade."""
    counts: dict[int, dict[str, int]] = {}
    for move in result.get("moves") or []:
        row = counts.setdefault(int(move["seat"]), {g: 0 for g in GRADES})
        row[str(move["grade"])] = row.get(str(move["grade"]), 0) + 1
    rows = []
    for seat, row in sorted(counts.items()):
        chips = [h("li", {"class": f"grade-count grade-{g}"}, t(f"review.grade.{g}"), " ", h("strong", {}, row[g]))
                 for g in GRADES]
        rows.append(h("div", {"class": "review-tally", "data-seat": seat},
                      h("span", {"class": "tally-who"}, names[seat]), h("ul", {}, *chips), fall_words(result, seat, t)))
    return join(*rows)


# -- the work in progress --------------------------------------------------------------------------


def progress(state: str, result: dict[str, Any] | None, t: Any, reason: str = "") -> Markup:
    """The bar while the review is made (``state``: starting, working), or what stopped it (cancelled,
    failed: ``reason``), with Cancel or Review again."""
    if state in ("starting", "working"):
        done = float((result or {}).get("progress") or 0)
        graded = len((result or {}).get("moves") or [])
        words = t("review.starting") if state == "starting" else t("review.working", n=graded, p=round(done * 100))
        return join(
            h("label", {"class": "review-progress-label", "for": "review-bar"}, words),
            h("progress", {"id": "review-bar", "max": 100, "value": round(done * 100)}),
            h("button", {"type": "button", "class": "button", "data-cmd": "review-cancel"}, t("review.cancel")),
        )  # fmt: skip
    if state == "cancelled":
        return join(h("p", {"class": "review-stopped"}, t("review.cancelled")),
                    h("button", {"type": "button", "class": "button primary", "data-cmd": "review-again"}, t("review.again")))
    if state == "failed":
        return join(h("p", {"class": "review-stopped", "role": "alert"}, t("review.failed", reason=reason)),
                    h("button", {"type": "button", "class": "button primary", "data-cmd": "review-again"}, t("review.again")))
    return Markup("")


# -- the position shown ------------------------------------------------------------------------------


def steps(n: int | None, total: int, t: Any) -> Markup | str:
    """The move before and the move after the one opened (``n``), a step each (none at the end)."""
    if n is None:
        return ""

    def step(way: str, at: int, symbol: str) -> Markup:
        attrs: dict[str, Any] = {"type": "button", "class": "tool", "data-step": way, "aria-label": t(f"review.{way}"),
                                 "aria-describedby": "review-position-title"}  # focused, it reads the move it opened
        if 0 <= at < total:
            attrs.update({"data-cmd": "review-at", "data-at": at})
        else:
            attrs["aria-disabled"] = "true"
        return h("button", attrs, icon(symbol))

    return h("div", {"class": "position-steps", "role": "group", "aria-label": t("review.steps")},
             step("previous", n - 1, "back"), step("next", n + 1, "forward"))


def position_head(n: int | None, mode: str, move: dict[str, Any] | None, played: dict[str, Any] | None,
                  say: Say, names: Sequence[str], t: Any, can_try: bool, total: int, over: bool) -> Markup:
    """Over the table in the review: which position it shows (``n``: the move opened, None: the end),
    the move played (``played``: its n, seat and move; ``move``: its grading, if it was graded) and its
    grade, the better move, the buttons that show the position before, after the move played or after
    the better move (``mode``), and "Try again from here"."""
    if n is None or played is None:
        title = t("review.position.end") if over else t("review.position.now", n=total)
        return join(h("h2", {"id": "review-position-title", "tabindex": "-1"}, title), steps(n, total, t))
    seat, text = int(played["seat"]), str(played["move"])
    parts = [h("h2", {"id": "review-position-title", "tabindex": "-1"}, t("review.move", n=n + 1), " · ", names[seat]),
             steps(n, total, t)]
    line: list[Any] = [say(played, "move")]
    if move is not None:
        line += [" ", grade_badge(str(move["grade"]), t)]
    parts.append(h("p", {"class": "position-played"}, *line))
    better = move is not None and move.get("best") and move["best"] != text
    if better:  # beside a good move, the computer's choice is no reproach
        key = "review.preferred" if move.get("grade") == "good" else "review.better"
        parts.append(h("p", {"class": "position-better"}, better_words(move, say, t, key)))
    shows = [("before", t("review.show.before")), ("played", t("review.show.played"))]
    if better:
        shows.append(("better", t("review.show.better")))
    parts.append(h("div", {"class": "position-show", "role": "group", "aria-label": t("review.show")},
                   *[h("button", {"type": "button", "class": "button", "data-cmd": "review-show", "data-show": key,
                                  "aria-pressed": "true" if key == mode else "false"}, label) for key, label in shows]))
    if can_try:
        parts.append(h("button", {"type": "button", "class": "button primary", "data-cmd": "review-try", "data-at": n},
                       t("review.try")))
    return join(*parts)
