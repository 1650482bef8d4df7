// The first paint, before Python is up: the screen of the address (the menu, a game's setup or its
// rules; a table's frame), drawn at build time by the app's own code (tools/prerender.py -> pre/<language>/<name>.html),
// in the language the app will pick (web/i18n.py pick_language). When Python is up it paints the same
// markup over it and marks <html data-ready="1">. Until then the screen's links work (they show the
// next screen drawn ahead), and a tap on a control that needs Python says "Starting…" and does nothing.
// The build puts this script inline at the top of index.html's <head>, so that its request for the
// screen goes out before the big downloads the page preloads for Python. window.ludothequeFirstPaint
// settles once that screen is on show (or there is none to show): web/interpreter.mjs waits for it before
// Python's start, which keeps the page busy for a while, would hold the screen back.
(function () {
  "use strict";
  var html = document.documentElement;
  if (html.hasAttribute("data-embed")) return;
  var shown;
  window.ludothequeFirstPaint = new Promise(function (resolve) { shown = resolve; });
  function onShow() { // after the frame that shows it
    window.requestAnimationFrame(function () { window.setTimeout(shown); });
  }
  var STARTING = { en: "Starting… one moment.", fr: "Démarrage… un instant." };
  var wanted = null;
  // Picked once (the saved choice cannot change before Python is up) and said on <html lang>, which
  // web/progress.js and web/interpreter.mjs read too.
  var lang = language();
  html.setAttribute("lang", lang);

  function ready() { return html.getAttribute("data-ready") === "1"; }

  function language() {
    var saved = null;
    try { saved = window.localStorage.getItem("ludotheque.language"); } catch (error) { /* refused */ }
    if (saved === "en" || saved === "fr") return saved;
    var primary = String(navigator.language || "").split("-")[0].toLowerCase();
    return primary === "fr" ? "fr" : "en";
  }

  // "#/" -> "menu", "#/<game>" -> "<game>", "#/<game>/rules" -> "<game>.rules", "#/<game>/play?..." ->
  // "<game>.play" (the table's frame, empty); null: nothing drawn ahead
  function screenOf(hash) {
    var parts = String(hash || "").replace(/^#/, "").split("?")[0].split("/").filter(Boolean);
    var name = null;
    if (!parts.length) name = "menu";
    else if (parts.length === 1) name = parts[0];
    else if (parts.length === 2 && (parts[1] === "rules" || parts[1] === "play")) name = parts[0] + "." + parts[1];
    var notDrawn = ["embed", "games", "lab"];  // the shell's own screens that the build does not draw ahead
    return name && /^[a-z0-9-]+(\.rules|\.play)?$/.test(name) && notDrawn.indexOf(name) < 0 ? name : null;
  }

  // calls back with #app once the parser has made it
  function withApp(callback) {
    var app = document.getElementById("app");
    if (app) return callback(app);
    var watch = new MutationObserver(function () {
      var found = document.getElementById("app");
      if (found) { watch.disconnect(); callback(found); }
    });
    watch.observe(document, { childList: true, subtree: true });
  }

  function paint() {
    var name = screenOf(location.hash);
    if (ready() || !name) return shown();
    var page = lang + "/" + name;
    wanted = page;
    fetch("./pre/" + page + ".html", { priority: "high" }).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (markup) {
      if (markup === null || wanted !== page || ready()) return shown();
      withApp(function (app) {
        if (wanted !== page || ready()) return shown();
        app.innerHTML = markup;  // the build's own markup (no text from the address or the person)
        html.setAttribute("data-drawn-ahead", name);
        var status = document.getElementById("status");  // a table's frame: its status says the game is coming
        if (status) status.textContent = STARTING[lang];
        window.scrollTo(0, 0);
        onShow();
      });
    }).catch(function () { shown(); }); // offline without it: "Loading…" stays
  }

  var note = null;
  function starting(event) {
    if (ready() || !event.target.closest) return;
    var control = event.target.closest("button, input, select, textarea, label, summary, [data-cmd]");
    var app = document.getElementById("app");
    if (!control || !app || !app.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!note) {
      note = document.createElement("p");
      note.className = "starting-note";
      note.setAttribute("role", "status");
      document.body.appendChild(note);
    }
    note.textContent = STARTING[lang];
  }

  document.addEventListener("click", starting, true);
  document.addEventListener("mousedown", function (event) {
    if (!ready() && event.target.closest && event.target.closest("select")) starting(event);
  }, true);
  window.addEventListener("hashchange", paint);
  new MutationObserver(function () {
    if (!ready()) return;
    document.removeEventListener("click", starting, true);
    window.removeEventListener("hashchange", paint);
    if (note) note.remove();
    html.removeAttribute("data-drawn-ahead");
  }).observe(html, { attributes: true, attributeFilter: ["data-ready"] });
  paint();
}());
