"""A game kept in a file: saved from the table (its record as JSON), opened from the setup screen or
the table's menu (web/board_input.py reads the file the person chose, web/router.py opens it)."""

from __future__ import annotations

import json
from typing import Any

from .icons import icon
from .markup import Markup, h


def import_control(t: Any, item: bool = False) -> Markup:
    """Open a saved game file: a button on the setup screen, an ``item`` of the table's menu."""
    field = h("input", {"type": "file", "accept": ".json,application/json", "data-import": "1", "class": "visually-hidden"})
    if item:
        return h("label", {"class": "menu-item"}, icon("open"), t("app.import"), field)
    return h("div", {"class": "actions import"}, h("label", {"class": "button"}, t("app.import"), field))


def export_record(document: Any, window: Any, record: dict[str, Any]) -> None:
    """The record downloaded as ``<game>-<seed>-<moves>.json``."""
    name = f"{record['game']}-{record['seed']}-{len(record['actions'])}.json"
    download(document, window, json.dumps(record, indent=1), name)


def download(document: Any, window: Any, text: str, name: str) -> None:
    """``text`` downloaded as the JSON file ``name``."""
    from .dom import create_once_callable, to_js  # Pyodide's: only in the page, only on this path

    blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"}))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)

