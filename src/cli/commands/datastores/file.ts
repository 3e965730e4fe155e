// A datastore file (`wdp datastores create -f store.yml`): the body of creating a datastore in YAML or JSON,
// checked by the SDK's own `DatastoreInput` (so the file takes what the service takes), each problem at its line.
import { parseOptions } from '../../../core/arguments/issue-message.js';
import { closest } from '../../../core/arguments/keys.js';
import { DatastoreInput } from '../../../models/datastore.js';
import { kindOf, type YamlFile } from '../../specs/yaml-file.js';

/** The keys a datastore file takes: those of the SDK's `DatastoreInput`. */
const datastoreKeys = Object.keys(DatastoreInput.def.shape);

/**
 * The body a datastore file gives, or undefined when it has an error (each recorded with its line): `name` and
 * `dataPlugin` required, `properties` a map of settings (numbers and true/false taken as text), no other key.
 * @example readDatastoreFile(new YamlFile('store.yml', 'name: Warehouse\ndataPlugin: target-postgres\n'))
 */
export function readDatastoreFile(yaml: YamlFile): DatastoreInput | undefined {
  const { entries, problems } = yaml;
  if (!entries) return undefined;
  const body: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  for (const entry of entries) {
    lines.set(entry.key, entry.line);
    body[entry.key] = entry.key === 'properties' ? settings(yaml, entry.value) : yaml.data(entry.value);
  }
  const result = DatastoreInput.safeParse(body, parseOptions);
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) problems.error(lines.get(key) ?? 1, unknown(key));
    else if (!lines.has(String(issue.path[0]))) problems.error(1, `\`${issue.path.join('.')}\` is required`);
    else problems.error(lines.get(String(issue.path[0])) ?? 1, `\`${issue.path.join('.')}\`: ${issue.message}`);
  }
  return problems.list.some((problem) => problem.severity === 'error') ? undefined : (body as DatastoreInput);
}

/** A key the file should not have, with the nearest it takes. */
function unknown(key: string): string {
  const near = closest(key, datastoreKeys);
  const hint = near ? ` (did you mean \`${near}\`?)` : '';
  return `unknown key \`${key}\`${hint}; a datastore takes ${datastoreKeys.join(', ')}`;
}

/** The settings of `properties`: a map of text; numbers and true/false are written as text, as YAML reads them. */
function settings(yaml: YamlFile, value: Parameters<YamlFile['data']>[0]): unknown {
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
