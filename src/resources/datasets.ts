import * as z from 'zod/mini';
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
  plainJson,
  type RequestOptions,
  type Subject,
  type Upserted,
  under,
} from '../core/api-resource.js';
import { path, resourcePath } from '../core/paths.js';
import { csvReader, type DataAs, type DataOptions, type DatasetData, dataUrl, wantsCsv } from '../datasets/data.js';
import { Dataset, DatasetCollection } from '../models/dataset.js';
import { DatasetPatch, DatasetPublish } from '../models/dataset-input.js';
import { DatasetRows } from '../models/dataset-row.js';
import { Message, MessageInput } from '../models/message.js';
import { QuestionInput } from '../models/question.js';

export type { DataAs, DataOptions, DatasetData } from '../datasets/data.js';

// A PATCH that sets nothing is refused before sending: it could only be a caller's mistake.
const UpdateInput = DatasetPatch.check((ctx) => {
  if (Object.values(ctx.value).some((value) => value !== undefined)) return;
  const message = 'the patch is empty; give at least one field to change';
  ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true });
});

// The publish body as sent: checked, then objects given for JSON text fields serialised.
const PublishInput = DatasetPublish.check(z.overwrite(asJsonText));
const published = [PublishInput, Dataset] as const;
const upserted = (data: Dataset, response: Response) => ({ created: response.status === 201, data });

type MessageArgs = [HalResource, MessageInput, OptionsArg?] | [string, Subject, MessageInput, OptionsArg?];

const datasetPath = (id: string) => path`/api/datasets/${id}`;
// By id or alias: the service reads `…/datasets/**`, so an alias such as `sales/q3` keeps its slashes.
const inWorkspace = (workspaceId: string, id: string) =>
  path`/api/workspaces/${workspaceId}/datasets/${id.includes('/') ? resourcePath(id) : id}`;
const datasetsOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/datasets`;
const likedIn = (workspaceId: string) => path`/api/workspaces/${workspaceId}/liked`;
const likeOf = (id: string) => path`/api/datasets/${id}/like`;
const messagesOf = (id: string) => path`/api/datasets/${id}/messages`;
const messageIn = (datasetId: string, id: string) => path`/api/datasets/${datasetId}/messages/${id}`;
const messageRels = ['create message', 'update message'];
const dataOp = operation('datasets.data', 'dataset', '{ as }');
const dataPath = (id: string) => path`/api/datasets/${id}/data`;
// The data's URL, and `{ as }` checked with it.
const dataOf = (dataset: Subject, how: unknown) => dataUrl(linkOr(dataset, 'data', dataPath), how);

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
    return this.read(operation('datasets.get', 'dataset'), Dataset, linkOr(dataset, 'self', datasetPath), options);
  }

  /** Gets a dataset of a workspace by id or by alias (the workspace and the dataset each an id or a model). */
  getInWorkspace(workspace: Subject, idOrAlias: Subject, options?: RequestOptions): ApiPromise<Dataset> {
    return this.read(
      operation('datasets.getInWorkspace', 'workspace', 'dataset'),
      Dataset,
      ids(inWorkspace, workspace, idOrAlias),
      options,
    );
  }

  /** Lists the datasets of a workspace. */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return this.paginateOld(
      operation('datasets.list', 'workspace', 'query'),
      [pageSpec, DatasetCollection],
      ids(datasetsOf, workspace),
      query,
      options,
    );
  }

  /** Lists every dataset the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Dataset> {
    return this.paginateOld(operation('datasets.listAll'), DatasetCollection, '/api/datasets', undefined, options);
  }

  /** Lists the datasets of a workspace that the caller likes. */
  listLiked(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return this.paginateOld(
      operation('datasets.listLiked', 'workspace', 'query'),
      [pageSpec, DatasetCollection],
      ids(likedIn, workspace),
      query,
      options,
    );
  }

  /** Changes some fields of a dataset with a PATCH (by id, or by the dataset's `edit dataset` link). */
  update(dataset: Subject, patch: DatasetPatch, options?: RequestOptions): ApiPromise<Dataset> {
    return this.write(
      operation('datasets.update', 'dataset', 'patch'),
      'PATCH',
      [UpdateInput, Dataset],
      linkOr(dataset, 'edit dataset', datasetPath),
      patch,
      options,
    );
  }

  /** Deletes a dataset (by id, or by the dataset's `delete dataset` link). */
  delete(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('datasets.delete', 'dataset'),
      linkOr(dataset, 'delete dataset', datasetPath),
      options,
    );
  }

  /**
   * Publishes a dataset to a workspace, or replaces the one with the same alias: `created` tells which (201 vs 200).
   * `visualisation`, `metadata` and `source` are JSON text; objects (and `rawData` rows) are sent as JSON text.
   */
  publish(workspace: Subject, body: DatasetPublish, options?: RequestOptions): ApiPromise<Upserted<Dataset>> {
    return this.map(
      this.write(
        operation('datasets.publish', 'workspace', 'body'),
        'POST',
        published,
        ids(datasetsOf, workspace),
        body,
        options,
      ),
      upserted,
    );
  }

  /**
   * Publishes a dataset with no workspace in the path, `POST /api/datasets`: to the body's `workspaceId`, else the
   * caller's default workspace, matched by `alias` as `publish` does; `created` tells which (201 vs 200).
   */
  publishToDefault(body: DatasetPublish, options?: RequestOptions): ApiPromise<Upserted<Dataset>> {
    return this.map(
      this.write(operation('datasets.publishToDefault', 'body'), 'POST', published, '/api/datasets', body, options),
      upserted,
    );
  }

  /**
   * Creates or replaces the dataset with this id (or model), `PUT /api/datasets/{id}`, every field as `publish`
   * sends them; `created` tells which. A new one goes to the body's `workspaceId`, else the default workspace.
   */
  put(dataset: Subject, body: DatasetPublish, options?: RequestOptions): ApiPromise<Upserted<Dataset>> {
    return this.upsertOld(
      operation('datasets.put', 'dataset', 'body'),
      published,
      ids(datasetPath, dataset),
      body,
      options,
    );
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
      ? this.receive(dataOp, { method: 'GET', url: dataOf(dataset, how), accept: 'text/csv' }, csvReader(how), options)
      : this.request(
          dataOp,
          {
            method: 'GET',
            url: dataOf(dataset, how),
            accept: plainJson,
            schema: DatasetRows,
            allowEmpty: true,
            download: true,
          },
          options,
        );
  }

  /** Likes a dataset; resolves to the dataset when the service sends it back. */
  like(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    return this.request(
      operation('datasets.like', 'dataset'),
      { method: 'PUT', url: linkOr(dataset, 'add like', likeOf), schema: Dataset, allowEmpty: true },
      options,
    );
  }

  /** Withdraws the caller's like of a dataset. */
  unlike(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(operation('datasets.unlike', 'dataset'), linkOr(dataset, 'remove like', likeOf), options);
  }

  /** Counts a view of a dataset; resolves to the dataset when the service sends it back. */
  view(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    return this.request(
      operation('datasets.view', 'dataset'),
      {
        method: 'PUT',
        url: linkOr(dataset, 'add view', (id) => path`/api/datasets/${id}/view`),
        schema: Dataset,
        allowEmpty: true,
      },
      options,
    );
  }

  /**
   * Asks a workspace a question in plain words; the service answers with a dataset (the mock: the workspace's
   * dataset whose title, description and questions share the most words with it).
   * @example const answer = await client.datasets.ask(workspaceId, { question: 'What was Q3 revenue?' });
   */
  ask(workspace: Subject, body: QuestionInput, options?: RequestOptions): ApiPromise<Dataset> {
    return this.write(
      operation('datasets.ask', 'workspace', '{ question }'),
      'POST',
      [QuestionInput, Dataset],
      ids((id) => path`/api/workspaces/${id}/questions`, workspace),
      body,
      options,
    );
  }

  /** Starts a message about a dataset: the service gives a fresh id and a `create message` link. */
  initialiseMessage(dataset: Subject, options?: RequestOptions): ApiPromise<Message> {
    return this.write(
      operation('datasets.initialiseMessage', 'dataset'),
      'POST',
      Message,
      linkOr(dataset, 'new message', messagesOf),
      undefined,
      options,
    );
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
    return this.upsertOld(
      operation('datasets.putMessage', 'datasetId', 'message', '{ recipientId, message }'),
      [MessageInput, Message],
      ...nested(args, messageRels, messageIn),
    );
  }

  /** Sends a message about a dataset to a member of its workspace in two steps, initialise then put, and returns it. */
  sendMessage(dataset: Subject, body: MessageInput, options?: RequestOptions): ApiPromise<Message> {
    return this.twoStepOld(
      operation('datasets.sendMessage', 'dataset', '{ recipientId, message }'),
      { url: linkOr(dataset, 'new message', messagesOf), draft: Message },
      { rels: messageRels, path: under(dataset, messageIn), schemas: [MessageInput, Message], body },
      options,
    );
  }
}

/** The publish body as sent: objects given for JSON text fields serialised. */
function asJsonText(body: z.output<typeof DatasetPublish>): z.output<typeof DatasetPublish> {
  const sent = { ...body };
  for (const field of ['rawData', 'visualisation', 'metadata', 'source'] as const) {
    const value = body[field];
    if (value !== undefined && typeof value !== 'string') sent[field] = JSON.stringify(value);
  }
  return sent;
}
