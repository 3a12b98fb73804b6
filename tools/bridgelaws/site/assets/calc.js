/*
 * bridgelaws: the calculators' arithmetic (no DOM; tools.js reads what is typed and shows the answers).
 *
 * Every score, IMP, board and revoke ruling is looked up in the tables the engine wrote
 * (study/data/tables.json, bridgelaws.study.tables), passed in as `tables`; what is computed here is
 * only counting (the scores a result beats and equals, Law 78A) and adding up weights exactly, as
 * fractions [numerator, denominator] (1/3 stays 1/3), as bridgelaws.bridge.adjust does.
 *
 * One file for the page (a classic script: window.BLCalc) and for `node --test` (require); see
 * site/README.md, "The scripts' pure logic".
 */
(function (exports) {
  "use strict";

  /* --- fractions -------------------------------------------------------------------------------- */
  function gcd(a, b) { a = Math.abs(a); b = Math.abs(b); while (b) { var r = a % b; a = b; b = r; } return a || 1; }
  function frac(n, d) { var g = gcd(n, d); if (d < 0) { n = -n; d = -d; } return [n / g, d / g]; }
  function add(a, b) { return frac(a[0] * b[1] + b[0] * a[1], a[1] * b[1]); }
  function times(a, n) { return frac(a[0] * n, a[1]); }

  /** The exact value of a fraction: a decimal when it has one (`212.5`), else `a/b`. */
  function exact(f) {
    if (f[1] === 1) return String(f[0]);
    var d = f[1], twos = 0, fives = 0;
    while (d % 2 === 0) { d /= 2; twos++; }
    while (d % 5 === 0) { d /= 5; fives++; }
    if (d !== 1) return f[0] + "/" + f[1];
    var places = Math.max(twos, fives);
    var scaled = Math.abs(f[0]) * Math.pow(10, places) / f[1];
    var digits = String(Math.round(scaled)).padStart(places + 1, "0");
    var text = digits.slice(0, -places) + "." + digits.slice(-places);
    return (f[0] < 0 ? "-" : "") + text.replace(/0+$/, "").replace(/\.$/, "");
  }

  /** `60%`, `33.3%`, `1/3`, `0.6` → a fraction of 1 (more than 0, at most 1), or null. */
  function parseWeight(text) {
    var word = String(text || "").trim().replace(",", ".");
    var match = /^(\d+)\s*\/\s*(\d+)$/.exec(word);
    if (match && Number(match[2]) > 0) {
      var f = frac(Number(match[1]), Number(match[2]));
      return f[0] > 0 && f[0] <= f[1] ? f : null;
    }
    match = /^(\d*)(?:\.(\d+))?\s*(%?)$/.exec(word);
    if (!match || (!match[1] && !match[2])) return null;
    var decimals = match[2] || "";
    var value = frac(Number((match[1] || "0") + decimals), Math.pow(10, decimals.length) * (match[3] ? 100 : 1));
    return value[0] > 0 && value[0] <= value[1] ? value : null;
  }

  /* --- contracts -------------------------------------------------------------------------------- */
  /** The tricks a contract's result names ({level, rest: "=", "+1", "-2", "10"}), or null. */
  function tricksOf(contract) {
    var rest = contract.rest.replace(/[−–]/g, "-").replace(/\s+/g, "");
    var needed = contract.level + 6;
    if (rest === "=") return needed;
    if (/^[+-]\d{1,2}$/.test(rest)) return needed + Number(rest);
    if (/^\d{1,2}$/.test(rest)) return Number(rest);
    return null;
  }

  /** `4SX=`, `3NT-2`, `6H+1`: a contract with its result as the engine names it. */
  function resultName(contract, tricks) {
    var over = tricks - contract.level - 6;
    return contract.level + contract.strain + contract.doubling + (over === 0 ? "=" : over > 0 ? "+" + over : String(over));
  }

  /** The Law 77 score of a contract ({level, strain, doubling}) making `tricks`: [points, working]. */
  function score(tables, contract, tricks, vulnerable) {
    var name = contract.level + contract.strain + contract.doubling;
    return tables.score.contracts[name][vulnerable ? "v" : "nv"][tricks];
  }

  /** The N/S score of a result played by `declarer` (N, E, S, W) on vulnerability `vul` (none, ns, …). */
  function nsScore(tables, contract, tricks, declarer, vul) {
    var points = score(tables, contract, tricks, tables.vulnerable[vul].indexOf(declarer) >= 0)[0];
    return "NS".indexOf(declarer) >= 0 ? points : -points;
  }

  /* --- IMPs and matchpoints --------------------------------------------------------------------- */
  /** Law 78B: {imps (negative for a loss), row: the scale's row, "20–40", "4000+"}. */
  function imps(tables, difference) {
    var rows = tables.imps, found = rows[0].concat([0]);
    for (var i = 0; i < rows.length; i++) if (Math.abs(difference) >= rows[i][0]) found = rows[i].concat([i]);
    var next = rows[found[2] + 1];
    return { imps: difference < 0 && found[1] ? -found[1] : found[1], row: found[0] + (next ? "–" + (next[0] - 10) : "+") };
  }

  /** Law 78A: a score against the `field` (the other scores): {beaten, equal, units, top}. */
  function matchpoints(tables, value, field) {
    var award = tables.matchpoints, beaten = 0, equal = 0;
    field.forEach(function (other) {
      if (value > other) beaten++;
      else if (value === other) equal++;
    });
    return { beaten: beaten, equal: equal, units: beaten * award.beaten + equal * award.equal,
      top: field.length * award.beaten };
  }

  /** Every score of a board matchpointed against the others: [{score, beaten, equal, mp, ew, percent}]. */
  function matchpointAll(tables, scores) {
    return scores.map(function (value, i) {
      var found = matchpoints(tables, value, scores.filter(function (_, j) { return j !== i; }));
      return { score: value, beaten: found.beaten, equal: found.equal, mp: found.units, ew: found.top - found.units,
        top: found.top, percent: Math.round(10000 * found.units / found.top) / 100 };
    });
  }

  /* --- boards and revokes ----------------------------------------------------------------------- */
  /** Law 2: board `number`'s {dealer, vulnerable}, or null beyond the table. */
  function board(tables, number) {
    return Number.isInteger(number) && number >= 1 ? tables.boards[number - 1] || null : null;
  }

  var REVOKE_FLAGS = ["later", "established", "twelfth", "repeat", "both"];

  /** Laws 62–64 for a revoke: [tricks transferred, law, reason, equity] of the case named by who
   *  revoked (`role`), who won the revoke trick (`winner`), the flags set and when it was drawn. */
  function revoke(tables, role, winner, flags, drawn) {
    var bits = REVOKE_FLAGS.map(function (name) { return flags[name] ? "1" : "0"; });
    return tables.revoke.cases[[role, winner].concat(bits, [drawn]).join("|")];
  }

  exports.frac = frac;
  exports.add = add;
  exports.times = times;
  exports.exact = exact;
  exports.parseWeight = parseWeight;
  exports.tricksOf = tricksOf;
  exports.resultName = resultName;
  exports.score = score;
  exports.nsScore = nsScore;
  exports.imps = imps;
  exports.matchpoints = matchpoints;
  exports.matchpointAll = matchpointAll;
  exports.board = board;
  exports.REVOKE_FLAGS = REVOKE_FLAGS;
  exports.revoke = revoke;
})(typeof module === "object" && module.exports ? module.exports : (self.BLCalc = {}));
