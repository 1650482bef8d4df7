"""The La Guerre des Moutons AI's reading of a table: its regions, and what each meadow is worth to a
seat (for :mod:`.search`, which weighs the moves with it).

**The table** is read once per decision into regions (:class:`Board`): meadows and forests, with each
region's size, the empty cells it faces (its *openings*), the forests a meadow touches on a face and
the wolves and hunters of each forest. A move is weighed by what it changes: the regions the new tile
joins, the empty cells around it (whose needs change), the forests whose wolves change.

**A meadow's worth** is its expected enclosure: a valid enclosure counts its sheep (less the risk of a
wolf: a forest on its faces with an empty cell a wolf fits); an open meadow counts
``size x open_weight x P(closed) ** gamma`` times the share of the openings the turns left can fill,
where ``P(closed)`` multiplies, over the empty cells it faces, the chance each is *capped*: filled by a
tile of the pool whose piece against the meadow leads to no other empty cell (the seat's own tiles
count most for its own colours; a cell no tile of the pool fits is dead, and so is the meadow). A
meadow on a forest holding an uncovered wolf is worth only the chance of a hunter covering it. A
colour is worth its best meadow (only the largest enclosure scores).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .tiles import (
    BAG_TILES,
    COLOURS,
    FOREST,
    HUNTER,
    OPPOSITE,
    QUESTION_TILES,
    TERRAIN_LETTERS,
    TILE_BY_ID,
    WOLF,
    Face,
    pieces,
    rotate,
)
from .table import STEPS as STEP
from .table import Cell

OPP = OPPOSITE
FREE = (-1, -1, -1, -1)


# --- faces and the pool ---------------------------------------------------------------------------

_FACE_DATA: dict[Face, tuple] = {}


def face_data(face: Face) -> tuple:
    """``(pieces, piece of each direction, pieces touching each piece on the face, terrains)``."""
    data = _FACE_DATA.get(face)
    if data is None:
        ps = pieces(face)
        of = [0, 0, 0, 0]
        for i, p in enumerate(ps):
            for d in p:
                of[d] = i
        touch = []
        for i, p in enumerate(ps):
            near = {of[e] for d in p for e in ((d + 1) % 4, (d + 3) % 4)} - {i}
            touch.append(tuple(sorted(near)))
        data = (ps, tuple(of), tuple(touch), tuple(face[p[0]] for p in ps))
        _FACE_DATA[face] = data
    return data


def tile_faces(tile_id: str) -> list[Face]:
    """Every face a tile may show (both sides, each distinct rotation)."""
    tile = TILE_BY_ID[tile_id]
    found: list[Face] = []
    for side in (0, 1):
        face = tile[1 + side]
        if face is None:
            continue
        for r in range(4):
            turned = rotate(face, r)  # type: ignore[arg-type]  # a tile's [1 + side] is a face
            if turned not in found:
                found.append(turned)
    return found


_INDEX: dict[tuple[int, ...], list[tuple[str, int, Face]]] = {}


def index() -> dict[tuple[int, ...], list[tuple[str, int, Face]]]:
    """For every pattern of needs (a face with some sides free, -1), the ``(tile, capped sides, face)``
    that fit it, a tile's entries together: a side is *capped* when the piece holding it lies against
    needed sides only."""
    if not _INDEX:
        for tile in BAG_TILES + QUESTION_TILES:
            for face in tile_faces(tile[0]):
                ps, of, _, _ = face_data(face)
                masks = [sum(1 << d for d in ps[of[d]]) for d in range(4)]
                for m in range(1, 16):
                    key = tuple(face[d] if m >> d & 1 else -1 for d in range(4))
                    caps = sum(1 << d for d in range(4) if m >> d & 1 and masks[d] & ~m == 0)
                    _INDEX.setdefault(key, []).append((tile[0], caps, face))
    return _INDEX


# --- the table read into regions -------------------------------------------------------------------


class Context:
    """What a seat knows and weighs, for :class:`Board`: its colours, the pool, the weights."""

    def __init__(self, view: Mapping[str, Any], settings: Mapping[str, Any], seat: int,
                 colours: list[int], hand: list[str], unseen: list[str], revealed: bool) -> None:
        st = settings
        self.settings = st
        self.seat = seat
        self.mine = set(colours)
        self.hand = list(hand)
        avail: dict[str, int] = {t: 1 for t in unseen}
        for t in hand:
            avail[t] = 2
        for c in colours:  # the shepherd faces of the seat's colours still secret
            if TERRAIN_LETTERS[c] not in view["revealed"][seat]:
                avail[f"Q-{TERRAIN_LETTERS[c]}"] = 2
        self.avail = avail
        hands = sum(view["hand_sizes"])
        left = [s for s in range(view["players"]) if s not in view["finished"]]
        self.turns_left = max(1.0, (view["bag"] + hands) / max(1, len(left)))
        self.bag = view["bag"]
        wolves = sum(1 for t in unseen if TILE_BY_ID[t][3] == WOLF)
        hunters = sum(1 for t in unseen if TILE_BY_ID[t][3] == HUNTER)
        my_hunters = sum(1 for t in hand if TILE_BY_ID[t][3] == HUNTER)
        threats = bool(st["threats"])
        risk = min(1.0, 0.5 * wolves) if threats else 0.0
        base = st["threat_revealed"] if revealed else st["threat"]
        self.threat_w = {True: risk * base * (st["hunter_guard"] if my_hunters else 1.0),
                         False: risk * st["threat"] * 0.5}
        self.threat_later = float(st["threat_later"])
        chance = min(1.0, 0.5 * hunters) * st["cover_other"]
        self.cover = {True: st["cover_mine"] if my_hunters else chance, False: chance}
        self.open_weight = float(st["open_weight"])
        self.gamma = float(st["gamma"])
        # the chance a given unseen tile reaches the seat's hand in time, and an opponent's
        pool = max(1, len(unseen))
        share = view["bag"] / max(1, len(left))
        others = [view["hand_sizes"][s] for s in left if s != seat]
        p_me = min(1.0, share / pool)
        p_opp = min(1.0, (share + (sum(others) / len(others) if others else 0.0)) / pool)
        self.cap = (float(st["cap_unseen"]) * p_me, float(st["cap_mine"]), float(st["cap_unseen"]) * p_opp,
                    float(st["extend"]))
        self._q: dict[tuple, float] = {}
        self.revealed = revealed

    def q(self, needs: tuple[int, ...], mask: int, mine: bool) -> float:
        """The chance the openings ``mask`` (sides of an empty cell with ``needs``) of a meadow get capped."""
        key = (needs, mask, mine)
        found = self._q.get(key)
        if found is not None:
            return found
        fit_u = fit_m = cap_u = cap_m = 0
        last = ""
        last_cap = False
        avail = self.avail
        for tile, caps, _face in index().get(needs, ()):
            where = avail.get(tile)
            if not where:
                continue
            capped = caps & mask == mask
            if tile == last:
                if last_cap or not capped:
                    continue
                last_cap = True  # the same tile caps in another orientation
                if where == 2:
                    cap_m += 1
                else:
                    cap_u += 1
                continue
            last, last_cap = tile, capped
            if where == 2:
                fit_m += 1
                cap_m += capped
            else:
                fit_u += 1
                cap_u += capped
        a_u, a_m, a_o, ext = self.cap
        if fit_u + fit_m == 0:
            found = 0.0
        elif mine:
            found = 1.0 - (1 - a_m) ** cap_m * (1 - a_u) ** cap_u * (1 - ext) ** (fit_u + fit_m - cap_u - cap_m)
        else:
            found = 1.0 - (1 - a_o) ** cap_u * (1 - ext) ** (fit_u + fit_m - cap_u)
        found = min(found, 0.97)
        self._q[key] = found
        return found


class Board:
    """The regions of a table and their worth per colour, and what a move changes in them."""

    def __init__(self, faces: dict[Cell, Face], figures: Mapping[Cell, str], covers: Mapping[Cell, str],
                 ctx: Context) -> None:
        self.faces = faces
        self.ctx = ctx
        bases: dict[Cell, int] = {}
        terr_n: list[int] = []
        size_n: list[int] = []
        data_of: dict[Cell, tuple] = {}
        for cell, face in faces.items():
            data = face_data(face)
            data_of[cell] = data
            bases[cell] = len(terr_n)
            terr_n.extend(data[3])
            size_n.extend(len(p) for p in data[0])
        parent = list(range(len(terr_n)))

        def find(a: int) -> int:
            while parent[a] != a:
                parent[a] = parent[parent[a]]
                a = parent[a]
            return a

        for cell, base in bases.items():
            of = data_of[cell][1]
            x, y = cell
            for d, other in ((1, (x + 1, y)), (2, (x, y + 1))):
                ob = bases.get(other)
                if ob is not None:
                    a, b = find(base + of[d]), find(ob + data_of[other][1][OPP[d]])
                    if a != b:
                        parent[a] = b
        rid_of: dict[int, int] = {}
        node_rid = [0] * len(terr_n)
        terr: list[int] = []
        size: list[int] = []
        for n in range(len(terr_n)):
            root = find(n)
            r = rid_of.get(root)
            if r is None:
                r = rid_of[root] = len(terr)
                terr.append(terr_n[root])
                size.append(0)
            node_rid[n] = r
            size[r] += size_n[n]
        count = len(terr)
        opens: list[dict[Cell, int]] = [{} for _ in range(count)]
        ftouch: list[set[int]] = [set() for _ in range(count)]
        mtouch: list[set[int]] = [set() for _ in range(count)]
        facing: dict[Cell, list[int]] = {}
        needs: dict[Cell, list[int]] = {}
        for cell, base in bases.items():
            ps, of, touch, terrs = data_of[cell]
            x, y = cell
            for i, p in enumerate(ps):
                r = node_rid[base + i]
                for d in p:
                    dx, dy = STEP[d]
                    e = (x + dx, y + dy)
                    if e not in faces:
                        o = OPP[d]
                        opens[r][e] = opens[r].get(e, 0) | (1 << o)
                        facing.setdefault(e, [-1, -1, -1, -1])[o] = r
                        needs.setdefault(e, [-1, -1, -1, -1])[o] = terrs[i]
                if terrs[i] in COLOURS:
                    for j in touch[i]:
                        if terrs[j] == FOREST:
                            f = node_rid[base + j]
                            ftouch[r].add(f)
                            mtouch[f].add(r)
        wolves = [0] * count
        guarded = [False] * count
        for cell, figure in figures.items():
            if cell not in bases:
                continue
            r = node_rid[bases[cell]]
            if figure == WOLF:
                wolves[r] += 1
            elif figure == HUNTER and cell not in covers:
                guarded[r] = True
        self.bases, self.node_rid = bases, node_rid
        self.terr, self.size, self.opens = terr, size, opens
        self.ftouch, self.mtouch = ftouch, mtouch
        self.facing = {e: tuple(v) for e, v in facing.items()}
        self.needs = {e: tuple(v) for e, v in needs.items()}
        self.wolves, self.guarded = wolves, guarded
        self.fstat = {r: (wolves[r], guarded[r], self.fthreat(opens[r], {}, guarded[r], wolves[r]))
                      for r in range(count) if terr[r] == FOREST}  # fmt: skip
        self.value = [0.0] * count
        self.by_colour: dict[int, list[tuple[float, int]]] = {c: [] for c in COLOURS}
        for r in range(count):
            if terr[r] in COLOURS:
                v = self.mvalue(terr[r], size[r], opens[r], ftouch[r], {}, {})
                self.value[r] = v
                self.by_colour[terr[r]].append((v, r))
        for c in COLOURS:
            self.by_colour[c].sort(reverse=True)
        self.colour_value = {c: (self.by_colour[c][0][0] if self.by_colour[c] else 0.0) for c in COLOURS}

    # -- worth --
    def fthreat(self, opens: Mapping[Cell, int], nover: Mapping[Cell, Any], guarded: bool, wolves: int) -> float:
        """How open a forest is to a wolf: 1 when a wolf tile fits one of its empty cells, less when
        only a forest tile does (a wolf may follow), 0 when guarded, closed or already holding one."""
        if guarded or wolves or not opens:
            return 0.0
        needs_of = self.needs
        for e in opens:
            needs = nover[e] if e in nover else needs_of[e]
            if needs is not None and all(t == FOREST or t < 0 for t in needs):
                return 1.0
        return self.ctx.threat_later

    def mvalue(self, colour: int, size: int, opens: Mapping[Cell, int], forests: Any,
               nover: Mapping[Cell, Any], fover: Mapping[Any, tuple]) -> float:
        """The worth of a meadow (its expected enclosure)."""
        ctx = self.ctx
        mine = colour in ctx.mine
        spoiled = False
        threat = 0.0
        fstat = self.fstat
        for f in forests:
            w, _, t = fover[f] if f in fover else fstat[f]
            if w:
                spoiled = True
                break
            if t > threat:
                threat = t
        if opens:
            pc = 1.0
            needs_of = self.needs
            q = ctx.q
            for e, mask in opens.items():
                needs = nover[e] if e in nover else needs_of[e]
                pc *= q(needs, mask, mine)
                if pc <= 0.0:
                    return 0.0
            tf = ctx.turns_left / len(opens)
            value = size * ctx.open_weight * pc ** ctx.gamma * (tf if tf < 1.0 else 1.0)
        else:
            value = float(size)
        if spoiled:
            return value * ctx.cover[mine]
        if threat:
            value *= 1.0 - threat * ctx.threat_w[mine]
        return value

    def best_excluding(self, colour: int, removed: set[int]) -> float:
        for v, r in self.by_colour[colour]:
            if r not in removed:
                return v
        return 0.0

    # -- moves --
    def play(self, face: Face, cell: Cell, figure: str | None) -> dict[int, float]:
        """The worth of each colour once ``face`` is laid on ``cell`` (``figure``: a wolf or hunter face)."""
        ps, of, touch, terrs = face_data(face)
        faces = self.faces
        fac = self.facing.get(cell, FREE)
        n = len(ps)
        link = list(range(n))

        def root(i: int) -> int:
            while link[i] != i:
                i = link[i]
            return i

        owner: dict[int, int] = {}
        for i in range(n):
            for d in ps[i]:
                r = fac[d]
                if r >= 0:
                    j = owner.setdefault(r, i)
                    if j != i:
                        a, b = root(i), root(j)
                        if a != b:
                            link[a] = b
        groups: dict[int, tuple[list[int], set[int]]] = {}
        for i in range(n):
            groups.setdefault(root(i), ([], set()))[0].append(i)
        for r, i in owner.items():
            groups[root(i)][1].add(r)
        x, y = cell
        nover: dict[Cell, Any] = {cell: None}
        around = []
        for d in range(4):
            dx, dy = STEP[d]
            e = (x + dx, y + dy)
            around.append(e)
            if e not in faces:
                needs = list(self.needs.get(e, FREE))
                needs[OPP[d]] = face[d]
                nover[e] = tuple(needs)
        fmap: dict[int, Any] = {}
        fover: dict[Any, tuple] = {}
        piece_f: dict[int, Any] = {}
        merged: list[tuple[int, int, dict[Cell, int], list[int], set[int]]] = []
        size_of, opens_of = self.size, self.opens
        for g, (plist, rids) in groups.items():
            t = terrs[plist[0]]
            if t != FOREST and t not in COLOURS:
                continue
            size = sum(size_of[r] for r in rids) + sum(len(ps[i]) for i in plist)
            opens: dict[Cell, int] = {}
            for r in rids:
                for e, m in opens_of[r].items():
                    if e != cell:
                        opens[e] = opens.get(e, 0) | m
            for i in plist:
                for d in ps[i]:
                    e = around[d]
                    if e not in faces:
                        opens[e] = opens.get(e, 0) | (1 << OPP[d])
            if t == FOREST:
                fid = ("new", g)
                wolves = sum(self.wolves[r] for r in rids) + (figure == WOLF)
                guarded = figure == HUNTER or any(self.guarded[r] for r in rids)
                for r in rids:
                    fmap[r] = fid
                for i in plist:
                    piece_f[i] = fid
                fover[fid] = (wolves, guarded, self.fthreat(opens, nover, guarded, wolves))
            else:
                merged.append((t, size, opens, plist, rids))
        # forests whose openings' needs changed, not joined
        facing = self.facing
        terr = self.terr
        touched_meadows: set[int] = set()
        for e, needs in nover.items():
            if needs is None:
                continue
            for r in facing.get(e, FREE):
                if r < 0:
                    continue
                if terr[r] == FOREST:
                    if r not in fmap and r not in fover:
                        w, g_, t0 = self.fstat[r]
                        t1 = self.fthreat(opens_of[r], nover, g_, w)
                        if t1 != t0:
                            fover[r] = (w, g_, t1)
                            touched_meadows |= self.mtouch[r]
                elif terr[r] in COLOURS:
                    touched_meadows.add(r)
        for r, fid in fmap.items():
            old, new = self.fstat[r], fover[fid]
            if bool(old[0]) != bool(new[0]) or old[2] != new[2]:
                touched_meadows |= self.mtouch[r]
        removed: set[int] = set()
        values: dict[int, float] = {}
        for t, size, opens, plist, rids in merged:
            forests = {fmap.get(f, f) for r in rids for f in self.ftouch[r]}
            for i in plist:
                for j in touch[i]:
                    if terrs[j] == FOREST:
                        forests.add(piece_f[j])
            removed |= rids
            v = self.mvalue(t, size, opens, forests, nover, fover)
            if v > values.get(t, -1.0):
                values[t] = v
        self._revalue(touched_meadows - removed, fmap, nover, fover, removed, values)
        return self._colours(removed, values)

    def cover(self, cell: Cell) -> dict[int, float]:
        """The worth of each colour once a hunter covers the wolf on ``cell``."""
        r = self.node_rid[self.bases[cell]]
        w, g, _ = self.fstat[r]
        fover = {r: (w - 1, g, self.fthreat(self.opens[r], {}, g, w - 1))}
        removed: set[int] = set()
        values: dict[int, float] = {}
        self._revalue(set(self.mtouch[r]), {}, {}, fover, removed, values)
        return self._colours(removed, values)

    def _revalue(self, meadows: set[int], fmap: Mapping[int, Any], nover: Mapping[Cell, Any],
                 fover: Mapping[Any, tuple], removed: set[int], values: dict[int, float]) -> None:
        terr, size, opens, ftouch = self.terr, self.size, self.opens, self.ftouch
        for m in meadows:
            forests = {fmap.get(f, f) for f in ftouch[m]} if fmap else ftouch[m]
            v = self.mvalue(terr[m], size[m], opens[m], forests, nover, fover)
            removed.add(m)
            t = terr[m]
            if v > values.get(t, -1.0):
                values[t] = v

    def _colours(self, removed: set[int], values: Mapping[int, float]) -> dict[int, float]:
        found = {}
        for c in COLOURS:
            base = self.best_excluding(c, removed) if removed else self.colour_value[c]
            v = values.get(c)
            found[c] = base if v is None or v < base else v
        return found

    def near(self, colours: set[int]) -> set[Cell]:
        """The empty cells facing a meadow of ``colours`` or a forest, and the empty cells next to them."""
        terr = self.terr
        found = {e for e, rids in self.facing.items()
                 if any(r >= 0 and (terr[r] == FOREST or terr[r] in colours) for r in rids)}  # fmt: skip
        more = set()
        for x, y in found:
            for dx, dy in STEP:
                e = (x + dx, y + dy)
                if e in self.facing:
                    more.add(e)
        return found | more

    def frozen(self, colour: int, frozen: float) -> float:
        """The worth of a colour whose owner stopped: its open meadows keep ``frozen`` of theirs."""
        best = 0.0
        for v, r in self.by_colour[colour]:
            if v <= best:
                break
            if self.opens[r]:
                v *= frozen
            if v > best:
                best = v
        return best
