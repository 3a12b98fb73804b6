/* The service worker's bookkeeping (assets/swcache.js): cache names, the clean-up of old builds'
   caches, the list's keys and what a first visit keeps. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { asset } from "./expected.mjs";

const Caches = asset("./swcache.js");

test("one cache per build, and one for what outlives builds", () => {
  assert.equal(Caches.cacheName("0123456789abcdef"), "bridgelaws-0123456789abcdef");
  assert.equal(Caches.META, "bridgelaws-meta");
  assert.equal(Caches.buildOf(Caches.cacheName("abc")), "abc");
  for (const name of ["bridgelaws-meta", "other-app-v1", "bridgelaws-", "workbox-precache"]) assert.equal(Caches.buildOf(name), null, name);
  assert.throws(() => Caches.cacheName(""));
  assert.throws(() => Caches.cacheName("meta"));
});

test("a new build retires every other build's cache, never the meta cache nor another app's", () => {
  const names = ["bridgelaws-old1", "bridgelaws-meta", "bridgelaws-new", "other-app", "bridgelaws-old2"];
  assert.deepEqual(Caches.otherBuilds(names, "new"), ["old1", "old2"]);
});

test("a retired cache goes when no open page came from its build", () => {
  assert.deepEqual(Caches.sweep(["old1", "old2", "old3"], new Set(["old2", "new"])), { remove: ["old1", "old3"], still: ["old2"] });
  assert.deepEqual(Caches.sweep([], new Set()), { remove: [], still: [] });
});

const SCOPE = "https://example.org/laws-site/";
const LIST = Caches.indexList({
  version: "v1",
  languages: { en: "English", pl: "Polish", el: "Greek" },
  files: {
    "": { group: "shell", size: 1 },
    "pl/": { group: "shell", lang: "pl", size: 1 },
    "el/": { group: "shell", lang: "el", size: 1 },
    "laws/27/": { group: "page", size: 2 },
    "pl/laws/27/": { group: "page", lang: "pl", size: 2 },
    "assets/a.js": { group: "shell", size: 3 },
    "search/pl/index.js": { group: "search", lang: "pl", size: 4 },
    "search/el/index.js": { group: "search", lang: "el", size: 5 }
  }
}, SCOPE);

test("the list is keyed as pages are asked for: absolute, no query, index.html as its folder", () => {
  assert.equal(Caches.keyOf(SCOPE + "laws/27/index.html?x=1#B1"), SCOPE + "laws/27/");
  assert.equal(Caches.keyOf(SCOPE + "laws/27.html#B"), SCOPE + "laws/27.html");
  assert.equal(LIST.files.get(SCOPE + "laws/27/").url, "laws/27/");
  assert.equal(LIST.files.get(SCOPE).group, "shell");
  assert.equal(LIST.version, "v1");
});

test("a first visit keeps the shell, the reader's languages' core pages and search files", () => {
  const urls = (langs) => Caches.core(LIST, langs).map((e) => e.url).sort();
  assert.deepEqual(urls(["pl"]), ["", "assets/a.js", "pl/", "search/pl/index.js"]);
  assert.deepEqual(urls(["en"]), ["", "assets/a.js"]);
  assert.deepEqual(Caches.readerLanguages(LIST, { langs: ["el", "ru"] }, ["pl-PL"]), ["el"]);
  assert.deepEqual(Caches.readerLanguages(LIST, { langs: [] }, ["ru-RU", "pl-PL", "en"]), ["pl"]);
  assert.deepEqual(Caches.readerLanguages(LIST, {}, ["ru-RU"]), ["en"]);
});

test("keeping everything keeps every file but the other languages' sites' pages, and every search", () => {
  const urls = (langs) => Caches.everything(LIST, langs).map((e) => e.url).sort();
  const shared = ["", "assets/a.js", "search/el/index.js", "search/pl/index.js"];
  assert.deepEqual(urls(["pl"]), [...shared, "pl/", "pl/laws/27/"].sort());
  assert.deepEqual(urls(["en"]), [...shared, "laws/27/"].sort());
  assert.deepEqual(urls(["el", "pl"]), [...shared, "el/", "pl/", "pl/laws/27/"].sort());
});

test("a page not kept opens its own language's offline page, else the English one", () => {
  const pages = Caches.absolute({ en: "offline/", pl: "pl/offline/", el: "el/offline/" }, SCOPE);
  assert.equal(pages.pl, SCOPE + "pl/offline/");
  assert.equal(Caches.offlinePage(pages, SCOPE, SCOPE + "pl/laws/27/"), SCOPE + "pl/offline/");
  assert.equal(Caches.offlinePage(pages, SCOPE, SCOPE + "laws/27/"), SCOPE + "offline/");
  assert.equal(Caches.offlinePage(pages, SCOPE, SCOPE + "ru/laws/27/"), SCOPE + "offline/");  // none built
  assert.equal(Caches.offlinePage(pages, SCOPE, SCOPE + "constructor/x"), SCOPE + "offline/");
  assert.equal(Caches.offlinePage(pages, SCOPE, "https://elsewhere.example/pl/"), SCOPE + "offline/");
  assert.ok(Caches.isOfflinePage(pages, SCOPE + "el/offline/"));
  assert.ok(!Caches.isOfflinePage(pages, SCOPE + "el/"));
});
