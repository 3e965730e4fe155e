// A fault rule's path pattern, matched without backtracking. As a RegExp, `/api/*a*a*a…*!` backtracked through
// every way of splitting a path among its stars: one 40-character request held the mock for more than 10 s.

/**
 * One step of a pattern: a character it must read; a run of characters (`*`: none of them `/`; `**`: any); or
 * the start of `/**`, which is nothing, or a `/` then a run of any characters (the next step).
 */
type Step = { kind: 'char'; char: string } | { kind: 'run'; slash: boolean } | { kind: 'slash-run' };

/**
 * A path pattern, compiled: `**` is any number of segments (`/a/**` is `/a` too), `*` any text within one, every
 * other character itself.
 *
 * It is matched as a nondeterministic automaton, all of its states at once (Thompson's construction): for each
 * character of the path, each of the pattern's m + 1 states is visited at most twice (once to read the character,
 * once to follow the empty moves of a run), so a path of n characters takes O(n × m) steps whatever the pattern
 * is, and nothing is ever tried again.
 */
export class PathPattern {
  readonly #steps: Step[];

  /** Compiles `pattern`: `/**`, `**` and `*` read from the left, as `'/***'` is `/**` then `*`. */
  constructor(pattern: string) {
    const steps: Step[] = [];
    for (let at = 0; at < pattern.length; ) {
      if (pattern.startsWith('/**', at)) {
        steps.push({ kind: 'slash-run' }, { kind: 'run', slash: true });
        at += 3;
      } else if (pattern.startsWith('**', at)) {
        steps.push({ kind: 'run', slash: true });
        at += 2;
      } else if (pattern[at] === '*') {
        steps.push({ kind: 'run', slash: false });
        at += 1;
      } else {
        steps.push({ kind: 'char', char: pattern[at] as string });
        at += 1;
      }
    }
    this.#steps = steps;
  }

  /** Whether the whole of `path` matches. */
  test(path: string): boolean {
    const end = this.#steps.length;
    let states = this.#closure([0]);
    // UTF-16 code units, as the pattern's characters are read (a URL's pathname is ASCII anyway).
    for (let index = 0; index < path.length; index++) {
      const char = path[index];
      const next: number[] = [];
      for (const state of states) {
        const step = this.#steps[state];
        if (step === undefined) continue; // the end: a character past it fails
        if (step.kind === 'char' && step.char === char) next.push(state + 1);
        else if (step.kind === 'run' && (step.slash || char !== '/')) next.push(state);
        else if (step.kind === 'slash-run' && char === '/') next.push(state + 1);
      }
      if (next.length === 0) return false;
      states = this.#closure(next);
    }
    return states.includes(end);
  }

  /** The states reached from `states` by empty moves (past a run, or past the whole of a `/**`), each once. */
  #closure(states: number[]): number[] {
    const seen = new Uint8Array(this.#steps.length + 1);
    const out: number[] = [];
    const add = (state: number) => {
      if (seen[state]) return;
      seen[state] = 1;
      out.push(state);
    };
    for (const state of states) add(state);
    for (let index = 0; index < out.length; index++) {
      const state = out[index] as number;
      const step = this.#steps[state];
      if (step?.kind === 'run') add(state + 1);
      else if (step?.kind === 'slash-run') add(state + 2);
    }
    return out;
  }
}

/** The longest pattern a rule takes: matching costs the path's length times the pattern's. */
export const maxPatternLength = 1024;

/**
 * Why no request's path can match `pattern`, or undefined when one can: a URL's pathname holds no space, control,
 * non-ASCII, `"`, `#`, `<`, `>`, `?`, `\`, `` ` ``, `{` or `}` character (it percent-encodes them, or they end the
 * path), no `.` or `..` segment (it resolves them), and faults never hit the admin API.
 */
export function unmatchable(pattern: string): string | undefined {
  const char = /[\0- "#<>?\\`{}\u007f-\uffff]/.exec(pattern)?.[0];
  if (char !== undefined)
    return `holds ${JSON.stringify(char)}, which a request's path never does (a URL writes it ${written(char)})`;
  const dots = pattern.split('/').find((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
  if (dots !== undefined) return `has the segment ${dots}, which a URL resolves away`;
  if (pattern.startsWith('/__mock/')) return 'is under /__mock/, the admin API, which faults never hit';
  return undefined;
}

/** How a URL's path writes a character it does not keep: its percent-escape, or its UTF-8 ones. */
function written(char: string): string {
  const code = char.charCodeAt(0);
  return code > 0x7e ? 'percent-encoded as UTF-8' : `as %${code.toString(16).toUpperCase().padStart(2, '0')}`;
}
