import type { Channel, Client, Dataset } from '../../../index.js';
import { type Column, note, printJson, printTable } from '../../output/print.js';
import type { Io } from '../../output/terminal.js';
import { CliError, exitCodes } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { channelChanged, datasetChanged } from '../../specs/changes.js';
import type { ChannelSpec } from '../../specs/channel-ml.js';
import type { DatasetSpec } from '../../specs/dataset-ml.js';
import { problemLine } from '../../specs/problems.js';
import { readPath } from '../../specs/read-path.js';
import type { PublishFlags } from './flags.js';

/** What publishing one channel or dataset did (or, with --dry-run, would do). */
interface Outcome {
  file: string;
  kind: 'channel' | 'dataset';
  name: string;
  status: 'NEW' | 'UPDATED' | 'UNCHANGED' | 'FAILED';
  /** Why it failed. */
  error?: string;
}

/** One publishing run: the client, the workspace, whether to write, the signal for Ctrl-C, where notes go. */
interface Target {
  io: Io;
  client: Client;
  workspace: string;
  write: boolean;
  signal: AbortSignal;
}

const columns: Column<Outcome>[] = [
  { heading: 'STATUS', cell: (o) => o.status },
  { heading: 'KIND', cell: (o) => o.kind },
  { heading: 'NAME', cell: (o) => o.name },
  { heading: 'FILE', cell: (o) => o.file },
];

/**
 * `wdp publish PATH [--dry-run]`: checks every file first and publishes nothing if any has an error (exit 2);
 * then channels (matched by name), then datasets (upserted by alias). An item that fails is reported and the
 * others still published (exit 1).
 */
export async function publish(invocation: Invocation<PublishFlags>, path: string): Promise<number> {
  const { io } = invocation;
  const read = await readPath(path, io.cwd, invocation.signal);
  for (const skipped of read.skipped) note(io, skipped);
  for (const file of read.pipelines)
    note(io, `Skipped ${file}: a pipeline file; create it with \`wdp pipelines create -f ${file}\`.`);
  for (const problem of read.problems) note(io, problemLine(problem));
  const errors = read.problems.filter((problem) => problem.severity === 'error').length;
  if (errors)
    throw new CliError(
      `${errors === 1 ? '1 error' : `${errors} errors`} in the files; nothing was published. Fix them and run again.`,
      exitCodes.usage,
    );
  const write = invocation.flags.dryRun !== true;
  const target: Target = {
    io,
    client: await invocation.client(),
    workspace: await invocation.workspace(),
    write,
    signal: invocation.signal,
  };
  const outcomes = [
    ...(await publishChannels(target, read.channels)),
    ...(await publishDatasets(target, read.datasets)),
  ];
  if (invocation.json) printJson(io, outcomes);
  else printTable(io, outcomes, columns, `Nothing to publish in ${path}.`);
  for (const failed of outcomes.filter((outcome) => outcome.error !== undefined))
    note(io, `${failed.file}: ${failed.kind} ${failed.name}: ${failed.error}`);
  if (!write) note(io, 'Dry run: nothing was written.');
  return outcomes.some((outcome) => outcome.status === 'FAILED') ? exitCodes.failure : exitCodes.ok;
}

async function publishChannels(target: Target, specs: ChannelSpec[]): Promise<Outcome[]> {
  if (!specs.length) return [];
  const { client, workspace, signal } = target;
  const existing = new Map<string, Channel>();
  for await (const channel of client.channels.list(workspace, {}, { signal }))
    if (!existing.has(channel.name.toLowerCase())) existing.set(channel.name.toLowerCase(), channel);
  const outcomes: Outcome[] = [];
  for (const spec of specs) {
    const outcome = await attempt(target, spec.file, 'channel', spec.name, async () => {
      const channel = existing.get(spec.name.toLowerCase());
      const body = { name: channel?.name ?? spec.name, description: spec.description, picture: spec.picture };
      if (!channel) {
        if (target.write) await client.channels.create(workspace, body, { signal });
        return 'NEW';
      }
      if (!channelChanged(channel, spec)) return 'UNCHANGED';
      if (target.write) await client.channels.update(workspace, channel.id, body, { signal });
      return 'UPDATED';
    });
    outcomes.push(outcome);
  }
  return outcomes;
}

async function publishDatasets(target: Target, specs: DatasetSpec[]): Promise<Outcome[]> {
  const { client, workspace, signal } = target;
  const outcomes: Outcome[] = [];
  for (const spec of specs) {
    const outcome = await attempt(target, spec.file, 'dataset', spec.body.alias, async () => {
      const dataset = await client.datasets.getInWorkspace(workspace, spec.body.alias, { signal }).catch(notFound);
      const rows = () => (dataset ? client.datasets.data(dataset, {}, { signal }) : Promise.resolve(undefined));
      if (dataset && !(await datasetChanged(dataset, spec.body, rows))) return 'UNCHANGED';
      if (!target.write) return dataset ? 'UPDATED' : 'NEW';
      const { created } = await client.datasets.publish(workspace, spec.body, { signal });
      return created ? 'NEW' : 'UPDATED';
    });
    outcomes.push(outcome);
  }
  return outcomes;
}

/** Runs one item's publishing: its status, or FAILED with the error's message (Ctrl-C still ends the run). */
async function attempt(
  target: Target,
  file: string,
  kind: Outcome['kind'],
  name: string,
  run: () => Promise<Exclude<Outcome['status'], 'FAILED'>>,
): Promise<Outcome> {
  try {
    return { file, kind, name, status: await run() };
  } catch (error) {
    if (target.signal.aborted) throw error;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { file, kind, name, status: 'FAILED', error: message };
  }
}

/** Undefined for a 404 (the alias is free); other errors as they are. */
function notFound(error: unknown): Dataset | undefined {
  if (error instanceof Error && error.name === 'NotFoundError') return undefined;
  throw error;
}
