/*
 * bridgelaws: the search's result list, in Material's search box (see material.js for the box and
 * engine.js for the search).
 *
 * - One list for the four languages. Each hit shows its title, its languages, its laws, what it is,
 *   and a snippet with the words found marked (built as text nodes and <mark> elements: nothing a
 *   source or the server writes is read as markup); a hit found through the glossary says through
 *   which term.
 * - The language buttons (All · EN · PL · ΕΛ · РУ, each with its count) filter the list shown;
 *   until one is chosen, the list opens on the reader's language (the page's site: en, pl, el, ru)
 *   when the best hit is in it, else on All; a choice lasts while the box is open and is forgotten
 *   when it is cleared or closed, so it never narrows another search unseen. Hits in the reader's
 *   language come first among equals, and open in the reader's language's site.
 * - Served by `bridgelaws serve` (its /api/search answers), the server's ranked hits join the list:
 *   both rankings are fused (reciprocal rank), one hit per place (fuse.js).
 * - Keyboard: ↓ from the box goes to the first hit, ↑/↓ move between hits, Home/End, Enter in the
 *   box opens the first hit (a law reference: its section), Tab from the box reaches the language
 *   buttons (←/→ between them). Escape closes (Material).
 * - Opening a hit makes its language the content tab shown (the page opens on the text found).
 */
(function () {
  "use strict";

  var M = window.__blMaterial, S = window.BridgelawsSearch, Fuse = window.BLSearchCore && window.BLSearchCore.fuse;
  if (!M || !S || !Fuse || !window.BLSearchLangs) return;

  var W = window.BLWords;
  var _ = W._, _n = W._n, _p = W._p;
  var L = window.BLSearchLangs;  /* the languages and the reader's (langs.js) */
  var LANGS = L.LANGS, langInfo = L.info, reader = L.reader, inSite = L.inSite, languageName = L.name;

  function kindName(kind) {
    if (kind === "law") return _p("search hit", "law");
    if (kind === "commentary") return _p("search hit", "commentary");
    if (kind === "example") return _p("search hit", "example");
    if (kind === "concept") return _p("search hit", "glossary");
    if (kind === "page") return _p("search hit", "source");
    return kind;
  }

  var API_LIMIT = 20, API_WAIT = 150, TEXT_WAIT = 100, FUSION = 60, SHOWN = 30;

  var box, root, meta, list, filterGroup, base;
  var filter = null, hits = [], served = {}, api = null, probed = false, started = false, ticket = 0, asking = null, snippets = null;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function appendPieces(node, pieces) {
    pieces.forEach(function (p) {
      node.appendChild(p.mark ? el("mark", "", p.text) : document.createTextNode(p.text));
    });
  }

  /* --- the server ---------------------------------------------------------------------------- */
  function probeApi() {
    if (location.protocol === "file:") return Promise.resolve(null);
    var known = sessionStorage.getItem("bl-api");
    var url = new URL("api/search", base);
    if (known !== null) return Promise.resolve(known === "1" ? url : null);
    return fetch(url + "?q=law&limit=1", { headers: { Accept: "application/json" } })
      .then(function (response) { if (!response.ok) throw new Error("no API"); return response.json(); })
      .then(function (data) {
        if (!Array.isArray(data)) throw new Error("not the API");
        sessionStorage.setItem("bl-api", "1");
        return url;
      })
      .catch(function () { sessionStorage.setItem("bl-api", "0"); return null; });
  }

  /* Asks the server once typing pauses (its rate limit is per client), once per query. */
  function askServer(query) {
    clearTimeout(asking);
    if (!api || served[query] || query.length < 2) return;
    asking = setTimeout(function () {
      served[query] = { hits: null };
      fetch(api + "?q=" + encodeURIComponent(query) + "&limit=" + API_LIMIT)
        .then(function (response) { return response.ok ? response.json() : []; })
        .catch(function () { return []; })
        .then(function (data) {
          served[query].hits = (Array.isArray(data) ? data : []).map(function (hit) { return Fuse.serverHit(hit, href); }).filter(Boolean);
          if (box.input.value.trim() === query) run();
        });
    }, API_WAIT);
  }

  /** The address of a place of the site (see inSite), null when it is not of this site. */
  function href(location) {
    var url = window.BLSite.inside(inSite(String(location || "")), base);
    return url ? url.href : null;
  }

  /** The language the list opens on before a choice: the reader's when the best hit is in it. */
  function opening() {
    var lang = reader();
    return hits.length && (hits[0].langs || []).indexOf(lang) >= 0 ? lang : "";
  }

  /* The static hits and the server's, fused by reciprocal rank; a law reference stays first, and
     the server's concepts are left out for it, as the static search leaves them out. */
  function merged(query, own, reference) {
    var server = served[query] && served[query].hits;
    /* a law reference: the glossary's concepts open on their own law's page, not this one */
    if (server && reference) server = server.filter(function (hit) { return hit.kind !== "concept"; });
    own = own.filter(function (hit) {
      var found = href(hit.location);
      if (found) hit.href = found;
      return !!found;
    });
    return server && server.length ? Fuse.fuse(own, server, FUSION) : own;
  }

  /* --- the list ------------------------------------------------------------------------------ */
  function build() {
    root = el("div", "bl-results");
    root.setAttribute("role", "region");
    root.setAttribute("aria-label", _("Search results"));
    var bar = el("div", "bl-results__bar");
    meta = el("p", "bl-results__meta");
    meta.setAttribute("role", "status");
    meta.setAttribute("aria-live", "polite");
    filterGroup = el("div", "bl-results__filter");
    filterGroup.setAttribute("role", "group");
    filterGroup.setAttribute("aria-label", _("Show the results in one language"));
    [["", _p("languages", "All")]].concat(LANGS).forEach(function (lang) {
      var button = el("button", "", lang[1]);
      button.type = "button";
      button.setAttribute("data-lang", lang[0]);
      if (lang[0]) button.lang = lang[0];
      button.title = lang[0] ? _("Only results in {language}", { language: languageName(lang[0]) }) : _("Results in every language");
      button.addEventListener("mousedown", function (event) { event.preventDefault(); });  /* keep the box focused */
      button.addEventListener("click", function () { filter = lang[0]; render(); });
      filterGroup.appendChild(button);
    });
    filterGroup.addEventListener("keydown", onFilterKey);
    bar.appendChild(meta);
    bar.appendChild(filterGroup);
    list = el("ol", "bl-results__list");
    list.id = "bl-search-results";
    list.setAttribute("aria-label", _("Results"));
    list.addEventListener("keydown", onListKey);
    list.addEventListener("click", onOpen);
    root.appendChild(bar);
    root.appendChild(list);
    box.output.appendChild(root);
  }

  function render() {
    var query = box.input.value.trim();
    root.hidden = false;
    var counts = { "": hits.length };
    hits.forEach(function (hit) { (hit.langs || []).forEach(function (l) { counts[l] = (counts[l] || 0) + 1; }); });
    if (filter && !counts[filter] && hits.length) filter = "";
    var shownLang = filter !== null ? filter : opening();
    Array.prototype.forEach.call(filterGroup.querySelectorAll("button"), function (button) {
      var lang = button.getAttribute("data-lang");
      var label = (lang ? langInfo(lang)[1] : _p("languages", "All")) + (query ? " " + (counts[lang] || 0) : "");
      button.textContent = label;
      button.setAttribute("aria-pressed", String(lang === shownLang));
      button.tabIndex = lang === shownLang ? 0 : -1;
      button.disabled = !!query && lang !== "" && !counts[lang];
    });
    filterGroup.hidden = !query || !hits.length;
    list.textContent = "";
    var shown = hits.filter(function (hit) { return !shownLang || hit.langs.indexOf(shownLang) >= 0; }).slice(0, SHOWN);
    if (!query) {
      meta.textContent = _("Search English, Polish, Greek and Russian at once; a law number (27B1, przepis 16C, Νόμος 27Β1) goes straight to the law.");
    } else if (!S.ready()) {
      meta.textContent = _("Loading the search…");
    } else if (!hits.length) {
      meta.textContent = _("Nothing found for “{query}” in any language", { query: query }) + waiting() + ".";
    } else {
      var total = shownLang ? counts[shownLang] || 0 : hits.length;
      var others = hits.length - total;
      var text = _n("{n} result", "{n} results", total);
      if (shownLang) text = _("{results} in {language}", { results: text, language: languageName(shownLang) });
      if (shownLang && others) text += " (" + _n("{n} in other languages: All shows them", "{n} in other languages: All shows them", others) + ")";
      if (total > SHOWN) text = _("{results}, the first {shown} shown", { results: text, shown: SHOWN });
      meta.textContent = text + waiting();
    }
    shown.forEach(function (hit, i) { list.appendChild(item(hit, i)); });
    root.setAttribute("data-query", query);
    root.setAttribute("data-loaded", S.loaded().sort().join(" "));
    root.setAttribute("data-settled", settled() ? "yes" : "no");  /* every language and the glossary in, or not to be had */
    root.setAttribute("data-api", api === null ? (probed ? "no" : "pending") : "yes");
    root.setAttribute("data-served", served[query] && served[query].hits ? "yes" : "no");
  }

  /* The languages not searched yet: on their way, or not to be had (offline, not kept). */
  function waiting() {
    var lost = S.unavailable();
    var missing = LANGS.filter(function (l) { return S.loaded().indexOf(l[0]) < 0; });
    var coming = missing.filter(function (l) { return lost.indexOf(l[0]) < 0; }).map(function (l) { return l[1]; });
    var gone = missing.filter(function (l) { return lost.indexOf(l[0]) >= 0; }).map(function (l) { return l[1]; });
    if (!S.ready()) return "";
    return (coming.length ? " (" + _("still loading {languages}", { languages: coming.join(", ") }) + ")" : "") +
      (gone.length ? " (" + _("{languages} cannot be searched now: not kept on this device", { languages: gone.join(", ") }) + ")" : "");
  }

  function settled() {
    return S.glossaryTried() &&
      LANGS.every(function (l) { return S.loaded().indexOf(l[0]) >= 0 || S.unavailable().indexOf(l[0]) >= 0; });
  }

  function item(hit, i) {
    var li = el("li", "bl-hit");
    var a = el("a", "bl-hit__link");
    a.href = hit.href;
    a.id = "bl-hit-" + i;
    if (hit.lang) a.lang = hit.lang;
    a.setAttribute("data-lang", hit.lang || "");
    a.setAttribute("data-kind", hit.kind || "");
    var title = el("span", "bl-hit__title");
    var named = hit.titleRecord || hit.best;
    if (named) appendPieces(title, S.titlePieces(named, hit.title));
    else title.textContent = hit.title;
    a.appendChild(title);
    var badges = el("span", "bl-hit__badges");
    (hit.langs || []).forEach(function (l) {
      var info = langInfo(l);
      if (!info) return;
      var badge = el("span", "bl-tag bl-tag--lang", info[1]);
      badge.title = languageName(l);
      badges.appendChild(badge);
    });
    if (hit.laws && hit.laws.length) {
      badges.appendChild(el("span", "bl-tag bl-tag--law", hit.laws.slice(0, 3).join(", ") + (hit.laws.length > 3 ? " …" : "")));
    }
    badges.appendChild(el("span", "bl-tag bl-tag--kind", kindName(hit.kind)));
    a.appendChild(badges);
    if (hit.via) {
      a.appendChild(el("span", "bl-hit__via", _("found through the glossary: {from} → {to}", { from: hit.via.from, to: hit.via.to })));
    }
    var text = el("span", "bl-hit__snippet");
    var pieces = hit.best ? S.snippet(hit.best) : hit.server || null;
    if (pieces) appendPieces(text, pieces);
    else if (hit.tier === 0) text.textContent = _("Its text, commentary and examples on its law page.");
    a.appendChild(text);
    li.appendChild(a);
    return li;
  }

  function run() {
    var query = box.input.value.trim();
    if (!query) { hits = []; filter = null; render(); return; }
    var lang = S.languageOf(query);
    if (lang) S.prefer([lang, reader()]);
    var result = S.search(query, reader());
    hits = merged(query, result.hits, result.parsed && result.parsed.refs.length > 0);
    render();
    askServer(query);
    /* the snippets' texts once typing pauses: not for every prefix typed on the way */
    var mine = ++ticket;
    root.setAttribute("data-texts", "loading");
    clearTimeout(snippets);
    snippets = setTimeout(function () {
      S.needTexts(hits.slice(0, SHOWN)).then(function () {
        if (mine !== ticket) return;
        render();
        root.setAttribute("data-texts", "in");  /* the snippets of the hits shown are there */
      });
    }, TEXT_WAIT);
  }

  var scheduled = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(function () { scheduled = false; run(); });
  }

  /* --- keyboard and opening -------------------------------------------------------------------- */
  function links() { return Array.prototype.slice.call(list.querySelectorAll("a.bl-hit__link")); }

  function onBoxKey(event) {
    var all = links();
    if (event.key === "ArrowDown" && all.length) {
      all[0].focus();
    } else if (event.key === "Enter") {
      if (all.length) all[0].click();
    } else if (event.key === "Tab" && !event.shiftKey && !filterGroup.hidden) {
      filterGroup.querySelector('button[aria-pressed="true"]').focus();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();  /* Material's keys are handled on window, after this */
  }

  function onListKey(event) {
    var all = links(), at = all.indexOf(document.activeElement);
    if (at < 0) return;
    var next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) {
      if (event.key === "Enter" || event.key === "Tab") event.stopPropagation();  /* the link's own */
      return;
    }
    if (next < 0) box.input.focus();
    else all[Math.min(next, all.length - 1)].focus();
    event.preventDefault();
    event.stopPropagation();
  }

  function onFilterKey(event) {
    var buttons = Array.prototype.filter.call(filterGroup.querySelectorAll("button"), function (b) { return !b.disabled; });
    var at = buttons.indexOf(document.activeElement);
    if (at < 0) return;
    var step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step) {
      buttons[(at + step + buttons.length) % buttons.length].focus();
    } else if (event.key === "Tab" && event.shiftKey) {
      box.input.focus();
    } else if (event.key === "Tab") {
      var first = links()[0];
      if (first) first.focus();
    } else {
      if (event.key === "Enter" || event.key === " ") event.stopPropagation();  /* the button's own click */
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  /* A hit opened: the page shows the hit's language first. */
  function onOpen(event) {
    var link = event.target.closest && event.target.closest("a.bl-hit__link");
    var info = link && langInfo(link.getAttribute("data-lang"));
    if (info) M.chooseTab(info[2]);
  }

  function open() {
    if (started) return;
    started = true;
    var first = reader();
    S.load(base, [S.languageOf(box.input.value) || first, first]);
    probeApi().then(function (url) { api = url; probed = true; run(); });
  }

  function start() {
    box = M.box();
    if (!box) return;
    base = M.base();
    build();
    render();
    S.onLoad(schedule);
    box.input.addEventListener("focus", open);
    box.input.addEventListener("input", function () {
      if (!box.input.value.trim()) filter = null;  // an emptied box ends the search, whenever the next runs
      open(); schedule();
    });
    box.input.addEventListener("keydown", onBoxKey);
    if (box.form) box.form.addEventListener("reset", function () { filter = null; setTimeout(schedule); });
    box.toggle.addEventListener("change", function () {
      if (box.toggle.checked) open();
      else filter = null;
    });
    if (document.activeElement === box.input || box.input.value) { open(); schedule(); }
  }

  /* The reader's search language, for the offline app (pwa.js keeps that language's search files). */
  window.__blSearchLanguage = reader;

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
