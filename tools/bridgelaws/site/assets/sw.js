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
 *
 * The worker is four files written as one (site/pwa.py, WORKER_SOURCES): swcache.js (the bookkeeping,
 * pure), this one (the lists, what outlives a build, the pages' builds, keeping files), swserve.js
 * (install, activate, serving) and swmessages.js (the pages' messages, keeping everything).
 */
"use strict";

const Caches = self.BLCaches;  /* cache names, lists and clean-up, pure (swcache.js, written before this) */
const VERSION = "__VERSION__";
const CACHE = Caches.cacheName(VERSION);
const META = Caches.META;  /* what outlives a build: the reader's settings, the pages' builds */
const SCOPE = self.registration.scope;
const LIST = new URL("offline.json", SCOPE).href;
/* each language's offline page ({"en": "offline/", "pl": "pl/offline/", …}, absolute) */
const OFFLINE_PAGES = Caches.absolute(__OFFLINE_PAGES__, SCOPE);
const OFFLINE = OFFLINE_PAGES.en;
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

const entries = Caches.entries, core = Caches.core, everything = Caches.everything;

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
  const todo = wanted.filter(function (entry) {  /* each file once: the sets callers join overlap */
    if (have.has(entry.href)) return false;
    have.add(entry.href);
    return true;
  });
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
