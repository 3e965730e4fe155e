// Text from a server or a file, made safe for a terminal as src/core/safe-line.ts says why: control characters shown
// in a visible form instead of being obeyed; multi-line text and CSV keep their line ends. JSON for a terminal
// (`safeJson`) has them as `\uXXXX` escapes instead, so that it stays the same JSON; piped output keeps its bytes
// (print.ts decides).

import { unsafe, visible } from '../../core/safe-line.js';

export { safeLine } from '../../core/safe-line.js';

// What JSON.stringify leaves raw (it escapes C0 itself): DEL, C1, the bidi marks and controls.
const unsafeInJson = /[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

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
