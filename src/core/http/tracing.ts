// Tracing without patching (issue 36, point 2): every logical call is published on the `TracingChannel`
// `wdp-sdk:request` of `node:diagnostics_channel`, which APM agents (OpenTelemetry, Datadog, Sentry) subscribe to.
// It costs one property read when no one subscribes. The module is reached through `process.getBuiltinModule`
// (Node 20.16+, 22.3+; Deno, Bun), never imported, so a runtime without it loads the SDK with tracing absent; and
// package.json's "browser" field puts tracing.web.ts in its place, so browser bundles carry none of it.
import type * as dc from 'node:diagnostics_channel';
import { requestIds } from '../api-promise.js';
import type { Call } from './call.js';

/**
 * What a subscriber to `wdp-sdk:request` is given for a call, the same object in each of its events: never a header,
 * a body, a query value or a secret.
 */
export interface RequestTrace {
  /** The SDK operation, such as `channels.get`. */
  operation: string;
  /** The HTTP method, such as `GET`. */
  method: string;
  /** The route's template, such as `/api/channels/{channel}`; the operation's name where a call has none. */
  route: string;
  /** The request id sent (see `withResponse()`); once the call settles, the service's own when it sent one. */
  requestId: string | undefined;
  /** Once settled: how many attempts the call took. */
  attempt?: number | undefined;
  /** Once settled: the response's status, when one came. */
  status?: number;
  /** Once failed: the error's class name, such as `NotFoundError`. */
  errorClass?: string;
}

type Process = { getBuiltinModule?: (id: string) => unknown } | undefined;
type Traces = dc.TracingChannel<unknown, RequestTrace>;
// Looked up on the first call, not at import: an import that makes no call loads no `node:diagnostics_channel`.
// A subscriber that came first is found then, as channels are shared by name.
let looked: Traces | null | undefined;
const channelOf = (): Traces | null => {
  if (looked !== undefined) return looked;
  const builtin = (globalThis as { process?: Process }).process?.getBuiltinModule?.('node:diagnostics_channel');
  looked = (builtin as typeof dc | undefined)?.tracingChannel<unknown, RequestTrace>('wdp-sdk:request') ?? null;
  return looked;
};
const events = ['start', 'end', 'asyncStart', 'asyncEnd', 'error'] as const;

/**
 * Whether anyone subscribes: the TracingChannel's own answer, else (Bun, Node before 20.13: no such property) whether
 * any of its five channels has a subscriber.
 */
const subscribed = (traces: Traces): boolean =>
  (traces.hasSubscribers as boolean | undefined) ?? events.some((event) => traces[event].hasSubscribers);

/** Runs a call, published on `wdp-sdk:request` (start, end, then error and asyncStart/asyncEnd) when subscribed. */
export function traced<R>(call: Call<unknown>, run: () => Promise<R>): Promise<R> {
  const channel = channelOf();
  if (!channel || !subscribed(channel)) return run();
  const { operation, method, route, requestId } = call;
  const trace: RequestTrace = { operation, method, route: route ?? operation, requestId };
  let promise: Promise<R> = Promise.resolve() as Promise<R>;
  channel.start.runStores(trace, () => {
    try {
      promise = run();
    } catch (error) {
      promise = Promise.reject(error);
    }
  });
  channel.end.publish(trace);
  const settled = (response: Response | undefined) => {
    trace.attempt = call.attempts;
    if (response) trace.requestId = requestIds.get(response) ?? requestId;
    if (response) trace.status = response.status;
  };
  return promise.then(
    (result) => {
      settled((result as { response?: Response }).response ?? (result instanceof Response ? result : undefined));
      channel.asyncStart.publish(trace);
      channel.asyncEnd.publish(trace);
      return result;
    },
    (error: unknown) => {
      settled(undefined);
      const {
        name,
        status,
        requestId: id,
      } = (error ?? {}) as { name?: unknown; status?: unknown; requestId?: unknown };
      trace.errorClass = typeof name === 'string' ? name : typeof error;
      if (typeof status === 'number') trace.status = status;
      if (typeof id === 'string') trace.requestId = id;
      channel.error.publish(trace);
      channel.asyncStart.publish(trace);
      channel.asyncEnd.publish(trace);
      throw error;
    },
  );
}
