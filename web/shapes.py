"""Geometry the games' pictures share (points in SVG units)."""

from __future__ import annotations

import math


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> list[tuple[float, float]]:
    """The corners of a star centred on (cx, cy), one point straight up."""
    corners = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        corners.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return corners
