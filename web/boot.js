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

async function fetchArchive(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
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
  const pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href });
  performance.mark("ludotheque:pyodide-loaded"); // for bench/first_paint.py
  pyodide.FS.writeFile(ARCHIVE, await archive);
  await parsed();
  performance.mark("ludotheque:app-starts");
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(ARCHIVE)})\nimport web.main`);
}

boot().catch((error) => parsed().then(() => showFailure(error)));
