// Every relative link of the documentation (README.md, docs/, CHANGELOG.md, PERFORMANCE.md) leads somewhere: its
// file exists, and its `#anchor` names a heading of that file (GitHub's slug) or an `id` it declares.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, docFiles, root } from './blocks.js';

/** A Markdown text without its code: fenced blocks and inline code spans hold no links. */
function prose(file: string, text: string): string {
  const lines = text.split('\n');
  for (const block of codeBlocks(file, text)) {
    const end = block.line + block.code.split('\n').length;
    for (let i = block.line - 1; i <= end && i < lines.length; i++) lines[i] = '';
  }
  return lines.join('\n').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lowercased, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file: its headings' slugs (a repeated one gets -1, -2...) and any `id="..."`. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8');
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(file, text).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug((heading[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/\bid="([^"]+)"/g)) anchors.add(id[1] ?? '');
  }
  return anchors;
}

/** The relative link targets of a file: inline `[text](target)` and reference `[name]: target`, with their line. */
function linksOf(file: string): Array<{ line: number; target: string }> {
  const text = prose(file, readFileSync(join(root, file), 'utf8'));
  const links: Array<{ line: number; target: string }> = [];
  text.split('\n').forEach((line, i) => {
    const inline = [...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? '');
    const reference = /^\s*\[[^\]]+\]:\s*(\S+)/.exec(line)?.[1];
    for (const target of reference ? [...inline, reference] : inline)
      if (!/^[a-z][a-z+.-]*:/i.test(target)) links.push({ line: i + 1, target });
  });
  return links;
}

const files = [...docFiles(), 'CHANGELOG.md', 'PERFORMANCE.md'];

describe('the relative links of the documentation resolve', () => {
  for (const file of files) {
    it(file, () => {
      const broken: string[] = [];
      for (const { line, target } of linksOf(file)) {
        const [path = '', anchor] = target.split('#');
        const to = path === '' ? file : relative(root, join(dirname(join(root, file)), decodeURI(path)));
        if (!existsSync(join(root, to))) {
          broken.push(`${file}:${line}: ${target} (no file ${to})`);
          continue;
        }
        if (anchor === undefined || anchor === '') continue;
        if (!to.endsWith('.md') || statSync(join(root, to)).isDirectory()) continue;
        if (!anchorsOf(to).has(decodeURIComponent(anchor)))
          broken.push(`${file}:${line}: ${target} (no heading of ${to} has the anchor #${anchor})`);
      }
      expect(broken).toEqual([]);
    });
  }
});

describe('slug', () => {
  it("spells a heading's anchor as GitHub does", () => {
    expect(slug('Errors: what failed, and why')).toBe('errors-what-failed-and-why');
    expect(slug('`wdp mock` and the admin API')).toBe('wdp-mock-and-the-admin-api');
    expect(slug('Files: upload and download')).toBe('files-upload-and-download');
  });
});
