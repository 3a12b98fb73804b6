/*
 * bridgelaws: the study page's progress, kept in this browser (study.js asks; schedule.js decides the
 * boxes and dates). The records are kept under Material's scoped localStorage key "bl-study-progress";
 * what is read back, from storage or a file, is checked before it is used: an import takes only
 * records of this site's items (their laws and kind from the site's data, the counts and dates sane),
 * a file of at most 5 MB, and says so when the browser refuses to keep it. The table of progress by
 * law lists the weakest laws first.
 */
(function () {
  "use strict";

  var S = window.BLStudy, Schedule = window.BLSchedule;
  if (!S || !Schedule) return;
  var _ = window.BLWords._;
  var KEY = "bl-study-progress";
  var FORMAT = "bridgelaws-study-progress";
  var MAX_BYTES = 5e6;
  var MARKS = ["right", "partly", "wrong"];

  /** The records kept in this browser; one that is not sane (written by hand, or by another
   *  script of the site's origin) is left out. */
  function read() {
    var data = S.stored(KEY);
    var items = {}, now = Date.now();
    if (data && data.items && typeof data.items === "object") {
      Object.keys(data.items).forEach(function (id) {
        if (Schedule.sane(id, data.items[id], now)) items[id] = data.items[id];
      });
    }
    return { version: 1, items: items };
  }

  /** Keeps the records; false when the browser refuses (storage full or blocked). */
  function save(progress) { return S.store(KEY, progress); }

  function record(id) { return read().items[id] || null; }

  /** Items in the order of the repetition: due (longest due first), new, then by their date. */
  function scheduled(items, now) {
    return Schedule.order(items, read().items, now);
  }

  function dueCount(items, now) {
    return Schedule.dueCount(items, read().items, now);
  }

  /** The table of progress by law in `root` (weakest first); `lawHrefs` links a law number to its
   *  page, `practise(n)` starts a session on law n. */
  function renderTable(root, lawHrefs, practise) {
    var progress = read().items;
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
      var href = lawHrefs && Object.prototype.hasOwnProperty.call(lawHrefs, row.n) ? lawHrefs[row.n] : null;
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
      button.addEventListener("click", function () { practise(row.n); });
      tr.appendChild(S.el("td", {}, [button]));
      body.appendChild(tr);
    });
    root.querySelector(".bl-weak-wrap").hidden = !rows.length;
    root.querySelector(".bl-progress-empty").hidden = !!rows.length;
  }

  /** The records as a JSON file the browser downloads; `say` tells how many. */
  function exportFile(say) {
    var progress = read();
    var data = { format: FORMAT, version: 1, exported: new Date().toISOString(), items: progress.items };
    var blob = new Blob([JSON.stringify(data, null, 1)], { type: "application/json" });
    var link = S.el("a", { href: URL.createObjectURL(blob), download: "bridgelaws-progress-" + data.exported.slice(0, 10) + ".json" });
    document.body.appendChild(link);
    link.click();
    link.remove();
    say(_("Exported {n} answered items.", { n: Object.keys(progress.items).length }));
  }

  /** The records of a progress file joined to these (the newer record of an item wins): `knownItems`
   *  gives this site's items (a promise, see study.js), `say` the outcome, `changed` is called when
   *  records were taken. */
  function importFile(file, knownItems, say, changed) {
    if (file.size > MAX_BYTES) {
      say(_("{name} is {size} MB: a progress file of this site is at most {max} MB. Nothing imported.", { name: file.name, size: S.formatNumber((file.size / 1e6).toFixed(1)), max: MAX_BYTES / 1e6 }), true);
      return;
    }
    file.text().then(function (text) {
      var data = JSON.parse(text);
      if (!data || data.format !== FORMAT || !data.items || typeof data.items !== "object" || Array.isArray(data.items)) {
        throw new Error("format");
      }
      return knownItems(data.items).then(function (known) { merge(data.items, known, file.name, say, changed); });
    }).catch(function () { say(_("{name} is not a progress file of this site.", { name: file.name }), true); });
  }

  function merge(records, known, name, say, changed) {
    var progress = read();
    var counts = Schedule.merge(progress.items, records, known, Date.now());
    var taken = counts.taken, kept = counts.kept, skipped = counts.skipped;
    if (!taken && !kept) { say(_("Nothing imported: {name} holds no answer to this site's examples and drills.", { name: name }), true); return; }
    if (taken && !save(progress)) { say(_("Nothing was imported: this browser refused to store your progress (its storage is full or blocked). Export what you have, or free space for this site, and try again."), true); return; }
    changed();
    say(_("Imported {n} items ({kept} kept: newer here).", { n: taken, kept: kept }) +
      (skipped ? " " + window.BLWords._n("{n} record left out: not of this site's examples and drills, or not valid.",
        "{n} records left out: not of this site's examples and drills, or not valid.", skipped) : ""));
  }

  window.BLStudyProgress = {
    MARKS: MARKS, read: read, save: save, record: record, scheduled: scheduled, dueCount: dueCount,
    marked: Schedule.marked, renderTable: renderTable, exportFile: exportFile, importFile: importFile
  };
})();
