import {
  type ApiPromise,
  ApiResource,
  type HalResource,
  ids,
  linkOr,
  nested,
  type OptionsArg,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  type RequestOptions,
  type Subject,
  type Upserted,
  under,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { Alert, AlertCollection, AlertInput } from '../models/alert.js';

/** An alert by dataset and alert id, or a draft or alert that carries the link. */
type PutArgs = [HalResource, AlertInput, OptionsArg?] | [string, Subject, AlertInput, OptionsArg?];

const alertPath = (id: string) => path`/api/alerts/${id}`;
const alertsOf = (datasetId: string) => path`/api/datasets/${datasetId}/alerts`;
const inDataset = (datasetId: string, id: string) => path`/api/datasets/${datasetId}/alerts/${id}`;
const newAlert = (dataset: Subject) => linkOr(dataset, 'new alert', alertsOf);
const putRels = ['create alert', 'update alert'];

/**
 * Alerts: notes that members set on a dataset, such as a threshold to watch.
 * @example
 * const alert = await client.alerts.create(datasetId, { detail: 'Revenue fell below 1M' });
 * for await (const a of client.alerts.list(datasetId)) console.log(a.creator?.handle, a.detail);
 */
export class Alerts extends ApiResource {
  /** Lists the alerts set on a dataset. */
  list(dataset: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Alert> {
    return this.paginateOld(
      operation('alerts.list', 'dataset', 'query'),
      [pageSpec, AlertCollection],
      ids(alertsOf, dataset),
      query,
      options,
    );
  }

  /** Lists every alert the caller can see, on the datasets of all their workspaces (no paging options). */
  listAll(options?: RequestOptions): PagePromise<Alert> {
    return this.paginateOld(operation('alerts.listAll'), AlertCollection, '/api/alerts', undefined, options);
  }

  /** Gets an alert by id (or by an alert's own self link). */
  get(alert: Subject, options?: RequestOptions): ApiPromise<Alert> {
    return this.read(operation('alerts.get', 'alert'), Alert, linkOr(alert, 'self', alertPath), options);
  }

  /** Starts an alert on a dataset: the service gives a fresh id and a `create alert` link, but no `self` link. */
  initialise(dataset: Subject, options?: RequestOptions): ApiPromise<Alert> {
    return this.write(operation('alerts.initialise', 'dataset'), 'POST', Alert, newAlert(dataset), undefined, options);
  }

  /**
   * Sets or changes the alert with this id; `created` tells which happened (201 vs 200). Give the dataset and
   * alert ids, or a draft or alert alone (its `create alert` or `update alert` link is used).
   */
  put(alert: HalResource, body: AlertInput, options?: RequestOptions): ApiPromise<Upserted<Alert>>;
  put(datasetId: string, alert: Subject, body: AlertInput, options?: RequestOptions): ApiPromise<Upserted<Alert>>;
  put(...args: PutArgs) {
    return this.upsertOld(
      operation('alerts.put', 'datasetId', 'alert', '{ detail }'),
      [AlertInput, Alert],
      ...nested(args, putRels, inDataset),
    );
  }

  /** Sets an alert on a dataset in two steps, `initialise` then `put` to the new id, and returns it. */
  create(dataset: Subject, body: AlertInput, options?: RequestOptions): ApiPromise<Alert> {
    return this.twoStepOld(
      operation('alerts.create', 'dataset', '{ detail }'),
      { url: newAlert(dataset), draft: Alert },
      { rels: putRels, path: under(dataset, inDataset), schemas: [AlertInput, Alert], body },
      options,
    );
  }
}
