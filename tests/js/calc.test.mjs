/* The calculators' arithmetic (assets/calc.js) against the bridge engine: the Law 77 scores, the Law 78B
   scale, Law 78A matchpoints, weights and weighted scores as bridgelaws.bridge.adjust works them out,
   boards (Law 2) and revokes (Laws 62–64), the tables being the site's tables.json. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { asset, expected } from "./expected.mjs";

const C = asset("./calc.js");
const data = expected("calc");
const tables = data.tables;

/* "4SX-2" → the contract as the page reads it ({level, strain, doubling, rest}) */
function contract(text) {
  const m = /^([1-7])(NT|[SHDC])(XX|X)?(.*)$/.exec(text);
  assert.ok(m, text);
  return { level: Number(m[1]), strain: m[2], doubling: m[3] || "", rest: m[4] };
}

test("every contract's score, making any number of tricks, vulnerable or not (Law 77)", () => {
  assert.equal(data.scores.length, 7 * 5 * 3 * 14 * 2);
  for (const [name, tricks, vulnerable, points] of data.scores) {
    const c = contract(name);
    assert.equal(C.resultName(c, tricks), name);
    assert.equal(C.tricksOf(c), tricks, name);
    assert.equal(C.score(tables, c, tricks, vulnerable)[0], points, `${name} ${vulnerable ? "v" : "nv"}`);
  }
});

test("the tricks a result names, as the engine reads it", () => {
  for (const [text, tricks] of data.results) assert.equal(C.tricksOf(contract(text)), tricks, text);
  assert.equal(C.tricksOf({ level: 3, rest: "9" }), 9);  /* a number of tricks, the page's own form */
  assert.equal(C.tricksOf({ level: 3, rest: "x" }), null);
});

test("IMPs for every difference up to 4300 points, and between steps (Law 78B)", () => {
  for (const [difference, imps] of data.imps) assert.equal(C.imps(tables, difference).imps, imps, String(difference));
  assert.equal(C.imps(tables, 25).row, "20–40");
  assert.equal(C.imps(tables, -5000).row, "4000+");
});

test("matchpoints over a field: 2 for a score beaten, 1 for one equalled (Law 78A)", () => {
  for (const board of data.fields) {
    const rows = C.matchpointAll(tables, board.map(([score]) => score));
    assert.deepEqual(rows.map((row) => row.mp), board.map(([, mp]) => mp));
    const top = 2 * (board.length - 1);
    for (const row of rows) {
      assert.equal(row.mp + row.ew, top);
      assert.equal(row.percent, Math.round(10000 * row.mp / top) / 100);
    }
  }
});

test("weights read exactly, as the engine reads them", () => {
  for (const [text, value] of data.weights) {
    const weight = C.parseWeight(text);
    assert.equal(weight === null ? null : C.exact(weight), value, text);
  }
  assert.deepEqual(C.parseWeight("1/3"), [1, 3]);
  assert.equal(C.exact([-1, 8]), "-0.125");
});

test("weighted scores, IMPs and matchpoints add up as the engine's (Law 12C1(c))", () => {
  for (const item of data.weighted) {
    let total = [0, 1], imps = [0, 1], mps = [0, 1];
    const ns = (r) => C.nsScore(tables, contract(r.contract), r.tricks, r.declarer, item.vul);
    const other = ns(item.other);
    for (const o of item.outcomes) {
      const weight = C.parseWeight(o.weight), score = ns(o);
      total = C.add(total, C.times(weight, score));
      imps = C.add(imps, C.times(weight, C.imps(tables, score - other).imps));
      mps = C.add(mps, C.times(weight, C.matchpoints(tables, score, item.field).units));
    }
    assert.equal(C.exact(total), item.score);
    assert.equal(C.exact(imps), item.imps);
    assert.equal(C.exact(mps), item.matchpoints);
  }
});

test("every board's dealer and vulnerability (Law 2)", () => {
  data.boards.forEach((info, i) => assert.deepEqual(C.board(tables, i + 1), info));
  assert.equal(C.board(tables, 0), null);
  assert.equal(C.board(tables, data.boards.length + 1), null);
  assert.equal(C.board(tables, 1.5), null);
});

test("every revoke case: the tricks transferred, the law, and 64C (Laws 62–64)", () => {
  assert.ok(data.revokes.length > 100);
  for (const [role, winner, flags, drawn, transfer, law, equity] of data.revokes) {
    const found = C.revoke(tables, role, winner, flags, drawn);
    assert.deepEqual([found[0], found[1], found[3]], [transfer, law, equity], [role, winner, JSON.stringify(flags), drawn].join(" "));
  }
});
