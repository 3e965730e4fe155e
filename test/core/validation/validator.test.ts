import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  InvalidArgumentError,
  ValidationError,
  type ValidationIssue,
  type ValidationMode,
} from '../../../src/index.js';
import { CHANNEL, channelBody, pageBody, WS } from '../../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();

const channelPath = `/api/channels/${CHANNEL}`;
const listPath = `/api/workspaces/${WS}/channels`;

/** A client in the given mode (undefined = the default) with a spy logger and issue callback. */
function setup(validation?: ValidationMode) {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const issues: ValidationIssue[] = [];
  const client = makeClient({
    logger,
    logLevel: 'warn',
    onValidationIssue: (issue) => issues.push(issue),
    ...(validation ? { validation } : {}),
  });
  return { client, logger, issues };
}

function withoutName(): Record<string, unknown> {
  const { name: _name, ...rest } = channelBody();
  return rest;
}

const drifts: Array<[string, Record<string, unknown>, string, RegExp]> = [
  ['an unknown enum value', channelBody({ type: 'BROADCAST' }), 'type', /unknown value "BROADCAST"/],
  ['a wrong type', channelBody({ datasetCount: 'three' }), 'datasetCount', /expected number/],
  ['a missing required field', withoutName(), 'name', /expected string/],
];

describe('unknown fields', () => {
  it.each([['warn'], ['strict'], ['off']] as const)('are kept in the returned object in %s mode', async (mode) => {
    const body = channelBody({ colour: 'teal', _embedded: { owner: { id: 'p1' } } });
    wire().on('GET', channelPath, { body });
    const { client, issues } = setup(mode);
    const channel = await client.channels.get(CHANNEL);
    expect(channel).toEqual(body);
    expect((channel as Record<string, unknown>)['colour']).toBe('teal');
    expect(issues).toEqual([]);
  });
});

describe.each(drifts)('a response with %s', (_name, body, path, message) => {
  it('is returned unchanged and reported once in warn mode (the default)', async () => {
    wire().on('GET', channelPath, { body });
    const { client, logger, issues } = setup();
    await expect(client.channels.get(CHANNEL)).resolves.toEqual(body);
    expect(issues).toEqual([{ operation: 'channels.get', path, message: expect.stringMatching(message) }]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toMatch(
      new RegExp(`^wdp-sdk: response of channels\\.get does not match the model at ${path}: `),
    );
  });

  it('throws ValidationError naming the operation and path, with the body, in strict mode', async () => {
    wire().on('GET', channelPath, { body });
    const { client, logger, issues } = setup('strict');
    const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ operation: 'channels.get', path, body });
    expect((error as ValidationError).message).toMatch(
      new RegExp(`^Response of channels\\.get does not match the model at ${path}: `),
    );
    expect(issues).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('is returned with no report in off mode', async () => {
    wire().on('GET', channelPath, { body });
    const { client, logger, issues } = setup('off');
    await expect(client.channels.get(CHANNEL)).resolves.toEqual(body);
    expect(issues).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('warn mode reports each issue once per operation and schema path', () => {
  it('across repeated calls', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody({ type: 'BROADCAST' }) });
    const { client, logger, issues } = setup('warn');
    for (let i = 0; i < 3; i++) await client.channels.get(CHANNEL);
    expect(net.requests).toHaveLength(3);
    expect(issues).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('but separately for another path or another operation', async () => {
    wire()
      .on('GET', channelPath, { body: channelBody({ type: 'BROADCAST', scope: 'GALAXY' }) })
      .on('PUT', `/api/channels/${CHANNEL}/scope/workspace`, { body: channelBody({ type: 'BROADCAST' }) });
    const { client, issues } = setup('warn');
    await client.channels.get(CHANNEL);
    await client.channels.addWorkspaceScope(CHANNEL);
    expect(issues.map((i) => `${i.operation} ${i.path}`)).toEqual([
      'channels.get scope',
      'channels.get type',
      'channels.addWorkspaceScope type',
    ]);
  });

  it('across the items of a list page, normalising the index', async () => {
    const items = Array.from({ length: 20 }, (_, n) => channelBody({ id: `c-${n}`, type: 'BROADCAST' }));
    const body = pageBody('channels', listPath, items, { number: 0, size: 20, totalElements: 40, totalPages: 2 });
    wire().on('GET', listPath, { body });
    const { client, logger, issues } = setup('warn');
    const page = await client.channels.list(WS);
    await client.channels.list(WS, { page: 1 });
    expect(page.items).toEqual(items);
    expect(issues).toEqual([
      { operation: 'channels.list', path: '_embedded.channels.0.type', message: expect.stringMatching(/BROADCAST/) },
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('never breaks the call when onValidationIssue throws', async () => {
    wire().on('GET', channelPath, { body: channelBody({ type: 'BROADCAST' }) });
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const client = makeClient({
      logger,
      logLevel: 'warn',
      onValidationIssue: () => {
        throw new Error('callback bug');
      },
    });
    await expect(client.channels.get(CHANNEL)).resolves.toMatchObject({ type: 'BROADCAST' });
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/onValidationIssue threw for channels\.get at type: Error: callback bug/),
    );
  });
});

describe('per-call validation', () => {
  it.each([
    ['strict', 'off'],
    ['warn', 'off'],
  ] as const)('a %s client returns drift unreported for a call with %s', async (clientMode, callMode) => {
    wire().on('GET', channelPath, { body: channelBody({ type: 'BROADCAST' }) });
    const { client, issues } = setup(clientMode);
    await expect(client.channels.get(CHANNEL, { validation: callMode })).resolves.toMatchObject({ type: 'BROADCAST' });
    expect(issues).toEqual([]);
  });

  it.each([['off'], ['warn']] as const)('a %s client throws for a call with strict', async (clientMode) => {
    wire().on('GET', channelPath, { body: channelBody({ type: 'BROADCAST' }) });
    const { client, issues } = setup(clientMode);
    await expect(client.channels.get(CHANNEL, { validation: 'strict' })).rejects.toMatchObject({
      name: 'ValidationError',
      path: 'type',
    });
    await expect(client.channels.get(CHANNEL)).resolves.toMatchObject({ type: 'BROADCAST' });
    expect(issues).toHaveLength(clientMode === 'warn' ? 1 : 0);
  });

  it('a strict client reports instead of throwing for a call with warn', async () => {
    wire().on('GET', channelPath, { body: channelBody({ type: 'BROADCAST' }) });
    const { client, issues } = setup('strict');
    await expect(client.channels.get(CHANNEL, { validation: 'warn' })).resolves.toMatchObject({ type: 'BROADCAST' });
    expect(issues).toHaveLength(1);
  });

  it('refuses an unknown mode before sending anything', async () => {
    const net = wire();
    const { client } = setup();
    expect(() => client.channels.get(CHANNEL, { validation: 'loud' as ValidationMode })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('bodies that are not JSON', () => {
  it.each([['warn'], ['strict'], ['off']] as const)(
    'a non-JSON 200 body is a ValidationError keeping the text in %s mode',
    async (mode) => {
      const text = '<html><body>Gateway login</body></html>';
      wire().on(
        'GET',
        channelPath,
        () => new HttpResponse(text, { status: 200, headers: { 'content-type': 'text/html' } }),
      );
      const error = await setup(mode)
        .client.channels.get(CHANNEL)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ operation: 'channels.get', path: '', body: text });
      expect((error as Error).message).toMatch(/the body is not JSON \(text\/html, 39 characters\)/);
    },
  );

  it.each([['warn'], ['strict'], ['off']] as const)(
    'an empty 200 body on channels.get is a ValidationError in %s mode',
    async (mode) => {
      wire().on('GET', channelPath, { status: 200 });
      const error = await setup(mode)
        .client.channels.get(CHANNEL)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ operation: 'channels.get', body: '' });
      expect((error as Error).message).toMatch(/the body is empty \(status 200\)/);
    },
  );

  it('parses a JSON body by the schema, whatever its content type says', async () => {
    wire().on(
      'GET',
      channelPath,
      () => new HttpResponse(JSON.stringify(channelBody()), { headers: { 'content-type': 'text/plain' } }),
    );
    await expect(setup('strict').client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
  });
});
