// `wdp-sdk/schemas` gives the root entry's schemas with their zod types, to compose them: the same objects, and all of
// them, so that a schema the root exports is never missing from the entry the validation guide sends users to.
import { describe, expect, it } from 'vitest';
import * as rootEntry from '../../src/index.js';
import * as schemasEntry from '../../src/schemas.js';

const root: Record<string, unknown> = { ...rootEntry };
const schemas: Record<string, unknown> = { ...schemasEntry };

/** The names of a module's exports that are zod schemas (zod marks each with `_zod`). */
const schemaNames = (module: Record<string, unknown>): string[] =>
  Object.entries(module)
    .filter(([, value]) => typeof value === 'object' && value !== null && '_zod' in value)
    .map(([name]) => name)
    .sort();

describe('wdp-sdk/schemas', () => {
  it('exports every schema of the root entry, the same object, and nothing else', () => {
    const names = schemaNames(root);
    expect(names.length).toBeGreaterThan(100);
    expect(Object.keys(schemas).sort()).toEqual(names);
    for (const name of names) expect(schemas[name], name).toBe(root[name]);
  });
});
