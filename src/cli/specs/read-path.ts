// Reads every dataset and channel file of a PATH, checking each and all of them together (no alias or channel
// name twice), without any request: what `wdp validate` reports and `wdp publish` publishes.
import { basename, extname, resolve } from 'node:path';
import { UsageError } from '../program/exit.js';
import { type ChannelSpec, channelVersion, readChannelMl } from './channel-ml.js';
import { readDatasetMap } from './dataset-map.js';
import { type DatasetSpec, datasetVersion, readDatasetMl } from './dataset-ml.js';
import { pipelineVersion, readPipelineFile } from './pipeline-ml.js';
import type { Problem } from './problems.js';
import { walk } from './walk.js';
import { YamlFile } from './yaml-file.js';
import { readYamlText } from './yaml-text.js';

/** What a PATH holds: the channels and datasets read, every problem, and notes on the files skipped. */
export interface Read {
  channels: ChannelSpec[];
  datasets: DatasetSpec[];
  problems: Problem[];
  skipped: string[];
  /** How many files were read as dataset, channel or pipeline files. */
  files: number;
  /** The pipeline files (`version: pipelines/v0.1`) without errors: `wdp pipelines create -f` writes them. */
  pipelines: string[];
}

const datasetKeys = ['title', 'query', 'source', 'rawData', 'visualisation'];
const known = `${datasetVersion}, ${channelVersion} or ${pipelineVersion}`;

/**
 * Reads PATH (a file, or a folder walked for .yml/.yaml files), relative to `cwd`; `signal` (Ctrl-C, SIGTERM) ends
 * the reading between two files with its reason.
 */
export async function readPath(path: string, cwd: string, signal: AbortSignal): Promise<Read> {
  const walked = await walk(path, cwd);
  const single = walked.files.length === 1 && walked.files[0] === path;
  const read: Read = { channels: [], datasets: [], problems: [], skipped: [], files: 0, pipelines: [] };
  for (const { file, reason } of walked.skipped) read.skipped.push(`Skipped ${file}: ${reason}.`);
  for (const file of walked.files) {
    signal.throwIfAborted();
    const content = await readYamlText(file, resolve(cwd, file)).catch((error: NodeJS.ErrnoException) => {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`Cannot read ${file}: ${error.code ?? error.message}.`);
    });
    if (!('text' in content)) {
      read.files++;
      read.problems.push({ file, line: content.line, message: content.message, severity: 'error' });
      continue;
    }
    const yaml = new YamlFile(file, content.text);
    const kind = readFileOf(yaml, read);
    if (kind === 'other' && single)
      yaml.problems.error(
        1,
        `not a dataset or channel file: it needs a \`version:\` (${known}) or a \`datasets:\` map`,
      );
    else if (kind === 'other') read.skipped.push(`Skipped ${file}: not a dataset or channel file.`);
    else read.files++;
    read.problems.push(...yaml.problems.list);
  }
  signal.throwIfAborted();
  read.problems.push(...duplicates(read));
  const order = new Map(walked.files.map((file, i) => [file, i]));
  read.problems.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || a.line - b.line);
  return read;
}

/** Reads one parsed file into `read` by its kind; 'other' when it is neither a dataset nor a channel file. */
function readFileOf(yaml: YamlFile, read: Read): 'read' | 'other' {
  const { entries } = yaml;
  if (!entries) return 'read';
  const stem = basename(yaml.problems.file, extname(yaml.problems.file));
  const versionEntry = entries.find((entry) => entry.key === 'version');
  const version = versionEntry ? yaml.text(versionEntry) : undefined;
  if (version === datasetVersion) {
    const dataset = readDatasetMl(yaml, entries, stem);
    if (dataset) read.datasets.push(dataset);
  } else if (version === channelVersion) {
    const channel = readChannelMl(yaml, entries, stem);
    if (channel) read.channels.push(channel);
  } else if (version === pipelineVersion) {
    if (readPipelineFile(yaml)) read.pipelines.push(yaml.problems.file);
  } else if (entries.some((entry) => entry.key === 'datasets')) {
    read.datasets.push(...readDatasetMap(yaml, entries));
  } else if (versionEntry && (version === undefined || /^(datasets|channels|pipelines)\//.test(version))) {
    if (version !== undefined)
      yaml.problems.error(
        versionEntry.line,
        `unknown version \`${version}\`; wdp reads ${known} (or a \`datasets:\` map)`,
      );
  } else if (!versionEntry && entries.some((entry) => datasetKeys.includes(entry.key))) {
    yaml.problems.error(1, `no \`version\`: a dataset file starts with \`version: ${datasetVersion}\``);
  } else return 'other';
  return 'read';
}

/** An alias or channel name given twice is an error at its second place (publishing would overwrite the first). */
function duplicates(read: Read): Problem[] {
  const problems: Problem[] = [];
  const check = (kind: string, key: string, place: { file: string; line: number }, seen: Map<string, string>) => {
    const first = seen.get(key);
    if (first) problems.push({ ...place, severity: 'error', message: `${kind} is also defined at ${first}` });
    else seen.set(key, `${place.file}:${place.line}`);
  };
  const aliases = new Map<string, string>();
  for (const dataset of read.datasets) check(`alias \`${dataset.body.alias}\``, dataset.body.alias, dataset, aliases);
  const names = new Map<string, string>();
  for (const channel of read.channels) check(`channel \`${channel.name}\``, channel.name.toLowerCase(), channel, names);
  return problems;
}
