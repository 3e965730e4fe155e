// scripts/run-steps.mjs, the runner of npm test and test:node: every step runs even after a failure, a step marked
// `beside` runs side by side with the one before it (its output kept and printed whole), and the summary names each.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const runner = fileURLToPath(new URL('../../scripts/run-steps.mjs', import.meta.url));

/** Runs runSteps over `steps` (each a name, a node program and whether it runs beside) in a child process. */
function run(steps: Array<{ name: string; code: string; beside?: boolean }>): Promise<{ code: number; out: string }> {
  const program = [
    `import { runSteps } from ${JSON.stringify(runner)};`,
    `const steps = ${JSON.stringify(steps)}.map((s) => ({ ...s, argv: [process.execPath, '-e', s.code] }));`,
    "await runSteps('check', steps);",
  ].join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

describe('runSteps', () => {
  it('runs every step even after one failed, and names the failed ones', async () => {
    const { code, out } = await run([
      { name: 'first', code: 'process.exit(3)' },
      { name: 'second', code: "console.log('second ran')" },
    ]);
    expect(code).toBe(1);
    expect(out).toContain('second ran');
    expect(out).toMatch(/ {2}first {4}FAILED \(exit 3\) +\d+\.\d s\n {2}second {3}passed +\d+\.\d s\n/);
    expect(out).toMatch(/check: 1 of 2 steps FAILED \(first\) in \d+\.\d s\n$/);
  });

  it('runs a step marked beside at the same time as the one before it, and prints its output whole', async () => {
    // Each waits for the other's file: only steps that run side by side can both end.
    const wait = (mine: string, theirs: string) =>
      `const fs = require('node:fs'); const p = require('node:path');` +
      `fs.writeFileSync(p.join(process.env.DIR, '${mine}'), '');` +
      `const t = setInterval(() => { if (fs.existsSync(p.join(process.env.DIR, '${theirs}'))) {` +
      ` clearInterval(t); console.log('${mine} saw ${theirs}'); } }, 5);`;
    const tmp = mkdtempSync(join(tmpdir(), 'run-steps-'));
    process.env['DIR'] = tmp;
    try {
      const { code, out } = await run([
        { name: 'left', code: wait('left', 'right') },
        { name: 'right', code: wait('right', 'left'), beside: true },
      ]);
      expect(code).toBe(0);
      expect(out).toContain('> left (beside the others):\n');
      expect(out).toContain('left saw right');
      expect(out).toContain('right saw left');
      expect(out).toMatch(/check: 2 of 2 steps passed in/);
    } finally {
      delete process.env['DIR'];
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
