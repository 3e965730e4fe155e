import { describe, expect, it } from 'vitest';
import { JOB } from '../../fixtures/bodies.js';
import { logLine, logsPath } from '../../fixtures/job-logs.js';
import { makeClient, server, useServer, wire } from '../../helpers/server.js';
import { useUnteedResponses } from '../../helpers/streams.js';

useServer();
useUnteedResponses(server);

const LINES = 200_000;
const MiB = 1024 * 1024;
const padding = 'x'.repeat(120);

/** A log body of LINES NDJSON lines of about 200 bytes, made as it is read; counts the bytes served. */
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

describe('jobs.logs memory', () => {
  it('reads 200,000 lines (~40 MB) in constant memory: RSS grows by far less than the body', {
    timeout: 60_000,
  }, async () => {
    // Warm up first (the heap grows to its working size on any read), then measure the full read.
    const warmUp = lazyLog(20_000);
    wire().on('GET', logsPath, () => warmUp.response());
    for await (const line of makeClient().jobs.logs(JOB)) if (line.sequence < 0) break;
    const log = lazyLog();
    wire().on('GET', logsPath, () => log.response());
    const before = process.memoryUsage().rss;
    let peak = before;
    let count = 0;
    let last = -1;
    for await (const line of makeClient().jobs.logs(JOB)) {
      if (line.sequence !== last + 1) throw new Error(`line ${line.sequence} after ${last}`);
      last = line.sequence;
      if (++count % 10_000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const growth = peak - before;
    expect(count).toBe(LINES);
    expect(log.served.lines).toBe(LINES);
    const bound = 32 * MiB;
    // Buffering the body whole would hold at least its bytes: more than the bound by itself.
    expect(log.served.bytes).toBeGreaterThan(bound + 4 * MiB);
    expect(
      growth,
      `body ${(log.served.bytes / MiB).toFixed(1)} MiB, RSS growth ${(growth / MiB).toFixed(1)} MiB`,
    ).toBeLessThan(bound);
  });

  it('the same measure catches a read that buffers the body (the control)', { timeout: 60_000 }, async () => {
    const log = lazyLog();
    const before = process.memoryUsage().rss;
    const text = await log.response().text();
    const lines = text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as unknown);
    const growth = process.memoryUsage().rss - before;
    expect(lines).toHaveLength(LINES);
    expect(growth).toBeGreaterThan(32 * MiB);
  });
});
