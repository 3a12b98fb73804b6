/* The study page's spaced repetition (assets/schedule.js): Leitner boxes, the dates items come back,
   the order of a session, and the checks of records read back or imported. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { asset } from "./expected.mjs";

const Schedule = asset("./schedule.js");
const MINUTE = 60000, DAY = 86400000;
const NOW = Date.UTC(2025, 5, 1, 12);
const ITEM = { id: "ex/27-1", kind: "ruling", numbers: [27] };

test("right moves one box up, back after 1, 3, 7, 21 days; box 5 stays", () => {
  let rec = null, at = NOW;
  const boxes = [], waits = [];
  for (let i = 0; i < 6; i++) {
    rec = Schedule.marked(rec, "right", ITEM, at);
    boxes.push(rec.box);
    waits.push((rec.due - at) / DAY);
    at = rec.due;
  }
  assert.deepEqual(boxes, [2, 3, 4, 5, 5, 5]);
  assert.deepEqual(waits, [1, 3, 7, 21, 21, 21]);
  assert.deepEqual([rec.seen, rec.right, rec.last, rec.kind, rec.laws], [6, 6, "right", "ruling", [27]]);
});

test("partly stays in its box (the first: back in 10 minutes); wrong goes to box 1, due at once", () => {
  const first = Schedule.marked(null, "partly", ITEM, NOW);
  assert.deepEqual([first.box, first.due - NOW], [1, 10 * MINUTE]);
  const up = Schedule.marked(Schedule.marked(null, "right", ITEM, NOW), "right", ITEM, NOW);
  const partly = Schedule.marked(up, "partly", ITEM, NOW);
  assert.deepEqual([partly.box, partly.due - NOW], [3, 3 * DAY]);
  const wrong = Schedule.marked(partly, "wrong", ITEM, NOW + 5);
  assert.deepEqual([wrong.box, wrong.due, wrong.seen, wrong.wrong], [1, NOW + 5, 4, 1]);
  assert.equal(partly.box, 3, "the record before is not changed");
  assert.throws(() => Schedule.marked(null, "maybe", ITEM, NOW));
});

test("a session: due first (longest due, then lower box), then new in order, then by date", () => {
  const items = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id }));
  const rec = (box, due) => ({ box, due });
  const records = { a: rec(3, NOW + DAY), b: rec(2, NOW - 2 * DAY), d: rec(1, NOW - 2 * DAY), e: rec(4, NOW - 5 * DAY), f: rec(5, NOW + MINUTE) };
  assert.deepEqual(Schedule.order(items, records, NOW).map((i) => i.id), ["e", "d", "b", "c", "f", "a"]);
  assert.equal(Schedule.dueCount(items, records, NOW), 3);
});

test("a record read back is used only when sane", () => {
  const good = Schedule.marked(null, "right", ITEM, NOW);
  assert.ok(Schedule.sane("x", good, NOW));
  const broken = [
    { box: 6 }, { box: 0 }, { seen: 0 }, { right: 2 }, { last: "maybe" }, { at: Date.UTC(2019, 0, 1) },
    { at: NOW + 2 * DAY }, { due: NOW + 400 * DAY }, { due: NaN }, { laws: [94] }, { laws: [1.5] }, { kind: 7 }
  ];
  for (const change of broken) assert.ok(!Schedule.sane("x", Object.assign({}, good, change), NOW), JSON.stringify(change));
  assert.ok(!Schedule.sane("x".repeat(201), good, NOW));
  assert.ok(!Schedule.sane("x", null, NOW));
});

test("an import takes the newer record of a known item, its kind and laws the site's", () => {
  const old = Schedule.marked(null, "wrong", ITEM, NOW - DAY);
  const newer = Schedule.marked(null, "right", ITEM, NOW);
  const mine = { [ITEM.id]: old, other: newer };
  const known = Object.assign(Object.create(null), { [ITEM.id]: ITEM, other: ITEM, gone: ITEM });
  const file = {
    [ITEM.id]: Object.assign({}, newer, { laws: [5] }),   /* newer: taken, with the site's laws */
    other: old,                                            /* older than mine: kept */
    unknown: newer,                                        /* not an item of the site: skipped */
    gone: Object.assign({}, newer, { kind: "drill" })      /* another kind: skipped */
  };
  assert.deepEqual(Schedule.merge(mine, file, known, NOW), { taken: 1, kept: 1, skipped: 2 });
  assert.deepEqual(mine[ITEM.id].laws, [27]);
  assert.equal(mine[ITEM.id].last, "right");
  assert.equal(mine.other, newer);
  assert.ok(!("unknown" in mine) && !("gone" in mine));
});
