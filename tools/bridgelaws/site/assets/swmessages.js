/*
 * bridgelaws: the service worker's messages from the pages (written after swserve.js into the site's
 * sw.js, see sw.js): the status, the reader's languages, keeping everything (with its progress), what
 * is kept, and the update to announce.
 */

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
  for (const entry of everything(list, readerLanguages(list, settings))) {
    const kept = have.has(entry.href);
    sum.size += entry.size;
    sum.count += 1;
    if (kept) { sum.keptSize += entry.size; sum.keptCount += 1; }
    if (entry.group === "search") {
      const lang = langs[entry.lang];
      lang.files += 1;
      if (kept) lang.kept += 1;
    }
    if (entry.title && !Caches.isOfflinePage(OFFLINE_PAGES, entry.href)) {
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
      if (!job) job = keepEverything(everything(list, readerLanguages(list, settings))).finally(function () { job = null; });
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
      return { url: e.url, group: e.group, lang: e.lang || null, title: Caches.isOfflinePage(OFFLINE_PAGES, e.href) ? null : e.title, size: e.size };
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

/** Keeps the files `all` (swcache `everything`), telling the pages its progress. */
async function keepEverything(all) {
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
