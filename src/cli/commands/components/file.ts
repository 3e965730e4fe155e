// A data component file (`wdp components create -f tap-github.yml`): the body of creating a data component in YAML
// or JSON, checked by the SDK's own `DataComponentInput` (input-file.ts), each problem at its line.
import { DataComponentInput } from '../../../index.js';
import { readInputFile } from '../../specs/input-file.js';
import type { YamlFile } from '../../specs/yaml-file.js';

/**
 * The body a data component file gives, or undefined when it has an error (each recorded with its line): `name` and
 * `dataPlugin` required, `properties` a map of settings (numbers and true/false taken as text), no other key.
 * @example readComponentFile(new YamlFile('c.yml', 'name: extractors/tap-github\ndataPlugin: tap-github\n'))
 */
export function readComponentFile(yaml: YamlFile): DataComponentInput | undefined {
  return yaml.entries ? readInputFile(yaml, yaml.entries, 'data component', DataComponentInput) : undefined;
}
