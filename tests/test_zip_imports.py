"""Imports from a zip archive (web/zip_imports.py): each module read once, named as before."""

from __future__ import annotations

import importlib
import py_compile
import sys
import zipfile
import zipimport
from pathlib import Path

import pytest

from web.zip_imports import read_each_module_once

MODULES = {"meadow/__init__.py": "SHEEP = 3\n", "meadow/fence.py": "from . import SHEEP\nPOSTS = SHEEP * 2\n",
           "herd.py": "SIZE = 5\n"}


@pytest.fixture
def archive(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A zip of bytecode and sources (as the wheel holds them) on sys.path; its modules forgotten after."""
    path = tmp_path / "pieces.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, source in MODULES.items():
            written = tmp_path / name
            written.parent.mkdir(parents=True, exist_ok=True)
            written.write_text(source)
            bundle.write(written, name)
            bundle.write(py_compile.compile(str(written), cfile=str(written) + "c"), name + "c")
    monkeypatch.syspath_prepend(str(path))
    monkeypatch.setattr(zipimport.zipimporter, "get_filename", zipimport.zipimporter.get_filename)  # put back after
    yield path
    for name in ("meadow", "meadow.fence", "herd"):
        sys.modules.pop(name, None)
    sys.path_importer_cache.pop(str(path), None)


def reads_while_importing(monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], dict[str, str]]:
    """The archive entries read while the modules are imported, and each module's file name."""
    read: list[str] = []
    reading = zipimport._get_data
    monkeypatch.setattr(zipimport, "_get_data", lambda archive, entry: read.append(entry[0]) or reading(archive, entry))
    files = {name: importlib.import_module(name).__file__ for name in ("meadow.fence", "herd")}
    files["meadow"] = sys.modules["meadow"].__file__
    return read, files


def test_a_module_in_an_archive_is_read_once_and_keeps_its_file_name(archive, monkeypatch):
    plain_reads, plain_files = reads_while_importing(monkeypatch)
    for name in ("meadow", "meadow.fence", "herd"):
        sys.modules.pop(name, None)
    assert read_each_module_once()
    reads, files = reads_while_importing(monkeypatch)
    assert files == plain_files and files["meadow.fence"].endswith("fence.pyc")
    assert sorted(reads) == sorted(set(plain_reads)) == sorted(set(reads)), "each module read once"
    assert len(plain_reads) >= 2 * len(reads), "and twice or more without it"
    assert sys.modules["meadow.fence"].POSTS == 6


def test_a_module_not_in_the_archive_is_still_not_found(archive, monkeypatch):
    read_each_module_once()
    with pytest.raises(zipimport.ZipImportError):
        zipimport.zipimporter(str(archive)).get_filename("pasture")
