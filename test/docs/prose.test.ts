// What a newcomer reads stays readable: the README is short with a table of contents, and neither it nor the guides
// carry the project's bookkeeping (issue numbers, benchmark letters), which belongs in CHANGELOG.md and PERFORMANCE.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFiles, root } from './blocks.js';

const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('the README', () => {
  it('is at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('opens with a table of contents that links every section', () => {
    const sections = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1] ?? '').filter((s) => s !== 'Contents');
    const contents = readme.slice(
      readme.indexOf('## Contents'),
      readme.indexOf('\n## ', readme.indexOf('## Contents') + 1),
    );
    for (const section of sections) expect(contents).toContain(`[${section}](#`);
  });
});

/** Phrases of the project's own history: an issue number, a benchmark measure's letter, a figure's old value. */
const bookkeeping = [
  /\bissues? #?\d+\b/i,
  /\bmeasures? [a-h]\b/i,
  /\bbench(mark)? [a-h]\b/,
  /\bwas \d[\d.,]* (ms|s|KiB|MiB)\b/,
];

describe('the guides carry no project history', () => {
  for (const file of docFiles()) {
    it(file, () => {
      const text = readFileSync(join(root, file), 'utf8');
      const found = text
        .split('\n')
        .flatMap((line, i) => (bookkeeping.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line}`] : []));
      expect(found).toEqual([]);
    });
  }
});
