// describe(): a namespace's descriptions named by their keys, and a GET unless they name their method.

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describe as describeOperations } from '../../../src/core/operations/description.js';

const Thing = z.looseObject({ id: z.string() });
const ops = describeOperations('things', {
  get: { path: '/api/things/{thing}', output: Thing },
  remove: { method: 'DELETE', path: '/api/things/{thing}' },
  renamed: { name: 'things.fetchOther', path: '/api/others/{other}', output: Thing },
  create: {
    start: { method: 'POST', path: '/api/things', body: {}, output: Thing },
    finish: { method: 'PUT', path: '/api/things/{thing}', link: 'self', input: Thing, output: Thing },
  },
});

describe('describe(), the descriptions of a namespace', () => {
  it('makes a description that names no method a GET', () => {
    expect(ops.get.method).toBe('GET');
    expect(ops.renamed.method).toBe('GET');
  });

  it('keeps the method a description names', () => {
    expect(ops.remove.method).toBe('DELETE');
  });

  it('names each description `<namespace>.<key>` unless it has a name', () => {
    expect([ops.get.name, ops.remove.name, ops.renamed.name]).toEqual([
      'things.get',
      'things.remove',
      'things.fetchOther',
    ]);
  });

  it('gives a two-step create no method of its own: its steps keep theirs', () => {
    expect(ops.create).not.toHaveProperty('method');
    expect([ops.create.start.method, ops.create.finish.method]).toEqual(['POST', 'PUT']);
  });
});
