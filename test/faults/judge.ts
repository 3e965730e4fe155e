import type { JobLogLine } from '../../src/index.js';
import { describe, expectedClass, hasExpectedClass, isRetryable } from './faults.js';
import type { Attempt } from './planned-faults.js';

/** What the client saw of one logical call. */
export interface CallResult {
  /** Its `x-call-id`. */
  id: string;
  /** The SDK method, such as `channels.initialise`. */
  op: string;
  method: string;
  /** The retries the SDK may make for it: 0 for a POST unless opted in. */
  limit: number;
  ok: boolean;
  error?: unknown;
  /** Retries the client's `beforeRetry` hook counted for it. */
  retries: number;
  /** A POST that opted in to retries: its repeats are expected. */
  optedIn?: boolean;
}

/** What a `jobs.follow` yielded, and what the mock has for the job at the end. */
export interface FollowResult {
  id: string;
  jobId: string;
  yielded: JobLogLine[];
  expected: JobLogLine[];
  error?: unknown;
  retries: number;
}

// Timers may fire a millisecond early relative to Date.now() rounding.
const slopMs = 2;

function errorName(error: unknown): string {
  if (error instanceof Error) return `${error.name} (${error.constructor.name}): ${error.message}`;
  return `non-error ${String(error)}`;
}

const trail = (attempts: readonly Attempt[]): string =>
  attempts.map((a) => describe(a.fault)).join(' -> ') || 'no attempt';

/** The figures of a run, and the details of everything that went wrong. */
export class Tally {
  succeeded = 0;
  succeededAfterRetries = 0;
  rightFailures = 0;
  lost = 0;
  duplicated = 0;
  linesChecked = 0;
  readonly wrong: string[] = [];
  readonly repeated: string[] = [];

  /** Judges a call against the attempts the server saw for it. */
  call(result: CallResult, attempts: readonly Attempt[]): void {
    const label = `${result.id} ${result.op} [${trail(attempts)}]`;
    const problems: string[] = [];
    const repeated = result.method === 'POST' && !result.optedIn && attempts.length > 1;
    if (repeated) this.repeated.push(`${label}: the server received this POST ${attempts.length} times`);
    const last = attempts[attempts.length - 1];
    if (!last) {
      this.wrong.push(`${label}: never reached the server; ${result.ok ? 'succeeded' : errorName(result.error)}`);
      return;
    }
    if (result.retries !== attempts.length - 1)
      problems.push(`beforeRetry saw ${result.retries} retries, the server ${attempts.length} attempts`);
    attempts.forEach((attempt, i) => {
      const next = attempts[i + 1];
      if (!next) return;
      // A reset mid-body may be retried on an idempotent call (the SDK does not today: it fails with ConnectionError).
      const mayRetry = isRetryable(attempt.fault) || (attempt.fault.kind === 'reset-body' && result.limit > 0);
      if (!repeated && !mayRetry) problems.push(`retried after ${describe(attempt.fault)}`);
      if (attempt.notBefore !== undefined && next.at < attempt.notBefore - slopMs)
        problems.push(`retry ${i + 1} came ${attempt.notBefore - next.at} ms before its Retry-After allowed`);
    });
    if (result.ok) {
      if (last.fault.kind !== 'none' && last.fault.kind !== 'slow-ok')
        problems.push(`succeeded on a faulted answer (${describe(last.fault)})`);
    } else {
      const expected = expectedClass(last.fault);
      if (expected === undefined) problems.push(`failed after a clean answer: ${errorName(result.error)}`);
      else if (!hasExpectedClass(last.fault, result.error))
        problems.push(`failed with ${errorName(result.error)}; expected ${expected} for ${describe(last.fault)}`);
      else if (isRetryable(last.fault) && attempts.length < result.limit + 1)
        problems.push(
          `gave up after ${attempts.length} attempts on ${describe(last.fault)} (retry limit ${result.limit})`,
        );
    }
    if (problems.length > 0) this.wrong.push(`${label}: ${problems.join('; ')}`);
    else if (!result.ok) this.rightFailures++;
    else if (attempts.length > 1) this.succeededAfterRetries++;
    else this.succeeded++;
  }

  /** Judges a follow: every line of the job yielded exactly once, in order, and retries seen by the hook. */
  follow(result: FollowResult, attempts: readonly Attempt[]): void {
    const label = `${result.id} jobs.follow(${result.jobId})`;
    const problems: string[] = [];
    const polls = attempts.filter((a) => a.route === 'json');
    let streak = 0;
    for (const poll of polls) {
      if (isRetryable(poll.fault)) streak++;
      else if (poll.fault.kind === 'none') {
        if (streak > 0) this.succeededAfterRetries++;
        streak = 0;
      }
    }
    const retried = polls.filter((a) => isRetryable(a.fault)).length;
    if (result.error === undefined && result.retries !== retried)
      problems.push(`beforeRetry saw ${result.retries} retries of job polls, the server ${retried}`);
    polls.forEach((poll, i) => {
      const next = polls[i + 1];
      if (next && poll.notBefore !== undefined && next.at < poll.notBefore - slopMs)
        problems.push(`a poll retry came ${poll.notBefore - next.at} ms before its Retry-After allowed`);
    });
    if (result.error !== undefined) {
      const after = describe(attempts[attempts.length - 1]?.fault ?? { kind: 'none' });
      problems.push(`gave up on faults within its documented tolerance: ${errorName(result.error)} after ${after}`);
    }
    const counts = new Map<number, number>();
    let previous = -1;
    for (const line of result.yielded) {
      counts.set(line.sequence, (counts.get(line.sequence) ?? 0) + 1);
      if (line.sequence <= previous) problems.push(`line ${line.sequence} came after line ${previous}`);
      previous = Math.max(previous, line.sequence);
      const known = result.expected[line.sequence];
      if (!known) problems.push(`yielded line ${line.sequence}, which the mock does not have`);
      else if (known.message !== line.message || known.timestamp !== line.timestamp)
        problems.push(`line ${line.sequence} differs from the mock's: ${JSON.stringify(line)}`);
    }
    let lost = 0;
    let duplicated = 0;
    for (const line of result.expected) {
      const seen = counts.get(line.sequence) ?? 0;
      if (seen === 0 && (result.error === undefined || line.sequence < previous)) lost++;
      if (seen > 1) duplicated += seen - 1;
    }
    if (lost > 0) problems.push(`${lost} of ${result.expected.length} lines lost`);
    if (duplicated > 0) problems.push(`${duplicated} lines yielded twice`);
    this.lost += lost;
    this.duplicated += duplicated;
    this.linesChecked += result.expected.length;
    if (problems.length > 0) this.wrong.push(`${label} [${trail(attempts)}]: ${problems.join('; ')}`);
  }

  /** A check of its own (probes of points 1 and 2): right or wrong, with what went wrong. */
  check(label: string, problem: string | undefined, outcome: 'failure' | 'success' | 'retried'): void {
    if (problem !== undefined) this.wrong.push(`${label}: ${problem}`);
    else if (outcome === 'failure') this.rightFailures++;
    else if (outcome === 'retried') this.succeededAfterRetries++;
    else this.succeeded++;
  }
}
