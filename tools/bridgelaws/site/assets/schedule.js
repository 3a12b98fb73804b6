/*
 * bridgelaws: the study page's spaced repetition (no DOM, no storage; study.js keeps the records).
 *
 * - Leitner boxes 1 to 5. A mark moves an item: right one box up, back after 1, 3, 7, 21 days
 *   (boxes 2 to 5); partly stays in its box (in the first: back after 10 minutes); wrong goes back
 *   to the first box, due at once. A new item counts as box 0: right puts it in box 2.
 * - The order of a session: due items first (the longest due first, then the lower box), then new
 *   ones in the order given, then the rest by the date they come back.
 * - A record read back (from storage or an imported file) is used only when sane: counts that add
 *   up, a mark, dates of the page's time, laws of the Laws; an import takes a record only for an
 *   item of the site (its kind and laws the site's), and only when it is newer than the one kept.
 *
 * One file for the page (a classic script: window.BLSchedule) and for `node --test` (require); see
 * site/README.md, "The scripts' pure logic".
 */
(function (exports) {
  "use strict";

  var MINUTE = 60000, DAY = 86400000, YEAR = 366 * DAY;
  var EPOCH = Date.UTC(2020, 0, 1);  /* no answer is older than the study page */
  var LAWS = 93, BOXES = 5;
  var INTERVALS = [0, 0, DAY, 3 * DAY, 7 * DAY, 21 * DAY];  /* by box, 1 to 5 */
  var MARKS = ["right", "partly", "wrong"];

  function count(n, most) { return Number.isInteger(n) && n >= 0 && n <= most; }

  /** A record as the page writes it, read back at time `now`. */
  function sane(id, rec, now) {
    return typeof id === "string" && id.length <= 200 && !!rec && typeof rec === "object" &&
      count(rec.box, BOXES) && rec.box >= 1 && count(rec.seen, 1e6) && rec.seen >= 1 &&
      MARKS.every(function (mark) { return count(rec[mark], rec.seen); }) &&
      rec.right + rec.partly + rec.wrong <= rec.seen && MARKS.indexOf(rec.last) >= 0 &&
      Number.isInteger(rec.at) && rec.at >= EPOCH && rec.at <= now + DAY &&
      Number.isFinite(rec.due) && rec.due >= rec.at - DAY && rec.due <= rec.at + YEAR &&
      typeof rec.kind === "string" && rec.kind.length <= 40 && Array.isArray(rec.laws) && rec.laws.length <= LAWS &&
      rec.laws.every(function (n) { return Number.isInteger(n) && n >= 1 && n <= LAWS; });
  }

  /** The record after `mark` at time `now`, made from the record `before` (null: a new item);
   *  `item` gives its kind and laws (`numbers`). `before` is not changed. */
  function marked(before, mark, item, now) {
    if (MARKS.indexOf(mark) < 0) throw new Error("unknown mark " + mark);
    var rec = before ? JSON.parse(JSON.stringify(before)) : { box: 0, seen: 0, right: 0, partly: 0, wrong: 0 };
    rec.seen += 1;
    rec[mark] = (rec[mark] || 0) + 1;
    rec.last = mark;
    rec.at = now;
    rec.kind = item.kind;
    rec.laws = item.numbers;
    if (mark === "right") {
      rec.box = Math.min(BOXES, Math.max(rec.box, 1) + 1);
      rec.due = now + INTERVALS[rec.box];
    } else if (mark === "partly") {
      rec.box = Math.max(rec.box, 1);
      rec.due = now + (rec.box === 1 ? 10 * MINUTE : INTERVALS[rec.box]);
    } else {
      rec.box = 1;
      rec.due = now;
    }
    return rec;
  }

  /** `items` ({id, …}) in the order of the repetition, from `records` (id → record) at `now`. */
  function order(items, records, now) {
    return items.map(function (item, i) {
      var rec = records[item.id];
      var rank = !rec ? [1, i, 0] : rec.due <= now ? [0, rec.due, rec.box] : [2, rec.due, i];
      return { item: item, rank: rank };
    }).sort(function (a, b) {
      for (var k = 0; k < 3; k++) if (a.rank[k] !== b.rank[k]) return a.rank[k] - b.rank[k];
      return 0;
    }).map(function (entry) { return entry.item; });
  }

  /** The items of `records` due at `now` among `items`. */
  function dueCount(items, records, now) {
    return items.filter(function (item) { return records[item.id] && records[item.id].due <= now; }).length;
  }

  /** A record of an imported file as the page keeps it (its kind and laws the site's `item`), or null. */
  function imported(id, rec, item, now) {
    if (!rec || typeof rec !== "object" || rec.kind !== item.kind) return null;
    var clean = { box: rec.box, seen: rec.seen, right: rec.right, partly: rec.partly, wrong: rec.wrong,
      last: rec.last, at: rec.at, due: rec.due, kind: item.kind, laws: item.numbers.slice() };
    return sane(id, clean, now) ? clean : null;
  }

  /** Merges the records of a file into `mine` (changed in place): a record of an item `known` (id →
   *  {kind, numbers}) replaces mine when it is newer. Returns the counts taken, kept and skipped. */
  function merge(mine, records, known, now) {
    var taken = 0, kept = 0, skipped = 0;
    Object.keys(records).forEach(function (id) {
      var theirs = Object.prototype.hasOwnProperty.call(known, id) ? imported(id, records[id], known[id], now) : null;
      if (!theirs) skipped += 1;
      else if (mine[id] && mine[id].at >= theirs.at) kept += 1;
      else {
        mine[id] = theirs;
        taken += 1;
      }
    });
    return { taken: taken, kept: kept, skipped: skipped };
  }

  exports.MARKS = MARKS;
  exports.INTERVALS = INTERVALS;
  exports.sane = sane;
  exports.marked = marked;
  exports.order = order;
  exports.dueCount = dueCount;
  exports.imported = imported;
  exports.merge = merge;
})(typeof module === "object" && module.exports ? module.exports : (self.BLSchedule = {}));
