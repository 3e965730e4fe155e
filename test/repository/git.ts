// What git says of the repository's files: those a commit would hold, those it ignores and the rule that ignores
// each. The user's own global excludes file is left out: the check is about the repository's rules (its
// .gitignore files and the clone's .git/info/exclude).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository's root. */
export const root = resolve(import.meta.dirname, '../..');

/** Runs git in the repository; `ok` lists the exit codes that are no failure (check-ignore exits 1 on no match). */
function git(args: string[], input = '', ok = [0]): string {
  const run = spawnSync('git', ['-c', 'core.excludesFile=', ...args], { cwd: root, input, encoding: 'utf8' });
  if (run.error || !ok.includes(run.status ?? -1)) {
    const why = run.error?.message ?? run.stderr;
    throw new Error(`git ${args.join(' ')} failed (this check needs git and a clone of the repository): ${why}`);
  }
  return run.stdout;
}

const entries = (output: string): string[] => output.split('\0').filter((entry) => entry !== '');

/** The files a commit would hold: tracked, or new and not ignored (relative, with `/`). */
export const repositoryFiles = (): string[] =>
  entries(git(['ls-files', '-z', '--cached', '--others', '--exclude-standard']));

/** The files and folders (ending in `/`) git ignores: new ones, and tracked ones that a rule matches all the same. */
export const ignoredFiles = (): string[] => [
  ...entries(git(['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory'])),
  ...entries(git(['ls-files', '-z', '--cached', '--ignored', '--exclude-standard'])),
];

/** The rule that ignores a path. */
export interface IgnoreRule {
  path: string;
  /** Where the rule is, such as `.gitignore:3`. */
  source: string;
  pattern: string;
}

/** The rules that ignore each of `paths` (which need not exist); a path no rule ignores is left out. */
export function ignoringRules(paths: readonly string[]): IgnoreRule[] {
  const output = entries(git(['check-ignore', '-z', '-v', '--no-index', '--stdin'], paths.join('\0'), [0, 1]));
  const rules: IgnoreRule[] = [];
  for (let i = 0; i + 3 < output.length; i += 4) {
    const [source = '', line = '', pattern = '', path = ''] = output.slice(i, i + 4);
    if (!pattern.startsWith('!')) rules.push({ path, source: `${source}:${line}`, pattern }); // `!`: kept, not ignored
  }
  return rules;
}
