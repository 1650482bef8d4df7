"""micropip (and whatever Pyodide package it depends on), served by the site itself.

Pyodide's npm package ships its runtime and its lock file, pyodide-lock.json, but none of its
package wheels: ``pyodide.loadPackage("micropip")`` would fetch ``<indexURL>/<file_name>`` from
wherever the site serves Pyodide, and find nothing there. So the build puts the wheel beside
pyodide.mjs itself. It takes micropip from PyPI (a pure-Python wheel, of the very version and file
name the lock names), downloaded once with the host's pip into a cache, so later builds work
offline. Pyodide builds its own copy of the wheel, whose sha256 is the one in the lock, and
``loadPackage`` checks the served file against it (Subresource Integrity in a browser): the site
therefore serves a lock file whose sha256 of each served package is that of the file it serves.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

PACKAGES = ["micropip"]


class BuildError(Exception):
    """A wheel the site needs could not be had, or is not the one the lock file names."""


def lock_packages(lock: dict[str, Any], names: list[str]) -> list[dict[str, Any]]:
    """The lock's entries of ``names`` and of everything they depend on, each once, in order found."""
    packages = lock["packages"]
    found: dict[str, dict[str, Any]] = {}
    waiting = list(names)
    while waiting:
        name = waiting.pop(0)
        if name in found:
            continue
        if name not in packages:
            raise BuildError(f"pyodide-lock.json names no package {name!r}")
        found[name] = packages[name]
        waiting.extend(packages[name]["depends"])
    return list(found.values())


def fetch_wheels(entries: list[dict[str, Any]], cache_dir: Path, python: str = sys.executable,
                 python_version: str = "3.14") -> dict[str, bytes]:
    """``{file_name: bytes}`` of each entry's wheel, downloaded with ``python -m pip`` into
    ``cache_dir`` unless a file of that exact name is already there."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    wheels: dict[str, bytes] = {}
    for entry in entries:
        file_name = entry["file_name"]
        cached = cache_dir / file_name
        if not cached.is_file():
            _download(entry, cached, python, python_version)
        wheels[file_name] = cached.read_bytes()
    return wheels


def _download(entry: dict[str, Any], target: Path, python: str, python_version: str) -> None:
    """The entry's wheel from the package index (PyPI) into ``target``, or a BuildError."""
    requirement = f"{entry['name']}=={entry['version']}"
    # Into a directory of its own first: a file of another name never lands in the cache.
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".download-") as scratch:
        command = [python, "-m", "pip", "download", requirement, "--no-deps", "--only-binary=:all:",
                   "--python-version", python_version, "--disable-pip-version-check", "--quiet",
                   "-d", scratch]
        try:
            done = subprocess.run(command, capture_output=True, text=True)
        except OSError as error:
            raise BuildError(f"could not run pip to download {requirement}: {error}") from error
        if done.returncode != 0:
            raise BuildError(f"could not download {requirement} with pip (exit status {done.returncode}):\n"
                             f"{' '.join(command)}\n{done.stdout}{done.stderr}".rstrip())
        got = sorted(path.name for path in Path(scratch).iterdir())
        if got != [entry["file_name"]]:
            raise BuildError(f"pip downloaded {', '.join(got) or 'nothing'} for {requirement}, but "
                             f"pyodide-lock.json names {entry['file_name']}: has the version drifted?")
        shutil.move(Path(scratch) / entry["file_name"], target)


def served_lock(lock_text: str, wheels: dict[str, bytes]) -> str:
    """The lock file's text with the sha256 of each package in ``wheels`` (by file name) made that of
    the bytes served; everything else as it was, in the same order and the same layout."""
    lock = json.loads(lock_text)
    by_file = {entry["file_name"]: entry for entry in lock["packages"].values()}
    for file_name, data in wheels.items():
        if file_name not in by_file:
            raise BuildError(f"pyodide-lock.json names no package file {file_name}")
        by_file[file_name]["sha256"] = hashlib.sha256(data).hexdigest()
    # Pyodide writes it on one line with json.dumps' default separators (no newline at the end): keep
    # it so. (Were it ever indented, indent it: the layout only matters to the file's size.)
    text = json.dumps(lock, indent=None if "\n" not in lock_text.strip() else 2)
    return text + "\n" if lock_text.endswith("\n") else text


def micropip_files(pyodide_dir: Path, cache_dir: Path) -> tuple[dict[str, bytes], str]:
    """The wheels to write beside pyodide.mjs for ``loadPackage("micropip")``, and the text of the
    pyodide-lock.json to serve in place of the npm package's."""
    lock_text = (pyodide_dir / "pyodide-lock.json").read_text(encoding="utf-8")
    lock = json.loads(lock_text)
    python_version = ".".join(lock["info"]["python"].split(".")[:2])
    wheels = fetch_wheels(lock_packages(lock, PACKAGES), cache_dir, python_version=python_version)
    return wheels, served_lock(lock_text, wheels)
