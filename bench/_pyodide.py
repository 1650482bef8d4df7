"""Run a benchmark's measure in Pyodide under Node (the interpreter the page uses): game/ and bench/
are copied into Pyodide's file system, then ``bench.<module>.<function>(game_id, games)`` runs there
and prints JSON. Shared by bench/ai_think.py and bench/review.py."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

RUNNER = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import fs from "fs";
import path from "path";
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
function copy(src, dst) {
  py.FS.mkdirTree(dst);
  for (const name of fs.readdirSync(src)) {
    if (name === "__pycache__") continue;
    const s = path.join(src, name), d = dst + "/" + name;
    if (fs.statSync(s).isDirectory()) copy(s, d); else py.FS.writeFile(d, fs.readFileSync(s));
  }
}
copy("%(root)s/game", "/home/pyodide/bench-root/game");
copy("%(root)s/bench", "/home/pyodide/bench-root/bench");
const out = await py.runPythonAsync(`
import sys, json, platform
sys.path.insert(0, "/home/pyodide/bench-root")
from bench.%(module)s import %(function)s
json.dumps({"python": platform.python_implementation() + " " + platform.python_version(),
            "results": %(function)s(%(game)s, %(games)d)})
`);
console.log(out);
"""


def in_pyodide(module: str, function: str, game_id: str, games: int, timeout: float) -> dict[str, Any] | None:
    """``bench.<module>.<function>(game_id, games)`` in Pyodide under Node, with the runner's version,
    or None (with a note) when Node or Pyodide is missing or the run fails."""
    pyodide = ROOT / "node_modules" / "pyodide"
    node = shutil.which("node")
    if node is None or not (pyodide / "pyodide.mjs").exists():
        print("  (Pyodide figures skipped: no node or node_modules/pyodide; run make first)")
        return None
    with tempfile.TemporaryDirectory() as folder:
        runner = Path(folder) / "run.mjs"
        runner.write_text(RUNNER % {"pyodide": pyodide.as_posix(), "root": ROOT.as_posix(), "module": module,
                                    "function": function, "games": games, "game": json.dumps(game_id)})
        done = subprocess.run([node, str(runner)], capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        print(f"  (Pyodide figures failed: {done.stderr.strip().splitlines()[-1:]})")
        return None
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    found["runner"] = "Node " + subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()
    return found
