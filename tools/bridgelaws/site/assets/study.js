/*
 * bridgelaws: the study page (/study/). Practice rulings on the examples and drills made by the
 * engine, in sessions; progress kept in this browser with spaced repetition.
 *
 * - A session draws items (examples by law, source and language; or one kind of drill; or a
 *   review of what was answered) in the order of the repetition: due items first (the longest
 *   due first), then new ones, then the rest by the date they come back.
 * - Each item hides its answer until the reader has answered: a text box for the ruling, and
 *   for what the engine knows (the lowest sufficient bid, the final contract, …) a checked
 *   answer; a drill is checked as a whole and marked by itself. A ruling flow's practice is a
 *   drill: a worked example, the flow's questions on its path (choices), its outcome revealed.
 * - Marks (right, partly, wrong) move an item between Leitner boxes: right one box up (back after
 *   1, 3, 7, 21 days), partly stays (the first box: back after 10 minutes), wrong back to the
 *   first box, due at once. The records are kept under Material's scoped localStorage key
 *   "bl-study-progress"; they can be exported to a JSON file and imported (the newer record of
 *   an item wins). What is read back, from storage or a file, is checked before it is used: an
 *   import takes only records of this site's items (their laws and kind from the site's data, the
 *   counts and dates sane), a file of at most 5 MB, and says so when the browser refuses to keep it.
 * - Keys: Enter (in a field) or Space reveals; 1, 2, 3 mark right, partly, wrong; → next.
 *
 * The texts come from the data files (study/data/, see site/study.py); nothing is computed here
 * but the comparison of the reader's answer with the engine's.
 */
(function () {
  "use strict";

  var S = window.BLStudy;
  var root = document.getElementById("bl-study");
  if (!S || !root) return;
  var _ = window.BLWords._, _p = window.BLWords._p;

  /* --- names ---------------------------------------------------------------------------------- */
  /** A kind of drill as the index names it in the interface's language. */
  function kindName(kind) {
    var found = index && index.kinds.filter(function (k) { return k.kind === kind; })[0];
    return found ? found.name[S.uiLang()] || found.name.en : kind;
  }

  /** The drills' names in the setup's list, in the interface's language. */
  function nameKinds() {
    form.querySelectorAll("option[data-kind]").forEach(function (option) {
      option.textContent = kindName(option.getAttribute("data-kind"));
    });
  }

  function seatName(seat) {
    return { N: _("North"), E: _("East"), S: _("South"), W: _("West") }[seat] || seat;
  }

  function vulnerabilityName(code) {
    return { none: _("None vulnerable"), ns: _("N/S vulnerable"), ew: _("E/W vulnerable"), all: _("All vulnerable") }[code] || code;
  }

  function markName(mark) {
    return mark === "right" ? _("Right") : mark === "partly" ? _("Partly") : _("Wrong");
  }

  var KEY = "bl-study-progress";
  var FORMAT = "bridgelaws-study-progress";
  var MAX_BYTES = 5e6;
  var Schedule = window.BLSchedule;  /* the boxes, dates and checks of the records (schedule.js) */
  var MARKS = ["right", "partly", "wrong"];
  var SEATS = ["N", "E", "S", "W"];
  var VULS = ["none", "ns", "ew", "all"];

  var form = root.querySelector(".bl-setup-form");
  var setup = root.querySelector(".bl-setup");
  var sessionBox = root.querySelector(".bl-session");
  var card = root.querySelector(".bl-card");
  var doneBox = root.querySelector(".bl-done");
  var message = root.querySelector(".bl-message");

  var index = null;      /* study/data/index */
  var session = null;    /* {items, pos, marks: {id: mark}, kind} */
  var current = null;    /* the item on the card: {item, revealed, mark, snapshot, fields, version} */

  /* --- progress ------------------------------------------------------------------------------ */
  /** The records kept in this browser; one that is not sane (written by hand, or by another
   *  script of the site's origin) is left out. */
  function readProgress() {
    var data = S.stored(KEY);
    var items = {}, now = Date.now();
    if (data && data.items && typeof data.items === "object") {
      Object.keys(data.items).forEach(function (id) {
        if (sane(id, data.items[id], now)) items[id] = data.items[id];
      });
    }
    return { version: 1, items: items };
  }

  /** Keeps the records; false when the browser refuses (storage full or blocked). */
  function saveProgress(progress) { return S.store(KEY, progress); }

  /** A record as this page writes it (schedule.js). */
  var sane = Schedule.sane;

  function record(id) { return readProgress().items[id] || null; }

  /** The record after a mark, made from the record as it was before this card's mark. */
  var marked = Schedule.marked;

  /** Items in the order of the repetition: due (longest due first), new, then by their date. */
  function scheduled(items, now) {
    return Schedule.order(items, readProgress().items, now);
  }

  /* --- what to practise --------------------------------------------------------------------- */
  /** "27", "61–64", "16, 27B1" → [numbers] (empty: every law); null when it cannot be read. */
  function lawSpec(text) {
    var numbers = [];
    var parts = String(text || "").replace(/\s*[–—-]\s*/g, "-").split(/[,;\s]+/).filter(Boolean);
    for (var i = 0; i < parts.length; i++) {
      var range = /^(\d{1,2})[A-Z(\d)a-z]*(?:-(\d{1,2})[A-Z(\d)a-z]*)?$/.exec(parts[i]);
      if (!range) return null;
      var low = Number(range[1]), high = Number(range[2] || range[1]);
      if (low < 1 || high > 93 || high < low) return null;
      for (var n = low; n <= high; n++) if (numbers.indexOf(n) < 0) numbers.push(n);
    }
    return numbers;
  }

  function onLaws(item, numbers) {
    return !numbers.length || item.numbers.some(function (n) { return numbers.indexOf(n) >= 0; });
  }

  function choice() {
    return {
      what: form.elements.what.value,
      laws: lawSpec(form.elements.laws.value),
      source: form.elements.source.value,
      lang: form.elements.lang.value,
      count: Number(form.elements.count.value)
    };
  }

  function rulingItems(chosen) {
    return index.items.filter(function (item) {
      return onLaws(item, chosen.laws) && (!chosen.source || item.source === chosen.source) &&
        (!chosen.lang || item.langs.indexOf(chosen.lang) >= 0);
    }).map(function (item) { return Object.assign({ kind: "ruling" }, item); });
  }

  function drillItems(kind) {
    return S.load("drills." + kind).then(function (drills) {
      return drills.map(function (drill) { return Object.assign({ kind: kind }, drill); });
    });
  }

  /** The items of a choice (a promise): rulings, one kind of drills, or everything answered. */
  function candidates(chosen) {
    if (chosen.what.indexOf("drill:") === 0) return drillItems(chosen.what.slice(6));
    if (chosen.what === "rulings") return Promise.resolve(rulingItems(chosen));
    var progress = readProgress().items;
    var kinds = {};
    Object.keys(progress).forEach(function (id) { if (progress[id].kind !== "ruling") kinds[progress[id].kind] = true; });
    var known = index.kinds.map(function (k) { return k.kind; });
    var loads = Object.keys(kinds).filter(function (k) { return known.indexOf(k) >= 0; }).map(drillItems);
    return Promise.all(loads).then(function (lists) {
      var all = rulingItems({ laws: chosen.laws, source: "", lang: "" });
      lists.forEach(function (list) {
        all = all.concat(list.filter(function (item) { return onLaws(item, chosen.laws); }));
      });
      return all.filter(function (item) { return progress[item.id]; });
    });
  }

  function dueCount(items, now) {
    return Schedule.dueCount(items, readProgress().items, now);
  }

  var counting = 0;

  function showAvailable() {
    var chosen = choice();
    root.querySelectorAll(".bl-setup-form [data-for]").forEach(function (field) {
      var modes = field.getAttribute("data-for").split(" ");
      field.hidden = modes.indexOf(chosen.what === "due" ? "due" : chosen.what === "rulings" ? "rulings" : "drill") < 0;
    });
    var output = root.querySelector(".bl-available");
    if (chosen.laws === null) { output.textContent = _("Write laws as 27, 61–64 or 16, 27."); return; }
    var ticket = ++counting;
    candidates(chosen).then(function (items) {
      if (ticket !== counting) return;
      output.textContent = _("{n} to practise, {due} due now", { n: items.length, due: dueCount(items, Date.now()) });
    }).catch(function () { output.textContent = ""; });
  }

  /* --- the session ----------------------------------------------------------------------------- */
  function start(items, what) {
    if (!items.length) {
      root.querySelector(".bl-available").textContent = _("Nothing to practise here: change the choice above.");
      return;
    }
    session = { items: items, pos: 0, marks: {}, what: what };
    sessionBox.setAttribute("data-queue", items.map(function (item) { return item.id; }).join(" "));
    setup.hidden = true;
    doneBox.hidden = true;
    sessionBox.hidden = false;
    show();
  }

  function startChosen() {
    var chosen = choice();
    if (chosen.laws === null) { showAvailable(); return; }
    candidates(chosen).then(function (items) {
      start(scheduled(items, Date.now()).slice(0, chosen.count), chosen);
    });
  }

  function versionOf(item) {
    var chosen = session.what && session.what.lang;
    if (chosen && item.langs.indexOf(chosen) >= 0) return chosen;
    var preferred = S.preferredLangs().concat([S.uiLang()]);
    for (var i = 0; i < preferred.length; i++) if (item.langs.indexOf(preferred[i]) >= 0) return preferred[i];
    return item.langs[0];
  }

  function lawLinks(laws) {
    return laws.map(function (law) {
      return law.href ? '<a href="' + S.escapeHtml(law.href) + '">' + S.escapeHtml(law.ref) + "</a>" : S.escapeHtml(law.ref);
    }).join(", ");
  }

  function boxNote(item) {
    var rec = record(item.id);
    return rec ? _("box {n}", { n: rec.box }) : _("new");
  }

  function show() {
    var item = session.items[session.pos];
    current = { item: item, revealed: false, mark: null, snapshot: record(item.id), fields: [] };
    root.querySelector(".bl-position").textContent = _("{i} of {n}", { i: session.pos + 1, n: session.items.length });
    card.innerHTML = "";
    card.setAttribute("data-id", item.id);
    if (item.kind === "ruling") {
      current.version = versionOf(item);
      S.load(item.file).then(function (pieces) {
        if (current.item !== item) return;
        current.pieces = pieces;
        drawRuling();
      });
    } else {
      drawDrill();
    }
  }

  function head(title, laws, extra) {
    return S.el("header", { "class": "bl-card-head" }, [
      S.el("h3", { "class": "bl-card-title", html: title }),
      S.el("p", { "class": "bl-meta", html: [S.escapeHtml(_("Laws")) + " " + lawLinks(laws)]
        .concat(extra || []).concat([S.escapeHtml(boxNote(current.item))]).join(" · ") })
    ]);
  }

  function drawRuling() {
    var item = current.item, lang = current.version, piece = current.pieces[lang] || {};
    var extra = [S.escapeHtml(index.sources[item.source] || item.source)];
    if (item.edition !== index.current) extra.push(S.escapeHtml(item.edition));
    card.appendChild(head(S.escapeHtml(item.title[lang] || item.title[item.langs[0]]), item.laws, extra));
    if (item.langs.length > 1) {
      var langs = S.el("div", { "class": "bl-card-langs", role: "group" });
      item.langs.forEach(function (code) {
        var button = S.el("button", { type: "button", lang: code, "aria-pressed": String(code === lang), text: S.TAB_NAMES[code] });
        button.addEventListener("click", function () {
          current.version = code;
          S.chooseLang(code);  /* as a language tab does: the next examples come in it too */
          redraw();
        });
        langs.appendChild(button);
      });
      card.appendChild(langs);
    }
    var body = S.el("div", { "class": "bl-card-body", lang: lang });
    body.innerHTML = (piece.narrative || "") + (piece.cards ? '<div class="bl-cards">' + piece.cards + "</div>" : "");
    var question = S.el("div", { "class": "bl-card-question" });
    var onlyIrregularity = !piece.ruling && piece.irregularity;
    question.innerHTML = piece.question ||
      "<p>" + S.escapeHtml((onlyIrregularity ? _("What is the irregularity, and what do you rule?") : _("What do you rule?"))) + "</p>";
    body.appendChild(question);
    card.appendChild(body);
    var answerForm = S.el("form", { "class": "bl-answer", novalidate: true });
    if (item.checks.length) {
      var fieldset = S.el("fieldset", { "class": "bl-checks" }, [S.el("legend", { text: _("Checked by the engine") })]);
      item.checks.forEach(function (answer) { fieldset.appendChild(field(answer)); });
      answerForm.appendChild(fieldset);
    }
    var note = S.el("textarea", { name: "ruling", rows: "3", "aria-describedby": "bl-ruling-hint" });
    note.value = current.note || "";
    note.addEventListener("input", function () { current.note = note.value; });
    current.noteInput = note;
    answerForm.appendChild(S.el("label", { "class": "bl-field bl-wide" }, [S.el("span", { text: _("Your ruling") }), note]));
    answerForm.appendChild(S.el("p", { "class": "bl-meta", id: "bl-ruling-hint", text: _("Write what you would rule, then press Enter (Shift+Enter: a new line).") }));
    finishForm(answerForm, (onlyIrregularity ? _("Show the irregularity") : _("Show the ruling")));
    var reveal = S.el("div", { "class": "bl-reveal", hidden: true, lang: lang });
    var irregularity = piece.irregularity ?
      '<p class="bl-meta" lang="en">' + S.escapeHtml(_("The irregularity")) + ": " + piece.irregularity + "</p>" : "";
    reveal.innerHTML =
      (piece.ruling ? "<h4>" + S.escapeHtml(_("The ruling")) + "</h4>" + piece.ruling + irregularity :
        onlyIrregularity ? "<h4>" + S.escapeHtml(_("The irregularity")) + "</h4><p lang=\"en\">" + piece.irregularity + "</p>" :
        "<p>" + S.escapeHtml(_("The source gives no ruling for this example; compare with the engine's answers.")) + "</p>") +
      '<p><a href="' + S.escapeHtml(item.href) + '">' + S.escapeHtml(_("The example's page")) + " →</a></p>";
    card.appendChild(reveal);
    card.appendChild(marksBar());
    focusFirst();
  }

  /** The card drawn again (another language), keeping what was typed and shown. */
  function redraw() {
    var values = current.fields.map(function (f) { return f.input.value; });
    var revealed = current.revealed;
    current.fields = [];
    current.noteInput = null;
    current.revealed = false;
    card.innerHTML = "";
    if (current.item.kind === "ruling") drawRuling(); else drawDrill();
    current.fields.forEach(function (f, i) { f.input.value = values[i] || ""; });
    if (revealed) revealNow(true);
  }

  function drawDrill() {
    var item = current.item, lang = S.uiLang();
    card.appendChild(head(S.escapeHtml(kindName(item.kind)), item.laws));
    var body = S.el("div", { "class": "bl-card-body" });
    body.innerHTML = (item.cards ? '<div class="bl-cards">' + item.cards + "</div>" : "") +
      item.question[lang].map(function (line) { return "<p>" + line + "</p>"; }).join("");
    if (item.example && item.example.file) exampleInto(body, item);
    card.appendChild(body);
    var answerForm = S.el("form", { "class": "bl-answer", novalidate: true });
    item.answers.forEach(function (answer) { answerForm.appendChild(field(answer)); });
    finishForm(answerForm, _("Check"));
    var reveal = S.el("div", { "class": "bl-reveal", hidden: true });
    reveal.innerHTML = "<h4>" + S.escapeHtml(item.flow ? _("The ruling") : _("The engine's working")) + "</h4><ul>" +
      item.working[lang].map(function (line) { return "<li>" + line + "</li>"; }).join("") + "</ul>" +
      (item.flow ? "<p>" + [
        [item.flow.href + "#path=" + item.flow.path, _("Walk it in the flow")],
        [item.example.href, _("The example's page")]
      ].map(function (link) {
        return '<a href="' + S.escapeHtml(link[0]) + '">' + S.escapeHtml(link[1]) + " →</a>";
      }).join(" · ") + "</p>" : "") +
      (item.review ? '<p class="bl-meta bl-review">' + S.escapeHtml(_("The working is the project's wording of the Laws, cited to its provisions; it awaits a director's review.")) + "</p>" : "");
    card.appendChild(reveal);
    card.appendChild(marksBar());
    focusFirst();
  }

  /** A flow's practice: the worked example it is asked about (its situation and cards) above the
   *  questions, in the page's language when the example has it. */
  function exampleInto(body, item) {
    var fill = function (pieces) {
      if (current.item !== item) return;
      current.pieces = pieces;
      var langs = Object.keys(pieces), lang = langs.indexOf(S.uiLang()) >= 0 ? S.uiLang() : langs[0];
      var piece = pieces[lang] || {};
      var example = S.el("div", { "class": "bl-flow-example", lang: lang });
      example.innerHTML = (piece.narrative || "") + (piece.cards ? '<div class="bl-cards">' + piece.cards + "</div>" : "");
      body.insertBefore(example, body.firstChild);
    };
    if (current.pieces) fill(current.pieces);
    else S.load(item.example.file).then(fill);
  }

  function finishForm(answerForm, label) {
    answerForm.appendChild(S.el("p", { "class": "bl-error", role: "alert" }));
    answerForm.appendChild(S.el("button", { type: "submit", "class": "md-button md-button--primary bl-reveal-button" }, [
      label + " ", S.el("kbd", { text: "Space" })
    ]));
    answerForm.addEventListener("submit", function (event) { event.preventDefault(); reveal(); });
    card.appendChild(answerForm);
  }

  /** An answer's input: a select for seats, vulnerability and yes/no, a text box otherwise. */
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
    current.fields.push({ answer: answer, input: input, verdict: verdict });
    return label;
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

  function focusFirst() {
    var first = card.querySelector(".bl-answer input, .bl-answer select, .bl-answer textarea");
    if (first) first.focus({ preventScroll: true });
    card.scrollIntoView({ block: "nearest" });
  }

  function marksBar() {
    var bar = S.el("div", { "class": "bl-marks", hidden: true, role: "group", "aria-label": _("How did you do?") }, [
      S.el("span", { "class": "bl-marks-prompt", text: _("How did you do?") })
    ]);
    MARKS.forEach(function (mark, i) {
      var button = S.el("button", { type: "button", "class": "bl-mark bl-mark-" + mark, "data-mark": mark, "aria-pressed": "false" }, [
        S.el("kbd", { text: String(i + 1) }), " " + markName(mark)
      ]);
      button.addEventListener("click", function () { setMark(mark); });
      bar.appendChild(button);
    });
    var last = session.pos + 1 >= session.items.length;
    var next = S.el("button", { type: "button", "class": "md-button md-button--primary bl-next", disabled: true }, [
      (last ? _("Finish") : _("Next")) + " ", S.el("kbd", { text: "→" })
    ]);
    next.addEventListener("click", goNext);
    bar.appendChild(next);
    return bar;
  }

  function answered() {
    return (current.noteInput && current.noteInput.value.trim() !== "") ||
      current.fields.some(function (f) { return String(f.input.value).trim() !== ""; });
  }

  function reveal() {
    if (!current || current.revealed) return;
    if (!answered()) {
      var error = card.querySelector(".bl-error");
      error.textContent = _("Answer first: write your ruling or fill in an answer.");
      focusFirst();
      return;
    }
    revealNow(false);
  }

  /** Shows the answer and the verdicts; a drill marks itself (all right, some, none). */
  function revealNow(again) {
    current.revealed = true;
    var rights = 0, checked = 0;
    if (current.noteInput) current.noteInput.readOnly = true;
    current.fields.forEach(function (f) {
      f.input.disabled = true;
      checked += 1;
      var ok = right(f.answer, f.input.value);
      if (ok) rights += 1;
      f.verdict.className = "bl-verdict " + (ok ? "bl-ok" : "bl-bad");
      var correct = { value: shownHtml(f.answer, f.answer.value) };
      f.verdict.innerHTML = ok ? "✓ " + S.escapeHtml(_("Right")) :
        "✗ " + (f.answer.says === "ruling_says" ? _("the ruling: {value}", correct) : _("the engine: {value}", correct));
    });
    card.querySelector(".bl-error").textContent = "";
    card.querySelector(".bl-reveal-button").hidden = true;
    card.querySelector(".bl-reveal").hidden = false;
    var bar = card.querySelector(".bl-marks");
    bar.hidden = false;
    if (current.item.kind !== "ruling" && !again) setMark(rights === checked ? "right" : rights ? "partly" : "wrong");
    else if (current.mark) pressMark(current.mark);
    var target = bar.querySelector(current.mark ? ".bl-next" : ".bl-mark");
    if (target) target.focus({ preventScroll: true });
    card.querySelector(".bl-reveal").scrollIntoView({ block: "nearest" });
    bar.scrollIntoView({ block: "nearest" });  /* the marks in sight, the answer above them */
  }

  function pressMark(mark) {
    card.querySelectorAll(".bl-mark").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-mark") === mark));
    });
    var next = card.querySelector(".bl-next");
    next.disabled = false;
  }

  /** Records a mark (again from the record as it was, if the mark is changed). */
  function setMark(mark) {
    if (!current || !current.revealed) return;
    var progress = readProgress();
    progress.items[current.item.id] = marked(current.snapshot, mark, current.item, Date.now());
    card.querySelector(".bl-error").textContent = saveProgress(progress) ? "" : _("This answer was not saved: this browser refused to store it (its storage is full or blocked).");
    current.mark = mark;
    session.marks[current.item.id] = mark;
    pressMark(mark);
    card.querySelector(".bl-next").focus({ preventScroll: true });
    renderProgress();
  }

  function goNext() {
    if (!current || !current.mark) return;
    session.pos += 1;
    if (session.pos >= session.items.length) finish();
    else show();
  }

  function finish() {
    var counts = { right: 0, partly: 0, wrong: 0 };
    var list = doneBox.querySelector(".bl-done-list");
    list.innerHTML = "";
    session.items.forEach(function (item) {
      var mark = session.marks[item.id];
      if (mark) counts[mark] += 1;
      var title = item.kind === "ruling" ? S.escapeHtml(item.title[versionOf(item)] || "") : S.escapeHtml(kindName(item.kind));
      list.appendChild(S.el("li", { "class": "bl-done-" + (mark || "none"), html: title + " — " + S.escapeHtml(mark ? markName(mark) : "–") }));
    });
    doneBox.querySelector(".bl-done-counts").textContent = _("{right} right, {partly} partly, {wrong} wrong.", counts);
    doneBox.querySelector('[data-act="again"]').hidden = counts.right === session.items.length;
    sessionBox.hidden = true;
    doneBox.hidden = false;
    current = null;
    doneBox.focus({ preventScroll: false });
  }

  function endSession() {
    session = null;
    current = null;
    sessionBox.hidden = true;
    doneBox.hidden = true;
    setup.hidden = false;
    showAvailable();
    form.elements.what.focus();
  }

  /* --- keys ---------------------------------------------------------------------------------- */
  document.addEventListener("keydown", function (event) {
    if (!current || sessionBox.hidden || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    var typing = target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) && !target.disabled && !target.readOnly;
    if (typing) {
      if (event.key === "Enter" && !event.shiftKey && !current.revealed && target.closest(".bl-card")) {
        event.preventDefault();
        reveal();
      }
      return;
    }
    if (event.key === " " && !current.revealed) {
      event.preventDefault();
      reveal();
    } else if (current.revealed && (event.key === "1" || event.key === "2" || event.key === "3")) {
      event.preventDefault();
      setMark(MARKS[Number(event.key) - 1]);
    } else if (current.revealed && event.key === "ArrowRight" && current.mark) {
      event.preventDefault();
      goNext();
    }
  });

  /* --- progress by law ----------------------------------------------------------------------- */
  function renderProgress() {
    var progress = readProgress().items;
    var now = Date.now();
    var laws = Object.create(null);
    Object.keys(progress).forEach(function (id) {
      var rec = progress[id];
      (rec.laws || []).forEach(function (n) {
        var row = laws[n] || (laws[n] = { n: n, seen: 0, right: 0, partly: 0, wrong: 0, due: 0 });
        row.seen += 1;
        row[rec.last] += 1;
        if (rec.due <= now) row.due += 1;
      });
    });
    var rows = Object.keys(laws).map(function (n) { return laws[n]; });
    rows.forEach(function (row) { row.rate = (row.right + row.partly / 2) / row.seen; });
    rows.sort(function (a, b) { return a.rate - b.rate || b.seen - a.seen || a.n - b.n; });
    var body = root.querySelector(".bl-weak tbody");
    body.innerHTML = "";
    rows.forEach(function (row) {
      var href = index && Object.prototype.hasOwnProperty.call(index.law_hrefs, row.n) ? index.law_hrefs[row.n] : null;
      var url = href && window.BLSite.inside(href);
      var law = url ? S.el("a", { href: url.href, text: String(row.n) }) : String(row.n);
      var bar = S.el("span", { "class": "bl-bar", role: "img", "aria-label": Math.round(row.rate * 100) + "%" },
        MARKS.map(function (mark) {
          return S.el("span", { "class": "bl-bar-" + mark, style: "width:" + (100 * row[mark] / row.seen) + "%" });
        }));
      var tr = S.el("tr", { "data-law": String(row.n) }, [
        S.el("td", {}, [law]), " ", S.el("td", { text: String(row.seen) }), " ",
        S.el("td", {}, [bar, " " + row.right + " · " + row.partly + " · " + row.wrong]), " ",
        S.el("td", { text: String(row.due) }), " "
      ]);
      var button = S.el("button", { type: "button", "class": "bl-link-button", text: _("Practise") });
      button.addEventListener("click", function () {
        form.elements.what.value = "due";
        form.elements.laws.value = String(row.n);
        endSession();
        startChosen();
      });
      tr.appendChild(S.el("td", {}, [button]));
      body.appendChild(tr);
    });
    root.querySelector(".bl-weak-wrap").hidden = !rows.length;
    root.querySelector(".bl-progress-empty").hidden = !!rows.length;
  }

  /** A word on the progress (`failed`: nothing was done, shown as an error). */
  function say(text, failed) {
    message.textContent = text;
    message.classList.toggle("bl-failed", !!failed);
  }

  function exportProgress() {
    var progress = readProgress();
    var data = { format: FORMAT, version: 1, exported: new Date().toISOString(), items: progress.items };
    var blob = new Blob([JSON.stringify(data, null, 1)], { type: "application/json" });
    var link = S.el("a", { href: URL.createObjectURL(blob), download: "bridgelaws-progress-" + data.exported.slice(0, 10) + ".json" });
    document.body.appendChild(link);
    link.click();
    link.remove();
    say(_("Exported {n} answered items.", { n: Object.keys(progress.items).length }));
  }

  /** This site's items, from its data (a promise): id → {kind, numbers}; the rulings, and the drills
   *  of the kinds that `records` name. */
  function knownItems(records) {
    return S.load("index").then(function (data) {
      var kinds = data.kinds.map(function (k) { return k.kind; }).filter(function (kind) {
        return Object.keys(records).some(function (id) { return records[id] && records[id].kind === kind; });
      });
      return Promise.all(kinds.map(drillItems)).then(function (lists) {
        var known = Object.create(null);
        data.items.forEach(function (item) { known[item.id] = { kind: "ruling", numbers: item.numbers }; });
        lists.forEach(function (list) {
          list.forEach(function (item) { known[item.id] = { kind: item.kind, numbers: item.numbers }; });
        });
        return known;
      });
    });
  }

  function importProgress(file) {
    if (file.size > MAX_BYTES) {
      say(_("{name} is {size} MB: a progress file of this site is at most {max} MB. Nothing imported.", { name: file.name, size: S.formatNumber((file.size / 1e6).toFixed(1)), max: MAX_BYTES / 1e6 }), true);
      return;
    }
    file.text().then(function (text) {
      var data = JSON.parse(text);
      if (!data || data.format !== FORMAT || !data.items || typeof data.items !== "object" || Array.isArray(data.items)) {
        throw new Error("format");
      }
      return knownItems(data.items).then(function (known) { merge(data.items, known, file.name); });
    }).catch(function () { say(_("{name} is not a progress file of this site.", { name: file.name }), true); });
  }

  function merge(records, known, name) {
    var progress = readProgress();
    var counts = Schedule.merge(progress.items, records, known, Date.now());
    var taken = counts.taken, kept = counts.kept, skipped = counts.skipped;
    if (!taken && !kept) { say(_("Nothing imported: {name} holds no answer to this site's examples and drills.", { name: name }), true); return; }
    if (taken && !saveProgress(progress)) { say(_("Nothing was imported: this browser refused to store your progress (its storage is full or blocked). Export what you have, or free space for this site, and try again."), true); return; }
    renderProgress();
    showAvailable();
    say(_("Imported {n} items ({kept} kept: newer here).", { n: taken, kept: kept }) +
      (skipped ? " " + window.BLWords._n("{n} record left out: not of this site's examples and drills, or not valid.",
        "{n} records left out: not of this site's examples and drills, or not valid.", skipped) : ""));
  }

  /* --- start --------------------------------------------------------------------------------- */
  function init() {
    S.setupLangSwitch(root);
    S.onLang(function () {
      nameKinds();
      renderProgress();
      showAvailable();
      if (current) redraw();
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); startChosen(); });
    form.addEventListener("change", showAvailable);
    form.elements.laws.addEventListener("input", showAvailable);
    root.querySelector('[data-act="end"]').addEventListener("click", endSession);
    root.querySelector('[data-act="new"]').addEventListener("click", endSession);
    root.querySelector('[data-act="again"]').addEventListener("click", function () {
      var missed = session.items.filter(function (item) { return session.marks[item.id] !== "right"; });
      start(missed, session.what);
    });
    root.querySelector('[data-act="export"]').addEventListener("click", exportProgress);
    root.querySelector('input[name="import"]').addEventListener("change", function (event) {
      if (event.target.files[0]) importProgress(event.target.files[0]);
      event.target.value = "";
    });
    root.querySelector('[data-act="reset"]').addEventListener("click", function () {
      if (!window.confirm(_("Forget everything this browser remembers of your answers?"))) return;
      saveProgress({ version: 1, items: {} });
      renderProgress();
      showAvailable();
      say(_("Progress forgotten."));
    });
    var params = new URLSearchParams(location.search);
    if (params.get("laws")) form.elements.laws.value = params.get("laws");
    S.load("index").then(function (data) {
      index = data;
      nameKinds();
      root.classList.add("bl-ready");
      renderProgress();
      showAvailable();
    });
  }

  init();
})();
