import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each file small enough to hold in mind (the style guide's first rule and first thing to avoid): 300 lines for a
// source file, 400 for a test file. And src/ in layers that import only downwards: a lower layer never reaches up,
// type-only imports included (a type import still ties a browser bundle's code to what it names).

const root = resolve(import.meta.dirname, '../..');

/** The files of the repository under `dirs` that git tracks or would track (untracked, not ignored). */
function files(...dirs: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...dirs], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => {
    try {
      readFileSync(join(root, file));
      return true;
    } catch {
      return false; // deleted in the working tree, not yet in the index
    }
  });
}

const code = /\.(?:[cm]?[jt]sx?|sh)$/;
const lines = (file: string): number => readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;
/** `path (n lines)` for each code file of `dirs` longer than `cap`. */
const over = (cap: number, ...dirs: string[]): string[] =>
  files(...dirs)
    .filter((file) => code.test(file))
    .map((file) => ({ file, count: lines(file) }))
    .filter(({ count }) => count > cap)
    .map(({ file, count }) => `${file} (${count} lines)`);

describe('the size of a file', () => {
  it('finds the files it caps', () => {
    expect(files('src').filter((file) => code.test(file)).length).toBeGreaterThan(300);
    expect(files('test').filter((file) => code.test(file)).length).toBeGreaterThan(250);
  });

  it('is at most 300 lines in src/, scripts/ and bench/ (split a longer one by concept)', () => {
    expect(over(300, 'src', 'scripts', 'bench')).toEqual([]);
  });

  it('is at most 400 lines in test/ (split a longer one by method or behaviour)', () => {
    expect(over(400, 'test')).toEqual([]);
  });
});

/**
 * The layers of src/, bottom first. A file may import its own unit (a folder or a file named here) and the units of
 * the layers below it, never a unit of its own layer or of one above.
 */
const layers: readonly (readonly string[])[] = [
  ['src/secrets/', 'src/version.ts'],
  ['src/core/'],
  ['src/models/', 'src/streaming/', 'src/uploads.ts', 'src/webhooks.ts'],
  ['src/datasets/', 'src/deployments/', 'src/pipelines/', 'src/search/'],
  ['src/resources/'],
  ['src/client.ts'],
  ['src/index.ts', 'src/schemas.ts', 'src/otel.ts'],
  ['src/mock/'],
  ['src/internal.ts'],
  ['src/cli/'],
];

const unitOf = (file: string): string | undefined =>
  layers.flat().find((unit) => (unit.endsWith('/') ? file.startsWith(unit) : file === unit));
const layerOf = (unit: string): number => layers.findIndex((layer) => layer.includes(unit));
/** Whether `file` importing `target` reaches sideways or up (both placed, in different units). */
function upward(file: string, target: string): boolean {
  const from = unitOf(file);
  const to = unitOf(target);
  return from !== undefined && to !== undefined && from !== to && layerOf(to) >= layerOf(from);
}

/** Each relative import of every source file under src/, as `[file, imported file]`, type-only ones included. */
function imports(): Array<[string, string]> {
  return files('src')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .flatMap((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
      return importedFiles
        .map((imported) => imported.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name): [string, string] => [
          file,
          relative(root, resolve(root, dirname(file), name)).replace(/\.js$/, '.ts'),
        ]);
    });
}

describe('the layers of src/', () => {
  const edges = imports();

  it('place every source file', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(files('src').filter((file) => file.endsWith('.ts') && unitOf(file) === undefined)).toEqual([]);
  });

  it('import only downwards: no file imports a unit of its own layer or of a layer above', () => {
    const refused = edges.filter(([file, target]) => upward(file, target));
    expect(refused.map(([file, target]) => `${file} -> ${target}`)).toEqual([]);
  });

  it('refuses an import up or sideways, and lets one down or within a unit through', () => {
    expect(upward('src/core/mock-clock.ts', 'src/mock/index.ts')).toBe(true);
    expect(upward('src/models/channel.ts', 'src/streaming/lines.ts')).toBe(true);
    expect(upward('src/resources/channels.ts', 'src/models/channel.ts')).toBe(false);
    expect(upward('src/core/http/call.ts', 'src/core/errors.ts')).toBe(false);
  });
});
