import { describe, expect, it } from 'vitest';
import { href } from '../../../src/mock/http/href.js';

describe('href', () => {
  it('percent-encodes each value as one segment, as the service writes its links', () => {
    expect(href`/api/channels/${'9f1c2ab0-0000-4000-8000-000000000001'}`).toBe(
      '/api/channels/9f1c2ab0-0000-4000-8000-000000000001',
    );
    expect(href`/api/profiles/${'auth0|5f1c'}`).toBe('/api/profiles/auth0%7C5f1c');
    expect(href`/api/a/${'a b'}/b/${'é?#%'}`).toBe('/api/a/a%20b/b/%C3%A9%3F%23%25');
    expect(href`/api/tags/${'a/b'}`).toBe('/api/tags/a%2Fb');
    expect(href`/api/workspaces`).toBe('/api/workspaces');
  });

  it('writes an array as several segments, each encoded (a workspace file path keeps its slashes)', () => {
    expect(href`/api/workspaces/${'w1'}/resources/${'dir/a b.sql'.split('/')}`).toBe(
      '/api/workspaces/w1/resources/dir/a%20b.sql',
    );
    expect(href`/r/${['x', 'y+z', 'ü']}/end`).toBe('/r/x/y%2Bz/%C3%BC/end');
  });
});
