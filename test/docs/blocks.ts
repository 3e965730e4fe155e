// The code blocks of the documentation (README.md and docs/*.md), as the docs tests read them: each fenced block
// with its language, where it starts, and whether it is marked `<!-- fragment -->` (an excerpt, not run).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, with a trailing slash. */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/** One fenced code block. */
export interface CodeBlock {
  /** The file, relative to the root, such as `docs/cli.md`. */
  file: string;
  /** The line of its opening fence (1-based). */
  line: number;
  /** The fence's language, lowercased (`ts`, `sh`...); '' without one. */
  lang: string;
  code: string;
  /** Marked `<!-- fragment -->` on the line above its fence: an excerpt, never run. */
  fragment: boolean;
}

/** The languages whose blocks are run, by the way they are run. */
export const runnable: Record<string, 'ts' | 'sh'> = { ts: 'ts', typescript: 'ts', sh: 'sh', bash: 'sh', shell: 'sh' };

/** The Markdown files the docs tests read: README.md and docs/ (but the built API reference), relative to the root. */
export function docFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(join('docs', 'api')));
  return ['README.md', ...docs.sort()];
}

/** The fenced code blocks of a Markdown text, in order. */
export function codeBlocks(file: string, text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', lang = ''] = open;
    const end = lines.findIndex((line, k) => k > i && line.trimStart().startsWith(fence) && line.trim() === fence);
    if (end === -1) throw new Error(`${file}:${i + 1}: a code block that is never closed`);
    const above = lines
      .slice(0, i)
      .reverse()
      .find((line) => line.trim() !== '');
    blocks.push({
      file,
      line: i + 1,
      lang: lang.toLowerCase(),
      code: lines
        .slice(i + 1, end)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n'),
      fragment: above?.trim() === '<!-- fragment -->',
    });
    i = end;
  }
  return blocks;
}

/** The code blocks of a documentation file, read from disk. */
export function blocksOf(file: string): CodeBlock[] {
  return codeBlocks(file, readFileSync(join(root, file), 'utf8'));
}
