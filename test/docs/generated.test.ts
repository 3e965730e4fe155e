// What `npm run generate` writes from the operation descriptions (spec/operations.md, the method tables of
// docs/namespaces.md, the README's coverage sentence, test/fixtures/namespace-calls.ts) is committed; this test
// fails when a committed file differs from what the generator makes now, or when the generator refuses the
// descriptions (a method without one, data of scripts/generate/data/ that no longer fits).
import { describe, expect, it } from 'vitest';
import { readRepoFile } from '../../scripts/generate/files.js';
import { generate } from '../../scripts/generate/generate.js';

describe('the generated files', () => {
  it('are what `npm run generate` makes from the descriptions', async () => {
    const generated = await generate();
    const stale = [...generated].filter(([file, text]) => readRepoFile(file) !== text).map(([file]) => file);
    expect(stale.map((file) => `${file} is not what the generator makes: run npm run generate`)).toEqual([]);
  });
});
