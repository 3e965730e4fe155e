// The Markdown files the package ships (README.md, CHANGELOG.md, docs/) link only to files it ships: a user reading
// them in node_modules, or on the registry's page, has no repository to follow a link into. Here on the files
// `npm pack` would pack (its listing, no build); check-package.sh checks the same on the installed tarball
// (scripts/check-doc-links.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadLinks, linkedPath, relativeLinks } from '../../scripts/lib/doc-links.mjs';
import { docFiles, isShipped, root } from './blocks.js';

/** The files `npm pack` would put in the tarball, relative to the root (dist/ as it is now, built or not). */
function packedFiles(): string[] {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 << 20,
  });
  if (pack.status !== 0) throw new Error(`npm pack --dry-run failed:\n${pack.stdout}${pack.stderr}`);
  const [listing] = JSON.parse(pack.stdout) as Array<{ files: Array<{ path: string }> }>;
  return (listing?.files ?? []).map((file) => file.path);
}

describe('the packed Markdown files', () => {
  const files = packedFiles();

  it('link only to files and folders the package ships', () => {
    expect(files).toContain('README.md');
    expect(deadLinks(files, (file) => readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('include the examples the guides run, and leave out docs/developing.md (for working on wdp-sdk itself)', () => {
    expect(files).toEqual(expect.arrayContaining(['examples/quickstart.ts', 'examples/support/session.ts']));
    expect(files).not.toContain('docs/developing.md');
  });

  it('are the guides isShipped() names, whose blocks the package check runs in place of the src run', () => {
    const guides = docFiles();
    expect(guides.filter(isShipped)).toEqual(guides.filter((file) => files.includes(file)));
    expect(guides.filter((file) => !isShipped(file))).toEqual(['docs/developing.md']);
  });
});

describe('relativeLinks', () => {
  it('reads inline links, images, reference definitions and href, each with its line', () => {
    const text = [
      'See [the guide](docs/cli.md#flags) and ![logo](img/logo.png "Logo").',
      '[spec]: spec/operations.md',
      '<a href="examples/">examples</a> and <a href=\'LICENSE\'>the licence</a>',
      'An [angled](<docs/a b.md>) target.',
    ].join('\n');
    expect(relativeLinks(text)).toEqual([
      { line: 1, target: 'docs/cli.md#flags' },
      { line: 1, target: 'img/logo.png' },
      { line: 2, target: 'spec/operations.md' },
      { line: 3, target: 'examples/' },
      { line: 3, target: 'LICENSE' },
      { line: 4, target: 'docs/a b.md' },
    ]);
  });

  it('leaves out URLs, mailto, pure anchors, code and HTML comments', () => {
    const text = [
      '[site](https://example.com/x.md) [plain](http://a) [mail](mailto:a@b.c) [top](#usage) [host](//cdn/x.js)',
      '`[span](src/a.ts)` and ``[double `tick`](src/b.ts)``',
      '```md',
      '[fenced](test/c.ts)',
      '```',
      '<!-- [commented](bench/README.md) -->',
      '[kept](a.md)',
    ].join('\n');
    expect(relativeLinks(text)).toEqual([{ line: 7, target: 'a.md' }]);
  });
});

describe('linkedPath', () => {
  it("resolves a target from its file's folder, without its fragment, percent-decoded", () => {
    expect(linkedPath('docs/cli.md', '../README.md#install')).toBe('README.md');
    expect(linkedPath('docs/cli.md', 'mock.md')).toBe('docs/mock.md');
    expect(linkedPath('README.md', 'examples/')).toBe('examples');
    expect(linkedPath('README.md', 'docs/a%20b.md?plain=1')).toBe('docs/a b.md');
    expect(linkedPath('docs/cli.md', '/LICENSE')).toBe('LICENSE');
    expect(linkedPath('docs/cli.md', '../../outside.md')).toBeUndefined();
  });
});

describe('deadLinks', () => {
  it('names the file, the line and the missing path of each link to a file the package lacks', () => {
    const texts: Record<string, string> = {
      'README.md': '# x\n[ok](docs/a.md) [folder](examples/) [gone](test/types/)\n',
      'docs/a.md': 'Back to the [README](../README.md#x).\nSee [limits](../src/mock/limits.ts).\n',
      'docs/b.md': '[out](../../up.md)\n',
      'examples/q.ts': '// [not markdown](nowhere.md)\n',
    };
    expect(deadLinks(Object.keys(texts), (file) => texts[file] ?? '')).toEqual([
      'README.md:2: test/types/ (the package has no test/types)',
      'docs/a.md:2: ../src/mock/limits.ts (the package has no src/mock/limits.ts)',
      'docs/b.md:1: ../../up.md (leads out of the package)',
    ]);
  });
});
