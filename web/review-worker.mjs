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
 * Its first message is {files: {path: bytes}}: the app's archives as the page's Python has them (the
 * engine wheel and the web package, in sys.path order), written at the same paths and put first on
 * sys.path, so nothing is fetched but Pyodide's own files. It answers {ready: true, times} once
 * web.review_worker and the review engine are imported (times: ms from the worker's start to Python
 * loaded, and to those imported), or {failed: reason}. Each later message {id, name, args} (args: a
 * JSON list, as text) is answered {id, value} (JSON text) or {id, error}; calls wait for the start. */
import { loadPyodide } from "./pyodide.mjs";

let started = null;
const times = {}; // ms from the worker's start to Python loaded and to the review's module imported

async function start({ files }) {
  const pyodide = await loadPyodide({ indexURL: new URL("./", import.meta.url).href });
  times.python = Math.round(performance.now());
  const paths = Object.keys(files);
  for (const [path, bytes] of Object.entries(files)) pyodide.FS.writeFile(path, new Uint8Array(bytes));
  // A JSON list of strings is a Python list too.
  pyodide.runPython(`import sys\nsys.path[:0] = ${JSON.stringify(paths)}\nimport game.review`);
  const module = pyodide.pyimport("web.review_worker");
  times.imported = Math.round(performance.now());
  return module;
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
