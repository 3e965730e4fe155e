// A fault rule's path pattern is matched without backtracking: the same answers as the RegExp it replaces, in steps
// that grow with the path times the pattern, never exponentially.
import { spawn } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathPattern } from '../../../src/mock/faults/path-pattern.js';
import { compiled } from '../../helpers/compiled.js';

/** The RegExp the mock compiled patterns to before (it backtracks): the reference of what a pattern means. */
function backtracking(path: string): RegExp {
  const source = path
    .split('/**')
    .join('\u0000')
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*')
    .replaceAll('\u0000', '(?:/.*)?');
  return new RegExp(`^${source}$`);
}

/**
 * The child process (compiled by helpers/compiled.ts) is killed after this long: its start-up alone takes seconds on
 * a loaded machine (16 s in all under tsx at a load average of 26 on two cores).
 */
const CHILD_MS = 90_000;
/** The script the last test runs as a child process, compiled. */
const scripts = await compiled({ slowPattern: 'test/mock/faults/slow-pattern-process.ts' });

describe('PathPattern', () => {
  it.each([
    ['/api/**', '/api', true],
    ['/api/**', '/api/', true],
    ['/api/**', '/api/workspaces/w1/channels', true],
    ['/api/**', '/apix', false],
    ['/api/workspaces/*', '/api/workspaces/w1', true],
    ['/api/workspaces/*', '/api/workspaces/w1/channels', false],
    ['/api/workspaces/*', '/api/workspaces/', true],
    ['/api/jobs/*/logs', '/api/jobs/j1/logs', true],
    ['/api/jobs/*/logs', '/api/jobs/j1/x/logs', false],
    ['/api/**/logs', '/api/logs', true],
    ['/api/**/logs', '/api/jobs/j1/logs', true],
    ['/api**', '/api/x/y', true],
    ['/**', '/', true],
    ['/**', '', true],
    ['/a.b', '/aXb', false],
    ['/a+(b)', '/a+(b)', true],
    ['/***', '/x/y', true],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(new PathPattern(pattern).test(path)).toBe(expected);
    expect(backtracking(pattern).test(path)).toBe(expected);
  });

  it('answers as the backtracking RegExp does, for any pattern and path', () => {
    const text = (length: number) => fc.string({ unit: fc.constantFrom('/', '*', 'a', 'b', '.'), maxLength: length });
    fc.assert(
      fc.property(text(10), text(12), (pattern, path) => {
        expect(new PathPattern(pattern).test(path)).toBe(backtracking(pattern).test(path));
      }),
      { numRuns: 5_000 },
    );
  });

  it('refuses the pathological pattern of issue 32 on long paths, and matches it where it should', () => {
    const pattern = new PathPattern('/api/*a*a*a*a*a*a*a*a*a*a*a*a*!');
    expect(pattern.test(`/api/${'a'.repeat(35)}`)).toBe(false);
    expect(pattern.test(`/api/${'a'.repeat(10_000)}`)).toBe(false);
    expect(pattern.test(`/api/${'a'.repeat(10_000)}!`)).toBe(true);
    expect(pattern.test(`/api/${'a'.repeat(11)}!`)).toBe(false); // twelve a's needed
    expect(pattern.test(`/api/${'ab'.repeat(12)}!`)).toBe(true);
    expect(new PathPattern('/**/**/**/**/**/**/**/**/**/x').test(`${'/a'.repeat(5_000)}/y`)).toBe(false);
  });

  // The mock answers from one thread: a request that held it would hold every other. Before the fix the child never
  // printed (the 40-character path alone took about a minute, the 100-character one ages) and was killed.
  it('lets a mock with that rule answer a 40- and a 100-character path', { timeout: 2 * CHILD_MS }, async () => {
    const child = spawn(process.execPath, [scripts.slowPattern], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: CHILD_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('exit', (...exit) => resolve(exit)),
    );
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    expect(output).toBe('40 404\n100 404\n'); // no route there; the rule does not match, so no 503
  });
});
