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

/**
 * One publishing run: the client, the workspace, whether to write, the signal for Ctrl-C, where notes go, what is
 * done so far and the item under way (told when the run is interrupted).
 */
interface Target {
  io: Io;
  client: Client;
  workspace: string;
  write: boolean;
  signal: AbortSignal;
  done: Outcome[];
  current?: Omit<Outcome, 'status'> | undefined;
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
    done: [],
  };
  try {
    await publishChannels(target, read.channels);
    await publishDatasets(target, read.datasets);
  } catch (error) {
    if (!target.signal.aborted) throw error;
    if (target.done.length || invocation.json) printOutcomes(invocation, target.done, path);
    throw interrupted(target, read.channels.length, read.datasets.length);
  }
  const outcomes = target.done;
  printOutcomes(invocation, outcomes, path);
  for (const failed of outcomes.filter((outcome) => outcome.error !== undefined))
    note(io, `${failed.file}: ${failed.kind} ${failed.name}: ${failed.error}`);
  if (!write) note(io, 'Dry run: nothing was written.');
  return outcomes.some((outcome) => outcome.status === 'FAILED') ? exitCodes.failure : exitCodes.ok;
}

function printOutcomes(invocation: Invocation<PublishFlags>, outcomes: Outcome[], path: string): void {
  if (invocation.json) printJson(invocation.io, outcomes);
  else printTable(invocation.io, outcomes, columns, `Nothing to publish in ${path}.`);
}

/**
 * The error that ends an interrupted run (with the signal's exit code): how far it went, the item under way, and
 * that running it again is safe: each item is matched (a channel by name, a dataset by alias), not added twice.
 */
function interrupted(target: Target, channels: number, datasets: number): CliError {
  const reason = target.signal.reason instanceof CliError ? target.signal.reason : undefined;
  const done = (kind: Outcome['kind'], total: number) => {
    const count = target.done.filter((outcome) => outcome.kind === kind).length;
    return `${count} of ${total} ${kind}${total === 1 ? '' : 's'}`;
  };
  const counts = [channels ? done('channel', channels) : '', datasets ? done('dataset', datasets) : ''];
  const last = target.done.at(-1);
  const current = target.current;
  const verb = target.write ? 'publishing' : 'checking';
  const message = [
    `${reason?.message ?? 'Interrupted'} after ${verb} ${counts.filter(Boolean).join(' and ')}`,
    last ? ` (last: ${last.kind} ${last.name} from ${last.file})` : '',
    current && target.write ? `; ${current.kind} ${current.name} (${current.file}) was under way and may have` : '',
    current && target.write ? ' been written' : '',
    target.write
      ? '.\nPublishing again is safe (channels are matched by name, datasets by alias, and what is published ' +
        'shows UNCHANGED): run the same command to publish the rest.'
      : '; nothing was written.',
  ];
  return new CliError(message.join(''), reason?.exitCode ?? exitCodes.interrupted);
}

async function publishChannels(target: Target, specs: ChannelSpec[]): Promise<void> {
  if (!specs.length) return;
  const { client, workspace, signal } = target;
  // Every channel by its name in any case: a name several share names none of them (updating one would be a guess).
  const existing = new Map<string, Channel[]>();
  for await (const channel of client.channels.list(workspace, {}, { signal })) {
    const key = channel.name.toLowerCase();
    existing.set(key, [...(existing.get(key) ?? []), channel]);
  }
  for (const spec of specs) {
    await attempt(target, spec.file, 'channel', spec.name, async () => {
      const [channel, ...others] = existing.get(spec.name.toLowerCase()) ?? [];
      if (others.length > 0)
        throw new Error(
          `${others.length + 1} channels are named "${spec.name}" in any case; rename all but one in the service, ` +
            'then publish again.',
        );
      const body = { name: channel?.name ?? spec.name, description: spec.description, picture: spec.picture };
      if (!channel) {
        if (target.write) await client.channels.create(workspace, body, { signal });
        return 'NEW';
      }
      if (!channelChanged(channel, spec)) return 'UNCHANGED';
      if (target.write) await client.channels.update(workspace, channel.id, body, { signal });
      return 'UPDATED';
    });
  }
}

async function publishDatasets(target: Target, specs: DatasetSpec[]): Promise<void> {
  const { client, workspace, signal } = target;
  for (const spec of specs) {
    await attempt(target, spec.file, 'dataset', spec.body.alias, async () => {
      const dataset = await client.datasets.getInWorkspace(workspace, spec.body.alias, { signal }).catch(notFound);
      const rows = () => (dataset ? client.datasets.data(dataset, {}, { signal }) : Promise.resolve(undefined));
      if (dataset && !(await datasetChanged(dataset, spec.body, rows))) return 'UNCHANGED';
      if (!target.write) return dataset ? 'UPDATED' : 'NEW';
      const { created } = await client.datasets.publish(workspace, spec.body, { signal });
      return created ? 'NEW' : 'UPDATED';
    });
  }
}

/**
 * Runs one item's publishing and adds its outcome to `target.done`: its status, or FAILED with the error's message
 * (Ctrl-C still ends the run, the item left as `target.current`).
 */
async function attempt(
  target: Target,
  file: string,
  kind: Outcome['kind'],
  name: string,
  run: () => Promise<Exclude<Outcome['status'], 'FAILED'>>,
): Promise<void> {
  target.signal.throwIfAborted();
  target.current = { file, kind, name };
  try {
    target.done.push({ file, kind, name, status: await run() });
  } catch (error) {
    if (target.signal.aborted) throw error;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    target.done.push({ file, kind, name, status: 'FAILED', error: message });
  }
  target.current = undefined;
}

/** Undefined for a 404 (the alias is free); other errors as they are. */
function notFound(error: unknown): Dataset | undefined {
  if (error instanceof Error && error.name === 'NotFoundError') return undefined;
  throw error;
}
