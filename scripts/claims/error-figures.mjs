// The bounds errors.md gives to what an error of the installed SDK shows, each held at its figure (as much kept, and
// one more cut), on the error of a call a `fetch` of the probe's own answers 400:
//   `JSON.stringify(error)`: nesting up to 10 levels, 100 entries per object or array, strings up to 4,096
//   characters, 1,000 values in all, each cut saying what was left out; the error's own properties kept whole
//   `util.inspect(error)`: the stack up to 16,384 characters, then that same object
//   the service's message quoted in the error's message: up to 1,000 characters
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { Client } from 'wdp-sdk';
import { figure } from './guides.mjs';

const id = '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';

/** The error of a call answered 400 with `body` as JSON. */
function refused(body) {
  const fetch = async () => Response.json(body, { status: 400 });
  const client = new Client({ baseUrl: 'https://wdp.example', auth: `tok_${'B0und'.repeat(8)}`, retry: 0, fetch });
  return client.workspaces.get(id).then(
    () => assert.fail('the call succeeded'),
    (error) => error,
  );
}

/** Words of exactly `length` characters, ending inside a word: a cut right after them falls between words. */
const prose = (length) => `${'word '.repeat(length).slice(0, length - 1)}x`;
/** `length` objects, each in the one before. */
const nested = (length) => (length === 0 ? 'bottom' : { next: nested(length - 1) });
/** How deep the JSON text nests its objects and arrays. */
function depthOf(text) {
  let depth = 0;
  let most = 0;
  for (const char of text.replace(/"(?:[^"\\]|\\.)*"/g, '""')) {
    if (char === '{' || char === '[') most = Math.max(most, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return most;
}
/** The values a shown object holds, itself included, leaving out the marks of a cut (`… 1 more items`, `…` keys). */
function valuesIn(value) {
  if (typeof value !== 'object' || value === null) return 1;
  const items = Array.isArray(value)
    ? value.filter((item) => !/^… \d+ more items$/.test(item))
    : Object.entries(value).flatMap(([key, item]) => (key === '…' ? [] : [item]));
  return items.reduce((sum, item) => sum + valuesIn(item), 1);
}

/** "nesting up to 10 levels": the error's object and nine below it are shown, a tenth below is cut. */
async function nesting(levels) {
  for (const [length, cut] of [
    [levels - 2, false],
    [levels - 1, true],
  ]) {
    const error = await refused({ message: 'deep', detail: nested(length) });
    const text = JSON.stringify(error);
    const total = length + 2; // the error's object, its body, then `length` objects below
    assert.equal(depthOf(text), Math.min(total, levels), `${total} levels of objects show ${levels} at most: ${text}`);
    assert.equal(text.includes('"bottom"'), !cut, `${total} levels: the deepest is ${cut ? 'cut' : 'shown'}`);
    if (cut) assert.match(text, /"\[Object\]"/, 'the cut object is marked');
    assert.deepEqual(error.body.detail, nested(length), "the error's own property is kept whole");
  }
}

/** "100 entries per object or array" and "strings up to 4,096 characters". */
async function entriesAndStrings(entries, characters) {
  for (const extra of [0, 1]) {
    const count = entries + extra;
    const keys = Object.fromEntries(Array.from({ length: count }, (_, n) => [`k${n}`, n]));
    const long = `${prose(characters)}${extra ? ';' : ''}`;
    const error = await refused({ message: 'wide', rows: Array.from({ length: count }, (_, n) => n), keys, long });
    const { body } = error.toJSON();
    const rows = Array.from({ length: entries }, (_, n) => n);
    assert.deepEqual(body.rows, extra ? [...rows, '… 1 more items'] : rows, `an array of ${count} items`);
    assert.equal(Object.keys(body.keys).filter((key) => key !== '…').length, entries, `an object of ${count} keys`);
    assert.equal(body.keys['…'], extra ? '1 more keys' : undefined, `an object of ${count} keys: the cut says`);
    assert.equal(body.long, extra ? `${prose(characters)}… (1 more characters)` : long, `${long.length} characters`);
    assert.deepEqual([error.body.rows.length, error.body.long], [count, long], "the error's own properties, whole");
  }
}

/** Groups of rows holding `count` values in all (each group is an array of up to 50 values, itself a value). */
function rows(count) {
  const groups = [];
  for (let left = count; left > 0; left -= groups.at(-1).length + 1) groups.push(Array(Math.min(50, left - 1)).fill(0));
  return groups;
}

/** "1,000 values in all": an error of as many values is shown whole; of one more, cut, and the cut says so. */
async function values(most) {
  const base = valuesIn((await refused({ message: 'many', rows: [] })).toJSON());
  for (const total of [most, most + 1]) {
    const shown = (await refused({ message: 'many', rows: rows(total - base) })).toJSON();
    assert.equal(valuesIn(shown), Math.min(total, most), `an error of ${total} values`);
    assert.equal(JSON.stringify(shown).includes('…'), total > most, `an error of ${total} values: the cut says so`);
  }
}

/** "the stack (up to 16,384 characters), then that same object". */
async function stack(characters) {
  const error = await refused({ message: 'stack' });
  const frames = '    at call (file:///app/deep.js:1:1)\n'.repeat(Math.ceil(characters / 30));
  // As long as a deep recursion with Error.stackTraceLimit raised would make it.
  const whole = `${error.stack.split('\n')[0]}\n${frames}`.slice(0, characters - 1).concat('\n');
  error.stack = whole;
  assert.equal(inspect(error), `${whole}\n${JSON.stringify(error.toJSON(), null, 2)}`, `a stack of ${characters}`);
  error.stack = `${whole}x`;
  const shown = inspect(error);
  assert.ok(shown.startsWith(`${whole}… (1 more characters)\n{`), `a stack of ${characters + 1}: ${shown.slice(-200)}`);
}

/** "The service's message quoted in an `ApiError`'s message is cut at 1,000 characters." */
async function quoted(characters) {
  const whole = await refused({ message: prose(characters) });
  assert.ok(whole.message.includes(`(${prose(characters)})`), `a message of ${characters} characters, quoted whole`);
  const cut = await refused({ message: `${prose(characters)};` });
  assert.ok(cut.message.includes(`(${prose(characters)}… (1 more characters))`), `${characters + 1}: ${cut.message}`);
}

export async function probe() {
  const levels = figure('errors.md', /nesting up to (\d+) levels, \d+ entries per object or array/g);
  const entries = figure('errors.md', /nesting up to \d+ levels, (\d+) entries per object or array/g);
  const characters = figure('errors.md', /or array, strings up to ([\d,]+) characters and [\d,]+ values in all/g);
  const most = figure('errors.md', /strings up to [\d,]+ characters and ([\d,]+) values in all, each cut saying/g);
  const stackLength = figure(
    'errors.md',
    /`util\.inspect\(error\)` show the stack \(up to ([\d,]+) characters\), then/g,
  );
  const messageLength = figure(
    'errors.md',
    /The service's message quoted in an `ApiError`'s message is cut at ([\d,]+)/g,
  );
  await nesting(levels);
  await entriesAndStrings(entries, characters);
  await values(most);
  await stack(stackLength);
  await quoted(messageLength);
  return (
    `toJSON shows ${levels} levels, ${entries} entries, strings of ${characters} characters and ${most} values, ` +
    `each one more cut and marked; inspect a stack of ${stackLength} characters; a message quotes ${messageLength}`
  );
}
