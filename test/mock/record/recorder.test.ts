// The recorder reads a resource's kind and id from the path of its `self` link, whatever origin that link names.
import { describe, expect, it } from 'vitest';
import { SeedRecorder } from '../../../src/mock/record/recorder.js';

describe('SeedRecorder', () => {
  it("keeps a resource whose self link is absolute on an origin it was not told of, by the link's path", () => {
    const recorder = new SeedRecorder('https://wdp.example', new Set());
    const self = (path: string) => ({ self: { href: `https://other.example${path}` } });
    recorder.observe({
      method: 'GET',
      path: '/api/workspaces/w1/channels',
      status: 200,
      body: { _embedded: { channels: [{ id: 'c1', name: 'General', _links: self('/api/channels/c1') }] } },
    });
    recorder.observe({
      method: 'GET',
      path: '/api/profiles',
      status: 200,
      body: { _embedded: { profiles: [{ id: 'p1', name: 'Ada', handle: '@ada', _links: self('/api/profiles') }] } },
    });
    expect(recorder.counts()).toEqual({ channels: 1, profiles: 1 });
    expect(recorder.seedFile().records.channels?.['c1']).toMatchObject({
      id: 'c1',
      name: 'General',
    });
  });
});
