/*
 * bridgelaws: ranking the records of the search's indexes for a query (no DOM; the indexes are built
 * by bridgelaws.search.browser). Words are looked up, never stemmed: a folded word is found among the
 * forms the records hold, which give the index's terms (the stems whoosh's analysis gives them); a
 * word the records do not hold is read as the beginning of longer ones. Records score BM25 per word
 * (title twice the text), the words adding up times the share of them a record holds; a glossary
 * term also searches its concept's terms in every language (after the others, marked); a law
 * reference comes first, then what is about it, as whoosh ranks it. One hit per place.
 *
 * `ranker(common, indexes)` → {parse, search, references}; `indexes` (language → prepared index) may
 * grow while it is used. One file for the page (BLSearchCore.rank) and for `node --test`: see fold.js.
 */
(function (exports) {
  "use strict";

  var node = typeof module === "object" && module.exports;
  var fold = node ? require("./fold.js") : self.BLSearchCore.fold;
  var refsModule = node ? require("./refs.js") : self.BLSearchCore.refs;
  var key = fold.key, tokens = fold.tokens, withAncestors = refsModule.withAncestors;

  var K1 = 1.2, B = 0.75, TITLE_BOOST = 2;
  var PREFIX = 0.7, SHORTENED = 0.5, EXPANSION = 0.8, READER = 1.15;
  var MAX_EXPANSIONS = 40, MAX_FORMS = 400, MAX_HITS = 50;
  var TIER_LAW = 0, TIER_ABOUT = 1, TIER_WORDS = 2, TIER_GLOSSARY = 3;
  var ABOUT = { about: 1000, exact: 300, primary: 150, cites: 30 };

  /* The common file made ready: its reference patterns, law pages and stop words as sets. */
  function prepareCommon(data) {
    refsModule.prepare(data);
    data.stopSets = {};
    Object.keys(data.stop).forEach(function (lang) {
      data.stopSets[lang] = data.stop[lang].reduce(function (set, w) { set[w] = true; return set; }, {});
    });
    return data;
  }

  /* The glossary (search/glossary.js, loaded after the reader's language) joined to the common file. */
  function withGlossary(common, glossary) {
    common.glossary = glossary;
    return common;
  }

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

  /* The search over `common` and the languages' `indexes` (language → prepareIndex's). */
  function ranker(common, indexes) {
    var reading = refsModule.reader(common);
    var references = reading.references, lawTarget = reading.lawTarget, formatReference = reading.formatReference;

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
      (common.glossary || []).forEach(function (concept, c) {
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

    /*
     * The hits for `text`: [{location, title, kind, lang, langs, laws, tier, score, via, records}],
     * best first; `reader`: the reader's language (first among equals).
     */
    function search(text, reader) {
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

    return { parse: parse, search: search, references: references };
  }

  exports.prepareCommon = prepareCommon;
  exports.withGlossary = withGlossary;
  exports.prepareIndex = prepareIndex;
  exports.TIER_GLOSSARY = TIER_GLOSSARY;
  exports.exactTerms = exactTerms;
  exports.bm25 = bm25;
  exports.scoreTerm = scoreTerm;
  exports.ranker = ranker;
})(typeof module === "object" && module.exports ? module.exports : ((self.BLSearchCore = self.BLSearchCore || {}).rank = {}));
