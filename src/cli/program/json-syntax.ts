// Where a text stops being JSON and what was expected there, without quoting any of it. JSON.parse's messages
// quote the start of the text or the character they stopped at, and `wdp api --data -` may be given a secret
// piped in by mistake: its error says where, never what. Iterative, so any depth of nesting is fine.

class Broken {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {}
}

const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const literal = /true|false|null/y;
const hex4 = /[0-9a-fA-F]{4}/y;
const escaped = /^["\\/bfnrt]$/;

/**
 * Where `text` breaks the JSON grammar (RFC 8259) and what was expected there, in words (`expected a value at
 * line 3, column 10`, `... at its end (line 1, column 15)`; columns count characters), or undefined when it is JSON.
 */
export function jsonSyntaxError(text: string): string | undefined {
  try {
    check(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof Broken)) throw error;
    const before = text.slice(0, error.offset);
    const line = before.split('\n').length;
    const column = error.offset - before.lastIndexOf('\n');
    const where = `line ${line}, column ${column}`;
    return `expected ${error.expected} ${error.offset >= text.length ? `at its end (${where})` : `at ${where}`}`;
  }
}

function check(text: string): void {
  let i = 0;
  const open: string[] = []; // the closing bracket of each container the value is in
  const blank = () => {
    while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i += 1;
  };
  const sticky = (pattern: RegExp) => {
    pattern.lastIndex = i;
    if (!pattern.test(text)) return false;
    i = pattern.lastIndex;
    return true;
  };
  const string = () => {
    for (i += 1; text[i] !== '"'; i += 1) {
      if (i >= text.length) throw new Broken(i, `the closing '"' of the string`);
      if (text.charCodeAt(i) < 0x20) throw new Broken(i, 'a string without raw control characters (escape them)');
      if (text[i] !== '\\') continue;
      hex4.lastIndex = i + 2;
      if (text[i + 1] === 'u' && hex4.test(text)) i += 5;
      else if (escaped.test(text[i + 1] ?? '')) i += 1;
      else throw new Broken(i, 'an escape such as \\n, \\" or \\u0041 after the backslash');
    }
    i += 1;
  };
  const key = () => {
    blank();
    if (text[i] !== '"') throw new Broken(i, 'a property name in double quotes');
    string();
    blank();
    if (text[i] !== ':') throw new Broken(i, "':' after the property name");
    i += 1;
  };
  for (;;) {
    blank();
    const start = text[i];
    if (start === '{' || start === '[') {
      i += 1;
      blank();
      const close = start === '{' ? '}' : ']';
      if (text[i] !== close) {
        open.push(close);
        if (start === '{') key();
        continue;
      }
      i += 1;
    } else if (start === '"') string();
    else if (!sticky(number) && !sticky(literal)) throw new Broken(i, 'a value');
    for (;;) {
      blank();
      const close = open.at(-1);
      if (close === undefined) {
        if (i < text.length) throw new Broken(i, 'the end of the JSON text');
        return;
      }
      if (text[i] === close) {
        i += 1;
        open.pop();
      } else if (text[i] === ',') {
        i += 1;
        if (close === '}') key();
        break;
      } else throw new Broken(i, `',' or '${close}'`);
    }
  }
}
