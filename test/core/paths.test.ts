import { describe, expect, it } from 'vitest';
import { type PathParam, path, resourcePath } from '../../src/core/paths.js';
import { InvalidArgumentError } from '../../src/index.js';
import { PROFILE, PROFILE_ENCODED, WS } from '../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

describe('path``', () => {
  it.each([
    ['plain-uuid', 'plain-uuid'],
    ['auth0|abc', 'auth0%7Cabc'],
    [PROFILE, PROFILE_ENCODED],
    ['a b', 'a%20b'],
    ['50%', '50%25'],
    ['a&b=c', 'a%26b%3Dc'],
    ['café', 'caf%C3%A9'],
    ['日本', '%E6%97%A5%E6%9C%AC'],
    ['😀', '%F0%9F%98%80'],
    ['...', '...'],
    ['.hidden', '.hidden'],
  ])('encodes %j as the one segment %s', (id, encoded) => {
    expect(path`/api/profiles/${id}`).toBe(`/api/profiles/${encoded}`);
  });

  it('encodes every parameter of a template', () => {
    expect(path`/api/workspaces/${'w 1'}/channels/${'c|2'}`).toBe('/api/workspaces/w%201/channels/c%7C2');
    expect(path`/api/apikeys`).toBe('/api/apikeys');
  });

  it.each([
    ['', '""'],
    ['.', '"."'],
    ['..', '".."'],
  ])('throws on the id %j, naming the parameter and the template', (id, shown) => {
    expect(() => path`/api/workspaces/${WS}/channels/${id}`).toThrow(InvalidArgumentError);
    expect(() => path`/api/workspaces/${WS}/channels/${id}`).toThrow(
      `Path parameter 2 of /api/workspaces/{}/channels/{} must be a non-empty id; got ${shown}.`,
    );
  });

  it.each([
    ['a/b', '"a/b"', '/'],
    ['a\\b', '"a\\\\b"', '\\'],
    ['a?b=1', '"a?b=1"', '?'],
    ['a#b', '"a#b"', '#'],
    ['https://wdp.test/api/channels/c1', '"https://wdp.test/api/channels/c1"', '/'],
  ])('refuses the id %j, which is not one path segment, naming the template and why', (id, shown, char) => {
    expect(() => path`/api/workspaces/${WS}/channels/${id}`).toThrow(InvalidArgumentError);
    expect(() => path`/api/workspaces/${WS}/channels/${id}`).toThrow(
      `Path parameter 2 of /api/workspaces/{}/channels/{} must be a single id without "/", "\\", "?" or "#"; ` +
        `got ${shown} (holding "${char}"). ` +
        "The service's firewall answers an encoded slash or backslash with an opaque 400, and " +
        '"?" or "#" mean a URL or query was passed: pass the id alone ' +
        '(a workspace file path goes through resourcePath()).',
    );
  });

  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, 'number'],
    [{ id: 'x' }, 'an object'],
    [['a'], 'an array'],
  ])('throws on the non-string parameter %j', (value, type) => {
    expect(() => path`/api/channels/${value as unknown as PathParam}`).toThrow(
      `Path parameter 1 of /api/channels/{} must be a non-empty id; got ${type}.`,
    );
  });
});

describe('resourcePath()', () => {
  it.each([
    ['a.sql', 'a.sql'],
    ['dir/a b.sql', 'dir/a%20b.sql'],
    ['dir/sub/q?.sql', 'dir/sub/q%3F.sql'],
    ['notes/#1.md', 'notes/%231.md'],
    ['données/été.csv', 'donn%C3%A9es/%C3%A9t%C3%A9.csv'],
    ['a|b/c', 'a%7Cb/c'],
    ['.github/workflows/ci.yml', '.github/workflows/ci.yml'],
  ])('keeps the slashes of %j and encodes each segment: %s', (input, encoded) => {
    expect(path`/api/workspaces/${WS}/resources/${resourcePath(input)}`).toBe(
      `/api/workspaces/${WS}/resources/${encoded}`,
    );
  });

  it.each([
    ['/abs.sql', 'an empty segment (segment 1)'],
    ['dir/', 'an empty segment (segment 2)'],
    ['dir//a.sql', 'an empty segment (segment 2)'],
    ['./a.sql', 'a "." segment (segment 1)'],
    ['dir/../../etc/passwd', 'a ".." segment (segment 2)'],
    ['..', 'a ".." segment (segment 1)'],
  ])('throws on %j with a helpful message', (input, what) => {
    expect(() => resourcePath(input)).toThrow(InvalidArgumentError);
    expect(() => resourcePath(input)).toThrow(
      `The resource path "${input}" has ${what}; ` +
        'use a relative path like "dir/file.sql" without leading, trailing or double slashes.',
    );
  });

  it.each([[''], [undefined], [null], [7], [['a', 'b']]])('throws on the non-path %j', (input) => {
    expect(() => resourcePath(input)).toThrow(InvalidArgumentError);
    expect(() => resourcePath(input)).toThrow(
      /^A resource path must be a non-empty string such as "dir\/file\.sql"; got /,
    );
  });

  it('is only honoured as a resourcePath(): a plain string with a slash is refused as an id', () => {
    expect(() => path`/api/workspaces/${WS}/resources/${'dir/a.sql'}`).toThrow(
      /^Path parameter 2 of \/api\/workspaces\/\{\}\/resources\/\{\} must be a single id/,
    );
  });
});

describe('paths on the wire', () => {
  it('sends an encoded id exactly as built, one segment, nothing decoded', async () => {
    const encoded = '/api/channels/a%20b%26c%3Dd%25e%7Cf%C3%A9';
    const net = wire().on('GET', encoded, { body: { id: 'x', name: 'n' } });
    await makeClient().channels.get('a b&c=d%e|fé');
    expect(net.last.path).toBe(encoded);
    expect(net.last.search).toBe('');
  });

  it.each(['a/b', 'a\\b', 'a?b', 'a#b', '../x'])('refuses the id %j at the call, sending nothing', (id) => {
    const net = wire();
    const client = makeClient();
    expect(() => client.channels.get(id)).toThrow(InvalidArgumentError);
    expect(() => client.jobs.get(id)).toThrow(InvalidArgumentError);
    expect(() => client.channels.getInWorkspace(WS, id)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
