// scripts/consumer-types, the check of the packed declarations (npm test, through check-package.sh): the README
// names the TypeScript versions it runs, and it fails on a README that names others; it pairs every declaration
// file of package.json's exports with the script it types.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A module of scripts/consumer-types (plain JavaScript, which the test's compiler does not read: typed here). */
const load = (name: string) => import(new URL(`../../scripts/consumer-types/${name}`, import.meta.url).href);
const { claimProblem, versions } = (await load('typescripts.mjs')) as {
  claimProblem: (readme: string) => string | undefined;
  versions: string[];
};
const { typedScripts } = (await load('value-exports.mjs')) as {
  typedScripts: (target: unknown) => Array<{ types: string; script: string }>;
};

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');

/** The README with `from` replaced by `to` (which must be there: a mutation that changes nothing proves nothing). */
function changed(from: string, to: string): string {
  const text = readme.replace(from, to);
  expect(text).not.toBe(readme);
  return text;
}

describe('the TypeScript versions of the packed check', () => {
  it('are the oldest the README supports and the newest, as the README names them', () => {
    expect(versions).toHaveLength(2);
    expect(claimProblem(readme)).toBeUndefined();
  });

  it('fail the check when the README names another version, or another oldest line', () => {
    const [oldest = '', newest = ''] = versions;
    expect(claimProblem(changed(`${newest} (the native`, '7.1.0 (the native'))).toContain(newest);
    expect(claimProblem(changed(`${oldest} (the oldest`, `${oldest}1 (the oldest`))).toContain(oldest);
    const line = oldest.split('.').slice(0, 2).join('.');
    expect(claimProblem(changed(`TypeScript ${line} or later`, 'TypeScript 5.0 or later'))).toContain(line);
  });
});

describe('typedScripts', () => {
  it("pairs each declaration file of package.json's exports with the script it types, every condition", () => {
    const { exports } = JSON.parse(read('package.json')) as { exports: unknown };
    const pairs = typedScripts(exports).map(({ types, script }) => `${script} <- ${types}`);
    expect(pairs).toContain('./dist/node/index.js <- ./dist/index.d.ts');
    expect(pairs).toContain('./dist/node/index.cjs <- ./dist/index.d.cts');
    expect(pairs).toContain('./dist/index.js <- ./dist/index.d.ts');
    expect(pairs).toContain('./dist/mock/msw.cjs <- ./dist/mock/msw.d.cts');
    // one pair for each `types` condition (10 today: the root's four, the mock's four, msw's two)
    expect(pairs).toHaveLength(JSON.stringify(exports).match(/"types":/g)?.length ?? 0);
  });
});
