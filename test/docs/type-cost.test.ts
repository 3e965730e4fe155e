// Every type-check figure the docs quote is the bench's: measure j (bench/measures/types.ts) writes
// bench/type-cost.json and PERFORMANCE.md's block from the same figures; this test holds the block, and every figure
// written with a marker (`**143,362**<!-- types:wdp-sdk:instantiations -->`), to that file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedValue, readTypeFigures, renderTypeCost, typeCostInDocs } from '../../bench/lib/type-figures.js';
import { root } from './blocks.js';

const figures = readTypeFigures();
const files = ['PERFORMANCE.md', 'bench/README.md'];

describe('type-check figures in the docs', () => {
  it("PERFORMANCE.md's block is the one measure j writes from bench/type-cost.json", () => {
    const text = readFileSync(join(root, 'PERFORMANCE.md'), 'utf8');
    expect(typeCostInDocs(text), 'run npm run bench -- j').toBe(renderTypeCost(figures));
  });

  for (const file of files) {
    it(`${file}: each figure with a types marker is the bench's`, () => {
      const wrong: string[] = [];
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, figure, key = ''] of text.matchAll(/([\d,.]+(?: s|x)?)\**\s*<!-- (types:[\w:-]+) -->/g)) {
        const expected = markedValue(key, figures);
        if (expected === undefined) wrong.push(`${key}: no such figure`);
        else if (figure !== expected) wrong.push(`${key}: the docs say ${figure}, bench/type-cost.json ${expected}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("PERFORMANCE.md's latest results quote the instantiations, marked", () => {
    const text = readFileSync(join(root, 'PERFORMANCE.md'), 'utf8');
    for (const key of ['openai:instantiations', 'wdp-sdk:instantiations', 'ratio:instantiations'])
      expect(text).toContain(`<!-- types:${key} -->`);
  });
});
