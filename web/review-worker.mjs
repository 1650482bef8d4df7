/* The Web Worker that reviews a game (web/review_worker.py is its Python; web/review_runner.py drives
 * it from the page), so that the page stays free while every move is weighed.
 *
 * The build copies it beside pyodide.mjs (vendor/pyodide/review-worker.mjs), as it does
 * python-snapshot.mjs: a module worker of the site itself, which the site's Content-Security-Policy
 * allows (worker-src 'self'; PyScript's own workers start from blob: addresses, which it refuses),
 * precached by the service worker like every file of the site (offline), and needing no
 * cross-origin isolation (embed.html in other sites' pages): the page only posts it text and
 * awaits its answers.
 *
 * Its first message is {files: {path: bytes}, snapshot}: the app's archives as the page's Python has
 * them (the engine wheel and the web package, in sys.path order), written at the same paths and put
 * first on sys.path, so nothing is fetched but Pyodide's own files; and, when the browser keeps one,
 * where this build's memory snapshot is ({cache, address}: web/python-start.js): Python then starts
 * from it, the engines and the review already imported (web/snapshot.py), as the page's does
 * (web/interpreter.mjs), else from scratch (a first visit, embed.html, a snapshot that does not
 * restore). It answers {ready: true, times} once
 * web.review_worker and the review engine are imported (times: ms from the worker's start to Python
 * loaded, and to those imported), or {failed: reason}. Each later message {id, name, args} (args: a
 * JSON list, as text) is answered {id, value} (JSON text) or {id, error}; calls wait for the start. */
import { loadPyodide } from "./pyodide.mjs";

let started = null;
const times = {}; // ms from the worker's start to Python loaded and to the review's module imported

async function start({ files, snapshot }) {
  const indexURL = new URL("./", import.meta.url).href;
  const memory = await kept(snapshot);
  let pyodide = null;
  if (memory) {
    try {
      pyodide = await loadPyodide({ indexURL, _loadSnapshot: unpacked(memory) });
      times.snapshot = true;
    } catch (error) {
      pyodide = null; // the page's own start drops a snapshot that does not restore
    }
  }
  if (!pyodide) pyodide = await loadPyodide({ indexURL });
  times.python = Math.round(performance.now());
  const paths = Object.keys(files);
  for (const [path, bytes] of Object.entries(files)) pyodide.FS.writeFile(path, new Uint8Array(bytes));
  // A JSON list of strings is a Python list too.
  pyodide.runPython(`import sys\nsys.path[:0] = [p for p in ${JSON.stringify(paths)} if p not in sys.path]\n` +
    "import random\nrandom.seed()\nimport game.review"); // a restored Python draws the same numbers each time
  const module = pyodide.pyimport("web.review_worker");
  times.imported = Math.round(performance.now());
  return module;
}

/** This build's memory snapshot, as the browser keeps it (web/python-snapshot.mjs made it), or null. */
async function kept(snapshot) {
  if (!snapshot || !snapshot.address || !self.caches) return null;
  try {
    const response = await (await caches.open(snapshot.cache)).match(snapshot.address);
    return response ? await response.arrayBuffer() : null;
  } catch (error) {
    return null;
  }
}

/** The memory a snapshot kept: web/interpreter.mjs's unpacked(), which that module cannot share (it
 * runs the page's start as it is imported). "LPS1", the size, the page size, the pages kept, their
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

function reason(error) {
  return String(error && error.message ? error.message : error);
}

self.onmessage = async ({ data }) => {
  if (data.files) {
    started = start(data);
    try {
      await started;
      self.postMessage({ ready: true, times });
    } catch (error) {
      self.postMessage({ failed: reason(error) });
    }
    return;
  }
  const { id, name, args } = data;
  try {
    if (!started) throw new Error("the review worker was not started");
    const python = await started;
    self.postMessage({ id, value: python.call(name, args) });
  } catch (error) {
    self.postMessage({ id, error: reason(error) });
  }
};
