// The fixture of valid calls (test/fixtures/namespace-calls.ts): each method's signature as its errors show it, the
// kind of each argument and valid arguments, derived from its description (path parameters, body, query), with
// the samples of data/samples.ts and, for arguments no description tells, data/calls.ts.
import { paramsOf, pathParams, signature } from '../../src/core/arguments/operation.js';
import * as sdk from '../../src/index.js';
import { calls as ownCalls } from './data/calls.js';
import { bodies, comment, file, ids, named } from './data/samples.js';
import { type AnyDescription, isTwoStep, type Namespace, operationOf } from './descriptions.js';
import { formatted, GenerateError } from './files.js';

/** One call of the fixture. */
export interface Call {
  /** `channels.get(channel)`. */
  signature: string;
  /** One letter per argument: see the fixture's `Kinds`. */
  kinds: string;
  args: unknown[];
}

/** The exported name of each model, to find a description's body sample by its input model. */
// A model's first name in the root entry (sorted): a deprecated alias, such as `WorkspaceResourceInput`, comes later.
export const modelNames = new Map<unknown, string>();
for (const [name, value] of Object.entries(sdk)) if (!modelNames.has(value)) modelNames.set(value, name);

/** The sample body of a method: by its input model's name, else by its operation's name. */
function bodyOf(d: AnyDescription): unknown {
  const input = isTwoStep(d) ? d.finish.input : d.input;
  const model = modelNames.get(input);
  const sample = (model && bodies[model]) ?? bodies[d.name];
  if (sample === undefined)
    throw new GenerateError(
      `${d.name}: no sample body; add one for ${model ?? `'${d.name}'`} to scripts/generate/data/samples.ts`,
    );
  return sample;
}

/** The sample of a path parameter: data/samples.ts's, else its own name (`{code}` is `'code'`). */
const idOf = (name: string): unknown => (name in ids ? ids[name] : name);

/** The valid call of a described method. */
export function callOf(d: AnyDescription): Call {
  const op = operationOf(d);
  const own = ownCalls[d.name];
  if (own?.kinds !== undefined) return { signature: signature(op), kinds: own.kinds, args: own.args };
  const path = pathParams(op.path ?? '');
  const nested = !isTwoStep(d) && d.nested === true;
  const body = op.input !== undefined || op.takesBody === true;
  const subjects = path.map((_, i) => (nested && i === 0 ? 'P' : 'S')).join('');
  const kinds = `${subjects}${body ? 'B' : ''}${op.query ? 'O' : ''}`;
  if (paramsOf(op).length !== kinds.length)
    throw new GenerateError(
      `${d.name}: its parameters (${paramsOf(op).join(', ')}) are more than its path, body and query; ` +
        'give its kinds and arguments in scripts/generate/data/calls.ts',
    );
  // A method may take its path's parameters in another order than the path's (its `params` say which).
  const named = paramsOf(op).slice(0, path.length);
  const args = own?.args ?? [
    ...path.map((name, i) => idOf(path.includes(named[i] ?? '') ? (named[i] as string) : name)),
    ...(body ? [bodyOf(d)] : []),
    ...(op.query ? [{}] : []),
  ];
  return { signature: signature(op), kinds, args };
}

/** The fixture's calls: every method of every namespace, in the client's order and each class's. */
export const callsOf = (namespaces: readonly Namespace[]): Call[] =>
  namespaces.flatMap((namespace) => [...namespace.methods.values()].map(callOf));

const identifier = /^[A-Za-z_$][\w$]*$/;

/** A property's key as TypeScript source: a named value's name computed (`[file]`), else as it is or quoted. */
function keySource(key: string, names: Map<unknown, string>): string {
  const name = names.get(key);
  if (name !== undefined) return `[${name}]`;
  return identifier.test(key) ? key : source(key, new Map());
}

/** A value as TypeScript source: the fixture's named ids and samples by name, anything else as a literal. */
function source(value: unknown, names: Map<unknown, string>): string {
  const name = names.get(value);
  if (name !== undefined) return name;
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map((item) => source(item, names)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${keySource(key, names)}: ${source(item, names)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

/** test/fixtures/namespace-calls.ts, as Biome formats it. */
export function fixtureText(calls: readonly Call[]): string {
  const names = new Map<unknown, string>([
    ...Object.entries(named).map(([name, value]) => [value, name] as const),
    [file, 'file'],
    [comment, 'comment'],
  ]);
  const entries = calls.map(({ signature, kinds, args }) => `  ['${signature}', '${kinds}', ${source(args, names)}],`);
  const used = Object.keys(named).filter((name) => entries.some((entry) => new RegExp(`\\b${name}\\b`).test(entry)));
  const text = [
    '// Generated by `npm run generate` (scripts/generate/calls.ts) from the operation descriptions: do not edit.',
    '// Every namespace method with valid arguments: the misuse test tries wrong ones in their place, the coverage',
    "// tests send them (test/coverage/); spec/operations.md's SDK column is derived from the requests they send.",
    `import { ${used.join(', ')} } from './bodies.js';`,
    '',
    '/**',
    " * Each argument's kind, by position: S a subject (an id or a model), P a parent id (or a model with its own",
    ' * link), B a body, O an options object (query or method options), - anything else (not checked here). The',
    ' * request options follow the last one.',
    ' */',
    'export type Kinds = string;',
    '',
    `export const file = ${source(file, new Map())};`,
    `export const comment = ${source(comment, new Map())};`,
    '',
    "/** Every namespace method: its signature as its errors show it, its arguments' kinds, and valid arguments. */",
    'export const namespaceCalls: [string, Kinds, unknown[]][] = [',
    ...entries,
    '];',
    '',
  ].join('\n');
  return formatted(text, 'test/fixtures/namespace-calls.ts');
}
