/* The interpreter of the agent lab's editor's worker (web/lab_editor.py names it in py-editor's
 * config): Pyodide's own loader, once IndexedDB is guarded.
 *
 * The build copies it beside pyodide.mjs (PyScript takes Pyodide's folder from the module's URL, as
 * with web/interpreter.mjs). In that worker PyScript opens an IndexedDB database (its cache of
 * installed packages) before it loads Pyodide; in the lab embedded in another site's page, a browser
 * that blocks third-party storage refuses it, and the worker would never start. The embed's own
 * guard, web/embed-guard.js, gives PyScript a database kept in memory then, as it does in the page;
 * where IndexedDB opens, it changes nothing. */
import "../../web/embed-guard.js";

export { loadPyodide, version } from "./pyodide.mjs";
