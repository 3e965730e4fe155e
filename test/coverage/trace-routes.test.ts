// Issue 36's tracing names each call by its route template, never its filled-in path: every namespace method of
// test/fixtures/namespace-calls.ts (and client.root, and `datasets.data` as CSV) runs against a recording `fetch`
// with a subscriber on `wdp-sdk:request`, and each request it sends must be one published call whose `route` is the
// path template its operation declares (`{name}` for each id, no query value), and matches the path it sent.
import { tracingChannel } from 'node:diagnostics_channel';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callByName, nameOf } from '../../scripts/generate/call.js';
import { isTwoStep, namespaces } from '../../scripts/generate/descriptions.js';
import { recordingFetch } from '../../scripts/generate/recording-fetch.js';
import { rootOperations } from '../../src/resources/root.js';
import { DATASET } from '../fixtures/bodies.js';
import { namespaceCalls } from '../fixtures/namespace-calls.js';
import { makeClient } from '../helpers/server.js';

const calls: [string, string, unknown[]][] = [
  ...namespaceCalls,
  ['client.root(options)', '', []],
  ['datasets.data(dataset, { as: csv })', 'SO', [DATASET, { as: 'csv' }]],
];

type Trace = Record<string, unknown>;
const channel = tracingChannel<unknown, Trace>('wdp-sdk:request');
let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

/** Each call's trace as it settled (asyncEnd), in the order the calls settled. */
function settled(): Trace[] {
  const traces: Trace[] = [];
  const none = () => {};
  const handlers = { start: none, end: none, asyncStart: none, error: none, asyncEnd: (t: Trace) => traces.push(t) };
  channel.subscribe(handlers);
  unsubscribe = () => channel.unsubscribe(handlers);
  return traces;
}

/** The path template each operation declares, by operation name and HTTP method (a two-step create has two). */
const declared = new Map<string, string>();
beforeAll(async () => {
  const root = rootOperations.get;
  declared.set(`${root.name} ${root.method}`, root.path);
  for (const { methods } of await namespaces())
    for (const d of methods.values()) {
      const steps = isTwoStep(d) ? [d.start, d.finish] : [d];
      for (const step of steps) declared.set(`${d.name} ${step.method}`, step.path);
    }
});

/** A template as a pattern of the raw paths it stands for: each `{name}` any text, its query left out. */
const pathPattern = (route: string): RegExp =>
  new RegExp(
    `^${route
      .replace(/\?.*$/, '')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '.+')}$`,
  );

describe('the route of every traced call', () => {
  it.each(calls)(
    '%s publishes each request it sends under its operation’s path template',
    async (signature, _, args) => {
      const name = nameOf(signature);
      const traces = settled();
      const { sent, fetch } = recordingFetch();
      // The recording fetch answers an object where a few methods read an array: their call then fails, once traced.
      await callByName(makeClient({ fetch, validation: 'off' }), name, args).catch(() => undefined);
      expect(traces.length, `${name}: one published call per request sent`).toBe(sent.length);
      expect(sent.length, `${name} sends a request`).toBeGreaterThan(0);
      traces.forEach((trace, i) => {
        const { operation, method, route } = trace as { operation: string; method: string; route: string };
        const request = `${name}: ${sent[i]?.method} ${sent[i]?.path}, traced as ${operation} ${method} ${route}`;
        expect(route, `${request}, a path template`).toMatch(/^\//);
        expect(route, `${request}: the template ${operation} declares`).toBe(declared.get(`${operation} ${method}`));
        expect(sent[i]?.path, `${request}: the path it sent`).toMatch(pathPattern(route));
        expect(method, request).toBe(sent[i]?.method);
      });
    },
  );
});
