"""The engine wheel is an ordinary wheel: pip installs it into a fresh virtual environment, and the
arena runs from the installed package. Both the wheel `make` builds (dist/) and the one the site serves
to PyScript (the same with CPython 3.14 bytecode added, tools/wheel_bytecode.py)."""

from __future__ import annotations

import io
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from tools.wheel_bytecode import with_bytecode

ROOT = Path(__file__).resolve().parent.parent


def built_wheel() -> Path:
    wheels = sorted((ROOT / "dist").glob("ludotheque-*-py3-none-any.whl"))
    if len(wheels) != 1:
        pytest.fail(f"expected one built wheel in dist/, found {wheels}: run `make build` (`make test` builds first)")
    return wheels[0]


def install_and_play(wheel: Path, folder: Path) -> str:
    """pip-installs ``wheel`` into a new venv in ``folder`` and runs a two-game Kulami match from it
    (in ``folder``: the repository's own game/ is not on the path)."""
    venv.EnvBuilder(with_pip=True).create(folder / "venv")
    python = folder / "venv" / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "--no-index", "--disable-pip-version-check", "-q", wheel], check=True)
    where = subprocess.run([python, "-c", "import game; print(game.__file__)"], cwd=folder, check=True,
                           capture_output=True, text=True).stdout
    assert "site-packages" in where, f"the installed package, not the repository's: {where}"
    match = subprocess.run([python, "-m", "game.arena", "kulami", "--agents", "easy,random", "--games", "2"],
                           cwd=folder, check=True, capture_output=True, text=True, timeout=300)
    return match.stdout


def test_the_built_wheel_installs_with_pip_and_the_arena_runs_from_it(tmp_path):
    out = install_and_play(built_wheel(), tmp_path)
    assert "easy" in out and "random" in out


def test_the_wheel_with_bytecode_added_still_installs_with_pip_and_plays(tmp_path):
    wheel = built_wheel()
    with zipfile.ZipFile(wheel) as plain:
        modules = [name for name in plain.namelist() if name.startswith("game/") and name.endswith(".py")]
    fake_bytecode = {name + "c": b"3.14 bytecode stands here" for name in modules}  # never imported by 3.11
    served = tmp_path / "served" / wheel.name
    served.parent.mkdir()
    served.write_bytes(with_bytecode(wheel.read_bytes(), fake_bytecode))
    out = install_and_play(served, tmp_path)
    assert "easy" in out


def test_bytecode_goes_only_beside_a_module_of_the_wheel():
    with pytest.raises(ValueError, match="no module"):
        with_bytecode(built_wheel().read_bytes(), {"game/nowhere.pyc": b""})


def test_record_lists_every_member_with_its_hash(tmp_path):
    wheel = with_bytecode(built_wheel().read_bytes(), {"game/core.pyc": b"bytecode"})
    with zipfile.ZipFile(io.BytesIO(wheel)) as whl:
        names = whl.namelist()
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        lines = whl.read(record).decode().splitlines()
    assert names[-1] == record, "RECORD last"
    assert sorted(line.split(",")[0] for line in lines) == sorted(names)
    core = next(line for line in lines if line.startswith("game/core.pyc,"))
    assert core.endswith(",8") and "sha256=" in core
