import {
  type ApiPromise,
  ApiResource,
  type ByLinkOrIds,
  call,
  describe,
  type HalResource,
  type Operations,
  type OptionsArg,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  type RequestOptions,
  type Step,
  type Subject,
  twoStep,
  type Upserted,
  upsert,
} from '../core/namespace-kit.js';
import { Alert, AlertCollection, AlertInput } from '../models/alert.js';

const initialise = {
  method: 'POST',
  path: '/api/datasets/{dataset}/alerts',
  link: 'new alert',
  output: Alert,
} satisfies Step<Alert>;

const put = {
  method: 'PUT',
  path: '/api/datasets/{datasetId}/alerts/{alert}',
  nested: true,
  link: ['create alert', 'update alert'],
  input: AlertInput,
  bodyName: '{ detail }',
  output: Alert,
} satisfies Step<Alert>;

/** The operations of `Alerts`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('alerts', {
  list: {
    path: '/api/datasets/{dataset}/alerts',
    query: pageSpec,
    list: AlertCollection,
  },
  listAll: { path: '/api/alerts', list: AlertCollection },
  get: { path: '/api/alerts/{alert}', link: 'self', output: Alert },
  initialise,
  put,
  create: { start: initialise, finish: put, bodyName: '{ detail }' },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const alertOperations: Operations = ops;

/**
 * Alerts: notes that members set on a dataset, such as a threshold to watch.
 * @example
 * const alert = await client.alerts.create(datasetId, { detail: 'Revenue fell below 1M' });
 * for await (const a of client.alerts.list(datasetId)) console.log(a.creator?.handle, a.detail);
 */
export class Alerts extends ApiResource {
  /** Lists the alerts set on a dataset. */
  list(dataset: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Alert> {
    return paginate(this, ops.list, dataset, query, options);
  }

  /** Lists every alert the caller can see, on the datasets of all their workspaces (no paging options). */
  listAll(options?: RequestOptions): PagePromise<Alert> {
    return paginate(this, ops.listAll, options);
  }

  /** Gets an alert by id (or by an alert's own self link). */
  get(alert: Subject, options?: RequestOptions): ApiPromise<Alert> {
    return call(this, ops.get, alert, options);
  }

  /** Starts an alert on a dataset: the service gives a fresh id and a `create alert` link, but no `self` link. */
  initialise(dataset: Subject, options?: RequestOptions): ApiPromise<Alert> {
    return call(this, ops.initialise, dataset, options);
  }

  /**
   * Sets or changes the alert with this id; `created` tells which happened (201 vs 200). Give the dataset and
   * alert ids, or a draft or alert alone (its `create alert` or `update alert` link is used).
   */
  put(alert: HalResource, body: AlertInput, options?: RequestOptions): ApiPromise<Upserted<Alert>>;
  put(datasetId: string, alert: Subject, body: AlertInput, options?: RequestOptions): ApiPromise<Upserted<Alert>>;
  put(...args: ByLinkOrIds<[AlertInput, OptionsArg?]>) {
    return upsert(this, ops.put, ...args);
  }

  /** Sets an alert on a dataset in two steps, `initialise` then `put` to the new id, and returns it. */
  create(dataset: Subject, body: AlertInput, options?: RequestOptions): ApiPromise<Alert> {
    return twoStep(this, ops.create, dataset, body, options);
  }
}
