/*
 * bridgelaws: the site's search engine (no DOM; ui.js shows its results). Served as search/search.js,
 * the concatenation of fold.js, refs.js, rank.js, this file and ui.js (site/staticsearch.py); its data
 * is built by bridgelaws.search.browser (see that module).
 *
 * - Data files are scripts that push their data into window.__blSearch (a page opened from a
 *   folder cannot fetch). `load()` asks for the common file and the four language indexes, the
 *   most likely language first, then the glossary; a query is answered over whatever is loaded, and
 *   again as each further language and the glossary arrive, so no language waits for another.
 * - The words (fold.js), the law references (refs.js) and the ranking (rank.js) are pure logic,
 *   tested on their own by `node --test` (tests/js); this file loads, and cuts snippets.
 */
(function () {
  "use strict";

  var core = window.BLSearchCore, key = core.fold.key, tokens = core.fold.tokens, rank = core.rank;

  /* --- loading ------------------------------------------------------------------------------ */
  var base = null, common = null, ranker = null, indexes = {}, texts = {}, pending = {}, listeners = [];
  var failed = [], loading = false, order = [], glossary = null, glossaryTried = false;

  function receive(data) {
    if (data.common) {
      common = rank.prepareCommon(data.common);
      if (glossary) rank.withGlossary(common, glossary);
      ranker = rank.ranker(common, indexes);
    }
    if (data.glossary) {
      glossary = data.glossary;
      if (common) rank.withGlossary(common, glossary);
    }
    if (data.index) indexes[data.index.lang] = rank.prepareIndex(data.index);
    if (data.texts) (texts[data.texts.lang] || (texts[data.texts.lang] = {}))[data.texts.chunk] = data.texts.texts;
  }
  var early = window.__blSearch;
  window.__blSearch = { push: receive };
  if (Array.isArray(early)) early.forEach(receive);

  function script(path) {
    if (!pending[path]) {
      pending[path] = new Promise(function (resolve, reject) {
        var tag = document.createElement("script");
        tag.src = new URL(path, base).href;
        tag.onload = function () { tag.remove(); resolve(); };
        tag.onerror = function () { tag.remove(); delete pending[path]; reject(new Error("cannot load " + path)); };
        document.head.appendChild(tag);
      });
    }
    return pending[path];
  }

  function notify() { listeners.forEach(function (f) { f(); }); }

  /* The languages in `order`: the first alone (with the common file), then the others together
     with the glossary, each searched as soon as it is in. */
  function pump() {
    if (loading) return;
    var waiting = order.filter(function (l) { return !indexes[l] && failed.indexOf(l) < 0; });
    if (common && !pending["search/glossary.js"]) {
      /* tried: in, or not to be had now (offline, not kept: asked again at the next load) */
      var tried = function () { glossaryTried = true; notify(); };
      script("search/glossary.js").then(tried, tried);
    }
    if (!waiting.length) return;
    var batch = Object.keys(indexes).length ? waiting : waiting.slice(0, 1);
    loading = true;
    /* a file that cannot be had (offline without it), or that came without its data (a page
       answering for it): that language is searched without */
    function without(lang) { if (!indexes[lang] && failed.indexOf(lang) < 0) failed.push(lang); }
    script("search/common.js").then(function () {
      if (!common) throw new Error("no common file");
      return Promise.all(batch.map(function (lang) {
        return script("search/" + lang + "/index.js").then(function () { without(lang); notify(); }, function () {
          without(lang);
          notify();
        });
      }));
    }).catch(function () { order.forEach(without); notify(); }).then(function () {
      loading = false;
      pump();
    });
  }

  /* Load everything, the languages in `preferred` order first. */
  function load(siteBase, preferred) {
    base = base || siteBase;
    prefer(preferred);
  }

  function prefer(langs) {
    var all = ["en", "pl", "el", "ru"];
    order = (langs || []).concat(all).filter(function (l, i, a) { return all.indexOf(l) >= 0 && a.indexOf(l) === i; });
    if (base) pump();
  }

  function textOf(lang, doc) {
    var chunks = texts[lang];
    var size = indexes[lang].chunkSize;
    var chunk = chunks && chunks[Math.floor(doc / size)];
    return chunk ? chunk[doc % size] : null;
  }

  /* Loads the text chunks the best records of `hits` need; resolves when they are in. */
  function needTexts(hits) {
    var paths = {};
    hits.forEach(function (hit) {
      var r = hit.best;
      if (r && indexes[r.lang]) paths["search/" + r.lang + "/text-" + Math.floor(r.doc / indexes[r.lang].chunkSize) + ".js"] = true;
    });
    return Promise.all(Object.keys(paths).map(function (p) { return script(p).catch(function () {}); }));
  }

  /* --- snippets ----------------------------------------------------------------------------- */
  var WIDTH = 240, LEAD = 60;

  /* Which tokens of `text` are matches of the record's terms: [start, end] pairs. */
  function matches(index, text, terms) {
    if (!terms.length) return [];
    var wanted = {};
    terms.forEach(function (t) { wanted[t] = true; });
    return tokens(text).filter(function (t) {
      return rank.exactTerms(index, key(t.text)).some(function (n) { return wanted[n]; });
    }).map(function (t) { return [t.start, t.end]; });
  }

  /* Pieces of text, [{text, mark}], around the densest run of matches; null until its text is loaded. */
  function snippet(record, width) {
    var index = indexes[record.lang];
    var text = index && textOf(record.lang, record.doc);
    if (text === null || text === undefined) return null;
    width = width || WIDTH;
    var spans = matches(index, text, record.terms);
    var begin = 0, best = 0;
    spans.forEach(function (span, i) {
      var count = 0;
      for (var j = i; j < spans.length && spans[j][1] - span[0] <= width - LEAD; j++) count++;
      if (count > best) { best = count; begin = Math.max(0, span[0] - LEAD); }
    });
    if (begin) {
      var space = text.indexOf(" ", begin);
      if (space >= 0 && space < begin + LEAD) begin = space + 1;
    }
    var end = Math.min(text.length, begin + width);
    if (end < text.length) {
      var last = text.lastIndexOf(" ", end);
      if (last > begin) end = last;
    }
    return pieces(text, begin, end, spans);
  }

  /* A title with its matches marked. */
  function titlePieces(record, title) {
    var index = indexes[record.lang];
    return pieces(title, 0, title.length, index ? matches(index, title, record.terms) : []);
  }

  function pieces(text, begin, end, spans) {
    var out = [], at = begin;
    if (begin) out.push({ text: "… ", mark: false });
    spans.forEach(function (s) {
      if (s[0] < at || s[1] > end) return;
      if (s[0] > at) out.push({ text: text.slice(at, s[0]), mark: false });
      out.push({ text: text.slice(s[0], s[1]), mark: true });
      at = s[1];
    });
    out.push({ text: text.slice(at, end), mark: false });
    if (end < text.length) out.push({ text: " …", mark: false });
    out.forEach(function (p) { p.text = p.text.replace(/\s+/g, " "); });
    return out;
  }

  window.BridgelawsSearch = {
    load: load,
    prefer: prefer,
    languageOf: core.fold.languageOf,
    search: function (text, reader) {
      return ranker ? ranker.search(text, reader) : { hits: [], loaded: [], parsed: null };
    },
    snippet: snippet,
    titlePieces: titlePieces,
    needTexts: needTexts,
    references: function (text) { return ranker ? ranker.references(text) : null; },
    key: key,
    ready: function () { return !!common && Object.keys(indexes).length > 0; },
    loaded: function () { return Object.keys(indexes); },
    unavailable: function () { return failed.slice(); },
    glossaryTried: function () { return glossaryTried; },
    onLoad: function (f) { listeners.push(f); }
  };
})();
