"""embed.html: one game for another site's page, that costs nothing until the reader presses Play.

The page the build writes holds a static preview of every game (its menu picture, drawn here under
CPython by the same code as the menu's, web/<game>/picture.py, in inert ``<template>`` elements), the
words the preview needs in each language, and the list of tags that boot the app (taken from
index.html, so the two never drift apart). It links only the site's stylesheet and
web/embed-preview.js: no Pyodide, no service worker. web/embed-preview.js shows the
game the query names, and on Play (or at once with ``autoplay=1``) adds the boot tags to the page:
the app then starts in place exactly as in index.html, in embed mode (``<html data-embed>``).
"""

from __future__ import annotations

import json
from html import escape
from html.parser import HTMLParser
from typing import Any

# The tags of index.html the embed leaves out: the offline worker's registration, which gives the page
# its icon and manifest too (a blog's readers are not made to download the whole site), the empty icon
# until then ("data:") and the home screen's icons.
# The app's screens drawn ahead (web/first-paint.js) and the first visit's progress bar
# (web/progress.js) are the site's too.
LEFT_OUT = ("./web/sw-register.js", "./web/icons/", "data:", "./web/first-paint.js", "./web/progress.js",
            "./web/first-visit.js")
STYLESHEET = "./web/style.css"  # loaded by the preview already
CORE = "./vendor/pyscript/core.js"  # PyScript, which starts the app's <script type="py">
# Runs before PyScript: when the frame gets no storage (another site's frame, third-party storage
# blocked), PyScript's start-up databases are kept in memory instead of failing its start.
GUARD = {"tag": "script", "attrs": {"src": "./web/embed-guard.js"}, "where": "head"}
# index.html preloads Pyodide's WebAssembly from an inline script, on a first visit only
# (web/first-visit.js); a reader pressing Play is on a first visit as a rule: always here.
WASM_PRELOAD = {"tag": "link", "where": "head", "attrs": {
    "rel": "preload", "href": "./vendor/pyodide/pyodide.asm.wasm", "as": "fetch", "type": "application/wasm",
    "crossorigin": True}}


class _Tags(HTMLParser):
    """The ``<link>`` and ``<script>`` tags of a page, in order, with where they are."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[dict[str, Any]] = []
        self.where = "head"
        self.python: dict[str, Any] | None = None  # a <script type="py"> being read: its text follows

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "body":
            self.where = "body"
        if tag in ("link", "script"):
            values = {name: True if value is None else value for name, value in attrs}
            self.tags.append({"tag": tag, "attrs": values, "where": self.where})
            self.python = self.tags[-1] if values.get("type") == "py" else None

    def handle_data(self, data: str) -> None:
        if self.python is not None:
            self.python["text"] = self.python.get("text", "") + data

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self.python = None


def boot_tags(index: str) -> list[dict[str, Any]]:
    """What web/embed-preview.js adds to start the app: index.html's links and scripts, but those
    the embed leaves out (and its inline scripts: the site's first paint and progress bar)."""
    parser = _Tags()
    parser.feed(index)
    tags = [WASM_PRELOAD]
    for tag in parser.tags:
        url = str(tag["attrs"].get("src") or tag["attrs"].get("href") or "")
        python = tag["attrs"].get("type") == "py"
        if (not url and not python) or url.startswith(LEFT_OUT) or url == STYLESHEET:  # (no url: inline)
            continue
        if url == CORE:
            tags.append(GUARD)
        tags.append(tag)
    if sum(t["attrs"].get("src") == CORE for t in tags) != 1 or \
            sum(t["attrs"].get("type") == "py" and bool(t.get("text", "").strip()) for t in tags) != 1:
        raise ValueError(f'index.html must load PyScript ({CORE}) once and start the app in one <script type="py">')
    return tags


def preview_data(language_words: dict[str, dict[str, str]], games: list[dict[str, Any]]) -> dict[str, Any]:
    """The preview's words by language: its own, and each game's title and blurb (menu order)."""
    return {language: {**words, "games": {g["id"]: {"title": g["title"], "blurb": g["blurbs"][language]} for g in games}}
            for language, words in language_words.items()}


def json_in_script(value: Any) -> str:
    """JSON for a ``<script type="application/json">``: no ``</script>`` can end it early."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def templates(games: list[dict[str, Any]]) -> str:
    """One ``<template>`` per game and picture: languages drawn alike share one."""
    lines = []
    for game in games:
        drawn: dict[str, list[str]] = {}
        for language, picture in game["pictures"].items():
            drawn.setdefault(picture, []).append(language)
        for picture, languages in drawn.items():
            lines.append(f'<template data-preview="{escape(game["id"])}" data-lang="{" ".join(languages)}">'
                         f"{picture}</template>")
    return "\n".join(lines)


def embed_page(index: str, games: list[dict[str, Any]], words: dict[str, dict[str, str]]) -> str:
    """The text of embed.html. ``games``: in menu order, each {id, title, blurbs, pictures} (by
    language); ``words``: the preview's own words by language (play, loading, unknown, failed)."""
    boot = boot_tags(index)
    first = games[0]
    data = preview_data(words, games)
    return f"""<!doctype html>
<html lang="en" data-embed="1">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Ludothèque</title>
  <link rel="icon" href="data:,">
  <!-- Generated by tools/embed_page.py: a preview that downloads nothing more until Play. -->
  <link rel="stylesheet" href="{STYLESHEET}">
  <script src="./web/embed-preview.js" defer></script>
</head>
<body>
  <div id="app">
    <div class="screen embed embed-preview" data-preview-screen>
      <main>
        <div class="notice" id="preview-notice" role="alert" hidden><span class="notice-text"></span></div>
        <h1 class="preview-title" id="preview-title">{escape(first["title"])}</h1>
        <div class="game-picture-box preview-picture" id="preview-picture" aria-hidden="true"></div>
        <p class="preview-blurb" id="preview-blurb">{escape(first["blurbs"]["en"])}</p>
        <button type="button" class="button primary preview-play" id="preview-play" data-play>{escape(words["en"]["play"])}</button>
      </main>
    </div>
  </div>
{templates(games)}
<script type="application/json" id="preview-words">{json_in_script(data)}</script>
<script type="application/json" id="boot-tags">{json_in_script(boot)}</script>
</body>
</html>
"""
