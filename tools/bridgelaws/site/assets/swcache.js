/*
 * bridgelaws: the service worker's bookkeeping, pure (no Cache API, no fetch; sw.js does those).
 *
 * - Cache names: one cache per build, "bridgelaws-<version>", and "bridgelaws-meta" for what
 *   outlives a build; any other name (another app's on the same origin) is never touched.
 * - The list of a build's files (offline.json) keyed as the worker looks them up: absolute, no query
 *   or fragment, "x/index.html" as "x/".
 * - What a first visit keeps: the shell and the search files of the reader's languages (those the
 *   pages told, else the browser's first known one, else the build's first); what "keep everything"
 *   keeps: all but the other languages' sites' pages.
 * - Clean-up: when a build takes over, every other build's cache is retired; a retired cache is
 *   deleted once no open page was served from its build.
 *
 * The build writes sw.js as this file followed by assets/sw.js (site/pwa.py); in the worker its
 * functions are on self.BLCaches, in `node --test` a CommonJS module.
 */
(function (exports) {
  "use strict";

  var PREFIX = "bridgelaws-";
  var META = PREFIX + "meta";

  /** The cache of build `version`. */
  function cacheName(version) {
    if (!version || version === "meta") throw new Error("not a build version: " + JSON.stringify(version));
    return PREFIX + version;
  }

  /** The build whose cache `name` is, or null (the meta cache, another app's cache). */
  function buildOf(name) {
    return name.lastIndexOf(PREFIX, 0) === 0 && name !== META && name.length > PREFIX.length ? name.slice(PREFIX.length) : null;
  }

  /** The builds of `names` (cache names) other than `current`: those an update retires. */
  function otherBuilds(names, current) {
    return names.map(buildOf).filter(function (version) { return version !== null && version !== current; });
  }

  /** Which retired builds' caches go now, and which stay because an open page still needs them
   *  (`needed`: a Set of the open pages' builds): {remove, still}. */
  function sweep(retired, needed) {
    return {
      remove: retired.filter(function (version) { return !needed.has(version); }),
      still: retired.filter(function (version) { return needed.has(version); })
    };
  }

  /** A URL as the lists key it: absolute, no query or fragment, "x/index.html" as "x/". */
  function keyOf(href) {
    var url = new URL(href);
    url.search = "";
    url.hash = "";
    if (url.pathname.slice(-"/index.html".length) === "/index.html") url.pathname = url.pathname.slice(0, -"index.html".length);
    return url.href;
  }

  /** offline.json read into {version, languages, files: Map(key → entry)}, URLs from `scope`;
   *  entry.href is its key. */
  function indexList(data, scope) {
    var files = new Map();
    Object.keys(data.files).forEach(function (url) {
      var href = keyOf(new URL(url, scope).href);
      files.set(href, Object.assign({ url: url, href: href }, data.files[url]));
    });
    return { version: data.version, languages: data.languages || {}, files: files };
  }

  function entries(list, test) {
    return Array.from(list.files.values()).filter(test);
  }

  /** The files kept at first visit: the shell (the core pages of another language's site only for
   *  `langs`) and the search files of `langs`. */
  function core(list, langs) {
    return entries(list, function (e) {
      var mine = langs.indexOf(e.lang) >= 0;
      return (e.group === "shell" && (!e.lang || mine)) || (e.group === "search" && mine);
    });
  }

  /** What "keep everything" keeps for readers of `langs`: every file but the pages of the other
   *  languages' sites (an English page is listed without its language); the search files of every
   *  language are kept, as the search reads them all at once. */
  function everything(list, langs) {
    return entries(list, function (e) {
      if (e.group === "page") return langs.indexOf(e.lang || "en") >= 0;
      return e.group !== "shell" || !e.lang || langs.indexOf(e.lang) >= 0;
    });
  }

  /** `urls` ({lang: URL from the scope}) made absolute against `scope`. */
  function absolute(urls, scope) {
    var out = {};
    Object.keys(urls).forEach(function (lang) { out[lang] = new URL(urls[lang], scope).href; });
    return out;
  }

  /** The offline page for the page `key` asked for: its language's site's ("pl/…" → pages.pl), else
   *  the English site's. */
  function offlinePage(pages, scope, key) {
    var first = key.lastIndexOf(scope, 0) === 0 ? key.slice(scope.length).split("/")[0] : "";
    return Object.prototype.hasOwnProperty.call(pages, first) ? pages[first] : pages.en;
  }

  function isOfflinePage(pages, href) {
    return Object.keys(pages).some(function (lang) { return pages[lang] === href; });
  }

  /** The reader's languages: those the pages told (`settings.langs`), else the first of the browser's
   *  (`browserTags`, "pl-PL") the build has, else the build's first. */
  function readerLanguages(list, settings, browserTags) {
    var known = Object.keys(list.languages);
    var told = (settings.langs || []).filter(function (lang) { return known.indexOf(lang) >= 0; });
    if (told.length) return told;
    var browser = (browserTags || []).map(function (tag) {
      return String(tag).slice(0, 2).toLowerCase();
    }).filter(function (lang) { return known.indexOf(lang) >= 0; });
    return browser.length ? [browser[0]] : known.slice(0, 1);
  }

  exports.PREFIX = PREFIX;
  exports.META = META;
  exports.cacheName = cacheName;
  exports.buildOf = buildOf;
  exports.otherBuilds = otherBuilds;
  exports.sweep = sweep;
  exports.keyOf = keyOf;
  exports.indexList = indexList;
  exports.entries = entries;
  exports.core = core;
  exports.everything = everything;
  exports.absolute = absolute;
  exports.offlinePage = offlinePage;
  exports.isOfflinePage = isOfflinePage;
  exports.readerLanguages = readerLanguages;
})(typeof module === "object" && module.exports ? module.exports : (self.BLCaches = {}));
