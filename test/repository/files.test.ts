// Nothing the project names is missing from it. No file of the project's folders is ignored by git (an unanchored
// `coverage/` once kept test/coverage/operations.test.ts out of every clone), no rule would ignore a new one, and
// every repository path that the documentation or a source comment names is in the repository as a clone has it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type IgnoreRule, ignoredFiles, ignoringRules, repositoryFiles, root } from './git.js';
import { type NamedPath, PathReader } from './named-paths.js';
import { Tree } from './tree.js';

/** The project's folders: no file in them is ignored. */
const projectFolders = ['src/', 'test/', 'docs/', 'scripts/', 'bench/', 'examples/', 'spec/'];

/** What is generated inside them, ignored on purpose and never checked as a named path. */
const generated: Record<string, string> = { 'docs/api/': 'the API reference, which `npm run docs` builds' };

/** Paths the CHANGELOG names that later changes removed: its entries are history. Keep this list short. */
const changelogHistory: Record<string, string> = {};

const files = repositoryFiles();
/** The files to read: a tracked file deleted in the work tree is still named by git. */
const present = files.filter((file) => existsSync(join(root, file)));
const tree = new Tree(files);
const inProject = (path: string) => projectFolders.some((folder) => path.startsWith(folder));
const isGenerated = (path: string) => Object.keys(generated).some((folder) => path.startsWith(folder));

/** What to do about a rule that ignores a file of the project: a name matched in any folder only needs anchoring. */
const advice = (pattern: string): string =>
  pattern.startsWith('/') || /\/./.test(pattern)
    ? 'write what it ignores outside the project folders (under .tmp/), or remove the rule'
    : `anchor the rule to the root: /${pattern}`;

/** One line per rule: the paths it ignores (the first few) and what to do. */
function byRule(rules: IgnoreRule[]): string[] {
  const groups = new Map<string, { pattern: string; paths: string[] }>();
  for (const { source, pattern, path } of rules) {
    const key = `${source} "${pattern}"`;
    groups.set(key, { pattern, paths: [...(groups.get(key)?.paths ?? []), path] });
  }
  return [...groups].map(([rule, { pattern, paths }]) => {
    const shown = paths.length > 4 ? `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more` : paths.join(', ');
    return `${rule} ignores ${shown}: ${advice(pattern)}`;
  });
}

describe('the files git ignores', () => {
  it(`are none under ${projectFolders.join(', ')} but what is generated there`, () => {
    const ignored = ignoredFiles().filter((path) => inProject(path) && !isGenerated(path));
    const rules = ignoringRules(ignored);
    const unexplained = ignored
      .filter((path) => !rules.some((rule) => rule.path === path))
      .map((path) => `${path} is ignored (git check-ignore -v ${path} tells by which rule)`);
    expect([...byRule(rules), ...unexplained]).toEqual([]);
  });

  it('would be none of a new file in any folder of the project', () => {
    const folders = [...projectFolders, ...[...tree.folders].filter(inProject)].filter((path) => !isGenerated(path));
    const names = ['zz-new-file', ...[...tree.extensions()].map((extension) => `zz-new-file${extension}`)];
    const probes = [...new Set(folders)].flatMap((folder) => [
      ...names.map((name) => `${folder}${name}`),
      `${folder}zz-new-folder/zz-new-file.ts`,
    ]);
    expect(byRule(ignoringRules(probes))).toEqual([]);
  });

  it('come from the root .gitignore alone, each rule anchored to the root (a leading /)', () => {
    const nested = files.filter((file) => file.endsWith('/.gitignore'));
    expect(nested.map((file) => `${file}: move its rules to the root .gitignore, anchored`)).toEqual([]);
    const rules = readFileSync(join(root, '.gitignore'), 'utf8')
      .split('\n')
      .map((line, index) => ({ line: index + 1, pattern: line.trim() }))
      .filter(({ pattern }) => pattern !== '' && !pattern.startsWith('#') && !pattern.startsWith('!'));
    const loose = rules.filter(({ pattern }) => !pattern.startsWith('/'));
    const fixes = loose.map(
      ({ line, pattern }) => `.gitignore:${line} "${pattern}": anchor the rule to the root: /${pattern}`,
    );
    expect(fixes).toEqual([]);
  });
});

/** The named paths that are not in the repository (but generated ones). */
const dangling = (named: NamedPath[]): NamedPath[] =>
  named.filter(({ path, from }) => !isGenerated(path) && !(from ? tree.hasFrom(path, from) : tree.has(path)));

const missing = ({ where, path, from }: NamedPath): string =>
  `${where} names ${from ?? ''}${path}, which is not in the repository`;

const reader = new PathReader(tree.extensions());
const text = (file: string) => readFileSync(join(root, file), 'utf8');
const docs = present.filter(
  (file) => file.endsWith('.md') && !file.startsWith('test/fixtures/') && !isGenerated(file) && file !== 'CHANGELOG.md',
);
const sources = present.filter(
  (file) => /^(src|test|scripts|bench|examples)\/|^[^/]+\.[cm]?[jt]s$/.test(file) || file === '.ci/run',
);

describe('the repository paths named', () => {
  it('by the documentation (every Markdown file but test fixtures) are all there', () => {
    const named = dangling(docs.flatMap((file) => reader.markdown(file, text(file))));
    const fixes = named.map((path) => `${missing(path)}: fix it (a file of an example: name it outside these folders)`);
    expect(fixes).toEqual([]);
  });

  it('by the CHANGELOG are there, or removed since and listed in changelogHistory with why', () => {
    const named = dangling(reader.markdown('CHANGELOG.md', text('CHANGELOG.md')));
    const fixes = named
      .filter(({ path }) => !(path in changelogHistory))
      .map((path) => `${missing(path)}: fix it, or if a later change removed it, add it to changelogHistory`);
    const stale = Object.keys(changelogHistory)
      .filter((path) => !named.some((entry) => entry.path === path))
      .map((path) => `changelogHistory lists ${path}, which the CHANGELOG names no more or is there: remove it`);
    expect([...fixes, ...stale]).toEqual([]);
  });

  it("by the source's comments (src, test, scripts, bench, examples, the root's configs, .ci/run) are there", () => {
    const named = dangling(sources.flatMap((file) => reader.source(file, text(file))));
    expect(named.map((path) => `${missing(path)}: fix the comment`)).toEqual([]);
  });
});
