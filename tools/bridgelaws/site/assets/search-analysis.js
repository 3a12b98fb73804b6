/*
 * bridgelaws: word analysis for the site search (Material's lunr worker), appended at build time
 * to the vendored lunr-languages 1.22.0 `lunr.pl.js` and served as `lunr.pl.min.js`.
 *
 * The plugin puts `pl` first in the search languages, so `lunr.pl.stemmer` (replaced here) is the
 * first stemmer of lunr.multiLanguage's chain, run on every token of the index and of the query
 * before the English (Porter), Greek and Russian stemmers:
 *
 * - law references ("27Β1" with a Greek Beta, "67В2" with a Cyrillic Ve) read with Latin letters,
 *   so "27B1" finds them;
 * - Greek: accents and dialytika dropped, so "ανεπαρκης" finds "ανεπαρκής" (the Greek stemmer
 *   only stems unaccented words);
 * - Russian: ё read as е;
 * - Latin-script words give two terms: the word itself (which Porter then stems, for English) and
 *   its Polish stem: Snowball's Polish algorithm (3.1.1, ported below), then the mobile e of
 *   -ek/-ec dropped ("dziadek" and "dziadka" both "dziadk") and the diacritics folded
 *   ("zapowiedź" and "zapowiedzi" both "zapowiedz"). Porter then runs on both terms, which keeps
 *   Polish forms together because it only ever sees their common stem.
 */
(function (lunr) {
  "use strict";

  var GREEK_LAW_LETTERS = { "α": "a", "β": "b", "γ": "c", "δ": "d", "ε": "e", "στ": "f", "ζ": "g",
    "η": "h", "θ": "i", "ι": "j", "κ": "k", "λ": "l" };
  var CYRILLIC_LOOKALIKES = { "а": "a", "в": "b", "с": "c", "е": "e", "н": "h", "к": "k",
    "м": "m", "о": "o", "р": "p", "т": "t", "х": "x" };
  var POLISH_FOLD = { "ą": "a", "ć": "c", "ę": "e", "ł": "l", "ń": "n", "ó": "o", "ś": "s",
    "ź": "z", "ż": "z" };

  /* A law reference: digits, then a section letter in any script, then more. */
  function latinLawReference(word) {
    var m = /^(\d{1,2})(στ|[α-ωа-я])(.*)$/.exec(word);
    if (!m) return null;
    var letter = GREEK_LAW_LETTERS[m[2]] || CYRILLIC_LOOKALIKES[m[2]];
    if (!letter) return null;
    var rest = m[3].replace(/[α-ωа-я]/g, function (c) {
      return GREEK_LAW_LETTERS[c] || CYRILLIC_LOOKALIKES[c] || c;
    });
    return m[1] + letter + rest;
  }

  function foldGreek(word) {
    return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC");
  }

  /* Snowball's Polish stemmer (polish.sbl, Snowball 3.1.1), suffix tables in longest-first order.
     Each entry: [suffix, action, needs R1]. */
  var VOWELS = "aeiouyóąę";
  var PARTICLES = ["byście", "byśmy", "bym", "byś", "by"];
  var AFTER_DELETE = [["iejsz", ""], ["ając", ""], ["sząc", "s"], ["ąc", ""], ["sz", ""]];
  var ENDINGS = [
    ["iałyście", 1], ["ieliście", 1], ["aliście", 1], ["ałyście", 1], ["iałyśmy", 1], ["ieliśmy", 1],
    ["iliście", 1], ["iłyście", 1], ["aliśmy", 1], ["ałyśmy", 1], ["iejsza", 1], ["iejsze", 1],
    ["iejszą", 1], ["iliśmy", 1], ["iłyśmy", 1], ["liście", 4], ["łyście", 4], ["ajcie", 1], ["ająca",
    1], ["ające", 1], ["ającą", 1], ["iałam", 1], ["iałaś", 1], ["iałem", 1], ["iałeś", 1], ["liśmy",
    4], ["sząca", 2], ["szące", 2], ["szącą", 2], ["łyśmy", 4], ["acie", 1], ["ając", 1], ["ałam", 1],
    ["ałaś", 1], ["ałem", 1], ["ałeś", 1], ["ecie", 1], ["iach", 1, true], ["iami", 1, true], ["iała",
    1], ["iało", 1], ["iały", 1], ["icie", 1], ["iego", 5], ["ieli", 1], ["iemu", 5], ["iowi", 1, true],
    ["iłam", 1], ["iłaś", 1], ["iłem", 1], ["iłeś", 1], ["ach", 1, true], ["ają", 1], ["ali", 1],
    ["ami", 1, true], ["amy", 1], ["asz", 1], ["ała", 1], ["ało", 1], ["ały", 1], ["aść", 1], ["cie",
    1], ["ego", 5], ["emu", 5], ["emy", 1], ["esz", 1], ["eść", 1], ["iał", 1], ["ich", 5], ["iej", 5],
    ["iem", 1, true], ["ieć", 1], ["ili", 1], ["imi", 5], ["imy", 1], ["iom", 1, true], ["isz", 1],
    ["iła", 1], ["iło", 1], ["iły", 1], ["owi", 1, true], ["sza", 1], ["sze", 1], ["szą", 3], ["szę",
    2], ["ych", 5], ["ymi", 5], ["ąca", 1], ["ące", 1], ["ącą", 1], ["łaś", 4], ["łeś", 4], ["aj", 1],
    ["am", 1], ["ać", 1], ["ał", 1], ["ej", 5], ["em", 1, true], ["ia", 1, true], ["ie", 1, true],
    ["im", 5], ["iu", 1, true], ["ią", 1, true], ["ić", 1], ["ił", 1], ["om", 1, true], ["ym", 5],
    ["ów", 1, true], ["ąc", 1], ["ąć", 1], ["a", 1, true], ["e", 1, true], ["i", 1, true], ["o", 1,
    true], ["u", 1, true], ["y", 5], ["ą", 1, true], ["ę", 1]
  ];
  var CONSONANTS = { "ć": "c", "ń": "n", "ś": "s", "ź": "z" };

  function isVowel(c) { return VOWELS.indexOf(c) >= 0; }

  function regionOne(word) {
    var i = 0;
    while (i < word.length && !isVowel(word[i])) i++;
    i++;
    while (i < word.length && isVowel(word[i])) i++;
    return i < word.length ? i + 1 : word.length;
  }

  function endsWith(word, suffix, limit) {
    return word.length - suffix.length >= limit && word.slice(word.length - suffix.length) === suffix;
  }

  function removeEndings(word, p1) {
    var i, entry, start;
    if (word.length >= p1) {
      for (i = 0; i < PARTICLES.length; i++) {
        if (endsWith(word, PARTICLES[i], p1)) { word = word.slice(0, -PARTICLES[i].length); break; }
      }
    }
    for (i = 0; i < ENDINGS.length; i++) {
      entry = ENDINGS[i];
      start = word.length - entry[0].length;
      if (!endsWith(word, entry[0], 2) || (entry[2] && start < p1)) continue;
      var stem = word.slice(0, start);
      switch (entry[1]) {
        case 2: stem += "s"; break;
        case 3: if (start < p1) stem += "s"; break;
        case 4: stem += "ł"; break;
        case 5:
          for (var k = 0; k < AFTER_DELETE.length; k++) {
            if (endsWith(stem, AFTER_DELETE[k][0], 2)) {
              stem = stem.slice(0, -AFTER_DELETE[k][0].length) + AFTER_DELETE[k][1];
              break;
            }
          }
      }
      if (stem.slice(-1) === "'") stem = stem.slice(0, -1);
      return { word: stem, done: true };
    }
    return { word: word, done: false };
  }

  function snowballPolish(word) {
    var p1 = regionOne(word);
    if (word.length >= 2) {
      var result = removeEndings(word, p1);
      if (result.done) return result.word;
      word = result.word;
    }
    var last = word.slice(-1);
    if (word.length > 1 && CONSONANTS[last]) return word.slice(0, -1) + CONSONANTS[last];
    return word;
  }

  function polishStem(word) {
    var stem = snowballPolish(word).replace(/^(.{2,}[^aeiouyąęó])i?e([kc])$/, "$1$2");
    return stem.replace(/[ąćęłńóśźż]/g, function (c) { return POLISH_FOLD[c]; });
  }

  function analyse(word) {
    if (/^\d/.test(word)) return latinLawReference(word) || word;
    if (/[\u0370-\u03ff\u1f00-\u1fff]/.test(word)) return foldGreek(word);
    if (/[\u0400-\u04ff]/.test(word)) return word.replace(/ё/g, "е");
    var stem = polishStem(word);
    return stem === word ? [word] : [word, stem];
  }

  lunr.pl.stemmer = function (token) {
    if (typeof token.update !== "function") return analyse(token);
    var terms = analyse(token.toString());
    if (typeof terms === "string") return token.update(function () { return terms; });
    return terms.map(function (term) { return token.clone(function () { return term; }); });
  };
  lunr.Pipeline.registerFunction(lunr.pl.stemmer, "stemmer-pl-bridgelaws");

  /* The worker loads the language scripts again at every SETUP (the site's search sends one per
     language chosen): lunr.pl.js has just put its own stemmer back, which is replaced above, but
     lunr's query methods are patched only once, and the warnings that each language's pipeline
     functions are registered again are dropped. */
  if (lunr.bridgelaws) return;
  var warn = lunr.utils.warn;
  lunr.utils.warn = function (message) {
    if (!/^Overwriting existing registered function/.test(message)) warn.apply(this, arguments);
  };

  /* Material searches every typed word as a prefix ("претензии" as "претензии*"), and lunr does
     not analyse a term with a wildcard, so the query word would never meet its stem in the
     index. A trailing-wildcard term is analysed here as the index was ("претенз*"); a word with
     two analyses (Latin script) becomes two optional clauses. */
  var indexQuery = lunr.Index.prototype.query;
  lunr.Index.prototype.query = function (fn) {
    var pipeline = this.pipeline;
    return indexQuery.call(this, function (query) {
      query.bridgelawsPipeline = pipeline;
      return fn.call(this, query);
    });
  };
  var addClause = lunr.Query.prototype.clause;
  lunr.Query.prototype.clause = function (clause) {
    var pipeline = this.bridgelawsPipeline;
    var term = clause.term || "";
    if (!pipeline || clause.usePipeline !== false || !/^[^*]+\*$/.test(term)) return addClause.call(this, clause);
    var terms = pipeline.runString(term.slice(0, -1)).filter(function (t, i, all) {
      return t && all.indexOf(t) === i;
    });
    if (!terms.length) return addClause.call(this, clause);
    if (clause.presence === lunr.Query.presence.REQUIRED) terms = terms.slice(-1);
    for (var i = 0; i < terms.length; i++) {
      var copy = {};
      for (var key in clause) copy[key] = clause[key];
      copy.term = terms[i] + "*";
      addClause.call(this, copy);
    }
    return this;
  };

  lunr.bridgelaws = { analyse: analyse, polishStem: polishStem, snowballPolish: snowballPolish };
})(typeof self !== "undefined" && self.lunr ? self.lunr : this.lunr);
