import type * as z from 'zod/mini';
import { ApiPromise } from './api-promise.js';
import { bodyOf } from './arguments/input.js';
import type { Operation } from './arguments/operation.js';
import { type Query, type QuerySpec, queryOf, splitBody } from './arguments/query.js';
import { type CheckedOptions, checkRequestOptions, type RequestOptions } from './arguments/request-options.js';
import { type ClientCore, transportOf } from './client-core.js';
import type { Call, Prepared, Reply } from './http/call.js';
import type { Transport } from './http/transport.js';
import { withQuery } from './http/url.js';
import { type Arguments, argumentsOf } from './operations/arguments.js';
import type { DataOf, Description, ListDescription } from './operations/description.js';
import { Page, type PageLoader } from './page.js';
import { PagePromise } from './pagination.js';
import { type Target, urlOf } from './subjects.js';

/** The result of an upsert: whether the service created the resource (201) or updated it (200). */
export interface Upserted<T> {
  /** `true` when the service created the resource (201), `false` when it updated it (200). */
  created: boolean;
  /** The resource as the service returned it. */
  data: T;
}

/** A call as a namespace describes it to `request`: its URL (and query) may come from the method's arguments. */
export type CallSpec<T> = Omit<Call<T>, 'operation' | 'url' | 'query'> & {
  url: Target;
  /** The query; with `querySpec`, the method's query options, checked against it (any it sends in a body: `json`). */
  query?: unknown;
  querySpec?: QuerySpec | undefined;
  /** The model the method's body is checked against before sending (`json` is then its output). */
  input?: z.ZodMiniType | undefined;
};

const transports = new WeakMap<ApiResource, Transport>();

/** The transport of a namespace, for its verbs (kept out of the namespace's own fields: users never see it). */
export const resourceTransport = (resource: ApiResource): Transport => transports.get(resource) as Transport;

/**
 * The base of every namespace class, built on a `ClientCore` (or a `Client`). Its verbs are the functions below,
 * each taking the namespace (`call(this, ops.get, ...args)`), so that a bundle carries only the verbs its namespaces
 * call (a class keeps every method). Each takes the operation (its method's name and parameters, quoted by errors),
 * works out the URL, query and body from the method's arguments, checks the request options once, and refuses bad
 * input before anything is sent. A namespace method is one statement over these.
 */
export abstract class ApiResource {
  constructor(client: ClientCore) {
    transports.set(this, transportOf(client));
  }
}

/** Sends any call; the promise gives its validated body, and `.withResponse()` / `.asResponse()`. */
export function request<T>(
  resource: ApiResource,
  op: Operation,
  spec: CallSpec<T> & { allowEmpty: true },
  options?: RequestOptions,
): ApiPromise<T | undefined>;
export function request<T>(
  resource: ApiResource,
  op: Operation,
  spec: CallSpec<T>,
  options?: RequestOptions,
): ApiPromise<T>;
export function request<T>(
  resource: ApiResource,
  op: Operation,
  spec: CallSpec<T>,
  options?: RequestOptions,
): ApiPromise<T | undefined> {
  return sendCall(resource, preparedCall(resource, op, spec, options), replyData);
}

/** Sends a described call and gives its validated body (`undefined` too where the service may send none). */
export function call<T, D extends Description<T>>(
  resource: ApiResource,
  d: D & Description<T>,
  ...args: unknown[]
): ApiPromise<DataOf<T, D>> {
  const { options, ...given } = argumentsOf(d, args);
  return request(resource, d, specOf(d, given), options) as ApiPromise<DataOf<T, D>>;
}

/** Sends a described PUT of a resource that may or may not exist: `created` tells whether the service made it. */
export function upsert<T>(resource: ApiResource, d: Description<T>, ...args: unknown[]): ApiPromise<Upserted<T>> {
  const { url, body, options } = argumentsOf(d, args);
  const spec = specOf(d, { url, body, query: undefined });
  return sendCall(resource, preparedCall(resource, d, spec, options), upserted);
}

/** Sends a described call whose answer is not read (a 204, or a 202 with no body). */
export function submit(resource: ApiResource, d: Description, ...args: unknown[]): ApiPromise<void> {
  const { options, ...given } = argumentsOf(d, args);
  const spec = { ...specOf(d, given), schema: undefined };
  return sendCall(resource, preparedCall(resource, d, spec, options), replyData) as ApiPromise<void>;
}

/** Lists a described collection: the first page when awaited, every item of every page with `for await`. */
export function paginate<T>(resource: ApiResource, d: ListDescription<T>, ...args: unknown[]): PagePromise<T> {
  const { url, query, options } = argumentsOf(d, args);
  return paginateAt(resource, d, url, query, options);
}

/** Lists a described collection at a URL of the method's own making (its query options as the description's). */
export function paginateAt<T>(
  resource: ApiResource,
  d: ListDescription<T>,
  url: Target,
  query: unknown,
  options?: RequestOptions,
): PagePromise<T> {
  const list = { ...specOf(d, { url, body: undefined, query }), schema: d.list.schema, allowEmpty: true };
  const [first, checked] = checkedCall(d, list, options);
  const transport = resourceTransport(resource);
  const redact = <E>(error: E): E => transport.redactError(error);
  const send = (pageUrl: string) =>
    transport.send(
      transport.prepare({ ...first, url: pageUrl, query: undefined }),
      checked,
      (reply) => new Page(reply.url, reply.data, d.list.key, load, d.name, redact),
    );
  const load: PageLoader<T> = (pageUrl) => send(pageUrl).then((page) => page.data);
  const firstUrl = withQuery(first.url, first.query); // a bad link rejects the first page, as any page's would
  return new PagePromise(() => send(firstUrl));
}

/**
 * What a described call sends, from the method's arguments: the description's own fields but its output, query
 * options and fixed body, which become `schema`, `querySpec` and (through the arguments) `json`.
 */
function specOf<T>(d: Description<T>, given: Pick<Arguments, 'url' | 'body' | 'query'>): CallSpec<T> {
  const { output: schema, query: querySpec, body: _body, ...rest } = d;
  return { ...rest, url: given.url, json: given.body, schema, query: given.query, querySpec };
}

/** The checked call with its URL resolved (a link that cannot be followed throws here, like any bad input). */
export function preparedCall<T>(
  resource: ApiResource,
  op: Operation,
  spec: CallSpec<T>,
  options: RequestOptions | undefined,
): Checked<Prepared<T>> {
  const [call, checked] = checkedCall(op, spec, options);
  return [resourceTransport(resource).prepare(call), checked];
}

/**
 * The call a spec describes, its arguments checked (URL, query, body), then the request options, once. Its route (for
 * tracing) is the operation's path template unless the spec gives its own, so every described call has one.
 */
function checkedCall<T>(op: Operation, spec: CallSpec<T>, options: RequestOptions | undefined): Checked<Call<T>> {
  const { url, query, querySpec, input, json, ...rest } = spec;
  const target = urlOf(url, op);
  // The options a spec sends in a body (a subscribe's `type`) leave the query for it.
  const [sent, optionsBody] =
    querySpec === undefined ? [query as Query | undefined] : splitBody(querySpec, queryOf(querySpec, query, op));
  const checked = {
    url: target,
    query: sent,
    json: optionsBody ?? (input === undefined ? json : bodyOf(input, json, op)), // checked against `input` when given
  };
  return [{ route: op.path, ...rest, operation: op.name, ...checked }, checkRequestOptions(options, op)];
}

/**
 * Sends a checked call; the promise gives what `map` makes of its reply, and `.withResponse()` / `.asResponse()`.
 * An SDK error `map` throws fails the call as the transport's own do: with the request id, redacted.
 */
export function sendCall<T, R>(
  resource: ApiResource,
  [call, options]: Checked<Prepared<T>>,
  map: (reply: Reply<T>) => R,
): ApiPromise<R> {
  const transport = resourceTransport(resource);
  return new ApiPromise(
    () => transport.send(call, options, map),
    () => transport.open(call, options),
  );
}

/** A call and its request options, both checked. */
export type Checked<C> = readonly [call: C, options: CheckedOptions];

/** The data of a reply, as most calls give it. */
export const replyData = <T>(reply: Reply<T>): T => reply.data;

/** An upsert's reply: whether the service created the resource (201) or updated it. */
const upserted = <T>(reply: Reply<T>): Upserted<T> => ({ created: reply.status === 201, data: reply.data });
