/*
 * bridgelaws: the site's search engine (no DOM; ui.js shows its results). Served with ui.js as
 * search/search.js; its data is built by bridgelaws.search.browser (see that module).
 *
 * - Data files are scripts that push their data into window.__blSearch (a page opened from a
 *   folder cannot fetch). `load()` asks for the common file and the four language indexes, the
 *   most likely language first; a query is answered over whatever is loaded, and again as each
 *   further language arrives, so no language waits for another.
 * - Words are looked up, never stemmed here: each typed word is folded as any keyboard types it
 *   (`key`, the same folding as the index's forms) and found among the words the records hold,
 *   which give the index's terms (the stems whoosh's analysis gives them). A word the records do
 *   not hold is read as the beginning of longer ones (the last word while it is being typed, or
 *   an unknown inflection, shortened to its first letters).
 * - Records score BM25 per word (title twice the text), the words adding up times the share of
 *   them a record holds. A glossary term in any language also searches the concept's terms in
 *   every language; records found only that way come after the others, marked with the concept.
 * - A law reference in any language ("27B1", "Law 64", "przepis 16C", "Νόμος 27Β1",
 *   "Правило 79С"), or as directors write it ("l16b", "law 27 b 1 a", "27.b.1.a", "ν.16β1"), comes first, as its law's section on its law page, then what is about it; words
 *   after it search within that law.
 * - One list: records of every language, one per place (a law section shared by four languages is
 *   one hit), the reader's language first among equals.
 */
(function () {
  "use strict";

  var K1 = 1.2, B = 0.75, TITLE_BOOST = 2;
  var PREFIX = 0.7, SHORTENED = 0.5, EXPANSION = 0.8, READER = 1.15;
  var MAX_EXPANSIONS = 40, MAX_FORMS = 400, MAX_HITS = 50;
  var TIER_LAW = 0, TIER_ABOUT = 1, TIER_WORDS = 2, TIER_GLOSSARY = 3;
  var ABOUT = { about: 1000, exact: 300, primary: 150, cites: 30 };
  var TOKEN = /[1-7](?:nt|ντ|ba|βα|χα|xa|бк|[♠♥♦♣])(?:xx|χχ|x|χ)?(?![\p{L}\p{N}])|[♠♥♦♣](?:10|[2-9akqjtdwвдкт])*|\d+(?:[.,]\d+)+|[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}\p{N}_]+)*/giu;
  var MARKS = /([^\u0400-\u04ff])[\u0300-\u036f]+/g;
  var KEY_LETTERS = { "ё": "е", "ł": "l", "ς": "σ", "’": "'" };

  /* A word as any keyboard may type it (bridgelaws.search.analysis.search_key). */
  function key(word) {
    var text = word.normalize("NFKC").toLowerCase().normalize("NFD").replace(MARKS, "$1").normalize("NFC");
    return text.replace(/[ёłς’]/g, function (c) { return KEY_LETTERS[c]; });
  }

  function tokens(text) {
    var out = [], m;
    TOKEN.lastIndex = 0;
    while ((m = TOKEN.exec(text))) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    return out;
  }

  /* --- loading ------------------------------------------------------------------------------ */
  var base = null, common = null, indexes = {}, texts = {}, pending = {}, listeners = [];
  var failed = [], loading = false, order = [];

  function receive(data) {
    if (data.common) prepareCommon(data.common);
    if (data.index) indexes[data.index.lang] = prepareIndex(data.index);
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

  /* The languages in `order`: the first alone (with the common file), then the others together,
     each searched as soon as it is in. */
  function pump() {
    if (loading) return;
    var waiting = order.filter(function (l) { return !indexes[l] && failed.indexOf(l) < 0; });
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

  /* The language a query is most likely in, from its letters (null: Latin without diacritics). */
  function script_of(text) {
    if (/[\u0370-\u03ff\u1f00-\u1fff]/.test(text)) return "el";
    if (/[\u0400-\u04ff]/.test(text)) return "ru";
    if (/[ąćęłńóśźż]/i.test(text)) return "pl";
    return null;
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

  /* --- the data ----------------------------------------------------------------------------- */
  function prepareCommon(data) {
    var refs = data.refs;
    var words = Object.keys(refs.words).sort(function (a, b) { return b.length - a.length; });
    /* the query is matched folded (`key`): lower case, no accents */
    var singles = Object.keys(refs.sections).concat(Object.keys(refs.items)).filter(function (l) {
      return l.length === 1;
    }).map(function (l) { return l.toLowerCase(); });
    var letters = "στ|[a-z" + singles.filter(function (l, i, a) { return a.indexOf(l) === i; }).join("") + "]";
    var abbreviations = Object.keys(refs.abbreviations).sort(function (a, b) { return b.length - a.length; });
    var end = "(?![\\p{L}\\p{N}])";
    /* a keyword ("law 27"), an abbreviation ("prz. 16", "ν.16"), "l" ("l16b") or a number alone; then the
       parts compact ("27b1(a)", "27b1a") or spaced and dotted, a subsection always after the section
       ("27 b 1 (a)", "27 b1a", "27.b.1.a"; a spaced item letter ends the query: "27 b 1 a") */
    data.refPattern = new RegExp(
      "(^|[^\\p{L}\\p{N}])(?:(" + words.map(escape).join("|") + ")\\s+|(" +
      abbreviations.map(escape).join("|") + ")\\s?|(" + escape(refs.prefix) + "))?(\\d{1,2})(?!\\d)(?!\\/\\d)" +
      "(?:(" + letters + ")(\\d{1,2})?(?:\\s?\\((" + letters + ")\\)|(" + letters + "))?(?:\\s?\\(([ivx]{1,4})\\))?" +
      "|[ .](" + letters + ")[ .]?(\\d{1,2})(?:(" + letters + ")|[ .]?\\((" + letters + ")\\)|\\.(" + letters + ")|" +
      " (" + letters + ")(?=\\s*$|[,;:!?)\\]]|\\.(?![\\p{L}\\p{N}])))?(?:[ .]?\\(([ivx]{1,4})\\))?)?" +
      end, "giu");
    data.dottedPattern = new RegExp("^\\d{1,2}\\.(?:" + letters + ")\\.\\d{1,2}[.(]", "iu");
    /* another item or sub-item of the same provision: "27b1(a)/(b)", "27b1a/b", "27b1(a) and (b)",
       "12c1(e)(i) and (ii)" */
    var alternatives = refs.alternatives.slice().sort(function (a, b) { return b.length - a.length; });
    var joint = "(?:\\s?\\/\\s?|\\s*,?\\s*(?:" + alternatives.map(escape).join("|") + ")(?![\\p{L}\\p{N}])\\s*)";
    data.alternativePattern = new RegExp(
      joint + "(?:\\((" + letters + ")\\)|(" + letters + ")" + end + ")", "iuy");
    data.subitemAlternativePattern = new RegExp(joint + "\\(([ivx]{1,4})\\)", "iuy");
    data.labelPattern = new RegExp(
      "(?:^|[^\\p{L}\\p{N}])(?:" + refs.labels.map(escape).join("|") + ")(?:[ \\t]*(?:" +
      refs.signs.map(escape).join("|") + "))?[ \\t]*$", "iu");
    data.editionPattern = new RegExp("(^|\\D)(" + refs.editions.join("|") + ")(?!\\d)", "g");
    data.lawPages = {};
    data.laws.forEach(function (row) {
      data.lawPages[row[0] + "/" + row[1]] = {
        edition: row[0], number: row[1], location: row[2], titles: row[3],
        anchors: row[4].reduce(function (set, s) { set[s.replace(/[()]/g, "")] = true; return set; }, {})
      };
    });
    data.stopSets = {};
    Object.keys(data.stop).forEach(function (lang) {
      data.stopSets[lang] = data.stop[lang].reduce(function (set, w) { set[w] = true; return set; }, {});
    });
    common = data;
  }

  function escape(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  function prepareIndex(data) {
    var n = data.docs.length, titles = data.lengths[0], bodies = data.lengths[1], t = 0, x = 0;
    for (var i = 0; i < n; i++) { t += titles[i]; x += bodies[i]; }
    data.n = n;
    data.avgTitle = n ? t / n || 1 : 1;
    data.avgText = n ? x / n || 1 : 1;
    data.decoded = {};
    data.chunkSize = data.chunk;
    return data;
  }

  function search_sorted(array, value) {  /* first position whose item is >= value */
    var lo = 0, hi = array.length;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (array[mid] < value) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  function termNumber(index, term) {
    var i = search_sorted(index.terms, term);
    return index.terms[i] === term ? i : -1;
  }

  function formTerms(index, i) {
    var t = index.formTerms[i];
    return typeof t === "number" ? [t] : t;
  }

  function exactTerms(index, k) {
    var i = search_sorted(index.forms, k);
    return index.forms[i] === k ? formTerms(index, i) : [];
  }

  /* Terms of the forms beginning with `prefix` (not `k` itself), the most frequent first. */
  function prefixTerms(index, prefix, k) {
    var found = {}, list = [];
    var i = search_sorted(index.forms, prefix);
    for (var seen = 0; i < index.forms.length && seen < MAX_FORMS; i++, seen++) {
      var form = index.forms[i];
      if (form.lastIndexOf(prefix, 0) !== 0) break;
      if (form === k) continue;
      formTerms(index, i).forEach(function (t) { if (!found[t]) { found[t] = true; list.push(t); } });
    }
    list.sort(function (a, b) { return index.postings[b].length - index.postings[a].length; });
    return list.slice(0, MAX_EXPANSIONS);
  }

  /* The postings of a term: record numbers and their "2 × uses in text + in title". */
  function postings(index, t) {
    var done = index.decoded[t];
    if (done) return done;
    var flat = index.postings[t], docs = new Int32Array(flat.length / 2), values = new Int32Array(flat.length / 2);
    for (var i = 0, d = 0; i < flat.length; i += 2) {
      d += flat[i];
      docs[i / 2] = d;
      values[i / 2] = flat[i + 1];
    }
    return (index.decoded[t] = { docs: docs, values: values });
  }

  function bm25(tf, length, average) {
    return tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / average));
  }

  /* Adds each record's score for term `t` (times `weight`) into `into` (record → best so far). */
  function scoreTerm(index, t, weight, into) {
    var p = postings(index, t), df = p.docs.length;
    var idf = Math.log(1 + (index.n - df + 0.5) / (df + 0.5));
    for (var i = 0; i < df; i++) {
      var doc = p.docs[i], value = p.values[i];
      var s = TITLE_BOOST * ((value & 1) ? bm25(1, index.lengths[0][doc], index.avgTitle) : 0) +
        bm25(value >> 1, index.lengths[1][doc], index.avgText);
      s *= idf * weight;
      if (!(into[doc] >= s)) into[doc] = s;
    }
  }

  /* --- law references ----------------------------------------------------------------------- */
  function latinSection(letter) {
    var sections = common.refs.sections;
    if (/^[A-Za-z]$/.test(letter)) return letter.toUpperCase();
    return sections[letter] || sections[letter.toUpperCase()] || null;
  }

  function latinItem(letter) {
    var items = common.refs.items;
    if (/^[a-z]$/.test(letter)) return letter;
    return items[letter] || items[letter.toLowerCase()] || null;
  }

  /* Every law reference of a folded query: [{ref, law, start, end, word}] (canonical "27B1(a)"), read
     as bridgelaws.search.query reads it: a keyword, an abbreviation or "l" may introduce it; a token
     without a word ("7a", "l1") after a label ("table 7a", "round l1") is none; "l" with a number alone
     is none when glued to code or a name ("l1=", "l3-8b", "l1/l2"). */
  function references(text) {
    var found = [], m, refs = common.refs;
    var whole = /^\s*(\d{1,2})\s*$/.exec(text);
    if (whole && +whole[1] >= 1 && +whole[1] <= 93) {
      return [{ ref: whole[1], law: +whole[1], start: 0, end: text.length, word: null }];
    }
    common.refPattern.lastIndex = 0;
    while ((m = common.refPattern.exec(text))) {
      var word = m[2] ? refs.words[key(m[2])] : m[3] ? refs.abbreviations[key(m[3])] : null;
      var prefixed = !!m[4], law = +m[5], start = m.index + m[1].length, end = m.index + m[0].length;
      var sectionLetter = m[6] || m[11], sub = m[7] || m[12];
      var itemLetter = m[8] || m[9] || m[13] || m[14] || m[15] || m[16], subitem = m[10] || m[17];
      /* as the finder's anchors: "l" not after a path, an identifier or an expression, a bare token
         not after one of "./#@&=%+-" */
      if (law < 1 || law > 93 || (prefixed && /[.\/\\#@&=%+$_-]/.test(m[1])) ||
          (!word && !prefixed && /[.\/#@&=%+-]/.test(m[1]))) continue;
      if (!word && (prefixed || sectionLetter) && common.labelPattern.test(text.slice(Math.max(0, start - 40), start))) continue;
      /* spaced or dotted without a word: a dotted token down to its item ("27.b.1.a"), or the whole query */
      if (!word && !prefixed && m[11] && !(itemLetter && common.dottedPattern.test(text.slice(start))) &&
          (text.slice(0, start) + text.slice(end)).trim() !== "") continue;
      var ref = String(law);
      if (sectionLetter) {
        var section = latinSection(sectionLetter);
        if (!section || (prefixed && refs.prefixSections.indexOf(section.toLowerCase()) < 0)) continue;
        ref += section;
        if (sub) {
          ref += sub;
          if (itemLetter) {
            var latin = latinItem(itemLetter);
            if (!latin) continue;
            ref += "(" + latin + ")";
            if (subitem) ref += "(" + subitem + ")";
          }
        } else if (itemLetter) continue;
        /* "2D", "4S", "1T": a bid unless a keyword says it is a law */
        if (!sub && word === null && !prefixed && law >= refs.bidLevels[0] && law <= refs.bidLevels[1] &&
            refs.bidStrains.indexOf(sectionLetter.toUpperCase()) >= 0) continue;
      } else if (prefixed) {
        if (/^(?:[ \t]*[=:+*\/<>^]|[\\_\[({-]|\.[\p{L}\p{N}_])/u.test(text.slice(end)) ||
            /[=+*\/<>^][ \t]*$/.test(text.slice(Math.max(0, start - 3), start))) continue;
      } else if (word === null) continue;
      found.push({ ref: ref, law: law, start: start, end: end, word: word });
      if (itemLetter) end = alternativeItems(text, ref, end, !/\)$/.test(m[0]), word, found);
      common.refPattern.lastIndex = end;
    }
    return found;
  }

  /* The other items (or sub-items) named with the item of `ref` ("27B1(a)/(b)", "27b1a/b", "27B1(a) and
     (b)", "12C1(e)(i) and (ii)"), added to `found`; returns where they end. A bare letter only after "/"
     and a compact item. */
  function alternativeItems(text, ref, end, compact, word, found) {
    var p = parts(ref), sub = !!p[4], m;
    var base = p[0] + p[1] + p[2] + (sub ? "(" + p[3] + ")" : "");
    var pattern = sub ? common.subitemAlternativePattern : common.alternativePattern;
    for (;;) {
      pattern.lastIndex = end;
      m = pattern.exec(text);
      if (!m || (m[2] && !(compact && /^\s?\/\s?/.test(m[0])))) return end;
      var latin = sub ? m[1] : latinItem(m[1] || m[2]);
      if (!latin) return end;
      var start = end + m[0].lastIndexOf(m[1] ? "(" : m[2]);
      found.push({ ref: base + "(" + latin + ")", law: +p[0], start: start, end: end + m[0].length, word: word });
      end += m[0].length;
    }
  }

  function parts(ref) {
    var m = /^(\d+)([A-Z])?(\d+)?(?:\(([a-z])\))?(?:\(([ivx]+)\))?$/.exec(ref);
    return m ? [m[1], m[2], m[3], m[4], m[5]] : [ref];
  }

  /* The reference and every part enclosing it: 27B1(a) → 27B1(a), 27B1, 27B, 27. */
  function withAncestors(ref) {
    var p = parts(ref), out = [], text = p[0];
    out.push(text);
    if (p[1]) out.push(text += p[1]);
    if (p[2]) out.push(text += p[2]);
    if (p[3]) out.push(text += "(" + p[3] + ")");
    if (p[4]) out.push(text += "(" + p[4] + ")");
    return out.reverse();
  }

  function anchorOf(ref) { return ref.replace(/^\d+/, "").replace(/[()]/g, ""); }

  /* How a language writes a reference: "Νόμος 27Β1(α)", "Правило 27В1". */
  function formatReference(ref, lang) {
    var refs = common.refs, p = parts(ref);
    function reverse(map, latin) {
      for (var letter in map) if (map[letter] === latin && letter.length === 1) return letter;
      return latin;
    }
    var text = p[0];
    if (p[1]) text += lang === "el" || lang === "ru" ? reverse(lang === "el" ? greek(refs.sections) : cyrillic(refs.sections), p[1]) : p[1];
    if (p[2]) text += p[2];
    if (p[3]) text += "(" + (lang === "el" ? reverse(greek(refs.items), p[3]) : p[3]) + ")";
    if (p[4]) text += "(" + p[4] + ")";
    return refs.display[lang] + " " + text;
  }
  function greek(map) { return pick(map, /[\u0370-\u03ff]/); }
  function cyrillic(map) { return pick(map, /[\u0400-\u04ff]/); }
  function pick(map, letters) {
    var out = {};
    for (var k in map) if (letters.test(k)) out[k] = map[k];
    return out;
  }

  /* The law section a reference goes to: its page and the nearest part the page has. */
  function lawTarget(ref, edition) {
    var p = parts(ref), page = common.lawPages[edition + "/" + p[0]];
    if (!page) return null;
    var chain = withAncestors(ref);
    for (var i = 0; i < chain.length; i++) {
      var anchor = anchorOf(chain[i]);
      if (!anchor || page.anchors[anchor]) {
        return { ref: chain[i], location: page.location + (anchor ? "#" + anchor : ""), page: page };
      }
    }
    return { ref: p[0], location: page.location, page: page };
  }

  /* --- the query ---------------------------------------------------------------------------- */
  function parse(typed) {
    var text = key(typed), refs = references(text), rest = text, edition = null;
    refs.slice().reverse().forEach(function (r) { rest = rest.slice(0, r.start) + " " + rest.slice(r.end); });
    if (refs.length) {
      var m = null;
      common.editionPattern.lastIndex = 0;
      while ((m = common.editionPattern.exec(rest))) edition = m[2];
      if (edition) rest = rest.replace(common.editionPattern, "$1 ");
    }
    var words = tokens(rest).map(function (t) { return key(t.text); });
    var typing = !/\s$/.test(typed);
    return { refs: refs, edition: edition, words: words, typing: typing };
  }

  /* The terms each word may be in one language: [{term, weight, exact}] per word (null: a stop word). */
  function candidates(index, lang, words, typing) {
    var stop = common.stopSets[lang] || {};
    return words.map(function (k, j) {
      if (stop[k]) return null;
      var list = exactTerms(index, k).map(function (t) { return { term: t, weight: 1, exact: true }; });
      var last = typing && j === words.length - 1;
      if ((last || !list.length) && k.length >= (last ? 1 : 3)) {
        prefixTerms(index, k, k).forEach(function (t) {
          if (!list.some(function (c) { return c.term === t; })) list.push({ term: t, weight: PREFIX, exact: false });
        });
      }
      if (!list.length && k.length >= 5) {
        for (var cut = k.length - 1; cut >= Math.max(4, Math.ceil(k.length * 0.6)); cut--) {
          var found = prefixTerms(index, k.slice(0, cut), null);
          if (found.length) {
            list = found.map(function (t) { return { term: t, weight: SHORTENED, exact: false }; });
            break;
          }
        }
      }
      return list;
    });
  }

  /* Concepts whose term the query names in some language (as whoosh's Glossary.named does: not
     those only found inside a longer term of another). */
  function concepts(parsed, perLang) {
    var spans = [];
    common.glossary.forEach(function (concept, c) {
      Object.keys(perLang).forEach(function (lang) {
        var words = perLang[lang].exact, terms = concept.terms[lang] || [];
        terms.forEach(function (stems) {
          for (var start = 0; start + stems.length <= words.length; start++) {
            var ok = true;
            for (var i = 0; i < stems.length && ok; i++) ok = words[start + i].indexOf(stems[i]) >= 0;
            if (ok) spans.push({ concept: c, lang: lang, start: start, end: start + stems.length });
          }
        });
      });
    });
    var inside = function (s, o) {
      return o.concept !== s.concept && o.lang === s.lang && o.start <= s.start && s.end <= o.end &&
        o.end - o.start > s.end - s.start;
    };
    var kept = {};
    spans.forEach(function (s) {
      if (!spans.some(function (o) { return inside(s, o); })) (kept[s.concept] || (kept[s.concept] = [])).push(s);
    });
    return Object.keys(kept).map(function (c) { return { concept: common.glossary[c], named: kept[c][0].lang }; });
  }

  /* How much a record is about a law reference, as whoosh ranks it (search/query.py): about it or a
     part of it, exactly it, mainly it (its first law), or only citing it. */
  function aboutScore(doc, ref) {
    var refs = doc[3] ? doc[3].split(" ") : [], score = 0;
    for (var i = 0; i < refs.length; i++) {
      if (withAncestors(refs[i]).indexOf(ref) < 0) continue;
      if (!score) score = ABOUT.about;
      if (i === 0) score += ABOUT.primary;
    }
    if (refs.indexOf(ref) >= 0) score += ABOUT.exact;
    if (doc[4] && (" " + doc[4] + " ").indexOf(" " + ref + " ") >= 0) score += ABOUT.cites;
    return score;
  }

  function inLaw(doc, law) {
    var refs = ((doc[3] || "") + " " + (doc[4] || "")).split(" ");
    for (var i = 0; i < refs.length; i++) if (parseInt(refs[i], 10) === law) return true;
    return false;
  }

  /*
   * The hits for `text`: [{location, title, kind, lang, langs, laws, tier, score, via, records}],
   * best first; `reader`: the reader's language (first among equals).
   */
  function search(text, reader) {
    if (!common) return { hits: [], loaded: [], parsed: null };
    var parsed = parse(text);
    var loaded = Object.keys(indexes);
    var found = {};  /* lang:doc → record hit */
    var perLang = {};

    function add(lang, doc, tier, score, extra) {
      var id = lang + ":" + doc, hit = found[id];
      if (!hit || tier < hit.tier || (tier === hit.tier && score > hit.score)) {
        var row = indexes[lang].docs[doc];
        found[id] = hit = {
          lang: lang, doc: doc, kind: row[0], title: row[1], location: row[2],
          laws: row[3] ? row[3].split(" ") : [], tier: tier, score: score, via: null, terms: hit ? hit.terms : {}
        };
      }
      if (extra && extra.via && !hit.via) hit.via = extra.via;
      if (extra && extra.terms) extra.terms.forEach(function (t) { hit.terms[t] = true; });
      return hit;
    }

    var primary = parsed.refs[0] || null;
    var perWord = {};
    loaded.forEach(function (lang) {
      perWord[lang] = candidates(indexes[lang], lang, parsed.words, parsed.typing);
    });
    /* a word counts (in the share of the words a record holds) when some language holds it */
    var counted = parsed.words.filter(function (_, j) {
      return loaded.some(function (lang) { return perWord[lang][j] && perWord[lang][j].length; });
    }).length;
    loaded.forEach(function (lang) {
      var index = indexes[lang], words = perWord[lang];
      perLang[lang] = {
        exact: words.filter(function (w) { return w !== null; }).map(function (w) {
          return w.filter(function (c) { return c.exact; }).map(function (c) { return index.terms[c.term]; });
        })
      };
      var scores = {}, matched = {}, termsUsed = [];
      words.forEach(function (list) {
        if (!list || !list.length) return;
        var best = {};
        list.forEach(function (c) { scoreTerm(index, c.term, c.weight, best); termsUsed.push(c.term); });
        Object.keys(best).forEach(function (doc) {
          scores[doc] = (scores[doc] || 0) + best[doc];
          matched[doc] = (matched[doc] || 0) + 1;
        });
      });
      Object.keys(scores).forEach(function (doc) {
        var row = index.docs[doc];
        var score = scores[doc] * matched[doc] / Math.max(1, counted);
        if (!primary) {
          add(lang, +doc, TIER_WORDS, score, { terms: termsUsed });
        } else if (row[0] !== "concept" && inLaw(row, primary.law)) {
          add(lang, +doc, TIER_ABOUT, aboutScore(row, primary.ref) + score, { terms: termsUsed });
        }
      });
      if (primary && !parsed.words.length) {
        index.docs.forEach(function (row, doc) {
          var about = row[0] === "concept" ? 0 : aboutScore(row, primary.ref);
          if (about) add(lang, doc, TIER_ABOUT, about + (row[0] === "law" ? 200 : 0), null);
        });
      }
    });

    if (!primary) {
      concepts(parsed, perLang).forEach(function (named) {
        var concept = named.concept;
        loaded.forEach(function (lang) {
          var index = indexes[lang];
          (concept.terms[lang] || []).forEach(function (stems) {
            var numbers = stems.map(function (s) { return termNumber(index, s); });
            if (numbers.indexOf(-1) >= 0) return;
            var sum = null;
            numbers.forEach(function (t) {
              var one = {};
              scoreTerm(index, t, EXPANSION, one);
              if (sum === null) sum = one;
              else {
                var both = {};
                Object.keys(one).forEach(function (doc) { if (doc in sum) both[doc] = sum[doc] + one[doc]; });
                sum = both;
              }
            });
            Object.keys(sum || {}).forEach(function (doc) {
              var via = { concept: concept.id, from: concept.names[named.named], to: concept.names[lang], lang: lang };
              var hit = found[lang + ":" + doc];
              if (hit && hit.tier <= TIER_WORDS) { numbers.forEach(function (t) { hit.terms[t] = true; }); return; }
              add(lang, +doc, TIER_GLOSSARY, sum[doc], { via: via, terms: numbers });
            });
          });
        });
      });
    }

    /* one hit per place, the best record's; the others' languages join it */
    var byPlace = {}, hits = [];
    Object.keys(found).forEach(function (id) {
      var r = found[id];
      var rank = r.score * (r.lang === reader ? READER : 1);
      var record = { lang: r.lang, doc: r.doc, terms: Object.keys(r.terms).map(Number) };
      var hit = byPlace[r.location];
      if (!hit) {
        hit = byPlace[r.location] = { location: r.location, langs: [], records: [], tier: Infinity, score: -1 };
        hits.push(hit);
      }
      if (r.tier < hit.tier || (r.tier === hit.tier && rank > hit.score)) {
        hit.lang = r.lang; hit.laws = r.laws;
        hit.tier = r.tier; hit.score = rank; hit.via = r.via; hit.best = record;
        if (!hit.named) { hit.title = r.title; hit.kind = r.kind; }
      }
      /* a page's own title names the place best (a concept placed on a law's page: the law's title) */
      var page = (r.kind === "page" || r.kind === "law") && r.location.indexOf("#") < 0;
      if (page && (!hit.named || r.tier < hit.named.tier || (r.tier === hit.named.tier && rank > hit.named.rank))) {
        hit.named = { tier: r.tier, rank: rank };
        hit.title = r.title; hit.kind = r.kind; hit.titleRecord = record;
      }
      if (hit.langs.indexOf(r.lang) < 0) hit.langs.push(r.lang);
      hit.records.push(record);
    });

    if (primary) {
      var edition = parsed.edition && common.lawPages[parsed.edition + "/" + primary.law] ? parsed.edition : common.refs.current;
      var target = lawTarget(primary.ref, edition) || lawTarget(primary.ref, common.refs.current);
      if (target) {
        /* the law's title in the reference's language ("Νόμος 27Β1"), else the reader's; its name in
           the same language ("L16B" read in Polish: "Przepis 16B · …") */
        var titles = target.page.titles;
        var lang = [primary.word, reader, "en"].filter(function (l) { return l && titles[l]; })[0] ||
          Object.keys(titles)[0] || primary.word || reader;
        var title = titles[lang] || "";
        var name = formatReference(target.ref, common.refs.display[lang] ? lang : "en");
        if (target.page.edition !== common.refs.current) name += " (" + target.page.edition + ")";
        var lawHit = byPlace[target.location];
        if (!lawHit) {
          lawHit = byPlace[target.location] = { location: target.location, langs: [], records: [], best: null };
          hits.push(lawHit);
        }
        lawHit.via = null;
        lawHit.title = name + (title ? " · " + title : "");
        lawHit.kind = "law";
        lawHit.lang = lang;
        lawHit.laws = [target.ref];
        lawHit.tier = TIER_LAW;
        lawHit.score = Infinity;
      }
    }

    hits.sort(function (a, b) {
      return a.tier - b.tier || b.score - a.score || (a.location < b.location ? -1 : 1);
    });
    return { hits: hits.slice(0, MAX_HITS), total: hits.length, loaded: loaded, parsed: parsed };
  }

  /* --- snippets ----------------------------------------------------------------------------- */
  var WIDTH = 240, LEAD = 60;

  /* Which tokens of `text` are matches of the record's terms: [start, end] pairs. */
  function matches(index, text, terms) {
    if (!terms.length) return [];
    var wanted = {};
    terms.forEach(function (t) { wanted[t] = true; });
    return tokens(text).filter(function (t) {
      return exactTerms(index, key(t.text)).some(function (n) { return wanted[n]; });
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
    languageOf: script_of,
    search: search,
    snippet: snippet,
    titlePieces: titlePieces,
    needTexts: needTexts,
    references: function (text) { return common ? references(text) : null; },
    key: key,
    ready: function () { return !!common && Object.keys(indexes).length > 0; },
    loaded: function () { return Object.keys(indexes); },
    unavailable: function () { return failed.slice(); },
    onLoad: function (f) { listeners.push(f); }
  };
})();
