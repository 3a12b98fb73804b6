/*
 * bridgelaws: which language's site the reader reads (every page exists in English at the site's own
 * addresses and under /pl/, /el/, /ru/; the head names each with <link rel="alternate" hreflang>).
 *
 * - On an English page: the language the reader chose (the header's switcher or a page's own
 *   EN · PL · ΕΛ · РУ switch, remembered in localStorage), else, arriving from outside the site, the
 *   first of the browser's languages (navigator.languages) the site has; if it is not English, the
 *   same page in it, its query and its place (#…) kept. A page of another language's site was
 *   asked for by its address or a link: it stays.
 * - The switcher in the header (Material's language menu, its links made per page by the build):
 *   the choice is remembered and the same page opens in that language at the same place (?… #…).
 *   Material's own handler, which looks the page up in a sitemap, is kept off these links.
 *
 * `choose` is pure (node --test: tests/js/lang.test.mjs); the page's part needs sitepath.js.
 */
(function (exports) {
  "use strict";

  var LANGS = ["en", "pl", "el", "ru"];
  var DEFAULT = "en";
  var KEY = "bridgelaws.lang";

  /** The site language a browser language tag names ("pl-PL" → "pl"), or null. */
  function siteLang(tag) {
    var code = String(tag || "").toLowerCase().split(/[-_]/)[0];
    return LANGS.indexOf(code) >= 0 ? code : null;
  }

  /** The language to go to from a page in `here` (null: stay). `stored`: the reader's remembered
   *  choice (anything else is ignored); `browser`: navigator.languages, read only when `outside`
   *  (the reader came from outside the site); `offered`: the languages this page exists in. */
  function choose(here, stored, browser, outside, offered) {
    if (here !== DEFAULT) return null;
    var wanted = siteLang(stored) === stored ? stored : null;
    if (!wanted && outside) {
      var tags = browser || [];
      for (var i = 0; i < tags.length && !wanted; i++) wanted = siteLang(tags[i]);
    }
    return wanted && wanted !== here && offered.indexOf(wanted) >= 0 ? wanted : null;
  }

  /** Remembers the reader's language (a site language; anything else is refused). */
  function remember(lang) {
    if (LANGS.indexOf(lang) < 0) return;
    try { localStorage.setItem(KEY, lang); } catch (e) { /* the choice lasts this page only */ }
  }

  exports.LANGS = LANGS;
  exports.KEY = KEY;
  exports.siteLang = siteLang;
  exports.choose = choose;
  exports.remember = remember;

  if (typeof document === "undefined" || !window.BLSite) return;

  function alternates() {
    var found = {};
    document.querySelectorAll('link[rel="alternate"][hreflang]').forEach(function (link) {
      var lang = link.getAttribute("hreflang");
      var url = window.BLSite.inside(link.getAttribute("href"));
      if (LANGS.indexOf(lang) >= 0 && url) found[lang] = url;
    });
    return found;
  }

  function remembered() {
    try { return localStorage.getItem(KEY); } catch (e) { return null; }
  }

  /** The address of `url` (the same page in another language) with this page's query (a filter,
   *  the offline page's ?from=) and place (#…). */
  function samePlace(url) {
    url.search = location.search;
    url.hash = location.hash;
    return url.href;
  }

  function fromOutside() {
    if (!document.referrer) return true;
    return !window.BLSite.inside(document.referrer);
  }

  var here = siteLang(document.documentElement.lang) || DEFAULT;
  var places = alternates();
  var go = choose(here, remembered(), navigator.languages || [navigator.language], fromOutside(), Object.keys(places));
  if (go) {
    location.replace(samePlace(places[go]));
    return;
  }

  document.addEventListener("click", function (event) {
    var link = event.target instanceof Element ? event.target.closest("a.bl-lang-link[hreflang]") : null;
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    var lang = link.getAttribute("hreflang");
    var url = window.BLSite.inside(link.getAttribute("href"));
    if (LANGS.indexOf(lang) < 0 || !url) return;
    event.preventDefault();
    event.stopPropagation();
    remember(lang);
    location.assign(samePlace(url));
  }, true);
})(typeof module === "object" && module.exports ? module.exports : (self.BLLang = {}));
