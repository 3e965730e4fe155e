import type { RequestContext } from '../../http/context.js';
import { MockHttpError } from '../../http/responses.js';
import { addChannel, type ChannelRecord } from '../channels.js';
import { raiseForDataset } from '../notifications/raise.js';
import type { WorkspaceRecord } from '../workspaces/workspaces.js';
import { isRowsText } from './data.js';
import { addDataset, type DatasetRecord } from './datasets.js';

/** The channel a dataset published without a `source` goes to when its workspace has no source channel yet. */
const fallbackChannel = 'Datasets';

/**
 * Publishes a dataset from a publish body: replaces every field of the workspace's dataset with the same alias, or
 * with the given `id` (`created` false), or adds one (`created` true; with that `id` when given). The dataset goes
 * to the source channel its `source` names (made, of workspace scope, when there is none of that name); without a
 * `source` it stays in its channel, or a new one goes to the workspace's first source channel. Raises
 * DATASET_ACTIVITY for the dataset's subscribers.
 */
export function publishDataset(
  c: RequestContext,
  workspace: WorkspaceRecord,
  body: Record<string, unknown>,
  id?: string,
): { dataset: DatasetRecord; created: boolean } {
  const alias = c.requireString(body, 'alias');
  // The service's pattern `^(?!\s*$).+`: any alias on one line that is not blank (`Q3_Revenue`, `sales/q3`).
  if (!/^(?!\s*$).+$/.test(alias)) invalid('alias', 'must not be blank');
  const title = c.requireString(body, 'title');
  if (title.trim() === '') invalid('title', 'must not be blank');
  const rawData = c.optionalString(body, 'rawData');
  if (rawData !== undefined && !isRowsText(rawData)) invalid('rawData', 'must be JSON text of an array of row objects');
  const named = sourceName(c.optionalString(body, 'source'));
  const fields = {
    alias,
    title,
    description: c.optionalString(body, 'description') ?? '',
    descriptionContentType: c.optionalString(body, 'descriptionContentType'),
    questions: c.optionalString(body, 'questions') ?? '',
    query: c.optionalString(body, 'query') ?? '',
    rawData,
    visualisation: c.optionalString(body, 'visualisation') ?? '{"type":"table"}',
    metadata: c.optionalString(body, 'metadata') ?? '{}',
    published: c.store.timestamp(),
  };
  // Every field is read (and any 400 thrown) before a missing channel is made.
  const existing = id === undefined ? withAlias(c, workspace, alias) : c.store.datasets.get(id);
  const clash = id === undefined ? undefined : withAlias(c, workspace, alias);
  if (clash && clash.id !== id)
    throw new MockHttpError(
      409,
      `Alias '${alias}' is already used by dataset ${clash.id} of workspace ${workspace.id}`,
    );
  const channelId =
    named === undefined && existing
      ? existing.channelId
      : sourceChannel(c, workspace, named ?? firstSource(c, workspace)).id;
  const dataset = existing
    ? Object.assign(existing, fields, { channelId })
    : addDataset(c.store, { ...(id === undefined ? {} : { id }), workspaceId: workspace.id, channelId, ...fields });
  raiseForDataset(c.store, dataset.id, 'DATASET_ACTIVITY', c.caller().id);
  return { dataset, created: !existing };
}

function withAlias(c: RequestContext, workspace: WorkspaceRecord, alias: string): DatasetRecord | undefined {
  return [...c.store.datasets.values()].find((d) => d.workspaceId === workspace.id && d.alias === alias);
}

/**
 * The channel name a `source` gives: JSON text of an object's `name` or of a string, or plain text as it is
 * (the name alone, as dataset files write it). A JSON object without a `name` is a 400.
 */
function sourceName(source: string | undefined): string | undefined {
  if (source === undefined || source.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return source.trim();
  }
  const name = typeof parsed === 'object' && parsed !== null ? (parsed as { name?: unknown }).name : parsed;
  if (typeof name === 'string' && name.trim() !== '') return name.trim();
  return invalid('source', 'must name the channel, as in {"name":"Sales"}');
}

/** The source channel a PATCH's `source` names (made if missing, as a publish makes it), or undefined for none. */
export function patchedSource(c: RequestContext, workspace: WorkspaceRecord, source: string): string | undefined {
  const named = sourceName(source);
  return named === undefined ? undefined : sourceChannel(c, workspace, named).id;
}

/** The name of the workspace's first source channel, else the fallback channel's. */
function firstSource(c: RequestContext, workspace: WorkspaceRecord): string {
  const first = [...c.store.channels.values()].find(
    (ch) => ch.workspaceId === workspace.id && !ch.draft && ch.type === 'SOURCE' && ch.name !== undefined,
  );
  return first?.name ?? fallbackChannel;
}

/** The workspace's source channel of this name (any case), made by the caller with workspace scope if missing. */
function sourceChannel(c: RequestContext, workspace: WorkspaceRecord, name: string): ChannelRecord {
  const found = [...c.store.channels.values()].find(
    (ch) =>
      ch.workspaceId === workspace.id &&
      !ch.draft &&
      ch.type === 'SOURCE' &&
      ch.name?.toLowerCase() === name.toLowerCase(),
  );
  return (
    found ??
    addChannel(c.store, {
      workspaceId: workspace.id,
      creatorId: c.caller().id,
      name,
      description: `Datasets published from ${name}`,
      scope: 'WORKSPACE',
    })
  );
}

function invalid(field: string, problem: string): never {
  throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [{ field, defaultMessage: problem }]);
}
