import type * as z from 'zod/mini';
import { ApiPromise } from './api-promise.js';
import { bodyOf } from './arguments/input.js';
import { isOptionsObject } from './arguments/keys.js';
import type { Operation } from './arguments/operation.js';
import { type Query, type QuerySpec, queryOf } from './arguments/query.js';
import { type CheckedOptions, checkRequestOptions, type RequestOptions } from './arguments/request-options.js';
import type { ValidationMode } from './arguments/validation-mode.js';
import { type ClientCore, transportOf } from './client-core.js';
import type { BodyReader } from './http/attempts.js';
import type { Call, Prepared, Reply } from './http/call.js';
import type { Transport } from './http/transport.js';
import { withQuery } from './http/url.js';
import { type Arguments, argumentsOf } from './operations/arguments.js';
import type { DataOf, Description, ListDescription, TwoStepDescription } from './operations/description.js';
import { type Draft, draftUrl, twoStepOperation } from './operations/two-step.js';
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

/** A response body's model: a zod schema. */
type Schema<T> = NonNullable<Call<T>['schema']>;

/** A call as a namespace describes it to `request`: its URL (and query) may come from the method's arguments. */
export type CallSpec<T> = Omit<Call<T>, 'operation' | 'url' | 'query'> & {
  url: Target;
  /** The query; with `querySpec`, the method's query options, checked against it. */
  query?: unknown;
  querySpec?: QuerySpec | undefined;
  /** The model the method's body is checked against before sending (`json` is then its output). */
  input?: z.ZodMiniType | undefined;
};

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
    const list = {
      method: d.method,
      url,
      query,
      querySpec: d.query,
      schema: d.list.schema,
      allowEmpty: true,
      route: d.path,
    };
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
    const { url, body, options, subjects } = argumentsOf({ ...start, name: d.name, input: finish.input }, args);
    const target = urlOf(url, op); // the arguments in the order the method takes them: subjects, body, options
    const json = bodyOf(finish.input, body, op);
    const post = { method: 'POST' as const, url: target, json: start.body, schema: start.output, route: start.path };
    const first = this.#call(op, post, options);
    const put = (draft: D): ApiPromise<T> => {
      const own = draftUrl(d, draft, subjects, op);
      const call = {
        operation: d.name,
        method: 'PUT' as const,
        url: own,
        json,
        schema: finish.output,
        route: finish.path,
      };
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
    return { method, url, input, json, schema, query, querySpec: d.query, route: d.path, ...fields };
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

/** The body a write sends: checked against `input` when given, else as given. */
const bodyFor = (input: z.ZodMiniType | undefined, body: unknown, op: Operation): unknown =>
  input === undefined ? body : bodyOf(input, body, op);

/** The data of a reply, as most calls give it. */
const replyData = <T>(reply: Reply<T>): T => reply.data;

/** An upsert's reply: whether the service created the resource (201) or updated it. */
const upserted = <T>(reply: Reply<T>): Upserted<T> => ({ created: reply.status === 201, data: reply.data });
