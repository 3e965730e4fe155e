// wdp-sdk/otel (issue 36, point 3): instrumentWdp() makes one OpenTelemetry CLIENT span of each logical call (a
// list, each step of a two-step create, a retried call, a failure) against the in-process mock, recorded by the
// OpenTelemetry SDK's in-memory exporter: named `{method} {route template}`, with the HTTP client semantic
// conventions' attributes and the SDK's own, the active span at the call's start as its parent, ERROR on a failure,
// and no token, body value, header or filled-in path in any attribute.
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, isWdpError } from '../../src/index.js';
import { createMockService, type MockService } from '../../src/mock/index.js';
import { instrumentWdp } from '../../src/otel.js';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('test');
let stop: (() => void) | undefined;

// The context manager a traced service registers, so that `context.with` sets the parent of the SDK's spans; it is
// global, and test files share their worker: it is disabled once the file is done.
beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterAll(() => context.disable());
afterEach(() => {
  stop?.();
  stop = undefined;
  exporter.reset();
});

/** A fresh mock and a client of it, whose spans `instrumentWdp` records until the test ends. */
function setUp(retry: 0 | { limit: number; backoffLimit: number } = 0): { mock: MockService; client: Client } {
  const mock = createMockService();
  const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch, retry });
  stop = instrumentWdp({ tracerProvider: provider });
  return { mock, client };
}

/** Runs `run` with a span of the test's own active; returns the span, ended. */
async function underParent(run: () => Promise<unknown>): Promise<Span> {
  const parent = tracer.startSpan('parent');
  await context.with(trace.setSpan(context.active(), parent), run);
  parent.end();
  return parent;
}

/** The finished spans of the SDK (not the test's own parent), in the order they ended. */
const sdkSpans = (): ReadableSpan[] =>
  exporter.getFinishedSpans().filter((span) => span.instrumentationScope.name === 'wdp-sdk');

describe('wdp-sdk/otel', () => {
  it('makes a CLIENT span of a list and of each step of a two-step create, children of the active span', async () => {
    const { mock, client } = setUp();
    let id = '';
    const parent = await underParent(async () => {
      await client.workspaces.list();
      id = (await client.workspaces.create({ name: 'Traced workspace' })).id;
    });
    const spans = sdkSpans();
    expect(spans.map((span) => [span.name, span.kind, span.status.code])).toEqual([
      ['GET /api/workspaces', SpanKind.CLIENT, SpanStatusCode.UNSET],
      ['POST /api/workspaces', SpanKind.CLIENT, SpanStatusCode.UNSET],
      ['PUT /api/workspaces/{workspace}', SpanKind.CLIENT, SpanStatusCode.UNSET],
    ]);
    const journaled = mock.admin.journal().map((entry) => entry.headers['x-request-id']);
    expect(spans.map((span) => span.attributes)).toEqual([
      {
        'http.request.method': 'GET',
        'url.template': '/api/workspaces',
        'wdp.operation': 'workspaces.list',
        'http.response.status_code': 200,
        'wdp.request_id': journaled[0],
      },
      {
        'http.request.method': 'POST',
        'url.template': '/api/workspaces',
        'wdp.operation': 'workspaces.create',
        'http.response.status_code': 200,
        'wdp.request_id': journaled[1],
      },
      {
        'http.request.method': 'PUT',
        'url.template': '/api/workspaces/{workspace}',
        'wdp.operation': 'workspaces.create',
        'http.response.status_code': 201,
        'wdp.request_id': journaled[2],
      },
    ]);
    expect(new Set(journaled).size).toBe(3);
    const { traceId, spanId } = parent.spanContext();
    for (const span of spans) {
      expect(span.spanContext().traceId).toBe(traceId);
      expect(span.parentSpanContext?.spanId).toBe(spanId);
    }
    const text = JSON.stringify(spans.map((span) => [span.name, span.attributes, span.events, span.status]));
    for (const secret of [mock.fixtures.admin.token, id, 'Traced workspace', 'authorization', 'wdp.mock']) {
      expect(text).not.toContain(secret);
    }
  });

  it('makes one span of a retried call, its resends counted, with the request id every attempt was sent', async () => {
    const { mock, client } = setUp({ limit: 1, backoffLimit: 0 });
    const path = `/api/workspaces/${mock.fixtures.workspaceId}`;
    mock.admin.addFault({ method: 'GET', path, times: 1, fault: { type: 'status', status: 503, retryAfter: 0 } });
    await client.workspaces.get(mock.fixtures.workspaceId);
    const [span, ...others] = sdkSpans();
    expect(others).toEqual([]);
    const ids = mock.admin.journal().map((entry) => entry.headers['x-request-id']);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(span?.name).toBe('GET /api/workspaces/{workspace}');
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
    expect(span?.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': '/api/workspaces/{workspace}',
      'wdp.operation': 'workspaces.get',
      'http.response.status_code': 200,
      'http.request.resend_count': 1,
      'wdp.request_id': ids[0],
    });
    expect(JSON.stringify(span?.attributes)).not.toContain(mock.fixtures.workspaceId);
  });

  it('marks a failed call ERROR, with its status, its error class and the id the mock journaled', async () => {
    const { mock, client } = setUp();
    const missing = '00000000-0000-4000-8000-00000000dead';
    const error = await client.workspaces.get(missing).then(
      () => expect.unreachable('the call should fail'),
      (caught: unknown) => caught,
    );
    expect(isWdpError(error) && error.name).toBe('NotFoundError');
    const [span, ...others] = sdkSpans();
    expect(others).toEqual([]);
    expect(span?.name).toBe('GET /api/workspaces/{workspace}');
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR });
    const [entry] = mock.admin.journal();
    expect(span?.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': '/api/workspaces/{workspace}',
      'wdp.operation': 'workspaces.get',
      'http.response.status_code': 404,
      'error.type': 'NotFoundError',
      'wdp.request_id': entry?.headers['x-request-id'],
    });
    expect(isWdpError(error) && error.requestId).toBe(entry?.headers['x-request-id']);
    expect(JSON.stringify(span?.attributes)).not.toContain(missing);
  });

  it('names the spans of a feed, a download and a CSV by their route templates, not by the operation', async () => {
    const { mock, client } = setUp();
    const { workspaceId, datasets } = mock.fixtures;
    await client.files.put(workspaceId, 'models/a.sql', { contentType: 'text/plain', content: 'select 1' });
    exporter.reset();
    await client.dataPlugins.discovery();
    await client.files.download(workspaceId, 'models/a.sql');
    await client.datasets.data(datasets.revenue, { as: 'csv' });
    const spans = sdkSpans();
    expect(spans.map((span) => [span.name, span.attributes['wdp.operation']])).toEqual([
      ['GET /api/discovery.yml', 'dataPlugins.discovery'],
      ['GET /api/workspaces/{workspaceId}/resources/{filePath}', 'files.download'],
      ['GET /api/datasets/{dataset}/data', 'datasets.data'],
    ]);
    expect(spans.map((span) => span.attributes['http.response.status_code'])).toEqual([200, 200, 200]);
    const attributes = JSON.stringify(spans.map((span) => span.attributes));
    for (const filled of [workspaceId, datasets.revenue, 'a.sql']) expect(attributes).not.toContain(filled);
  });

  it('makes no span once the function it returned is called', async () => {
    const { client } = setUp();
    stop?.();
    await client.workspaces.list();
    expect(sdkSpans()).toEqual([]);
  });

  it('makes one span of a call however often it is called, until stopped; then it can start again', async () => {
    const { client } = setUp();
    const first = stop;
    const other = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    expect(instrumentWdp()).toBe(first);
    expect(instrumentWdp({ tracerProvider: other })).toBe(first);
    await client.workspaces.list();
    expect(sdkSpans().map((span) => span.name)).toEqual(['GET /api/workspaces']);
    first?.();
    exporter.reset();
    await client.workspaces.list();
    expect(sdkSpans()).toEqual([]);
    stop = instrumentWdp({ tracerProvider: provider });
    expect(stop).not.toBe(first);
    first?.(); // a stop already used stops nothing, not the instrumentation started after it
    await client.workspaces.list();
    expect(sdkSpans().map((span) => span.name)).toEqual(['GET /api/workspaces']);
  });

  it('leaves the active span as it was while the request is sent: a fetch span would be a sibling', async () => {
    const mock = createMockService();
    const active: (string | undefined)[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      active.push(trace.getActiveSpan()?.spanContext().spanId);
      return mock.fetch(input, init);
    };
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch });
    stop = instrumentWdp({ tracerProvider: provider });
    const parent = await underParent(async () => {
      await client.workspaces.list();
    });
    const [span, ...others] = sdkSpans();
    expect(others).toEqual([]);
    expect(span?.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(active).toEqual([parent.spanContext().spanId]);
  });
});
