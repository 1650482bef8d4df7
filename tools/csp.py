"""The Content-Security-Policy of the site's pages, as a ``<meta http-equiv>`` (GitHub Pages sends no
header of ours), written by the build into index.html and embed.html.

Scripts come only from the site itself, and the few inline ones (the first paint, the first visit's
checks and progress bar) only by the SHA-256 of their exact text, computed here from the page as
served: a script planted in the page runs nowhere. WebAssembly may be compiled (Pyodide). Nothing is
asked of any other origin. Styles may be inline: the boards are SVG with inline styles, and a style
cannot run code.

'unsafe-eval' is allowed, because the stack cannot start without it: PyScript 0.7.31's own Python
package builds its ``js_import`` with ``window.Function(...)`` when ``pyscript`` is imported, and its
core builds hook functions with ``Function(...)``; Pyodide's loader ``eval``s the EM_ASM snippets of
the libraries it links. It lets the site's own code turn text into code; it lets no text from
elsewhere in: no inline script runs without its hash, no script loads from another origin.

Workers may start from ``blob:`` URLs as well as the site's files: PyScript makes each of its workers
(``PyWorker``, ``py-editor``) from a ``blob:`` URL holding its own bootstrap. A blob URL belongs to
the page's own origin and is made by the site's own scripts from the site's own files; it asks
nothing of any other origin, and a script planted in the page still cannot run to make one. For the
same reason ``connect-src`` allows ``blob:``: py-editor (the agent lab's editor) makes a ``blob:``
URL for its worker's code and fetches it back before starting the worker.
"""

from __future__ import annotations

import base64
import hashlib
import re

# Inline <script> elements the browser runs: no src, and a JavaScript type (none, module, or a
# text/javascript alias). Data blocks (application/json) and PyScript's type="py" are not run by it.
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\ssrc=)([^>]*)>(.*?)</script>", re.S | re.I)
JS_TYPES = ("", "module", "text/javascript", "application/javascript")

DIRECTIVES = {
    "default-src": "'self'",
    "script-src": "'self' 'wasm-unsafe-eval' 'unsafe-eval'",  # + each inline script's hash
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob:",  # data: the empty icon until the app names its own
    "font-src": "'self'",
    "connect-src": "'self' blob:",  # py-editor fetches the blob: URL it makes for its worker's code
    "worker-src": "'self' blob:",  # PyScript's workers (the review, the lab's editor) start from blob: URLs
    "manifest-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
}


def script_type(attributes: str) -> str:
    found = re.search(r"""\stype\s*=\s*["']?([^"'\s>]+)""", attributes, re.I)
    return found[1].lower() if found else ""


def inline_script_hashes(page: str) -> list[str]:
    """The CSP source of each inline script the browser would run, in page order."""
    hashes = []
    for attributes, code in INLINE_SCRIPT.findall(page):
        if script_type(attributes) in JS_TYPES:
            digest = base64.b64encode(hashlib.sha256(code.encode("utf-8")).digest()).decode()
            hashes.append(f"'sha256-{digest}'")
    return hashes


def policy(page: str) -> str:
    directives = dict(DIRECTIVES)
    directives["script-src"] = " ".join([directives["script-src"], *inline_script_hashes(page)])
    return "; ".join(f"{name} {value}" for name, value in directives.items())


def with_policy(page: str) -> str:
    """``page`` with its policy as the first element after ``<meta charset>`` (before any script)."""
    charset = re.search(r"<meta charset=[^>]*>\n?", page, re.I)
    if not charset:
        raise ValueError("a page must start its <head> with <meta charset=...>")
    meta = f'  <meta http-equiv="Content-Security-Policy" content="{policy(page)}">\n'
    return page[: charset.end()] + meta + page[charset.end():]
