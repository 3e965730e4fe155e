import { describe, expect, it, vi } from 'vitest';
import { InvalidArgumentError, Page, PagePromise, WdpError } from '../../src/index.js';
import { ChannelCollection } from '../../src/models/channel.js';
import { listBody, pageBody, WS } from '../fixtures/bodies.js';
import { BASE, makeClient, useServer, wire } from '../helpers/server.js';

import { channel, meta, names, PATH, page, sent } from './channel-pages.js';

useServer();

describe('walking forward', () => {
  it('follows the next links through every page', async () => {
    const net = wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', `${PATH}?page=1&size=2`, { body: page(1) })
      .on('GET', `${PATH}?page=2&size=2`, { body: page(2) });
    const all = [];
    for await (const c of makeClient().channels.list(WS)) all.push(c);
    expect(names(all)).toEqual(['Channel 0', 'Channel 1', 'Channel 2', 'Channel 3', 'Channel 4', 'Channel 5']);
    expect(sent(net)).toEqual([`GET ${PATH}?`, `GET ${PATH}?page=1&size=2`, `GET ${PATH}?page=2&size=2`]);
  });

  it('uses page meta when there are no links: page=number+1, keeping size and sort', async () => {
    const net = wire().on('GET', PATH, (r) => Response.json(page(Number(r.query['page'] ?? 0), false)));
    const items = await makeClient().channels.list(WS, { size: 2, sort: 'name,asc' }).toArray();
    expect(items).toHaveLength(6);
    expect(net.requests.map((r) => r.query)).toEqual([
      { size: '2', sort: 'name,asc' },
      { size: '2', sort: 'name,asc', page: '1' },
      { size: '2', sort: 'name,asc', page: '2' },
    ]);
  });

  it('walks pages with hasNextPage() and getNextPage()', async () => {
    wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', `${PATH}?page=1&size=2`, { body: page(1) })
      .on('GET', `${PATH}?page=2&size=2`, { body: page(2) });
    let current = await makeClient().channels.list(WS);
    const numbers = [current.page?.number];
    while (current.hasNextPage()) {
      current = await current.getNextPage();
      numbers.push(current.page?.number);
    }
    expect(numbers).toEqual([0, 1, 2]);
    expect(current.url).toBe(`${BASE}${PATH}?page=2&size=2`);
  });

  it('keeps walking past an empty page that still has a next link', async () => {
    const empty = pageBody('channels', PATH, [], meta(1));
    const net = wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', `${PATH}?page=1&size=2`, { body: empty })
      .on('GET', `${PATH}?page=2&size=2`, { body: page(2) });
    expect(names(await makeClient().channels.list(WS).toArray())).toEqual([
      'Channel 0',
      'Channel 1',
      'Channel 4',
      'Channel 5',
    ]);
    expect(net.requests).toHaveLength(3);
  });

  it('rejects getNextPage() on the last page, without a request', async () => {
    const net = wire().on('GET', PATH, { body: page(2) });
    const last = await makeClient().channels.list(WS);
    expect(last.hasNextPage()).toBe(false);
    expect(last.nextPageUrl()).toBeUndefined();
    await expect(last.getNextPage()).rejects.toThrow(WdpError);
    await expect(last.getNextPage()).rejects.toThrow(
      `There is no page after ${BASE}${PATH}; check hasNextPage() first.`,
    );
    expect(net.requests).toHaveLength(1);
  });
});

describe('walking backward', () => {
  it('follows prev links with client.follow()', async () => {
    const net = wire()
      .on('GET', PATH, { body: page(2) })
      .on('GET', `${PATH}?page=1&size=2`, { body: page(1) })
      .on('GET', `${PATH}?page=0&size=2`, { body: page(0) });
    const client = makeClient();
    const first = await client.channels.list(WS);
    const seen = [names(first.items)];
    let body = first.body;
    while (body?._links?.['prev']) {
      body = await client.follow(body, 'prev', { schema: ChannelCollection.schema });
      seen.push(names(body._embedded?.['channels'] ?? []));
    }
    expect(seen).toEqual([
      ['Channel 4', 'Channel 5'],
      ['Channel 2', 'Channel 3'],
      ['Channel 0', 'Channel 1'],
    ]);
    expect(sent(net)).toEqual([`GET ${PATH}?`, `GET ${PATH}?page=1&size=2`, `GET ${PATH}?page=0&size=2`]);
  });

  it('exposes prev in page.links', async () => {
    wire().on('GET', PATH, { body: page(1) });
    const middle = await makeClient().channels.list(WS);
    expect(middle.links['prev']?.href).toBe(`${BASE}${PATH}?page=0&size=2`);
    expect(middle.links['self']?.href).toBe(`${BASE}${PATH}?page=1&size=2`);
  });
});

describe('toArray', () => {
  it('stops fetching once it has enough items', async () => {
    const net = wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', `${PATH}?page=1&size=2`, { body: page(1) })
      .on('GET', `${PATH}?page=2&size=2`, { body: page(2) });
    expect(names(await makeClient().channels.list(WS).toArray({ limit: 3 }))).toEqual([
      'Channel 0',
      'Channel 1',
      'Channel 2',
    ]);
    expect(net.requests).toHaveLength(2);
  });

  it('does not fetch the next page when the limit ends a page exactly', async () => {
    const net = wire().on('GET', PATH, { body: page(0) });
    expect(await makeClient().channels.list(WS).toArray({ limit: 2 })).toHaveLength(2);
    expect(net.requests).toHaveLength(1);
  });

  it('sends nothing for a limit of 0', async () => {
    const net = wire();
    expect(await makeClient().channels.list(WS).toArray({ limit: 0 })).toEqual([]);
    expect(net.requests).toHaveLength(0);
  });

  it.each([
    ['NaN', { limit: Number.NaN }],
    ['-1', { limit: -1 }],
    ['2.5', { limit: 2.5 }],
    ['Infinity', { limit: Number.POSITIVE_INFINITY }],
    ['"2"', { limit: '2' }],
  ])('rejects a limit of %s with InvalidArgumentError, sending nothing', async (shown, options) => {
    const net = wire().on('GET', PATH, { body: page(0) });
    const list = makeClient().channels.list(WS);
    await expect(list.toArray(options as never)).rejects.toThrow(
      new InvalidArgumentError(`toArray(options): the option \`limit\` must be a whole number >= 0; got ${shown}.`),
    );
    expect(net.requests).toHaveLength(0);
  });

  it('rejects an unknown option (naming the closest known one) or options that are no object', async () => {
    const net = wire().on('GET', PATH, { body: page(0) });
    const list = makeClient().channels.list(WS);
    await expect(list.toArray({ limt: 2 } as never)).rejects.toThrow(
      new InvalidArgumentError('toArray(options): unknown option `limt`; did you mean `limit`?'),
    );
    await expect(list.toArray(2 as never)).rejects.toThrow(
      new InvalidArgumentError('toArray(options): the options must be an object { limit }, or left out; got number.'),
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('pages', () => {
  it('rejects an unknown option or a prefetch that is not a boolean at the first step, sending nothing', async () => {
    const net = wire().on('GET', PATH, { body: page(0) });
    const list = makeClient().channels.list(WS);
    await expect(list.pages({ prefech: false } as never).next()).rejects.toThrow(
      new InvalidArgumentError('pages(options): unknown option `prefech`; did you mean `prefetch`?'),
    );
    await expect(list.pages({ prefetch: 'no' } as never).next()).rejects.toThrow(
      new InvalidArgumentError('pages(options): `prefetch` must be true or false; got string.'),
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('one-page collections and laziness', () => {
  it('treats a collection without a page object as one page', async () => {
    const net = wire().on('GET', PATH, { body: listBody('channels', PATH, [channel(0), channel(1)]) });
    const first = await makeClient().channels.list(WS);
    expect(first.page).toBeUndefined();
    expect(first.hasNextPage()).toBe(false);
    expect(await makeClient().channels.list(WS).toArray()).toHaveLength(2);
    expect(net.requests).toHaveLength(2);
  });

  it('treats an empty 200 as an empty page', async () => {
    wire().on('GET', PATH, { status: 200 });
    const empty = await makeClient().channels.list(WS);
    expect(empty).toBeInstanceOf(Page);
    expect(empty.items).toEqual([]);
    expect(empty.body).toBeUndefined();
    expect(empty.hasNextPage()).toBe(false);
  });

  it('sends the first request only when awaited or iterated, and only once', async () => {
    const net = wire().on('GET', PATH, { body: page(2) });
    const client = makeClient();
    const pending = client.channels.list(WS);
    expect(pending).toBeInstanceOf(PagePromise);
    // A list made after it, awaited to its end: had `pending` sent at once, its request would have reached the server
    // first (the same steps, begun earlier). An event to check against, not a guess at how long sending takes.
    await client.channels.list(WS, { size: 1 });
    expect(sent(net)).toEqual([`GET ${PATH}?size=1`]);
    const first = await pending;
    const items = [];
    for await (const c of pending) items.push(c);
    expect(items).toEqual(first.items);
    expect(sent(net)).toEqual([`GET ${PATH}?size=1`, `GET ${PATH}?`]);
  });

  it('supports catch() and finally() as a promise does', async () => {
    wire();
    let settled = false;
    const error = await makeClient()
      .channels.list(WS)
      .finally(() => (settled = true))
      .catch((e: unknown) => e);
    expect(settled).toBe(true);
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404 });
    await expect(
      makeClient()
        .channels.list(WS)
        .catch(() => 'caught'),
    ).resolves.toBe('caught');
  });
});

describe('prefetching the next page', () => {
  const threePages = () =>
    wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', `${PATH}?page=1&size=2`, { body: page(1) })
      .on('GET', `${PATH}?page=2&size=2`, { body: page(2) });

  it('requests the next page while the caller is still working on the current one', async () => {
    // The caller's work on a page ends only when the next page has been requested: without a prefetch it never would.
    const requested = new Map<number, () => void>();
    const asked = (n: number) => new Promise<void>((resolve) => requested.set(n, resolve));
    const answer = (n: number) => () => {
      requested.get(n)?.();
      return Response.json(page(n));
    };
    const net = wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', `${PATH}?page=1&size=2`, answer(1))
      .on('GET', `${PATH}?page=2&size=2`, answer(2));
    const events: string[] = [];
    const nextAsked = [asked(1), asked(2)];
    // The walk knows a working caller by the time it keeps a page; that time is set here, not left to the machine.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      for await (const p of makeClient().channels.list(WS).pages()) {
        const number = p.page?.number ?? 0;
        now += 5;
        if (number < 2) await nextAsked[number];
        events.push(`done with page ${number} after ${net.requests.length} requests`);
      }
    } finally {
      clock.mockRestore();
    }
    expect(events).toEqual([
      'done with page 0 after 2 requests',
      'done with page 1 after 3 requests',
      'done with page 2 after 3 requests',
    ]);
  });

  it('never fetches a page twice, even when getNextPage() is called on a prefetched page', async () => {
    const net = threePages();
    for await (const p of makeClient().channels.list(WS).pages()) {
      if (p.hasNextPage()) await p.getNextPage();
    }
    expect(sent(net)).toEqual([`GET ${PATH}?`, `GET ${PATH}?page=1&size=2`, `GET ${PATH}?page=2&size=2`]);
  });

  it('costs at most one request when the caller stops early, and a failed prefetch stays quiet', async () => {
    let prefetched: () => void = () => undefined;
    const prefetch = new Promise<void>((resolve) => (prefetched = resolve));
    const net = wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', `${PATH}?page=1&size=2`, () => {
        prefetched();
        return Response.json({ status: 500 }, { status: 500 });
      });
    for await (const p of makeClient().channels.list(WS).pages()) {
      expect(p.items).toHaveLength(2);
      break;
    }
    await prefetch;
    expect(net.requests).toHaveLength(2);
  });

  it('does not prefetch for a caller coming straight back for each page, but does for one that works', async () => {
    // The walk tells a working caller from an idle one by the time it keeps a page: that time is set here, so that a
    // slow or loaded machine cannot make an idle caller look busy.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    const total = 30;
    const walk = async (workMs: number) => {
      const log: string[] = [];
      const fetch = async (input: RequestInfo | URL): Promise<Response> => {
        const n = Number(new URL(input instanceof Request ? input.url : String(input)).searchParams.get('page') ?? '0');
        log.push(`fetch ${n}`);
        return Response.json(pageBody('channels', PATH, [channel(n)], meta(n, 1, total)));
      };
      for await (const p of makeClient({ fetch }).channels.list(WS).pages()) {
        log.push(`got ${p.page?.number}`);
        now += workMs;
      }
      // how many pages were requested before the caller had the page before them
      return Array.from(
        { length: total - 1 },
        (_, n) => log.indexOf(`fetch ${n + 1}`) < log.indexOf(`got ${n}`),
      ).filter(Boolean).length;
    };
    try {
      // A caller counts as working until it shows otherwise: the second page alone is prefetched for an idle one.
      expect(await walk(0)).toBe(1);
      expect(await walk(2)).toBe(total - 1);
    } finally {
      clock.mockRestore();
    }
  });

  it('can be turned off', async () => {
    const net = threePages();
    for await (const p of makeClient().channels.list(WS).pages({ prefetch: false })) {
      expect(net.requests).toHaveLength((p.page?.number ?? 0) + 1);
    }
  });
});
