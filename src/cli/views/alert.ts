// An alert as `wdp alerts list` and `get` show it.
import type { Alert } from '../../index.js';
import { multiLine } from '../output/print.js';
import { view } from './view.js';

/** An alert on a dataset: who set it, when, and its text. */
export const alertView = view({
  columns: ['id', 'dataset', 'creator', 'created', 'detail'],
  fields: (alert: Alert) => ({
    id: alert.id,
    dataset: alert.datasetId,
    creator: alert.creator?.name,
    created: alert.created,
    modified: alert.lastModified,
    raised: alert.raised,
    detail: multiLine(alert.detail),
  }),
});
