// The files the generator reads and writes, and the marked parts of hand-written ones it fills:
// `<!-- generated:KEY -->` … `<!-- /generated -->`, the prose around them left as written.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root. */
export const root = resolve(import.meta.dirname, '../..');

/** A fault in the descriptions or the generator's data: `npm run generate` prints it and exits non-zero. */
export class GenerateError extends Error {
  override name = 'GenerateError';
}

/** The text of a file of the repository. */
export const readRepoFile = (file: string): string => readFileSync(resolve(root, file), 'utf8');

const end = '<!-- /generated -->';

/** The text between the markers of `key` in `text` (without the newlines right inside them). */
export function marked(text: string, key: string, file: string): string {
  const start = `<!-- generated:${key} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new GenerateError(`${file} has no \`${start}\` … \`${end}\` part`);
  return text.slice(from + start.length, to).replace(/^\n|\n$/g, '');
}

/** `text` with the part marked `key` replaced by `content`; a block (`inline` false) sits on lines of its own. */
export function fill(text: string, key: string, content: string, file: string, inline = false): string {
  const start = `<!-- generated:${key} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new GenerateError(`${file} has no \`${start}\` … \`${end}\` part`);
  const body = inline ? content : `\n${content}\n`;
  return text.slice(0, from + start.length) + body + text.slice(to);
}

/** Prose wrapped at 120 columns, as the Markdown files of the repository are. */
export function wrap(text: string, width = 120): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].join('\n');
}

/** A Markdown table, its columns padded to their widest cell. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, 3, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * TypeScript source as Biome formats it, its imports sorted (the repository's settings), so the committed file
 * passes the lint.
 */
export function formatted(text: string, file: string): string {
  return execFileSync(join(root, 'node_modules/.bin/biome'), ['check', '--write', `--stdin-file-path=${file}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });
}
