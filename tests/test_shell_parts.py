"""The shell's parts read top-down (docs/architecture.md, "The browser side"): web/app.py wires them
and none of them imports it, and no two of web/'s modules import each other, even by way of others
(imports read with ``ast``, those inside functions too)."""

from __future__ import annotations

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"


def imports(path: Path) -> set[str]:
    """The modules of web/ that ``path`` (a module of web/ itself) imports, by name (``table``)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            names = [node.module] if node.module else [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith("web."):
            names = [node.module.split(".")[1]]
        elif isinstance(node, ast.ImportFrom) and node.module == "web":
            names = [alias.name for alias in node.names]
        else:
            continue
        found |= {name.split(".")[0] for name in names if (WEB / f"{name.split('.')[0]}.py").exists()}
    return found - {path.stem}


def graph() -> dict[str, set[str]]:
    return {path.stem: imports(path) for path in sorted(WEB.glob("*.py"))}


def a_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph, as the modules along it, or None."""
    state: dict[str, int] = {}  # 1: on the path being followed, 2: done

    def visit(name: str, path: list[str]) -> list[str] | None:
        state[name] = 1
        for following in sorted(edges.get(name, ())):
            if state.get(following) == 1:
                return path[path.index(following):] + [following]
            if following not in state:
                found = visit(following, path + [following])
                if found:
                    return found
        state[name] = 2
        return None

    for name in sorted(edges):
        if name not in state:
            found = visit(name, [name])
            if found:
                return found
    return None


def test_the_shells_modules_import_each_other_without_a_cycle():
    edges = graph()
    assert edges["app"] >= {"router", "table", "page", "board_input", "page_api"}, "the graph was read"
    assert a_cycle(edges) is None, f"an import cycle: {' -> '.join(a_cycle(edges) or [])}"


def test_a_cycle_is_found_where_there_is_one():
    assert a_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert a_cycle({"a": {"b"}, "b": set()}) is None


def test_no_part_imports_the_app_that_wires_them():
    importers = sorted(name for name, imported in graph().items() if "app" in imported)
    assert importers == ["main"], "only the entry point starts the app"
