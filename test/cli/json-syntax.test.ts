import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from '../../src/cli/program/json-syntax.js';

describe('jsonSyntaxError', () => {
  it('finds nothing wrong with what JSON.parse reads', () => {
    const valid = [
      '{}',
      '[]',
      ' \t\r\n0 ',
      '-0.5e+10',
      '"a\\"b\\\\c\\/\\b\\f\\n\\r\\t\\u00e9"',
      '{"a": [1, true, false, null, {"b": []}], "c": {}}',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    ];
    for (const text of valid) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(jsonSyntaxError(text)).toBeUndefined();
    }
  });

  it('says what was expected where, for what JSON.parse refuses, quoting none of the text', () => {
    const cases: Array<[string, string]> = [
      ['hunter2', 'expected a value at line 1, column 1'],
      ['01', 'expected the end of the JSON text at line 1, column 2'],
      ['[1,]', 'expected a value at line 1, column 4'],
      ['{"a" 1}', "expected ':' after the property name at line 1, column 6"],
      ['{"a": 1 "b": 2}', "expected ',' or '}' at line 1, column 9"],
      ['[\n\n  "\\u12g4"]', 'expected an escape such as \\n, \\" or \\u0041 after the backslash at line 3, column 4'],
      ['[-]', 'expected a value at line 1, column 2'],
      ['[1', "expected ',' or ']' at its end (line 1, column 3)"],
      [' ', 'expected a value at its end (line 1, column 2)'],
    ];
    for (const [text, where] of cases) {
      expect(() => JSON.parse(text)).toThrow();
      expect(jsonSyntaxError(text)).toBe(where);
    }
  });
});
