// The "Resolves to" cell of docs/namespaces.md: the words of data/namespaces.ts where they say more, else derived
// from the description: its output model by the name the package exports it under (`a \`Tag\``), `an untyped JSON
// object` for an object of any fields (`record(z.unknown())`, as the service's document types an answer it leaves
// open), or `nothing` when it has none and the method resolved to `undefined` in the generator's run (a body read
// another way, such as text, needs words). A list and a two-step create always have words of their own.
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
  if (name === undefined) return untypedObject(d.output) ? 'an untyped JSON object' : undefined;
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} \`${name}\``;
}

/** The definition of a zod schema, as far as the cell reads it. */
type Definition = { type?: string; shape?: object; catchall?: { _zod?: { def?: Definition } } };

/** Whether a schema is an object of any fields typed by none: `record(z.unknown())` of src/core/validation. */
function untypedObject(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: Definition } })._zod?.def;
  return (
    def?.type === 'object' && Object.keys(def.shape ?? {}).length === 0 && def.catchall?._zod?.def?.type === 'unknown'
  );
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
