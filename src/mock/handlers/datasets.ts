import { raiseForDataset } from '../domain/notify.js';
import type { RequestContext } from '../http/context.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, json, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { DatasetRecord } from '../records.js';
import { datasetView } from '../views/dataset.js';

/** The dataset fields a PATCH may change. */
const editable = ['title', 'description', 'questions', 'visualisation', 'metadata', 'query', 'alias'] as const;

/** Datasets: view and list (members), edit and delete (admins), likes, views and the data behind them. */
export function registerDatasets(router: Router): void {
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
    .on('GET', '/api/datasets/:id/data', (c) => json(dataOf(memberDataset(c))))
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

/** Deletes a dataset with its comments, its list-channel memberships and the subscriptions to it. */
function removeDataset(c: RequestContext, dataset: DatasetRecord): void {
  const { store } = c;
  store.datasets.delete(dataset.id);
  for (const comment of [...store.comments.values()])
    if (comment.datasetId === dataset.id) store.comments.delete(comment.id);
  for (const channel of store.channels.values()) channel.datasetIds.delete(dataset.id);
  for (const [id, subscription] of store.subscriptions)
    if (subscription.subject.kind === 'dataset' && subscription.subject.id === dataset.id)
      store.subscriptions.delete(id);
}

/**
 * The data behind a dataset, made up but repeatable: the columns named by the query's select list and
 * five rows whose numbers derive from the dataset id (text columns read `<column> 1`, `<column> 2`, ...).
 */
function dataOf(dataset: DatasetRecord): {
  columns: Array<{ name: string; type: 'string' | 'number' }>;
  rows: Array<Record<string, string | number>>;
} {
  const columns = selectList(dataset.query).map((name) => ({
    name,
    type: numeric(name) ? ('number' as const) : ('string' as const),
  }));
  const rows = Array.from({ length: 5 }, (_unused, i) =>
    Object.fromEntries(
      columns.map((col) => [
        col.name,
        col.type === 'number' ? hash(`${dataset.id} ${col.name} ${i}`) % 10_000 : `${col.name} ${i + 1}`,
      ]),
    ),
  );
  return { columns, rows };
}

function selectList(query: string): string[] {
  const list = /^\s*select\s+(.+?)\s+from\s/is.exec(query)?.[1] ?? 'value';
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === ',' && depth === 0) {
      names.push(current);
      current = '';
      continue;
    }
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    current += ch;
  }
  names.push(current);
  return names.map((name) => (/\sas\s+(\S+)\s*$/i.exec(name)?.[1] ?? name).trim()).filter((name) => name !== '');
}

function numeric(column: string): boolean {
  return /\(|amount|rate|count|total|impressions|revenue|^\d/i.test(column);
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
