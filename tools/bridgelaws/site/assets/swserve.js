/*
 * bridgelaws: the service worker's install, activate and serving (written after swcache.js and sw.js
 * into the site's sw.js, see sw.js): a page's files from the cache of its own build, else from the
 * network, kept when listed and verified; a page neither kept nor reachable goes to the offline page.
 */

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
    wanted = wanted.concat(everything(list, readerLanguages(list, settings)));
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
  for (const page of [Caches.offlinePage(OFFLINE_PAGES, SCOPE, key), OFFLINE]) {  /* its language's, else English */
    if (!page || !(await caches.match(page, { cacheName: CACHE }))) continue;
    const offline = new URL(page);
    offline.searchParams.set("from", key.startsWith(SCOPE) ? key.slice(SCOPE.length) : key);
    return Response.redirect(offline.href, 302);
  }
  return Response.error();
}
