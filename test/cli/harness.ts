// Runs `wdp` as a child process against the loopback mock server of the test file, with its own config dir.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { MockServer, MockService } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { cliBundle } from './build-cli.js';

/** What a run of `wdp` gave. */
export interface WdpResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Options of one run: environment variables to add (or remove with `undefined`) and stdin text. */
export interface WdpRun {
  env?: Record<string, string | undefined>;
  input?: string;
  cwd?: string;
}

/**
 * Runs the bundled `wdp` with these arguments and a clean environment (no WDP_* of the machine, CI set, so no
 * colour and no prompt); resolves when it exits, whatever its exit code.
 */
export function runWdp(args: readonly string[], run: WdpRun = {}): Promise<WdpResult> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !key.startsWith('WDP_') && key !== 'NO_COLOR') env[key] = value;
  env['CI'] = 'true';
  for (const [key, value] of Object.entries(run.env ?? {}))
    if (value === undefined) delete env[key];
    else env[key] = value;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [cliBundle, ...args],
      { env, cwd: run.cwd, encoding: 'utf8', timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ stdout, stderr, code });
      },
    );
    if (run.input !== undefined) child.stdin?.end(run.input);
    else child.stdin?.end();
  });
}

/** Which demo user `wdp` signs in as. */
export type Role = 'owner' | 'admin' | 'member' | 'outsider';

/** The test file's mock server and a `wdp` signed in to it. */
export interface CliHarness {
  readonly server: MockServer;
  readonly service: MockService;
  /** An empty config dir of this test (WDP_CONFIG_DIR). */
  readonly configDir: string;
  /** The environment that points `wdp` at the mock as a demo user, in the demo workspace. */
  env(role?: Role): Record<string, string>;
  /** Runs `wdp` with `env(role)` (owner by default) plus `run.env`. */
  wdp(args: readonly string[], run?: WdpRun & { role?: Role }): Promise<WdpResult>;
}

/**
 * Starts a loopback mock server for the file (the clock moves `autoAdvanceMs` per request, so jobs progress
 * as `wdp` polls), resets it and makes a fresh config dir before each test.
 */
export function useCli(options: { autoAdvanceMs?: number } = {}): CliHarness {
  let server: MockServer | undefined;
  let configDir = '';
  const started = (): MockServer => {
    if (!server) throw new Error('the mock server is not running');
    return server;
  };
  beforeAll(async () => {
    server = await startMockServer({ autoAdvanceMs: options.autoAdvanceMs ?? 500 });
  });
  beforeEach(async () => {
    started().service.reset();
    if (configDir) await rm(configDir, { recursive: true, force: true });
    configDir = await mkdtemp(join(tmpdir(), 'wdp-cli-test-'));
  });
  afterAll(async () => {
    await server?.close();
    if (configDir) await rm(configDir, { recursive: true, force: true });
  });
  const env = (role: Role = 'owner') => ({
    WDP_BASE_URL: started().url,
    WDP_TOKEN: started().service.fixtures[role].token,
    WDP_WORKSPACE: started().service.fixtures.workspaceId,
    WDP_CONFIG_DIR: configDir,
  });
  return {
    get server() {
      return started();
    },
    get service() {
      return started().service;
    },
    get configDir() {
      return configDir;
    },
    env,
    wdp: (args, run = {}) => runWdp(args, { ...run, env: { ...env(run.role), ...run.env } }),
  };
}
