// A datastore file (`wdp datastores create -f store.yml`): the body of creating a datastore in YAML or JSON,
// checked by the SDK's own `DatastoreInput` (input-file.ts), each problem at its line.
import { DatastoreInput } from '../../../index.js';
import { readInputFile } from '../../specs/input-file.js';
import type { YamlFile } from '../../specs/yaml-file.js';

/**
 * The body a datastore file gives, or undefined when it has an error (each recorded with its line): `name` and
 * `dataPlugin` required, `properties` a map of settings (numbers and true/false taken as text), no other key.
 * @example readDatastoreFile(new YamlFile('store.yml', 'name: Warehouse\ndataPlugin: target-postgres\n'))
 */
export function readDatastoreFile(yaml: YamlFile): DatastoreInput | undefined {
  return yaml.entries ? readInputFile(yaml, yaml.entries, 'datastore', DatastoreInput) : undefined;
}
