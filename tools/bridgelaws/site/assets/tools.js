/*
 * bridgelaws: the TD's calculators (/tools/), answering as the director types.
 *
 * Every score, IMP, matchpoint award, board and revoke ruling is looked up in the tables the
 * engine wrote (study/data/tables, see bridgelaws.study.tables): this script reads what is typed,
 * looks up, counts the scores a result beats and equals, adds up the weights of a weighted score
 * exactly (fractions), and shows the working.
 * Each result also carries its value in data attributes (data-value …), which the tests compare
 * with the engine.
 */
(function () {
  "use strict";

  var S = window.BLStudy;
  var root = document.getElementById("bl-tools");
  if (!S || !root) return;
  var _ = window.BLWords._, _n = window.BLWords._n, _p = window.BLWords._p;

  var tables = null;

  /* the arithmetic: fractions, look-ups in the engine's tables, counting (calc.js) */
  var C = window.BLCalc;
  var add = C.add, times = C.times, exact = C.exact, parseWeight = C.parseWeight;
  var tricksOf = C.tricksOf, resultName = C.resultName;

  /** A percentage as the engine writes it: exact when it ends (`40`), else `≈ 41,67`. */
  function shownPercent(f) {
    var text = exact(f);
    return S.formatNumber(text.indexOf("/") >= 0 ? "≈ " + (f[0] / f[1]).toFixed(2) : text);
  }

  /** An exact value as the page shows it: `212,5`, `−1/3 ≈ −0,33`. */
  function shownExact(f) {
    var text = exact(f);
    if (text.indexOf("/") >= 0) text += " ≈ " + (f[0] / f[1]).toFixed(2);
    return S.formatNumber(text);
  }

  /* --- looking up -------------------------------------------------------------------------------- */
  function scoreOf(contract, tricks, vulnerable) { return C.score(tables, contract, tricks, vulnerable); }

  function impsOf(difference) { return C.imps(tables, difference); }

  /** A result as the weighted score takes it: `4S= N`, `3NTX-2 W`, `Pass`, or a N/S score. */
  function nsResult(text, vul) {
    var word = String(text || "").trim();
    /* glossary: pass */
    if (/^pass$|^pas$|^πάσο$|^πασο$|^пас$/i.test(word)) return { name: _p("call", "Pass"), score: 0 };
    var points = S.parseNumber(word);
    if (!isNaN(points) && Number.isInteger(points)) return { name: S.formatNumber(points, true), score: points };
    var match = /^(.*\S)\s+([NESWnesw])$/.exec(word);
    var contract = match && S.parseContract(match[1]);
    var tricks = contract && tricksOf(contract);
    if (tricks === null || tricks === undefined || tricks < 0 || tricks > 13) return null;
    var declarer = match[2].toUpperCase();
    return { name: S.contractHtml(resultName(contract, tricks)) + " " + declarer, score: C.nsScore(tables, contract, tricks, declarer, vul) };
  }

  /* --- the calculators -------------------------------------------------------------------------- */
  /** "Law 64A1 · 64C": the provisions of an answer, each linked to its law page when it has one. */
  function lawLink(ref, href, more) {
    var laws = [[ref, href]].concat(more || []).map(function (law) {
      return law[1] ? '<a href="' + S.escapeHtml(law[1]) + '">' + S.escapeHtml(law[0]) + "</a>" : S.escapeHtml(law[0]);
    });
    return '<p class="bl-meta">' + _("Law {n}", { n: laws.join(" · ") }) + "</p>";
  }

  function fail(box, message) {
    box.removeAttribute("data-value");
    box.innerHTML = '<p class="bl-error">' + S.escapeHtml(message) + "</p>";
  }

  function seatName(seat) {
    return { N: _("North"), E: _("East"), S: _("South"), W: _("West") }[seat] || seat;
  }

  function vulnerabilityName(code) {
    return { none: _("None vulnerable"), ns: _("N/S vulnerable"), ew: _("E/W vulnerable"), all: _("All vulnerable") }[code] || code;
  }

  function working(lines) {
    return '<ul class="bl-working">' + lines.map(function (line) { return "<li>" + line + "</li>"; }).join("") + "</ul>";
  }

  var calculators = {
    score: function (form, box) {
      var text = form.elements.contract.value;
      if (!text.trim()) { box.innerHTML = ""; box.removeAttribute("data-value"); return; }
      var contract = S.parseContract(text);
      var tricks = contract && tricksOf(contract);
      if (tricks === null || tricks === undefined || tricks < 0 || tricks > 13) return fail(box, _("Write a contract with its result: 4SX=, 3NT-2, 6H+1, or 4S 10 (10 tricks)."));
      var vulnerable = form.elements.vulnerable.checked;
      var entry = scoreOf(contract, tricks, vulnerable);
      var labels = tables.score.labels[S.uiLang()];
      var lines = entry[1].map(function (item) {
        var label = S.escapeHtml(labels[item[0]]);
        return label + (label.indexOf(":") >= 0 ? " = " : ": ") + S.formatNumber(item[1]);
      });
      if (entry[1].length > 1) {
        lines.push(entry[1].map(function (item) { return S.formatNumber(item[1]); }).join(" + ") + " = " + S.formatNumber(entry[0]));
      }
      var name = resultName(contract, tricks);
      box.setAttribute("data-value", String(entry[0]));
      box.innerHTML = '<p class="bl-answer-line">' + S.contractHtml(name) + ", " + S.escapeHtml(vulnerable ? _("vulnerable") : _("not vulnerable")) +
        ", " + S.escapeHtml(_n("{n} trick", "{n} tricks", tricks)) + ": <strong>" + S.formatNumber(entry[0], true) + "</strong></p>" +
        working(lines) + lawLink("77", form.dataset.law);
    },

    imps: function (form, box) {
      var ours = form.elements.ours.value, theirs = form.elements.theirs.value;
      if (!ours.trim()) { box.innerHTML = ""; box.removeAttribute("data-value"); return; }
      var a = S.parseNumber(ours), b = theirs.trim() ? S.parseNumber(theirs) : 0;
      if (isNaN(a) || isNaN(b)) return fail(box, _("Write a number of points, e.g. 620 or \u2212100."));
      var difference = a - b;
      var found = impsOf(difference);
      var lines = [];
      if (theirs.trim()) lines.push(S.escapeHtml(_("{ours} − ({theirs}) = {diff}", { ours: S.formatNumber(a, true), theirs: S.formatNumber(b, true), diff: S.formatNumber(difference, true) })));
      lines.push(S.escapeHtml(_("{diff} lies in the row {row}: {imps} IMPs", { diff: S.formatNumber(Math.abs(difference)), row: found.row, imps: Math.abs(found.imps) })));
      box.setAttribute("data-value", String(found.imps));
      box.innerHTML = '<p class="bl-answer-line"><strong>' + S.formatNumber(found.imps, true) + " " + S.escapeHtml(_("IMPs")) + "</strong></p>" + working(lines) + lawLink("78B", form.dataset.law);
    },

    matchpoints: function (form, box) {
      var words = form.elements.scores.value.split(/[\s,;]+/).filter(Boolean);
      if (!words.length) { box.innerHTML = ""; return; }
      var scores = words.map(S.parseNumber);
      if (scores.length < 2 || scores.some(isNaN)) return fail(box, _("Write two scores or more (spaces or commas between them)."));
      var top = (scores.length - 1) * tables.matchpoints.beaten;
      var rows = C.matchpointAll(tables, scores).map(function (row) {
        var score = row.score, beaten = row.beaten, equal = row.equal, mp = row.mp, percent = row.percent;
        return '<tr data-score="' + score + '" data-mp="' + mp + '" data-ew="' + (top - mp) + '" data-percent="' + percent + '"><td>' +
          S.formatNumber(score, true) + "</td> <td>" + beaten + "</td> <td>" + equal + "</td> <td><strong>" + S.formatNumber(mp) +
          "</strong></td> <td>" + S.formatNumber(top - mp) + "</td> <td>" + S.formatNumber(percent) + "%</td></tr>";
      });
      // The table scrolls sideways on a phone: a region the keyboard can reach and scroll (WCAG 2.1.1).
      box.innerHTML = '<div class="bl-table-wrap" tabindex="0" role="region" aria-label="' + S.escapeHtml(_("Matchpoints")) + '">' +
        '<table class="bl-mp"><thead><tr><th>' + [_("N/S score"), _("Beats"), _("Equals"), _("N/S"), _("E/W"), "%"]
        .map(S.escapeHtml).join("</th> <th>") + "</th></tr></thead><tbody>" + rows.join("") + "</tbody></table></div>" +
        '<p class="bl-meta">' + S.escapeHtml(_("Top {top}: 2 for each score beaten, 1 for each score equalled.", { top: top })) + "</p>" + lawLink("78A", form.dataset.law);
    },

    weighted: function (form, box) {
      var vul = form.elements.vul.value;
      var outcomes = [], total = [0, 1], lines = [];
      var rows = form.querySelectorAll(".bl-outcome");
      for (var i = 0; i < rows.length; i++) {
        var weightText = rows[i].querySelector('[name="weight"]').value, resultText = rows[i].querySelector('[name="result"]').value;
        if (!weightText.trim() && !resultText.trim()) continue;
        var weight = parseWeight(weightText);
        if (!weight) return fail(box, _("{text}: write a weight as 60% or 1/3.", { text: weightText }));
        var result = nsResult(resultText, vul);
        if (!result) return fail(box, _("{text}: write a result with its declarer, e.g. 4S= N, 3NTX-2 W, or a N/S score.", { text: resultText }));
        outcomes.push({ weight: weight, text: weightText.trim(), result: result });
        total = add(total, weight);
      }
      if (!outcomes.length) { box.innerHTML = ""; return; }
      if (total[0] !== total[1]) return fail(box, _("The weights add up to {sum}; they must add up to 100%.", { sum: exact(times(total, 100)) + "%" }));
      var fieldText = form.elements.field.value.trim();
      var field = fieldText ? fieldText.split(/[\s,;]+/).filter(Boolean).map(S.parseNumber) : [];
      if (field.some(function (n) { return !Number.isInteger(n); })) return fail(box, _("{text}: write the other tables' N/S scores, e.g. 420 450 −50.", { text: fieldText }));
      var sum = [0, 1];
      outcomes.forEach(function (o) {
        var part = times(o.weight, o.result.score);
        sum = add(sum, part);
        if (!field.length) lines.push(_("{weight} × {result} ({score} for N/S) = {value}", { weight: S.escapeHtml(o.text), result: o.result.name, score: S.formatNumber(o.result.score, true), value: shownExact(part) }));
      });
      if (!field.length) lines.push("<strong>" + S.escapeHtml(_("Weighted score for N/S: {value}", { value: shownExact(sum) })) + "</strong>");
      box.setAttribute("data-value", exact(sum));
      box.removeAttribute("data-imps");
      box.removeAttribute("data-mp");
      var answer = field.length ? "" : S.escapeHtml(_("Weighted score for N/S: {value}", { value: shownExact(sum) }));
      if (field.length) {
        /* Pairs: each outcome matchpointed against the field (Law 78A), the matchpoints weighted. */
        var top = field.length * tables.matchpoints.beaten, mps = [0, 1];
        outcomes.forEach(function (o) {
          var found = C.matchpoints(tables, o.result.score, field);
          var beaten = found.beaten, equal = found.equal, units = found.units, part = times(o.weight, units);
          mps = add(mps, part);
          lines.push(_("{result}: {score} beats {beaten} and equals {equal} of the field = {units} of {top}; × {weight} = {value}", { result: o.result.name, score: S.formatNumber(o.result.score, true), beaten: beaten, equal: equal,
            units: units, top: top, weight: S.escapeHtml(o.text), value: shownExact(part) }));
        });
        var mpText = S.escapeHtml(_("Weighted matchpoints for N/S: {value} of {top} ({percent}%)", { value: shownExact(mps), top: top, percent: shownPercent(times([mps[0], mps[1] * top], 100)) }));
        lines.push("<strong>" + mpText + "</strong>");
        box.setAttribute("data-mp", exact(mps));
        answer = mpText;
      }
      var otherText = form.elements.other.value;
      if (otherText.trim()) {
        var other = nsResult(otherText, vul);
        if (!other) return fail(box, _("{text}: write a result with its declarer, e.g. 4S= N, 3NTX-2 W, or a N/S score.", { text: otherText }));
        var imps = [0, 1];
        outcomes.forEach(function (o) {
          var won = impsOf(o.result.score - other.score).imps;
          var part = times(o.weight, won);
          imps = add(imps, part);
          lines.push(_("{result}: {score} against {other} = {diff} → {imps} IMPs; × {weight} = {value}", { result: o.result.name, score: S.formatNumber(o.result.score, true), other: S.formatNumber(other.score, true),
            diff: S.formatNumber(o.result.score - other.score, true), imps: S.formatNumber(won, true), weight: S.escapeHtml(o.text), value: shownExact(part) }));
        });
        lines.push("<strong>" + S.escapeHtml(_("Weighted IMPs for N/S: {value}", { value: shownExact(imps) })) + "</strong>");
        box.setAttribute("data-imps", exact(imps));
        answer += (answer ? " · " : "") + S.escapeHtml(_("Weighted IMPs for N/S: {value}", { value: shownExact(imps) }));
      }
      box.innerHTML = '<p class="bl-answer-line"><strong>' + answer + "</strong></p>" + working(lines) + lawLink("12C1(c)", form.dataset.law);
    },

    board: function (form, box) {
      var text = form.elements.board.value.trim();
      if (!text) { box.innerHTML = ""; box.removeAttribute("data-dealer"); return; }
      var number = S.parseNumber(text);
      var info = C.board(tables, number);
      if (!info) { box.removeAttribute("data-dealer"); return fail(box, _("The table covers boards 1\u2013128.")); }
      box.setAttribute("data-dealer", info.dealer);
      box.setAttribute("data-vul", info.vulnerable);
      box.innerHTML = '<p class="bl-answer-line"><strong>' + S.escapeHtml(_("Board {n}: dealer {dealer} · {vul}", { n: number, dealer: seatName(info.dealer), vul: vulnerabilityName(info.vulnerable) })) +
        "</strong></p>" + lawLink("2", form.dataset.law);
    },

    revoke: function (form, box) {
      var e = form.elements, table = tables.revoke, lang = S.uiLang();
      var flags = {};
      C.REVOKE_FLAGS.forEach(function (name) { flags[name] = e[name].checked; });
      var found = C.revoke(tables, e.role.value, e.winner.value, flags, e.drawn.value);
      var transfer = found[0], law = found[1], equity = found[3];
      var lines = [S.escapeHtml(table.reasons[lang][found[2]])];
      if (equity) lines.push(S.escapeHtml(table.equity[lang]));
      box.setAttribute("data-transfer", String(transfer));
      box.setAttribute("data-law", law);
      box.setAttribute("data-equity", equity ? "1" : "0");
      box.innerHTML = '<p class="bl-answer-line"><strong>' + S.escapeHtml(_("Tricks transferred: {n}", { n: transfer })) + "</strong></p>" +
        working(lines) + lawLink(law, table.hrefs[law], equity ? [["64C", table.hrefs["64C"]]] : []);
    }
  };

  function compute(form) {
    var box = form.parentNode.querySelector(".bl-result");
    calculators[form.dataset.tool](form, box);
  }

  function init() {
    S.setupLangSwitch(root);
    var forms = root.querySelectorAll("form[data-tool]");
    forms.forEach(function (form) {
      var link = form.parentNode.querySelector("h2 .bl-law-link");
      form.dataset.law = (link && link.getAttribute("href")) || "";
      form.addEventListener("submit", function (event) { event.preventDefault(); });
      form.addEventListener("input", function () { if (tables) compute(form); });
      form.addEventListener("change", function () { if (tables) compute(form); });
    });
    root.querySelector('[data-act="add"]').addEventListener("click", function () {
      var outcomes = root.querySelector(".bl-outcomes");
      var copy = outcomes.lastElementChild.cloneNode(true);
      copy.querySelectorAll("input").forEach(function (input) { input.value = ""; });
      outcomes.appendChild(copy);
      copy.querySelector("input").focus();
    });
    S.onLang(function () { if (tables) forms.forEach(compute); });
    S.load("tables").then(function (data) {
      tables = data;
      root.classList.add("bl-ready");
      forms.forEach(compute);
    });
  }

  init();
})();
