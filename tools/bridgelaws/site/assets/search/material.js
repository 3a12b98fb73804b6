/*
 * bridgelaws: everything the site's search knows of Material for MkDocs' internals, in one place
 * (loaded before Material's bundle, as search/material.js; the build side is site/material.py).
 * Material is in maintenance (successor: Zensical): what changes there changes here only.
 *
 * - Material's search worker is replaced by an inert one: Material keeps its search box (the
 *   dialog, its shortcuts, Escape and the overlay on a phone) but its own result list, which would
 *   say "No matching documents", is never filled and is hidden (class "bl-search" on <html>);
 * - `window.__blMaterial` hands ui.js the box, the site's base URL, the open state of the dialog,
 *   and Material's memory of the content tab last chosen ("__tabs", which `content.tabs.link`
 *   reads on every page).
 */
(function () {
  "use strict";

  var Base = window.Worker;
  if (typeof Base === "function") {
    var Worker = function (url, options) {
      if (/\/workers\/search\.[^/]*\.js/.test(String(url))) {
        var inert = new EventTarget();
        inert.postMessage = function () {};
        inert.terminate = function () {};
        return inert;
      }
      return arguments.length > 1 ? new Base(url, options) : new Base(url);
    };
    Worker.prototype = Base.prototype;
    window.Worker = Worker;
  }
  document.documentElement.classList.add("bl-search");

  function storage(name, value) {
    try {
      if (arguments.length > 1) {
        if (window.__md_set) window.__md_set(name, value);
        else localStorage.setItem(name, JSON.stringify(value));
        return value;
      }
      return window.__md_get ? window.__md_get(name) : JSON.parse(localStorage.getItem(name));
    } catch (e) {
      return null;
    }
  }

  window.__blMaterial = {
    /* The search box: {input, form, output (where results go), toggle}; null without one. */
    box: function () {
      var input = document.querySelector("input.md-search__input");
      var output = document.querySelector(".md-search__scrollwrap");
      var toggle = document.getElementById("__search");
      return input && output && toggle ? { input: input, form: input.form, output: output, toggle: toggle } : null;
    },
    /* The site's root URL, from Material's page configuration (sitepath.js, loaded after this file). */
    base: function () {
      return window.BLSite.root();
    },
    /* The content tab labels last chosen, most recent first ("Polski", …). */
    tabs: function () {
      var tabs = storage("__tabs");
      return Array.isArray(tabs) ? tabs : [];
    },
    /* Make `label` the content tab chosen, so the page opened shows that language first. */
    chooseTab: function (label) {
      storage("__tabs", [label].concat(this.tabs().filter(function (tab) { return tab !== label; })));
    }
  };
})();
