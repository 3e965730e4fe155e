// A file that holds the body of a write (`wdp pipelines create -f orders.yml`, `wdp datastores create -f store.yml`),
// in YAML or JSON: checked by the SDK's own input schema, so the file takes what the service takes, each problem
// recorded at its line (an item of a list at its own), in the words of the other spec readers.
import { isNode, isSeq } from 'yaml';
import type * as z from 'zod/mini';
import { closest, parseOptions } from '../../internal.js';
import { type Entry, kindOf, type YamlFile } from './yaml-file.js';

/**
 * The body these entries give, checked by `schema` (a strict object), or undefined when any problem is an error.
 * `properties` is read as plugin settings: a map of text, numbers and true/false taken as text.
 * @example readInputFile(yaml, yaml.entries ?? [], 'datastore', DatastoreInput)
 */
export function readInputFile<S extends z.ZodMiniObject>(
  yaml: YamlFile,
  entries: readonly Entry[],
  noun: string,
  schema: S,
): z.input<S> | undefined {
  const { problems } = yaml;
  const body: Record<string, unknown> = {};
  const read = new Map<string, Entry>();
  for (const entry of entries) {
    read.set(entry.key, entry);
    body[entry.key] = entry.key === 'properties' ? settings(yaml, entry.value) : yaml.data(entry.value);
  }
  const result = schema.safeParse(body, parseOptions);
  const keys = Object.keys(schema.def.shape);
  for (const issue of result.success ? [] : result.error.issues) {
    const entry = read.get(String(issue.path[0]));
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) problems.error(read.get(key)?.line ?? 1, unknownKey(key, noun, keys));
    else if (entry === undefined) problems.error(1, `\`${issue.path.join('.')}\` is required`);
    else
      problems.error(
        lineAt(yaml, entry, issue.path),
        `\`${pathText(issue.path)}\`${typeMessage(issue, valueAt(body, issue.path))}`,
      );
  }
  return problems.list.some((problem) => problem.severity === 'error') ? undefined : (body as z.input<S>);
}

/** A key the file should not have, with the nearest it takes. */
function unknownKey(key: string, noun: string, keys: readonly string[]): string {
  const near = closest(key, keys);
  const hint = near ? ` (did you mean \`${near}\`?)` : '';
  return `unknown key \`${key}\`${hint}; a ${noun} takes ${keys.join(', ')}`;
}

/** The settings of `properties`: a map of text; numbers and true/false are written as text, as YAML reads them. */
function settings(yaml: YamlFile, value: Entry['value']): unknown {
  if (!yaml.isMap(value)) return yaml.data(value);
  const read: Record<string, unknown> = {};
  for (const entry of yaml.entriesOf(value)) {
    const data = yaml.data(entry.value);
    if (typeof data === 'number' || typeof data === 'boolean') read[entry.key] = String(data);
    else if (typeof data === 'string') read[entry.key] = data;
    else
      yaml.problems.error(
        entry.line,
        `setting \`${entry.key}\` must be text, a number or true/false; got ${kindOf(entry.value)}`,
      );
  }
  return read;
}

/** The line of an issue's path: an item of a list at its own line, else the key's line. */
function lineAt(yaml: YamlFile, entry: Entry, path: readonly PropertyKey[]): number {
  const item = isSeq(entry.value) && typeof path[1] === 'number' ? entry.value.items[path[1]] : undefined;
  return isNode(item) ? yaml.lineOf(item) : entry.line;
}

/** An issue's path as the file spells it: `dataComponents[1]`, `properties.tap-x.port`. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('');
}

/** The value at an issue's path in the body read from the file. */
function valueAt(body: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  let value: unknown = body;
  for (const part of path) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[part];
  return value;
}

/** What the file's kinds are called: zod's expected types in the words of the other spec readers. */
const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  record: 'a map',
  object: 'a map',
  boolean: 'true or false',
};

/** The message after an issue's path: `must be text; got a number`, or `: ` and the schema's own message. */
function typeMessage(issue: { code: string; message: string; expected?: unknown }, value: unknown): string {
  const expected = issue.code === 'invalid_type' ? kinds[String(issue.expected)] : undefined;
  if (!expected) return `: ${issue.message}`;
  const hint = expected === 'text' ? ' (quote it to make it text)' : '';
  return ` must be ${expected}; got ${valueKind(value)}${hint}`;
}

/** A value read from YAML, in words: `a number`, `a list`, `nothing`. */
function valueKind(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'boolean') return 'true/false';
  return `a ${typeof value}`;
}
