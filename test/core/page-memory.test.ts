import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { Channel, Page } from '../../src/index.js';
import { channelBody, pageBody, WS } from '../fixtures/bodies.js';
import { makeClient } from '../helpers/server.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const PATH = `/api/workspaces/${WS}/channels`;
const total = 60;
const body = (n: number) =>
  JSON.stringify(
    pageBody(
      'channels',
      PATH,
      [channelBody({ id: `c${n}`, description: 'x'.repeat(20_000) })],
      { size: 1, totalElements: total, totalPages: total, number: n },
      true,
    ),
  );

// Pages answered by a fetch stub (no msw: its copies of each response would be what is retained).
const fetchPage: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return new Response(body(Number(url.searchParams.get('page') ?? '0')), {
    headers: { 'content-type': 'application/hal+json' },
  });
};

describe('walking pages', () => {
  it('lets the pages it has passed be collected: memory does not grow with the walk', async () => {
    const client = makeClient({ fetch: fetchPage });
    const passed: WeakRef<Page<Channel>>[] = [];
    let walked = 0;
    for await (const page of client.channels.list(WS, { size: 1 }).pages()) {
      walked++;
      if (page.page && page.page.number > 0 && page.page.number < 10) passed.push(new WeakRef(page));
      if (walked === total - 5) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        gc();
        expect(passed.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
      }
    }
    expect(walked).toBe(total);
  });

  it('still gives the same next page to getNextPage() while it is held', async () => {
    const client = makeClient({ fetch: fetchPage });
    const first = await client.channels.list(WS, { size: 1 });
    const next = await first.getNextPage();
    gc();
    expect(await first.getNextPage()).toBe(next);
  });

  it('lets go, on a page the walk has passed, of the page after it: getNextPage() there asks again', async () => {
    // The link a page keeps to its next page is a WeakRef, whose target V8's minor GC keeps: left on the pages a walk
    // passed (the first one held by its PagePromise), it would hold every later page through them.
    const asked: number[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      asked.push(Number(new URL(input instanceof Request ? input.url : String(input)).searchParams.get('page') ?? 0));
      return fetchPage(input, init);
    };
    // A caller that keeps each page 5 ms by this clock works on it, so the walk prefetches for it.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      for (const prefetch of [true, false]) {
        asked.length = 0;
        const walked: Page<Channel>[] = [];
        for await (const page of makeClient({ fetch }).channels.list(WS, { size: 1 }).pages({ prefetch })) {
          walked.push(page);
          now += 5;
          if (walked.length === 3) break;
        }
        expect(asked).toEqual(prefetch ? [0, 1, 2, 3] : [0, 1, 2]);
        const [first, second, third] = walked as [Page<Channel>, Page<Channel>, Page<Channel>];
        const again = await first.getNextPage();
        expect(again.page?.number).toBe(1);
        expect(again).not.toBe(second); // though `second` is still held
        // The page the walk stopped on was not passed: it still gives what was fetched for it.
        if (prefetch) expect((await third.getNextPage()).page?.number).toBe(3);
        expect(asked).toEqual(prefetch ? [0, 1, 2, 3, 1] : [0, 1, 2, 1]);
      }
    } finally {
      clock.mockRestore();
    }
  });
});
