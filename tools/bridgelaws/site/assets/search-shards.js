/*
 * bridgelaws: the site search, one language at a time (a polyfill: loaded before Material's bundle).
 *
 * The build writes one search index per language (search/search_index.<lang>.json, and .js for a
 * site opened from a folder; see tools/bridgelaws/site/staticsearch.py). Material's bundle creates
 * its search worker once and sets it up with one message {type: 0 (SETUP), data: index}; the
 * worker builds a new index at every SETUP. This script:
 *
 * - wraps window.Worker to catch that worker, and holds back Material's SETUP (its default index:
 *   page titles only) until the search is first opened, then sends the chosen language's shard
 *   instead (fetched then; from a folder, loaded by a script tag). If the shard cannot be had,
 *   Material's own index is sent;
 * - shows a language switch above the results (EN · PL · ΕΛ · РУ; buttons with aria-pressed,
 *   arrow keys move between them, Tab from the search box reaches them). Switching sends SETUP
 *   again with that shard and runs the current query again once the worker is ready;
 * - typing Greek letters switches to ΕΛ, Cyrillic to РУ, Polish diacritics to PL;
 * - opening a result makes that language the content tab to show (Material's "__tabs"), so the
 *   page opens on the text that was found;
 * - the first language: the one last chosen here, else the language of the content tab last
 *   chosen on the site (Material's "__tabs"), else the browser's language, else English.
 */
(function () {
  "use strict";

  var Base = window.Worker;
  if (typeof Base !== "function") return;

  /* [code, label, name of its content tab (pages.py LANG_NAMES)] */
  var LANGS = [["en", "EN", "English"], ["pl", "PL", "Polski"], ["el", "ΕΛ", "Ελληνικά"], ["ru", "РУ", "Русский"]];
  var SETUP = 0, READY = 1, QUERY = 2;
  var KEY = "__bl_search_lang";
  var SCRIPTS = [[/[\u0370-\u03ff\u1f00-\u1fff]/, "el"], [/[\u0400-\u04ff]/, "ru"], [/[ąćęłńóśźż]/i, "pl"]];

  var post = null;        /* the worker's own postMessage */
  var original = null;    /* Material's SETUP message */
  var opened = false;     /* the search has been opened */
  var wanted = null;      /* the language chosen */
  var ticket = 0;         /* the latest shard asked for */
  var loading = false;    /* that shard is on its way */
  var sent = [];          /* languages of the SETUPs sent, oldest first, until their READY */
  var readies = 0;
  var ready = "";         /* the language of the index the worker holds */
  var shards = {};
  var group = null;

  function known(code) {
    for (var i = 0; i < LANGS.length; i++) if (LANGS[i][0] === code) return code;
    return null;
  }

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

  function firstLanguage() {
    var chosen = known(storage(KEY));
    if (chosen) return chosen;
    var tabs = storage("__tabs");
    if (Array.isArray(tabs)) {
      for (var t = 0; t < tabs.length; t++) {
        for (var i = 0; i < LANGS.length; i++) if (LANGS[i][2] === tabs[t]) return LANGS[i][0];
      }
    }
    var browser = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var b = 0; b < browser.length; b++) {
      var code = known(String(browser[b] || "").slice(0, 2).toLowerCase());
      if (code) return code;
    }
    return "en";
  }

  function siteBase() {
    var config = document.getElementById("__config");
    var base = ".";
    try { base = JSON.parse(config.textContent).base || "."; } catch (e) { /* keep "." */ }
    return new URL(base.replace(/\/?$/, "/"), location.href);
  }

  /* --- the shards --------------------------------------------------------------------------- */
  function loadScript(lang) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = new URL("search/search_index." + lang + ".js", siteBase()).href;
      script.onload = function () {
        script.remove();
        var index = (window.__blSearchShards || {})[lang];
        if (index) resolve(index); else reject(new Error("no shard " + lang));
      };
      script.onerror = function () { script.remove(); reject(new Error("no shard " + lang)); };
      document.head.appendChild(script);
    });
  }

  function fetchJson(lang) {
    return fetch(new URL("search/search_index." + lang + ".json", siteBase())).then(function (response) {
      if (!response.ok) throw new Error("no shard " + lang);
      return response.json();
    });
  }

  function shard(lang) {
    if (!shards[lang]) {
      shards[lang] = (location.protocol === "file:" ? loadScript(lang) : fetchJson(lang));
      shards[lang].catch(function () { delete shards[lang]; });
    }
    return shards[lang];
  }

  /* --- the worker --------------------------------------------------------------------------- */
  function setup() {
    if (!original || !opened) return;
    var lang = wanted || (wanted = firstLanguage());
    var mine = ++ticket;
    loading = true;
    render();
    shard(lang).then(function (index) {
      if (mine !== ticket) return;
      send(lang, { type: SETUP, data: { config: index.config, docs: index.docs, options: original.data.options } });
    }, function () {
      if (mine === ticket) send("", original);
    });
  }

  function send(lang, message) {
    loading = false;
    sent.push(lang);
    post(message);
  }

  function onReady() {
    ready = sent.shift() || "";
    render();
    if (++readies > 1) {  /* Material sends the query itself after the first READY only */
      var input = document.querySelector("input.md-search__input");
      if (input && input.value.trim()) post({ type: QUERY, data: input.value });
    }
  }

  function adopt(worker) {
    post = worker.postMessage.bind(worker);
    worker.postMessage = function (message) {
      if (message && message.type === SETUP && message !== original) {
        original = message;
        if (location.protocol === "file:") opened = true;  /* Material sets up on opening there */
        setup();
        return;
      }
      post(message);
    };
    worker.addEventListener("message", function (event) {
      if (event.data && event.data.type === READY) onReady();
    });
  }

  function Worker(url, options) {
    var worker = arguments.length > 1 ? new Base(url, options) : new Base(url);
    if (/\/workers\/search\.[^/]*\.js/.test(String(url))) adopt(worker);
    return worker;
  }
  Worker.prototype = Base.prototype;
  window.Worker = Worker;

  /* --- the switch --------------------------------------------------------------------------- */
  function choose(lang) {
    storage(KEY, lang);
    if (lang === wanted) return;
    wanted = lang;
    setup();
    render();
  }

  function open() {
    if (opened) return;
    opened = true;
    setup();
  }

  function render() {
    if (!group) return;
    var current = wanted || firstLanguage();
    var busy = loading || sent.length > 0;
    group.setAttribute("aria-busy", String(busy));
    group.setAttribute("data-ready", busy ? "" : ready);
    Array.prototype.forEach.call(group.querySelectorAll("button"), function (button) {
      var pressed = button.lang === current;
      button.setAttribute("aria-pressed", String(pressed));
      button.tabIndex = pressed ? 0 : -1;
    });
  }

  function move(button, step) {
    var buttons = Array.prototype.slice.call(group.querySelectorAll("button"));
    var next = step === 0 ? buttons[0] : step === 2 ? buttons[buttons.length - 1]
      : buttons[(buttons.indexOf(button) + step + buttons.length) % buttons.length];
    next.focus();
  }

  function onKey(event) {
    var button = event.target.closest("button");
    if (!button) return;
    switch (event.key) {
      case "ArrowLeft": case "ArrowUp": move(button, -1); break;
      case "ArrowRight": case "ArrowDown": move(button, 1); break;
      case "Home": move(button, 0); break;
      case "End": move(button, 2); break;
      case "Enter": case " ": event.stopPropagation(); return;  /* the button's own click */
      case "Tab": if (!event.shiftKey) return; event.stopPropagation(); return;  /* back to the box */
      default: return;  /* Material: Escape closes the search, letters go to the box */
    }
    event.preventDefault();
    event.stopPropagation();
  }

  /* A result opened: its pages show the search language's tabs first, as if chosen there. */
  function onResult(event) {
    var name = null;
    for (var i = 0; i < LANGS.length; i++) if (LANGS[i][0] === ready) name = LANGS[i][2];
    if (!name || !event.target.closest || !event.target.closest(".md-search-result a")) return;
    var tabs = storage("__tabs");
    storage("__tabs", [name].concat((Array.isArray(tabs) ? tabs : []).filter(function (tab) {
      return tab !== name;
    })));
  }

  function build(input, wrap) {
    group = document.createElement("div");
    group.className = "bl-search-langs";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", "Search language");
    LANGS.forEach(function (lang, i) {
      if (i) {
        var dot = document.createElement("span");
        dot.setAttribute("aria-hidden", "true");
        dot.textContent = "·";
        group.appendChild(dot);
      }
      var button = document.createElement("button");
      button.type = "button";
      button.lang = lang[0];
      button.textContent = lang[1];
      button.title = "Search in " + lang[2];
      button.setAttribute("aria-label", lang[2]);
      button.addEventListener("mousedown", function (event) { event.preventDefault(); });  /* keep the box focused */
      button.addEventListener("click", function () { choose(lang[0]); });
      group.appendChild(button);
    });
    group.addEventListener("keydown", onKey);
    document.addEventListener("click", onResult, true);
    wrap.insertBefore(group, wrap.firstChild);
    render();

    input.addEventListener("focus", open);
    if (document.activeElement === input || input.value) open();
    var toggle = document.getElementById("__search");
    if (toggle) toggle.addEventListener("change", function () { if (toggle.checked) open(); });
    input.addEventListener("keydown", function (event) {
      if (event.key !== "Tab" || event.shiftKey) return;
      event.preventDefault();
      event.stopPropagation();  /* Material would close the search */
      group.querySelector('button[aria-pressed="true"]').focus();
    });
    input.addEventListener("input", function () {
      for (var i = 0; i < SCRIPTS.length; i++) {
        if (SCRIPTS[i][0].test(input.value)) { choose(SCRIPTS[i][1]); return; }
      }
    });
  }

  /* The reader's search language, for the offline app (pwa.js: its search files are kept). */
  window.__blSearchLanguage = function () { return wanted || firstLanguage(); };

  function start() {
    var input = document.querySelector("input.md-search__input");
    var wrap = document.querySelector(".md-search__scrollwrap");
    wanted = wanted || firstLanguage();
    if (input && wrap) build(input, wrap);
    else open();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
