// A pipeline file (`wdp pipelines create -f orders.yml`): the body of creating or updating a pipeline, in YAML,
// checked by the SDK's own `PipelineInput` (input-file.ts), each problem at its line.
import { PipelineInput } from '../../index.js';
import { readInputFile } from './input-file.js';
import type { YamlFile } from './yaml-file.js';

/** The version line a pipeline file may start with (`wdp validate` reads such files as pipelines). */
export const pipelineVersion = 'pipelines/v0.1';

/**
 * The body a pipeline file gives, or undefined when it has an error (each recorded with its line): `label` and
 * `dataComponents` (at least one) required, `schedule` a Quartz cron, `properties` a map of settings (numbers and
 * true/false taken as text), and no key the service does not take.
 * @example readPipelineFile(new YamlFile('orders.yml', 'label: Orders\ndataComponents: [extractors/tap-x]\n'))
 */
export function readPipelineFile(yaml: YamlFile): PipelineInput | undefined {
  const { entries, problems } = yaml;
  if (!entries) return undefined;
  const version = entries.find((entry) => entry.key === 'version');
  const text = version && yaml.text(version);
  if (version && text !== undefined && text !== pipelineVersion)
    problems.error(version.line, `unknown version \`${text}\`; a pipeline file has ${pipelineVersion}`);
  const fields = entries.filter((entry) => entry !== version);
  const body = readInputFile(yaml, fields, 'pipeline', PipelineInput);
  const components = fields.find((entry) => entry.key === 'dataComponents');
  if (components && Array.isArray(yaml.data(components.value)) && (yaml.data(components.value) as []).length === 0)
    problems.error(
      components.line,
      '`dataComponents` is empty; name at least one data component (see `wdp components list`)',
    );
  return problems.list.some((problem) => problem.severity === 'error') ? undefined : body;
}
