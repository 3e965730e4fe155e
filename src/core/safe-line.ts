// Text from a server made safe for a terminal, one line: control characters shown in a visible form instead of being
// obeyed. Without it a name holding `ESC]0;...BEL` renames the terminal window, `ESC[2J` clears the screen, a carriage
// return or newline overwrites or fakes a line, and C1 controls (`\x9b` is CSI on some terminals) do the same in one
// byte. Bidirectional controls (U+202A-U+202E, U+2066-U+2069, and the marks U+200E, U+200F, U+061C) are shown too:
// they reorder what is displayed (the "Trojan Source" trick). Tab is kept. The SDK's log lines go through it; the
// CLI's output builds on it (src/cli/output/safe-text.ts).

// C0 (but tab), DEL, C1, the bidi marks and controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
export const unsafe = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const named: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\x1b': '\\e' };

/** A control character as shown: ESC as `\e`, CR `\r`, LF `\n`, other C0, DEL and C1 `\xNN`, the rest `\uNNNN`. */
export function visible(char: string): string {
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
