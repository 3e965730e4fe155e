// The verbs few namespaces use (two-step creates, streams, plain answers), as functions taking the namespace
// (`twoStep(this, d, ...args)`) like the common ones of api-resource.ts: a bundle carries only those it calls.
import { ApiPromise, requestIds } from './api-promise.js';
import {
  type ApiResource,
  type CallSpec,
  preparedCall,
  replyData,
  resourceTransport,
  sendCall,
} from './api-resource.js';
import { bodyOf } from './arguments/input.js';
import { isOptionsObject } from './arguments/keys.js';
import type { Operation } from './arguments/operation.js';
import type { RequestOptions } from './arguments/request-options.js';
import type { ValidationMode } from './arguments/validation-mode.js';
import type { Call } from './http/call.js';
import { identifyError } from './http/request-id.js';
import { argumentsOf } from './operations/arguments.js';
import type { TwoStepDescription } from './operations/description.js';
import { type Draft, draftLeft, draftUrl, twoStepOperation } from './operations/two-step.js';
import { urlOf } from './subjects.js';

/**
 * Creates a resource in two steps, as the service does: a POST starts a draft with a fresh id, then a PUT
 * to the draft's link sets its fields. Every argument is checked before the first step is sent. When the second
 * step fails, its error carries the draft (`WdpError.draft`) and says how to finish it.
 */
export function twoStep<D extends Draft, T>(
  resource: ApiResource,
  d: TwoStepDescription<D, T>,
  ...args: unknown[]
): ApiPromise<T> {
  const { start, finish } = d;
  const op = twoStepOperation(d);
  const { url, body, options, subjects } = argumentsOf({ ...start, name: d.name, input: finish.input }, args);
  const target = urlOf(url, op); // the arguments in the order the method takes them: subjects, body, options
  const json = bodyOf(finish.input, body, op);
  const post = {
    method: 'POST' as const,
    url: target,
    json: start.body,
    schema: start.output,
    secretsOf: start.secretsOf,
  };
  const first = preparedCall(resource, op, post, options);
  const put = (draft: D): ApiPromise<T> => {
    const own = draftUrl(d, draft, subjects, op);
    const call = {
      operation: d.name,
      method: 'PUT' as const,
      url: own,
      json,
      schema: finish.output,
      secretsOf: finish.secretsOf,
      route: finish.path,
    };
    const done = sendCall(resource, [resourceTransport(resource).prepare(call), first[1]], replyData);
    const left = (error: unknown): never => {
      throw draftLeft(error, draft, d.name);
    };
    return new ApiPromise(
      () => done.withResponse().catch(left),
      () => done.asResponse().catch(left),
    );
  };
  return chain(sendCall(resource, first, replyData), put);
}

/** Sends a call and hands back its response unread (a stream); its reader keeps its own idle timeout. */
export function open(
  resource: ApiResource,
  op: Operation,
  spec: CallSpec<unknown>,
  options?: RequestOptions,
): Promise<Response> {
  return resourceTransport(resource).open(...preparedCall(resource, op, spec, options));
}

/**
 * What a body handed over unread (a stream) needs of its call: the call's `signal`, and what an error raised while
 * reading it becomes (see `streamError`).
 */
export interface StreamCall {
  signal: AbortSignal | undefined;
  failed: (error: unknown) => unknown;
}

/** Reads a call's body whole within the attempt's timeout (a `BodyReader`), or hands it over as a stream of `call`. */
export type ResponseReader<B> = (response: Response, call: StreamCall) => Promise<B>;

/** Sends a call and gives what `read` makes of its response: its whole body (a download), or a stream of it. */
export function receive<B>(
  resource: ApiResource,
  op: Operation,
  spec: CallSpec<unknown>,
  read: ResponseReader<B>,
  options?: RequestOptions,
): ApiPromise<B> {
  const transport = resourceTransport(resource);
  const [call, checked] = preparedCall(resource, op, spec, options);
  const readResponse = (response: Response) =>
    read(response, { signal: checked.signal, failed: (error) => streamError(resource, error, response) });
  return new ApiPromise(
    () => transport.receive(call, readResponse, checked).then(({ body, response }) => ({ data: body, response })),
    () => transport.open(call, checked),
  );
}

/** A validator of stream items in the call's validation mode (else the client's). */
export function checker<T>(
  resource: ApiResource,
  schema: NonNullable<Call<T>['schema']>,
  operation: string,
  mode: ValidationMode | undefined,
): (data: unknown) => T {
  return resourceTransport(resource).checker(schema, operation, mode);
}

/**
 * Runs an error raised while reading a call's body after the call (a stream's) through what the call's own failure
 * goes through: the request id of its `response` (none before one arrived), then the client's redaction.
 */
export function streamError(resource: ApiResource, error: unknown, response: Response | undefined): unknown {
  return resourceTransport(resource).redactError(identifyError(error, response && requestIds.get(response)));
}

/**
 * The call's timeout: the caller's, else the longer of the client's and this operation's own default. Options
 * that are no object are handed on as they are, for the verb to refuse.
 */
export function timeoutAtLeast(
  resource: ApiResource,
  ms: number,
  options: RequestOptions | undefined,
): RequestOptions | undefined {
  if (options !== undefined && !isOptionsObject(options)) return options;
  return { ...options, timeout: options?.timeout ?? Math.max(ms, resourceTransport(resource).timeout) };
}

/**
 * Runs `next` on the result of `first` (a call, or a step such as signing a body): the promise answers for
 * both (its response is the second's).
 */
export function chain<A, B>(first: Promise<A>, next: (value: A) => ApiPromise<B>): ApiPromise<B> {
  return new ApiPromise(
    () => first.then((value) => next(value).withResponse()),
    () => first.then((value) => next(value).asResponse()),
  );
}

/** A call whose data is reshaped by `read`, given the response too (an envelope unwrapped, a collection's items). */
export function map<A, B>(call: ApiPromise<A>, read: (data: A, response: Response) => B): ApiPromise<B> {
  return new ApiPromise(
    () => call.withResponse().then(({ data, response }) => ({ data: read(data, response), response })),
    () => call.asResponse(),
  );
}
