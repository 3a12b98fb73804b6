/* The server's hits joined to the search's own (assets/search/fuse.js): its snippets read as text, never
   as HTML, on the snippets the Python side makes of the real corpus; the reciprocal-rank fusion. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { asset, expected } from "./expected.mjs";

const Fuse = asset("./search/fuse.js");
const snippets = expected("search").snippets;

test("a server snippet reads as the words the server escaped, the matched ones marked", () => {
  assert.ok(snippets.length > 200, snippets.length);
  assert.ok(snippets.filter(([, , marked]) => marked.length).length > 100, "most snippets mark words");
  for (const [made, shown, marked] of snippets) {
    const pieces = Fuse.pieces(made);
    assert.equal(pieces.map((p) => p.text).join(""), shown, made);
    assert.deepEqual(pieces.filter((p) => p.mark).map((p) => p.text), marked, made);
  }
});

test("markup in a snippet stays text: only the server's own <mark> marks", () => {
  const pieces = Fuse.pieces("a &lt;script&gt;x&lt;/script&gt; <mark>revoke</mark> &amp; &#x2665; &#0; <b>b</b>");
  assert.deepEqual(pieces, [
    { text: "a <script>x</script> ", mark: false },
    { text: "revoke", mark: true },
    { text: " & ♥ &#0; <b>b</b>", mark: false }
  ]);
  assert.deepEqual(Fuse.pieces(null), []);
});

function hit(href, extra) { return Object.assign({ href: href, langs: ["en"], tier: 1 }, extra); }

test("the two rankings are fused by reciprocal rank, one hit per page, the reference first", () => {
  const own = [hit("law-27/", { tier: 0 }), hit("law-16/"), hit("law-40/", { best: true })];
  const server = [
    hit("law-40/", { langs: ["pl"], server: [{ text: "s", mark: false }] }),
    hit("law-16/", { langs: ["en", "el"], server: [{ text: "t", mark: true }] }),
    hit("law-64/")
  ];
  const out = Fuse.fuse(own, server, 60);
  assert.deepEqual(out.map((h) => h.href), ["law-27/", "law-40/", "law-16/", "law-64/"]);
  assert.equal(out[1].fused, 1 / 62 + 1 / 60);
  assert.equal(out[2].fused, 1 / 61 + 1 / 61);
  assert.equal(out[3].fused, 1 / 62);
  assert.deepEqual(out[1].langs, ["en", "pl"]);
  assert.equal(out[1].server, undefined, "a hit whose words the static search found keeps its own snippet");
  assert.deepEqual(out[2].server, [{ text: "t", mark: true }]);
  assert.deepEqual(out[2].langs, ["en", "el"]);
});

test("a server hit is shown only when it is a page of this site, its snippet as text", () => {
  const inSite = (url) => (url.startsWith("/laws/") ? "http://x/pl" + url : null);
  const made = Fuse.serverHit({ url: "/laws/27/#B1", title: "Prawo 27", kind: "law", lang: "pl", laws: [27],
    snippet: "<mark>odzywka</mark> &lt;b&gt;" }, inSite);
  assert.deepEqual(made, { href: "http://x/pl/laws/27/#B1", title: "Prawo 27", kind: "law", lang: "pl", langs: ["pl"],
    laws: ["27"], server: [{ text: "odzywka", mark: true }, { text: " <b>", mark: false }] });
  assert.equal(Fuse.serverHit({ url: "https://elsewhere.example/" }, inSite), null);
  assert.deepEqual(Fuse.serverHit({ url: "/laws/1/" }, inSite).langs, [""]);
});
