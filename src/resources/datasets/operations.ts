import type * as z from 'zod/mini';
import { describe, pageSpec, plainJson, type Step } from '../../core/namespace-kit.js';
import { refined } from '../../core/validation/objects.js';
import { Dataset, DatasetCollection } from '../../models/dataset.js';
import { DatasetPatch, DatasetPublish } from '../../models/dataset-input.js';
import { DatasetRows } from '../../models/dataset-row.js';
import { Message, MessageInput } from '../../models/message.js';
import { QuestionInput } from '../../models/question.js';

// A PATCH that sets nothing is refused before sending: it could only be a caller's mistake.
const UpdateInput = refined(DatasetPatch, (ctx) => {
  if (Object.values(ctx.value).some((value) => value !== undefined)) return;
  const message = 'the patch is empty; give at least one field to change';
  ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true });
});

// The publish body as sent: checked, then objects given for JSON text fields serialised.
const PublishInput = refined(DatasetPublish, (ctx) => {
  ctx.value = asJsonText(ctx.value);
});

/** A message's body as its errors name it. */
const messageBody = '{ recipientId, message }';

const initialiseMessage = {
  method: 'POST',
  path: '/api/datasets/{dataset}/messages',
  link: 'new message',
  output: Message,
} satisfies Step<Message>;

const putMessage = {
  method: 'PUT',
  path: '/api/datasets/{datasetId}/messages/{message}',
  nested: true,
  link: ['create message', 'update message'],
  input: MessageInput,
  bodyName: messageBody,
  output: Message,
} satisfies Step<Message>;

/** The operations of `Datasets`, each described once (the order of the class's methods). */
export const datasetOperations = /* @__PURE__ */ describe('datasets', {
  get: { path: '/api/datasets/{dataset}', link: 'self', output: Dataset },
  // By id or alias: the service reads `.../datasets/**`, so the method keeps the slashes of an alias (`sales/q3`).
  getInWorkspace: {
    path: '/api/workspaces/{workspace}/datasets/{dataset}',
    output: Dataset,
  },
  list: {
    path: '/api/workspaces/{workspace}/datasets',
    query: pageSpec,
    list: DatasetCollection,
  },
  listAll: { path: '/api/datasets', list: DatasetCollection },
  listLiked: {
    path: '/api/workspaces/{workspace}/liked',
    query: pageSpec,
    list: DatasetCollection,
  },
  update: {
    method: 'PATCH',
    path: '/api/datasets/{dataset}',
    link: 'edit dataset',
    input: UpdateInput,
    bodyName: 'patch',
    output: Dataset,
  },
  delete: { method: 'DELETE', path: '/api/datasets/{dataset}', link: 'delete dataset' },
  publish: {
    method: 'POST',
    path: '/api/workspaces/{workspace}/datasets',
    input: PublishInput,
    output: Dataset,
  },
  publishToDefault: {
    method: 'POST',
    path: '/api/datasets',
    input: PublishInput,
    output: Dataset,
  },
  put: { method: 'PUT', path: '/api/datasets/{dataset}', input: PublishInput, output: Dataset },
  // The JSON form; `{ as: 'csv' | 'stream' }` asks for `text/csv` and reads the body itself.
  data: {
    path: '/api/datasets/{dataset}/data',
    link: 'data',
    params: ['dataset', '{ as }'],
    accept: plainJson,
    output: DatasetRows,
    allowEmpty: true,
    download: true,
  },
  like: {
    method: 'PUT',
    path: '/api/datasets/{dataset}/like',
    link: 'add like',
    output: Dataset,
    allowEmpty: true,
  },
  unlike: { method: 'DELETE', path: '/api/datasets/{dataset}/like', link: 'remove like' },
  view: {
    method: 'PUT',
    path: '/api/datasets/{dataset}/view',
    link: 'add view',
    output: Dataset,
    allowEmpty: true,
  },
  ask: {
    method: 'POST',
    path: '/api/workspaces/{workspace}/questions',
    input: QuestionInput,
    bodyName: '{ question }',
    output: Dataset,
  },
  initialiseMessage,
  putMessage,
  sendMessage: {
    start: initialiseMessage,
    finish: putMessage,
    bodyName: messageBody,
  },
});

/** The publish body as sent: objects given for JSON text fields serialised. */
function asJsonText(body: z.output<typeof DatasetPublish>): z.output<typeof DatasetPublish> {
  const sent = { ...body };
  for (const field of ['rawData', 'visualisation', 'metadata', 'source'] as const) {
    const value = body[field];
    if (value !== undefined && typeof value !== 'string') sent[field] = JSON.stringify(value);
  }
  return sent;
}
