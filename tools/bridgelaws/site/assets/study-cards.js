/*
 * bridgelaws: the parts of a study card (study.js puts them together and keeps the session): the
 * head (title, laws, box), a ruling's situation and question, a drill's question, what is revealed
 * (the ruling, the engine's working), a flow's worked example, the versions' buttons and the marks.
 * The HTML pieces come from the site's data (study/data/), made and sanitised by the build.
 */
(function () {
  "use strict";

  var S = window.BLStudy, P = window.BLStudyProgress, A = window.BLStudyAnswers;
  if (!S || !P || !A) return;
  var _ = window.BLWords._;

  function lawLinks(laws) {
    return laws.map(function (law) {
      return law.href ? '<a href="' + S.escapeHtml(law.href) + '">' + S.escapeHtml(law.ref) + "</a>" : S.escapeHtml(law.ref);
    }).join(", ");
  }

  /** The card's head: its title (HTML), laws, `extra` (HTML pieces) and the item's box. */
  function head(title, laws, extra, item) {
    var rec = P.record(item.id), note = rec ? _("box {n}", { n: rec.box }) : _("new");
    return S.el("header", { "class": "bl-card-head" }, [
      S.el("h3", { "class": "bl-card-title", html: title }),
      S.el("p", { "class": "bl-meta", html: [S.escapeHtml(_("Laws")) + " " + lawLinks(laws)]
        .concat(extra || []).concat([S.escapeHtml(note)]).join(" · ") })
    ]);
  }

  /** A button per version of an example; `choose(code)` when one is pressed. */
  function langButtons(item, lang, choose) {
    var langs = S.el("div", { "class": "bl-card-langs", role: "group" });
    item.langs.forEach(function (code) {
      var button = S.el("button", { type: "button", lang: code, "aria-pressed": String(code === lang), text: S.TAB_NAMES[code] });
      button.addEventListener("click", function () { choose(code); });
      langs.appendChild(button);
    });
    return langs;
  }

  /** An example's situation, cards and question. */
  function rulingBody(piece, lang, onlyIrregularity) {
    var body = S.el("div", { "class": "bl-card-body", lang: lang });
    body.innerHTML = (piece.narrative || "") + (piece.cards ? '<div class="bl-cards">' + piece.cards + "</div>" : "");
    var question = S.el("div", { "class": "bl-card-question" });
    question.innerHTML = piece.question ||
      "<p>" + S.escapeHtml((onlyIrregularity ? _("What is the irregularity, and what do you rule?") : _("What do you rule?"))) + "</p>";
    body.appendChild(question);
    return body;
  }

  /** What an example's card reveals: its ruling (or irregularity) and the link to its page. */
  function rulingReveal(item, piece, lang, onlyIrregularity) {
    var reveal = S.el("div", { "class": "bl-reveal", hidden: true, lang: lang });
    var irregularity = piece.irregularity ?
      '<p class="bl-meta" lang="en">' + S.escapeHtml(_("The irregularity")) + ": " + piece.irregularity + "</p>" : "";
    reveal.innerHTML =
      (piece.ruling ? "<h4>" + S.escapeHtml(_("The ruling")) + "</h4>" + piece.ruling + irregularity :
        onlyIrregularity ? "<h4>" + S.escapeHtml(_("The irregularity")) + "</h4><p lang=\"en\">" + piece.irregularity + "</p>" :
        "<p>" + S.escapeHtml(_("The source gives no ruling for this example; compare with the engine's answers.")) + "</p>") +
      '<p><a href="' + S.escapeHtml(item.href) + '">' + S.escapeHtml(_("The example's page")) + " →</a></p>";
    return reveal;
  }

  /** A drill's cards and question in `lang`. */
  function drillBody(item, lang) {
    var body = S.el("div", { "class": "bl-card-body" });
    body.innerHTML = (item.cards ? '<div class="bl-cards">' + item.cards + "</div>" : "") +
      item.question[lang].map(function (line) { return "<p>" + line + "</p>"; }).join("");
    return body;
  }

  /** What a drill reveals: the engine's working (a flow's practice: its ruling and links). */
  function drillReveal(item, lang) {
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
    return reveal;
  }

  /** A flow's worked example (its situation and cards), in the page's language when it has it. */
  function example(pieces) {
    var langs = Object.keys(pieces), lang = langs.indexOf(S.uiLang()) >= 0 ? S.uiLang() : langs[0];
    var piece = pieces[lang] || {};
    var block = S.el("div", { "class": "bl-flow-example", lang: lang });
    block.innerHTML = (piece.narrative || "") + (piece.cards ? '<div class="bl-cards">' + piece.cards + "</div>" : "");
    return block;
  }

  /** The end of an answer form: the place of its error and the button that reveals (`submit`). */
  function finishForm(answerForm, label, submit) {
    answerForm.appendChild(S.el("p", { "class": "bl-error", role: "alert" }));
    answerForm.appendChild(S.el("button", { type: "submit", "class": "md-button md-button--primary bl-reveal-button" }, [
      label + " ", S.el("kbd", { text: "Space" })
    ]));
    answerForm.addEventListener("submit", function (event) { event.preventDefault(); submit(); });
    return answerForm;
  }

  /** The marks (right, partly, wrong: `mark(name)`) and the button to the next card (`next`). */
  function marksBar(last, mark, next) {
    var bar = S.el("div", { "class": "bl-marks", hidden: true, role: "group", "aria-label": _("How did you do?") }, [
      S.el("span", { "class": "bl-marks-prompt", text: _("How did you do?") })
    ]);
    P.MARKS.forEach(function (name, i) {
      var button = S.el("button", { type: "button", "class": "bl-mark bl-mark-" + name, "data-mark": name, "aria-pressed": "false" }, [
        S.el("kbd", { text: String(i + 1) }), " " + A.markName(name)
      ]);
      button.addEventListener("click", function () { mark(name); });
      bar.appendChild(button);
    });
    var button = S.el("button", { type: "button", "class": "md-button md-button--primary bl-next", disabled: true }, [
      (last ? _("Finish") : _("Next")) + " ", S.el("kbd", { text: "→" })
    ]);
    button.addEventListener("click", next);
    bar.appendChild(button);
    return bar;
  }

  window.BLStudyCards = {
    head: head, langButtons: langButtons, rulingBody: rulingBody, rulingReveal: rulingReveal,
    drillBody: drillBody, drillReveal: drillReveal, example: example, finishForm: finishForm, marksBar: marksBar
  };
})();
