# The review's worker, as PyScript runs it: web/review_runner.py starts it with PyScript's PyWorker,
# and the build copies these few lines beside pyodide.mjs (vendor/pyodide/review-worker.py, precached:
# the one Python file the site serves as text, since PyScript runs a worker's script from its text).
# The worker's config gave Python the app's archives at the page's paths: they go first on sys.path,
# and the review's calls (web/review_worker.py) are exported. The page only awaits them, text in and
# out, so no SharedArrayBuffer is needed. The review engine is imported now, while the page grades
# the first moves itself.
import sys

sys.path[:0] = [path for path in ("/home/pyodide/ludotheque.whl", "/home/pyodide/web.zip") if path not in sys.path]

import game.review  # noqa: E402,F401 (with its search modules: once, before the first call)
from web.review_worker import call, ready, started  # noqa: E402

ready()
__export__ = ["call", "started"]
