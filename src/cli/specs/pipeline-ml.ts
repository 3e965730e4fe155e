// A pipeline file (`wdp pipelines create -f orders.yml`): the body of creating or updating a pipeline, in YAML,
// checked by the SDK's own `PipelineInput` (so the file takes what the service takes), each problem at its line.
import { parseOptions } from '../../core/arguments/issue-message.js';
import { closest } from '../../core/arguments/keys.js';
import { PipelineInput } from '../../models/pipeline.js';
import { kindOf, type YamlFile } from './yaml-file.js';

/** The version line a pipeline file may start with (`wdp validate` reads such files as pipelines). */
export const pipelineVersion = 'pipelines/v0.1';

/**
 * The body a pipeline file gives, or undefined when it has an error (each recorded with its line): `label` and
 * `dataComponents` required, `schedule` a Quartz cron, `properties` a map of settings (numbers and true/false
 * taken as text), and no key the service does not take.
 * @example readPipelineFile(new YamlFile('orders.yml', 'label: Orders\ndataComponents: [extractors/tap-x]\n'))
 */
export function readPipelineFile(yaml: YamlFile): PipelineInput | undefined {
  const { entries, problems } = yaml;
  if (!entries) return undefined;
  const body: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  for (const entry of entries) {
    if (entry.key === 'version') {
      const version = yaml.text(entry);
      if (version !== undefined && version !== pipelineVersion)
        problems.error(entry.line, `unknown version \`${version}\`; a pipeline file has ${pipelineVersion}`);
      continue;
    }
    lines.set(entry.key, entry.line);
    body[entry.key] = entry.key === 'properties' ? settings(yaml, entry.value) : yaml.data(entry.value);
  }
  const result = PipelineInput.safeParse(body, parseOptions);
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) problems.error(lines.get(key) ?? 1, unknown(key));
    else if (!lines.has(String(issue.path[0]))) problems.error(1, `\`${issue.path.join('.')}\` is required`);
    else problems.error(lines.get(String(issue.path[0])) ?? 1, `\`${issue.path.join('.')}\`: ${issue.message}`);
  }
  return problems.list.some((problem) => problem.severity === 'error') ? undefined : (body as PipelineInput);
}

/** The keys a pipeline file takes (its version aside): those of the SDK's `PipelineInput`. */
const pipelineKeys = Object.keys(PipelineInput.def.shape);

/** A key the file should not have, with the nearest it takes. */
function unknown(key: string): string {
  const near = closest(key, pipelineKeys);
  const hint = near ? ` (did you mean \`${near}\`?)` : '';
  return `unknown key \`${key}\`${hint}; a pipeline takes ${pipelineKeys.join(', ')}`;
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
