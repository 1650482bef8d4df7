"""A fresh Chromium profile for one start-up measurement (bench/startup.py, bench/_first_paint.py)."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from e2e.helpers import RequestLog, chromium_launch_options, record_requests

# A warm start comes after a visit that lasted: the browser writes the compiled code of Pyodide's
# WebAssembly and scripts to its cache a while after they ran (V8: up to about 2 s). The first load is
# left this long before the second, or the second would find a cache no returning visitor finds.
SETTLE_MS = 3000


@contextmanager
def fresh_profile(playwright: Any, probe: str) -> Iterator[tuple[Any, Any, RequestLog]]:
    """Chromium in a new user-data folder (a real disk cache, empty), ``probe`` run first in each of
    its pages: (the context, its page, the requests it makes). Closed and deleted afterwards.
    Service workers are blocked: a second load comes from the HTTP cache, as the bare page's does."""
    with tempfile.TemporaryDirectory(prefix="ludotheque-profile-") as folder:
        context = playwright.chromium.launch_persistent_context(folder, service_workers="block",
                                                                **chromium_launch_options())
        try:
            context.add_init_script(probe)
            log = record_requests(context)
            yield context, context.pages[0] if context.pages else context.new_page(), log
        finally:
            context.close()
