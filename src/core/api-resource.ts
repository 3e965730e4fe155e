import { ApiPromise } from './api-promise.js';
import { InvalidArgumentError } from './errors.js';
import type { BodyReader } from './http/attempts.js';
import type { Call, Reply, Transport } from './http/transport.js';
import { type Query, withQuery } from './http/url.js';
import { Page, type PageLoader } from './page.js';
import { PagePromise } from './pagination.js';
import { checkRequestOptions, type RequestOptions } from './request-options.js';
import type { CollectionSchema } from './validation/collection.js';
import type { ValidationMode } from './validation/validator.js';

/** The result of an upsert: whether the service created the resource (201) or updated it (200). */
export interface Upserted<T> {
  created: boolean;
  data: T;
}

/** Query options of every list method. */
export interface PageOptions {
  /** Zero-based page index, a whole number >= 0. */
  page?: number | undefined;
  /** Items per page, a whole number >= 1. */
  size?: number | undefined;
  /** `property,asc|desc`, such as `name,asc`; several sort keys may be given. */
  sort?: string | readonly string[] | undefined;
}

/** A response body's model: a zod schema. */
type Schema<T> = NonNullable<Call<T>['schema']>;

/** The methods a write is sent with. */
type WriteMethod = 'POST' | 'PUT' | 'PATCH';

/**
 * The base of every namespace class. Its protected API is all a namespace uses: one-line verbs (`read`,
 * `write`, `remove`, `upsert`, `paginate`), `request` for any other call, `open`/`receive` for bodies read as
 * streams or files, and `chain` for two-step operations. The transport itself stays private here.
 */
export abstract class ApiResource {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** Sends a call; the promise gives its validated body, and `.withResponse()` / `.asResponse()`. */
  protected request<T>(call: Call<T> & { allowEmpty: true }, options?: RequestOptions): ApiPromise<T | undefined>;
  protected request<T>(call: Call<T>, options?: RequestOptions): ApiPromise<T>;
  protected request<T>(call: Call<T>, options?: RequestOptions): ApiPromise<T | undefined> {
    return this.#call(call, options, replyData);
  }

  /** GETs one resource. `signature` (`'channels.get(channel)'`) names the operation and opens option errors. */
  protected read<T>(signature: string, url: string, schema: Schema<T>, options?: RequestOptions): ApiPromise<T> {
    return this.#call({ operation: operationOf(signature), method: 'GET', url, schema }, options, replyData, signature);
  }

  /** Sends a JSON body (none for `undefined`) and reads the answer with `schema`. */
  protected write<T>(
    signature: string,
    method: WriteMethod,
    url: string,
    json: unknown,
    schema: Schema<T>,
    options?: RequestOptions,
  ): ApiPromise<T> {
    return this.#call({ operation: operationOf(signature), method, url, json, schema }, options, replyData, signature);
  }

  /** DELETEs (or sends any body-less call whose answer is not read). */
  protected remove(signature: string, url: string, options?: RequestOptions, method: 'DELETE' | 'PUT' = 'DELETE') {
    return this.submit(signature, method, url, undefined, options);
  }

  /** Sends a call whose answer is not read (a 204, or a 202 with no body), with a JSON body unless `undefined`. */
  protected submit(
    signature: string,
    method: WriteMethod | 'DELETE',
    url: string,
    json: unknown,
    options?: RequestOptions,
  ): ApiPromise<void> {
    const call = { operation: operationOf(signature), method, url, json };
    return this.#call(call, options, replyData, signature) as ApiPromise<void>;
  }

  /** PUTs a resource that may or may not exist: `created` tells whether the service created it (201). */
  protected upsert<T>(signature: string, url: string, json: unknown, schema: Schema<T>, options?: RequestOptions) {
    const call = { operation: operationOf(signature), method: 'PUT' as const, url, json, schema };
    const upserted = (reply: Reply<T>): Upserted<T> => ({ created: reply.status === 201, data: reply.data });
    return this.#call(call, options, upserted, signature);
  }

  /** Lists a collection: the first page when awaited, every item of every page with `for await`. */
  protected paginate<T>(
    signature: string,
    url: string,
    collection: CollectionSchema<T>,
    query?: Query,
    options?: RequestOptions,
  ): PagePromise<T> {
    const operation = operationOf(signature);
    const transport = this.#transport;
    const redact = <E>(error: E): E => transport.redactError(error);
    const send = (pageUrl: string) => {
      const call = { operation, method: 'GET' as const, url: pageUrl, schema: collection.schema, allowEmpty: true };
      return transport.send(call, options).then((reply) => ({
        data: new Page(reply.url, reply.data, collection.key, load, operation, redact),
        response: reply.response,
      }));
    };
    const load: PageLoader<T> = (pageUrl) => send(pageUrl).then((first) => first.data);
    if (options !== undefined) checkRequestOptions(options, whereOf(signature));
    const first = withQuery(url, query);
    return new PagePromise(() => send(first));
  }

  /** Sends a call and hands back its response unread (a stream); its reader keeps its own idle timeout. */
  protected open(call: Call<unknown>, options?: RequestOptions): Promise<Response> {
    return this.#transport.open(call, options);
  }

  /** Sends a call and reads its whole body with `read` within the attempt's timeout (a download). */
  protected receive<B>(call: Call<unknown>, read: BodyReader<B>, options?: RequestOptions): ApiPromise<B> {
    if (options !== undefined) checkRequestOptions(options);
    const transport = this.#transport;
    transport.url(call); // a link that cannot be followed throws at the call, like any bad input
    return new ApiPromise(
      () => transport.receive(call, read, options).then(({ body, response }) => ({ data: body, response })),
      () => transport.open(call, options),
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

  /** The call's timeout: the caller's, else the longer of the client's and this operation's own default. */
  protected timeoutAtLeast(ms: number, options: RequestOptions | undefined): RequestOptions {
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

  /** The resource an upsert created or updated, without `created` (what `create` methods return). */
  protected dataOf<T>(upserted: ApiPromise<Upserted<T>>): ApiPromise<T> {
    return this.map(upserted, (data) => data.data);
  }

  #call<T, R>(
    call: Call<T>,
    options: RequestOptions | undefined,
    map: (reply: Reply<T>) => R,
    signature?: string,
  ): ApiPromise<R> {
    if (options !== undefined) checkRequestOptions(options, signature === undefined ? undefined : whereOf(signature));
    const transport = this.#transport;
    transport.url(call); // a link that cannot be followed throws at the call, like any bad input
    return new ApiPromise(
      () => transport.send(call, options).then((reply) => ({ data: map(reply), response: reply.response })),
      () => transport.open(call, options),
    );
  }
}

/**
 * Splits list options into the query: page, size and sort, plus the given filters. `page` must be a whole
 * number >= 0 and `size` one >= 1 (Spring Data would silently replace a size of 0 by its default).
 */
export function pageQuery(options: PageOptions | undefined, filters: Query = {}): Query {
  if (!options) return filters;
  return {
    ...filters,
    page: wholeNumber(options.page, 'page', 0),
    size: wholeNumber(options.size, 'size', 1),
    sort: options.sort,
  };
}

function wholeNumber(value: unknown, name: string, min: number): number | undefined {
  if (value === undefined || (Number.isSafeInteger(value) && (value as number) >= min))
    return value as number | undefined;
  const got =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? JSON.stringify(value)
        : value === null
          ? 'null'
          : typeof value;
  throw new InvalidArgumentError(`The list option \`${name}\` must be a whole number >= ${min}; got ${got}.`);
}

/** The data of a reply, as most calls give it. */
const replyData = <T>(reply: Reply<T>): T => reply.data;

/** The operation a signature names: `'channels.get(channel)'` -> `'channels.get'`. */
function operationOf(signature: string): string {
  const open = signature.indexOf('(');
  return open < 0 ? signature : signature.slice(0, open);
}

/** Where an option error opens: the signature when one is given, nothing for a bare operation name. */
function whereOf(signature: string): string | undefined {
  return signature.includes('(') ? signature : undefined;
}
