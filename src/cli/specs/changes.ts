// Whether publishing a file would change what the service holds: a channel by its description and picture, a dataset by
// each field the file gives (text fields it leaves out count as empty, as a publish would make them).
import { isDeepStrictEqual } from 'node:util';
import type { Channel, Dataset, DatasetPublish } from '../../index.js';
import type { ChannelSpec } from './channel-ml.js';

/**
 * Whether a channel differs from its file: its description or picture, each when the file gives one (the name
 * matches in any case).
 */
export function channelChanged(channel: Channel, spec: ChannelSpec): boolean {
  return (
    (spec.description !== undefined && spec.description !== (channel.description ?? '')) ||
    (spec.picture !== undefined && spec.picture !== (channel.picture ?? ''))
  );
}

/**
 * Whether a dataset differs from its file. `rows` reads the dataset's data, asked only when the file gives
 * `rawData` (the dataset itself does not carry its rows).
 */
export async function datasetChanged(
  dataset: Dataset,
  body: DatasetPublish,
  rows: () => Promise<unknown>,
): Promise<boolean> {
  for (const field of ['title', 'description', 'questions', 'query'] as const)
    if ((body[field] ?? '') !== (dataset[field] ?? '')) return true;
  if (typeof body.source === 'string' && body.source.trim().toLowerCase() !== dataset.source?.toLowerCase())
    return true;
  for (const field of ['visualisation', 'metadata'] as const) {
    const given = body[field];
    if (given !== undefined && !isDeepStrictEqual(asData(given), asData(dataset[field] ?? ''))) return true;
  }
  if (body.rawData !== undefined) return !isDeepStrictEqual(asData(body.rawData), await rows());
  return false;
}

/** JSON text as the value it spells (text that is not JSON stays as it is); other values as they are. */
function asData(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
