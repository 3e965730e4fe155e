// Writing bash and zsh code: quoted words and `case` statements.

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
