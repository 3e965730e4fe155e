import { checkOptions, keysOf } from '../../core/arguments/keys.js';
import { type Operation, signature } from '../../core/arguments/operation.js';
import { InvalidArgumentError } from '../../core/errors.js';
import type { ResponseReader } from '../../core/resource-verbs.js';
import { kindOf } from '../../core/shown.js';
import { type Target, urlOf } from '../../core/subjects.js';
import type { DatasetRow } from '../../models/dataset-row.js';
import { checkIdleTimeout, idleLimited } from '../../streaming/idle.js';

// The forms `datasets.data()` gives a dataset's data in: rows (JSON, validated by the call), or CSV as text or
// as the unread stream. `{ as }` is checked with the call's URL, before anything is sent.

/** How `datasets.data()` gives the rows: parsed JSON (the default), CSV text, or the unread CSV stream. */
export type DataAs = 'json' | 'csv' | 'stream';

/** Options of `datasets.data()`. */
export interface DataOptions<A extends DataAs = DataAs> {
  /** The form of the data. @default 'json' */
  as?: A | undefined;
  /**
   * With `as: 'stream'`: milliseconds the stream may send nothing while a chunk is awaited, before it fails with
   * `TimeoutError` (the other forms are read within the call's `timeout`). @default 60000
   */
  idleTimeout?: number | undefined;
}

/** What `datasets.data()` gives for each `as` (undefined when the dataset has no data); every form when unknown. */
export type DatasetData<A extends DataAs> = [A] extends ['json']
  ? DatasetRow[]
  : [A] extends ['csv']
    ? string
    : [A] extends ['stream']
      ? ReadableStream<Uint8Array>
      : DatasetRow[] | string | ReadableStream<Uint8Array>;

const dataKeys = keysOf<DataOptions>({ as: true, idleTimeout: true });

/** The URL of the data, then `{ as }` checked: an object with `as` alone, one of the forms. */
export function dataUrl(url: Target, how: unknown): Target {
  return (op) => {
    const checked = urlOf(url, op);
    formOf(how, op);
    return checked;
  };
}

/** Whether `{ as }` asks for CSV; read unchecked, to pick the call (whose URL checks it). */
export function wantsCsv(how: unknown): boolean {
  const as = asked(how);
  return as === 'csv' || as === 'stream';
}

/**
 * The reader of the CSV: its text, read within the attempt's timeout, or for `stream` the body unread, with its
 * `idleTimeout` (checked with the URL, before anything is sent).
 */
export function csvReader(how: unknown): ResponseReader<string | ReadableStream<Uint8Array> | undefined> {
  if (asked(how) !== 'stream') return readText;
  const { idleTimeout } = how as DataOptions;
  return async (response, call) =>
    response.status === 204 ? undefined : idleLimited(response.body, { ...call, idleTimeout });
}

// A 204 (no data) gives undefined.
const readText = async (response: Response) => (response.status === 204 ? undefined : response.text());

const asked = (how: unknown): unknown => (how as { as?: unknown } | null | undefined)?.as;

function formOf(how: unknown, op: Operation): DataAs {
  const checked = checkOptions(how as DataOptions | undefined, dataKeys, signature(op));
  const as: unknown = checked?.as ?? 'json';
  if (checked?.idleTimeout !== undefined) {
    if (as !== 'stream')
      throw new InvalidArgumentError(`${signature(op)}: \`idleTimeout\` applies to \`as: 'stream'\` only.`);
    checkIdleTimeout(checked.idleTimeout);
  }
  if (as === 'json' || as === 'csv' || as === 'stream') return as;
  const got = typeof as === 'string' ? JSON.stringify(as) : kindOf(as);
  throw new InvalidArgumentError(`${signature(op)}: \`as\` must be 'json', 'csv' or 'stream'; got ${got}.`);
}
