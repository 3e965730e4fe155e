// `wdp pipelines run` of several pipelines (`ID ID...`, or `--all`): started `--concurrency` at a time, each reported
// on one line as it ends (NDJSON with --json), a summary on stderr, and an exit code that says whether any failed.
// Ctrl-C starts no more: the runs under way are reported, their jobs go on (as `gh run watch` and az leave them).
import type { Client, Job, Pipeline } from '../../../index.js';
import { note, printJsonLine, printLine } from '../../output/print.js';
import { CliError, type ExitCode, exitCodes, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { jobEnd } from '../jobs/watch.js';
import { findPipeline } from './find.js';
import type { PipelinesRunFlags } from './flags.js';

/** How one run went: what `--json` prints of it, one line each. */
export interface RunOutcome {
  /** The pipeline's id. */
  pipeline: string;
  /** Its name (its label or id when it has none). */
  name: string;
  /** The job started, or null when none was. */
  job: string | null;
  /** The job's status as it ended (with `--wait`), or as last seen; null when no job was started. */
  status: string | null;
  /** What went wrong: the start refused, the job ended ERROR or STOPPED, a timeout, Ctrl-C; else null. */
  error: string | null;
}

/** An outcome and the exit code it alone would give. */
interface Ran {
  outcome: RunOutcome;
  code: ExitCode;
}

/** Which exit code wins when runs end differently: a failure to start or wait over a timeout over a failed job. */
const precedence: readonly ExitCode[] = [exitCodes.failure, exitCodes.timedOut, exitCodes.jobFailed];

/**
 * Runs the pipelines the keys name (or with `--all` the workspace's, up to `--limit` in `--sort` order), at most
 * `--concurrency` at once, each waited for with `--wait`. Every key is looked up before any run starts. Exit code:
 * 1 if a run could not start (or its wait failed), else 4 if a wait timed out, else 3 if a job ended ERROR or
 * STOPPED, else 0; Ctrl-C ends with 130 once the runs under way are reported.
 */
export async function runMany(invocation: Invocation<PipelinesRunFlags>, keys: readonly string[]): Promise<number> {
  const { flags, io, signal } = invocation;
  if (flags.follow)
    throw new UsageError(
      "--follow prints one job's log; run several pipelines with --wait, " +
        'and follow one with `wdp jobs logs ID --follow`.',
    );
  const client = await invocation.client();
  const pipelines = await chosen(invocation, client, keys);
  if (pipelines.length === 0) {
    note(io, 'The workspace has no pipeline to run.');
    return exitCodes.ok;
  }
  const ran: Ran[] = [];
  const queue = [...pipelines];
  const worker = async () => {
    for (let pipeline = queue.shift(); pipeline && !signal.aborted; pipeline = queue.shift()) {
      const done = await runOne(invocation, client, pipeline);
      ran.push(done);
      if (invocation.json) printJsonLine(io, done.outcome);
      else printLine(io, outcomeLine(done.outcome));
    }
  };
  await Promise.all(Array.from({ length: Math.min(flags.concurrency, pipelines.length) }, worker));
  const told = summary(ran, pipelines.length, flags.wait === true);
  if (signal.aborted) {
    const reason =
      signal.reason instanceof CliError ? signal.reason : new CliError('Interrupted', exitCodes.interrupted);
    throw new CliError(`${reason.message}: ${told}`, reason.exitCode);
  }
  note(io, told);
  return precedence.find((code) => ran.some((run) => run.code === code)) ?? exitCodes.ok;
}

/** The pipelines to run, each once: those the keys name (all found before any run), or with `--all` the workspace's. */
async function chosen(
  invocation: Invocation<PipelinesRunFlags>,
  client: Client,
  keys: readonly string[],
): Promise<Pipeline[]> {
  const { all, limit, sort } = invocation.flags;
  if (all && keys.length)
    throw new UsageError('Name the pipelines to run, or give --all for every one of the workspace; not both.');
  if (!all && (limit !== undefined || sort !== undefined))
    throw new UsageError('--limit and --sort choose among the pipelines of --all; give --all, or name the pipelines.');
  if (!all && keys.length === 0)
    throw new UsageError(
      'Name the pipelines to run (id, name or label), or give --all for every one of the workspace.',
    );
  if (!all) {
    const found = new Map<string, Pipeline>();
    for (const key of keys) {
      const pipeline = await findPipeline(invocation, key);
      if (!found.has(pipeline.id)) found.set(pipeline.id, pipeline);
    }
    return [...found.values()];
  }
  const workspace = await invocation.workspace();
  const pipelines: Pipeline[] = [];
  const page = sort === undefined ? {} : { sort };
  for await (const pipeline of client.pipelines.list(workspace, page, { signal: invocation.signal })) {
    if (limit !== undefined && pipelines.length >= limit) break;
    pipelines.push(pipeline);
  }
  return pipelines;
}

/** Starts one pipeline's run and, with `--wait`, waits for its job to end; never throws: the outcome says. */
async function runOne(invocation: Invocation<PipelinesRunFlags>, client: Client, pipeline: Pipeline): Promise<Ran> {
  const { flags, io, signal } = invocation;
  const name = pipeline.name ?? pipeline.label ?? pipeline.id;
  const outcome: RunOutcome = { pipeline: pipeline.id, name, job: null, status: null, error: null };
  let job: Job | undefined;
  try {
    job = await client.pipelines.run(pipeline, { signal });
    outcome.job = job.id;
    outcome.status = job.status;
    note(io, `Started ${name}: job ${job.id} ${job.status}`);
    if (!flags.wait) return { outcome, code: exitCodes.ok };
    const final = await jobEnd(signal, client, job, flags, (update) => {
      outcome.status = update.status;
    });
    outcome.status = final.status;
    if (final.status !== 'ERROR' && final.status !== 'STOPPED') return { outcome, code: exitCodes.ok };
    outcome.error = `The job ended ${final.status}; see its log: \`wdp jobs logs ${final.id}\`.`;
    return { outcome, code: exitCodes.jobFailed };
  } catch (error) {
    if (signal.aborted) {
      outcome.error = job
        ? `Interrupted while waiting; the job goes on: stop it with \`wdp jobs stop ${job.id}\`.`
        : `Interrupted while starting it; see \`wdp jobs list --pipeline ${pipeline.id}\` for whether it did.`;
      return { outcome, code: exitCodes.interrupted };
    }
    outcome.error = error instanceof Error ? error.message : String(error);
    const timedOut = error instanceof CliError && error.exitCode === exitCodes.timedOut;
    return { outcome, code: timedOut ? exitCodes.timedOut : exitCodes.failure };
  }
}

/** An outcome as a line for people: `orders-etl: job ID COMPLETE`, and what went wrong. */
function outcomeLine({ name, job, status, error }: RunOutcome): string {
  const ran = job === null ? name : `${name}: job ${job} ${status}`;
  return error === null ? ran : `${ran}${job === null ? ':' : ';'} ${error}`;
}

/**
 * What ran, in one line: how many pipelines started of how many, their jobs' statuses counted, how many could not
 * start and how many were never started (Ctrl-C).
 */
function summary(ran: readonly Ran[], total: number, waited: boolean): string {
  const started = ran.filter((run) => run.outcome.job !== null);
  const statuses = new Map<string, number>();
  for (const { outcome } of started) statuses.set(`${outcome.status}`, (statuses.get(`${outcome.status}`) ?? 0) + 1);
  const counted = [...statuses].map(([status, count]) => `${count} ${status}`).join(', ');
  const pipelines = `${total} pipeline${total === 1 ? '' : 's'}`;
  const parts = [`${started.length} of ${pipelines} ${waited ? 'ran' : 'started'}${counted ? ` (${counted})` : ''}`];
  const refused = ran.length - started.length;
  if (refused) parts.push(`${refused} could not start`);
  if (total > ran.length) parts.push(`${total - ran.length} not started`);
  const going = started.filter((run) => run.code === exitCodes.interrupted || run.code === exitCodes.timedOut);
  const stop = going.map((run) => `\`wdp jobs stop ${run.outcome.job}\``).join(', ');
  return `${parts.join('; ')}.${going.length ? ` The jobs under way go on; stop them with ${stop}.` : ''}`;
}
