/*
 * bridgelaws: where a script may send the reader, link to or fetch from (loaded first on every page;
 * no dependencies; works offline and from a folder).
 *
 * Whatever a script reads from the address (?from=, #fragment), from storage, from a message or
 * from an imported file is used as a place of this site only:
 * - `BLSite.inside(value, base)`: the URL `value` names (resolved against `base`, by default the
 *   page's address) when it lies within the site: same scheme, host and port as the site's root,
 *   under its path; else null, for javascript: and data: URLs, another host, a path above the site's
 *   root, or anything malformed.
 * - `BLSite.root()`: the site's root URL, from Material's page configuration.
 * - `BLSite.target()`: the element the address's #fragment names, or null (none, or malformed).
 */
(function () {
  "use strict";

  var LONGEST = 2048;

  function root() {
    var base = ".";
    try { base = JSON.parse(document.getElementById("__config").textContent).base || "."; } catch (e) { /* "." */ }
    return new URL(base.replace(/\/?$/, "/"), location.href);
  }

  function inside(value, base) {
    if (typeof value !== "string" && !(value instanceof URL)) return null;
    var text = String(value);
    if (!text || text.length > LONGEST || /[\u0000-\u001f\u007f\\]/.test(text)) return null;
    var top = root();
    var url;
    try { url = new URL(text, base ? String(base) : location.href); } catch (e) { return null; }
    if (url.protocol !== top.protocol || url.host !== top.host || url.username || url.password) return null;
    return url.pathname.indexOf(top.pathname) === 0 ? url : null;
  }

  function target() {
    if (location.hash.length < 2) return null;
    try {
      return document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch (e) {
      return null;  /* a malformed escape (#%E0) names nothing */
    }
  }

  window.BLSite = { root: root, inside: inside, target: target };
})();
