// A fault rule that no request could ever meet, or whose fault could never be served, is refused when it is added,
// with the reason; before, it was accepted and then never hit, fired at once, or broke every request it matched.
import { describe, expect, it } from 'vitest';
import { createMockService, type MockFaultRule } from '../../../src/mock/index.js';

const base = 'https://wdp.mock';

describe('addFault refuses a rule that could never be served', () => {
  it.each<[string, unknown, string]>([
    ['a latency a timer cannot wait (it fired at once)', { type: 'latency', ms: 2 ** 31 }, 'ms takes a whole number'],
    ['a stall a timer cannot hold', { type: 'stall', ms: 2 ** 31 }, 'from 0 to 2147483647 (about 24.8 days'],
    ['a body on a 204', { type: 'status', status: 204, body: 'x' }, 'A 204 answer has no body; leave body out.'],
    ['a body JSON cannot write', { type: 'status', status: 500, body: 1n }, 'body takes a string, or a value JSON'],
    ['a Retry-After no header can carry', { type: 'status', status: 503, retryAfter: '1 €' }, 'retryAfter takes'],
    ['a Content-Type with a NUL', { type: 'status', status: 503, contentType: 'a\u0000b' }, 'contentType takes'],
  ])('%s', (_, fault, message) => {
    const mock = createMockService();
    expect(() => mock.admin.addFault({ fault: fault as MockFaultRule['fault'] })).toThrow(message);
    expect(mock.admin.faults()).toEqual([]);
  });

  it.each<[string, Partial<MockFaultRule>, string]>([
    ['probability 0', { probability: 0 }, 'probability takes a number above 0 (0 never fires), up to 1; got 0.'],
    ['a method fetch cannot send', { method: 'TRACE' }, 'method TRACE never reaches a rule'],
    ['a method that is no HTTP token', { method: 'GET /x' }, 'method takes a method such as GET, or *'],
    ['a space in the path', { path: '/api/my files/*' }, 'never does (a URL writes it as %20), so the rule'],
    ['a ? in the path', { path: '/api/profiles?page=2' }, 'holds "?", which a request\'s path never does'],
    ['a non-ASCII path', { path: '/api/caf\u00e9' }, '(a URL writes it percent-encoded as UTF-8)'],
    ['a .. segment', { path: '/api/../profiles' }, 'has the segment .., which a URL resolves away'],
    ['an encoded . segment', { path: '/api/%2E/x' }, 'has the segment %2E, which a URL resolves away'],
    ['the admin API', { path: '/__mock/**' }, 'is under /__mock/, the admin API, which faults never hit'],
    ['a pattern past 1024 characters', { path: `/${'a'.repeat(1024)}` }, 'of at most 1024 characters'],
    ['a token ending in a space', { token: 'abc ' }, 'token takes a bearer token that a header can carry'],
    ['a token past U+00FF', { token: 'tok\u20ac' }, 'nothing past U+00FF'],
  ])('%s', (_, fields, message) => {
    const mock = createMockService();
    expect(() => mock.admin.addFault({ ...fields, fault: { type: 'reset' } })).toThrow(message);
    expect(mock.admin.faults()).toEqual([]);
  });

  it('takes the rules next to those: the longest timer, a small chance, an encoded space, dots in a name', () => {
    const mock = createMockService();
    const rules: MockFaultRule[] = [
      { fault: { type: 'latency', ms: 2 ** 31 - 1 } },
      { probability: Number.MIN_VALUE, fault: { type: 'reset' } },
      { path: '/api/my%20files/*', fault: { type: 'reset' } },
      { path: '/api/.../..x/**', fault: { type: 'reset' } },
      { path: '/__mock', method: 'PROPFIND', token: ' padded-inside', fault: { type: 'reset' } },
      { path: `/${'a'.repeat(1023)}`, fault: { type: 'status', status: 204, retryAfter: 'Wed, 21 Oct 2015' } },
    ];
    for (const rule of rules) mock.admin.addFault(rule);
    expect(mock.admin.faults()).toHaveLength(rules.length);
  });
});

describe('addFault refuses a field a rule does not have', () => {
  const taken = 'method, path, token, times, probability, fault, onInjected';
  it.each<[string, Record<string, unknown>, string]>([
    // Dropped, these left a rule on every path with no limit: every request failed from then on.
    ['pth for path', { pth: '/api/profiles' }, 'pth'],
    ['time for times', { path: '/api/profiles', time: 1 }, 'time'],
    ['a listed rule added again', { id: 'fault-1', hits: 0 }, 'id'],
  ])('%s, naming it and what a rule takes', (_, fields, field) => {
    const mock = createMockService();
    const rule = { ...fields, fault: { type: 'reset' } } as MockFaultRule;
    const message = `A fault rule takes ${taken}; not ${JSON.stringify(field)}.`;
    expect(() => mock.admin.addFault(rule)).toThrow(expect.objectContaining({ name: 'TypeError', message }));
    expect(mock.admin.faults()).toEqual([]);
  });
});

describe('a status fault of a bodyless status', () => {
  it('answers 204, 205 or 304 with no body (it used to break the request with a TypeError)', async () => {
    const mock = createMockService();
    const headers = { authorization: `Bearer ${mock.fixtures.owner.token}` };
    for (const status of [204, 205, 304]) {
      const rule = mock.admin.addFault({ path: '/api/profiles', fault: { type: 'status', status, retryAfter: 1 } });
      const answer = await mock.fetch(`${base}/api/profiles`, { headers });
      expect([answer.status, answer.body, answer.headers.get('retry-after')]).toEqual([status, null, '1']);
      mock.admin.removeFault(rule.id);
    }
    expect(mock.admin.journal().map((entry) => entry.fault)).toEqual([
      'fault-1: status 204 retry-after',
      'fault-2: status 205 retry-after',
      'fault-3: status 304 retry-after',
    ]);
  });
});

describe('afterEffect', () => {
  it.each<[string, unknown, string]>([
    [
      'a value that is not a boolean',
      { type: 'reset', afterEffect: 'yes' },
      'afterEffect takes true or false; got "yes".',
    ],
    ['on a truncate', { type: 'truncate', afterEffect: true }, 'A truncate fault takes type, at; not "afterEffect".'],
    ['on an expire-token', { type: 'expire-token', afterEffect: true }, 'fault takes type; not "afterEffect".'],
    [
      'with at (a body fault already acts after the effect)',
      { type: 'reset', at: 0.5, afterEffect: true },
      "A reset fault with at or lines cuts the mock's own answer, so it always acts after the effect; leave " +
        'afterEffect out.',
    ],
    ['with lines', { type: 'stall', lines: 1, afterEffect: true }, 'A stall fault with at or lines cuts the mock'],
  ])('is refused %s, naming it', (_, fault, message) => {
    const mock = createMockService();
    const add = () => mock.admin.addFault({ fault: fault as MockFaultRule['fault'] });
    expect(add).toThrow(TypeError);
    expect(add).toThrow(message);
    expect(mock.admin.faults()).toEqual([]);
  });

  it('is taken by status, latency, stall and reset (false too, and false with at)', () => {
    const mock = createMockService();
    const faults: MockFaultRule['fault'][] = [
      { type: 'status', status: 504, afterEffect: true },
      { type: 'latency', ms: 100, afterEffect: true },
      { type: 'stall', ms: 100, afterEffect: true },
      { type: 'reset', afterEffect: true },
      { type: 'reset', at: 0.5, afterEffect: false },
    ];
    for (const fault of faults) mock.admin.addFault({ fault });
    expect(mock.admin.faults().map((rule) => rule.fault)).toEqual(faults);
  });
});
