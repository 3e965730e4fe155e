// The "Resolves to" cell of docs/namespaces.md: the words of data/namespaces.ts where they say more, else derived
// from the description: its output model by the name the package exports it under (`a \`Tag\``), or `nothing`
// when it has none and the method resolved to `undefined` in the generator's run (a body read another way, such as
// text, needs words). A list and a two-step create always have words of their own.
import { modelNames } from './calls.js';
import { type AnyDescription, isList, isTwoStep } from './descriptions.js';
import { GenerateError } from './files.js';

/**
 * What a method resolves to as its description tells it, or undefined when it cannot tell; `empty` when the method
 * resolved to nothing in the generator's run.
 */
export function derivedResolves(d: AnyDescription, empty: boolean): string | undefined {
  if (isTwoStep(d) || isList(d)) return undefined;
  if (d.output === undefined) return empty ? 'nothing' : undefined;
  const name = modelNames.get(d.output);
  return name === undefined ? undefined : `${/^[AEIOU]/.test(name) ? 'an' : 'a'} \`${name}\``;
}

/**
 * The cell of a method: its words, else the derived ones (`empty`: it resolved to nothing). Throws when it has
 * neither, or words that say no more.
 */
export function resolvesCell(method: string, d: AnyDescription, words: string | undefined, empty: boolean): string {
  const derived = derivedResolves(d, empty);
  if (words !== undefined && words === derived)
    throw new GenerateError(
      `${d.name}: scripts/generate/data/namespaces.ts says it resolves to ${words}, as its description tells: ` +
        'remove the entry',
    );
  const cell = words ?? derived;
  if (cell === undefined)
    throw new GenerateError(
      `${d.name}: scripts/generate/data/namespaces.ts lacks ${method}, and its description does not tell what it ` +
        'resolves to (a list, a two-step create, a body read without an exported model): add it',
    );
  return cell;
}
