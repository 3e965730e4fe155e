// `--query EXPR`: a JMESPath expression (as the aws and az CLIs take) applied to each JSON document a command prints.
// Loaded only when --query is given (main.ts imports it then), so that no other run loads the JMESPath library.
import { compile, type JSONValue, TreeInterpreter, tokenize } from '@jmespath-community/jmespath';
import { UsageError } from '../program/exit.js';

/** As aws and az read them: a backquoted literal that is not JSON is a string (`[?state == \`ERROR\`]`). */
const options = { enable_legacy_literals: true };

/** A compiled `--query`: what the JSON a command prints becomes, and whether any was printed. */
export interface JsonQuery {
  (value: unknown): unknown;
  /** Whether the command printed a JSON document (the query applied to it). */
  readonly used: boolean;
  /** What to say on stderr when it printed none (the data itself: `files download`, CSV). */
  readonly unusedNote: string;
}

/**
 * Compiles a `--query` expression, or throws a `UsageError` naming the column where it goes wrong (before the
 * command sends any request). The query reads the document as `--json` prints it (what `JSON.stringify` writes of
 * it); an expression that fails on the data (`length(@)` of a number) throws a `UsageError` too.
 */
export function jsonQuery(expression: string): JsonQuery {
  const tree = parse(expression);
  let used = false;
  const query = (value: unknown) => {
    used = true;
    const printed = JSON.parse(JSON.stringify(value) ?? 'null') as JSONValue;
    try {
      return TreeInterpreter.search(tree, printed);
    } catch (error) {
      throw new UsageError(`--query ${JSON.stringify(expression)}: ${message(error)}.`);
    }
  };
  const unusedNote = '--query: the command printed no JSON document, so nothing was picked from one.';
  return Object.defineProperties(query, {
    used: { get: () => used },
    unusedNote: { value: unusedNote },
  }) as JsonQuery;
}

function parse(expression: string): ReturnType<typeof compile> {
  try {
    return compile(expression, options);
  } catch (error) {
    const column = failingColumn(expression);
    throw new UsageError(
      [
        `--query: ${message(error)} at column ${column + 1} (a JMESPath expression, as aws and az take):`,
        `  ${expression}`,
        `  ${' '.repeat(column)}^`,
      ].join('\n'),
    );
  }
}

/**
 * Where an expression that does not compile goes wrong (0-based): the start of the first token after which no
 * expression can go on (a prefix that only ends too early still could), or its end when the whole of it ends too
 * early; for a token the lexer refuses, the first character at which reading it fails.
 */
function failingColumn(expression: string): number {
  let tokens: ReturnType<typeof tokenize>;
  try {
    tokens = tokenize(expression, options);
  } catch {
    let end = 1;
    while (end < expression.length && lexes(expression.slice(0, end))) end += 1;
    return end - 1;
  }
  for (const [i, token] of tokens.entries()) {
    const end = tokens[i + 1]?.start ?? expression.length;
    if (!endsEarlyOrCompiles(expression.slice(0, end))) return token.start;
  }
  return expression.length;
}

function lexes(text: string): boolean {
  try {
    tokenize(text, options);
    return true;
  } catch {
    return false;
  }
}

/** Whether a prefix compiles, or fails only at its end (an expression that could go on). */
function endsEarlyOrCompiles(prefix: string): boolean {
  try {
    compile(prefix, options);
    return true;
  } catch (error) {
    return /\bEOF\b|end of/i.test(message(error));
  }
}

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
}
