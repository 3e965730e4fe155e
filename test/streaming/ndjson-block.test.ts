import { describe, expect, it } from 'vitest';
import { parseLines } from '../../src/streaming/ndjson-block.js';

/** `parseLines` over the whole of `text` (lines ending in `\n`). */
const parse = (text: string) => parseLines(text, 0, text.length);

describe('parseLines', () => {
  it('parses lines of JSON objects in one call, as each line alone parses', () => {
    expect(parse('{"a":1}\n{"b":"x,y"}\n{ "c" : {"d":null} } \n')).toEqual([
      { a: 1 },
      { b: 'x,y' },
      { c: { d: null } },
    ]);
    expect(parse('{"__proto__":1}\n')?.[0]).toEqual(JSON.parse('{"__proto__":1}'));
  });

  it('reads only from start to end', () => {
    expect(parseLines('oops\n{"a":1}\n{"b":2}\n{"c"', 5, 21)).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('declines lines that are not all JSON objects alone, even where the array they make is valid JSON', () => {
    const declined = [
      '{"a":1}\n{oops\n', // malformed
      '{"a":1}\n\n{"b":2}\n', // a blank line
      '{"a":1}\n {"b":2}\n', // a line that does not start with `{`
      '1\n{"b":2}\n',
      '{"a":1}\n{"b":[1,2]}\n', // a `[` anywhere
      '{"a":1},{"b":2}\n', // two values on one line
      // An object cut over two lines, and two objects on a third line: three values for three lines.
      '{"a":1\n"b":2}\n{"c":1},{"d":2}\n',
      '{"a":{"b":1}\n,"c":2}\n{"c":1},{"d":2}\n',
      // A string cut over two lines would swallow a separator placed without the line ending.
      '{"a":"x\n{","b":1}\n{"c":1},{"d":2}\n',
      // An array spanning lines.
      '{"a":[1\n{"b":2}]}\n{"c":1},{"d":2}\n',
    ];
    for (const text of declined) expect(parse(text), JSON.stringify(text)).toBeUndefined();
  });
});
