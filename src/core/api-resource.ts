import type * as z from 'zod/mini';
import { ApiPromise } from './api-promise.js';
import { bodyOf } from './arguments/input.js';
import { isOptionsObject } from './arguments/keys.js';
import type { Operation } from './arguments/operation.js';
import { type Query, type QuerySpec, queryOf } from './arguments/query.js';
import { type CheckedOptions, checkRequestOptions, type RequestOptions } from './arguments/request-options.js';
import type { ValidationMode } from './arguments/validation-mode.js';
import { type ClientCore, transportOf } from './client-core.js';
import { InvalidArgumentError } from './errors.js';
import type { HalResource } from './hal.js';
import type { BodyReader } from './http/attempts.js';
import type { Call, Prepared, Reply } from './http/call.js';
import type { Transport } from './http/transport.js';
import { withQuery } from './http/url.js';
import { type Arguments, argumentsOf } from './operations/arguments.js';
import type { DataOf, Description, ListDescription, TwoStepDescription } from './operations/description.js';
import { type Draft, draftUrl, twoStepOperation } from './operations/two-step.js';
import { Page, type PageLoader } from './page.js';
import { PagePromise } from './pagination.js';
import { linkOf, type Rels, type Target, urlOf, wanted } from './subjects.js';
import type { CollectionSchema } from './validation/collection.js';

// What a namespace method is written with, so that a namespace imports this module and `paths.js` of core: the
// types of its signatures, the operation its errors quote, the URL from a subject, its query specs, and for the
// few calls that need more than a path: a plain-JSON answer, a query in the URL itself, an options argument of
// the method's own, the least timeouts of slow calls, and the error of a check of the method's own.
export type { ApiPromise } from './api-promise.js';
export { checkOptions, isOptionsObject, keysOf, kindOf } from './arguments/keys.js';
export { type Operation, operation, signature } from './arguments/operation.js';
export {
  type Filter,
  flag,
  idFilter,
  instant,
  listSpec,
  oneOf,
  type PageOptions,
  pageSpec,
  querySpec,
} from './arguments/query.js';
export type { OptionsArg, RequestOptions } from './arguments/request-options.js';
export type { ClientCore } from './client-core.js';
export { msearchTimeoutMs, uploadTimeoutMs } from './defaults.js';
export { InvalidArgumentError } from './errors.js';
export type { HalResource } from './hal.js';
export type { BodyReader } from './http/attempts.js';
export { json as plainJson } from './http/http.js';
export { withQuery } from './http/url.js';
export type { Description, ListDescription, TwoStepDescription } from './operations/description.js';
export type { PagePromise } from './pagination.js';
export {
  type FromArguments,
  idOf,
  ids,
  knownId,
  linkOr,
  nested,
  type Subject,
  type Target,
  under,
} from './subjects.js';

/** The result of an upsert: whether the service created the resource (201) or updated it (200). */
export interface Upserted<T> {
  /** `true` when the service created the resource (201), `false` when it updated it (200). */
  created: boolean;
  /** The resource as the service returned it. */
  data: T;
}

/** A response body's model: a zod schema. */
type Schema<T> = NonNullable<Call<T>['schema']>;

/** The methods a write is sent with. */
type WriteMethod = 'POST' | 'PUT' | 'PATCH';

/**
 * What a write checks and reads: the answer's model alone (the body is sent as given), or `[input, model]`,
 * where the method's body is first checked against `input` (and what is sent is its output).
 */
type Schemas<T> = Schema<T> | readonly [input: z.ZodMiniType, reply: Schema<T>];

/** What a list checks and reads: the collection alone (the query sent as given), or `[spec, collection]`. */
type Listing<T> = CollectionSchema<T> | readonly [spec: QuerySpec, collection: CollectionSchema<T>];

/** A call as a namespace describes it to `request`: its URL (and query) may come from the method's arguments. */
export type CallSpec<T> = Omit<Call<T>, 'operation' | 'url' | 'query'> & {
  url: Target;
  /** The query; with `querySpec`, the method's query options, checked against it. */
  query?: unknown;
  querySpec?: QuerySpec | undefined;
  /** The model the method's body is checked against before sending (`json` is then its output). */
  input?: z.ZodMiniType | undefined;
};

/** The first step of `twoStep`: a POST that starts a draft (with no body unless given). */
export interface DraftStep<D> {
  url: Target;
  body?: unknown;
  draft: Schema<D>;
}

/** The second step of `twoStep`: a PUT to the draft's own link (one of `rels`), or to `path(draft.id)`. */
export interface PutStep<T> {
  rels: Rels;
  /** The documented path of the draft, when the parent's id is known; undefined when it is not. */
  path?: ((draftId: string) => string | undefined) | undefined;
  /** `[input, model]`: the method's body is checked against `input` before the first step is sent. */
  schemas: readonly [input: z.ZodMiniType, reply: Schema<T>];
  body: unknown;
}

/**
 * The base of every namespace class, built on a `ClientCore` (or a `Client`). Each verb takes the operation
 * (its method's name and parameters, quoted by errors), works out the URL, query and body from the method's
 * arguments, checks the request options once, and refuses bad input before anything is sent. A namespace
 * method is one statement over these.
 */
export abstract class ApiResource {
  readonly #transport: Transport;

  constructor(client: ClientCore) {
    this.#transport = transportOf(client);
  }

  /** Sends any call; the promise gives its validated body, and `.withResponse()` / `.asResponse()`. */
  protected request<T>(
    op: Operation,
    spec: CallSpec<T> & { allowEmpty: true },
    options?: RequestOptions,
  ): ApiPromise<T | undefined>;
  protected request<T>(op: Operation, spec: CallSpec<T>, options?: RequestOptions): ApiPromise<T>;
  protected request<T>(op: Operation, spec: CallSpec<T>, options?: RequestOptions): ApiPromise<T | undefined> {
    return this.#send(this.#call(op, spec, options), replyData);
  }

  /** Sends a described call and gives its validated body (`undefined` too where the service may send none). */
  protected call<T, D extends Description<T>>(d: D & Description<T>, ...args: unknown[]): ApiPromise<DataOf<T, D>> {
    const { options, ...given } = argumentsOf(d, args);
    return this.request(d, this.#specOf(d, given), options) as ApiPromise<DataOf<T, D>>;
  }

  /** Sends a described PUT of a resource that may or may not exist: `created` tells whether the service made it. */
  protected upsert<T>(d: Description<T>, ...args: unknown[]): ApiPromise<Upserted<T>> {
    const { url, body, options } = argumentsOf(d, args);
    return this.upsertAt(d, url, body, options);
  }

  /** A described upsert at a URL of the method's own making. */
  protected upsertAt<T>(
    d: Description<T>,
    url: Target,
    body: unknown,
    options?: RequestOptions,
  ): ApiPromise<Upserted<T>> {
    return this.#send(this.#call(d, this.#specOf(d, { url, body, query: undefined }), options), upserted);
  }

  /** Sends a described call whose answer is not read (a 204, or a 202 with no body). */
  protected submit(d: Description, ...args: unknown[]): ApiPromise<void> {
    const { options, ...given } = argumentsOf(d, args);
    const spec = { ...this.#specOf(d, given), schema: undefined };
    return this.#send(this.#call(d, spec, options), replyData) as ApiPromise<void>;
  }

  /** Lists a described collection: the first page when awaited, every item of every page with `for await`. */
  protected paginate<T>(d: ListDescription<T>, ...args: unknown[]): PagePromise<T> {
    const { url, query, options } = argumentsOf(d, args);
    return this.paginateAt(d, url, query, options);
  }

  /** Lists a described collection at a URL of the method's own making (its query options as the description's). */
  protected paginateAt<T>(
    d: ListDescription<T>,
    url: Target,
    query: unknown,
    options?: RequestOptions,
  ): PagePromise<T> {
    const list = { method: d.method, url, query, querySpec: d.query, schema: d.list.schema, allowEmpty: true };
    const [first, checked] = this.#checked(d, list, options);
    const transport = this.#transport;
    const redact = <E>(error: E): E => transport.redactError(error);
    const send = async (pageUrl: string) => {
      const reply = await transport.send(transport.prepare({ ...first, url: pageUrl, query: undefined }), checked);
      return { data: new Page(reply.url, reply.data, d.list.key, load, d.name, redact), response: reply.response };
    };
    const load: PageLoader<T> = (pageUrl) => send(pageUrl).then((page) => page.data);
    const firstUrl = withQuery(first.url, first.query); // a bad link rejects the first page, as any page's would
    return new PagePromise(() => send(firstUrl));
  }

  /**
   * Creates a resource in two steps, as the service does: a POST starts a draft with a fresh id, then a PUT
   * to the draft's link sets its fields. Every argument is checked before the first step is sent.
   */
  protected twoStep<D extends Draft, T>(d: TwoStepDescription<D, T>, ...args: unknown[]): ApiPromise<T> {
    const { start, finish } = d;
    const op = twoStepOperation(d);
    const { url, body, options, subjects } = argumentsOf({ ...start, input: finish.input }, args);
    const target = urlOf(url, op); // the arguments in the order the method takes them: subjects, body, options
    const json = bodyOf(finish.input, body, op);
    const first = this.#call(op, { method: 'POST', url: target, json: start.body, schema: start.output }, options);
    const put = (draft: D): ApiPromise<T> => {
      const own = draftUrl(d, draft, subjects, op);
      const call = { operation: d.name, method: 'PUT' as const, url: own, json, schema: finish.output };
      return this.#send([this.#transport.prepare(call), first[1]], replyData);
    };
    return this.chain(this.#send(first, replyData), put);
  }

  /**
   * GETs one resource.
   * @example this.read(operation('channels.get', 'channel'), Channel, linkOr(channel, 'self', channelPath), options)
   */
  protected read<T>(op: Operation, schema: Schema<T>, url: Target, options?: RequestOptions): ApiPromise<T> {
    return this.request(op, { method: 'GET', url, schema }, options);
  }

  /** Sends a JSON body (none for `undefined`), checked first when `schemas` gives its input model. */
  protected write<T>(
    op: Operation,
    method: WriteMethod,
    schemas: Schemas<T>,
    url: Target,
    body: unknown,
    options?: RequestOptions,
  ): ApiPromise<T> {
    const [input, schema] = isPair(schemas) ? schemas : [undefined, schemas];
    return this.request(op, { method, url, input, json: body, schema }, options);
  }

  /** PUTs a resource that may or may not exist: `created` tells whether the service created it (201). */
  protected upsertOld<T>(
    op: Operation,
    schemas: Schemas<T>,
    url: Target,
    body: unknown,
    options?: RequestOptions,
  ): ApiPromise<Upserted<T>> {
    const [input, schema] = isPair(schemas) ? schemas : [undefined, schemas];
    return this.#send(this.#call(op, { method: 'PUT', url, input, json: body, schema }, options), upserted);
  }

  /** DELETEs a resource; the answer is not read. */
  protected remove(op: Operation, url: Target, options?: RequestOptions): ApiPromise<void> {
    return this.submitOld(op, 'DELETE', url, undefined, options);
  }

  /** Sends a call whose answer is not read (a 204, or a 202 with no body), with a JSON body unless `undefined`. */
  protected submitOld(
    op: Operation,
    method: WriteMethod | 'DELETE',
    url: Target,
    json: unknown,
    options?: RequestOptions,
  ): ApiPromise<void> {
    return this.#send(this.#call(op, { method, url, json }, options), replyData) as ApiPromise<void>;
  }

  /**
   * Lists a collection: the first page when awaited, every item of every page with `for await`. With
   * `[spec, collection]`, the method's query options are checked against `spec` (its filters and paging).
   */
  protected paginateOld<T>(
    op: Operation,
    listing: Listing<T>,
    url: Target,
    filters: unknown,
    options?: RequestOptions,
  ): PagePromise<T> {
    const [querySpec, collection] = isPair(listing) ? listing : [undefined, listing];
    const list = {
      method: 'GET' as const,
      url,
      query: filters,
      querySpec,
      schema: collection.schema,
      allowEmpty: true,
    };
    const [first, checked] = this.#checked(op, list, options);
    const transport = this.#transport;
    const redact = <E>(error: E): E => transport.redactError(error);
    const send = async (pageUrl: string) =>
      transport.send(transport.prepare({ ...first, url: pageUrl, query: undefined }), checked).then((reply) => ({
        data: new Page(reply.url, reply.data, collection.key, load, op.name, redact),
        response: reply.response,
      }));
    const load: PageLoader<T> = (pageUrl) => send(pageUrl).then((page) => page.data);
    const firstUrl = withQuery(first.url, first.query); // a bad link rejects the first page, as any page's would
    return new PagePromise(() => send(firstUrl));
  }

  /**
   * Creates a resource in two steps, as the service does: a POST starts a draft with a fresh id, then a PUT
   * to the draft's link sets its fields. Every argument is checked before the first step is sent.
   */
  protected twoStepOld<D extends HalResource & { readonly id?: string | undefined }, T>(
    op: Operation,
    start: DraftStep<D>,
    finish: PutStep<T>,
    options?: RequestOptions,
  ): ApiPromise<T> {
    const url = urlOf(start.url, op); // the arguments in the order the method takes them: subject, body, options
    const [input, schema] = finish.schemas;
    const json = bodyOf(input, finish.body, op);
    const first = this.#call(op, { method: 'POST', url, json: start.body, schema: start.draft }, options);
    const put = (draft: D): ApiPromise<T> => {
      const own = linkOf(draft, finish.rels) ?? (draft.id === undefined ? undefined : finish.path?.(draft.id));
      if (own === undefined) throw noDraftLink(op, finish.rels);
      const call = { operation: op.name, method: 'PUT' as const, url: own, json, schema };
      return this.#send([this.#transport.prepare(call), first[1]], replyData);
    };
    return this.chain(this.#send(first, replyData), put);
  }

  /** Sends a call and hands back its response unread (a stream); its reader keeps its own idle timeout. */
  protected open(op: Operation, spec: CallSpec<unknown>, options?: RequestOptions): Promise<Response> {
    return this.#transport.open(...this.#call(op, spec, options));
  }

  /** Sends a call and reads its whole body with `read` within the attempt's timeout (a download). */
  protected receive<B>(
    op: Operation,
    spec: CallSpec<unknown>,
    read: BodyReader<B>,
    options?: RequestOptions,
  ): ApiPromise<B> {
    const [call, checked] = this.#call(op, spec, options);
    const transport = this.#transport;
    return new ApiPromise(
      () => transport.receive(call, read, checked).then(({ body, response }) => ({ data: body, response })),
      () => transport.open(call, checked),
    );
  }

  /** A validator of stream items in the call's validation mode (else the client's). */
  protected checker<T>(schema: Schema<T>, operation: string, mode: ValidationMode | undefined): (data: unknown) => T {
    return this.#transport.checker(schema, operation, mode);
  }

  /** Runs an error raised outside a call (a stream's) through the client's redaction. */
  protected redactError<E>(error: E): E {
    return this.#transport.redactError(error);
  }

  /**
   * The call's timeout: the caller's, else the longer of the client's and this operation's own default. Options
   * that are no object are handed on as they are, for the verb to refuse.
   */
  protected timeoutAtLeast(ms: number, options: RequestOptions | undefined): RequestOptions | undefined {
    if (options !== undefined && !isOptionsObject(options)) return options;
    return { ...options, timeout: options?.timeout ?? Math.max(ms, this.#transport.timeout) };
  }

  /**
   * Runs `next` on the result of `first` (a call, or a step such as signing a body): the promise answers for
   * both (its response is the second's).
   */
  protected chain<A, B>(first: Promise<A>, next: (value: A) => ApiPromise<B>): ApiPromise<B> {
    return new ApiPromise(
      () => first.then((value) => next(value).withResponse()),
      () => first.then((value) => next(value).asResponse()),
    );
  }

  /** A call whose data is reshaped by `read`, given the response too (an envelope unwrapped, a collection's items). */
  protected map<A, B>(call: ApiPromise<A>, read: (data: A, response: Response) => B): ApiPromise<B> {
    return new ApiPromise(
      () => call.withResponse().then(({ data, response }) => ({ data: read(data, response), response })),
      () => call.asResponse(),
    );
  }

  /** What a described call sends, from the method's arguments. */
  #specOf<T>(d: Description<T>, given: Pick<Arguments, 'url' | 'body' | 'query'>): CallSpec<T> {
    const { method, input, output: schema, accept, allowEmpty, download, contentType, refreshOn401, secretsOf } = d;
    const { url, body: json, query } = given;
    const fields = { accept, allowEmpty, download, contentType, refreshOn401, secretsOf };
    return { method, url, input, json, schema, query, querySpec: d.query, ...fields };
  }

  /** The checked call with its URL resolved (a link that cannot be followed throws here, like any bad input). */
  #call<T>(op: Operation, spec: CallSpec<T>, options: RequestOptions | undefined): Checked<Prepared<T>> {
    const [call, checked] = this.#checked(op, spec, options);
    return [this.#transport.prepare(call), checked];
  }

  /** The call a spec describes, its arguments checked (URL, query, body), then the request options, once. */
  #checked<T>(op: Operation, spec: CallSpec<T>, options: RequestOptions | undefined): Checked<Call<T>> {
    const { url, query, querySpec, input, json, ...rest } = spec;
    const checked = {
      url: urlOf(url, op),
      query: querySpec === undefined ? (query as Query | undefined) : queryOf(querySpec, query, op),
      json: bodyFor(input, json, op),
    };
    return [{ ...rest, operation: op.name, ...checked }, checkRequestOptions(options, op)];
  }

  #send<T, R>([call, options]: Checked<Prepared<T>>, map: (reply: Reply<T>) => R): ApiPromise<R> {
    const transport = this.#transport;
    return new ApiPromise(
      () => transport.send(call, options).then((reply) => ({ data: map(reply), response: reply.response })),
      () => transport.open(call, options),
    );
  }
}

/** A call and its request options, both checked. */
type Checked<C> = readonly [call: C, options: CheckedOptions];

/** Whether a verb was given `[input, model]` rather than a model alone. */
const isPair = <A, B>(value: B | readonly [A, B]): value is readonly [A, B] => Array.isArray(value);

/** The body a write sends: checked against `input` when given, else as given. */
const bodyFor = (input: z.ZodMiniType | undefined, body: unknown, op: Operation): unknown =>
  input === undefined ? body : bodyOf(input, body, op);

/** The data of a reply, as most calls give it. */
const replyData = <T>(reply: Reply<T>): T => reply.data;

/** An upsert's reply: whether the service created the resource (201) or updated it. */
const upserted = <T>(reply: Reply<T>): Upserted<T> => ({ created: reply.status === 201, data: reply.data });

/** The draft of a two-step create carried neither the link to finish it nor an id to build it from. */
function noDraftLink(op: Operation, rels: Rels): InvalidArgumentError {
  return new InvalidArgumentError(
    `${op.name}: the service's draft has no ${wanted(rels)} link and no id to finish it with.`,
  );
}
