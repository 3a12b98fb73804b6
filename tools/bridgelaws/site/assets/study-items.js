/*
 * bridgelaws: what the study page (study.js) can practise, from the site's data (study/data/, see
 * site/study.py): examples by law, source and language; one kind of drill; or a review of what was
 * answered (the records of study-progress.js). Laws are written as people write them: "27", "61–64",
 * "16, 27B1".
 */
(function () {
  "use strict";

  var S = window.BLStudy, P = window.BLStudyProgress;
  if (!S || !P) return;

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

  function rulingItems(index, chosen) {
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
  function candidates(index, chosen) {
    if (chosen.what.indexOf("drill:") === 0) return drillItems(chosen.what.slice(6));
    if (chosen.what === "rulings") return Promise.resolve(rulingItems(index, chosen));
    var progress = P.read().items;
    var kinds = {};
    Object.keys(progress).forEach(function (id) { if (progress[id].kind !== "ruling") kinds[progress[id].kind] = true; });
    var known = index.kinds.map(function (k) { return k.kind; });
    var loads = Object.keys(kinds).filter(function (k) { return known.indexOf(k) >= 0; }).map(drillItems);
    return Promise.all(loads).then(function (lists) {
      var all = rulingItems(index, { laws: chosen.laws, source: "", lang: "" });
      lists.forEach(function (list) {
        all = all.concat(list.filter(function (item) { return onLaws(item, chosen.laws); }));
      });
      return all.filter(function (item) { return progress[item.id]; });
    });
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

  /** A kind of drill as the index names it in the interface's language. */
  function kindName(index, kind) {
    var found = index && index.kinds.filter(function (k) { return k.kind === kind; })[0];
    return found ? found.name[S.uiLang()] || found.name.en : kind;
  }

  /** The version of an example to show: the language chosen, else the reader's, else its first. */
  function versionOf(item, chosen) {
    if (chosen && item.langs.indexOf(chosen) >= 0) return chosen;
    var preferred = S.preferredLangs().concat([S.uiLang()]);
    for (var i = 0; i < preferred.length; i++) if (item.langs.indexOf(preferred[i]) >= 0) return preferred[i];
    return item.langs[0];
  }

  window.BLStudyItems = { lawSpec: lawSpec, candidates: candidates, knownItems: knownItems, versionOf: versionOf,
    kindName: kindName };
})();
