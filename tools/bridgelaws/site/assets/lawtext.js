/*
 * bridgelaws: law texts in several languages side by side, and the editions of a provision side by
 * side (no dependencies; works offline from a folder).
 * - "Languages side by side" shows every language of a law's text in columns, section by section;
 *   the choice is kept in localStorage, so it holds on every page of the site;
 * - an address naming a comparison (#compare-2007-17D) opens it.
 */
(function () {
  "use strict";
  var KEY = "bridgelaws.side-by-side";
  var root = document.documentElement;

  function stored() {
    try { return localStorage.getItem(KEY) === "1"; } catch (e) { return false; }
  }

  function show(side) {
    root.classList.toggle("bl-side", side);
    document.querySelectorAll(".bl-side-toggle").forEach(function (button) {
      button.setAttribute("aria-pressed", side ? "true" : "false");
    });
  }

  show(stored());  /* before the page is drawn: no flash of the other layout */

  function openComparison() {
    var target = window.BLSite.target();
    var details = target && target.closest("details.bl-compare");
    if (details && !details.open) {
      details.open = true;
      details.scrollIntoView();
    }
  }

  function start() {
    show(stored());
    document.querySelectorAll(".bl-side-toggle").forEach(function (button) {
      button.addEventListener("click", function () {
        var side = !root.classList.contains("bl-side");
        try { localStorage.setItem(KEY, side ? "1" : "0"); } catch (e) { /* private mode: this page only */ }
        show(side);
      });
    });
    openComparison();
    window.addEventListener("hashchange", openComparison);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
