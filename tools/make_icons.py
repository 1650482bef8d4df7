"""Draw the app's icons into web/icons/ (run by hand; the PNGs are committed): a wooden plate
with two red marbles, a black one and an empty hole, in the app's colours (web/style.css).

    python3 tools/make_icons.py

Python's standard library only: every shape is a signed distance function sampled at pixel centres
(so edges are anti-aliased), composited in premultiplied RGBA, and written as PNG with zlib + struct.
The SVG draws the same geometry. Output is deterministic: running it twice gives identical files.

    icon.svg                  any size (favicon, manifest)
    icon-192.png, icon-512.png     "any": the plate alone on a transparent background
    maskable-192.png, maskable-512.png   "maskable": full-bleed accent blue, the plate inside the
                                         safe zone (the central circle of 80% diameter)
    apple-touch-icon.png      180 px on the paper colour (iOS rounds the corners itself)
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "web" / "icons"

PAPER = "#f7f3ea"
ACCENT = "#1f5f8b"
WOOD = "#d9b27c"
WOOD_LIGHT = "#e6c48f"
WOOD_DARK = "#b58b57"
WOOD_EDGE = "#9c7444"
HOLE = "#6b4a25"
HOLE_DEEP = "#4e3419"
RED = "#c62828"
BLACK = "#1b1b1b"

# The plate's holes, 2x2, from the top-left: a marble's colour, or None for an empty hole.
HOLES = ((RED, BLACK), (None, RED))


def rgb(colour: str) -> tuple[float, float, float]:
    return tuple(int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


def mix(a, b, t: float):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def clamp(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


class Variant:
    def __init__(self, name: str, plate: float, background: str | None, shadow: bool):
        self.name, self.plate, self.background, self.shadow = name, plate, background, shadow

    # Geometry in units of the icon's side (0..1), shared by the PNGs and the SVG.
    def geometry(self):
        s = self.plate
        half, radius, edge = s / 2, 0.16 * s, 0.035 * s
        holes = []
        for row, colours in enumerate(HOLES):
            for col, colour in enumerate(colours):
                holes.append((0.5 + (col - 0.5) * s / 2, 0.5 + (row - 0.5) * s / 2, colour))
        return half, radius, edge, holes, 0.165 * s, 0.135 * s  # hole radius, marble radius


def rounded_box(px: float, py: float, half: float, radius: float) -> float:
    qx, qy = abs(px - 0.5) - (half - radius), abs(py - 0.5) - (half - radius)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def render(variant: Variant, size: int) -> list[list[float]]:
    """Premultiplied RGBA floats, row-major."""
    pixels = [[0.0, 0.0, 0.0, 0.0] for _ in range(size * size)]
    if variant.background:
        colour = rgb(variant.background)
        for p in pixels:
            p[:] = [*colour, 1.0]

    def over(i: int, colour, alpha: float) -> None:
        if alpha <= 0:
            return
        p = pixels[i]
        keep = 1 - alpha
        p[0] = colour[0] * alpha + p[0] * keep
        p[1] = colour[1] * alpha + p[1] * keep
        p[2] = colour[2] * alpha + p[2] * keep
        p[3] = alpha + p[3] * keep

    half, radius, edge, holes, hole_r, marble_r = variant.geometry()
    px_size = 1 / size
    wood, light, dark, edge_colour = rgb(WOOD), rgb(WOOD_LIGHT), rgb(WOOD_DARK), rgb(WOOD_EDGE)
    for y in range(size):
        v = (y + 0.5) * px_size
        for x in range(size):
            u = (x + 0.5) * px_size
            i = y * size + x
            if variant.shadow:  # a soft shadow below the plate
                d = rounded_box(u, v - 0.02, half, radius)
                over(i, (0, 0, 0), 0.28 * clamp(0.5 - d / 0.035))
            d = rounded_box(u, v, half, radius)
            cover = clamp(0.5 - d * size)
            if cover <= 0:
                continue
            # the wood: lighter towards the top, the rim darker
            t = clamp((v - (0.5 - half)) / (2 * half))
            body = mix(light, wood, t * 2) if t < 0.5 else mix(wood, dark, (t - 0.5) * 2 * 0.6)
            over(i, edge_colour, cover)
            over(i, body, clamp(0.5 - (d + edge) * size))

    for cx, cy, colour in holes:
        lo_x, hi_x = max(0, int((cx - hole_r) * size) - 1), min(size, int((cx + hole_r) * size) + 2)
        lo_y, hi_y = max(0, int((cy - hole_r) * size) - 1), min(size, int((cy + hole_r) * size) + 2)
        for y in range(lo_y, hi_y):
            v = (y + 0.5) * px_size
            for x in range(lo_x, hi_x):
                u = (x + 0.5) * px_size
                i = y * size + x
                dist = math.hypot(u - cx, v - cy)
                # the hole: deeper at its top edge, where the rim casts its shadow
                depth = clamp(0.5 - (v - cy) / hole_r * 0.5)
                over(i, mix(rgb(HOLE), rgb(HOLE_DEEP), depth), clamp(0.5 - (dist - hole_r) * size))
                if colour is None:
                    continue
                base = rgb(colour)
                # a glossy marble: a highlight up-left, darker towards the lower-right rim
                hx, hy = cx - 0.38 * marble_r, cy - 0.42 * marble_r
                glow = math.hypot(u - hx, v - hy) / (1.6 * marble_r)
                shade = mix(mix(base, (1, 1, 1), 0.45), base, clamp(glow / 0.55)) if glow < 0.55 else \
                    mix(base, mix(base, (0, 0, 0), 0.45), clamp((glow - 0.55) / 0.45))
                mdist = math.hypot(u - cx, v - cy + 0.01 * marble_r)
                over(i, shade, clamp(0.5 - (mdist - marble_r) * size))
                spot = math.hypot(u - (cx - 0.4 * marble_r), v - (cy - 0.45 * marble_r)) - 0.18 * marble_r
                over(i, (1, 1, 1), 0.85 * clamp(0.5 - spot / (0.12 * marble_r)))
    return pixels


def png(pixels: list[list[float]], size: int, opaque: bool) -> bytes:
    channels = 3 if opaque else 4
    rows = []
    for y in range(size):
        row = bytearray()
        for p in pixels[y * size:(y + 1) * size]:
            a = p[3]
            if opaque:
                row += bytes(round(clamp(c) * 255) for c in p[:3])
            elif a <= 0:
                row += b"\0\0\0\0"
            else:
                row += bytes((*(round(clamp(c / a) * 255) for c in p[:3]), round(a * 255)))
        rows.append(bytes(row))
    raw = bytearray()
    previous = bytes(len(rows[0]))
    for row in rows:
        kind, data = best_filter(row, previous, channels)
        raw.append(kind)
        raw += data
        previous = row

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2 if opaque else 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + \
        chunk(b"IEND", b"")


def best_filter(row: bytes, up: bytes, bpp: int) -> tuple[int, bytes]:
    """The PNG row filter (none, sub, up, average, Paeth) with the smallest sum of magnitudes."""
    n = len(row)
    left = bytes(bpp) + row[:-bpp]
    upleft = bytes(bpp) + up[:-bpp]
    candidates = [
        (0, row),
        (1, bytes((row[i] - left[i]) & 255 for i in range(n))),
        (2, bytes((row[i] - up[i]) & 255 for i in range(n))),
        (3, bytes((row[i] - ((left[i] + up[i]) >> 1)) & 255 for i in range(n))),
        (4, bytes((row[i] - paeth(left[i], up[i], upleft[i])) & 255 for i in range(n))),
    ]
    return min(candidates, key=lambda c: sum(b if b < 128 else 256 - b for b in c[1]))


def paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def svg(variant: Variant) -> str:
    half, radius, edge, holes, hole_r, marble_r = variant.geometry()
    k = 100  # viewBox units
    x0 = (0.5 - half) * k
    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {k} {k}">',
        "<defs>",
        f'<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{WOOD_LIGHT}"/>'
        f'<stop offset=".5" stop-color="{WOOD}"/><stop offset="1" stop-color="#c9a068"/></linearGradient>',
        f'<linearGradient id="hole" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{HOLE_DEEP}"/>'
        f'<stop offset=".5" stop-color="{HOLE}"/></linearGradient>',
    ]
    for name, colour in (("red", RED), ("black", BLACK)):
        base = rgb(colour)
        hexes = ["#%02x%02x%02x" % tuple(round(c * 255) for c in col)
                 for col in (mix(base, (1, 1, 1), 0.45), base, mix(base, (0, 0, 0), 0.45))]
        lines.append(
            f'<radialGradient id="{name}" cx=".31" cy=".29" r=".8"><stop offset="0" stop-color="{hexes[0]}"/>'
            f'<stop offset=".55" stop-color="{hexes[1]}"/><stop offset="1" stop-color="{hexes[2]}"/></radialGradient>'
        )
    lines.append("</defs>")
    if variant.background:
        lines.append(f'<rect width="{k}" height="{k}" fill="{variant.background}"/>')
    if variant.shadow:
        lines.append(f'<rect x="{x0:.2f}" y="{x0 + 2:.2f}" width="{2 * half * k:.2f}" height="{2 * half * k:.2f}" '
                     f'rx="{radius * k:.2f}" fill="#000" opacity=".18"/>')
    lines.append(f'<rect x="{x0:.2f}" y="{x0:.2f}" width="{2 * half * k:.2f}" height="{2 * half * k:.2f}" '
                 f'rx="{radius * k:.2f}" fill="{WOOD_EDGE}"/>')
    inner = half - edge
    lines.append(f'<rect x="{(0.5 - inner) * k:.2f}" y="{(0.5 - inner) * k:.2f}" width="{2 * inner * k:.2f}" '
                 f'height="{2 * inner * k:.2f}" rx="{(radius - edge) * k:.2f}" fill="url(#wood)"/>')
    for cx, cy, colour in holes:
        lines.append(f'<circle cx="{cx * k:.2f}" cy="{cy * k:.2f}" r="{hole_r * k:.2f}" fill="url(#hole)"/>')
        if colour:
            name = "red" if colour == RED else "black"
            mr = marble_r * k
            lines.append(f'<circle cx="{cx * k:.2f}" cy="{cy * k:.2f}" r="{mr:.2f}" fill="url(#{name})"/>')
            lines.append(f'<circle cx="{cx * k - 0.4 * mr:.2f}" cy="{cy * k - 0.45 * mr:.2f}" r="{0.2 * mr:.2f}" '
                         f'fill="#fff" opacity=".85"/>')
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    plain = Variant("icon", plate=0.84, background=None, shadow=True)
    # Maskable: the plate's farthest corner stays inside the safe circle (radius 0.4 of the side).
    maskable = Variant("maskable", plate=0.56, background=ACCENT, shadow=False)
    apple = Variant("apple-touch-icon", plate=0.76, background=PAPER, shadow=False)
    half, radius = maskable.geometry()[:2]
    assert (half - radius) * math.sqrt(2) + radius < 0.4, "the maskable plate leaves the safe zone"
    outputs = {
        "icon-192.png": (plain, 192),
        "icon-512.png": (plain, 512),
        "maskable-192.png": (maskable, 192),
        "maskable-512.png": (maskable, 512),
        "apple-touch-icon.png": (apple, 180),
    }
    for name, (variant, size) in outputs.items():
        data = png(render(variant, size), size, opaque=variant.background is not None)
        (OUT / name).write_bytes(data)
        print(f"wrote {(OUT / name).relative_to(OUT.parent.parent)} ({len(data) / 1e3:.1f} kB)")
    (OUT / "icon.svg").write_text(svg(plain), encoding="utf-8")
    print(f"wrote {(OUT / 'icon.svg').relative_to(OUT.parent.parent)}")


if __name__ == "__main__":
    main()
