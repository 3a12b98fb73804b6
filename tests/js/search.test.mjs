/* The search's folding, reference reading and ranking (assets/search/fold.js, refs.js, rank.js) on the
   real corpus, against the Python side: search_key, whoosh's analyzers and query parser, and the
   evaluation set whoosh is measured on. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { asset, expected } from "./expected.mjs";

const fold = asset("./search/fold.js");
const refs = asset("./search/refs.js");
const rank = asset("./search/rank.js");
const data = expected("search");
const indexes = {};
for (const lang of Object.keys(data.indexes)) indexes[lang] = rank.prepareIndex(structuredClone(data.indexes[lang]));
/* the page's engine: the common file first, the glossary after the reader's language (engine.js) */
const bare = rank.prepareCommon(structuredClone(data.common));
const common = rank.withGlossary(rank.prepareCommon(structuredClone(data.common)), structuredClone(data.glossary));
const ranker = rank.ranker(common, indexes);

test("a word folds as search_key folds it, on every word of the corpus", () => {
  assert.ok(data.keys.length > 1000);
  const wrong = data.keys.filter(([word, key]) => fold.key(word) !== key);
  assert.deepEqual(wrong.slice(0, 10).map(([word, key]) => [word, fold.key(word), key]), []);
});

test("a typed word finds the terms whoosh's analyzer gives it, in each language", () => {
  for (const [lang, words] of Object.entries(data.analysed)) {
    const index = indexes[lang];
    let checked = 0;
    const missing = [];
    for (const [word, terms] of words) {
      if (!terms.length) continue;  /* a stop word */
      const found = rank.exactTerms(index, fold.key(word)).map((n) => index.terms[n]);
      for (const term of terms) if (!found.includes(term)) missing.push([word, term, found]);
      checked += 1;
    }
    assert.ok(checked > 100, `${lang}: only ${checked} words analysed`);
    assert.deepEqual(missing.slice(0, 10), [], `${lang}: words whose terms the browser does not find`);
  }
});

test("law references are read as whoosh's query parser reads them", () => {
  const read = Object.fromEntries(data.references.map(([q]) => [q, ranker.references(fold.key(q)).map((r) => r.ref)]));
  assert.deepEqual(read, Object.fromEntries(data.references));
});

test("a reference and every part enclosing it", () => {
  assert.deepEqual(refs.withAncestors("12C1(e)(ii)"), ["12C1(e)(ii)", "12C1(e)", "12C1", "12C", "12"]);
  assert.deepEqual(refs.parts("27B1(a)"), ["27", "B", "1", "a", undefined]);
  assert.equal(refs.anchorOf("27B1(a)"), "B1a");
});

test("a law reference is the first hit, at its section, named in the reference's language", () => {
  const law27 = data.common.laws.find((row) => row[0] === data.common.refs.current && row[1] === 27);
  const { hits } = ranker.search("Νόμος 27Β1 ", "en");
  assert.equal(hits[0].tier, 0);
  assert.equal(hits[0].location, law27[2] + "#B1");
  assert.match(hits[0].title, /^Νόμος 27Β1/);
  /* what follows is about Law 27 */
  for (const hit of hits.slice(1, 10)) assert.ok(hit.laws.some((ref) => parseInt(ref, 10) === 27), hit.location);
});

test("one hit per place, best first, the reader's language first among equals", () => {
  const { hits } = ranker.search("revoke ", "pl");
  assert.ok(hits.length > 5);
  const places = hits.map((hit) => hit.location);
  assert.equal(new Set(places).size, places.length);
  for (let i = 1; i < hits.length; i++) {
    const a = hits[i - 1], b = hits[i];
    assert.ok(a.tier < b.tier || (a.tier === b.tier && a.score >= b.score), `${a.location} before ${b.location}`);
  }
});

test("BM25 grows with the uses of a word and falls with the length of a record", () => {
  assert.ok(rank.bm25(2, 10, 10) > rank.bm25(1, 10, 10));
  assert.ok(rank.bm25(1, 20, 10) < rank.bm25(1, 10, 10));
  assert.equal(rank.bm25(0, 10, 10), 0);
});

test("a word in a record's title counts twice its use in the text (BM25 each)", () => {
  const index = indexes.en;
  let checked = 0;
  for (let t = 0; t < index.terms.length && checked < 50; t++) {
    const flat = index.postings[t];
    const into = {};
    rank.scoreTerm(index, t, 1, into);
    const df = flat.length / 2, idf = Math.log(1 + (index.n - df + 0.5) / (df + 0.5));
    for (let i = 0, doc = 0; i < flat.length; i += 2) {
      doc += flat[i];
      const uses = flat[i + 1] >> 1, inTitle = flat[i + 1] & 1;
      if (!inTitle) continue;
      const text = rank.bm25(uses, index.lengths[1][doc], index.avgText);
      const title = rank.bm25(1, index.lengths[0][doc], index.avgTitle);
      assert.ok(Math.abs(into[doc] - idf * (2 * title + text)) < 1e-9, index.terms[t]);
      checked += 1;
    }
  }
  assert.ok(checked >= 50);
});

test("a first result needs no glossary: it only adds the concepts' other terms, after the words' own hits", () => {
  const before = rank.ranker(bare, indexes);
  let expanded = 0;
  for (const query of ["revoke", "fałszywy renons", "falszywy renons", "ανεπαρκης αγορα", "претензия", "claim"]) {
    for (const lang of ["en", "pl", "el", "ru"]) {
      const own = before.search(query + " ", lang).hits;
      const all = ranker.search(query + " ", lang).hits;
      assert.ok(own.length > 0, query);
      assert.ok(own.every((hit) => hit.tier < rank.TIER_GLOSSARY && !hit.via), query);
      /* the hits the glossary adds come after the ones made without it, which keep their order */
      const words = all.filter((hit) => hit.tier < rank.TIER_GLOSSARY).map((hit) => hit.location);
      assert.deepEqual(words, own.map((hit) => hit.location).slice(0, words.length), `${query} (${lang})`);
      expanded += all.length - words.length;
    }
  }
  assert.ok(expanded > 0, "the glossary finds the concepts' terms in the other languages");
});

/* relevant as tests/search/test_search_eval.py: a hit about a wanted law or a part of one */
function relevant(laws, wanted) {
  return laws.some((ref) => refs.withAncestors(ref).some((part) => wanted.includes(part)));
}

test("the evaluation set: recall@5 at whoosh's bar (0.95)", () => {
  const missed = [];
  let found = 0;
  for (const item of data.eval) {
    const hits = ranker.search(item.query + " ", "en").hits
      .filter((hit) => hit.kind !== "concept" && (!item.lang || hit.langs.includes(item.lang)))
      .slice(0, 5);
    if (hits.some((hit) => relevant(hit.laws, item.laws.map(String)))) found += 1;
    else missed.push(item.query);
  }
  const recall = found / data.eval.length;
  assert.ok(recall >= 0.95, `recall@5 ${recall.toFixed(3)}; missed: ${missed.join(" | ")}`);
});
