import {
  type ApiPromise,
  ApiResource,
  type ByLinkOrIds,
  call,
  type HalResource,
  ids,
  linkOr,
  type OptionsArg,
  type PageOptions,
  type PagePromise,
  paginate,
  type RequestOptions,
  receive,
  request,
  type Subject,
  submit,
  twoStep,
  type Upserted,
  upsert,
} from '../../core/namespace-kit.js';
import { fill, resourcePath } from '../../core/paths.js';
import type { Dataset } from '../../models/dataset.js';
import type { DatasetPatch, DatasetPublish } from '../../models/dataset-input.js';
import type { Message, MessageInput } from '../../models/message.js';
import type { QuestionInput } from '../../models/question.js';
import { csvReader, type DataAs, type DataOptions, type DatasetData, dataUrl, wantsCsv } from './data.js';
import { datasetOperations as ops } from './operations.js';

export type { DataAs, DataOptions, DatasetData } from './data.js';

// An alias such as `sales/q3` keeps its slashes (the service reads `.../datasets/**`); an id is one segment.
const idOrAliasIn = (workspaceId: string, id: string) =>
  fill(ops.getInWorkspace.path, [workspaceId, id.includes('/') ? resourcePath(id) : id]);
const inWorkspace = { method: ops.getInWorkspace.method, schema: ops.getInWorkspace.output };

// The data's URL (its `data` link, else the documented path), and `{ as }` checked with it.
const dataPath = (id: string) => fill(ops.data.path, [id]);
const dataOf = (dataset: Subject, how: unknown) => dataUrl(linkOr(dataset, ops.data.link, dataPath), how);
const { method, accept, output: schema, allowEmpty, download } = ops.data;
const asRows = { method, accept, schema, allowEmpty, download };
const asCsv = { method, accept: 'text/csv' };

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
    return call(this, ops.get, dataset, options);
  }

  /** Gets a dataset of a workspace by id or by alias (the workspace and the dataset each an id or a model). */
  getInWorkspace(workspace: Subject, idOrAlias: Subject, options?: RequestOptions): ApiPromise<Dataset> {
    return request(this, ops.getInWorkspace, { ...inWorkspace, url: ids(idOrAliasIn, workspace, idOrAlias) }, options);
  }

  /** Lists the datasets of a workspace. */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return paginate(this, ops.list, workspace, query, options);
  }

  /** Lists every dataset the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Dataset> {
    return paginate(this, ops.listAll, options);
  }

  /** Lists the datasets of a workspace that the caller likes. */
  listLiked(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return paginate(this, ops.listLiked, workspace, query, options);
  }

  /** Changes some fields of a dataset with a PATCH (by id, or by the dataset's `edit dataset` link). */
  update(dataset: Subject, patch: DatasetPatch, options?: RequestOptions): ApiPromise<Dataset> {
    return call(this, ops.update, dataset, patch, options);
  }

  /** Deletes a dataset (by id, or by the dataset's `delete dataset` link). */
  delete(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, dataset, options);
  }

  /**
   * Publishes a dataset to a workspace, or replaces the one with the same alias: `created` tells which (201 vs 200).
   * `visualisation`, `metadata` and `source` are JSON text; objects (and `rawData` rows) are sent as JSON text.
   */
  publish(workspace: Subject, body: DatasetPublish, options?: RequestOptions): ApiPromise<Upserted<Dataset>> {
    return upsert(this, ops.publish, workspace, body, options);
  }

  /**
   * Publishes a dataset with no workspace in the path, `POST /api/datasets`: to the body's `workspaceId`, else the
   * caller's default workspace, matched by `alias` as `publish` does; `created` tells which (201 vs 200).
   */
  publishToDefault(body: DatasetPublish, options?: RequestOptions): ApiPromise<Upserted<Dataset>> {
    return upsert(this, ops.publishToDefault, body, options);
  }

  /**
   * Creates or replaces the dataset with this id (or model), `PUT /api/datasets/{id}`, every field as `publish`
   * sends them; `created` tells which. A new one goes to the body's `workspaceId`, else the default workspace.
   */
  put(dataset: Subject, body: DatasetPublish, options?: RequestOptions): ApiPromise<Upserted<Dataset>> {
    return upsert(this, ops.put, dataset, body, options);
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
    return wantsCsv(how)
      ? receive(this, ops.data, { ...asCsv, url: dataOf(dataset, how) }, csvReader(how), options)
      : request(this, ops.data, { ...asRows, url: dataOf(dataset, how) }, options);
  }

  /** Likes a dataset; resolves to the dataset when the service sends it back. */
  like(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    return call(this, ops.like, dataset, options);
  }

  /** Withdraws the caller's like of a dataset. */
  unlike(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.unlike, dataset, options);
  }

  /** Counts a view of a dataset; resolves to the dataset when the service sends it back. */
  view(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    return call(this, ops.view, dataset, options);
  }

  /**
   * Asks a workspace a question in plain words; the service answers with a dataset (the mock: the workspace's
   * dataset whose title, description and questions share the most words with it).
   * @example const answer = await client.datasets.ask(workspaceId, { question: 'What was Q3 revenue?' });
   */
  ask(workspace: Subject, body: QuestionInput, options?: RequestOptions): ApiPromise<Dataset> {
    return call(this, ops.ask, workspace, body, options);
  }

  /** Starts a message about a dataset: the service gives a fresh id and a `create message` link. */
  initialiseMessage(dataset: Subject, options?: RequestOptions): ApiPromise<Message> {
    return call(this, ops.initialiseMessage, dataset, options);
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
  putMessage(...args: ByLinkOrIds<[MessageInput, OptionsArg?]>) {
    return upsert(this, ops.putMessage, ...args);
  }

  /** Sends a message about a dataset to a member of its workspace in two steps, initialise then put, and returns it. */
  sendMessage(dataset: Subject, body: MessageInput, options?: RequestOptions): ApiPromise<Message> {
    return twoStep(this, ops.sendMessage, dataset, body, options);
  }
}
