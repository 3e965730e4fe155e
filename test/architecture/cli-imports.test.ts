import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The CLI stands on the SDK as its users do: src/cli/ imports the rest of src/ only through the package's entry
// points, the one internal entry src/internal.ts (the few internals wdp shares with the SDK, each said why), and two
// leaves read at start-up, where src/internal.ts would load code: src/version.ts (a constant) and
// src/core/safe-line.ts (the escaping of control characters that wdp's output and the SDK's log lines and error
// messages share). Type-only and dynamic imports count too. See src/cli/README.md.

const root = resolve(import.meta.dirname, '../..');

/** What src/cli/ may import outside itself. */
const doors = new Set([
  'src/index.ts',
  'src/mock/index.ts',
  'src/mock/node.ts',
  'src/mock/msw.ts',
  'src/internal.ts',
  'src/version.ts',
  'src/core/safe-line.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files of src/ a file imports (static, type-only and dynamic imports), relative to the repository. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => relative(root, resolve(root, dirname(file), name)).replace(/\.js$/, '.ts'));
}

const cli = sources('src/cli');

describe('what src/cli/ imports of the SDK', () => {
  it('reads the CLI and finds its imports of the SDK', () => {
    expect(cli.length).toBeGreaterThan(100);
    expect(importsOf('src/cli/program/invocation.ts')).toContain('src/index.ts');
  });

  it('goes through the entry points, src/internal.ts and the two leaves only', () => {
    const refused = cli.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith('src/cli/') && !doors.has(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(refused).toEqual([]);
  });

  it('leaves src/internal.ts to the CLI: no other part of src/ imports it', () => {
    const others = sources('src').filter((file) => !file.startsWith('src/cli/'));
    expect(others.filter((file) => importsOf(file).includes('src/internal.ts'))).toEqual([]);
  });

  it('keeps src/internal.ts to re-exports of names the CLI imports from it', () => {
    const source = ts.createSourceFile('internal.ts', readFileSync(join(root, 'src/internal.ts'), 'utf8'), 99);
    const notReExports = source.statements.filter((s) => !(ts.isExportDeclaration(s) && s.moduleSpecifier));
    expect(notReExports.map((s) => s.getText(source))).toEqual([]);
    const exported = source.statements.flatMap((s) =>
      ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause)
        ? s.exportClause.elements.map((e) => e.name.text)
        : [],
    );
    const internalImport = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(?:\.\.\/)+internal\.js'/g;
    const used = new Set(
      cli.flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(internalImport)].flatMap((m) =>
          (m[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
        ),
      ),
    );
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((name) => !used.has(name))).toEqual([]);
  });
});
