/* Starts the app: Pyodide from the site (vendor/pyodide/), the app's bytecode archive on Python's
 * path, then web/main.py. index.html loads it as
 *   <script type="module" async src="./web/boot.js" id="boot" data-archive="./py/ludotheque-<hash>.zip">
 * (the build writes the archive's name), so it runs as soon as it is fetched, while the page is still
 * being parsed; embed.html adds the same tag when the reader presses Play.
 *
 * This is all PyScript did for the app, without its own start-up work (its config, its Python
 * package, its IndexedDB databases): measured side by side in bench/startup.py against a bare
 * PyScript page. Python waits for the document to be parsed (the deferred scripts it uses,
 * Idiomorph and Panzoom, have run by then); the screen drawn ahead (web/first-paint.js) is on show
 * meanwhile. */
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const ARCHIVE = "/home/pyodide/ludotheque.zip"; // read by Python's zipimport: nothing to unpack

const WORDS = {
  en: "Ludothèque could not start. Reload the page to try again.",
  fr: "Ludothèque n’a pas pu démarrer. Rechargez la page pour réessayer.",
};

function parsed() {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
}

/** The screen drawn ahead on show (web/first-paint.js), or a second at most: Python's start keeps the
 * page busy for a while (no frame until it is done), and would otherwise hold it back. */
function firstPaint() {
  const painted = window.ludothequeFirstPaint;
  if (!painted) return Promise.resolve(); // embed.html: its preview is in the page already
  return Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

async function fetchArchive(url) {
  const response = await fetch(url).catch((error) => {
    throw new Error(`${url.pathname}: ${error.message}`);
  });
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The failure, said in the page (as text) and in full in the console. */
function showFailure(error) {
  console.error("Ludothèque could not start:", error);
  const note = document.createElement("p");
  note.className = "boot-error";
  note.setAttribute("role", "alert");
  note.textContent = document.documentElement.lang === "fr" ? WORDS.fr : WORDS.en;
  note.title = String(error && error.message ? error.message : error);
  document.body.prepend(note);
}

async function boot() {
  performance.mark("ludotheque:boot");
  const script = document.getElementById("boot");
  const archive = fetchArchive(new URL(script.dataset.archive, document.baseURI));
  const pyodide = await loadPyodide({
    indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
    // Run while Pyodide's WebAssembly is compiled, before Python itself starts (which it awaits).
    fsInit: async (fs) => {
      fs.writeFile(ARCHIVE, await archive);
      await firstPaint();
    },
  });
  performance.mark("ludotheque:pyodide-loaded");
  await archive; // its failure, if any, rather than Python's "no module named web"
  await parsed();
  performance.mark("ludotheque:app-starts");
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(ARCHIVE)})\nimport web.main`);
}

boot().catch((error) => parsed().then(() => showFailure(error)));
