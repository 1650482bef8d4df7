"""The build serves micropip itself: the lock's wheels, fetched once, and a lock file that matches them."""

from __future__ import annotations

import copy
import hashlib
import io
import json
import zipfile
from pathlib import Path

import pytest

from tools.micropip_wheel import BuildError, fetch_wheels, lock_packages, served_lock

ROOT = Path(__file__).resolve().parent.parent


def package(name: str, *depends: str) -> dict:
    return {"depends": list(depends), "file_name": f"{name}-1.0-py3-none-any.whl", "imports": [name],
            "name": name, "sha256": "0" * 64, "version": "1.0"}


LOCK = {"info": {"python": "3.14.2"}, "packages": {
    "a": package("a", "b"), "b": package("b", "c", "a"), "c": package("c"), "d": package("d", "c")}}


def test_lock_packages_follows_depends_transitively_each_once() -> None:
    assert [entry["name"] for entry in lock_packages(LOCK, ["a"])] == ["a", "b", "c"]
    assert [entry["name"] for entry in lock_packages(LOCK, ["d", "c"])] == ["d", "c"]
    assert lock_packages(LOCK, []) == []


def test_lock_packages_refuses_an_unknown_package() -> None:
    with pytest.raises(BuildError, match="nope"):
        lock_packages(LOCK, ["nope"])


def test_served_lock_rewrites_only_the_served_sha256() -> None:
    text = json.dumps(LOCK)
    digest = hashlib.sha256(b"bytes of b").hexdigest()
    served = served_lock(text, {"b-1.0-py3-none-any.whl": b"bytes of b"})
    expected = copy.deepcopy(LOCK)
    expected["packages"]["b"]["sha256"] = digest
    assert json.loads(served) == expected
    assert served == json.dumps(expected)  # same key order, one line, same separators
    with pytest.raises(BuildError, match="unknown"):
        served_lock(text, {"unknown-1.0-py3-none-any.whl": b""})


def test_served_lock_keeps_pyodides_lock_file_byte_for_byte_but_the_sha256() -> None:
    text = (ROOT / "node_modules/pyodide/pyodide-lock.json").read_text(encoding="utf-8")
    micropip = json.loads(text)["packages"]["micropip"]
    served = served_lock(text, {micropip["file_name"]: b"wheel"})
    assert text.count(micropip["sha256"]) == 1
    assert served == text.replace(micropip["sha256"], hashlib.sha256(b"wheel").hexdigest())


def test_fetch_wheels_takes_a_cached_file_without_pip(tmp_path: Path) -> None:
    entry = package("c")
    (tmp_path / entry["file_name"]).write_bytes(b"cached")
    assert fetch_wheels([entry], tmp_path, python="/bin/false") == {entry["file_name"]: b"cached"}


def test_fetch_wheels_reports_pip_failing(tmp_path: Path) -> None:
    with pytest.raises(BuildError, match="could not download c==1.0"):
        fetch_wheels([package("c")], tmp_path, python="/bin/false")
    assert list(tmp_path.iterdir()) == []  # nothing left behind


def test_fetch_wheels_refuses_a_wheel_of_another_name(tmp_path: Path) -> None:
    pip = tmp_path / "fake-python"  # "downloads" a newer version into the directory it is given last
    pip.write_text('#!/bin/sh\nfor last; do :; done\ntouch "$last/c-2.0-py3-none-any.whl"\n')
    pip.chmod(0o755)
    cache = tmp_path / "cache"
    with pytest.raises(BuildError, match="c-2.0-py3-none-any.whl .*names c-1.0-py3-none-any.whl"):
        fetch_wheels([package("c")], cache, python=str(pip))
    assert list(cache.iterdir()) == []


def test_fetch_wheels_downloads_micropip_from_the_index(tmp_path: Path) -> None:
    entry = {"name": "micropip", "version": "0.11.1", "file_name": "micropip-0.11.1-py3-none-any.whl"}
    wheels = fetch_wheels([entry], tmp_path)
    assert list(wheels) == [entry["file_name"]]
    assert [path.name for path in tmp_path.iterdir()] == [entry["file_name"]]  # cached, nothing else
    with zipfile.ZipFile(io.BytesIO(wheels[entry["file_name"]])) as wheel:
        assert "micropip/__init__.py" in wheel.namelist()
