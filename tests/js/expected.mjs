/* The Python side's answers for the JavaScript tests, written by tests/js/expectations.py (`make test-js`
   writes them to build/js-expectations; BL_EXPECTATIONS names another folder). */
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const FOLDER = process.env.BL_EXPECTATIONS || path.join(ROOT, "build", "js-expectations");

/** The expectations `name` (search, calc) as the Python side wrote them. */
export function expected(name) {
  const file = path.join(FOLDER, name + ".json");
  if (!existsSync(file)) {
    throw new Error(`${file}: missing; write it with \`python tests/js/expectations.py ${FOLDER}\` (make test-js does)`);
  }
  return JSON.parse(readFileSync(file, "utf-8"));
}

/** A script of the site's assets, loaded as node loads it (CommonJS). */
export const asset = createRequire(path.join(ROOT, "tools", "bridgelaws", "site", "assets", "x.js"));
