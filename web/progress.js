// The first visit's progress bar: bytes downloaded of what a cold start downloads (Pyodide and the
// app), then "Starting Python…", until Python marks <html data-ready="1">. The build writes each of
// those files' size into this script's data-download-bytes (tools/build_site.py). Nothing at all on a
// warm start (no <html data-first-visit>, web/first-visit.js). The bar shows only if, 0.5 s after the
// page started, Python is not up and some of those bytes are still on their way.
// Bytes: a file counts in full when its download ends (resource timing), and the big ones count as
// they stream in (their fetch's response is read on a copy). Nothing is fetched here.
(function () {
  "use strict";
  var html = document.documentElement;
  var script = document.currentScript;
  if (!script || html.hasAttribute("data-embed") || !html.hasAttribute("data-first-visit")) return;
  var sizes;
  try { sizes = JSON.parse(script.getAttribute("data-download-bytes") || "null"); } catch (error) { return; }
  if (!sizes || typeof sizes !== "object") return;

  var DELAY = 500; // ms after the page started
  var WORDS = {
    en: { label: "Downloading Python and the games", colon: ": ", point: ".", mb: "MB", of: "of",
          starting: "Starting Python…" },
    fr: { label: "Téléchargement de Python et des jeux", colon: "\u00a0: ", point: ",", mb: "Mo", of: "sur",
          starting: "Démarrage de Python…" },
  };
  var files = {}; // absolute URL -> {size, got, done}
  var total = 0;
  Object.keys(sizes).forEach(function (path) {
    var size = Number(sizes[path]) || 0;
    files[new URL(path, document.baseURI).href] = { size: size, got: 0, done: false };
    total += size;
  });
  if (!total) return;
  var bar = null, fill = null, caption = null, shown = null, finished = false;
  var words = null; // in the page's language, as web/first-paint.js picked it (<html lang>), once shown

  function ready() { return html.getAttribute("data-ready") === "1"; }

  function fileOf(url) {
    try { var u = new URL(url, document.baseURI); u.hash = ""; u.search = ""; return files[u.href] || null; }
    catch (error) { return null; }
  }

  function received() {
    var sum = 0;
    for (var url in files) sum += files[url].done ? files[url].size : Math.min(files[url].got, files[url].size);
    return sum;
  }

  function megabytes(bytes, words) { return (bytes / 1e6).toFixed(1).replace(".", words.point); }

  var scheduled = false;
  // At most once a frame; at once when the last byte is in (Python's start, which follows, keeps the
  // page busy: no frame would come before it is done).
  function update() {
    if (!bar) return;
    if (received() >= total) { draw(); return; }
    if (scheduled) return;
    scheduled = true;
    window.requestAnimationFrame(function () { scheduled = false; draw(); });
  }

  function draw() {
    if (!bar) return;
    var now = received();
    var text = now >= total ? words.starting
      : words.label + words.colon + megabytes(now, words) + " " + words.of + " " + megabytes(total, words) + " " + words.mb;
    if (now !== shown) {
      shown = now;
      bar.setAttribute("aria-valuenow", String(now));
      fill.style.width = (100 * now / total).toFixed(2) + "%";
    }
    if (caption.textContent !== text) {
      caption.textContent = text;
      bar.setAttribute("aria-valuetext", text);
      bar.classList.toggle("starting", now >= total);
    }
  }

  function show() {
    if (bar || finished || ready()) return;
    ended(performance.getEntriesByType("resource")); // those the observer has not been told of yet
    if (received() >= total) return;
    words = WORDS[html.getAttribute("lang") === "fr" ? "fr" : "en"];
    bar = document.createElement("div");
    bar.className = "download-progress";
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-label", words.label);
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", String(total));
    var track = document.createElement("div");
    track.className = "download-progress-track";
    fill = document.createElement("div");
    fill.className = "download-progress-fill";
    track.appendChild(fill);
    caption = document.createElement("p");
    caption.className = "download-progress-caption";
    caption.setAttribute("aria-hidden", "true"); // the bar's aria-valuetext says the same
    bar.appendChild(track);
    bar.appendChild(caption);
    document.body.appendChild(bar);
    draw();
  }

  function finish() {
    finished = true;
    if (observer) observer.disconnect();
    if (window.fetch === counting) window.fetch = originalFetch;
    if (bar) bar.remove();
    bar = null;
  }

  // Downloads that ended (those before this script ran too: buffered).
  var observer = null;
  function ended(entries) {
    entries.forEach(function (entry) {
      var file = fileOf(entry.name);
      if (file && (entry.responseEnd > 0)) file.done = true;
    });
    update();
  }
  try {
    observer = new PerformanceObserver(function (list) { ended(list.getEntries()); });
    observer.observe({ type: "resource", buffered: true });
  } catch (error) { /* no resource timing: the bar moves on its fetches only */ }
  ended(performance.getEntriesByType ? performance.getEntriesByType("resource") : []);

  // The big files stream in through fetch (Pyodide's wasm and standard library): count their bytes.
  var originalFetch = window.fetch, counting = null;
  if (originalFetch && window.ReadableStream) {
    counting = window.fetch = function (input) {
      var promise = originalFetch.apply(this, arguments);
      var file = finished ? null : fileOf(typeof input === "string" || input instanceof URL ? String(input) : input && input.url);
      if (!file || file.done) return promise;
      return promise.then(function (response) {
        if (!response.ok || !response.body || finished) return response;
        var reader = response.clone().body.getReader();
        var got = 0;
        (function pump() {
          reader.read().then(function (chunk) {
            if (finished) { reader.cancel(); return; }
            if (chunk.done) { file.done = true; update(); return; }
            got += chunk.value.byteLength;
            file.got = Math.max(file.got, got);
            update();
            pump();
          }, function () { /* the page's own read reports any error */ });
        }());
        return response;
      });
    };
  }

  new MutationObserver(function () { if (ready()) finish(); })
    .observe(html, { attributes: true, attributeFilter: ["data-ready"] });
  var since = performance.now();
  window.setTimeout(show, Math.max(0, DELAY - since));
}());
