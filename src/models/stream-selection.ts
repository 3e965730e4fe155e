import { checkKeys, isOptionsObject, keysOf, kindOf } from '../core/arguments/keys.js';
import { InvalidArgumentError } from '../core/errors.js';

/** The metadata of a stream (or of the streams a pattern matches), as an extractor's `_metadata` takes it. */
export interface StreamMetadata {
  'replication-method'?: 'FULL_TABLE' | 'INCREMENTAL' | 'LOG_BASED' | (string & {}) | undefined;
  /** The property whose growth marks new rows, for INCREMENTAL replication. */
  'replication-key'?: string | undefined;
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

const where = 'streamSelection(extractor, selection)';
const keys = keysOf<StreamSelection>({ select: true, metadata: true });

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
    if (!isOptionsObject(value))
      throw new InvalidArgumentError(
        `${where}: \`metadata[${JSON.stringify(stream)}]\` must be an object such as ` +
          `{ 'replication-method': 'INCREMENTAL', 'replication-key': 'updated_at' }; got ${kindOf(value)}.`,
      );
  }
  return metadata as Record<string, StreamMetadata>;
}
