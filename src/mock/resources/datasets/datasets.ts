import type { Dataset } from '../../../models/dataset.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { pagedResponse } from '../../http/paging.js';
import { empty, hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { MockStore } from '../../store.js';
import { channelSummary } from '../channels.js';
import { raiseForDataset } from '../notifications/raise.js';
import { memberView } from '../profiles.js';
import { tagsIn } from '../tags.js';
import { dataResponse } from './data.js';
import { publishDataset } from './publish.js';

/** A dataset: a published query (or rows) with its visualisation, in a channel. */
export interface DatasetRecord {
  id: string;
  workspaceId: string;
  channelId: string;
  alias: string;
  title: string;
  description: string;
  questions: string;
  visualisation: string;
  metadata: string;
  /** '' when the dataset has no query; with no `rawData` either, it has no data (204). */
  query: string;
  /** The rows published with the dataset: JSON text of an array of row objects; its data when given. */
  rawData?: string | undefined;
  likedBy: Set<string>;
  viewCount: number;
  published: string;
  created: string;
}

/** The datasets, by id. */
export const tables = () => ({ datasets: new Map<string, DatasetRecord>() });

/** A dataset published now; its alias derives from the title (without #tags) unless given. */
export function addDataset(
  store: MockStore,
  init: Partial<DatasetRecord> & { workspaceId: string; channelId: string; title: string },
): DatasetRecord {
  const now = store.timestamp();
  const record: DatasetRecord = {
    id: store.id(),
    alias: init.title
      .toLowerCase()
      .replace(/#\w+/g, '')
      .trim()
      .replace(/[^a-z0-9]+/g, '-'),
    description: '',
    questions: '',
    visualisation: '{"type":"table"}',
    metadata: '{}',
    query: 'select 1',
    likedBy: new Set(),
    viewCount: 0,
    published: now,
    created: now,
    ...init,
  };
  store.datasets.set(record.id, record);
  return record;
}

/** A dataset as the service sends it; `score` is added on search results. */
export function datasetView(context: RequestContext, dataset: DatasetRecord, score?: number): Dataset {
  const { store } = context;
  const id = dataset.id;
  const commentCount = [...store.comments.values()].filter(
    (c) => c.datasetId === id && !c.draft && c.parentId === undefined,
  ).length;
  const source = channelSummary(context, dataset.channelId);
  return {
    id,
    published: dataset.published,
    created: dataset.created,
    alias: dataset.alias,
    workspaceId: dataset.workspaceId,
    source: source?.name ?? '',
    title: dataset.title,
    description: dataset.description,
    questions: dataset.questions,
    visualisation: dataset.visualisation,
    metadata: dataset.metadata,
    query: dataset.query,
    likeCount: dataset.likedBy.size,
    commentCount,
    viewCount: dataset.viewCount,
    likedByProfiles: [...dataset.likedBy].map((profileId) => memberView(context, profileId)),
    tags: tagsIn(`${dataset.title} ${dataset.description}`),
    score,
    _embedded: { source: source ?? { name: '', description: '' } },
    _links: {
      self: context.link(href`/api/datasets/${id}`),
      'delete dataset': context.link(href`/api/datasets/${id}`, 'DELETE'),
      'edit dataset': context.link(href`/api/datasets/${id}`, 'PATCH'),
      data: context.link(href`/api/datasets/${id}/data`, 'GET'),
      source: context.link(href`/api/channels/${dataset.channelId}`, 'GET'),
      comments: context.link(href`/api/datasets/${id}/comments`, 'GET'),
      'new comment': context.link(href`/api/datasets/${id}/comments`, 'POST'),
      'add like': context.link(href`/api/datasets/${id}/like`, 'PUT'),
      'add view': context.link(href`/api/datasets/${id}/view`, 'PUT'),
      'new alert': context.link(href`/api/datasets/${id}/alerts`, 'POST'),
      'add subscription': context.link(href`/api/datasets/${id}/subscriptions`, 'POST'),
      'new message': context.link(href`/api/datasets/${id}/messages`, 'POST'),
    },
  };
}

/** The dataset fields a PATCH may change. */
const editable = ['title', 'description', 'questions', 'visualisation', 'metadata', 'query', 'alias'] as const;

/**
 * Datasets: view and list (members), publish, edit and delete (admins), likes, views, messages and the data behind
 * them.
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/datasets', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const datasets = [...c.store.datasets.values()].filter((d) => d.workspaceId === workspace.id);
      return pagedResponse(
        c,
        'datasets',
        datasets.map((d) => datasetView(c, d)),
      );
    })
    .on('POST', '/api/workspaces/:ws/datasets', async (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const { dataset, created } = publishDataset(c, workspace, await c.body());
      return hal(datasetView(c, dataset), created ? 201 : 200);
    })
    .on('GET', '/api/workspaces/:ws/datasets/:id', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const key = c.param('id');
      const dataset = [...c.store.datasets.values()].find(
        (d) => d.workspaceId === workspace.id && (d.id === key || d.alias === key),
      );
      if (!dataset) throw new MockHttpError(404, `Dataset ${key} not found in workspace ${workspace.id}`);
      return hal(datasetView(c, dataset));
    })
    .on('GET', '/api/workspaces/:ws/liked', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const { id } = c.caller();
      const datasets = [...c.store.datasets.values()].filter(
        (d) => d.workspaceId === workspace.id && d.likedBy.has(id),
      );
      return pagedResponse(
        c,
        'datasets',
        datasets.map((d) => datasetView(c, d)),
      );
    })
    .on('GET', '/api/datasets/:id', (c) => hal(datasetView(c, memberDataset(c))))
    .on('PATCH', '/api/datasets/:id', async (c) => {
      const dataset = c.find(c.store.datasets, c.param('id'), 'Dataset');
      c.adminOf(dataset.workspaceId);
      applyPatch(c, dataset, await c.body());
      return hal(datasetView(c, dataset));
    })
    .on('DELETE', '/api/datasets/:id', (c) => {
      const dataset = c.find(c.store.datasets, c.param('id'), 'Dataset');
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
  const dataset = c.find(c.store.datasets, c.param('id'), 'Dataset');
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
    if (!/^[a-z0-9][a-z0-9-]*$/.test(alias)) {
      throw new MockHttpError(400, 'Validation failed: alias must be lower-case letters, digits and dashes', [
        { field: 'alias', defaultMessage: 'must match [a-z0-9-]+' },
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
  Object.assign(dataset, changes);
}

/** Deletes a dataset with its comments, alerts and messages, its list-channel memberships and its subscriptions. */
function removeDataset(c: RequestContext, dataset: DatasetRecord): void {
  const { store } = c;
  store.datasets.delete(dataset.id);
  for (const kept of [store.comments, store.alerts, store.messages])
    for (const [id, record] of kept) if (record.datasetId === dataset.id) kept.delete(id);
  for (const channel of store.channels.values()) channel.datasetIds.delete(dataset.id);
  for (const [id, subscription] of store.subscriptions)
    if (subscription.subject.kind === 'dataset' && subscription.subject.id === dataset.id)
      store.subscriptions.delete(id);
}
