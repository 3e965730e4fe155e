import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { collection } from '../../../src/core/validation/collection.js';

const Tag = z.object({ id: z.string() });
const links = { self: { href: '/api/tags' } };
const page = { size: 20, number: 0, totalElements: 1, totalPages: 1 };

describe('collection', () => {
  it('builds its envelope schema on first read, not when described, and keeps that one', () => {
    const tags = collection('tags', Tag);
    expect(Object.getOwnPropertyDescriptor(tags, 'schema')?.get).toBeTypeOf('function');
    expect(tags.key).toBe('tags');
    expect(tags.schema).toBe(tags.schema);
  });

  it('reads the items under its key, its links and its page, and keeps fields it does not know', () => {
    const body = { _embedded: { tags: [{ id: 't1' }] }, _links: links, page, extra: true };
    expect(collection('tags', Tag).schema.parse(body)).toEqual(body);
  });

  it('refuses an item its item schema refuses, and a page that is not one', () => {
    const { schema } = collection('tags', Tag);
    expect(schema.safeParse({ _embedded: { tags: [{ id: 1 }] }, _links: links }).error?.issues[0]?.path).toEqual([
      '_embedded',
      'tags',
      0,
      'id',
    ]);
    expect(schema.safeParse({ _links: links, page: { size: 'twenty' } }).success).toBe(false);
  });
});
