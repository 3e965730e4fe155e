// A server's HAL href holding a lone UTF-16 surrogate, which no URL can carry: templated, it made `encodeURI` throw a
// raw URIError; plain, `new URL()` quietly made it U+FFFD and the SDK requested another path. Either is the server's
// fault, so every place a server's href is followed (`follow()`, a model's own link, a page's `next`) refuses it with
// `ValidationError` at the link, quoting the href escaped, before anything is sent.
import { describe, expect, it } from 'vitest';
import { safeLine } from '../../src/core/safe-line.js';
import { type Page, ValidationError } from '../../src/index.js';
import { CHANNEL, channelBody, href, WS } from '../fixtures/bodies.js';
import { rejection } from '../helpers/rejection.js';
import { BASE, makeClient, useServer, wire } from '../helpers/server.js';

useServer();

// Each a link a server sent: the surrogate in the template's literal text, in a variable's name, in a plain href.
const bad = [
  ['templated, in its literal text', `${BASE}/api/x\uD800{?page}`, true],
  ['templated, in a variable name', `${BASE}/api/x{?pa\uDC00ge}`, true],
  ['templated without saying so', `${BASE}/api/\uDC00x{/id}`, undefined],
  ['plain', `${BASE}/api/x\uD800y`, undefined],
] as const;

/** The message part quoting the href, as `JSON.stringify` writes it (the surrogate as `\udXXX`). */
const quotedHref = (text: string) => JSON.stringify(text);

describe.each(bad)('an href with a lone surrogate, %s', (_where, brokenHref, templated) => {
  const link = templated ? { href: brokenHref, templated } : { href: brokenHref };

  it('makes follow() reject with ValidationError at the link, sending nothing', async () => {
    const net = wire();
    const error = await rejection(makeClient().follow({ _links: { x: link } }, 'x', { params: { page: 2 } }), Error);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ operation: 'follow(x)', path: '_links.x.href' });
    expect((error as Error).message).toBe(
      `Response of follow(x) does not match the model at _links.x.href: the "x" link ${quotedHref(brokenHref)} ` +
        'holds a lone UTF-16 surrogate, which no URL can carry; nothing was sent',
    );
    expect((error as Error).message).not.toMatch(/[\uD800-\uDFFF]/); // the surrogate shown escaped
    expect(net.requests).toHaveLength(0);
  });

  it("makes a namespace method given a model refuse the model's own link with ValidationError", () => {
    const net = wire();
    const model = channelBody({ _links: { 'delete channel': { ...link, type: 'DELETE' } } });
    expect(() => makeClient().channels.delete(model)).toThrow(ValidationError);
    expect(() => makeClient().channels.delete(model)).toThrow(
      /^Response of channels\.delete does not match the model at _links\.delete channel\.href: the "delete channel"/,
    );
    expect(net.requests).toHaveLength(0);
  });

  it('makes a page whose `next` link holds it end its walk with ValidationError, as any bad next link', async () => {
    const path = `/api/workspaces/${WS}/channels`;
    const body = {
      _embedded: { channels: [channelBody()] },
      _links: { self: href(path), next: link },
      page: { number: 0, size: 1, totalElements: 2, totalPages: 2 },
    };
    const net = wire().on('GET', path, { body });
    const first: Page<unknown> = await makeClient().channels.list(WS);
    expect([first.items.length, first.hasNextPage(), first.nextPageUrl()]).toEqual([1, true, undefined]);
    const error = await rejection(first.getNextPage(), ValidationError);
    expect(error).toMatchObject({ operation: 'channels.list', path: '_links.next.href', body });
    expect(error.message).toContain(`the "next" link ${quotedHref(brokenHref)} holds a lone UTF-16 surrogate`);
    expect(net.requests).toHaveLength(1); // the bad href itself was never requested
  });
});

describe('the quoted href of a malformed link', () => {
  it('shows control characters, bidi controls and user info escaped or starred, on one line', async () => {
    const shady = `https://user:pw@wdp.test/api/\u001b[2J\u202e\nx\uD800`;
    const error = await rejection(makeClient().follow({ _links: { x: { href: shady } } }, 'x'), ValidationError);
    expect(error.message).toContain(String.raw`the "x" link "https://****@wdp.test/api/\u001b[2J\u202e\nx\ud800"`);
    expect(safeLine(error.message)).toBe(error.message); // nothing left for a terminal to obey
    expect(error.message).not.toContain('pw@');
  });

  it('keeps a well-formed pair (an emoji) in an href: only a lone surrogate is refused', async () => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}/%F0%9F%98%80`, { body: {} });
    const emoji = { href: `${BASE}/api/channels/${CHANNEL}/\uD83D\uDE00{?page}`, templated: true };
    await makeClient().follow({ _links: { x: emoji } }, 'x');
    expect(net.last.path).toBe(`/api/channels/${CHANNEL}/%F0%9F%98%80`);
  });
});
