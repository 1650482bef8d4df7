/* The interpreter pyscript.toml names: Pyodide's own loader, with one step added before Python starts.
 *
 * The build copies this module beside pyodide.mjs (vendor/pyodide/interpreter.mjs): PyScript takes
 * Pyodide's folder from the module's URL and calls its loadPyodide(options) and version, as it does
 * with pyodide.mjs itself (PyScript is pinned exactly in package-lock.json; e2e/test_site_boots.py
 * checks that this module ran).
 *
 * The step, while Pyodide's WebAssembly compiles: wait for the screen drawn ahead to be on show
 * (web/first-paint.js's promise, a second at most), since Python's start keeps the page busy for a
 * while, with no frame until it is done, and would otherwise hold that screen back; and put the
 * bytecode of PyScript's own Python package in /home/pyodide/pyscript/__pycache__/ (the build
 * compiles it, pyscript-pycache.bin beside this module), where PyScript writes that package's
 * sources at every start: Python then imports it without compiling it, as long as each source is
 * the one compiled (checked-hash bytecode; any other source is compiled as usual). Python's code
 * runs only once the document is parsed (the deferred scripts the app uses, Idiomorph and Panzoom,
 * have run).
 *
 * From the second start on, Python is restored from a copy of its memory that the browser keeps (a
 * Pyodide memory snapshot, read ahead by web/python-start.js): then Python does not start from
 * scratch, nor import the engines and the screens' pure Python again. A start without one (the first
 * visit, a new build) has a worker make it once the app is up and the page idle
 * (web/python-snapshot.mjs). A copy that does not restore is dropped, and Python starts as usual.
 *
 * And a start that fails says so: a file that cannot be fetched (Pyodide's, or one of pyscript.toml's
 * files, which PyScript leaves as an unhandled rejection) or Python failing before the app is up
 * puts a short alert in the page (the reason in its title and, in full, in the console). */
import { loadPyodide as loadPyodideItself, version } from "./pyodide.mjs";

export { version };

// The Cache Storage cache of memory snapshots (web/python-start.js, web/python-snapshot.mjs).
const SNAPSHOTS = "ludotheque-python-start";

const WORDS = {
  en: "Ludothèque could not start. Reload the page to try again.",
  fr: "Ludothèque n’a pas pu démarrer. Rechargez la page pour réessayer.",
};

function up() {
  return document.documentElement.getAttribute("data-ready") === "1";
}

/** The failure, said in the page (as text) and in full in the console; once. */
function showFailure(error) {
  if (up() || document.querySelector(".boot-error")) return;
  console.error("Ludothèque could not start:", error);
  const note = document.createElement("p");
  note.className = "boot-error";
  note.setAttribute("role", "alert");
  note.textContent = document.documentElement.lang === "fr" ? WORDS.fr : WORDS.en;
  note.title = String(error && error.message ? error.message : error);
  parsed().then(() => document.body.prepend(note));
}

window.addEventListener("unhandledrejection", (event) => showFailure(event.reason));

/** Python's code run by PyScript, its failures said too (PyScript prints them to the console only). */
function sayingFailures(pyodide) {
  const { runPython, runPythonAsync } = pyodide;
  pyodide.runPython = function (...args) {
    try {
      return runPython.apply(this, args);
    } catch (error) {
      showFailure(error);
      throw error;
    }
  };
  pyodide.runPythonAsync = function (...args) {
    return runPythonAsync.apply(this, args).catch((error) => {
      showFailure(error);
      throw error;
    });
  };
  return pyodide;
}

// Fetched at once (index.html preloads it); without it, PyScript's package is compiled as usual.
const pycache = fetch(new URL("./pyscript-pycache.bin", import.meta.url))
  .then((response) => (response.ok ? response.arrayBuffer() : null))
  .catch(() => null);

/** Writes the bundle's files (4 bytes: the index's length; the index, [[path, size], ...]; the bytes). */
async function writePycache(fs) {
  const buffer = await pycache;
  if (!buffer) return;
  const bytes = new Uint8Array(buffer);
  const length = new DataView(buffer).getUint32(0, true);
  let at = 4 + length;
  for (const [path, size] of JSON.parse(new TextDecoder().decode(bytes.subarray(4, at)))) {
    fs.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    fs.writeFile(path, bytes.subarray(at, at + size));
    at += size;
  }
}

function firstPaint() {
  const painted = window.ludothequeFirstPaint;
  if (!painted) return Promise.resolve(); // embed.html: its preview is in the page already
  return Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

function parsed() {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
}

/** Pyodide started, from this build's memory snapshot when the browser keeps one (web/python-start.js). */
async function started(options) {
  const start = window.ludothequePythonStart;
  const snapshot = start ? await start.snapshot : null;
  if (snapshot) {
    try {
      const pyodide = await loadPyodideItself({ ...options, _loadSnapshot: unpacked(snapshot) });
      performance.mark("ludotheque:from-snapshot");
      // A restored Python would draw the same "random" numbers at every start: seed it afresh.
      pyodide.runPython("import random\nrandom.seed()");
      return pyodide;
    } catch (error) {
      console.warn("Ludothèque: the kept start could not be used; starting Python afresh.", error);
      forget(start);
    }
  }
  const pyodide = await loadPyodideItself(options);
  if (start) whenIdle(() => keep(pyodide, start));
  return pyodide;
}

/** The memory a snapshot kept (web/python-snapshot.mjs's packed(): its pages that are not all zeros). */
function unpacked(buffer) {
  const view = new DataView(buffer);
  if (buffer.byteLength < 16 || new TextDecoder().decode(new Uint8Array(buffer, 0, 4)) !== "LPS1") {
    throw new Error("not a kept Python start");
  }
  const [size, page, count] = [view.getUint32(4, true), view.getUint32(8, true), view.getUint32(12, true)];
  const head = 16 + 4 * count;
  if (buffer.byteLength !== head + count * page) throw new Error("a kept Python start cut short");
  const memory = new Uint8Array(Math.ceil(size / page) * page);
  for (let i = 0; i < count; i += 1) {
    const at = view.getUint32(16 + 4 * i, true) * page;
    memory.set(new Uint8Array(buffer, head + i * page, page), at);
  }
  return memory.subarray(0, size);
}

/** Drops a snapshot that would not restore (the next start makes a new one). */
function forget(start) {
  caches.open(SNAPSHOTS).then((cache) => cache.delete(start.address)).catch(() => {});
}

/** Once the app is up and the page idle, a worker makes the snapshot later starts restore. */
function keep(pyodide, start) {
  if (!("Worker" in window)) return;
  const files = {};
  try {
    for (const path of start.files) files[path] = pyodide.FS.readFile(path).slice().buffer;
  } catch (error) {
    return; // the app's archives are not where index.html says: make no snapshot of something else
  }
  const worker = new Worker(new URL("./python-snapshot.mjs", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => {
    if (data.failed) console.warn("Ludothèque: no snapshot kept for the next start:", data.failed);
    else performance.mark("ludotheque:snapshot-kept");
  };
  worker.postMessage({ files, address: start.address, cacheName: SNAPSHOTS }, Object.values(files));
}

function whenIdle(task) {
  const later = () => (window.requestIdleCallback ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 500));
  if (up()) return later();
  const watch = new MutationObserver(() => {
    if (!up()) return;
    watch.disconnect();
    later();
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-ready"] });
}

export async function loadPyodide(options = {}) {
  performance.mark("ludotheque:boot");
  const fsInit = (fs) => Promise.all([firstPaint(), writePycache(fs)]);
  const pyodide = await started({ ...options, fsInit }).catch((error) => {
    showFailure(error);
    throw error;
  });
  performance.mark("ludotheque:pyodide-loaded");
  await parsed();
  return sayingFailures(pyodide);
}
