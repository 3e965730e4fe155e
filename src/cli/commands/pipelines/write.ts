// `wdp pipelines create | update | delete`: pipelines written from a YAML file, checked first (the file, then the
// data components it names, then, with --dry-run, the body by the service), nothing changed while any check fails.
import type { Pipeline, PipelineInput } from '../../../index.js';
import { note, printJson, printLine } from '../../output/print.js';
import { CliError } from '../../program/exit.js';
import { loadInputFile } from '../../program/input-file.js';
import type { Invocation } from '../../program/invocation.js';
import { readPipelineFile } from '../../specs/pipeline-ml.js';
import { findPipeline } from './find.js';
import type { PipelinesWriteFlags } from './flags.js';

/** `wdp pipelines create -f FILE [--dry-run]` */
export async function create(invocation: Invocation<PipelinesWriteFlags>): Promise<void> {
  const body = await checkedBody(invocation);
  if (invocation.flags.dryRun) return dryRun(invocation, body, `create pipeline ${body.label}`);
  const client = await invocation.client();
  const created = await client.pipelines.create(await invocation.workspace(), body, { signal: invocation.signal });
  report(invocation, created, 'Created');
}

/** `wdp pipelines update PIPELINE -f FILE [--dry-run]` */
export async function update(invocation: Invocation<PipelinesWriteFlags>, key: string): Promise<void> {
  const pipeline = await findPipeline(invocation, key);
  const body = await checkedBody(invocation);
  if (invocation.flags.dryRun) return dryRun(invocation, body, `update pipeline ${pipeline.label ?? pipeline.id}`);
  const client = await invocation.client();
  report(invocation, await client.pipelines.update(pipeline, body, { signal: invocation.signal }), 'Updated');
}

/** `wdp pipelines delete PIPELINE` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const pipeline = await findPipeline(invocation, key);
  const client = await invocation.client();
  await client.pipelines.delete(pipeline, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: pipeline.id });
  printLine(invocation.io, `Deleted pipeline ${pipeline.label ?? pipeline.name ?? ''} (${pipeline.id})`);
}

/**
 * The body of the pipeline file, checked: every problem of the file at its line (a usage error, exit 2), then
 * the data components it names, which must exist in the workspace.
 */
async function checkedBody(invocation: Invocation<PipelinesWriteFlags>): Promise<PipelineInput> {
  const body = await loadInputFile(invocation, invocation.flags.file, 'pipeline', readPipelineFile);
  await requireComponents(invocation, body.dataComponents);
  return body;
}

/** Fails, naming them, when the workspace has no data component of some of these names. */
async function requireComponents(invocation: Invocation, names: readonly string[]): Promise<void> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const missing = new Set(names);
  for await (const component of client.dataComponents.list(workspace, {}, { signal: invocation.signal }))
    missing.delete(component.name ?? '');
  if (missing.size === 0) return;
  const named = [...missing].map((name) => `"${name}"`).join(', ');
  throw new CliError(
    `Workspace ${workspace} has no data component ${named}; nothing was sent. ` +
      'See `wdp components list`, or create one with `wdp components create`.',
  );
}

/** Asks the service whether the body is valid, changing nothing, and prints the body that would be sent. */
async function dryRun(invocation: Invocation, body: PipelineInput, what: string): Promise<void> {
  const client = await invocation.client();
  const verdict = await client.pipelines.validate(await invocation.workspace(), body, { signal: invocation.signal });
  if (!verdict.valid) {
    const problems = verdict.errors.map((e) => `${e.field ?? 'the pipeline'}: ${e.defaultMessage ?? e.code ?? '?'}`);
    throw new CliError(`The service refuses the pipeline: ${problems.join('; ')}. Nothing was changed.`);
  }
  if (invocation.json) return printJson(invocation.io, body);
  printLine(
    invocation.io,
    `Would ${what}: running ${body.dataComponents.join(', ')}` +
      `${body.schedule ? ` on schedule ${body.schedule}` : ' on demand'}; the service finds it valid.`,
  );
  note(invocation.io, 'Dry run: nothing was changed.');
}

/** Prints a pipeline just written, and where to see it configured. */
function report(invocation: Invocation, pipeline: Pipeline, done: string): void {
  if (invocation.json) {
    printJson(invocation.io, pipeline);
    return;
  }
  printLine(invocation.io, `${done} pipeline ${pipeline.label ?? ''} (${pipeline.id}): ${pipeline.status ?? 'saved'}`);
  note(invocation.io, `See it configured with \`wdp pipelines get ${pipeline.id}\`.`);
}
