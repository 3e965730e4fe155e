// The older map form: a top-level `datasets:` map of alias to the dataset's fields, several datasets a file.
import { type DatasetSpec, readDataset } from './dataset-ml.js';
import type { Entry, YamlFile } from './yaml-file.js';
import { kindOf } from './yaml-file.js';

/** Reads a `datasets:` map file (its top-level entries) into its datasets, recording each problem. */
export function readDatasetMap(yaml: YamlFile, entries: Entry[]): DatasetSpec[] {
  const { problems } = yaml;
  const datasets: DatasetSpec[] = [];
  for (const entry of entries)
    if (entry.key !== 'datasets' && entry.key !== 'version')
      problems.warn(entry.line, `unknown key \`${entry.key}\` (ignored)`);
  const map = entries.find((entry) => entry.key === 'datasets');
  if (!map || !yaml.isMap(map.value)) {
    const got = map ? kindOf(map.value) : 'nothing';
    problems.error(map?.line ?? 1, `\`datasets\` must be a map of alias to the dataset's fields; got ${got}`);
    return datasets;
  }
  for (const item of yaml.entriesOf(map.value)) {
    if (!yaml.isMap(item.value)) {
      problems.error(item.line, `dataset \`${item.key}\` must be a map of its fields; got ${kindOf(item.value)}`);
      continue;
    }
    const place = { line: item.line, alias: item.key, aliasFrom: 'its key in `datasets`' };
    const dataset = readDataset(yaml, yaml.entriesOf(item.value), place);
    if (dataset) datasets.push(dataset);
  }
  return datasets;
}
