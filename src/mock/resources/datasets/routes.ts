import { bodyWorkspace } from '../../http/body-workspace.js';
import type { RequestContext } from '../../http/context.js';
import { stored } from '../../http/lookup.js';
import { listResponse, pagedResponse } from '../../http/paging.js';
import { empty, hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { removeFromChannel } from '../channel-record.js';
import { raiseForDataset } from '../notifications/raise.js';
import { dataResponse, isRowsText } from './data.js';
import type { DatasetRecord } from './datasets.js';
import { patchedSource, publishDataset } from './publish.js';
import { askQuestion } from './questions.js';
import { datasetView } from './view.js';

/** The dataset fields a PATCH may change. */
const editable = [
  'title',
  'description',
  'descriptionContentType',
  'questions',
  'visualisation',
  'metadata',
  'query',
  'alias',
  'rawData',
  'source',
  'workspaceId',
] as const;

/**
 * Datasets: view and list (members: a workspace's, a channel's, the liked, all theirs), publish (to a workspace, by
 * id or to the default workspace), edit and delete (admins), likes, views and the data behind them.
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/datasets', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const datasets = [...c.store.datasets.values()].filter((d) => d.workspaceId === workspace.id);
      const views = datasets.map((d) => datasetView(c, d));
      return pagedResponse(c, 'datasets', views);
    })
    .on('POST', '/api/workspaces/:ws/datasets', async (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const { dataset, created } = publishDataset(c, workspace, await c.body());
      return hal(datasetView(c, dataset), created ? 201 : 200);
    })
    // Without a workspace in the path: the body's `workspaceId`, else the caller's default workspace.
    .on('POST', '/api/datasets', async (c) => {
      const body = await c.body();
      const { dataset, created } = publishDataset(c, bodyWorkspace(c, body), body);
      return hal(datasetView(c, dataset), created ? 201 : 200);
    })
    .on('GET', '/api/datasets', (c) => {
      const mine = c.memberships();
      const datasets = [...c.store.datasets.values()].filter((d) => mine.has(d.workspaceId));
      const views = datasets.map((d) => datasetView(c, d));
      return listResponse(c, 'datasets', views);
    })
    .on('POST', '/api/workspaces/:ws/questions', askQuestion)
    // `…/datasets/**` in the service: an alias may hold slashes (`sales/q3`).
    .on('GET', '/api/workspaces/:ws/datasets/:id*', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const key = c.param('id');
      const dataset = [...c.store.datasets.values()].find(
        (d) => d.workspaceId === workspace.id && (d.id === key || d.alias === key),
      );
      if (!dataset) throw new MockHttpError(404, `Dataset ${key} not found in workspace ${workspace.id}`);
      return hal(datasetView(c, dataset));
    })
    .on('GET', '/api/channels/:id/datasets', (c) => {
      const channel = stored(c.store.channels, c.param('id'), 'Channel');
      c.memberOf(channel.workspaceId);
      const datasets = [...c.store.datasets.values()].filter(
        (d) => d.channelId === channel.id || channel.datasetIds.has(d.id),
      );
      const views = datasets.map((d) => datasetView(c, d));
      return pagedResponse(c, 'datasets', views);
    })
    .on('GET', '/api/workspaces/:ws/liked', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const { id } = c.caller();
      const datasets = [...c.store.datasets.values()].filter(
        (d) => d.workspaceId === workspace.id && d.likedBy.has(id),
      );
      const views = datasets.map((d) => datasetView(c, d));
      return pagedResponse(c, 'datasets', views);
    })
    .on('GET', '/api/datasets/:id', (c) => hal(datasetView(c, memberDataset(c))))
    // Replaces every field of the dataset with this id, or creates it (in the body's or the default workspace).
    .on('PUT', '/api/datasets/:id', async (c) => {
      const body = await c.body();
      const existing = c.store.datasets.get(c.param('id'));
      const workspace = existing ? c.adminOf(existing.workspaceId) : bodyWorkspace(c, body);
      const { dataset, created } = publishDataset(c, workspace, body, c.param('id'));
      return hal(datasetView(c, dataset), created ? 201 : 200);
    })
    .on('PATCH', '/api/datasets/:id', async (c) => {
      const dataset = stored(c.store.datasets, c.param('id'), 'Dataset');
      c.adminOf(dataset.workspaceId);
      applyPatch(c, dataset, await c.body());
      return hal(datasetView(c, dataset));
    })
    .on('DELETE', '/api/datasets/:id', (c) => {
      const dataset = stored(c.store.datasets, c.param('id'), 'Dataset');
      c.adminOf(dataset.workspaceId);
      removeDataset(c, dataset);
      return empty();
    })
    .on('GET', '/api/datasets/:id/data', (c) => dataResponse(c.request, memberDataset(c)))
    .on('PUT', '/api/datasets/:id/like', (c) => {
      const dataset = memberDataset(c);
      const { id } = c.caller();
      if (!dataset.likedBy.has(id)) {
        dataset.likedBy.add(id);
        raiseForDataset(c.store, dataset.id, 'DATASET_LIKE', id);
      }
      return hal(datasetView(c, dataset));
    })
    .on('DELETE', '/api/datasets/:id/like', (c) => {
      memberDataset(c).likedBy.delete(c.caller().id);
      return empty();
    })
    .on('PUT', '/api/datasets/:id/view', (c) => {
      const dataset = memberDataset(c);
      dataset.viewCount += 1;
      return hal(datasetView(c, dataset));
    });
}

/** The dataset of the `id` parameter, when the caller is a member of its workspace. */
function memberDataset(c: RequestContext): DatasetRecord {
  const dataset = stored(c.store.datasets, c.param('id'), 'Dataset');
  c.memberOf(dataset.workspaceId);
  return dataset;
}

function applyPatch(c: RequestContext, dataset: DatasetRecord, body: Record<string, unknown>): void {
  const changes: Partial<Record<(typeof editable)[number], string>> = {};
  for (const field of editable) {
    const value = c.optionalString(body, field);
    if (value !== undefined) changes[field] = value;
  }
  if (!Object.keys(changes).length)
    throw new MockHttpError(400, `The patch changes nothing; give at least one of ${editable.join(', ')}`);
  if (changes.title !== undefined && changes.title.trim() === '') {
    throw new MockHttpError(400, 'Validation failed: title must not be blank', [
      { field: 'title', defaultMessage: 'must not be blank' },
    ]);
  }
  const alias = changes.alias;
  if (alias !== undefined) {
    if (!/^(?!\s*$).+$/.test(alias)) {
      throw new MockHttpError(400, 'Validation failed: alias must not be blank', [
        { field: 'alias', defaultMessage: 'must not be blank' },
      ]);
    }
    const taken = [...c.store.datasets.values()].some(
      (d) => d.workspaceId === dataset.workspaceId && d.id !== dataset.id && d.alias === alias,
    );
    if (taken)
      throw new MockHttpError(
        409,
        `Alias '${alias}' is already used by another dataset of workspace ${dataset.workspaceId}`,
      );
  }
  const { source, workspaceId, ...kept } = changes;
  if (workspaceId !== undefined && workspaceId !== dataset.workspaceId) invalid('workspaceId', 'cannot change');
  if (kept.rawData !== undefined && !isRowsText(kept.rawData))
    invalid('rawData', 'must be JSON text of an array of row objects');
  const channelId = source === undefined ? undefined : patchedSource(c, c.adminOf(dataset.workspaceId), source);
  Object.assign(dataset, kept, channelId === undefined ? {} : { channelId });
}

function invalid(field: string, problem: string): never {
  throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [{ field, defaultMessage: problem }]);
}

/** Deletes a dataset with its comments, alerts and messages, its list-channel memberships and its subscriptions. */
function removeDataset(c: RequestContext, dataset: DatasetRecord): void {
  const { store } = c;
  store.datasets.delete(dataset.id);
  for (const kept of [store.comments, store.alerts, store.messages])
    for (const [id, record] of kept) if (record.datasetId === dataset.id) kept.delete(id);
  for (const channel of store.channels.values()) removeFromChannel(channel, dataset.id);
  for (const [id, subscription] of store.subscriptions)
    if (subscription.subject.kind === 'dataset' && subscription.subject.id === dataset.id)
      store.subscriptions.delete(id);
}
