import type { Alert } from '../../models/alert.js';
import type { RequestContext } from '../http/context.js';
import { createsDraft } from '../http/drafts.js';
import { href } from '../http/href.js';
import { stored } from '../http/lookup.js';
import { listResponse, pagedResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { recordTable } from '../table.js';
import type { DatasetRecord } from './datasets/datasets.js';
import { memberView } from './profiles/view.js';
import { administers, roleOf, type WorkspaceRecord } from './workspaces/workspaces.js';

/** An alert set on a dataset. */
export interface AlertRecord {
  id: string;
  datasetId: string;
  creatorId: string;
  /** Absent while the alert is only initialised. */
  detail?: string | undefined;
  draft: boolean;
  created: string;
  lastModified: string;
}

/**
 * The alerts on datasets, by id; `addAlert` makes an alert on a dataset, only initialised (a draft) until its first
 * PUT.
 */
export const { tables, add: addAlert } = recordTable(
  'alerts',
  (store, init: Partial<AlertRecord> & Pick<AlertRecord, 'datasetId' | 'creatorId'>): AlertRecord => {
    const id = init.id ?? store.id();
    const now = store.timestamp();
    return { id, draft: true, created: now, lastModified: now, ...init };
  },
);

/** The partial alert of the initialise step: no `self` link, only `create alert`. */
export function alertDraftView(context: RequestContext, alert: AlertRecord): Alert {
  return {
    id: alert.id,
    created: alert.created,
    lastModified: alert.lastModified,
    _links: { 'create alert': context.link(href`/api/datasets/${alert.datasetId}/alerts/${alert.id}`, 'PUT') },
  };
}

/** An alert as the service sends it, with its creator and dataset. */
export function alertView(context: RequestContext, alert: AlertRecord): Alert {
  return {
    id: alert.id,
    created: alert.created,
    lastModified: alert.lastModified,
    detail: alert.detail ?? '',
    datasetId: alert.datasetId,
    creator: memberView(context, alert.creatorId),
    _links: {
      self: context.link(href`/api/alerts/${alert.id}`),
      'update alert': context.link(href`/api/datasets/${alert.datasetId}/alerts/${alert.id}`, 'PUT'),
      dataset: context.link(href`/api/datasets/${alert.datasetId}`, 'GET'),
    },
  };
}

/**
 * Alerts on datasets: any member of the dataset's workspace lists, views and sets them (initialise, then PUT);
 * only the creator or an administrator changes one.
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/alerts', (c) => {
      const mine = c.memberships();
      const alerts = [...c.store.alerts.values()].filter(
        (a) => !a.draft && mine.has(c.store.datasets.get(a.datasetId)?.workspaceId ?? ''),
      );
      const views = alerts.map((a) => alertView(c, a));
      return listResponse(c, 'alerts', views);
    })
    .on('GET', '/api/datasets/:id/alerts', (c) => {
      const { dataset } = datasetOf(c, c.param('id'));
      const alerts = [...c.store.alerts.values()].filter((a) => a.datasetId === dataset.id && !a.draft);
      const views = alerts.map((a) => alertView(c, a));
      return pagedResponse(c, 'alerts', views);
    })
    .on('POST', '/api/datasets/:id/alerts', (c) => {
      const { dataset } = datasetOf(c, c.param('id'));
      return hal(alertDraftView(c, addAlert(c.store, { datasetId: dataset.id, creatorId: c.caller().id })));
    })
    .on('PUT', '/api/datasets/:ds/alerts/:id', async (c) => {
      const { dataset, workspace } = datasetOf(c, c.param('ds'));
      const existing = c.store.alerts.get(c.param('id'));
      if (existing && existing.datasetId !== dataset.id)
        throw new MockHttpError(409, `Alert ${existing.id} belongs to another dataset`);
      const caller = c.caller().id;
      if (existing && !existing.draft && existing.creatorId !== caller && !administers(roleOf(workspace, caller)))
        throw new MockHttpError(403, `Only the creator or an administrator may change alert ${existing.id}`);
      const detail = requireDetail(await c.body());
      const created = createsDraft(existing, existing?.creatorId, caller, `Alert ${c.param('id')}`);
      const alert = existing ?? addAlert(c.store, { id: c.param('id'), datasetId: dataset.id, creatorId: caller });
      Object.assign(alert, { detail, draft: false, lastModified: c.store.timestamp() });
      return hal(alertView(c, alert), created ? 201 : 200);
    })
    .on('GET', '/api/alerts/:id', (c) => {
      const alert = stored(c.store.alerts, c.param('id'), 'Alert');
      datasetOf(c, alert.datasetId);
      return hal(alertView(c, alert));
    });
}

/** The dataset and its workspace, when the caller is a member of it. */
function datasetOf(c: RequestContext, id: string): { dataset: DatasetRecord; workspace: WorkspaceRecord } {
  const dataset = stored(c.store.datasets, id, 'Dataset');
  return { dataset, workspace: c.memberOf(dataset.workspaceId) };
}

function requireDetail(body: Record<string, unknown>): string {
  const detail = body['detail'];
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  throw new MockHttpError(400, 'Validation failed: detail must not be blank', [
    { field: 'detail', defaultMessage: 'must not be blank' },
  ]);
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
