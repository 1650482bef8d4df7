// Python started from memory: the second start onwards (web/interpreter.mjs, web/python-snapshot.mjs).
//
// Once the app is up, a worker starts a second Python, imports the engines and the screens' pure
// Python into it, and keeps a copy of its memory (a Pyodide memory snapshot) in the browser's Cache
// Storage, under this build's key (the build writes it into data-key: a hash of Pyodide, its
// standard library and the app's two archives, so a snapshot is only ever used with the very files
// it was made from). A later start restores Python from that copy instead of starting it from
// scratch. This script only begins reading the copy, at once, while the page is parsed, so that it
// is in memory by the time PyScript asks for Python. A first visit has none (looking costs a few
// milliseconds), nor has the embed (its readers' browsers make none).
// The build puts this script inline in index.html.
(function () {
  "use strict";
  var html = document.documentElement;
  var script = document.currentScript;
  var key = script && script.getAttribute("data-key");
  var files = script && script.getAttribute("data-files");
  if (!key || key.indexOf("__") === 0 || html.hasAttribute("data-embed") || !("caches" in window)) return;
  var address = new URL("./python-start/" + key, document.baseURI).href;
  var snapshot = caches.open("ludotheque-python-start")
    .then(function (cache) { return cache.match(address); })
    .then(function (response) { return response ? response.arrayBuffer() : null; })
    .catch(function () { return null; });
  window.ludothequePythonStart = { address: address, files: files ? files.split(" ") : [], snapshot: snapshot };
}());
