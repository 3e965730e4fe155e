import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { AlertRecord } from '../records.js';
import { memberView } from './common.js';

/** The partial alert of the initialise step: no `self` link, only `create alert`. */
export function alertDraftView(context: RequestContext, alert: AlertRecord): Record<string, unknown> {
  return {
    id: alert.id,
    created: alert.created,
    lastModified: alert.lastModified,
    _links: { 'create alert': context.link(href`/api/datasets/${alert.datasetId}/alerts/${alert.id}`, 'PUT') },
  };
}

/** An alert as the service sends it, with its creator and dataset. */
export function alertView(context: RequestContext, alert: AlertRecord): Record<string, unknown> {
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
