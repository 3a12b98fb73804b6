/*
 * bridgelaws: law references in a typed query, read as bridgelaws.search.query reads them (no DOM).
 * `prepare(common)` compiles the patterns from the words the build wrote into search/common.js
 * (bridgelaws.refs.patterns); `reader(common)` then reads a folded query (`references`), names a
 * reference in a language (`formatReference`: "Νόμος 27Β1(α)") and finds the section of a law page
 * it goes to (`lawTarget`).
 *
 * One file for the page (BLSearchCore.refs) and for `node --test` (require): see fold.js.
 */
(function (exports) {
  "use strict";

  var fold = typeof module === "object" && module.exports ? require("./fold.js") : self.BLSearchCore.fold;
  var key = fold.key;

  /* Compiles the reference patterns and the law pages' table into `data` (the common file). */
  function prepare(data) {
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
    return data;
  }

  function escape(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

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

  /* The reading of references against one common file. */
  function reader(common) {
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

    return { references: references, formatReference: formatReference, lawTarget: lawTarget };
  }

  exports.prepare = prepare;
  exports.reader = reader;
  exports.parts = parts;
  exports.withAncestors = withAncestors;
  exports.anchorOf = anchorOf;
})(typeof module === "object" && module.exports ? module.exports : ((self.BLSearchCore = self.BLSearchCore || {}).refs = {}));
