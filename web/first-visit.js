// A first visit, or the site changed since the last one: the page itself came over the network (not
// from the HTTP cache, not revalidated, no service worker in control). Then, and only then, <html>
// gets data-first-visit (web/progress.js shows its bar only then) and Pyodide's WebAssembly (9.6 MB)
// is fetched ahead with the page. On a warm start the browser has the file and its compiled code
// cached; a preloaded copy was measured to lose that code cache, and the progress bar's counting to
// cost time (bench/startup.py, warm). The build puts this script inline in index.html.
(function () {
  "use strict";
  var page = performance.getEntriesByType("navigation")[0];
  var controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  var fromCache = !page || page.transferSize < page.encodedBodySize; // 0: cached; a 304: headers only
  if (controlled || fromCache) return;
  document.documentElement.setAttribute("data-first-visit", "");
  var link = document.createElement("link");
  link.rel = "preload";
  link.href = "./vendor/pyodide/pyodide.asm.wasm";
  link.as = "fetch";
  link.type = "application/wasm";
  link.crossOrigin = "anonymous";
  document.head.appendChild(link);
}());
