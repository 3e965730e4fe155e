// Every ```ts and ```sh block of README.md and docs/ runs, as a reader would run it, against a fresh loopback mock
// server with the demo data (WDP_BASE_URL, WDP_TOKEN as the demo admin, WDP_WORKSPACE): a renamed method or flag
// breaks the build, not the reader. A block marked `<!-- fragment -->` is an excerpt and is not run.
// `wdp` in a shell block runs the CLI in this process (wdp-relay.ts). The blocks of the guides the package ships run
// in the package check instead, on the installed tarball with its `wdp` bin (scripts/check-doc-blocks.mjs), as users
// meet them; here only the others' run (docs/developing.md), unless DOCS_FILES=docs/cli.md,README.md names files to
// run on src/ (a quicker loop while writing a guide). Every file's fences are checked here either way.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withExitChecks } from '../../scripts/lib/doc-blocks.mjs';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { blocksOf, type CodeBlock, docFiles, isShipped, root, runnable } from './blocks.js';
import { startRelay } from './wdp-relay.js';

/** How long one block may run before it counts as hung: a few seconds here, bounded for a loaded two-core machine. */
const blockMs = 120_000;
/** Where TypeScript blocks are written to be imported (inside the repository, so that packages resolve; ignored). */
const blockDir = join(root, '.tmp/docs-blocks');
/** A folder holding only `wdp` (the relay's client), the frames it requires and its socket: first on the PATH. */
const binDir = mkdtempSync(join(tmpdir(), 'wdp-docs-bin-'));
mkdirSync(blockDir, { recursive: true });
let stopRelay: (() => Promise<void>) | undefined;
beforeAll(async () => {
  stopRelay = await startRelay(binDir);
});
afterAll(async () => {
  await stopRelay?.();
  rmSync(binDir, { recursive: true, force: true });
});

const chosen = process.env['DOCS_FILES']?.split(',').map((file) => file.trim());
const files = chosen ?? docFiles();

/** Runs `run` with a fresh mock server of the demo data, its WDP_* variables set for the block. */
async function withMock(run: (env: Record<string, string>) => Promise<void>): Promise<void> {
  const server: MockServer = await startMockServer({ speed: 20, tokens: 'demo' });
  const env = {
    WDP_BASE_URL: server.url,
    WDP_TOKEN: server.service.fixtures.admin.token,
    WDP_WORKSPACE: server.service.fixtures.workspaceId,
    // `wdp auth login` keeps tokens in the contexts file of the block's own folder, never in the machine's keychain.
    WDP_KEYRING: '0',
  };
  try {
    await run(env);
  } finally {
    await server.close();
  }
}

/** Imports a TypeScript block as a module of its own, with `env` as its environment; its console output is kept. */
async function runTs(block: CodeBlock, env: Record<string, string>): Promise<void> {
  const file = join(blockDir, `${block.file.replace(/[^\w]/g, '_')}_${block.line}.ts`);
  writeFileSync(file, `${block.code}\nexport {};\n`);
  const saved = Object.entries(process.env).filter(([name]) => name.startsWith('WDP_'));
  for (const [name] of saved) delete process.env[name];
  Object.assign(process.env, env);
  const quiet = [
    vi.spyOn(console, 'log').mockImplementation(() => {}),
    vi.spyOn(console, 'info').mockImplementation(() => {}),
  ];
  try {
    await import(/* @vite-ignore */ `${pathToFileURL(file).href}?t=${Date.now()}`);
  } catch (error) {
    // Its line in the Markdown file: the block's own line numbers (in the stack) count from the fence.
    throw new Error(`${block.file}:${block.line} (the fence; the block's line N is ${block.line}+N): ${error}`, {
      cause: error,
    });
  } finally {
    for (const spy of quiet) spy.mockRestore();
    // The same process.env object, its WDP_* variables as they were: other test files share this worker.
    for (const name of Object.keys(process.env)) if (name.startsWith('WDP_')) delete process.env[name];
    for (const [name, value] of saved) process.env[name] = value;
    rmSync(file, { force: true });
  }
}

/**
 * Runs a shell block with bash (`set -euo pipefail`) in a fresh folder, in a process group of its own that is
 * killed when the block ends (a process it left running) or after `blockMs`; rejects with its output on failure.
 * An exit code a comment names (`echo "$status"   # 2: ...`) is checked (exit-codes.ts).
 */
function runSh(block: CodeBlock, env: Record<string, string>): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'wdp-docs-sh-'));
  // The blocks reach only the mock on loopback: no certificate of NODE_EXTRA_CA_CERTS is needed, and Node 20 reads
  // and parses the whole file it names at every start (the system's CA bundle on CI machines: a third of the CPU of
  // a `wdp` command that calls the mock, PERFORMANCE.md), which the blocks' many `node` processes (the relay's `wdp`
  // among them) would pay for nothing.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('WDP_') && name !== 'NODE_EXTRA_CA_CERTS'),
  );
  return new Promise<void>((resolve, reject) => {
    const child = spawn('bash', ['-c', `set -euo pipefail\n${withExitChecks(block.code)}`], {
      cwd: home,
      env: {
        ...inherited,
        ...env,
        HOME: home,
        XDG_CONFIG_HOME: join(home, '.config'),
        PATH: [binDir, process.env['PATH'] ?? ''].join(delimiter),
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    };
    const timer = setTimeout(killGroup, blockMs);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      killGroup();
      rmSync(home, { recursive: true, force: true });
      if (code === 0) resolve();
      else reject(new Error(`${block.file}:${block.line}: the block exited ${signal ?? code}; its output:\n${output}`));
    });
  });
}

describe('the code blocks of the documentation run', () => {
  for (const file of files) {
    // blocksOf throws on a fence that is never closed: the file's own test says so.
    const all = (() => {
      try {
        return blocksOf(file);
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    })();
    const run = chosen !== undefined || !isShipped(file);
    const blocks = all instanceof Error || !run ? [] : all.filter((b) => runnable[b.lang] !== undefined && !b.fragment);
    describe(file, () => {
      it('closes every code block it opens', () => {
        expect(all instanceof Error ? all.message : 'closed').toBe('closed');
      });
      for (const block of blocks) {
        const kind = runnable[block.lang];
        // Shell blocks are processes of their own, each with its own mock server: they run side by side. TypeScript
        // blocks run in this process, with its environment set for them: one at a time.
        it(`${block.file}:${block.line} (${block.lang})`, {
          timeout: 2 * blockMs,
          concurrent: kind === 'sh',
        }, async () => {
          await expect(withMock((env) => (kind === 'ts' ? runTs(block, env) : runSh(block, env)))).resolves.toBe(
            undefined,
          );
        });
      }
    });
  }
});
