"""web/dom.py is the browser side's one door to the browser: no other module in web/ imports the
browser's modules (read with ``ast``: comments and strings do not count), and web/dom.py only passes
on what it imports, which is all tools/prerender.py stands in for."""

from __future__ import annotations

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"
BROWSER = {"js", "pyodide", "pyodide_js", "pyscript"}


def browser_imports(path: Path) -> list[str]:
    """The browser modules ``path`` imports, anywhere in it (in a function too), as ``line: module``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found += [f"{node.lineno}: {name}" for name in names if name.split(".")[0] in BROWSER]
    return found


def test_only_web_dom_imports_the_browser():
    others = [path for path in sorted(WEB.rglob("*.py")) if path != WEB / "dom.py"]
    offenders = {str(path.relative_to(WEB.parent)): browser_imports(path) for path in others if browser_imports(path)}
    assert offenders == {}, f"import the browser from web.dom instead: {offenders}"
    assert browser_imports(WEB / "dom.py"), "web/dom.py imports the browser (else this test reads nothing)"


def test_web_dom_passes_on_what_it_imports_and_nothing_else():
    tree = ast.parse((WEB / "dom.py").read_text(encoding="utf-8"))
    imported, exported = set(), set()
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            imported |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.Assign) and [t.id for t in node.targets if isinstance(t, ast.Name)] == ["__all__"]:
            exported = set(ast.literal_eval(node.value))
        elif not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)):  # the docstring
            raise AssertionError(f"web/dom.py line {node.lineno}: only imports (tools/prerender.py stands in for those)")
    assert exported == imported
