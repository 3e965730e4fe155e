import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { JOB } from '../../fixtures/bodies.js';
import { logLine, logsPath } from '../../fixtures/job-logs.js';
import { BASE, makeClient, server, useServer, wire } from '../../helpers/server.js';
import { useUnteedResponses } from '../../helpers/streams.js';

useServer();
useUnteedResponses(server);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const LINES = 200_000;
/** Lines between two measures: 20 measures in a read. */
const EVERY = 10_000;
const MiB = 1024 * 1024;
/**
 * What a streaming read may keep beyond its start: a chunk, the parser's partial line and the line in hand, far below
 * the ~44 MiB body (measured: under 1 MiB on Node 20, 22 and 24). The measure is what survives a full GC, so it does
 * not depend on the size of V8's young generation (it differs between Node lines) or on when the collector ran, as
 * RSS does: RSS grew by 36-38 MiB on Node 24 for a read that keeps nothing.
 */
const BOUND = 8 * MiB;
const padding = 'x'.repeat(120);

/**
 * The memory the process keeps after a full GC: the JS heap and the memory V8 objects hold outside it (`external`:
 * ArrayBuffers' backing stores, and external strings, as Node 24 makes large decoded texts).
 */
function retained(): number {
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** Tracks the largest retained growth over a start taken when it is made. */
function retainedGrowth() {
  const start = retained();
  let peak = Number.NEGATIVE_INFINITY;
  return {
    sample() {
      peak = Math.max(peak, retained() - start);
    },
    get peak() {
      return peak;
    },
  };
}

/** A log body of LINES NDJSON lines of about 230 bytes, made as it is read; counts the bytes served. */
function lazyLog(total = LINES) {
  const encoder = new TextEncoder();
  const served = { bytes: 0, lines: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk = '';
        for (let i = 0; i < 500 && served.lines < total; i++)
          chunk += `${JSON.stringify(logLine(served.lines++, { padding }))}\n`;
        const bytes = encoder.encode(chunk);
        served.bytes += bytes.length;
        controller.enqueue(bytes);
        if (served.lines === total) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { served, response: () => new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }) };
}

const figures = (growth: number, bytes: number) =>
  `body ${(bytes / MiB).toFixed(1)} MiB, retained growth ${(growth / MiB).toFixed(2)} MiB`;

describe('jobs.logs memory', () => {
  it('reads 200,000 lines (~44 MB) in constant memory: what it keeps grows by far less than the body', {
    timeout: 120_000,
  }, async () => {
    // Warm up first (msw, the client and the parser load their code and caches on a first read), then measure.
    const warmUp = lazyLog(20_000);
    wire().on('GET', logsPath, () => warmUp.response());
    for await (const line of makeClient().jobs.logs(JOB)) if (line.sequence < 0) break;
    const log = lazyLog();
    wire().on('GET', logsPath, () => log.response());
    const client = makeClient();
    const growth = retainedGrowth();
    let count = 0;
    let last = -1;
    for await (const line of client.jobs.logs(JOB)) {
      if (line.sequence !== last + 1) throw new Error(`line ${line.sequence} after ${last}`);
      last = line.sequence;
      if (++count % EVERY === 0) growth.sample();
    }
    growth.sample();
    expect(count).toBe(LINES);
    expect(log.served.lines).toBe(LINES);
    // Buffering the body whole would keep at least its bytes: several times the bound by itself.
    expect(log.served.bytes).toBeGreaterThan(4 * BOUND);
    expect(growth.peak, figures(growth.peak, log.served.bytes)).toBeLessThan(BOUND);
  });

  it('the same measure catches a read that buffers the body (the control)', { timeout: 120_000 }, async () => {
    const log = lazyLog();
    wire().on('GET', logsPath, () => log.response());
    const growth = retainedGrowth();
    // The same response through the same msw handler, read whole and then handed out line by line.
    const text = await (await fetch(`${BASE}${logsPath}`)).text();
    let count = 0;
    let last = -1;
    for (const raw of text.split('\n')) {
      if (raw === '') continue;
      const line = JSON.parse(raw) as { sequence: number };
      if (line.sequence !== last + 1) throw new Error(`line ${line.sequence} after ${last}`);
      last = line.sequence;
      if (++count % EVERY === 0) growth.sample();
    }
    growth.sample();
    expect(count).toBe(LINES);
    // The buffered body is kept in full while its lines are handed out (ASCII: one byte a character).
    expect(text.length).toBe(log.served.bytes);
    expect(growth.peak, figures(growth.peak, log.served.bytes)).toBeGreaterThan(4 * BOUND);
  });
});
