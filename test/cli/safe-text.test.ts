import { describe, expect, it } from 'vitest';
import { safeCsv, safeJson, safeLine, safeText } from '../../src/cli/output/safe-text.js';

const hex = (code: number) => `\\x${code.toString(16).padStart(2, '0')}`;
const named: Record<number, string> = { 10: '\\n', 13: '\\r', 27: '\\e' };

describe('safeLine', () => {
  it('escapes every C0 control but tab, DEL and every C1 control, each in a visible form', () => {
    for (let code = 0; code <= 0x1f; code++) {
      const expected = code === 0x09 ? '\t' : (named[code] ?? hex(code));
      expect(safeLine(`a${String.fromCharCode(code)}b`)).toBe(`a${expected}b`);
    }
    expect(safeLine('a\x7fb')).toBe('a\\x7fb');
    for (let code = 0x80; code <= 0x9f; code++)
      expect(safeLine(`a${String.fromCharCode(code)}b`)).toBe(`a${hex(code)}b`);
  });

  it('escapes the bidirectional controls and marks, which reorder what is shown', () => {
    const bidi = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of bidi)
      expect(safeLine(String.fromCharCode(code))).toBe(`\\u${code.toString(16).padStart(4, '0')}`);
  });

  it('leaves printable text alone: ASCII, Latin-1 letters, other scripts, emoji, backslashes', () => {
    const text = 'Café ä ñ \u00a0 日本語 עברית 🚀 C:\\data\\x41 `#kpi` ~';
    expect(safeLine(text)).toBe(text);
  });

  it('defuses the sequences that title a window, clear the screen and fake a line', () => {
    expect(safeLine('\x1b]0;pwned\x07\x1b[2J\nDONE')).toBe('\\e]0;pwned\\x07\\e[2J\\nDONE');
  });
});

describe('safeText', () => {
  it('keeps newlines (multi-line text printed as such) and escapes everything else as safeLine does', () => {
    expect(safeText('one\x1b[31m\ntwo\r\n\tthree\x9b\n')).toBe('one\\e[31m\ntwo\\r\n\tthree\\x9b\n');
    for (let code = 0; code <= 0x9f; code++) {
      if (code === 0x0a || (code > 0x1f && code < 0x7f)) continue;
      expect(safeText(String.fromCharCode(code))).toBe(safeLine(String.fromCharCode(code)));
    }
  });
});

describe('safeCsv', () => {
  it('keeps line ends (LF and CRLF) and escapes everything else, a lone CR too', () => {
    expect(safeCsv('a,b\r\n"x\ry",\x1b[2J\u202e\r\nlast\n')).toBe('a,b\r\n"x\\ry",\\e[2J\\u202e\r\nlast\n');
  });
});

describe('safeJson', () => {
  it('writes DEL, C1 and bidi controls as \\uXXXX escapes: the same JSON value, none of them raw', () => {
    const value = { 'k\u2066': ['\x7f\x80\x9b\u061c\u200e\u200f\u202a\u202e\u2069', 'Café 日本語 \t\n'] };
    const text = safeJson(JSON.stringify(value, null, 2));
    expect(text).toContain('"k\\u2066"');
    expect(text).toContain('"\\u007f\\u0080\\u009b\\u061c\\u200e\\u200f\\u202a\\u202e\\u2069"');
    expect(text).not.toMatch(/[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
