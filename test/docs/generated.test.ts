// What `npm run generate` writes from the operation descriptions (spec/operations.md, the method tables of
// docs/namespaces.md, the README's coverage sentence, test/fixtures/namespace-calls.ts) is committed; this test
// fails when a committed file differs from what the generator makes now, or when the generator refuses the
// descriptions (a method without one, data of scripts/generate/data/ that no longer fits). It also shows that the
// generator refuses a method without a description, naming its namespace.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contractsOf } from '../../scripts/generate/contracts.js';
import { type AnyDescription, matched } from '../../scripts/generate/descriptions.js';
import { GenerateError, readRepoFile } from '../../scripts/generate/files.js';
import { generate } from '../../scripts/generate/generate.js';
import { resolvesCell } from '../../scripts/generate/resolves.js';
import { specParts } from '../../scripts/generate/spec.js';
import type { Description } from '../../src/core/operations/description.js';
import { record } from '../../src/core/validation/record.js';
import { ChannelInput, ChannelPatch } from '../../src/index.js';
import { channelOperations } from '../../src/resources/channels.js';

describe('the generated files', () => {
  it('are what `npm run generate` makes from the descriptions', async () => {
    const generated = await generate();
    const stale = [...generated].flatMap(([file, text]) => {
      const committed = readRepoFile(file).split('\n');
      const line = text.split('\n').findIndex((made, i) => made !== committed[i]);
      const differs = line >= 0 ? line + 1 : committed.length > text.split('\n').length ? committed.length : 0;
      return differs > 0 ? [`${file}:${differs} is not what the generator makes: run npm run generate`] : [];
    });
    expect(stale).toEqual([]);
  });
});

describe('the generator', () => {
  const described = new Map(Object.entries(channelOperations) as [string, AnyDescription][]);
  const methods = [...described.keys()];

  it('matches each method of a namespace to its description', () => {
    const [channels] = matched([['channels', methods]], new Map([['channels', described]]));
    expect([...(channels?.methods.keys() ?? [])]).toEqual(methods);
  });

  it('refuses a method without a description, naming its namespace', () => {
    const run = () => matched([['channels', [...methods, 'archive']]], new Map([['channels', described]]));
    expect(run).toThrow(GenerateError);
    expect(run).toThrow(
      'channels: channels.archive() has no description; add it to the `…Operations` object its module exports',
    );
  });

  it('refuses a namespace without descriptions, and a description without a method', () => {
    expect(() => matched([['tags', ['list', 'get']]], new Map())).toThrow(
      'tags: tags.list(), tags.get() have no description; add them to the `…Operations` object its module exports',
    );
    expect(() => matched([['channels', methods.slice(1)]], new Map([['channels', described]]))).toThrow(
      'channels: initialise describes no method',
    );
  });
});

describe('the rows of spec/operations.md', () => {
  const operations = [
    { method: 'GET', path: '/api/tags/{id}', group: 'tag' },
    { method: 'POST', path: '/api/testdata', group: 'test-data' },
  ];
  // The request the document lacks (scripts/generate/data/left-out.ts) must be sent too.
  const sent = new Map([
    ['tags.get', [{ method: 'GET', path: '/api/tags/t1' }]],
    ['channels.getInWorkspace', [{ method: 'GET', path: '/api/workspaces/w1/channels/c1' }]],
  ]);

  it('name the methods that reach a row in place of its reason, and keep the reason of a row none reaches', () => {
    const reasons = new Map([
      ['GET /api/tags/{id}', 'not built yet'],
      ['POST /api/testdata', "loads the service's own test fixtures"],
    ]);
    const { table, coverage } = specParts(operations, sent, reasons);
    expect(table).toMatch(/\| GET +\| `\/api\/tags\/\{id\}` +\| tag +\| `tags\.get` +\|/);
    expect(table).toMatch(
      /\| POST +\| `\/api\/testdata` +\| test-data +\| left out: loads the service's own test fixtures \|/,
    );
    expect(table).not.toContain('not built yet');
    expect(coverage).toContain('1 of the 1 operations a client can use (100%); 1 left out. 2 in all.');
  });

  it('refuse a row that no method reaches and that says not why', () => {
    expect(() => specParts(operations, sent, new Map())).toThrow(
      'POST /api/testdata is reached by no SDK method: describe one, or say why it is left out in its row of ' +
        'spec/operations.md (`left out: why`)',
    );
  });
});

describe('the Resolves to cell of docs/namespaces.md', () => {
  const op = (name: string) => channelOperations[name] as AnyDescription;

  it('is derived from the output model, or nothing, where data/namespaces.ts has no words', () => {
    // A body read without a model (text) is not nothing: it needs words.
    expect(() => resolvesCell('delete', op('delete'), undefined, false)).toThrow('lacks delete');
    expect(resolvesCell('get', op('get'), undefined, false)).toBe('a `Channel`');
    expect(resolvesCell('delete', op('delete'), undefined, true)).toBe('nothing');
    expect(resolvesCell('update', op('update'), 'the channel', false)).toBe('the channel');
    // An object the service's document leaves untyped; an object of typed fields without an exported model needs words.
    const answering = (output: unknown) => ({ ...op('get'), output }) as AnyDescription;
    expect(resolvesCell('get', answering(record(z.unknown())), undefined, false)).toBe('an untyped JSON object');
    expect(() => resolvesCell('get', answering(record(z.string())), undefined, false)).toThrow('lacks get');
    expect(() => resolvesCell('get', answering(z.object({ id: z.unknown() })), undefined, false)).toThrow('lacks get');
  });

  it('refuses words that say only what is derived, and a list without words', () => {
    expect(() => resolvesCell('get', op('get'), 'a `Channel`', false)).toThrow(
      'channels.get: scripts/generate/data/namespaces.ts says it resolves to a `Channel`, as its description ' +
        'tells: remove the entry',
    );
    expect(() => resolvesCell('list', op('list'), undefined, false)).toThrow(
      'channels.list: scripts/generate/data/namespaces.ts lacks list',
    );
  });
});

describe("the mock's body contracts (src/mock/check/contracts.ts)", () => {
  const putById = channelOperations['putById'] as Description;
  const namespace = (methods: Record<string, AnyDescription>) => [
    { name: 'channels', methods: new Map(Object.entries(methods)) },
  ];

  it('are each input model at the mock route its request reaches; a refined model is the model it refines', () => {
    const contracts = contractsOf(namespace(channelOperations as Record<string, AnyDescription>));
    expect(contracts.get('PUT /api/channels/:id')).toBe('ChannelInput');
    expect(contracts.get('PUT /api/workspaces/:ws/channels/:id')).toBe('ChannelInput');
    expect(contracts.get('PATCH /api/channels/:id')).toBe('ChannelPatch');
    expect(contracts.size).toBe(3);
    const refined = { ...putById, input: ChannelInput.check(() => undefined) };
    expect([...contractsOf(namespace({ putById: refined }))]).toEqual([['PUT /api/channels/:id', 'ChannelInput']]);
  });

  it('refuse a description whose request the mock does not serve, or two models for one route', () => {
    expect(() => contractsOf(namespace({ putById: { ...putById, path: '/api/nowhere/{channel}' } }))).toThrow(
      'channels.putById: the mock has no route for PUT /api/nowhere/{channel}; add it',
    );
    const other = { ...putById, name: 'channels.other', input: ChannelPatch };
    expect(() => contractsOf(namespace({ putById, other }))).toThrow(
      'channels.other: PUT /api/channels/:id takes ChannelInput from another method, ChannelPatch from this one',
    );
  });
});
