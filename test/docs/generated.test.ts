// What `npm run generate` writes from the operation descriptions (spec/operations.md, the method tables of
// docs/namespaces.md, the README's coverage sentence, test/fixtures/namespace-calls.ts) is committed; this test
// fails when a committed file differs from what the generator makes now, or when the generator refuses the
// descriptions (a method without one, data of scripts/generate/data/ that no longer fits). It also shows that the
// generator refuses a method without a description, naming its namespace.
import { describe, expect, it } from 'vitest';
import { type AnyDescription, matched } from '../../scripts/generate/descriptions.js';
import { GenerateError, readRepoFile } from '../../scripts/generate/files.js';
import { generate } from '../../scripts/generate/generate.js';
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
