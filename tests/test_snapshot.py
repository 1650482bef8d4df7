"""What a kept Python start (a memory snapshot, web/snapshot.py) holds, checked under CPython in a
fresh interpreter (the worker that makes it runs the same function in Pyodide)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, sys
from web import snapshot
imported = snapshot.import_all()
print(json.dumps({"imported": imported, "loaded": sorted(sys.modules),
                  "blocked": [name for name in snapshot.PAGE_ONLY if sys.modules.get(name, 0) is None]}))
"""


@pytest.fixture(scope="module")
def snapshot_run() -> dict:
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_a_kept_start_holds_every_engine_module_the_app_imports(snapshot_run):
    from game import core

    for entry in (entry for entry in core.REGISTRY if entry.available):
        assert entry.module in snapshot_run["imported"], f"{entry.id}'s engine is imported before the snapshot"
    assert "game.core" in snapshot_run["imported"] and "web.session" in snapshot_run["imported"]


def test_a_kept_start_never_starts_the_app_nor_touches_the_page(snapshot_run):
    from web import snapshot

    assert "web.main" not in snapshot.modules()  # importing it starts the app
    loaded = set(snapshot_run["loaded"])
    assert "web.main" not in loaded and "web.app" not in loaded
    assert not loaded & {"web.dom", "pyscript", "js", "pyodide_js"}


def test_a_kept_start_leaves_no_module_blocked_for_the_page(snapshot_run):
    assert snapshot_run["blocked"] == []


def test_a_kept_start_holds_no_command_line_tool(snapshot_run):
    loaded = set(snapshot_run["loaded"])
    assert "game.arena" not in loaded
    assert not any(name.endswith((".soak", ".redeal", ".lesson_search", ".learn_odds")) for name in loaded)
