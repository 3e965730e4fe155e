import * as z from 'zod/mini';
import { checkKeys, isOptionsObject, keysOf } from '../core/arguments/keys.js';
import { InvalidArgumentError } from '../core/errors.js';
import { kindOf } from '../core/shown.js';
import { loose, strict } from '../core/validation/objects.js';
import { closedEnum, openEnum } from '../core/validation/schema.js';
import { anyString, optionalString } from './fields.js';

const selectedValues = ['SELECTED', 'AUTOMATIC', 'EXCLUDED'] as const;

/**
 * Whether an extractor syncs a stream or a field: `SELECTED` by choice, `AUTOMATIC` (always, such as a key), or
 * `EXCLUDED`.
 */
export const StreamSelected = /* @__PURE__ */ openEnum(selectedValues);
/** As the service sends it: one of `KnownStreamSelected`, or a value the SDK does not know yet. */
export type StreamSelected = z.infer<typeof StreamSelected>;
/** The known values of `StreamSelected`: what an input takes, and what `isKnown(StreamSelected, value)` narrows to. */
export type KnownStreamSelected = z.input<typeof StreamSelected>;

/** A field of an extractor's stream, and whether it is synced. */
export const ExtractorStreamField = loose(() => ({
  /** The field's name, such as `id`. */
  name: optionalString,
  /** Whether it is synced: `SELECTED` by choice, `AUTOMATIC` (always, such as a key) or `EXCLUDED`. */
  selected: z.optional(StreamSelected),
}));
/** `ExtractorStreamField` as the service sends it: the type of its schema, under its own name. */
export interface ExtractorStreamField extends z.infer<typeof ExtractorStreamField> {}

/**
 * A stream of an extractor (a table, an endpoint) with its fields, as a data component or a datastore lists its
 * `streams`. Pipelines choose streams through their properties instead: see `streamSelection()`.
 */
export const ExtractorStream = loose(() => ({
  /** The stream's name, such as `public-orders`. */
  name: optionalString,
  /** Whether it is synced: `SELECTED` by choice, `AUTOMATIC` (always, such as a key) or `EXCLUDED`. */
  selected: z.optional(StreamSelected),
  /** Its fields, each with whether it is synced. */
  fields: z.optional(z.array(ExtractorStreamField)),
}));
/** `ExtractorStream` as the service sends it: the type of its schema, under its own name. */
export interface ExtractorStream extends z.infer<typeof ExtractorStream> {}

const selected = z.optional(closedEnum(selectedValues, 'selected must be SELECTED, AUTOMATIC or EXCLUDED'));

/** A stream as a data component or datastore body sends it: `name` required, unknown keys refused. */
export const ExtractorStreamInput = strict(() => ({
  /** The stream's name, such as `public-orders`. */
  name: anyString,
  /** Whether it is synced: `SELECTED` by choice, `AUTOMATIC` (always, such as a key) or `EXCLUDED`. */
  selected,
  /** Its fields, each with whether it is synced. */
  fields: z.optional(
    z.array(
      strict(() => ({
        /** The field's name, such as `id`. */
        name: anyString,
        /** Whether it is synced: `SELECTED` by choice, `AUTOMATIC` (always, such as a key) or `EXCLUDED`. */
        selected,
      })),
    ),
  ),
}));
/** `ExtractorStreamInput` as a caller writes it: the input type of its schema, under its own name. */
export interface ExtractorStreamInput extends z.input<typeof ExtractorStreamInput> {}

/** The metadata of a stream (or of the streams a pattern matches), as an extractor's `_metadata` takes it. */
export interface StreamMetadata {
  /** How new rows are found: a full copy each run, by a growing key, or from the database's log (Singer's three). */
  'replication-method'?: (typeof replicationMethods)[number] | undefined;
  /** The property whose growth marks new rows, for INCREMENTAL replication. */
  'replication-key'?: string | undefined;
  /** Whether the stream (or property) is synced. */
  selected?: boolean | undefined;
  /** Any other metadata the extractor understands, such as `key-properties`. */
  [key: string]: unknown;
}

/** What an extractor of a pipeline syncs: which streams and properties, and how. */
export interface StreamSelection {
  /** Patterns of `stream.property`: `orders.*` for every property, `customers.id`, `!orders.notes` to leave one out. */
  select?: readonly string[] | undefined;
  /** Metadata by stream name or pattern. */
  metadata?: Readonly<Record<string, StreamMetadata>> | undefined;
}

const replicationMethods = ['FULL_TABLE', 'INCREMENTAL', 'LOG_BASED'] as const;
const where = 'streamSelection(extractor, selection)';
const keys = /* @__PURE__ */ keysOf<StreamSelection>({ select: true, metadata: true });

/**
 * The pipeline properties that choose what an extractor syncs: `<extractor>._select` and `<extractor>._metadata`,
 * each as the JSON text the service stores. Spread them into a pipeline's `properties`.
 * @example
 * const properties = streamSelection('tap-postgres', {
 *   select: ['orders.*', 'customers.id'],
 *   metadata: { orders: { 'replication-method': 'INCREMENTAL', 'replication-key': 'updated_at' } },
 * });
 * // { 'tap-postgres._select': '["orders.*","customers.id"]',
 * //   'tap-postgres._metadata': '{"orders":{"replication-method":"INCREMENTAL","replication-key":"updated_at"}}' }
 * await client.pipelines.create(workspaceId, { label: 'Orders', dataComponents, properties });
 */
export function streamSelection(extractor: string, selection: StreamSelection): Record<string, string> {
  if (typeof extractor !== 'string' || !/^[^\s/.]+$/.test(extractor))
    throw new InvalidArgumentError(
      `${where} needs the extractor's plugin name, such as "tap-postgres" (not "extractors/tap-postgres"); ` +
        `got ${typeof extractor === 'string' ? JSON.stringify(extractor) : kindOf(extractor)}.`,
    );
  if (!isOptionsObject(selection))
    throw new InvalidArgumentError(
      `${where}: the selection must be an object { select, metadata }; got ${kindOf(selection)}.`,
    );
  checkKeys(selection, keys, where);
  const { select, metadata } = selection as StreamSelection;
  if (select === undefined && metadata === undefined)
    throw new InvalidArgumentError(`${where}: give \`select\`, \`metadata\` or both; got neither.`);
  const properties: Record<string, string> = {};
  if (select !== undefined) properties[`${extractor}._select`] = JSON.stringify(checkSelect(select));
  if (metadata !== undefined) properties[`${extractor}._metadata`] = JSON.stringify(checkMetadata(metadata));
  return properties;
}

function checkSelect(select: unknown): readonly string[] {
  if (Array.isArray(select) && select.every((item) => typeof item === 'string' && item.trim() !== ''))
    return select as string[];
  throw new InvalidArgumentError(
    `${where}: \`select\` must be a list of non-empty patterns such as ["orders.*", "customers.id"]; ` +
      `got ${Array.isArray(select) ? 'a list with an empty or non-string item' : kindOf(select)}.`,
  );
}

function checkMetadata(metadata: unknown): Readonly<Record<string, StreamMetadata>> {
  if (!isOptionsObject(metadata))
    throw new InvalidArgumentError(`${where}: \`metadata\` must be an object by stream name; got ${kindOf(metadata)}.`);
  for (const [stream, value] of Object.entries(metadata)) {
    const name = `\`metadata[${JSON.stringify(stream)}]\``;
    if (!isOptionsObject(value))
      throw new InvalidArgumentError(
        `${where}: ${name} must be an object such as ` +
          `{ 'replication-method': 'INCREMENTAL', 'replication-key': 'updated_at' }; got ${kindOf(value)}.`,
      );
    const method: unknown = (value as StreamMetadata)['replication-method'];
    if (method !== undefined && !replicationMethods.includes(method as never))
      throw new InvalidArgumentError(
        `${where}: ${name}'s replication-method must be one of ${replicationMethods.join(', ')}; ` +
          `got ${typeof method === 'string' ? JSON.stringify(method) : kindOf(method)}.`,
      );
  }
  return metadata as Record<string, StreamMetadata>;
}
