/* Which language's site a reader lands in (assets/lang.js `choose`). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { asset } from "./expected.mjs";

const Lang = asset("./lang.js");
const ALL = ["en", "pl", "el", "ru"];

test("a first visit from outside follows the browser's first language the site has", () => {
  assert.equal(Lang.choose("en", null, ["pl-PL", "en-US"], true, ALL), "pl");
  assert.equal(Lang.choose("en", null, ["de-DE", "el-GR", "ru"], true, ALL), "el");
  assert.equal(Lang.choose("en", null, ["ru-RU"], true, ALL), "ru");
  assert.equal(Lang.choose("en", null, ["en-US", "pl"], true, ALL), null);
  assert.equal(Lang.choose("en", null, ["de", "fr"], true, ALL), null);
});

test("the switcher's remembered choice wins over the browser's languages", () => {
  assert.equal(Lang.choose("en", "ru", ["pl-PL"], true, ALL), "ru");
  assert.equal(Lang.choose("en", "en", ["pl-PL"], true, ALL), null);
});

test("junk in storage is ignored", () => {
  for (const junk of ["PL", "javascript:alert(1)", "pl-PL", "", "__proto__", "xx"]) {
    assert.equal(Lang.choose("en", junk, ["el-GR"], true, ALL), "el", junk);
  }
});

test("the remembered choice holds inside the site too; the browser's languages only on arriving", () => {
  assert.equal(Lang.choose("en", "pl", ["en-US"], false, ALL), "pl");
  assert.equal(Lang.choose("en", null, ["pl-PL"], false, ALL), null);
});

test("on another language's page, or where the page is missing: stay", () => {
  assert.equal(Lang.choose("pl", "en", ["en-US"], true, ALL), null);
  assert.equal(Lang.choose("en", null, ["pl-PL"], true, ["en", "el"]), null);
});

test("browser tags read as the site's languages", () => {
  assert.equal(Lang.siteLang("pl-PL"), "pl");
  assert.equal(Lang.siteLang("EL_gr"), "el");
  assert.equal(Lang.siteLang("uk-UA"), null);
  assert.equal(Lang.siteLang(undefined), null);
});
