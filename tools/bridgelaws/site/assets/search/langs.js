/*
 * bridgelaws: the search's languages on the page (ui.js shows the list): the four languages with their
 * buttons' labels and content tabs' names, the reader's language (the page's site's, else the content
 * tab last chosen, else the browser's), a place of the site in the reader's language's site, and a
 * language's name in the page's language.
 */
(function () {
  "use strict";

  var M = window.__blMaterial, W = window.BLWords;
  if (!M || !W) return;
  /* code, button, the name of its content tab (site/pages.py LANG_NAMES) */
  var LANGS = [["en", "EN", "English"], ["pl", "PL", "Polski"], ["el", "ΕΛ", "Ελληνικά"], ["ru", "РУ", "Русский"]];

  function info(code) {
    for (var i = 0; i < LANGS.length; i++) if (LANGS[i][0] === code) return LANGS[i];
    return null;
  }

  /** The reader's language: the page's site's, else the content tab last chosen, else the browser's. */
  function reader() {
    var page = info(String(document.documentElement.lang || "").slice(0, 2).toLowerCase());
    if (page) return page[0];
    var tabs = M.tabs();
    for (var t = 0; t < tabs.length; t++) {
      for (var i = 0; i < LANGS.length; i++) if (LANGS[i][2] === tabs[t]) return LANGS[i][0];
    }
    var browser = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var b = 0; b < browser.length; b++) {
      var found = info(String(browser[b] || "").slice(0, 2).toLowerCase());
      if (found) return found[0];
    }
    return "en";
  }

  /** A place of the site (relative to its root, as the search data and the server give it) in the
   *  reader's language's site: "laws/27/#B1" from a page of /pl/ is "pl/laws/27/#B1". */
  function inSite(location) {
    var path = String(location || "").replace(/^\//, "");
    var page = info(String(document.documentElement.lang || "").slice(0, 2).toLowerCase());
    return page && page[0] !== "en" ? page[0] + "/" + path : path;
  }

  /* A language's name in the page's language (CLDR, as the site's Python gets it from Babel). */
  function name(code) {
    var locale = W.lang() === "en" ? "en-GB" : W.lang();
    try { return new Intl.DisplayNames([locale], { type: "language" }).of(code); } catch (e) { return info(code)[2]; }
  }

  window.BLSearchLangs = { LANGS: LANGS, info: info, reader: reader, inSite: inSite, name: name };
})();
