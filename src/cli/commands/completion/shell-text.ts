// Writing bash and zsh code: quoted words, `case` statements, and the functions both shells' scripts share.
import { childEntries, valueFlagEntries } from './lookups.js';
import type { CommandNode } from './tree.js';

/** A word in single quotes for bash and zsh (`it's` → `'it'\''s'`): nothing in it is expanded. */
export const shQuote = (word: string): string => `'${word.replaceAll("'", `'\\''`)}'`;

/** The arms of a `case`, keys that share a body on one arm (`'a'|'b') body ;;`), in the order first seen. */
export function caseArms(entries: Iterable<readonly [key: string, body: string]>): string[] {
  const keys = new Map<string, string[]>();
  for (const [key, body] of entries) keys.set(body, [...(keys.get(body) ?? []), key]);
  return [...keys].map(([body, group]) => `    ${group.map(shQuote).join('|')}) ${body} ;;`);
}

/** A function that is one `case` over `subject` (`"$1:$2"`), then the lines `after` it. */
export function caseFunction(
  name: string,
  subject: string,
  arms: readonly string[],
  after: readonly string[] = [],
): string[] {
  return [`${name}() {`, `  case ${subject} in`, ...arms, '  esac', ...after.map((line) => `  ${line}`), '}', ''];
}

/**
 * The two lookups bash and zsh share: `__NAME_child PATH WORD` (the command a word names below a path; `found`
 * turns the path into the shell's way of giving it back) and `__NAME_value_flag PATH FLAG` (whether a flag takes a
 * value).
 */
export function commandLookups(name: string, root: CommandNode, found: (path: string) => string): string[] {
  return [
    ...caseFunction(`__${name}_child`, '"$1:$2"', [
      ...caseArms(childEntries(root).map(([key, path]) => [key, found(shQuote(path))])),
      '    *) return 1 ;;',
    ]),
    ...caseFunction(
      `__${name}_value_flag`,
      '"$1"',
      caseArms(
        valueFlagEntries(root).map(([path, flags]) => [
          path,
          `case "$2" in ${flags.map(shQuote).join('|')}) return 0 ;; esac`,
        ]),
      ),
      ['return 1'],
    ),
  ];
}
