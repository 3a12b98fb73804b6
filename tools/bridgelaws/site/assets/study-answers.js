/*
 * bridgelaws: the study page's answers (study.js draws the cards): the input of each answer the engine
 * or a ruling checks (a select for seats, vulnerability, yes/no and a flow's choices, a text box
 * otherwise), a value as the page shows it, and whether the reader's answer is the engine's. Nothing
 * is computed here but that comparison.
 */
(function () {
  "use strict";

  var S = window.BLStudy;
  if (!S) return;
  var _ = window.BLWords._;
  var SEATS = ["N", "E", "S", "W"];
  var VULS = ["none", "ns", "ew", "all"];

  function seatName(seat) {
    return { N: _("North"), E: _("East"), S: _("South"), W: _("West") }[seat] || seat;
  }

  function vulnerabilityName(code) {
    return { none: _("None vulnerable"), ns: _("N/S vulnerable"), ew: _("E/W vulnerable"), all: _("All vulnerable") }[code] || code;
  }

  function markName(mark) {
    return mark === "right" ? _("Right") : mark === "partly" ? _("Partly") : _("Wrong");
  }

  /** An answer's input, labelled, with the place of its verdict: {answer, input, verdict, label}. */
  function field(answer) {
    var lang = S.uiLang(), input;
    if (answer.kind === "choice") {  /* a flow's step: its choices */
      input = S.el("select", { name: answer.name }, [S.el("option", { value: "", text: _("—") })]);
      answer.options.forEach(function (option) {
        input.appendChild(S.el("option", { value: option.value, text: option.label[lang] || option.label.en }));
      });
    } else if (answer.kind === "seat" || answer.kind === "vulnerability" || answer.kind === "yesno") {
      var options = answer.kind === "seat" ? SEATS : answer.kind === "vulnerability" ? VULS : ["yes", "no"];
      input = S.el("select", { name: answer.name }, [S.el("option", { value: "", text: _("—") })]);
      options.forEach(function (value) { input.appendChild(S.el("option", { value: value, text: shown(answer, value) })); });
    } else {
      input = S.el("input", { type: "text", name: answer.name, autocomplete: "off", spellcheck: "false",
        autocapitalize: answer.kind === "bid" || answer.kind === "contract" ? "characters" : "off" });
    }
    var verdict = S.el("span", { "class": "bl-verdict", "aria-live": "polite" });
    var label = S.el("label", { "class": "bl-field" }, [S.el("span", { html: answer.label[lang] }), input, verdict]);
    return { answer: answer, input: input, verdict: verdict, label: label };
  }

  /** A value as the page shows it (a seat's name, a contract with its suit symbol …). */
  function shown(answer, value) {
    if (answer.kind === "choice") {
      var option = answer.options.filter(function (o) { return o.value === value; })[0];
      return option ? option.label[S.uiLang()] || option.label.en : value;
    }
    if (answer.kind === "seat") return seatName(value) === value ? value : value + " · " + seatName(value);
    if (answer.kind === "vulnerability") return vulnerabilityName(value);
    if (answer.kind === "yesno") return value === "yes" ? _("yes") : _("no");
    if (answer.kind === "decimal") return S.formatNumber(answer.exact && value === answer.value ? answer.exact : value);
    if (answer.kind === "number") return S.formatNumber(value);
    return value;
  }

  function shownHtml(answer, value) {
    if (answer.kind === "bid" || answer.kind === "contract") return S.contractHtml(value);
    return S.escapeHtml(shown(answer, value));
  }

  /** Whether the reader's answer is the engine's. */
  function right(answer, raw) {
    var text = String(raw || "").trim();
    if (answer.kind === "number") return S.parseNumber(text) === answer.value;
    if (answer.kind === "decimal") {
      var fraction = /^([+−-]?\d+)\s*\/\s*(\d+)$/.exec(text);
      var value = fraction ? S.parseNumber(fraction[1]) / Number(fraction[2]) : S.parseNumber(text);
      return !isNaN(value) && Math.abs(value - answer.value) <= 0.01 + 1e-9;
    }
    if (answer.kind === "bid") return S.parseBid(text) === answer.value;
    if (answer.kind === "contract") {
      if (S.isPassedOut(answer.value)) return S.isPassedOut(text);
      var c = S.parseContract(text);
      return !!c && !c.rest && c.level + c.strain + c.doubling === answer.value;
    }
    return text === answer.value;
  }

  window.BLStudyAnswers = { field: field, shownHtml: shownHtml, right: right, markName: markName };
})();
