"""The engine wheel as the browser gets it: the wheel `python -m build` made, with CPython 3.14 bytecode
added beside each module, still a valid wheel.

Pyodide imports the wheel's modules straight from the .whl (Python's zipimport, the file on sys.path),
and zipimport takes ``module.pyc`` before ``module.py``: nothing is compiled in the browser. pip and
micropip install the same file as any wheel (RECORD lists every member with its hash and size); an
installed copy imports its sources as usual, and ignores the 3.14 bytecode elsewhere.
"""

from __future__ import annotations

import base64
import hashlib
import io
import zipfile

ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def dist_info(names: list[str]) -> str:
    """The wheel's ``<name>-<version>.dist-info`` folder (exactly one)."""
    folders = {name.split("/")[0] for name in names if name.split("/")[0].endswith(".dist-info")}
    if len(folders) != 1:
        raise ValueError(f"a wheel has one .dist-info folder, found {sorted(folders)}")
    return folders.pop()


def with_bytecode(wheel: bytes, bytecode: dict[str, bytes]) -> bytes:
    """``wheel`` with ``bytecode`` ({"game/core.pyc": ...}, each beside its module) added and RECORD
    written anew; the package's files first, the .dist-info folder last, RECORD at its end."""
    with zipfile.ZipFile(io.BytesIO(wheel)) as source:
        members = {info.filename: source.read(info) for info in source.infolist() if not info.is_dir()}
    for name in bytecode:
        if name[:-1] not in members or not name.endswith(".pyc"):
            raise ValueError(f"{name}: no module {name[:-1]} in the wheel to put it beside")
    info_dir = dist_info(list(members))
    record = f"{info_dir}/RECORD"
    members.pop(record, None)
    members.update(bytecode)
    package = sorted(name for name in members if not name.startswith(info_dir + "/"))
    metadata = sorted(name for name in members if name.startswith(info_dir + "/"))
    lines = [record_line(name, members[name]) for name in package + metadata] + [f"{record},,"]
    members[record] = ("\n".join(lines) + "\n").encode()
    return zip_in_order({name: members[name] for name in [*package, *metadata, record]})


def zip_in_order(members: dict[str, bytes]) -> bytes:
    """A zip of ``members`` in the order given, the same bytes for the same members (fixed dates and
    modes): a build that changes nothing changes no hash."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for name, data in members.items():
            entry = zipfile.ZipInfo(name, ZIP_DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            target.writestr(entry, data)
    return out.getvalue()
