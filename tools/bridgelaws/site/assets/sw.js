/*
 * bridgelaws: the service worker. The build writes it as sw.js at the site's root with VERSION set
 * (tools/bridgelaws/site/pwa.py); beside it offline.json lists every file the build wrote for readers,
 * each with its size, the start of its SHA-256 and its group: "shell" (what every page needs, the
 * home page, the law index, the offline page), "search" (one language's search files), "page",
 * "file" (the deals' PBN downloads, data files).
 *
 * - One cache per build, "bridgelaws-<VERSION>". Installing fills it in the background with the
 *   shell, the search files of the reader's languages and the pages open, plus what the reader
 *   had kept before (everything, when "Keep everything offline" is on); a file is stored only when its bytes have
 *   the digest the list gives, so a cache never holds a file of another build. A file the previous
 *   build had with the same digest is copied from its cache, not downloaded again.
 * - Each page (client) is served from the cache of the build its HTML came from: a page opened
 *   before an update keeps its own build's files until it is closed; its cache is deleted then.
 *   A page fetched from the network whose bytes are not this build's gets its files from the
 *   network only.
 * - Files are served from the cache, else from the network (and kept when listed and verified);
 *   a page that is neither kept nor reachable redirects to the offline page, which lists what is kept.
 * - Messages from the pages (tools/bridgelaws/site/assets/pwa.js), each answered on its port:
 *   {type: "status"}, {type: "languages", langs}, {type: "everything", on}, {type: "kept"},
 *   {type: "announce"} (the update to say "updated" about, given once); broadcast to the pages:
 *   {type: "progress", ...} while keeping everything, {type: "updated"} when a new build took over.
 */
"use strict";

const Caches = self.BLCaches;  /* cache names, lists and clean-up, pure (swcache.js, written before this) */
const VERSION = "__VERSION__";
const CACHE = Caches.cacheName(VERSION);
const META = Caches.META;  /* what outlives a build: the reader's settings, the pages' builds */
const SCOPE = self.registration.scope;
const LIST = new URL("offline.json", SCOPE).href;
const OFFLINE = new URL("__OFFLINE__", SCOPE).href;
const PARALLEL = 6;  /* downloads at a time */

/* --- the lists of files -------------------------------------------------------------------- */

const keyOf = Caches.keyOf;

function indexList(data) {
  return Caches.indexList(data, SCOPE);
}

async function fetchList() {
  const response = await fetch(LIST, { cache: "no-cache" });
  if (!response.ok) throw new Error("offline.json: HTTP " + response.status);
  const data = await response.clone().json();
  if (data.version !== VERSION) throw new Error("offline.json is of build " + data.version + ", not " + VERSION);
  return { response: response, list: indexList(data) };
}

const lists = new Map();  /* version → Promise of its list (null when its cache has none) */

function listOf(version) {
  if (!lists.has(version)) {
    const loaded = caches.match(LIST, { cacheName: Caches.cacheName(version) }).then(function (hit) {
      if (hit) return hit.json().then(indexList);
      return version === VERSION ? fetchList().then(function (fetched) { return fetched.list; }) : null;
    });
    lists.set(version, loaded);
    loaded.then(function (list) { if (!list) lists.delete(version); }, function () { lists.delete(version); });
  }
  return lists.get(version);
}

const entries = Caches.entries, core = Caches.core;

/* The reader's languages: those the pages told (the search language), else the browser's. */
function readerLanguages(list, settings) {
  return Caches.readerLanguages(list, settings, self.navigator.languages || [self.navigator.language || ""]);
}

/* --- what outlives a build: settings, the pages' builds, the update to announce ------------ */

/* Read from the cache each time, never kept in memory: the worker of another build may write them. */
const META_DEFAULTS = '{"settings": {"everything": false, "langs": []}, "current": null, "retired": [], "updated": null}';

function metaKey(name) {
  return new URL("meta/" + name, SCOPE).href;
}

async function readMeta(name) {
  const hit = await caches.match(metaKey(name), { cacheName: META });
  return hit ? hit.json() : JSON.parse(META_DEFAULTS)[name];
}

async function writeMeta(name, value) {
  const cache = await caches.open(META);
  await cache.put(metaKey(name), new Response(JSON.stringify(value), { headers: { "Content-Type": "application/json" } }));
}

/* --- the pages' builds: one entry per client, "meta/page/<client id>" ------------------------ */

const pending = new Map();  /* client id → Promise of the build of its document, while it is found */

async function readTag(clientId) {
  const hit = await caches.match(metaKey("page/" + clientId), { cacheName: META });
  return hit ? hit.json() : null;
}

/* The build of a client's document: a version, or "" for a page from the network of another build. */
async function versionOf(clientId) {
  if (!clientId) return VERSION;
  if (pending.has(clientId)) return pending.get(clientId);
  const version = await readTag(clientId);
  return version === null ? VERSION : version;
}

/* Records the build of a client's document: a version, or a promise of it while it is checked
   (meanwhile the client reads as "" to the worker of another build: the network only). */
function tag(clientId, version) {
  if (!clientId) return;
  const found = Promise.resolve(version);
  pending.set(clientId, found);
  const provisional = version instanceof Promise ? writeMeta("page/" + clientId, "") : Promise.resolve();
  Promise.all([found, provisional]).then(function (values) {
    return writeMeta("page/" + clientId, values[0]);
  }).finally(function () {
    if (pending.get(clientId) === found) pending.delete(clientId);
  });
}

/* The builds of the clients open now (forgetting those gone). */
async function openBuilds() {
  const live = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: "all" })).map(function (c) {
    return c.id;
  }));
  const cache = await caches.open(META);
  const builds = new Set();
  for (const request of await cache.keys()) {
    if (!request.url.startsWith(metaKey("page/"))) continue;
    const id = request.url.slice(metaKey("page/").length);
    if (live.has(id) || pending.has(id)) builds.add(await readTag(id));
    else await cache.delete(request);
  }
  return builds;
}

/* Deletes the caches of builds no open page needs any more (only builds retired by an update, and
   only by the worker of the current build). */
async function tidy() {
  if ((await readMeta("current")) !== VERSION) return;
  const needed = await openBuilds();
  const retired = await readMeta("retired");
  const swept = Caches.sweep(retired, needed);
  for (const version of swept.remove) {
    await caches.delete(Caches.cacheName(version));
    lists.delete(version);
  }
  if (swept.remove.length) await writeMeta("retired", swept.still);
}

/* --- keeping files ------------------------------------------------------------------------- */

class Stale extends Error {}

async function digestOf(buffer) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(hash.slice(0, 8), function (byte) { return byte.toString(16).padStart(2, "0"); }).join("");
}

/* The response to keep for `entry` when `response` holds its bytes of this build, else null. */
async function verified(entry, response) {
  const body = await response.arrayBuffer();
  if ((await digestOf(body)) !== entry.digest) return null;
  return new Response(body, {
    headers: { "Content-Type": response.headers.get("Content-Type") || "application/octet-stream" },
  });
}

async function download(entry) {
  const response = await fetch(entry.href, { cache: "no-cache" });
  if (!response.ok) throw new Error(entry.url + ": HTTP " + response.status);
  const kept = await verified(entry, response);
  if (!kept) throw new Stale(entry.url + " is not of build " + VERSION + " (the site is being updated?)");
  return kept;
}

/* The other builds' caches with their lists, to copy unchanged files from. */
async function otherBuilds() {
  const found = [];
  for (const version of Caches.otherBuilds(await caches.keys(), VERSION)) {
    const list = await listOf(version);
    if (list) found.push({ name: Caches.cacheName(version), list: list });
  }
  return found;
}

async function copyOrDownload(entry, others) {
  for (const other of others) {
    const old = other.list.files.get(entry.href);
    if (old && old.digest === entry.digest) {
      const hit = await caches.match(entry.href, { cacheName: other.name });
      if (hit) return hit;
    }
  }
  return download(entry);
}

/* Puts every entry not yet in this build's cache into it; `progress(entry)` after each; stops
   (without error) when `stopped()` says so. */
async function keep(wanted, progress, stopped) {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map(function (request) { return request.url; }));
  const todo = wanted.filter(function (entry) { return !have.has(entry.href); });
  const others = await otherBuilds();
  let next = 0;
  let failed = null;
  async function run() {
    while (next < todo.length && !failed && !(stopped && stopped())) {
      const entry = todo[next++];
      try {
        await cache.put(entry.href, await copyOrDownload(entry, others));
        if (progress) progress(entry);
      } catch (error) {
        failed = failed || error;
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, run));
  if (failed) throw failed;
}

/* --- install, activate --------------------------------------------------------------------- */

self.addEventListener("install", function (event) {
  event.waitUntil(install());
});

async function install() {
  const fetched = await fetchList();
  const list = fetched.list;
  const settings = await readMeta("settings");
  const open = (await self.clients.matchAll({ includeUncontrolled: true, type: "window" })).map(function (c) {
    return keyOf(c.url);
  });
  /* the core, and the pages open now (the page the reader came to is kept from the first visit) */
  let wanted = core(list, readerLanguages(list, settings)).concat(entries(list, function (e) {
    return open.indexOf(e.href) >= 0;
  }));
  if (settings.everything) {
    wanted = entries(list, function () { return true; });
  } else {
    const current = await readMeta("current");  /* what the reader kept with the build before */
    if (current && current !== VERSION && (await caches.has(Caches.cacheName(current)))) {
      const had = new Set((await (await caches.open(Caches.cacheName(current))).keys()).map(function (r) { return r.url; }));
      wanted = wanted.concat(entries(list, function (e) { return had.has(e.href); }));
    }
  }
  await keep(wanted);
  await (await caches.open(CACHE)).put(LIST, fetched.response);  /* last: the cache is complete */
  lists.set(VERSION, Promise.resolve(list));
  await self.skipWaiting();
}

self.addEventListener("activate", function (event) {
  event.waitUntil(activate());
});

async function activate() {
  const previous = await readMeta("current");
  if (previous !== VERSION) {
    /* The pages open now came from the build before: they keep its files until they close. */
    if (previous) {
      for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: "all" })) {
        if (!pending.has(client.id) && (await readTag(client.id)) === null) await writeMeta("page/" + client.id, previous);
      }
    }
    await writeMeta("retired", Caches.otherBuilds(await caches.keys(), VERSION));
    await writeMeta("current", VERSION);
    if (previous) await writeMeta("updated", { from: previous, to: VERSION });
  }
  await self.clients.claim();
  await tidy();
  if (previous && previous !== VERSION) broadcast({ type: "updated", version: VERSION });
}

async function broadcast(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: "window" })) {
    client.postMessage(message);
  }
}

/* --- serving ------------------------------------------------------------------------------- */

self.addEventListener("fetch", function (event) {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE) || request.headers.has("range")) return;
  if (request.url.slice(SCOPE.length).startsWith("api/")) return;  /* the search API: live, never kept */
  event.respondWith(respond(event));
});

async function respond(event) {
  const request = event.request;
  const key = keyOf(request.url);
  if (request.mode === "navigate") return navigate(event, key);
  const version = await versionOf(event.clientId);
  if (request.destination === "worker" || request.destination === "sharedworker") {
    tag(event.resultingClientId, version);  /* a page's worker reads its page's build */
  }
  const hit = version ? await caches.match(key, { cacheName: Caches.cacheName(version) }) : null;
  if (hit) return hit;
  const response = await fetch(request);
  if (version === VERSION && response.ok) event.waitUntil(keepFetched(key, response.clone()));
  return response;
}

async function navigate(event, key) {
  const hit = await caches.match(key, { cacheName: CACHE });
  if (hit) {
    tag(event.resultingClientId, VERSION);
    return hit;
  }
  let response;
  try {
    response = await fetch(event.request);
  } catch (offline) {
    return notKept(key);
  }
  if (response.ok) {
    const kept = keepFetched(key, response.clone());
    tag(event.resultingClientId, kept.then(function (ok) { return ok ? VERSION : ""; }));
    event.waitUntil(kept);
  }
  return response;
}

/* Keeps a file fetched from the network when the list has it with these bytes; true if kept. A
   listed file with other bytes means the site has a newer build: the browser looks for it. */
async function keepFetched(key, response) {
  const list = await listOf(VERSION).catch(function () { return null; });
  const entry = list && list.files.get(key);
  if (!entry) return false;
  const kept = await verified(entry, response);
  if (!kept) {
    self.registration.update().catch(function () {});
    return false;
  }
  await (await caches.open(CACHE)).put(key, kept);
  return true;
}

/* Offline, a page not kept: the offline page, told which page was asked for (or a slash added). */
async function notKept(key) {
  const list = await listOf(VERSION).catch(function () { return null; });
  if (list && !key.endsWith("/") && list.files.has(key + "/")) return Response.redirect(key + "/", 302);
  const offline = new URL(OFFLINE);
  offline.searchParams.set("from", key.startsWith(SCOPE) ? key.slice(SCOPE.length) : key);
  if (await caches.match(OFFLINE, { cacheName: CACHE })) return Response.redirect(offline.href, 302);
  return Response.error();
}

/* --- messages from the pages --------------------------------------------------------------- */

self.addEventListener("message", function (event) {
  const data = event.data || {};
  const port = event.ports && event.ports[0];
  const handler = HANDLERS[data.type];
  if (!handler) return;
  event.waitUntil(handler(data, event.source).then(function (value) {
    if (port) port.postMessage(value === undefined ? null : value);
  }, function (error) {
    if (port) port.postMessage({ error: String(error && error.message || error) });
  }));
});

let job = null;         /* keeping everything: the promise while it runs */
let progress = null;    /* its figures, for the pages that ask */
let stopping = false;   /* the reader turned it off while it ran */
let announced = false;  /* this build's update has been said */

async function status(source) {
  await tidy();
  const list = await listOf(VERSION);
  const settings = await readMeta("settings");
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map(function (request) { return request.url; }));
  const sum = { size: 0, count: 0, keptSize: 0, keptCount: 0 };
  const langs = {};  /* in the site's order of languages */
  for (const lang of Object.keys(list.languages)) langs[lang] = { name: list.languages[lang], files: 0, kept: 0 };
  const pages = { count: 0, kept: 0 };
  for (const entry of list.files.values()) {
    const kept = have.has(entry.href);
    sum.size += entry.size;
    sum.count += 1;
    if (kept) { sum.keptSize += entry.size; sum.keptCount += 1; }
    if (entry.group === "search") {
      const lang = langs[entry.lang];
      lang.files += 1;
      if (kept) lang.kept += 1;
    }
    if (entry.title && entry.href !== OFFLINE) {
      pages.count += 1;
      if (kept) pages.kept += 1;
    }
  }
  return {
    version: VERSION,
    page: source ? await versionOf(source.id) : VERSION,
    everything: settings.everything,
    langs: readerLanguages(list, settings),
    search: langs,
    pages: pages,
    total: sum,
    progress: progress,
  };
}

const HANDLERS = {
  status: function (data, source) {
    return status(source);
  },

  languages: async function (data, source) {
    const list = await listOf(VERSION);
    const before = await readMeta("settings");
    const settings = Object.assign({}, before, { langs: data.langs || [] });
    if (JSON.stringify(settings) !== JSON.stringify(before)) await writeMeta("settings", settings);
    await keep(core(list, readerLanguages(list, settings))).catch(function () {});  /* offline: what is kept stays */
    return status(source);
  },

  everything: async function (data, source) {
    const list = await listOf(VERSION);
    const settings = Object.assign({}, await readMeta("settings"), { everything: Boolean(data.on) });
    await writeMeta("settings", settings);
    stopping = !settings.everything;
    if (settings.everything) {
      if (!job) job = keepEverything(list).finally(function () { job = null; });
      await job;
    } else {
      if (job) await job.catch(function () {});
      const wanted = new Set(core(list, readerLanguages(list, settings)).map(function (e) { return e.href; }));
      wanted.add(LIST);
      const cache = await caches.open(CACHE);
      for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
    }
    return status(source);
  },

  /* What is kept (the offline page lists it), the title of every page, the languages' names. */
  kept: async function () {
    const list = await listOf(VERSION);
    const have = new Set((await (await caches.open(CACHE)).keys()).map(function (request) { return request.url; }));
    const titles = {};
    for (const entry of list.files.values()) if (entry.title) titles[entry.url] = entry.title;
    const files = entries(list, function (e) { return have.has(e.href); }).map(function (e) {
      return { url: e.url, group: e.group, lang: e.lang || null, title: e.href === OFFLINE ? null : e.title, size: e.size };
    });
    return { files: files, titles: titles, languages: list.languages };
  },

  announce: async function () {
    const updated = await readMeta("updated");
    if (!updated || updated.to !== VERSION || announced) return null;
    announced = true;  /* set before the next message is handled: said once */
    await writeMeta("updated", null);
    return updated;
  },
};

async function keepEverything(list) {
  const all = entries(list, function () { return true; });
  const have = new Set((await (await caches.open(CACHE)).keys()).map(function (request) { return request.url; }));
  progress = { done: 0, total: all.length, doneSize: 0, totalSize: 0, finished: false, error: null };
  for (const entry of all) {
    progress.totalSize += entry.size;
    if (have.has(entry.href)) { progress.done += 1; progress.doneSize += entry.size; }
  }
  let last = 0;
  function tell(force) {
    const now = Date.now();
    if (force || now - last > 150) {
      last = now;
      broadcast(Object.assign({ type: "progress" }, progress));
    }
  }
  tell(true);
  try {
    await keep(all, function (entry) {
      progress.done += 1;
      progress.doneSize += entry.size;
      tell(false);
    }, function () { return stopping; });
    progress.finished = !stopping;
  } catch (error) {
    progress.error = error instanceof Stale ? "stale" : navigatorOffline() ? "offline" : String(error.message || error);
    throw error;
  } finally {
    tell(true);
    const finished = progress;
    setTimeout(function () { if (progress === finished) progress = null; }, 0);
  }
}

function navigatorOffline() {
  return self.navigator.onLine === false;
}
