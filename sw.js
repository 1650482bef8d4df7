/* Ludothèque's service worker: the whole site, cached on the first visit, then served from the cache.
 *
 * tools/build_site.py copies this file to _site/sw.js and fills in VERSION (a hash of every precached
 * file and of this script) and PRECACHE (each file's path, relative to this script, and its SHA-256 as
 * a subresource-integrity string). One build, one cache: a new build installs into a new cache next to
 * the old one, and only once the new worker takes over (the page's update notice) is the old cache
 * deleted, so a page never mixes the files of two versions.
 *
 * Paths are relative to this script's location, so the site works under a sub-path (GitHub Pages
 * serves it from /<repo>/). No cross-origin isolation is needed or asked for.
 */
"use strict";

const VERSION = "__VERSION__";
const PRECACHE = /* __PRECACHE__ */ [];

const ROOT = new URL("./", self.location.href); // the site's root: where this script lives
// One origin may host several copies of the site (user.github.io/a/, user.github.io/b/): each has
// its own caches, named after its path, and clears only its own.
const PREFIX = `ludotheque ${ROOT.pathname} `;
const CACHE = PREFIX + VERSION;
const FILES = new Set(PRECACHE.map(([path]) => path));
const PARALLEL_DOWNLOADS = 6;

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // Control the page of the first visit too, so that it keeps working if the network goes.
      await self.clients.claim();
    })(),
  );
});

// web/sw-register.js asks the waiting worker to take over when the player accepts the update.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "ludotheque:skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== ROOT.origin || !url.pathname.startsWith(ROOT.pathname)) return;
  let path = url.pathname.slice(ROOT.pathname.length);
  if (path === "" || path.endsWith("/")) path += "index.html";
  // Anything else (bench/, this script, a file of another version) goes to the network as usual.
  if (!FILES.has(path)) return;
  event.respondWith(fromCache(path, request));
});

/* A precached file, whatever the query (a static host ignores it too: index.html?x=1#/<game>/play,
 * embed.html?game=<game>). Falls back to the network when the cache does not have it (the install
 * is still running, or the browser evicted the cache). */
async function fromCache(path, request) {
  const hit = await caches.match(new URL(path, ROOT).href, { cacheName: CACHE, ignoreVary: true });
  return hit || fetch(request);
}

async function precache() {
  const cache = await caches.open(CACHE);
  // An install that failed halfway (the network went) resumes where it stopped: what is in this
  // cache was checked against this version's hashes.
  const have = new Set((await cache.keys()).map((request) => request.url));
  const todo = PRECACHE.filter(([path]) => !have.has(new URL(path, ROOT).href));
  let next = 0;
  const downloader = async () => {
    while (next < todo.length) {
      const [path, integrity] = todo[next++];
      await cache.put(new URL(path, ROOT).href, await download(path, integrity));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, downloader));
}

/* One file of this version, checked against the hash the build computed. "no-cache" lets the HTTP
 * cache answer only after the server confirms its copy is current (the page has just downloaded the
 * big Pyodide files, so they cost a round trip, not a download); if the file is not the one this
 * version expects (a stale proxy, a deployment halfway through), the browser rejects it and it is
 * fetched once more past every cache; if that fails too, the install fails and the browser tries
 * again at a later visit, while the current version (if any) stays in charge. */
async function download(path, integrity) {
  const url = new URL(path, ROOT).href;
  let response;
  try {
    response = await fetch(url, { cache: "no-cache", integrity });
  } catch {
    response = await fetch(url, { cache: "reload", integrity });
  }
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  // A host that redirects index.html to ./ would make the stored response unusable for navigations.
  if (response.redirected) {
    const { status, statusText, headers } = response;
    return new Response(await response.blob(), { status, statusText, headers });
  }
  return response;
}
