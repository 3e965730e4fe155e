import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import type { HalResource } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
import { Alert, AlertCollection, AlertInput } from '../models/alert.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

type PutArgs = [HalResource, AlertInput, OptionsArg?] | [string, Subject, AlertInput, OptionsArg?];

const alertPath = (id: string) => path`/api/alerts/${id}`;
const inDataset = (datasetId: string, id: string) => path`/api/datasets/${datasetId}/alerts/${id}`;
const newAlertUrl = (dataset: Subject, sig: string) =>
  subjectUrl(dataset, 'new alert', (id) => path`/api/datasets/${id}/alerts`, sig);

/**
 * Alerts: notes that members set on a dataset, such as a threshold to watch.
 * @example
 * const alert = await client.alerts.create(datasetId, { detail: 'Revenue fell below 1M' });
 * for await (const a of client.alerts.list(datasetId)) console.log(a.creator?.handle, a.detail);
 */
export class Alerts extends ApiResource {
  /** Lists the alerts set on a dataset. */
  list(dataset: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Alert> {
    const sig = 'alerts.list(dataset, query)';
    const url = path`/api/datasets/${idOf(dataset, sig)}/alerts`;
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, AlertCollection, q, options);
  }

  /** Gets an alert by id (or by an alert's own self link). */
  get(alert: Subject, options?: RequestOptions): ApiPromise<Alert> {
    const sig = 'alerts.get(alert)';
    const url = subjectUrl(alert, 'self', alertPath, sig);
    return this.read(sig, url, Alert, options);
  }

  /** Starts an alert on a dataset: the service gives a fresh id and a `create alert` link, but no `self` link. */
  initialise(dataset: Subject, options?: RequestOptions): ApiPromise<Alert> {
    const sig = 'alerts.initialise(dataset)';
    return this.write(sig, 'POST', newAlertUrl(dataset, sig), undefined, Alert, options);
  }

  /**
   * Sets or changes the alert with this id; `created` tells which happened (201 vs 200). Give the dataset and
   * alert ids, or a draft or alert alone (its `create alert` or `update alert` link is used).
   */
  put(alert: HalResource, body: AlertInput, options?: RequestOptions): ApiPromise<Upserted<Alert>>;
  put(datasetId: string, alert: Subject, body: AlertInput, options?: RequestOptions): ApiPromise<Upserted<Alert>>;
  put(...args: PutArgs) {
    const sig = 'alerts.put(datasetId, alert, { detail })';
    const rels = ['create alert', 'update alert'];
    const [url, body, options] = nestedUrl<[AlertInput, OptionsArg?]>(args, rels, inDataset, sig);
    return this.upsert(sig, url, bodyOf(AlertInput, body, sig), Alert, options);
  }

  /** Sets an alert on a dataset in two steps, `initialise` then `put` to the new id, and returns it. */
  create(dataset: Subject, body: AlertInput, options?: RequestOptions): ApiPromise<Alert> {
    const sig = 'alerts.create(dataset, { detail })';
    newAlertUrl(dataset, sig);
    bodyOf(AlertInput, body, sig);
    requestOptions(options, sig);
    const datasetId = typeof dataset === 'string' ? dataset : dataset.id;
    return this.chain(this.initialise(dataset, options), (draft) =>
      this.dataOf(datasetId === undefined ? this.put(draft, body, options) : this.put(datasetId, draft, body, options)),
    );
  }
}
