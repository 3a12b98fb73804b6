/*
 * bridgelaws: the interface's words in the browser (BLWords), looked up in the data the build
 * makes from the catalogue (assets/bridgelaws/words/<lang>.js, see bridgelaws/i18n/script.py).
 *
 * Message ids are the English words, `{name}` a value filled in, as in Python and the templates:
 *   var _ = BLWords._;  _("Start")  ·  BLWords._n("{n} trick", "{n} tricks", n)  ·  BLWords._p("seat", "N")
 * The language is the page's (<html lang>) unless a page chooses one (`use`); a word the chosen
 * language lacks shows in English. `apply(root)` puts the language's words into the elements a
 * template marked: [data-t] (their text) and [data-t-<attribute>] (that attribute).
 */
(function () {
  "use strict";

  var langs = {};
  var chosen = null;
  var CONTEXT = "\u0004";

  function englishPlural(n) { return n === 1 ? 0 : 1; }

  /** Called by each language's file: its plural rule and its messages. */
  function add(code, plural, messages) { langs[code] = { plural: plural, messages: messages }; }

  /** The language the words are in. */
  function lang() { return chosen || String(document.documentElement.lang || "en").slice(0, 2).toLowerCase(); }

  /** Speak `code` from now on (null: the page's language again). */
  function use(code) { chosen = code || null; }

  function has(code) { return code === "en" || !!langs[code]; }

  function fill(text, values) {
    return String(text).replace(/\{(\w+)\}/g, function (all, name) {
      return values && values[name] !== undefined && values[name] !== null ? String(values[name]) : all;
    });
  }

  function lookup(key) {
    var found = langs[lang()];
    return found ? found.messages[key] : undefined;
  }

  function _(msgid, values) {
    var text = lookup(msgid);
    return fill(typeof text === "string" && text ? text : msgid, values);
  }

  function _p(context, msgid, values) {
    var text = lookup(context + CONTEXT + msgid);
    return fill(typeof text === "string" && text ? text : msgid, values);
  }

  function plural(key, singular, pluralText, n, values) {
    var found = langs[lang()];
    var forms = found && found.messages[key];
    var all = Object.assign({ n: n }, values || {});
    if (Array.isArray(forms)) return fill(forms[Math.min(found.plural(n), forms.length - 1)], all);
    return fill(englishPlural(n) ? pluralText : singular, all);
  }

  function _n(singular, pluralText, n, values) { return plural(singular, singular, pluralText, n, values); }

  function _np(context, singular, pluralText, n, values) {
    return plural(context + CONTEXT + singular, singular, pluralText, n, values);
  }

  /** Puts the language's words into [data-t] and [data-t-<attribute>] under `root`. */
  function apply(root) {
    root.querySelectorAll("[data-t]").forEach(function (el) {
      var text = _(el.getAttribute("data-t"));
      /* a heading keeps its permalink: only its text changes */
      if (el.children.length && el.firstChild && el.firstChild.nodeType === Node.TEXT_NODE) el.firstChild.nodeValue = text;
      else el.textContent = text;
    });
    root.querySelectorAll("*").forEach(function (el) {
      Array.prototype.forEach.call(el.attributes, function (attribute) {
        if (attribute.name.indexOf("data-t-") === 0) el.setAttribute(attribute.name.slice(7), _(attribute.value));
      });
    });
  }

  window.BLWords = { add: add, lang: lang, use: use, has: has, fill: fill, _: _, _n: _n, _p: _p, _np: _np, apply: apply };
})();
