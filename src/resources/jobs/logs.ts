import { checkOptions, keysOf } from '../../core/arguments/keys.js';
import { type Operation, signature } from '../../core/arguments/operation.js';
import { checkRequestOptions, type RequestOptions } from '../../core/arguments/request-options.js';
import { checkSignal } from '../../core/arguments/signal.js';
import type { ValidationMode } from '../../core/arguments/validation-mode.js';
import { InvalidArgumentError } from '../../core/errors.js';
import { cancelBody } from '../../core/http/http.js';
import { type Target, urlOf } from '../../core/subjects.js';
import type { JobLogLine } from '../../models/job-log-line.js';
import { BatchIterator, type BatchSource } from '../../streaming/batches.js';
import { checkIdleTimeout } from '../../streaming/idle.js';
import { checkOnMalformed, type OnMalformed } from '../../streaming/json-stream.js';
import { checkMaxLineLength, type LineStreamOptions, lineSource } from '../../streaming/lines.js';
import { ndjsonSource } from '../../streaming/ndjson.js';
import { type SseEvent, sseSource } from '../../streaming/sse.js';

/** The formats job logs are served in. */
export type JobLogFormat = 'ndjson' | 'text' | 'sse';

/** Options of `jobs.logs`. */
export interface JobLogOptions {
  /**
   * `ndjson` (Accept `application/x-ndjson`) and `sse` (`text/event-stream`, its message events) give
   * `JobLogLine`s; `text` (`text/plain`) gives strings. @default 'ndjson'
   */
  format?: JobLogFormat | undefined;
  /** The zero-based line number to read from. @default 0 */
  sequence?: number | undefined;
  /** Cancels the request and the read; the signal's reason is what is thrown. */
  signal?: AbortSignal | undefined;
  /** Milliseconds the stream may stay silent before `TimeoutError`. @default 60000 */
  idleTimeout?: number | undefined;
  /** A malformed NDJSON line or SSE frame throws `StreamParseError`, or is skipped. @default 'error' */
  onMalformed?: OnMalformed | undefined;
  /** The longest line accepted, in characters. @default 1048576 */
  maxLineLength?: number | undefined;
}

const accepts: Record<JobLogFormat, string> = {
  ndjson: 'application/x-ndjson',
  text: 'text/plain',
  sse: 'text/event-stream',
};

/** A checked log read: everything a read needs, validated before anything is sent. */
export interface JobLogRead {
  url: string;
  format: JobLogFormat;
  /** The `Accept` header of the format. */
  accept: string;
  sequence: number;
  stream: LineStreamOptions & { onMalformed: OnMalformed };
  request: RequestOptions;
}

/** What a log read uses of the `Jobs` namespace: its protected stream capabilities, bound to it. */
export interface LogAccess {
  /** Sends the log request of `read` and hands back its response unread. */
  open(read: JobLogRead): Promise<Response>;
  /** A validator of log lines in the given mode (else the client's). */
  checker(mode: ValidationMode | undefined): (data: unknown) => JobLogLine;
  /** What an error raised while reading `response` (or opening it: none yet) becomes (the verb `streamError`). */
  streamError(error: unknown, response: Response | undefined): unknown;
}

/** The option keys of a log read (`jobs.follow` adds its own). */
export const logOptionKeys = {
  format: true,
  sequence: true,
  signal: true,
  idleTimeout: true,
  onMalformed: true,
  maxLineLength: true,
} as const;

const logKeys = keysOf<JobLogOptions>(logOptionKeys);

/**
 * Checks the arguments of a log read (`jobs.logs`, `jobs.follow`) at the call, in their order: the log's URL, the
 * options (their `known` keys, then each value) and the request options; throws `InvalidArgumentError`.
 */
export function checkLogRead(
  op: Operation,
  logs: Target,
  options: JobLogOptions | undefined,
  request: RequestOptions | undefined,
  known = logKeys,
): JobLogRead {
  const url = urlOf(logs, op);
  const given = checkOptions(options, known, signature(op)) ?? {};
  checkRequestOptions(request, op);
  const format = given.format ?? 'ndjson';
  if (!Object.hasOwn(accepts, format))
    throw new InvalidArgumentError(`\`format\` must be 'ndjson', 'text' or 'sse'; got ${String(format)}.`);
  const sequence = given.sequence ?? 0;
  if (!Number.isSafeInteger(sequence) || sequence < 0)
    throw new InvalidArgumentError(`\`sequence\` must be a whole number >= 0; got ${String(sequence)}.`);
  const signal = checkSignal(given.signal) ?? request?.signal;
  const stream = {
    signal,
    idleTimeout: checkIdleTimeout(given.idleTimeout),
    maxLineLength: checkMaxLineLength(given.maxLineLength),
    onMalformed: checkOnMalformed(given.onMalformed),
  };
  // Streams are never retried behind the caller's back: only an explicit `retry` retries the opening request.
  const retry = request?.retry ?? 0;
  return {
    url: withoutSequence(url),
    format,
    accept: accepts[format],
    sequence,
    stream,
    request: { ...request, signal, retry },
  };
}

/**
 * Opens a job's log on the first `next()` and reads it as it arrives. NDJSON lines and SSE message events are
 * validated as `JobLogLine` in the call's validation mode; text gives one string per line. A 204 yields nothing.
 * `keepPartial: false` treats a text line without a line ending as a cut-off stream (`jobs.follow` uses it).
 * Every error it throws has been through the client's redaction step; one of the lines (a line that cannot be read,
 * a connection cut mid-stream) has the read's request id, as the read's own failure has.
 */
export function readJobLogs(
  access: LogAccess,
  read: JobLogRead,
  keepPartial = true,
): AsyncIterableIterator<JobLogLine | string> {
  let inner: BatchSource<JobLogLine | string> | undefined;
  let cancelled = false;
  let response: Response | undefined;
  const open = async (): Promise<BatchSource<JobLogLine | string> | undefined> => {
    response = await access.open(read);
    if (response.status === 204 || response.body === null || cancelled) {
      cancelBody(response);
      return undefined;
    }
    if (read.format === 'text') {
      const unterminated = keepPartial ? 'keep' : 'error';
      return lineSource<string>(response.body, { ...read.stream, unterminated }, (push) => ({
        line: (text) => push(text),
      }));
    }
    const check = access.checker(read.request.validation);
    if (read.format === 'ndjson') return ndjsonSource(response.body, read.stream, check);
    return mapped(sseSource(response.body, read.stream), (e: SseEvent) => (isMessage(e) ? check(e.data) : skip));
  };
  return new BatchIterator<JobLogLine | string>({
    async pull() {
      if (cancelled) return undefined;
      try {
        inner ??= await open();
        return inner === undefined ? undefined : await inner.pull();
      } catch (error) {
        throw access.streamError(error, response);
      }
    },
    cancel(reason) {
      cancelled = true;
      inner?.cancel(reason);
    },
  });
}

/** Log lines are the stream's message events; other event types are left out. */
const isMessage = (event: SseEvent): boolean => event.event === undefined || event.event === 'message';

/** What a `mapped` function returns for an item it leaves out. */
const skip = Symbol('skip');

/**
 * A batch source whose items pass through `map` (which may leave some out), in place: each batch is a fresh
 * array owned by the reader. Items before one that throws are handed out first.
 */
function mapped<S, T>(source: BatchSource<S>, map: (item: S) => T | typeof skip): BatchSource<T> {
  let failure: { error: unknown } | undefined;
  return {
    async pull() {
      if (failure) throw failure.error;
      const batch = await source.pull();
      if (batch === undefined) return undefined;
      const out = batch as unknown as T[];
      let kept = 0;
      try {
        for (let i = 0; i < batch.length; i++) {
          const value = map(batch[i] as S);
          if (value !== skip) out[kept++] = value;
        }
      } catch (error) {
        source.cancel(error);
        if (kept === 0) throw error;
        failure = { error };
      }
      out.length = kept;
      return out;
    },
    cancel: (reason) => source.cancel(reason),
  };
}

/** A logs URL without its `sequence` query (a job's `logs` link carries `?sequence=0`). */
function withoutSequence(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  params.delete('sequence');
  const rest = params.toString();
  return rest === '' ? url.slice(0, q) : `${url.slice(0, q)}?${rest}`;
}
