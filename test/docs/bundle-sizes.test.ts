// Every bundle size the docs quote is the size check's: bench/bundle-size-check.ts measures the packed package in
// `npm test` and fails when it measures otherwise than bench/bundle-sizes.json; this test holds the docs to that
// file. A figure is written with a marker naming what it is, `**46.5 KiB**<!-- size:client -->`, and every KiB
// figure of these files carries one (or sits in the table the check writes), so none is left unchecked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Figures, readFigures, renderTable, tableInDocs } from '../../bench/lib/figures.js';
import { root } from './blocks.js';

const figures = readFigures();

/** The files whose sizes are checked, and the part of each that states current figures (PERFORMANCE.md's top). */
const files: Record<string, (text: string) => string> = {
  'README.md': (text) => text,
  'docs/performance.md': (text) => text,
  'docs/namespaces.md': (text) => text,
  'bench/README.md': (text) => text,
  'PERFORMANCE.md': (text) => text.slice(0, text.indexOf('\n## ', text.indexOf('## Latest results') + 1)),
};

/** KiB figures of these files that are no bundle size. */
const notSizes = ['64 KiB chunks'];

const read = (file: string): string => (files[file] ?? ((text) => text))(readFileSync(join(root, file), 'utf8'));

/** The value a marker names, as the docs write it. */
function valueOf(key: string, { budgets, namespaces }: Figures): string | undefined {
  const sizes = Object.values(namespaces);
  const core = /^(budget:)?core:(\w+)$/.exec(key);
  if (core?.[2] !== undefined) {
    const name = core[2];
    if (core[1]) return String(budgets.namespaces[name] ?? budgets.namespace);
    return namespaces[name]?.toFixed(1);
  }
  const values: Record<string, number | undefined> = {
    client: figures.client,
    root: figures.root,
    openai: figures.openai,
    'core-min': Math.min(...sizes),
    'core-max': Math.max(...sizes),
  };
  const limits: Record<string, number> = {
    'budget:client': budgets.client,
    'budget:core': budgets.namespace,
    'goal:core': budgets.namespaceGoal,
    'budget:unpacked': budgets.unpackedMiB,
  };
  if (key in limits) return String(limits[key]);
  return values[key]?.toFixed(1);
}

describe('bundle sizes in the docs', () => {
  it("docs/performance.md's table is the one the check writes from bench/bundle-sizes.json", () => {
    const text = readFileSync(join(root, 'docs/performance.md'), 'utf8');
    expect(tableInDocs(text), 'run npm run check:size -- --update').toBe(renderTable(figures));
  });

  for (const file of Object.keys(files)) {
    it(`${file}: each figure with a size marker is the check's`, () => {
      const wrong: string[] = [];
      for (const match of read(file).matchAll(/([\d.]+) (KiB|MiB)\**\s*<!-- size:([\w:-]+) -->/g)) {
        const [, figure, unit, key = ''] = match;
        const expected = valueOf(key, figures);
        if (expected === undefined) wrong.push(`${key}: no such figure`);
        else if (figure !== expected) wrong.push(`${key}: the docs say ${figure} ${unit}, the check ${expected}`);
      }
      expect(wrong).toEqual([]);
    });

    it(`${file}: every bundle size carries a marker, or sits in the check's table`, () => {
      const text = read(file);
      const start = text.indexOf('<!-- bundle sizes:');
      const end = text.indexOf('<!-- end of bundle sizes -->');
      const outside = start < 0 ? text : text.slice(0, start) + text.slice(end);
      const unmarked = outside
        .split('\n')
        .flatMap((line) => [
          ...line.matchAll(/[\d.]+ KiB(?!\**\s*<!-- size:)[^|]{0,12}/g),
          ...(/unpack/i.test(line) ? line.matchAll(/[\d.]+ MiB(?!\**\s*<!-- size:)/g) : []),
        ])
        .map((match) => match[0])
        .filter((found) => !notSizes.some((phrase) => found.startsWith(phrase)));
      expect(unmarked).toEqual([]);
    });
  }

  it('holds a figure for every namespace class the root entry exports', () => {
    const index = readFileSync(join(root, 'src/index.ts'), 'utf8');
    // A class's deprecated alias follows it in the same export (`export { Files, Resources }`): one figure each class.
    const classes = [...index.matchAll(/^export \{ (\w+)(?:, \w+)? \} from '\.\/resources\//gm)].map((m) => m[1]);
    expect(Object.keys(figures.namespaces).sort()).toEqual(classes.sort());
  });

  it('keeps every figure within its budget, and the unpacked bound is the one check-package.sh enforces', () => {
    const { budgets } = figures;
    expect(figures.client).toBeLessThanOrEqual(budgets.client);
    for (const [name, size] of Object.entries(figures.namespaces))
      expect(size, name).toBeLessThanOrEqual(budgets.namespaces[name] ?? budgets.namespace);
    const script = readFileSync(join(root, 'scripts/check-package.sh'), 'utf8');
    expect(script).toContain(`-gt $((${budgets.unpackedMiB * 1024} * 1024))`);
  });
});
