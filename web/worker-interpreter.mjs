/* The interpreter of the app's PyScript workers (the review's: web/review_runner.py starts it with
 * PyScript's PyWorker): Pyodide's own loader, as web/interpreter.mjs is for the page, without that
 * module's page steps (a worker has no document nor window).
 *
 * The build copies it beside pyodide.mjs (vendor/pyodide/worker-interpreter.mjs): PyScript takes
 * Pyodide's folder from this module's URL and calls its loadPyodide(options) and version.
 *
 * First, IndexedDB is guarded (web/embed-guard.js): in the embed framed by another site, a browser
 * that blocks third-party storage refuses the database PyScript opens in the worker, and PyScript's
 * own error handler then throws and the worker never starts.
 *
 * Two steps are added. When the browser keeps this build's memory snapshot (web/python-start.js; none
 * on a first visit, nor in the embed in another site's frame, whose storage is its own), Python is
 * restored from it, the engines and the review already imported (web/snapshot.py), as the page's
 * is. The build writes this build's key in (the page cannot say it in this module's address: a
 * module served by the service worker has the cached file's address, without query or fragment). A
 * snapshot that does not restore is left to the page (which drops it), and Python starts as usual. And PyScript's own package's bytecode (pyscript-pycache.bin, as the page writes
 * it) is put in place before PyScript writes that package's sources, so it is imported, not compiled. */
import "../../web/embed-guard.js"; // in another site's frame, PyScript's IndexedDB kept in memory (as in the page)
import { loadPyodide as loadPyodideItself, version } from "./pyodide.mjs";

export { version };

const SNAPSHOTS = "ludotheque-python-start"; // the Cache Storage cache of memory snapshots (web/interpreter.mjs)

// This build's snapshot key (the build writes it in, as in index.html: web/python-start.js), and where
// the page keeps the snapshot: <the site>/python-start/<key>, this module being in <the site>/vendor/pyodide/.
const KEY = "__PYTHON_START_KEY__";
const here = new URL(import.meta.url);
const snapshotAddress = KEY.startsWith("__") ? null : new URL(`../../python-start/${KEY}`, here).href;

const pycache = fetch(new URL("./pyscript-pycache.bin", here))
  .then((response) => (response.ok ? response.arrayBuffer() : null))
  .catch(() => null);

/** This build's memory snapshot, as the browser keeps it, or null. */
async function kept() {
  if (!snapshotAddress || !self.caches) return null;
  try {
    const response = await (await caches.open(SNAPSHOTS)).match(snapshotAddress);
    return response ? await response.arrayBuffer() : null;
  } catch (error) {
    return null;
  }
}

/** The memory a snapshot kept: web/interpreter.mjs's unpacked(), which that module cannot share (it
 * starts the page's Python as it is imported). "LPS1", the size, the page size, the pages kept, their
 * indexes (u32, little-endian), then those pages. */
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
    memory.set(new Uint8Array(buffer, head + i * page, page), view.getUint32(16 + 4 * i, true) * page);
  }
  return memory.subarray(0, size);
}

/** Writes the bundle's files (web/interpreter.mjs's writePycache: 4 bytes, the index's length; the
 * index, [[path, size], ...]; the bytes). */
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

/** Python's environment says how it started, for web/review_worker.py's started(): from the snapshot
 * or not, and when Python was loaded (ms from the worker's start). */
function noted(pyodide, fromSnapshot) {
  pyodide.runPython(`import os\nos.environ["LUDOTHEQUE_PYTHON_MS"] = "${Math.round(performance.now())}"\n` +
    (fromSnapshot ? 'os.environ["LUDOTHEQUE_FROM_SNAPSHOT"] = "1"' : ""));
  return pyodide;
}

export async function loadPyodide(options = {}) {
  const started = { ...options, fsInit: writePycache };
  const memory = await kept();
  if (memory) {
    try {
      const pyodide = await loadPyodideItself({ ...started, _loadSnapshot: unpacked(memory) });
      // A restored Python would draw the same "random" numbers in every worker: seed it afresh.
      pyodide.runPython("import random\nrandom.seed()");
      return noted(pyodide, true);
    } catch (error) {
      console.warn("Ludothèque: the review worker starts Python afresh (the kept start did not restore).", error);
    }
  }
  return noted(await loadPyodideItself(started), false);
}
