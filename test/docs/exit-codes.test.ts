// The exit codes the docs' comments name are checked when their blocks run (withExitChecks of
// scripts/lib/doc-blocks.mjs, in code-blocks.test.ts and in the package check): here, that the check fails on a wrong
// code and passes on the right one, and that every line of the docs that prints `$status` names the code it expects.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { namedExitCodes, withExitChecks } from '../../scripts/lib/doc-blocks.mjs';
import { blocksOf, docFiles, runnable } from './blocks.js';

/** Runs a block's code as code-blocks.test.ts does, with its exit checks. */
const run = (code: string) =>
  spawnSync('bash', ['-c', `set -euo pipefail\n${withExitChecks(code)}`], { encoding: 'utf8', timeout: 60_000 });

describe('withExitChecks', () => {
  it('passes a block whose command exits with the code its comment names', () => {
    const result = run('status=0; (exit 3) || status=$?\necho "$status"    # 3: the job ended ERROR\necho after');
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('3\nafter\n');
    expect(result.status).toBe(0);
  });

  it('fails a block whose command exits with another code, naming the line and both codes', () => {
    const result = run('true\nstatus=0; (exit 2) || status=$?; echo "$status"  # 1: refused\necho after');
    expect(result.stdout).toBe('2\n');
    expect(result.stderr).toBe('line 2 of the block: the comment says exit code 1, the command exited 2\n');
    expect(result.status).toBe(97);
  });

  it('checks a status of 0 and a code of three digits', () => {
    expect(run('status=0; true || status=$?; echo "$status"  # 0').status).toBe(0);
    expect(run('status=0; (exit 143) || status=$?; echo "$status"  # 143; still RUNNING').status).toBe(0);
    expect(run('status=0; (exit 14) || status=$?; echo "$status"  # 143; still RUNNING').status).toBe(97);
  });

  it('finds the lines that print $status, and the code each names or undefined where its comment names none', () => {
    const code = 'echo "$status"  # 2: usage\nstatus=0; false || status=$?; echo "$status"  # refused\necho "$status"';
    expect(namedExitCodes(code)).toEqual([2, undefined, undefined]);
  });

  it('leaves every other line as it is', () => {
    const code = 'echo "$status_line"  # 1\necho "$status" > file  # 2\nexit $status';
    expect(withExitChecks(code)).toBe(code);
  });
});

describe("the docs' shell blocks", () => {
  const blocks = docFiles()
    .flatMap(blocksOf)
    .filter((block) => runnable[block.lang] === 'sh' && !block.fragment);

  it('name the exit code wherever they print $status', () => {
    const unnamed = blocks
      .filter((block) => namedExitCodes(block.code).includes(undefined))
      .map((block) => `${block.file}:${block.line}`);
    expect(unnamed).toEqual([]);
  });

  it('name exit codes that code-blocks.test.ts checks: at least the ones of the CLI guide', () => {
    const named = blocks.filter((block) => block.file === 'docs/cli.md').flatMap((b) => namedExitCodes(b.code));
    expect(named.length).toBeGreaterThanOrEqual(15);
    expect(new Set(named)).toEqual(new Set([1, 2, 3, 4, 143]));
  });
});
