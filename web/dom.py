"""The browser, for the rest of web/: the one module that imports it (tests/test_dom_layer.py), and the
one tools/prerender.py stands in for to draw screens under CPython.

PyScript's names where it has them (its ``to_js`` makes a dict a plain JS object, ``Object.fromEntries``,
not a Map); Pyodide's where it has none, each said why.
"""

import pyodide_js  # Pyodide's API object, for web/page_api.py's memory figures: PyScript gives no handle on it
from pyodide import __version__ as PYODIDE_VERSION  # practice is once per runtime (web/warm_up.py): PyScript names none
from pyodide.ffi import create_once_callable  # a proxy that lets go of itself once called: PyScript has none
from pyscript import PyWorker, document, window  # PyWorker: the review's worker (web/review_runner.py)
from pyscript import config as pyscript_config  # the page's config: its files, for the review's worker
from pyscript.ffi import create_proxy, to_js

__all__ = ["PYODIDE_VERSION", "PyWorker", "create_once_callable", "create_proxy", "document", "pyodide_js",
           "pyscript_config", "to_js", "window"]
