// `wdp validate` warns about a `#tag` YAML reads as a comment; YAML's own lexer decides, so quoted text, block
// scalars and whole-line comments are left alone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashTags } from '../../src/cli/specs/hash-tags.js';
import { runWdp } from './harness.js';

describe('hashTags', () => {
  it('finds a #word after a value, a key or a list dash, with its offset', () => {
    const text = 'title: Revenue #Q3\ntags: #finance\nlist:\n  - #sales\n';
    expect(hashTags(text)).toEqual([
      { offset: text.indexOf('#Q3'), text: '#Q3' },
      { offset: text.indexOf('#finance'), text: '#finance' },
      { offset: text.indexOf('#sales'), text: '#sales' },
    ]);
  });

  it('leaves quoted text, block scalars, whole-line comments, "# " comments and a#b alone', () => {
    const text = [
      'a: "#quoted"',
      "b: '#single'",
      'c: |',
      '  text #inside',
      '#whole-line',
      '  # indented comment',
      'd: value # a comment',
      'e: a#b',
      'f: "over',
      '  lines" #after',
      'g: >',
      '  folded #x',
      '',
    ].join('\n');
    expect(hashTags(text)).toEqual([{ offset: text.indexOf('#after'), text: '#after' }]);
  });
});

describe('wdp validate and #tags', () => {
  let folder = '';
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'wdp-hash-tags-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('warns at the line of each unquoted #tag, and the file stays valid (exit 0)', async () => {
    const yaml = ['version: datasets/v0.2', 'title: Revenue #Q3', 'query: select 1', 'description: "#fine"', ''];
    await writeFile(join(folder, 'revenue.yml'), yaml.join('\n'));
    const result = await runWdp(['validate', '.'], { cwd: folder, env: { WDP_CONFIG_DIR: folder } });
    expect(result).toEqual({
      code: 0,
      stdout:
        'revenue.yml:2: warning: YAML reads `#Q3` as a comment and leaves it out; if it belongs to the value ' +
        '(a tag, say), quote the value\n1 file valid: 0 channels, 1 dataset (1 warning).\n',
      stderr: '',
    });
  });
});
