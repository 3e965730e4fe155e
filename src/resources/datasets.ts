import type * as z from 'zod/mini';
import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import type { HalResource } from '../core/hal.js';
import type { BodyReader } from '../core/http/attempts.js';
import { json as plainJson } from '../core/http/http.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
import { checkOptions, keysOf, kindOf } from '../core/validation/options.js';
import { refinement } from '../core/validation/schema.js';
import {
  Dataset,
  DatasetCollection,
  DatasetPatch,
  DatasetPublish,
  type DatasetRow,
  DatasetRows,
  Message,
  MessageInput,
} from '../models/dataset.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

// A PATCH that sets nothing is refused before sending: it could only be a caller's mistake.
const UpdateInput = DatasetPatch.check(
  refinement(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    'the patch is empty; give at least one field to change',
  ),
);

/** How `datasets.data()` gives the rows: parsed JSON (the default), CSV text, or the unread CSV stream. */
export type DataAs = 'json' | 'csv' | 'stream';

/** Options of `datasets.data()`. */
export interface DataOptions<A extends DataAs = DataAs> {
  /** The form of the data. @default 'json' */
  as?: A | undefined;
}

/** What `datasets.data()` gives for each `as` (undefined when the dataset has no data); every form when unknown. */
export type DatasetData<A extends DataAs> = [A] extends ['json']
  ? DatasetRow[]
  : [A] extends ['csv']
    ? string
    : [A] extends ['stream']
      ? ReadableStream<Uint8Array>
      : DatasetRow[] | string | ReadableStream<Uint8Array>;

type MessageArgs = [HalResource, MessageInput, OptionsArg?] | [string, Subject, MessageInput, OptionsArg?];

const datasetPath = (id: string) => path`/api/datasets/${id}`;
const dataKeys = keysOf<DataOptions>({ as: true });
const messageIn = (datasetId: string, id: string) => path`/api/datasets/${datasetId}/messages/${id}`;
const newMessageUrl = (dataset: Subject, sig: string) =>
  subjectUrl(dataset, 'new message', (id) => path`/api/datasets/${id}/messages`, sig);

/**
 * Datasets: published queries with their visualisations, the data behind them and messages about them.
 * @example
 * const { created, data: dataset } = await client.datasets.publish(workspaceId, {
 *   alias: 'q3-revenue', title: 'Q3 revenue #kpi', query: 'select region, sum(amount) from orders group by region',
 *   visualisation: { 'chartjs-chart': { chartType: 'bar' } }, source: { name: 'Sales' },
 * });
 * const csv = await client.datasets.data(dataset, { as: 'csv' });
 * await client.datasets.sendMessage(dataset, { recipientId: colleague.id, message: 'Q3 is in' });
 * for await (const d of client.datasets.list(workspaceId)) console.log(d.title);
 */
export class Datasets extends ApiResource {
  /** Gets a dataset by id (or by its own `self` link). */
  get(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset> {
    const sig = 'datasets.get(dataset)';
    const url = subjectUrl(dataset, 'self', datasetPath, sig);
    return this.read(sig, url, Dataset, options);
  }

  /** Gets a dataset of a workspace by id or by alias (the workspace and the dataset each an id or a model). */
  getInWorkspace(workspace: Subject, idOrAlias: Subject, options?: RequestOptions): ApiPromise<Dataset> {
    const sig = 'datasets.getInWorkspace(workspace, dataset)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/datasets/${idOf(idOrAlias, sig, 2)}`;
    return this.read(sig, url, Dataset, options);
  }

  /** Lists the datasets of a workspace. */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const sig = 'datasets.list(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/datasets`;
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, DatasetCollection, q, options);
  }

  /** Lists the datasets of a workspace that the caller likes. */
  listLiked(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const sig = 'datasets.listLiked(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/liked`;
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, DatasetCollection, q, options);
  }

  /** Changes some fields of a dataset with a PATCH (by id, or by the dataset's `edit dataset` link). */
  update(dataset: Subject, patch: DatasetPatch, options?: RequestOptions): ApiPromise<Dataset> {
    const sig = 'datasets.update(dataset, patch)';
    const url = subjectUrl(dataset, 'edit dataset', datasetPath, sig);
    const json = bodyOf(UpdateInput, patch, sig);
    return this.write(sig, 'PATCH', url, json, Dataset, options);
  }

  /** Deletes a dataset (by id, or by the dataset's `delete dataset` link). */
  delete(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'datasets.delete(dataset)';
    const url = subjectUrl(dataset, 'delete dataset', datasetPath, sig);
    return this.remove(sig, url, options);
  }

  /**
   * Publishes a dataset to a workspace, or replaces the one with the same alias: `created` tells which (201 vs 200).
   * `visualisation`, `metadata` and `source` are JSON text; objects (and `rawData` rows) are sent as JSON text.
   */
  publish(workspace: Subject, body: DatasetPublish, options?: RequestOptions): ApiPromise<Upserted<Dataset>> {
    const sig = 'datasets.publish(workspace, body)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/datasets`;
    const json = asJsonText(bodyOf(DatasetPublish, body, sig));
    const written = this.write(sig, 'POST', url, json, Dataset, options);
    return this.map(written, (data, response) => ({ created: response.status === 201, data }));
  }

  /**
   * Gets the data behind a dataset: rows keyed by column (`as: 'json'`, the default), CSV text (`as: 'csv'`,
   * asked with `Accept: text/csv`) or the CSV body unread (`as: 'stream'`: read it to the end or cancel it).
   * Resolves to undefined when the dataset has no data (204).
   * @example
   * const rows = await client.datasets.data(dataset); // [{ region: 'EMEA', revenue: 1200 }, ...]
   * const csv = await client.datasets.data(dataset, { as: 'csv' });
   */
  data<A extends DataAs = 'json'>(
    dataset: Subject,
    how?: DataOptions<A>,
    options?: RequestOptions,
  ): ApiPromise<DatasetData<A> | undefined>;
  data(dataset: Subject, how?: DataOptions, options?: RequestOptions) {
    const sig = 'datasets.data(dataset, { as })';
    const url = subjectUrl(dataset, 'data', (id) => path`/api/datasets/${id}/data`, sig);
    const as: unknown = checkOptions(how, dataKeys, sig)?.as ?? 'json';
    const checked = requestOptions(options, sig);
    const operation = 'datasets.data';
    if (as === 'json') {
      const call = { operation, method: 'GET', url, accept: plainJson, schema: DatasetRows, allowEmpty: true } as const;
      return this.request(call, checked);
    }
    if (as === 'csv' || as === 'stream')
      return this.receive({ operation, method: 'GET', url, accept: 'text/csv' }, csvReaders[as], checked);
    const got = typeof as === 'string' ? JSON.stringify(as) : kindOf(as);
    throw new InvalidArgumentError(`${sig}: \`as\` must be 'json', 'csv' or 'stream'; got ${got}.`);
  }

  /** Likes a dataset; resolves to the dataset when the service sends it back. */
  like(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    const sig = 'datasets.like(dataset)';
    const url = subjectUrl(dataset, 'add like', (id) => path`/api/datasets/${id}/like`, sig);
    const call = { operation: 'datasets.like', method: 'PUT', url, schema: Dataset, allowEmpty: true } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Withdraws the caller's like of a dataset. */
  unlike(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'datasets.unlike(dataset)';
    const url = subjectUrl(dataset, 'remove like', (id) => path`/api/datasets/${id}/like`, sig);
    return this.remove(sig, url, options);
  }

  /** Counts a view of a dataset; resolves to the dataset when the service sends it back. */
  view(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    const sig = 'datasets.view(dataset)';
    const url = subjectUrl(dataset, 'add view', (id) => path`/api/datasets/${id}/view`, sig);
    const call = { operation: 'datasets.view', method: 'PUT', url, schema: Dataset, allowEmpty: true } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Starts a message about a dataset: the service gives a fresh id and a `create message` link. */
  initialiseMessage(dataset: Subject, options?: RequestOptions): ApiPromise<Message> {
    const sig = 'datasets.initialiseMessage(dataset)';
    return this.write(sig, 'POST', newMessageUrl(dataset, sig), undefined, Message, options);
  }

  /**
   * Sends or changes the message with this id; `created` tells which happened (201 vs 200). Give the dataset and
   * message ids, or a draft or message alone (its `create message` or `update message` link is used).
   */
  putMessage(message: HalResource, body: MessageInput, options?: RequestOptions): ApiPromise<Upserted<Message>>;
  putMessage(
    datasetId: string,
    message: Subject,
    body: MessageInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<Message>>;
  putMessage(...args: MessageArgs) {
    const sig = 'datasets.putMessage(datasetId, message, { recipientId, message })';
    const rels = ['create message', 'update message'];
    const [url, body, options] = nestedUrl<[MessageInput, OptionsArg?]>(args, rels, messageIn, sig);
    return this.upsert(sig, url, bodyOf(MessageInput, body, sig), Message, options);
  }

  /** Sends a message about a dataset to a member of its workspace in two steps, initialise then put, and returns it. */
  sendMessage(dataset: Subject, body: MessageInput, options?: RequestOptions): ApiPromise<Message> {
    const sig = 'datasets.sendMessage(dataset, { recipientId, message })';
    newMessageUrl(dataset, sig);
    bodyOf(MessageInput, body, sig);
    requestOptions(options, sig);
    const datasetId = typeof dataset === 'string' ? dataset : dataset.id;
    return this.chain(this.initialiseMessage(dataset, options), (draft) =>
      this.dataOf(
        datasetId === undefined
          ? this.putMessage(draft, body, options)
          : this.putMessage(datasetId, draft, body, options),
      ),
    );
  }
}

// The CSV is read within the attempt's timeout, or handed over unread; a 204 (no data) gives undefined.
const csvReaders: Record<'csv' | 'stream', BodyReader<string | ReadableStream<Uint8Array> | undefined>> = {
  csv: async (response) => (response.status === 204 ? undefined : response.text()),
  stream: async (response) =>
    response.status === 204
      ? undefined
      : (response.body ?? new ReadableStream({ start: (controller) => controller.close() })),
};

/** The publish body as sent: objects given for JSON text fields serialised. */
function asJsonText(body: z.output<typeof DatasetPublish>): Record<string, unknown> {
  const sent: Record<string, unknown> = { ...body };
  for (const field of ['rawData', 'visualisation', 'metadata', 'source'] as const) {
    const value = body[field];
    if (value !== undefined && typeof value !== 'string') sent[field] = JSON.stringify(value);
  }
  return sent;
}
