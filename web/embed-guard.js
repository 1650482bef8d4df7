/* embed.html only (tools/build_site.py puts it before PyScript): PyScript without IndexedDB.
 *
 * PyScript 0.7.31 opens two IndexedDB databases as it starts, both through its IDBMap helper, so
 * both named "IDBMap/...": "IDBMap/@pyscript.fs" (handles of mounted local folders) and
 * "IDBMap/<pyodide url>@<version>" (its cache of installed packages, awaited before Pyodide loads).
 * A page framed by another site, in a browser that blocks third-party storage (Chrome's incognito
 * windows, "block third-party cookies", this project's headless Chromium), is refused IndexedDB:
 * the open fails, PyScript's start-up promise rejects and the page never becomes ready.
 *
 * This script runs before PyScript. When opening one of those databases fails (an `error` event,
 * or an exception at the call), the opener gets an empty database kept in memory instead, which
 * lasts as long as the page. Neither holds anything the app needs (it installs no packages and
 * mounts no folder), and the app's own saves use localStorage and already survive its refusal.
 * Any other database, and every open that succeeds, is left to the browser as it is.
 *
 * The agent lab's editor imports it in its worker too (web/lab-editor-interpreter.mjs), where PyScript
 * opens the second database again: so it speaks of the global scope (globalThis), not of `window`.
 */
(() => {
  "use strict";

  const PREFIX = "IDBMap/"; // the names PyScript's (polyscript's) IDBMap gives its databases
  const REQUEST_EVENTS = ["success", "error", "upgradeneeded", "blocked"];

  /** An IDBRequest look-alike: fires `success` (and calls `onsuccess`) with `result`, soon. */
  class MemoryRequest extends EventTarget {
    constructor(source, compute) {
      super();
      Object.assign(this, { source, result: undefined, error: null, readyState: "pending", transaction: null });
      for (const type of REQUEST_EVENTS) {
        this["on" + type] = null;
        this.addEventListener(type, (event) => this["on" + type]?.call(this, event));
      }
      queueMicrotask(() => { // after the caller has set its handlers, as IndexedDB does
        this.result = compute();
        this.readyState = "done";
        this.dispatchEvent(new Event("success"));
      });
    }
  }

  // IndexedDB keys are numbers, strings, dates, binary or arrays of them: one text per key.
  const keyText = (key) => JSON.stringify(key instanceof Date ? { date: key.getTime() } : key);

  class MemoryStore {
    constructor(name) {
      this.name = name;
      this.entries = new Map(); // keyText -> [key, value]
    }
    run(compute) {
      return new MemoryRequest(this, compute);
    }
    get(key) {
      return this.run(() => structuredClone(this.entries.get(keyText(key))?.[1]));
    }
    getKey(key) {
      return this.run(() => this.entries.get(keyText(key))?.[0]);
    }
    getAll() {
      return this.run(() => [...this.entries.values()].map(([, value]) => structuredClone(value)));
    }
    getAllKeys() {
      return this.run(() => [...this.entries.values()].map(([key]) => key));
    }
    count() {
      return this.run(() => this.entries.size);
    }
    put(value, key) {
      const copy = structuredClone(value);
      return this.run(() => (this.entries.set(keyText(key), [key, copy]), key));
    }
    delete(key) {
      return this.run(() => void this.entries.delete(keyText(key)));
    }
    clear() {
      return this.run(() => void this.entries.clear());
    }
  }

  /** An IDBDatabase look-alike whose object stores exist as soon as they are named. */
  class MemoryDatabase extends EventTarget {
    constructor(name) {
      super();
      Object.assign(this, { name, version: 1, stores: new Map() });
      for (const type of ["abort", "close", "error", "versionchange"]) this["on" + type] = null;
    }
    store(name) {
      if (!this.stores.has(name)) this.stores.set(name, new MemoryStore(name));
      return this.stores.get(name);
    }
    get objectStoreNames() {
      const names = [...this.stores.keys()].sort();
      return Object.assign(names, { contains: (name) => names.includes(name), item: (i) => names[i] ?? null });
    }
    createObjectStore(name) {
      return this.store(name);
    }
    deleteObjectStore(name) {
      this.stores.delete(name);
    }
    transaction(names, mode = "readonly") {
      const wanted = [names].flat();
      const transaction = Object.assign(new EventTarget(), {
        db: this, mode, error: null, oncomplete: null, onerror: null, onabort: null,
        objectStoreNames: wanted,
        objectStore: (name) => this.store(name),
        commit() {},
        abort() {},
      });
      transaction.addEventListener("complete", (event) => transaction.oncomplete?.(event));
      setTimeout(() => transaction.dispatchEvent(new Event("complete"))); // after its requests
      return transaction;
    }
    close() {}
  }

  const databases = new Map(); // one per name, for the page's lifetime
  const memoryDatabase = (name) => {
    if (!databases.has(name)) databases.set(name, new MemoryDatabase(name));
    return databases.get(name);
  };

  const factory = (() => {
    try {
      return globalThis.indexedDB ?? null; // reading it can throw where storage is disabled
    } catch {
      return null;
    }
  })();
  if (!factory) {
    // No IndexedDB at all: PyScript gets memory databases only.
    const memoryOnly = { open: (name) => new MemoryRequest(null, () => memoryDatabase(String(name))) };
    Object.defineProperty(globalThis, "indexedDB", { value: memoryOnly, configurable: true });
    return;
  }

  const nativeOpen = IDBFactory.prototype.open;
  const errorOf = Object.getOwnPropertyDescriptor(IDBRequest.prototype, "error").get;

  IDBFactory.prototype.open = function open(name, ...rest) {
    if (!String(name).startsWith(PREFIX)) return nativeOpen.call(this, name, ...rest);
    let request;
    try {
      request = nativeOpen.call(this, name, ...rest);
    } catch {
      return new MemoryRequest(null, () => memoryDatabase(String(name)));
    }
    // Registered before the caller sets `onerror`, so it runs first and can keep that from running.
    request.addEventListener("error", (event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      console.info(`IndexedDB refused (${errorOf.call(request)?.message}): "${name}" kept in memory for this page`);
      const memory = memoryDatabase(String(name));
      Object.defineProperty(request, "result", { get: () => memory, configurable: true });
      Object.defineProperty(request, "error", { get: () => null, configurable: true });
      setTimeout(() => request.dispatchEvent(new Event("success")));
    }, { once: true });
    return request;
  };
})();
