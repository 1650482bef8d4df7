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

const PAGE = 4096;
const MAGIC = new TextEncoder().encode("LPS1");

async function snapshot({ files }) {
  const pyodide = await loadPyodide({ _makeSnapshot: true, indexURL: new URL("./", import.meta.url).href });
  const paths = Object.keys(files);
  for (const [path, bytes] of Object.entries(files)) pyodide.FS.writeFile(path, new Uint8Array(bytes));
  // A JSON list of strings is a Python list too.
  pyodide.runPython(`import sys\nsys.path[:0] = ${JSON.stringify(paths)}\nfrom web import snapshot\nsnapshot.import_all()`);
  return pyodide.makeMemorySnapshot();
}

/** The snapshot without its empty pages (most of Python's memory is zeros: 31 MB -> about 12 MB),
 * as web/interpreter.mjs's unpacked() reads it: "LPS1", the snapshot's size, the page size, the
 * number of pages kept, their indexes (all u32, little-endian), then those pages. */
export function packed(snapshot) {
  const memory = new Uint8Array(Math.ceil(snapshot.length / PAGE) * PAGE); // whole pages
  memory.set(snapshot);
  const words = new Uint32Array(memory.buffer, memory.byteOffset, memory.length / 4);
  const perPage = PAGE / 4;
  const kept = [];
  for (let page = 0; page * PAGE < memory.length; page += 1) {
    for (let at = page * perPage, end = Math.min(at + perPage, words.length); at < end; at += 1) {
      if (words[at] !== 0) {
        kept.push(page);
        break;
      }
    }
  }
  const head = 16 + 4 * kept.length;
  const out = new Uint8Array(head + kept.length * PAGE);
  const view = new DataView(out.buffer);
  out.set(MAGIC);
  view.setUint32(4, snapshot.length, true);
  view.setUint32(8, PAGE, true);
  view.setUint32(12, kept.length, true);
  kept.forEach((page, i) => {
    view.setUint32(16 + 4 * i, page, true);
    out.set(memory.subarray(page * PAGE, (page + 1) * PAGE), head + i * PAGE);
  });
  return out;
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
    const bytes = packed(await snapshot(data));
    await store(bytes, data);
    self.postMessage({ stored: bytes.length });
  } catch (error) {
    self.postMessage({ failed: String(error && error.message ? error.message : error) });
  }
  self.close();
};
