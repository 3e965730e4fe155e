// wdp-sdk/otel (issue 36, point 3): OpenTelemetry spans for the SDK's calls, in one line. It subscribes to the
// `wdp-sdk:request` TracingChannel (src/core/http/tracing.ts) and turns each logical call into a CLIENT span named
// and attributed by OpenTelemetry's semantic conventions for HTTP clients. A separate entry with
// `@opentelemetry/api` as an optional peer dependency, so the root entry's bundle carries none of it.
import {
  type Attributes,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TracerProvider,
  trace,
} from '@opentelemetry/api';
import type { RequestTrace } from './core/http/tracing.js';
import { version } from './version.js';

/** The handlers of a `TracingChannel` this entry subscribes. */
type Handlers = Record<'start' | 'end' | 'asyncStart' | 'asyncEnd' | 'error', (call: RequestTrace) => void>;
type Channels = { tracingChannel(name: string): { subscribe(h: Handlers): void; unsubscribe(h: Handlers): boolean } };
type Process = { getBuiltinModule?: (id: string) => unknown } | undefined;
// Reached as the SDK reaches it (src/core/http/tracing.ts), so that this entry needs no Node types and loads where
// the SDK publishes nothing (Node before 20.16, browsers), making no spans there.
const builtin = (globalThis as { process?: Process }).process?.getBuiltinModule?.('node:diagnostics_channel');
// The stop function of the instrumentation running, kept on the global object so that the ESM and the CommonJS copy
// of this entry, both loaded in one process, share it: a second subscriber would make every span twice.
const running = Symbol.for('wdp-sdk.otel.running');
type Running = { [running]?: () => void };

/** Options of {@link instrumentWdp}. */
export interface WdpInstrumentationOptions {
  /** The provider whose tracer makes the spans; the global one (`trace.setGlobalTracerProvider`) by default. */
  tracerProvider?: TracerProvider;
}

/**
 * Makes an OpenTelemetry CLIENT span of every call the SDK makes, until the function it returns is called.
 *
 * A span is named `{method} {route template}` (`GET /api/channels/{channel}`), or `{method}` for a call that has no
 * template (following a link); its parent is the context active when the call started. It carries
 * `http.request.method`, `url.template`, `http.response.status_code`, `http.request.resend_count` (when retried),
 * `error.type` (the error's class, such as `NotFoundError`), `wdp.operation` and `wdp.request_id`, and never a
 * header, a body, the filled-in URL or a secret. A failed call's span has the status ERROR.
 *
 * While it runs, another call returns the same stop function and makes no second span of a call (its options are
 * not used: stop it first to change the provider). The span is not made the active one while the request is sent,
 * so a span that an instrumentation of `fetch` (undici) makes for it is a sibling of the SDK's, not its child.
 *
 * Needs Node 20.16 or later (or Deno, Bun), where the SDK publishes its calls on `node:diagnostics_channel`;
 * elsewhere it makes no span.
 *
 * @example
 * import { instrumentWdp } from 'wdp-sdk/otel';
 * const stop = instrumentWdp();
 */
export function instrumentWdp(options: WdpInstrumentationOptions = {}): () => void {
  const global = globalThis as Running;
  const current = global[running];
  if (current) return current;
  const tracer = (options.tracerProvider ?? trace.getTracerProvider()).getTracer('wdp-sdk', version);
  const spans = new WeakMap<RequestTrace, Span>();
  const channel = (builtin as Channels | undefined)?.tracingChannel('wdp-sdk:request');
  const handlers: Handlers = {
    start(call: RequestTrace) {
      const template = call.route.startsWith('/') ? call.route : undefined;
      const attributes: Attributes = { 'http.request.method': call.method, 'wdp.operation': call.operation };
      if (template) attributes['url.template'] = template;
      const name = template ? `${call.method} ${template}` : call.method;
      spans.set(call, tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, context.active()));
    },
    end() {},
    asyncStart() {},
    error(call: RequestTrace) {
      spans.get(call)?.setStatus({ code: SpanStatusCode.ERROR });
    },
    asyncEnd(call: RequestTrace) {
      const span = spans.get(call);
      if (!span) return;
      spans.delete(call);
      if (call.status !== undefined) span.setAttribute('http.response.status_code', call.status);
      if (call.attempt !== undefined && call.attempt > 1)
        span.setAttribute('http.request.resend_count', call.attempt - 1);
      if (call.requestId !== undefined) span.setAttribute('wdp.request_id', call.requestId);
      if (call.errorClass !== undefined) span.setAttribute('error.type', call.errorClass);
      if (call.status !== undefined && call.status >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
  channel?.subscribe(handlers);
  const stop = () => {
    if (global[running] !== stop) return;
    delete global[running];
    channel?.unsubscribe(handlers);
  };
  global[running] = stop;
  return stop;
}
