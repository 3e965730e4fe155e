import fc from 'fast-check';
import { parseTemplate } from 'url-template';
import { describe, expect, it, vi } from 'vitest';
import { expandTemplate, type TemplateParams } from '../../src/core/uri-template.js';
import { propertyTimeout, runs, tricky } from '../properties/arbitraries.js';

vi.setConfig({ testTimeout: propertyTimeout });

// The SDK expanded HAL hrefs with the url-template package until issue 31 replaced it with 40 lines of its own
// (0.6 KiB gzipped in every bundle): url-template stays a devDependency, as the reference these tests hold it to.
const reference = (template: string, params: TemplateParams): string =>
  parseTemplate(template).expand(params as Parameters<ReturnType<typeof parseTemplate>['expand']>[0]);

/** The expansion, or the class of what it threw (a lone surrogate is a `URIError` in both). */
function outcome(expand: () => string): string | { threw: string } {
  try {
    return expand();
  } catch (error) {
    return { threw: (error as Error).name };
  }
}

describe('expandTemplate()', () => {
  const params = { var: 'value', hello: 'Hello World!', path: '/foo/bar', empty: '', list: ['red', 'green'] };

  it.each([
    ['{var}', 'value'],
    ['{hello}', 'Hello%20World%21'],
    ['{+path}/here', '/foo/bar/here'],
    ['{#hello}', '#Hello%20World!'],
    ['X{.var}', 'X.value'],
    ['{/var,empty}', '/value/'],
    ['{;var,empty,unset}', ';var=value;empty'],
    ['{?var,empty,unset}', '?var=value&empty='],
    ['?fixed=yes{&var}', '?fixed=yes&var=value'],
    ['{var:3}', 'val'],
    ['{list}', 'red,green'],
    ['{list*}', 'red,green'],
    ['{?list*}', '?list=red&list=green'],
    ['{;list}', ';list=red,green'],
    ['{/list*}', '/red/green'],
    ['/api/profiles/auth0%7Cabc{?unset}', '/api/profiles/auth0%7Cabc'],
    ['https://wdp.test/a b[1]', 'https://wdp.test/a%20b[1]'],
  ])('%s gives %s, as RFC 6570 and url-template', (template, expected) => {
    expect(expandTemplate(template, params)).toBe(expected);
    expect(reference(template, params)).toBe(expected);
  });

  it('encodes the lone `%` a prefix leaves of a `%XX` under `+`, as RFC 6570 does (url-template keeps it)', () => {
    expect(expandTemplate('{+a:3}a', { a: '/%41' })).toBe('/%254a');
    expect(expandTemplate('{+a:4}', { a: '/%41' })).toBe('/%41');
  });

  it('expands any template of variables, operators and modifiers as url-template does', () => {
    // Literal text without a lone `%` (url-template leaves `%` before a single hex digit unencoded, this encodes it)
    // and lists of strings (url-template throws on a number in a list under `+` or `#`).
    const text = fc.string({
      unit: fc.constantFrom(...tricky.filter((c) => !c.includes('%')), 'a', 'é', ' ', '%41', '€'),
    });
    const name = fc.constantFrom('a', 'b', 'c');
    const value = fc.oneof(
      fc.constantFrom(null, undefined, ''),
      text,
      fc.integer(),
      fc.boolean(),
      fc.array(fc.oneof(text, fc.constant(null))),
    );
    const variable = fc.tuple(name, fc.constantFrom('', '*', ':1', ':3')).map(([n, m]) => n + m);
    const expression = fc
      .tuple(fc.constantFrom('', '+', '#', '.', '/', ';', '?', '&'), fc.array(variable, { minLength: 1, maxLength: 3 }))
      .map(([op, vars]) => `{${op}${vars.join(',')}}`);
    const template = fc.array(fc.oneof(text, expression), { maxLength: 4 }).map((parts) => parts.join(''));
    const values = fc.record({ a: value, b: value, c: value });
    fc.assert(
      fc.property(template, values, (t, v) => {
        // A prefix that cuts a value's `%41` leaves a lone `%`, which url-template keeps and RFC 6570 encodes: the
        // example above holds that case.
        fc.pre(!(/:\d/.test(t) && Object.values(v).some((x) => JSON.stringify(x ?? '').includes('%'))));
        expect(outcome(() => expandTemplate(t, v))).toEqual(outcome(() => reference(t, v)));
      }),
      runs,
    );
  });
});
