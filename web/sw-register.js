/* Offline play and the home screen: gives the page its icon and the web app manifest, registers the
 * service worker (../sw.js) once the page is up, and tells the app when a new version of the site
 * has been downloaded and waits.
 *
 * - The icon and the manifest are the app's once it is up (<html data-ready="1">, then an idle
 *   moment), not written in index.html: the browser's work on them (drawing the tab's icon; its work
 *   for a page that names a manifest) kept the browser process and its compositor busy through Python's
 *   whole start, on a core the page needed (warm start, two cores: Python up 20-40 ms later for each).
 *   index.html names an empty icon meanwhile, so the browser asks for no /favicon.ico outside the site.
 * - Registration waits for the `load` event, then until the page has been ready (<html data-ready="1">)
 *   and not busy (no data-busy: the computer is not thinking) for SETTLE_MS, then for an idle moment:
 *   the precache download and its checks never compete with start-up, an immediate reload, or the
 *   computer's turn (whose budget is wall-clock time). After LATEST_MS it registers regardless.
 * - When a new version is installed and waiting while this page runs an older one, it sets
 *   `window.ludothequeUpdateWaiting = true` and dispatches `ludotheque:update` on `document`.
 * - `window.ludothequeApplyUpdate()` tells the waiting worker to take over; the page reloads once
 *   the new worker controls it (and so does every other open tab of the site, whose old cache is
 *   gone). It resolves to false when no update is waiting.
 * - The browser checks for a new version at each visit; a page that stays open checks again when it
 *   becomes visible after an hour or more.
 */

const WORKER_URL = new URL("../sw.js", import.meta.url);
const SCOPE = new URL("../", import.meta.url);
const SETTLE_MS = 2_000;
const LATEST_MS = 30_000;
const RECHECK_MS = 60 * 60 * 1000;

function serviceWorkers() {
  try {
    // Absent on plain http (other than localhost); may throw in a sandboxed iframe.
    return window.isSecureContext ? navigator.serviceWorker : undefined;
  } catch {
    return undefined;
  }
}

const workers = serviceWorkers();
let reloading = false;

function reloadOnce() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

window.ludothequeUpdateWaiting = false;
window.ludothequeApplyUpdate = async () => {
  if (!workers) return false;
  const registration = await workers.getRegistration(SCOPE.href);
  const waiting = registration && registration.waiting;
  if (!waiting) return false;
  waiting.addEventListener("statechange", () => {
    if (waiting.state === "activated") reloadOnce(); // in case no controllerchange reaches this page
  });
  waiting.postMessage({ type: "ludotheque:skip-waiting" });
  return true;
};

ready().then(idle).then(nameTheApp);

if (workers) {
  // A new version taking over from an older one reloads the page, so page and cache agree. The
  // first install taking control of this page (no controller before) changes nothing it uses.
  let controller = workers.controller;
  workers.addEventListener("controllerchange", () => {
    if (controller) reloadOnce();
    controller = workers.controller;
  });
  afterStartUp().then(register);
}

function nameTheApp() {
  const icon = document.querySelector('link[rel="icon"]') || document.head.appendChild(document.createElement("link"));
  Object.assign(icon, { rel: "icon", type: "image/svg+xml", href: new URL("./icons/icon.svg", import.meta.url).href });
  if (document.querySelector('link[rel="manifest"]')) return;
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = new URL("./manifest.webmanifest", import.meta.url).href;
  document.head.append(manifest);
}

/** <html data-ready="1">, or LATEST_MS at most. */
function ready() {
  const html = document.documentElement;
  return new Promise((resolve) => {
    const check = () => {
      if (html.dataset.ready !== "1") return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(html, { attributes: true, attributeFilter: ["data-ready"] });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, LATEST_MS);
    check();
  });
}

function idle() {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(resolve, { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

function afterStartUp() {
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", resolve, { once: true });
  });
  const calm = new Promise((resolve) => {
    const html = document.documentElement;
    let settle;
    const check = () => {
      clearTimeout(settle);
      if (html.dataset.ready === "1" && !html.hasAttribute("data-busy")) settle = setTimeout(done, SETTLE_MS);
    };
    const observer = new MutationObserver(check);
    const latest = setTimeout(done, LATEST_MS); // a page that never settles may still go offline
    function done() {
      observer.disconnect();
      clearTimeout(settle);
      clearTimeout(latest);
      resolve();
    }
    observer.observe(html, { attributes: true, attributeFilter: ["data-ready", "data-busy"] });
    check();
  });
  return Promise.all([loaded, calm]).then(idle);
}

async function register() {
  let registration;
  try {
    registration = await workers.register(WORKER_URL.href, { scope: SCOPE.href, updateViaCache: "none" });
  } catch (error) {
    // E.g. storage blocked in a third-party iframe: the site still works, online only.
    console.info("Ludothèque: no offline play here:", error && error.message);
    return;
  }
  if (!registration) return; // a stand-in that registers nothing (the benchmarks block workers so)
  const announce = () => {
    if (!registration.waiting || !workers.controller || window.ludothequeUpdateWaiting) return;
    window.ludothequeUpdateWaiting = true;
    document.dispatchEvent(new CustomEvent("ludotheque:update"));
  };
  const follow = (worker) => {
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") announce();
    });
  };
  registration.addEventListener("updatefound", () => follow(registration.installing));
  follow(registration.installing); // an update found by this visit's navigation, still installing
  announce(); // or already waiting

  let lastCheck = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - lastCheck < RECHECK_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {}); // offline: try again later
  });
}
