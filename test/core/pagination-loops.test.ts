// A walk whose paging loops (a next page it has already read) ends loudly, after the pages before it: offset paging
// that ignores `page`, or a next link back to an earlier page, would otherwise stop silently with part of the data.
import { describe, expect, it } from 'vitest';
import { WdpError } from '../../src/index.js';
import { href, WS } from '../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

import { names, PATH, page, sent } from './channel-pages.js';

useServer();

describe('a walk whose paging loops', () => {
  it('ends with a WdpError naming both URLs when a next URL repeats one already read, after its items', async () => {
    const again = `${PATH}?page=1&size=2`;
    const loop = { ...page(1), _links: { self: href(again), next: href(again) } };
    const net = wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', again, { body: loop });
    const all: unknown[] = [];
    const walk = (async () => {
      for await (const c of makeClient().channels.list(WS)) all.push(c);
    })();
    await expect(walk).rejects.toThrow(
      new WdpError(`The page after ${BASE}${again} is ${BASE}${again} again: the paging loops.`),
    );
    expect(names(all as { name?: string }[])).toEqual(['Channel 0', 'Channel 1', 'Channel 2', 'Channel 3']);
    expect(sent(net)).toEqual([`GET ${PATH}?`, `GET ${again}`]);
  });

  it('ends with a WdpError when the next link leads back to the first page', async () => {
    const back = { ...page(1), _links: { next: href(PATH) } };
    const net = wire()
      .on('GET', PATH, { body: page(0) })
      .on('GET', `${PATH}?page=1&size=2`, { body: back });
    const error = await makeClient()
      .channels.list(WS)
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WdpError);
    expect((error as WdpError).message).toBe(
      `The page after ${BASE}${PATH}?page=1&size=2 is ${BASE}${PATH} again: the paging loops.`,
    );
    expect(net.requests).toHaveLength(2);
  });

  it('ends with a WdpError when the next link is the first URL in another query order and encoding', async () => {
    const self = { ...page(0), _links: { next: href(`${PATH}?sort=name,asc&size=2`) } };
    const net = wire().on('GET', PATH, { body: self });
    const pages: unknown[] = [];
    const walk = (async () => {
      for await (const p of makeClient().channels.list(WS, { sort: 'name,asc', size: 2 }).pages()) pages.push(p);
    })();
    await expect(walk).rejects.toThrow(/ again: the paging loops\.$/);
    expect(pages).toHaveLength(1);
    expect(sent(net)).toEqual([`GET ${PATH}?size=2&sort=name%2Casc`]);
  });

  it("keeps the client's secrets out of that error, as out of any other", async () => {
    const echoed = `${PATH}?page=1&size=2&token=${TOKEN}`;
    const loop = { ...page(1), _links: { next: href(echoed) } };
    wire().on('GET', PATH, (r) =>
      Response.json(r.query['page'] === '1' ? loop : { ...page(0), _links: { next: href(echoed) } }),
    );
    const error = await makeClient()
      .channels.list(WS)
      .toArray()
      .catch((e: unknown) => e);
    expect((error as WdpError).message).toMatch(/ again: the paging loops\.$/);
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect((error as WdpError).message).not.toContain(TOKEN);
  });

  it('ends with a WdpError when the service ignores `page`: the page meta leads back to a page read', async () => {
    const net = wire().on('GET', PATH, { body: page(0, false) });
    await expect(makeClient().channels.list(WS, { size: 2 }).toArray()).rejects.toThrow(
      `The page after ${BASE}${PATH}?size=2&page=1 is ${BASE}${PATH}?size=2&page=1 again: the paging loops.`,
    );
    expect(sent(net)).toEqual([`GET ${PATH}?size=2`, `GET ${PATH}?size=2&page=1`]);
  });
});
