/*
 * bridgelaws: the server's hits joined to the search's own (no DOM, no fetch; ui.js asks the server).
 * `pieces` reads the server's snippet (escaped text with <mark>) as text pieces, never as HTML, and
 * `serverHit` a hit of the server as the list shows it (only a page of this site);
 * `fuse` fuses the two rankings by reciprocal rank, one hit per page: a hit both found keeps the
 * static search's place and snippet (its words found) unless the server's is all it has, and gains
 * the server's languages; a law reference's own hit (tier 0) stays first.
 *
 * One file for the page (BLSearchCore.fuse) and for `node --test` (require): see fold.js.
 */
(function (exports) {
  "use strict";

  var NAMED = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

  /* Text with its character references read (&lt; &#39; &#x2665;), an invalid one left as written. */
  function decode(text) {
    return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos|#39);/gi, function (all, code) {
      var named = NAMED[code.toLowerCase()];
      if (named) return named;
      var n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return n > 0 && n < 0x110000 ? String.fromCodePoint(n) : all;
    });
  }

  /* The server's snippet as [{text, mark}], without reading it as HTML. */
  function pieces(html) {
    var out = [], mark = false;
    String(html || "").split(/(<\/?mark>)/).forEach(function (part) {
      if (part === "<mark>") mark = true;
      else if (part === "</mark>") mark = false;
      else if (part) out.push({ text: decode(part), mark: mark });
    });
    return out;
  }

  /* A hit of the server as the list shows it; `href(url)` is its page's address in this site (null:
     not of this site, and the hit is left out). */
  function serverHit(hit, href) {
    var found = href(hit.url);
    if (!found) return null;
    return {
      href: found, title: String(hit.title || ""), kind: String(hit.kind || ""),
      lang: String(hit.lang || ""), langs: [String(hit.lang || "")],
      laws: Array.isArray(hit.laws) ? hit.laws.map(String) : [], server: pieces(hit.snippet)
    };
  }

  /* The static hits (`own`, each with its href) and the server's, in one list by reciprocal rank
     (1 / (fusion + place) from each list). */
  function fuse(own, server, fusion) {
    var byHref = {}, out = [];
    own.forEach(function (hit, i) {
      byHref[hit.href] = hit;
      hit.fused = hit.tier === 0 ? Infinity : 1 / (fusion + i);
      out.push(hit);
    });
    server.forEach(function (hit, i) {
      var known = byHref[hit.href];
      if (known) {
        known.fused += 1 / (fusion + i);
        if (!known.best && known.tier !== 0) known.server = hit.server;
        hit.langs.forEach(function (l) { if (known.langs.indexOf(l) < 0) known.langs.push(l); });
        return;
      }
      hit.fused = 1 / (fusion + i);
      byHref[hit.href] = hit;
      out.push(hit);
    });
    return out.sort(function (a, b) { return b.fused - a.fused; });
  }

  exports.decode = decode;
  exports.pieces = pieces;
  exports.serverHit = serverHit;
  exports.fuse = fuse;
})(typeof module === "object" && module.exports ? module.exports : ((self.BLSearchCore = self.BLSearchCore || {}).fuse = {}));
