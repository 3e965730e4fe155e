// The `cause` an SDK error carries is made safe (redact.ts, `safeCause`): kept as it is when its chain holds only
// text free of credentials, numbers and booleans; else replaced by a copy that keeps name, message, stack and the
// usual code fields, credentials redacted, so that no Request, Headers or options object is reachable.
import { describe, expect, it } from 'vitest';
import { Secrets, safeCause } from '../../src/core/redact.js';

const SECRET = 'secret-token-123';
const secrets = new Secrets();
secrets.add(SECRET);

/** An Error with one more own field. */
const withField = (key: string, value: unknown, message = 'boom'): Error =>
  Object.assign(new Error(message), { [key]: value });

describe('safeCause', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['a boolean', true],
    ['clean text', 'connection reset'],
    ['an Error', new Error('boom')],
    ['an Error with code fields', Object.assign(new Error('boom'), { code: 'ECONNRESET', errno: -104 })],
    ['an Error with a null field', withField('detail', null)],
    ['an Error whose cause is a clean Error', new Error('outer', { cause: new Error('inner') })],
  ])('keeps %s as it is', (_name, cause) => {
    expect(safeCause(cause, secrets)).toBe(cause);
  });

  it.each([
    ['an object field', withField('request', { headers: { authorization: SECRET } })],
    ['a function field', withField('retry', () => SECRET)],
    ['a symbol field', withField('kind', Symbol('x'))],
    ['a bigint field', withField('size', 10n)],
    ['a field holding a credential', withField('code', `E_${SECRET}`)],
    ['a message holding a credential', new Error(`refused ${SECRET}`)],
    ['a cause with an object field', new Error('outer', { cause: withField('request', {}) })],
    ['a text cause holding a credential', new Error('outer', { cause: `with ${SECRET}` })],
  ])('copies an Error with %s: name, message, stack and code fields, credentials redacted', (_name, cause) => {
    const safe = safeCause(cause, secrets) as Error & Record<string, unknown>;
    expect(safe).not.toBe(cause);
    expect(safe).toBeInstanceOf(Error);
    expect(safe.message).toBe(cause.message.replace(SECRET, '[redacted]'));
    expect(JSON.stringify({ ...safe, stack: safe.stack, cause: String(safe.cause) })).not.toContain(SECRET);
    for (const key of ['request', 'retry', 'kind', 'size']) expect(safe).not.toHaveProperty(key);
    if ('code' in cause) expect(safe['code']).toBe('E_[redacted]');
  });

  it.each([
    ['a number', 42, 42],
    ['null', null, null],
    ['text holding a credential', `with ${SECRET}`, 'with [redacted]'],
  ])("keeps a copied Error's cause that is %s, credentials redacted", (_name, inner, kept) => {
    const safe = safeCause(new Error(`refused ${SECRET}`, { cause: inner }), secrets) as Error;
    expect(safe.cause).toBe(kept);
  });

  it("leaves out a copied Error's cause that is an object, saying so", () => {
    const safe = safeCause(new Error(`refused ${SECRET}`, { cause: { token: SECRET } }), secrets) as Error;
    expect(String(safe.cause)).toMatch(/a cause that was not an Error was left out/);
  });

  it('replaces a cause that is not an Error by one that says it was left out, and redacts text', () => {
    expect(String(safeCause({ token: SECRET }, secrets))).toMatch(/a cause that was not an Error was left out/);
    expect(safeCause(`token ${SECRET}`, secrets)).toBe('token [redacted]');
  });
});
