/*
 * bridgelaws: what the study page (study.js) and the calculators (tools.js) share.
 *
 * - the interface's language: English, Polish, Greek or Russian, the page's site's (<html lang>)
 *   until the EN · PL · ΕΛ · РУ switch on these pages chooses another for this page; the content's
 *   languages in the reader's order: the site's language tabs (Material's "__tabs", most recent
 *   first), then the browser's; the words
 *   are the catalogue's (BLWords, every language's file loaded by the page: site/words.py);
 * - the data files the build writes (study/data/<name>.json; opened from a folder, where a page
 *   cannot fetch, study/data/<name>.js, which sets window.__blStudyData[name]);
 * - reading what a director types: numbers ("−100", "+620", "12,5"), bids and contracts
 *   ("4SX", "4♠x", "3nt", "2 kier", "1BA"), weights ("60%", "1/3"). Reading only: every score,
 *   IMP, matchpoint award, board and revoke ruling comes from the engine's tables.
 */
(function () {
  "use strict";

  var W = window.BLWords;
  var _p = W._p;
  var UI_LANGS = ["en", "pl", "el", "ru"];
  /* the name of each language's content tab (site/pages.py LANG_NAMES) */
  var TAB_NAMES = { en: "English", pl: "Polski", el: "Ελληνικά", ru: "Русский" };
  var listeners = [];

  /* --- storage, as Material keeps it (scoped to the site) ------------------------------------ */
  function stored(name) {
    try {
      return window.__md_get ? window.__md_get(name) : JSON.parse(localStorage.getItem(name));
    } catch (e) {
      return null;
    }
  }

  /** Keeps `value` under `name`; false when the browser refuses (storage full, private mode).
   *  Material's __md_set swallows the refusal: it is handed a storage that notes it. */
  function store(name, value) {
    var refused = false;
    var noting = {
      setItem: function (key, text) {
        try { localStorage.setItem(key, text); } catch (e) { refused = true; }
      }
    };
    try {
      if (window.__md_set) window.__md_set(name, value, noting);
      else noting.setItem(name, JSON.stringify(value));
    } catch (e) {
      refused = true;
    }
    return !refused;
  }

  /* --- languages ------------------------------------------------------------------------------- */
  /** The content languages in the reader's order of preference: the tabs chosen, then the browser's. */
  function preferredLangs() {
    var order = [];
    var tabs = stored("__tabs");
    if (Array.isArray(tabs)) {
      tabs.forEach(function (name) {
        for (var code in TAB_NAMES) if (TAB_NAMES[code] === name && order.indexOf(code) < 0) order.push(code);
      });
    }
    var browser = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    browser.forEach(function (tag) {
      var code = String(tag || "").slice(0, 2).toLowerCase();
      if (TAB_NAMES[code] && order.indexOf(code) < 0) order.push(code);
    });
    return order;
  }

  var switched = null;  /* the switch's choice on this page */

  function uiLang() {
    if (switched) return switched;
    var page = String(document.documentElement.lang || "").slice(0, 2).toLowerCase();
    if (UI_LANGS.indexOf(page) >= 0) return page;
    var langs = preferredLangs();
    for (var i = 0; i < langs.length; i++) if (UI_LANGS.indexOf(langs[i]) >= 0) return langs[i];
    return "en";
  }

  /** Choose a language (the EN · PL · ΕΛ · РУ switch, `forPage`, or a card's language buttons): it
   *  becomes the site's language tab (content.tabs.link); the switch's is also this page's interface,
   *  in place, and the reader's language (lang.js: the next English page opens in it). */
  function chooseLang(code, forPage) {
    var before = uiLang();
    if (forPage && UI_LANGS.indexOf(code) >= 0) {
      switched = code;
      if (window.BLLang) window.BLLang.remember(code);
    }
    var tabs = stored("__tabs");
    var rest = (Array.isArray(tabs) ? tabs : []).filter(function (name) { return name !== TAB_NAMES[code]; });
    store("__tabs", [TAB_NAMES[code]].concat(rest));
    if (uiLang() === before) return;
    applyWords(document);
    listeners.forEach(function (listener) { listener(uiLang()); });
  }

  function onLang(listener) { listeners.push(listener); }

  /** Puts the chosen language's words in place: the catalogue's ([data-t], [data-t-<attribute>]). */
  function applyWords(root) {
    var lang = uiLang();
    W.use(lang);
    var main = document.querySelector(".bl-study, .bl-tools");
    W.apply(main || root);
    var heading = document.querySelector("h1[data-t]");
    if (heading) W.apply(heading.parentNode);
    root.querySelectorAll(".bl-ui-langs button").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.lang === lang));
    });
    if (main) main.setAttribute("lang", lang);
    if (heading) heading.setAttribute("lang", lang);
  }

  function setupLangSwitch(root) {
    root.querySelectorAll(".bl-ui-langs button").forEach(function (button) {
      button.addEventListener("click", function () { chooseLang(button.lang, true); });
    });
    applyWords(document);
  }

  /* --- the data files -------------------------------------------------------------------------- */
  var loaded = {};

  function loadScript(name) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = new URL("study/data/" + name + ".js", window.BLSite.root()).href;
      script.onload = function () {
        script.remove();
        var data = (window.__blStudyData || {})[name];
        if (data) resolve(data); else reject(new Error("no data " + name));
      };
      script.onerror = function () { script.remove(); reject(new Error("no data " + name)); };
      document.head.appendChild(script);
    });
  }

  function fetchJson(name) {
    return fetch(new URL("study/data/" + name + ".json", window.BLSite.root())).then(function (response) {
      if (!response.ok) throw new Error("no data " + name);
      return response.json();
    });
  }

  /** The data file `name` (index, tables, drills.score, examples.<source>), loaded once. */
  function load(name) {
    if (!loaded[name]) {
      loaded[name] = location.protocol === "file:" ? loadScript(name) : fetchJson(name);
      loaded[name].catch(function () { delete loaded[name]; });
    }
    return loaded[name];
  }

  /* --- reading what is typed -------------------------------------------------------------------- */
  var STRAINS = {
    c: "C", "♣": "C", trefl: "C", trefle: "C",
    d: "D", "♦": "D", "♢": "D", karo: "D", kara: "D",
    h: "H", "♥": "H", "♡": "H", kier: "H", kiery: "H",
    s: "S", "♠": "S", pik: "S", piki: "S",
    n: "NT", nt: "NT", ba: "NT", "bez atu": "NT", "χα": "NT", "бк": "NT",
    /* Greek (with or without accents) and Russian suit names */
    "πίκα": "S", "πικα": "S", "πίκες": "S", "πικες": "S", "κούπα": "H", "κουπα": "H", "κούπες": "H", "κουπες": "H",
    "καρό": "D", "καρο": "D", "σπαθί": "C", "σπαθι": "C", "σπαθιά": "C", "σπαθια": "C",
    "пики": "S", "пика": "S", "черви": "H", "червы": "H", "бубны": "D", "бубна": "D", "трефы": "C", "трефа": "C"
  };

  /** `4SX` / `4♠x` / `3nt` / `2 kier` / `1BA` → {level, strain, doubling, rest} or null. */
  function parseContract(text) {
    var match = /^\s*([1-7])\s*([^\dx=+\-−\s]+(?:\s+atu)?)\s*(xx|x|rx|ktr|rktr)?\s*(.*)$/i.exec(String(text || ""));
    if (!match) return null;
    var strain = STRAINS[match[2].toLowerCase()];
    if (!strain) return null;
    var doubling = (match[3] || "").toLowerCase();
    doubling = doubling === "xx" || doubling === "rx" || doubling === "rktr" ? "XX" : doubling ? "X" : "";
    return { level: Number(match[1]), strain: strain, doubling: doubling, rest: match[4].trim() };
  }

  /** A bid as the engine writes it (`3D`), or null. */
  function parseBid(text) {
    var found = parseContract(text);
    return found && !found.doubling && !found.rest ? found.level + found.strain : null;
  }

  /** Four passes as a director types them in any language (`pass`, `pas`, `πάσο`, `πασο`, `пас`, `all pass`,
   *  `passed out`), and the engine's own word for it: the final "contract" of a passed-out board (Law 22B). */
  function isPassedOut(text) {
    return /^\s*(?:all\s+pass|passed\s+out|pass|pas|p|πάσο|πασο|пас)\s*$/i.test(String(text || ""));
  }

  /** A number as typed: `−100`, `+620`, `12,5`, `1 370` → Number, or NaN. */
  function parseNumber(text) {
    var clean = String(text == null ? "" : text).trim().replace(/[−–]/g, "-").replace(/\s+/g, "").replace(",", ".");
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(clean)) return NaN;
    return Number(clean);
  }

  /** A number for the page: the minus sign, and a decimal comma where the language writes one. */
  function formatNumber(value, signed) {
    var text = String(value);
    if (signed && value > 0) text = "+" + text;
    text = text.replace("-", "−");
    return uiLang() === "en" ? text : text.replace(".", ",");
  }

  /** `4SX` → `4♠X`, `3NT` → `3NT` (Polish `3BA`, Greek `3ΧΑ`, Russian `3БК`), as HTML with red
   *  hearts and diamonds. */
  function contractHtml(name) {
    var match = /^([1-7])(NT|[SHDC])(.*)$/.exec(name || "");
    if (!match) return escapeHtml(name);
    var symbols = { S: "♠", H: "♥", D: "♦", C: "♣" };
    /* glossary: notrump */
    var strain = match[2] === "NT" ? _p("strain", "NT") : symbols[match[2]];
    var html = strain === "♥" || strain === "♦" ? '<span class="bl-red">' + strain + "</span>" : strain;
    return match[1] + html + escapeHtml(match[3].replace("-", "−"));
  }

  function escapeHtml(text) {
    var div = document.createElement("div");
    div.textContent = text == null ? "" : String(text);
    return div.innerHTML;
  }

  /** An element from tag, attributes and children (strings become text). */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === null || value === undefined || value === false) return;
      if (key === "html") node.innerHTML = value;
      else if (key === "text") node.textContent = value;
      else node.setAttribute(key, value === true ? "" : value);
    });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  window.BLStudy = {
    stored: stored,
    store: store,
    uiLang: uiLang,
    preferredLangs: preferredLangs,
    setupLangSwitch: setupLangSwitch,
    chooseLang: chooseLang,
    applyWords: applyWords,
    onLang: onLang,
    load: load,
    parseContract: parseContract,
    parseBid: parseBid,
    isPassedOut: isPassedOut,
    parseNumber: parseNumber,
    formatNumber: formatNumber,
    contractHtml: contractHtml,
    escapeHtml: escapeHtml,
    el: el,
    TAB_NAMES: TAB_NAMES
  };
})();
