import type { RequestContext } from '../http/context.js';
import { pagedResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { AlertRecord, DatasetRecord, WorkspaceRecord } from '../records.js';
import { alertDraftView, alertView } from '../views/alert.js';

/**
 * Alerts on datasets: any member of the dataset's workspace lists, views and sets them (initialise, then PUT);
 * only the creator or an administrator changes one.
 */
export function registerAlerts(router: Router): void {
  router
    .on('GET', '/api/datasets/:id/alerts', (c) => {
      const { dataset } = datasetOf(c, c.param('id'));
      const alerts = [...c.store.alerts.values()].filter((a) => a.datasetId === dataset.id && !a.draft);
      return pagedResponse(
        c,
        'alerts',
        alerts.map((a) => alertView(c, a)),
      );
    })
    .on('POST', '/api/datasets/:id/alerts', (c) => {
      const { dataset } = datasetOf(c, c.param('id'));
      return hal(alertDraftView(c, addAlert(c, c.store.id(), dataset.id)));
    })
    .on('PUT', '/api/datasets/:ds/alerts/:id', async (c) => {
      const { dataset, workspace } = datasetOf(c, c.param('ds'));
      const existing = c.store.alerts.get(c.param('id'));
      if (existing && existing.datasetId !== dataset.id)
        throw new MockHttpError(409, `Alert ${existing.id} belongs to another dataset`);
      const caller = c.caller().id;
      if (existing && !existing.draft && existing.creatorId !== caller && !isAdmin(workspace, caller))
        throw new MockHttpError(403, `Only the creator or an administrator may change alert ${existing.id}`);
      const detail = requireDetail(await c.body());
      const created = !existing || existing.draft;
      const alert = existing ?? addAlert(c, c.param('id'), dataset.id);
      Object.assign(alert, { detail, draft: false, lastModified: c.store.timestamp() });
      return hal(alertView(c, alert), created ? 201 : 200);
    })
    .on('GET', '/api/alerts/:id', (c) => {
      const alert = c.find(c.store.alerts, c.param('id'), 'Alert');
      if (alert.draft) throw new MockHttpError(404, `Alert ${alert.id} not found`);
      datasetOf(c, alert.datasetId);
      return hal(alertView(c, alert));
    });
}

/** The dataset and its workspace, when the caller is a member of it. */
function datasetOf(c: RequestContext, id: string): { dataset: DatasetRecord; workspace: WorkspaceRecord } {
  const dataset = c.find(c.store.datasets, id, 'Dataset');
  return { dataset, workspace: c.memberOf(dataset.workspaceId) };
}

function addAlert(c: RequestContext, id: string, datasetId: string): AlertRecord {
  const now = c.store.timestamp();
  const alert: AlertRecord = { id, datasetId, creatorId: c.caller().id, draft: true, created: now, lastModified: now };
  c.store.alerts.set(id, alert);
  return alert;
}

function requireDetail(body: Record<string, unknown>): string {
  const detail = body['detail'];
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  throw new MockHttpError(400, 'Validation failed: detail must not be blank', [
    { field: 'detail', defaultMessage: 'must not be blank' },
  ]);
}

function isAdmin(workspace: WorkspaceRecord, profileId: string): boolean {
  return workspace.ownerId === profileId || workspace.adminIds.has(profileId);
}
