// Text from a server or a file, made safe for a terminal: control characters shown in a visible form instead of
// being obeyed. Without it a dataset title holding `ESC]0;…BEL` renames the terminal window, `ESC[2J` clears the
// screen, a carriage return or newline overwrites or fakes an output line, and C1 controls (`\x9b` is CSI on some
// terminals) do the same in one byte. Bidirectional controls (U+202A–U+202E, U+2066–U+2069, and the marks U+200E,
// U+200F, U+061C) are shown too: they reorder what is displayed, so a name could read as something it is not
// (the "Trojan Source" trick). Tab is kept. JSON for a terminal (`safeJson`) has them as `\uXXXX` escapes instead,
// so that it stays the same JSON; piped output keeps its bytes (print.ts decides).

// C0 (but tab), DEL, C1, the bidi marks and controls. The newline is matched here and kept by `safeText`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
const unsafe = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// What JSON.stringify leaves raw (it escapes C0 itself): DEL, C1, the bidi marks and controls.
const unsafeInJson = /[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const named: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\x1b': '\\e' };

function visible(char: string): string {
  const known = named[char];
  if (known !== undefined) return known;
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * One line of text with every control character escaped, newlines too (`\n`): ESC as `\e`, CR as `\r`, other C0,
 * DEL and C1 as `\xNN`, bidi controls as `\uNNNN`; tab is kept.
 */
export function safeLine(text: string): string {
  return text.replace(unsafe, visible);
}

/** Multi-line text printed as such: newlines kept, every other control character escaped as by `safeLine`. */
export function safeText(text: string): string {
  return text.replace(unsafe, (char) => (char === '\n' ? char : visible(char)));
}

/**
 * CSV text for a terminal: its line ends (`\n` and `\r\n`, as RFC 4180 ends lines) kept, every other control
 * character escaped as by `safeLine` (a lone CR as `\r`).
 */
export function safeCsv(text: string): string {
  return text.replace(unsafe, (char, at: number) =>
    char === '\n' || (char === '\r' && text[at + 1] === '\n') ? char : visible(char),
  );
}

/**
 * JSON text (as JSON.stringify writes it: C0 controls already escaped) for a terminal: DEL, C1 and bidi controls
 * written as `\uXXXX` escapes. Outside strings JSON text has none of them, so this is the same JSON value.
 */
export function safeJson(json: string): string {
  return json.replace(unsafeInJson, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
