// The guides the installed package ships (node_modules/wdp-sdk/docs/), which the probes hold it to: a promise is
// asserted in the guide's own words and its figures read from there, so that a doc edit dropping a claim fails too.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const docs = join(dirname(createRequire(import.meta.url).resolve('wdp-sdk/package.json')), 'docs');

/** The shipped guide `name` with its lines joined, so that a phrase or a figure may be wrapped. */
export const guide = (name) => readFileSync(join(docs, name), 'utf8').replace(/\s*\n\s*/g, ' ');

/** Asserts that the shipped guide `name` still says `words` (its lines joined), or what a RegExp matches. */
export function promised(name, words) {
  const text = guide(name);
  if (words instanceof RegExp) assert.match(text, words, `${name} no longer says it`);
  else assert.ok(text.includes(words), `${name} no longer says: ${words}`);
}

/** The one figure `pattern` captures in the shipped guide `name`, as a number (`2,000` is 2000). */
export function figure(name, pattern) {
  const found = [...guide(name).matchAll(pattern)].map((match) => Number(match[1].replaceAll(',', '')));
  assert.equal(found.length, 1, `${name} states it once: ${pattern}`);
  return found[0];
}
