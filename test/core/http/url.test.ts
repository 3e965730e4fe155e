import { describe, expect, it } from 'vitest';
import { resolveUrl } from '../../../src/core/http/url.js';
import { InvalidArgumentError } from '../../../src/index.js';

describe('resolveUrl()', () => {
  it.each([
    ['https://wdp.test', '/api/channels/c1', 'https://wdp.test/api/channels/c1'],
    ['https://wdp.test/prefix', '/api/channels/c1?page=1', 'https://wdp.test/prefix/api/channels/c1?page=1'],
    ['https://wdp.test', 'https://wdp.test/api/x', 'https://wdp.test/api/x'],
    ['https://wdp.test/prefix', 'api/x', 'https://wdp.test/prefix/api/x'],
    ['https://wdp.test', '//cdn.other.test/x?y=1', 'https://cdn.other.test/x?y=1'],
    ['http://wdp.test:8080/prefix', '//cdn.other.test:8443/x', 'http://cdn.other.test:8443/x'],
    ['https://wdp.test/prefix', '//wdp.test/x', 'https://wdp.test/x'],
    ['https://wdp.test', '/\\cdn.other.test/x', 'https://cdn.other.test/x'],
    ['https://wdp.test', '///cdn.other.test/x', 'https://cdn.other.test/x'],
  ])('against %s resolves %j to %s', (baseUrl, href, expected) => {
    expect(resolveUrl(baseUrl, href)).toBe(expected);
  });

  it.each([
    ['//user:pass@cdn.other.test/x', '//****@cdn.other.test/x'],
    ['https://user:s3cret@cdn.other.test/x', 'https://****@cdn.other.test/x'],
    ['//', '//'],
    ['//\n/x', '//\n/x'],
  ])('refuses %j with InvalidArgumentError, showing it as %j (never a password)', (href, shown) => {
    expect(() => resolveUrl('https://wdp.test', href)).toThrow(InvalidArgumentError);
    expect(() => resolveUrl('https://wdp.test', href)).toThrow(
      `${JSON.stringify(shown)} is not a usable http(s) URL or path; nothing was sent.`,
    );
  });
});
