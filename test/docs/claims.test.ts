// The counts the README and the guides state about the package and its scripts are the package's: its runtime
// dependencies, its namespaces, the steps of `npm test`, the Node lines of `npm run test:node`. (The operations'
// coverage is test/coverage/operations.test.ts's, the bundle sizes bench/'s, the runtimes' versions test/runtimes/'s.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiResource } from '../../src/core/api-resource.js';
import { Client } from '../../src/index.js';
import { root } from './blocks.js';

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const readme = read('README.md');
const developing = read('docs/developing.md');
const numbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The steps of `npm test` as scripts/run-steps.mjs names them: each script's name after its `group:`. */
const steps = (/run-steps\.mjs (.+)$/.exec(pkg.scripts['test'] ?? '')?.[1] ?? '')
  .split(' ')
  .map((name) => name.replace(/^\+/, '').replace(/^[^:]*:/, ''));

describe('the README', () => {
  it("names the package's runtime dependencies, every one and their number", () => {
    const sentence = /The package has (\w+) runtime dependenc(?:y|ies): ([^.]+)\./.exec(readme.replace(/\n/g, ' '));
    expect(sentence, 'the README says "The package has N runtime dependencies: ..."').not.toBeNull();
    const [, count = '', list = ''] = sentence ?? [];
    // A whole name, scoped ones (@scope/name) too: neither end touches another name's characters.
    const whole = (name: string) =>
      new RegExp(`(?<![\\w@/.-])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w/.-])`);
    const named = Object.keys(pkg.dependencies).filter((name) => whole(name).test(list));
    expect(named).toEqual(Object.keys(pkg.dependencies));
    expect(count).toBe(numbers[Object.keys(pkg.dependencies).length]);
  });

  it('names the Node lines npm run test:node runs, at the versions it pins', () => {
    const lines = /const lines = \[([^\]]*)\]/.exec(read('scripts/test-node.mjs'))?.[1]?.match(/[\d.]+/g) ?? [];
    expect(lines.length).toBeGreaterThan(0);
    const said = /`npm run test:node` runs the test suite on Node ([\d, and]+)[;.]/.exec(readme.replace(/\n/g, ' '));
    expect(said?.[1]?.match(/\d+/g)).toEqual(lines.map((line) => line.split('.')[0]));
    const table = [...readme.matchAll(/^\| Node\.js (\d+) +\| ([\d.]+),/gm)].map(([, major, version]) => ({
      major,
      version,
    }));
    expect(table.filter(({ major }) => major !== '20').map(({ version }) => version)).toEqual(lines);
    // Node 20 is the machine's own node: in CI, the one that ran npm test.
    const twenty = table.find(({ major }) => major === '20');
    if (process.env['CI'] && process.versions.node.startsWith('20.'))
      expect(twenty?.version).toBe(process.versions.node);
  });
});

describe('the guide to namespaces', () => {
  it('names as many namespaces as a Client has', () => {
    const client = new Client({ baseUrl: 'https://wdp.example', auth: 'token' });
    const namespaces = Object.values(client).filter((value) => value instanceof ApiResource);
    const said = read('docs/namespaces.md').replace(/\s+/g, ' ');
    expect(said).toContain(`: ${namespaces.length} namespaces in all.`);
    expect(said).toContain(`\`Client\` carries all ${namespaces.length} namespaces.`);
  });
});

describe('the developer guide', () => {
  it("shows npm test's summary with the steps package.json runs, in their order, and their number", () => {
    const summary = developing.slice(developing.indexOf('\nnpm test:\n'), developing.indexOf(' steps passed in '));
    const shown = [...summary.matchAll(/^ {2}(\S+) +passed/gm)].map((match) => match[1]);
    expect(shown).toEqual(steps);
    expect(summary).toContain(`npm test: ${steps.length} of ${steps.length}`);
    expect(developing).toMatch(new RegExp(`npm test: \\d+ of ${steps.length} steps FAILED`));
  });
});
