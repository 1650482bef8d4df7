"""Every element of a piece of markup, as (tag, attributes) in order: for tests of what a page draws."""

from __future__ import annotations

from html.parser import HTMLParser


class Elements(HTMLParser):
    def __init__(self, markup: str) -> None:
        super().__init__()
        self.found: list[tuple[str, dict[str, str]]] = []
        self.feed(markup)

    def handle_starttag(self, tag, attrs) -> None:
        self.found.append((tag, {k: v or "" for k, v in attrs}))

    def with_class(self, name: str) -> list[tuple[str, dict[str, str]]]:
        return [(t, a) for t, a in self.found if name in a.get("class", "").split()]

    def classes(self) -> set[str]:
        return {c for _, a in self.found for c in a.get("class", "").split()}
