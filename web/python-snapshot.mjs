/* The worker that makes the memory snapshot later starts begin from (web/python-start.js says why).
 *
 * The build copies it beside pyodide.mjs (vendor/pyodide/python-snapshot.mjs); web/interpreter.mjs
 * starts it once the app is up and idle, after a start that had no snapshot. It is sent the app's
 * archives as the page's Python has them ({files: {path: bytes}}, in sys.path order), the Cache
 * Storage address to keep the snapshot under, and the cache's name. It starts Python the way the
 * page does (same Pyodide, same standard library, the archives at the same paths, first on
 * sys.path), imports what web/snapshot.py imports, takes the snapshot, stores it, removes the
 * site's older snapshots and answers {stored: bytes} or {failed: reason}. */
import { loadPyodide } from "./pyodide.mjs";

async function snapshot({ files }) {
  const pyodide = await loadPyodide({ _makeSnapshot: true, indexURL: new URL("./", import.meta.url).href });
  const paths = Object.keys(files);
  for (const [path, bytes] of Object.entries(files)) pyodide.FS.writeFile(path, new Uint8Array(bytes));
  // A JSON list of strings is a Python list too.
  pyodide.runPython(`import sys\nsys.path[:0] = ${JSON.stringify(paths)}\nfrom web import snapshot\nsnapshot.import_all()`);
  return pyodide.makeMemorySnapshot();
}

async function store(bytes, { address, cacheName }) {
  const cache = await caches.open(cacheName);
  const folder = address.slice(0, address.lastIndexOf("/") + 1);
  for (const request of await cache.keys()) {
    if (request.url.startsWith(folder) && request.url !== address) await cache.delete(request);
  }
  const headers = { "Content-Type": "application/octet-stream", "Content-Length": String(bytes.length) };
  await cache.put(address, new Response(bytes, { headers }));
}

self.onmessage = async ({ data }) => {
  try {
    const bytes = await snapshot(data);
    await store(bytes, data);
    self.postMessage({ stored: bytes.length });
  } catch (error) {
    self.postMessage({ failed: String(error && error.message ? error.message : error) });
  }
  self.close();
};
