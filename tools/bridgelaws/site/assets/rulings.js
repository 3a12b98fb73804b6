/*
 * bridgelaws: the ruling flows (/rulings/ and /rulings/<flow>/).
 *
 * The page holds the whole flow in HTML, every word in the four languages; without this script its
 * choices are links from step to step. With it: one step at a time, the path so far above it (each
 * answer can be changed), the outcome with "copy the ruling" (plain text for a ruling report) and
 * "copy a link" (the path in the address: #path=key:value,…). The graph comes from the page's JSON
 * block (keys and values only). A path in the address is read strictly against that graph — each
 * key must be the step the walk has reached, each value one of its choices — and is never written
 * into the page: an address that does not fit starts the flow afresh with a notice.
 *
 * The language is the site's: the one last chosen among the content tabs (Material's "__tabs"),
 * else the browser's; the EN · PL · ΕΛ · РУ switch chooses it for the whole site.
 */
(function () {
  "use strict";

  var TAB_NAMES = { en: "English", pl: "Polski", el: "Ελληνικά", ru: "Русский" };
  var LANGS = ["en", "pl", "el", "ru"];
  var KEY = /^[a-z0-9][a-z0-9.\-]*$/;

  function stored(name) {
    try {
      return window.__md_get ? window.__md_get(name) : JSON.parse(localStorage.getItem(name));
    } catch (e) {
      return null;
    }
  }

  function store(name, value) {
    try {
      if (window.__md_set) window.__md_set(name, value);
      else localStorage.setItem(name, JSON.stringify(value));
    } catch (e) { /* private mode: nothing kept */ }
  }

  /** The page's site's language (every page exists in each), else the content tab last chosen, else
   *  the browser's. The switch on the page changes it in place, for this page. */
  function preferredLang() {
    var page = String(document.documentElement.lang || "").slice(0, 2).toLowerCase();
    if (LANGS.indexOf(page) >= 0) return page;
    var tabs = stored("__tabs");
    if (Array.isArray(tabs)) {
      for (var i = 0; i < tabs.length; i++) {
        for (var code in TAB_NAMES) if (TAB_NAMES[code] === tabs[i]) return code;
      }
    }
    var browser = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var j = 0; j < browser.length; j++) {
      var tag = String(browser[j] || "").slice(0, 2).toLowerCase();
      if (LANGS.indexOf(tag) >= 0) return tag;
    }
    return "en";
  }

  var root = document.getElementById("bl-ruling");
  if (!root) return;
  var lang = preferredLang();

  /** The visible text of a multilingual element: its span in the page's language. */
  function visibleText(el) {
    if (!el) return "";
    var spans = el.querySelectorAll(".bl-l");
    if (!spans.length) return el.textContent.trim();
    var parts = [];
    el.childNodes.forEach(function (node) {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.nodeValue);
      else if (node.classList && node.classList.contains("bl-l")) {
        if (node.lang === lang) parts.push(node.textContent);
      } else if (node.nodeType === Node.ELEMENT_NODE) parts.push(visibleText(node));
    });
    return parts.join("").replace(/\s+/g, " ").trim();
  }

  function applyLang() {
    root.setAttribute("data-ui-lang", lang);
    root.setAttribute("lang", lang);
    root.querySelectorAll(".bl-ui-langs button").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.lang === lang));
    });
    var title = document.querySelector(".bl-rl-titles");
    var h1 = document.querySelector("#rulings-title, #ruling-title");
    if (title && h1) {
      var text = visibleText(title);
      if (h1.firstChild && h1.firstChild.nodeType === Node.TEXT_NODE) h1.firstChild.nodeValue = text;
      else h1.insertBefore(document.createTextNode(text), h1.firstChild);
      h1.setAttribute("lang", lang);
    }
  }

  root.querySelectorAll(".bl-ui-langs button").forEach(function (button) {
    button.addEventListener("click", function () {
      lang = button.lang;
      if (window.BLLang) window.BLLang.remember(lang);  /* the next English page opens in it */
      var tabs = stored("__tabs");
      var rest = (Array.isArray(tabs) ? tabs : []).filter(function (name) { return name !== TAB_NAMES[lang]; });
      store("__tabs", [TAB_NAMES[lang]].concat(rest));
      applyLang();
    });
  });
  applyLang();

  var graphEl = document.getElementById("bl-ruling-graph");
  if (!graphEl) return; /* the index of flows: only the language */
  var graph;
  try {
    graph = JSON.parse(graphEl.textContent);
  } catch (e) {
    return; /* the page stays a tree of links */
  }
  root.classList.add("bl-rl-live");

  var sections = {};
  root.querySelectorAll(".bl-rl-step, .bl-rl-outcome").forEach(function (el) {
    sections[el.getAttribute("data-key") || el.getAttribute("data-id")] = el;
  });
  var pathWrap = root.querySelector(".bl-rl-path-wrap");
  var pathList = root.querySelector(".bl-rl-path");
  var badLink = root.querySelector(".bl-rl-badlink");
  var words = document.getElementById("bl-rl-words");
  var path = [];
  var current = graph.start;

  function word(key) {
    var holder = words && words.content ? words.content.querySelector('[data-w="' + key + '"]') : null;
    return holder ? holder.cloneNode(true) : document.createTextNode(key);
  }

  function isOutcome(key) { return graph.outcomes.indexOf(key) >= 0; }

  /** The path an address holds, or null when it does not fit the flow. */
  function readPath(hash) {
    var match = /^#path=(.*)$/.exec(hash);
    if (!match) return null;
    var found = [];
    var key = graph.start;
    var items = match[1] ? match[1].split(",") : [];
    for (var i = 0; i < items.length; i++) {
      var pair = items[i].split(":");
      if (pair.length !== 2 || !KEY.test(pair[0]) || !KEY.test(pair[1])) return null;
      var step = graph.steps[key];
      if (pair[0] !== key || !step || !Object.prototype.hasOwnProperty.call(step, pair[1])) return null;
      found.push({ key: key, value: pair[1] });
      key = step[pair[1]];
    }
    return { path: found, current: key };
  }

  function hashOf() {
    return "#path=" + path.map(function (item) { return item.key + ":" + item.value; }).join(",");
  }

  function choiceOf(key, value) {
    return sections[key] ? sections[key].querySelector('.bl-rl-choice[data-value="' + value + '"]') : null;
  }

  function renderPath() {
    pathList.textContent = "";
    path.forEach(function (item, index) {
      var li = document.createElement("li");
      var question = document.createElement("span");
      question.className = "bl-rl-path-q";
      sections[item.key].querySelector(".bl-rl-q").querySelectorAll(".bl-l").forEach(function (span) {
        question.appendChild(span.cloneNode(true));
      });
      var answer = document.createElement("strong");
      answer.className = "bl-rl-path-a";
      var chosen = choiceOf(item.key, item.value);
      if (chosen) chosen.querySelectorAll(".bl-l").forEach(function (span) { answer.appendChild(span.cloneNode(true)); });
      var change = document.createElement("button");
      change.type = "button";
      change.className = "bl-link-button bl-rl-change";
      change.appendChild(word("change"));
      change.addEventListener("click", function () {
        path = path.slice(0, index);
        current = item.key;
        show(true);
      });
      li.appendChild(question);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(answer);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(change);
      pathList.appendChild(li);
    });
    pathWrap.hidden = path.length === 0;
  }

  function show(focus, replace) {
    Object.keys(sections).forEach(function (key) { sections[key].hidden = key !== current; });
    renderPath();
    var here = sections[current];
    if (here) {
      var actions = here.querySelector(".bl-rl-actions");
      if (actions) actions.hidden = false;
      var status = here.querySelector(".bl-rl-status");
      if (status) status.textContent = "";
      if (focus) {
        var heading = here.querySelector("h2");
        if (heading) heading.focus({ preventScroll: false });
      }
    }
    var hash = path.length ? hashOf() : "";
    var url = location.pathname + location.search + hash;
    if (replace) history.replaceState(null, "", url);
    else if (location.hash !== hash) history.pushState(null, "", url);
  }

  root.addEventListener("click", function (event) {
    var choice = event.target.closest ? event.target.closest(".bl-rl-choice") : null;
    if (choice && root.contains(choice)) {
      event.preventDefault();
      var key = choice.closest(".bl-rl-step").getAttribute("data-key");
      var value = choice.getAttribute("data-value");
      if (key !== current || !graph.steps[key] || !graph.steps[key][value]) return;
      path.push({ key: key, value: value });
      current = graph.steps[key][value];
      badLink.hidden = true;
      show(true);
      return;
    }
    var action = event.target.closest ? event.target.closest("[data-act]") : null;
    if (!action || !root.contains(action)) return;
    var act = action.getAttribute("data-act");
    if (act === "restart") {
      path = [];
      current = graph.start;
      show(true);
    } else if (act === "copy") {
      copy(report(), action);
    } else if (act === "share") {
      copy(location.origin && location.origin !== "null" ? location.href.split("#")[0] + hashOf() : hashOf(), action);
    }
  });

  /** The ruling as plain text, in the page's language. */
  function report() {
    var lines = [visibleText(words.content.querySelector('[data-w="report"]')) + ": " +
      visibleText(document.querySelector(".bl-rl-titles")), ""];
    path.forEach(function (item) {
      lines.push("- " + visibleText(sections[item.key].querySelector(".bl-rl-q")) + " " +
        visibleText(choiceOf(item.key, item.value)));
    });
    var here = sections[current];
    if (here && isOutcome(current)) {
      lines.push("");
      lines.push(visibleText(words.content.querySelector('[data-w="ruling"]')) + ": " +
        visibleText(here.querySelector(".bl-rl-text")));
      lines.push(visibleText(here.querySelector(".bl-rl-provisions")));
    }
    lines.push("");
    lines.push(visibleText(words.content.querySelector('[data-w="prevail"]')));
    lines.push(location.href.split("#")[0] + hashOf());
    return lines.join("\n");
  }

  function copy(text, button) {
    var status = button.closest("section").querySelector(".bl-rl-status");
    function done() {
      if (!status) return;
      status.textContent = "";
      status.appendChild(word("copied"));
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text, done); });
    } else {
      fallbackCopy(text, done);
    }
  }

  function fallbackCopy(text, done) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "bl-rl-copy-area";
    document.body.appendChild(area);
    area.select();
    try {
      document.execCommand("copy");
      done();
    } catch (e) { /* the text stays selectable */ }
    document.body.removeChild(area);
  }

  function fromAddress(replace) {
    var found = readPath(location.hash);
    if (location.hash.indexOf("#path=") === 0 && !found) {
      badLink.hidden = false;
      path = [];
      current = graph.start;
      show(false, true);
      return;
    }
    badLink.hidden = true;
    path = found ? found.path : [];
    current = found ? found.current : graph.start;
    show(false, replace);
  }

  window.addEventListener("popstate", function () { fromAddress(true); });
  fromAddress(true);
})();
