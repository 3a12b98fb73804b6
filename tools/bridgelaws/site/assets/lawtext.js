/*
 * bridgelaws: a page reads in one language, its passages' other languages one click away; and the
 * editions of a provision side by side (no dependencies; works offline from a folder).
 * - A passage held in several languages (.bl-versions, render.py `_tabs`) shows its version in the
 *   page's language, else the first it holds (with its badge). The page's one control, "Also show:
 *   EN · PL · ΕΛ · РУ" (.bl-also), shows the chosen languages' versions too: beside it on a wide
 *   screen, below it on a narrow one (lawtext.css). The choice is kept in localStorage, checked when
 *   read (only the site's language codes are taken), and holds on every page.
 * - Nothing is hidden until this script runs: without it every version shows, and so does no control.
 * - An address naming a version the page hides (#<source>_<lang>_<unit>, as the search opens a
 *   unit) shows that version and scrolls to it.
 * - An address naming a comparison (#compare-2007-17D) opens it.
 */
(function () {
  "use strict";
  var KEY = "bridgelaws.also-show";
  var LANGS = ["en", "pl", "el", "ru"];
  var root = document.documentElement;
  var control = document.querySelector(".bl-also");
  var here = control ? control.getAttribute("data-lang") : root.lang;
  var buttons = control ? Array.prototype.slice.call(control.querySelectorAll("button[data-lang]")) : [];

  /* The languages chosen: a JSON list in storage; anything else there (junk, an old format, another
     site's value) is read as none, and unknown entries are dropped. */
  function stored() {
    var value;
    try { value = JSON.parse(localStorage.getItem(KEY) || "[]"); } catch (e) { return []; }
    if (!Array.isArray(value)) return [];
    return LANGS.filter(function (lang) { return value.indexOf(lang) >= 0; });
  }

  function store(chosen) {
    try { localStorage.setItem(KEY, JSON.stringify(chosen)); } catch (e) { /* private mode: this page only */ }
  }

  /* Does the page hold a version in `lang` that it would not show anyway? */
  function offered(lang) {
    return lang !== here && document.querySelector(
      '.bl-version[data-lang="' + lang + '"]:not(.bl-primary):not(.bl-missing)') !== null;
  }

  function show(chosen) {
    var any = false;
    LANGS.forEach(function (lang) {
      var on = chosen.indexOf(lang) >= 0 && offered(lang);
      root.classList.toggle("bl-also-" + lang, on);
      any = any || on;
    });
    root.classList.toggle("bl-also-on", any);
    buttons.forEach(function (button) {
      var on = root.classList.contains("bl-also-" + button.getAttribute("data-lang"));
      button.setAttribute("aria-pressed", on ? "true" : "false");
    });
  }

  function setupControl() {
    var shown = 0;
    buttons.forEach(function (button) {
      var lang = button.getAttribute("data-lang");
      button.hidden = !offered(lang);
      if (!button.hidden) shown++;
      button.addEventListener("click", function () {
        var chosen = stored().filter(function (other) { return other !== lang; });
        if (button.getAttribute("aria-pressed") !== "true") chosen.push(lang);
        store(chosen);
        show(chosen);
      });
    });
    control.hidden = shown === 0;
  }

  /* The version an address names is shown, even in a language the reader did not choose. */
  function reveal() {
    var target = window.BLSite.target();
    var version = target && target.closest(".bl-version");
    if (!version) return;
    if (getComputedStyle(version).display === "none") version.classList.add("bl-shown");
    target.scrollIntoView();
  }

  function openComparison() {
    var target = window.BLSite.target();
    var details = target && target.closest("details.bl-compare");
    if (details && !details.open) {
      details.open = true;
      details.scrollIntoView();
    }
  }

  root.classList.add("bl-one-lang");  /* from now on, the versions not chosen are hidden */
  show(stored());  /* before the page is drawn: no flash of the other languages */

  function start() {
    if (control) setupControl();
    show(stored());
    reveal();
    openComparison();
    window.addEventListener("hashchange", function () { reveal(); openComparison(); });
    window.addEventListener("storage", function (event) { if (event.key === KEY) show(stored()); });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
