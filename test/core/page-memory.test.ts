import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
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
});
