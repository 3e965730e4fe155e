import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runWdp } from './harness.js';

const cwd = fileURLToPath(new URL('../fixtures/cli/', import.meta.url));
// No WDP_* settings at all: validate reads no context and sends no request.
const offline = { cwd, env: { WDP_CONFIG_DIR: '/nonexistent/wdp-config' } };

describe('wdp validate', () => {
  it('reports every problem of a folder of broken files as file:line: message (exit 1)', async () => {
    const result = await runWdp(['validate', 'invalid'], offline);
    expect(result).toEqual({
      code: 1,
      stdout: [
        'invalid/Q3_Revenue.yml:1: the alias "Q3_Revenue" is not lower-case letters, digits and dashes ' +
          '(from the file name); add `alias: q3-revenue`',
        'invalid/Q3_Revenue.yml:1: a dataset needs a `title`',
        'invalid/Q3_Revenue.yml:2: warning: unknown key `titel` (ignored)',
        'invalid/blank-title.yml:2: `title` is blank',
        'invalid/channel.yml:2: `name` is blank; give the channel a name or leave the key out to use the file name',
        'invalid/channel.yml:3: warning: unknown key `colour` (ignored)',
        'invalid/future.yml:1: unknown version `datasets/v0.3`; ' +
          'wdp reads datasets/v0.2, channels/v0.1 or pipelines/v0.1 (or a `datasets:` map)',
        'invalid/map.yml:2: warning: neither `query` nor `rawData`: the dataset will have no data',
        'invalid/map.yml:4: alias `good-one` is also defined at invalid/dup.yml:1',
        'invalid/map.yml:7: dataset `just-text` must be a map of its fields; got text',
        'invalid/syntax.yml:2: YAML syntax: nested mappings are not allowed in compact mappings',
        'invalid/syntax.yml:4: YAML syntax: map keys must be unique',
        'invalid/types.yml:2: the alias "Types" is not lower-case letters, digits and dashes',
        'invalid/types.yml:3: `title` must be text; got a number (quote it to make it text)',
        'invalid/types.yml:4: `rawData` must be a list of rows (maps) or JSON text of one; ' +
          'got text that is not JSON rows',
        'invalid/types.yml:5: `visualisation` must be a map or JSON text; got a list',
        '13 errors and 3 warnings in 8 files.',
        '',
      ].join('\n'),
      stderr: 'Skipped invalid/notes.txt: not a .yml or .yaml file.\n',
    });
  });

  it('tells a YAML mistake once, though the parser reports it twice (a nested compact mapping)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wdp-validate-'));
    try {
      await writeFile(join(dir, 'twice.yml'), 'version: datasets/v0.2\ndatasets:\n  x:\n    title: a: b: c\n');
      const result = await runWdp(['validate', 'twice.yml'], { ...offline, cwd: dir });
      expect(result).toEqual({
        code: 1,
        stdout: 'twice.yml:4: YAML syntax: nested mappings are not allowed in compact mappings\n1 error in 1 file.\n',
        stderr: '',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says how many files, channels and datasets are valid (exit 0)', async () => {
    const result = await runWdp(['validate', 'publish'], offline);
    expect(result).toEqual({
      code: 0,
      stdout: '4 files valid: 1 channel, 4 datasets.\n',
      stderr: 'Skipped publish/README.md: not a .yml or .yaml file.\n',
    });
    const one = await runWdp(['validate', 'publish/legacy.yml'], offline);
    expect(one).toEqual({ code: 0, stdout: '1 file valid: 0 channels, 2 datasets.\n', stderr: '' });
  });

  it('prints the problems as one JSON document with --json', async () => {
    const result = await runWdp(['validate', 'invalid/types.yml', '--json'], offline);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { valid: boolean; problems: unknown[] };
    expect(report).toMatchObject({ valid: false, files: 1, channels: 0, datasets: 0 });
    expect(report.problems[0]).toEqual({
      file: 'invalid/types.yml',
      line: 2,
      message: 'the alias "Types" is not lower-case letters, digits and dashes',
      severity: 'error',
    });
  });

  it('refuses a YAML file given by name that is not a dataset or channel file', async () => {
    const result = await runWdp(['validate', 'publish/README.md'], offline);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^publish\/README.md:\d+: expected a map of keys/);
  });

  it('refuses a path that does not exist as a usage error (exit 2)', async () => {
    const result = await runWdp(['validate', 'no/such/folder'], offline);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'No file or folder at no/such/folder; give a dataset or channel YAML file, or a folder.\n',
    });
  });
});
