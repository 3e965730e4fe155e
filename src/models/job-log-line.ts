// A line of a job's log (`jobs.logs`, `jobs.follow`), kept apart from the job model that deployments and
// pipelines return.
import type * as z from 'zod/mini';
import { loose } from '../core/validation/objects.js';
import { count, openEnum } from '../core/validation/schema.js';
import { Timestamp } from './common.js';
import { anyString } from './fields.js';

/** The level of a job log line. */
export const JobLogLevel = /* @__PURE__ */ openEnum(['INFO', 'ERROR']);
/** As the service sends it: one of `KnownJobLogLevel`, or a value the SDK does not know yet. */
export type JobLogLevel = z.infer<typeof JobLogLevel>;
/** The known values of `JobLogLevel`: what an input takes, and what `isKnown(JobLogLevel, value)` narrows to. */
export type KnownJobLogLevel = z.input<typeof JobLogLevel>;

/**
 * One line of a job's log as NDJSON and SSE carry it; `sequence` is its zero-based line number.
 * Typed by its known fields; others stay on the object: `(line as Record<string, unknown>)['field']`.
 */
export const JobLogLine = loose(() => ({
  /** The line's zero-based number in the log. */
  sequence: count(),
  /** When the line was written: a service timestamp (`toDate()` reads it). */
  timestamp: Timestamp,
  /** `INFO` or `ERROR`. */
  level: JobLogLevel,
  /** The line's text. */
  message: anyString,
}));
/** `JobLogLine` as the service sends it: the type of its schema, under its own name. */
export interface JobLogLine extends z.infer<typeof JobLogLine> {}
