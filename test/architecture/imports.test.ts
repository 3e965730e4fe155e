import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// The import graph of src/, type-only imports included (a cycle through types still ties the files together):
// no cycle anywhere, the rooms of core/ import only downwards, and a namespace stands on at most 3 core modules.
// (The layers of src/ as a whole, core/ below the models, namespaces and entry points, are in files.test.ts.)
// src/secrets/ (what is a secret: the one rule of the SDK's redaction, the mock's journal and recordings, and wdp's
// output) sits below all of them and imports nothing of src/ but itself.

const root = resolve(import.meta.dirname, '../..');

/** The base of core/: files every room may import, which themselves import only one another. */
const foundation = new Set(
  [
    'api-promise',
    'dates',
    'defaults',
    'error-body',
    'errors',
    'json',
    'logger',
    'noop',
    'on-abort',
    'paths',
    'redact',
    'runtime',
    'safe-line',
    'shown',
  ].map((name) => `src/core/${name}.ts`),
);

/** The rooms of core/, bottom first: each may import the foundation, its own room and the rooms below it. */
const rooms = ['src/core/arguments/', 'src/core/validation/', 'src/core/http/'];

let graph: Map<string, string[]>;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

beforeAll(() => {
  graph = new Map();
  for (const file of sources('src')) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const local = importedFiles.map((i) => i.fileName).filter((name) => name.startsWith('.'));
    graph.set(
      file,
      local.map((name) => relative(root, resolve(root, dirname(file), name)).replace(/\.js$/, '.ts')),
    );
  }
});

/** Every import of a file matching `from` that leads to a file not allowed by `allowed`, as `from -> to`. */
function refused(from: (file: string) => boolean, allowed: (target: string, file: string) => boolean): string[] {
  return [...graph].flatMap(([file, targets]) =>
    from(file) ? targets.filter((target) => !allowed(target, file)).map((target) => `${file} -> ${target}`) : [],
  );
}

/** The groups of files that import one another in a ring (Tarjan's strongly connected components). */
function cycles(): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, order.size);
    low.set(file, order.get(file) ?? 0);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) visit(target);
      if (stack.includes(target)) low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
    }
    if (low.get(file) !== order.get(file)) return;
    const ring = stack.splice(stack.indexOf(file));
    if (ring.length > 1 || graph.get(file)?.includes(file)) found.push(ring);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

const isSecrets = (file: string): boolean => file.startsWith('src/secrets/');
const roomOf = (file: string): number => rooms.findIndex((room) => file.startsWith(room));

describe('the import graph of src/', () => {
  it('reads every source file and its imports', () => {
    expect(graph.get('src/index.ts')).toContain('src/client.ts');
    expect(graph.size).toBeGreaterThan(150);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(cycles()).toEqual([]);
  });

  it('keeps the foundation of core/ to itself', () => {
    expect(
      refused(
        (file) => foundation.has(file),
        (target) =>
          foundation.has(target) || isSecrets(target) || target === 'src/version.ts' || !target.startsWith('src/'),
      ),
    ).toEqual([]);
  });

  it('keeps src/secrets/ to itself', () => {
    expect(refused(isSecrets, (target) => isSecrets(target) || !target.startsWith('src/'))).toEqual([]);
  });

  it('lets each room of core/ import only the foundation, itself and the rooms below it', () => {
    const inRoom = (file: string) => roomOf(file) >= 0;
    const downwards = (target: string, file: string) =>
      foundation.has(target) || isSecrets(target) || (roomOf(target) >= 0 && roomOf(target) <= roomOf(file));
    expect(refused(inRoom, downwards)).toEqual([]);
  });

  it('builds each namespace on at most 3 modules of core/', () => {
    const namespaces = [...graph.keys()].filter(
      (file) => file.startsWith('src/resources/') && /extends ApiResource/.test(readFileSync(join(root, file), 'utf8')),
    );
    const heavy = namespaces
      .map((file) => ({ file, core: (graph.get(file) ?? []).filter((t) => t.startsWith('src/core/')) }))
      .filter(({ core }) => new Set(core).size > 3);
    expect(namespaces.length).toBeGreaterThanOrEqual(21);
    expect(heavy).toEqual([]);
  });
});
