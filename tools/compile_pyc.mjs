// Compile Python to sourceless CPython bytecode with the very Pyodide the site ships.
//
//   node tools/compile_pyc.mjs <pyodide-dir> <src-dir> <out-dir> <stdlib-cache-dir>
//
// The .pyc files must come from the exact CPython that runs in the browser (Pyodide 314 runs
// CPython 3.14), which the host does not have: hence Pyodide itself, under Node. All of them are
// unchecked-hash .pyc files: they do not depend on file times (reproducible builds) and are
// loaded without looking for a source file.
//
// 1. Every <src-dir>/**/*.py (the game and web packages, and PyScript's own Python package) becomes
//    <out-dir>/app/**/*.pyc, in the legacy layout (module.pyc where module.py was), which imports
//    without the .py. Code objects name /home/pyodide/<path>.py for tracebacks. PyScript's package
//    (<src-dir>/pyscript/) is compiled as checked-hash .pyc: PyScript writes its sources to
//    /home/pyodide/pyscript/ at every start, and Python uses such a .pyc from __pycache__ only when
//    its hash matches the source it finds there (web/interpreter.mjs puts them in place).
// 2. The standard-library modules loaded at start-up are listed in <out-dir>/stdlib-modules.json:
//    those Pyodide itself imports while booting, plus those imported (anywhere, transitively) by
//    the sources in <src-dir>. Each gets a .pyc in
//    <stdlib-cache-dir> (which persists: a module already there is not compiled again), so that
//    tools/build_site.py can swap them into python_stdlib.zip.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, srcDir, outDir, stdlibCache] = process.argv.slice(2);
if (!stdlibCache) {
    console.error("usage: node compile_pyc.mjs <pyodide-dir> <src-dir> <out-dir> <stdlib-cache-dir>");
    process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.resolve(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
    indexURL: path.resolve(pyodideDir) + path.sep,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
});
const mounts = { src: srcDir, out: outDir, "stdlib-cache": stdlibCache };
for (const [name, hostDir] of Object.entries(mounts)) {
    pyodide.FS.mkdirTree(`/build/${name}`);
    pyodide.mountNodeFS(`/build/${name}`, path.resolve(hostDir));
}
const failures = pyodide.runPython(`
import sys

STDLIB = "/lib/python314.zip/"


def stdlib_files():
    return {f[len(STDLIB):] for m in list(sys.modules.values())
            if (f := getattr(m, "__file__", None) or "").startswith(STDLIB) and f.endswith(".py")}


boot = stdlib_files()
before_tools = set(sys.modules)
import ast, importlib, importlib.util, json, pathlib, py_compile, zipfile

# Forget the modules only this script needed, so that they count only if the app imports them.
for name in set(sys.modules) - before_tools:
    del sys.modules[name]
BUILD = pathlib.Path("/build")
failures = []


def compile_file(source, target, display_name, checked=False):
    target.parent.mkdir(parents=True, exist_ok=True)
    mode = py_compile.PycInvalidationMode
    try:
        py_compile.compile(
            str(source), cfile=str(target), dfile=display_name, doraise=True,
            invalidation_mode=mode.CHECKED_HASH if checked else mode.UNCHECKED_HASH,
        )
    except py_compile.PyCompileError as error:
        failures.append(error.msg)



# 1. The app's own packages.
sources = sorted((BUILD / "src").rglob("*.py"))
for py in sources:
    rel = py.relative_to(BUILD / "src")
    compile_file(py, BUILD / "out" / "app" / rel.with_suffix(".pyc"), "/home/pyodide/" + rel.as_posix(),
                 checked=rel.parts[0] == "pyscript")

# 2. The standard library loaded at start-up: what Pyodide has imported so far, plus whatever the
#    app's modules import (imported here, best effort, to follow their own imports).
names = set()
for py in sources:
    try:
        tree = ast.parse(py.read_bytes())
    except SyntaxError:
        continue  # reported by step 1 for our sources
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
for name in sorted(names):
    try:
        spec = importlib.util.find_spec(name.partition(".")[0])
        if spec and (spec.origin or "").startswith(STDLIB):
            importlib.import_module(name)
    except BaseException:
        pass  # a name that is not a module (from x import function), or not importable under Node
startup = sorted(stdlib_files())
(BUILD / "out" / "stdlib-modules.json").write_text(json.dumps(startup, indent=0))

compiled = 0
with zipfile.ZipFile(STDLIB.rstrip("/")) as stdlib:
    for rel in startup:
        target = BUILD / "stdlib-cache" / (rel[:-3] + ".pyc")
        if not target.exists():
            tmp = pathlib.Path("/tmp/stdlib-source.py")
            tmp.write_bytes(stdlib.read(rel))
            compile_file(tmp, target, STDLIB + rel)
            compiled += 1
print(f"Python {sys.version.split()[0]} (Pyodide): compiled {len(sources)} app modules; "
      f"start-up uses {len(startup)} stdlib modules ({len(boot)} at boot), {compiled} newly compiled")
"\\n".join(failures)
`);
if (failures) {
    console.error(failures);
    process.exit(1);
}
