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
 *   first box, due at once. The records stay in this browser, exported to a JSON file and imported
 *   (the newer record of an item wins), checked whenever they are read back (study-progress.js).
 * - Keys: Enter (in a field) or Space reveals; 1, 2, 3 mark right, partly, wrong; → next.
 *
 * The texts come from the data files (study/data/, see site/study.py). The page's parts: what to
 * practise (study-items.js), the answers and their check (study-answers.js), the parts of a card
 * (study-cards.js), the records kept in this browser (study-progress.js); on the shared core
 * (study-core.js) and the repetition (schedule.js).
 */
(function () {
  "use strict";

  var S = window.BLStudy, P = window.BLStudyProgress, Items = window.BLStudyItems, A = window.BLStudyAnswers;
  var Cards = window.BLStudyCards;
  var root = document.getElementById("bl-study");
  if (!S || !P || !Items || !A || !Cards || !root) return;
  var _ = window.BLWords._;

  /* --- names ---------------------------------------------------------------------------------- */
  /** A kind of drill as the index names it in the interface's language. */
  function kindName(kind) { return Items.kindName(index, kind); }

  /** The drills' names in the setup's list, in the interface's language. */
  function nameKinds() {
    form.querySelectorAll("option[data-kind]").forEach(function (option) {
      option.textContent = kindName(option.getAttribute("data-kind"));
    });
  }

  var form = root.querySelector(".bl-setup-form");
  var setup = root.querySelector(".bl-setup");
  var sessionBox = root.querySelector(".bl-session");
  var card = root.querySelector(".bl-card");
  var doneBox = root.querySelector(".bl-done");
  var message = root.querySelector(".bl-message");

  var index = null;      /* study/data/index */
  var session = null;    /* {items, pos, marks: {id: mark}, kind} */
  var current = null;    /* the item on the card: {item, revealed, mark, snapshot, fields, version} */

  /* --- what to practise --------------------------------------------------------------------- */
  function choice() {
    return {
      what: form.elements.what.value,
      laws: Items.lawSpec(form.elements.laws.value),
      source: form.elements.source.value,
      lang: form.elements.lang.value,
      count: Number(form.elements.count.value)
    };
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
    Items.candidates(index, chosen).then(function (items) {
      if (ticket !== counting) return;
      output.textContent = _("{n} to practise, {due} due now", { n: items.length, due: P.dueCount(items, Date.now()) });
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
    Items.candidates(index, chosen).then(function (items) {
      start(P.scheduled(items, Date.now()).slice(0, chosen.count), chosen);
    });
  }

  function versionOf(item) {
    return Items.versionOf(item, session.what && session.what.lang);
  }

  function show() {
    var item = session.items[session.pos];
    current = { item: item, revealed: false, mark: null, snapshot: P.record(item.id), fields: [] };
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

  function drawRuling() {
    var item = current.item, lang = current.version, piece = current.pieces[lang] || {};
    var extra = [S.escapeHtml(index.sources[item.source] || item.source)];
    if (item.edition !== index.current) extra.push(S.escapeHtml(item.edition));
    card.appendChild(Cards.head(S.escapeHtml(item.title[lang] || item.title[item.langs[0]]), item.laws, extra, item));
    if (item.langs.length > 1) {
      card.appendChild(Cards.langButtons(item, lang, function (code) {
        current.version = code;
        S.chooseLang(code);  /* as a language tab does: the next examples come in it too */
        redraw();
      }));
    }
    var onlyIrregularity = !piece.ruling && piece.irregularity;
    card.appendChild(Cards.rulingBody(piece, lang, onlyIrregularity));
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
    card.appendChild(Cards.finishForm(answerForm, (onlyIrregularity ? _("Show the irregularity") : _("Show the ruling")), reveal));
    card.appendChild(Cards.rulingReveal(item, piece, lang, onlyIrregularity));
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
    card.appendChild(Cards.head(S.escapeHtml(kindName(item.kind)), item.laws, [], item));
    var body = Cards.drillBody(item, lang);
    if (item.example && item.example.file) exampleInto(body, item);
    card.appendChild(body);
    var answerForm = S.el("form", { "class": "bl-answer", novalidate: true });
    item.answers.forEach(function (answer) { answerForm.appendChild(field(answer)); });
    card.appendChild(Cards.finishForm(answerForm, _("Check"), reveal));
    card.appendChild(Cards.drillReveal(item, lang));
    card.appendChild(marksBar());
    focusFirst();
  }

  /** A flow's practice: the worked example it is asked about above the questions. */
  function exampleInto(body, item) {
    var fill = function (pieces) {
      if (current.item !== item) return;
      current.pieces = pieces;
      body.insertBefore(Cards.example(pieces), body.firstChild);
    };
    if (current.pieces) fill(current.pieces);
    else S.load(item.example.file).then(fill);
  }

  /** An answer's input (study-answers.js), its verdict shown when the card is revealed. */
  function field(answer) {
    var made = A.field(answer);
    current.fields.push(made);
    return made.label;
  }

  function focusFirst() {
    var first = card.querySelector(".bl-answer input, .bl-answer select, .bl-answer textarea");
    if (first) first.focus({ preventScroll: true });
    card.scrollIntoView({ block: "nearest" });
  }

  function marksBar() {
    return Cards.marksBar(session.pos + 1 >= session.items.length, setMark, goNext);
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
      var ok = A.right(f.answer, f.input.value);
      if (ok) rights += 1;
      f.verdict.className = "bl-verdict " + (ok ? "bl-ok" : "bl-bad");
      var correct = { value: A.shownHtml(f.answer, f.answer.value) };
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
    var progress = P.read();
    progress.items[current.item.id] = P.marked(current.snapshot, mark, current.item, Date.now());
    card.querySelector(".bl-error").textContent = P.save(progress) ? "" : _("This answer was not saved: this browser refused to store it (its storage is full or blocked).");
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
      list.appendChild(S.el("li", { "class": "bl-done-" + (mark || "none"), html: title + " — " + S.escapeHtml(mark ? A.markName(mark) : "–") }));
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
      setMark(P.MARKS[Number(event.key) - 1]);
    } else if (current.revealed && event.key === "ArrowRight" && current.mark) {
      event.preventDefault();
      goNext();
    }
  });

  /* --- progress by law ----------------------------------------------------------------------- */
  function renderProgress() {
    P.renderTable(root, index && index.law_hrefs, function (n) {
      form.elements.what.value = "due";
      form.elements.laws.value = String(n);
      endSession();
      startChosen();
    });
  }

  /** A word on the progress (`failed`: nothing was done, shown as an error). */
  function say(text, failed) {
    message.textContent = text;
    message.classList.toggle("bl-failed", !!failed);
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
    root.querySelector('[data-act="export"]').addEventListener("click", function () { P.exportFile(say); });
    root.querySelector('input[name="import"]').addEventListener("change", function (event) {
      if (event.target.files[0]) {
        P.importFile(event.target.files[0], Items.knownItems, say, function () { renderProgress(); showAvailable(); });
      }
      event.target.value = "";
    });
    root.querySelector('[data-act="reset"]').addEventListener("click", function () {
      if (!window.confirm(_("Forget everything this browser remembers of your answers?"))) return;
      P.save({ version: 1, items: {} });
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
