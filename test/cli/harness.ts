// Runs `wdp`'s main() in the test process against the loopback mock server of the test file, with an in-memory
// Io: its own environment, config dir, working folder and stdin, recorded stdout/stderr, signals sent by the test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { main } from '../../src/cli/program/main.js';
import type { MockServer, MockService } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { memoryIo } from './memory-io.js';

/** What a run of `wdp` gave. */
export interface WdpResult {
  stdout: string;
  stderr: string;
  code: number;
}

/**
 * Options of one run: environment variables to add (or remove with `undefined`), stdin text, the working folder,
 * and whether stdout and stderr are terminals (a TTY; `CI` is still set unless `env` removes it).
 */
export interface WdpRun {
  env?: Record<string, string | undefined>;
  input?: string;
  cwd?: string;
  tty?: boolean;
}

/** A `wdp` under way: what it wrote so far, waits on its output, signals to send, and its exit code. */
export interface RunningWdp {
  stdout(): string;
  /** The exact bytes written to stdout so far. */
  stdoutBytes(): Buffer;
  stderr(): string;
  /** Resolves once the text written to the stream matches (checked on each write, no polling). */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<void>;
  /** Sends SIGINT (Ctrl-C) or SIGTERM, as the terminal or a supervisor would. */
  kill(signal: 'SIGINT' | 'SIGTERM'): void;
  /** Resolves to the exit code. */
  exited: Promise<number>;
}

/** The environment of a run: the machine's without WDP_* and NO_COLOR, CI set (no colour, no prompt), plus `env`. */
export function environment(env: WdpRun['env'] = {}): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !key.startsWith('WDP_') && key !== 'NO_COLOR') clean[key] = value;
  clean['CI'] = 'true';
  for (const [key, value] of Object.entries(env))
    if (value === undefined) delete clean[key];
    else clean[key] = value;
  return clean;
}

/** Starts `wdp` with these arguments in this process; see `RunningWdp`. */
export function startWdp(args: readonly string[], run: WdpRun = {}): RunningWdp {
  const io = memoryIo({ ...run, env: environment(run.env) });
  const exited = main(args, io);
  return {
    stdout: () => io.stdout.text(),
    stdoutBytes: () => io.stdout.bytes(),
    stderr: () => io.stderr.text(),
    waitFor: (stream, pattern) => io[stream].waitFor(pattern, exited),
    kill: (signal) => io.signals.emit(signal),
    exited,
  };
}

/** Runs `wdp` with these arguments to its end; resolves to what it wrote and its exit code, whatever that is. */
export async function runWdp(args: readonly string[], run: WdpRun = {}): Promise<WdpResult> {
  const running = startWdp(args, run);
  const code = await running.exited;
  return { stdout: running.stdout(), stderr: running.stderr(), code };
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
  /** Starts `wdp` with `env(role)` plus `run.env`, to act while it runs. */
  start(args: readonly string[], run?: WdpRun & { role?: Role }): RunningWdp;
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
  const withEnv = (run: WdpRun & { role?: Role }): WdpRun => ({ ...run, env: { ...env(run.role), ...run.env } });
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
    wdp: (args, run = {}) => runWdp(args, withEnv(run)),
    start: (args, run = {}) => startWdp(args, withEnv(run)),
  };
}
