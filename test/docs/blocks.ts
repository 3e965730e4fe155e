// The code blocks of the repository's documentation (README.md and docs/*.md), as the docs tests read them: the
// parser and the exit checks are scripts/lib/doc-blocks.mjs, which the package check (scripts/check-doc-blocks.mjs)
// runs on the guides of the installed tarball; here the files are the repository's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CodeBlock, codeBlocks } from '../../scripts/lib/doc-blocks.mjs';

export { type CodeBlock, codeBlocks, runnable } from '../../scripts/lib/doc-blocks.mjs';

/** The repository's root, with a trailing slash. */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/** The Markdown files the docs tests read: README.md and docs/ (but the built API reference), relative to the root. */
export function docFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(join('docs', 'api')));
  return ['README.md', ...docs.sort()];
}

/**
 * Whether the package ships `file` (a path from the root), by package.json's `files`: its names, `*` within one
 * folder, and `!` patterns that take a file out again.
 */
export function isShipped(file: string): boolean {
  const { files } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}(/.*)?$`).test(file);
  return (
    files.some((p) => !p.startsWith('!') && matches(p)) && !files.some((p) => p.startsWith('!') && matches(p.slice(1)))
  );
}

/** The code blocks of a documentation file, read from disk. */
export function blocksOf(file: string): CodeBlock[] {
  return codeBlocks(file, readFileSync(join(root, file), 'utf8'));
}
