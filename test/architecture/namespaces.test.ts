import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A namespace method is one statement over ApiResource's verbs: the URL, query, body and option checks live in
// the verbs, so a method that grows a second statement is doing their work by hand.

const root = resolve(import.meta.dirname, '../..');

function namespaceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return namespaceFiles(path);
    return entry.name.endsWith('.ts') && readFileSync(join(root, path), 'utf8').includes('extends ApiResource')
      ? [path]
      : [];
  });
}

/** `Class.method (n statements)` for every method of a namespace class whose body is not a single statement. */
function longMethods(file: string): { methods: number; long: string[] } {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  let methods = 0;
  const long: string[] = [];
  for (const node of source.statements) {
    if (!ts.isClassDeclaration(node)) continue;
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member) || member.body === undefined) continue;
      methods++;
      const count = member.body.statements.length;
      if (count !== 1) long.push(`${node.name?.text}.${member.name.getText(source)} (${count} statements)`);
    }
  }
  return { methods, long };
}

/** The exported namespace classes of a file whose JSDoc has no `@example` (the API reference shows it). */
function withoutExample(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((node): node is ts.ClassDeclaration => ts.isClassDeclaration(node) && node.name !== undefined)
    .filter((node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
    .filter(
      (node) => node.name?.text !== 'Root' && !ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'example'),
    )
    .map((node) => `${file}: ${node.name?.text}`);
}

describe('the namespaces', () => {
  const files = namespaceFiles('src/resources');

  it('are all found', () => {
    expect(files.length).toBeGreaterThanOrEqual(21);
  });

  it('write every method as one statement', () => {
    const results = files.map(longMethods);
    expect(results.reduce((sum, r) => sum + r.methods, 0)).toBeGreaterThan(140);
    expect(results.flatMap((r) => r.long)).toEqual([]);
  });

  it('each show an @example for the API reference (Root, behind client.root(), is not exported)', () => {
    expect(files.flatMap(withoutExample)).toEqual([]);
  });
});
