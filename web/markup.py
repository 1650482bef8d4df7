"""Markup built from Python with every text and attribute escaped.

``h("button", {"data-cmd": "undo"}, label)`` returns :class:`Markup`; plain ``str`` children are
always escaped, so text from a record, a link or a file can never become markup. Only ``Markup``
made here is inserted as HTML.
"""

from __future__ import annotations

from typing import Any

SVG_NS = "http://www.w3.org/2000/svg"
VOID = frozenset({"br", "hr", "img", "input", "link", "meta"})


def escape(text: str, quote: bool = True) -> str:
    """What ``html.escape`` does. Not imported from ``html``: its entity table (for ``unescape``,
    never used here) was 3 ms of Python's start in the browser."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        text = text.replace('"', "&quot;").replace("'", "&#x27;")
    return text


class Markup(str):
    """Text that is already safe markup."""

    __slots__ = ()


def h(tag: str, attrs: dict[str, Any] | None = None, *children: Any) -> Markup:
    parts = [f"<{tag}"]
    for name, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        if value is True:
            parts.append(f" {name}")
        elif type(value) is int or type(value) is float:  # numbers need no escaping (the hot path)
            parts.append(f' {name}="{value}"')
        else:
            parts.append(f' {name}="{escape(str(value), quote=True)}"')
    parts.append(">")
    if tag in VOID:
        return Markup("".join(parts))
    parts.extend(render(child) for child in children)
    parts.append(f"</{tag}>")
    return Markup("".join(parts))


def render(child: Any) -> str:
    if child is None or child is False:
        return ""
    if isinstance(child, Markup):
        return child
    if isinstance(child, (list, tuple)):
        return "".join(render(c) for c in child)
    return escape(str(child), quote=False)


def join(*children: Any) -> Markup:
    return Markup(render(list(children)))
