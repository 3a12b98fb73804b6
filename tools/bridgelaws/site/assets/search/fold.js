/*
 * bridgelaws: the search's words (no DOM, no data). `key` folds a word as any keyboard may type it,
 * the same folding as the index's forms (bridgelaws.search.analysis.search_key); `tokens` cuts a
 * text into words as the index's tokenizer does, bridge tokens whole ("1NT", "4♥X", "♠AK7", "68.7");
 * `languageOf` tells a query's language from its letters.
 *
 * One file for the page and for `node --test` (see site/README.md, "The scripts' pure logic"): in the
 * page a classic script, its functions on BLSearchCore.fold; in node, a CommonJS module.
 */
(function (exports) {
  "use strict";

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

  /* The language a query is most likely in, from its letters (null: Latin without diacritics). */
  function languageOf(text) {
    if (/[\u0370-\u03ff\u1f00-\u1fff]/.test(text)) return "el";
    if (/[\u0400-\u04ff]/.test(text)) return "ru";
    if (/[ąćęłńóśźż]/i.test(text)) return "pl";
    return null;
  }

  exports.key = key;
  exports.tokens = tokens;
  exports.languageOf = languageOf;
})(typeof module === "object" && module.exports ? module.exports : ((self.BLSearchCore = self.BLSearchCore || {}).fold = {}));
