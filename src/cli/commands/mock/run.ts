import type { MockFaultRuleState, MockServer, MockServerOptions } from '../../../mock/index.js';
import { startMockServer } from '../../../mock/node.js';
import { note, printJsonLine, printLine } from '../../output/print.js';
import type { Io } from '../../output/terminal.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { parseFaultSpec } from './fault-spec.js';
import type { MockFlags } from './flags.js';
import { checkRecordFlags, record } from './record.js';
import { type RecordedUser, readSeedFile, recordedLines, recordedUsers } from './replay.js';

/** How much faster than real time the served mock's clock runs: a pipeline run (10 s of it) takes half a second. */
const speed = 20;

/** What `wdp mock --json` prints first, on one line. */
interface Served {
  baseUrl: string;
  tokenUrl: string;
  workspaceId: string;
  tokens: { owner: string; admin: string; member: string; outsider: string };
  /** The bearer token of the admin API under `${baseUrl}/__mock/`. */
  adminToken: string;
  /** The fault rules of `--fault`, as the admin API lists them. */
  faults: MockFaultRuleState[];
  /** With `--seed-file`: every recorded profile and its token. */
  users?: RecordedUser[];
}

/**
 * `wdp mock [--port N] [--seed N] [--cors ORIGIN]... [--fault SPEC]...`: serves the mock on 127.0.0.1 until
 * SIGINT (Ctrl-C) or SIGTERM, then closes it and ends with 0, the normal end of a server. It prints the demo users'
 * tokens: fresh ones each run unless `--seed` asks for the documented ones; they open nothing but this mock. The
 * `--fault` rules are checked before anything is served, as is the recording `--seed-file` serves in place of the
 * demo data. With `--record URL` it records a service instead (record.ts).
 */
export async function serve(invocation: Invocation<MockFlags>): Promise<number> {
  const { port, seed, cors } = invocation.flags;
  checkRecordFlags(invocation.flags);
  const faults = (invocation.flags.fault ?? []).map(parseFaultSpec); // checked before anything is served
  const seedFile = await readSeedFile(invocation); // so is the seed file of --seed-file
  // Listening for SIGTERM before anything is printed: a script may send it as soon as it reads the first line.
  const stop = onStop(invocation.signal, invocation.io.signals);
  try {
    if (invocation.flags.record !== undefined) return await record(invocation, stop.stopped);
    // Without --seed the demo users' tokens are fresh ones: the documented ones would open it to anything local.
    const tokens = seed === undefined ? 'fresh' : 'demo';
    const checked = invocation.flags.check !== false;
    const options = { seed: seed ?? 1, speed, tokens, cors, seedFile, checked } as const;
    const server = await listen(options, port, invocation);
    for (const rule of faults) server.service.admin.addFault(rule);
    const served = describe(server);
    if (invocation.json) printJsonLine(invocation.io, served);
    else printLine(invocation.io, ...banner(served, checked));
    note(invocation.io, `Serving until Ctrl-C; the mock's clock runs ${speed}x faster than real time.`);
    await stop.stopped;
    await server.close();
    return 0;
  } finally {
    stop.release();
  }
}

/** The port `wdp mock` prefers when none is given. */
const defaultPort = 4010;

/**
 * Starts the server on `port`; with none given, on 4010, or on a free port when 4010 is taken (saying so). A port
 * given and taken is an error; a bad `--cors` origin is a usage error.
 */
async function listen(
  options: MockServerOptions,
  port: number | undefined,
  invocation: Invocation,
): Promise<MockServer> {
  try {
    return await startMockServer({ ...options, port: port ?? defaultPort });
  } catch (error) {
    if (error instanceof TypeError && /^cors /.test(error.message))
      throw new UsageError(`--cors takes an origin such as https://app.example:8443; ${error.message.split('; ')[1]}`);
    if (!(error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')) throw error;
    if (port !== undefined)
      throw new CliError(`Port ${port} is in use on 127.0.0.1; pick another with --port N (--port 0: any free one).`);
    const server = await startMockServer({ ...options, port: 0 });
    note(invocation.io, `Port ${defaultPort} is in use; serving on a free port instead: ${server.url}`);
    return server;
  }
}

function describe(server: MockServer): Served {
  const { workspaceId, owner, admin, member, outsider } = server.service.fixtures;
  return {
    baseUrl: server.url,
    tokenUrl: `${server.url}/oauth/token`,
    workspaceId,
    tokens: { owner: owner.token, admin: admin.token, member: member.token, outsider: outsider.token },
    adminToken: server.service.admin.token,
    faults: server.service.admin.faults(),
    ...recordedUsers(server.service.fixtures),
  };
}

/** The banner's lines; printed each on one line, escaped, so that no name of a seed file can fake another. */
function banner(
  { baseUrl, tokenUrl, workspaceId, tokens, adminToken, faults, users }: Served,
  checked: boolean,
): string[] {
  const demo = Object.entries(tokens).map(([role, token]) => `  ${role.padEnd(9)} ${token}`);
  const rules = faults.map((rule) => `  ${rule.id} ${rule.method} ${rule.path} ${JSON.stringify(rule.fault)}`);
  return [
    `The wdp mock service is serving ${baseUrl}`,
    `token endpoint: ${tokenUrl}`,
    `workspace:      ${workspaceId}`,
    ...(users ? recordedLines(users) : ["Demo users' tokens (the mock's own, not secrets):", ...demo]),
    `Admin API (${baseUrl}/__mock/: reset, clock, journal, faults): Authorization: Bearer ${adminToken}`,
    ...(checked
      ? ['Request bodies and queries are checked (--no-check: not); GET /__mock/journal?violations lists violations']
      : []),
    ...(rules.length === 0 ? [] : ['Fault rules (GET /__mock/faults shows their hits):', ...rules]),
    'Try:',
    `  WDP_BASE_URL=${baseUrl} WDP_TOKEN=${tokens.owner} WDP_WORKSPACE=${workspaceId} wdp profile`,
  ];
}

/** Resolves `stopped` on Ctrl-C (the invocation's signal) or SIGTERM; `release` stops listening for them. */
function onStop(signal: AbortSignal, signals: Io['signals']): { stopped: Promise<void>; release: () => void } {
  let release = () => {};
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      release();
      resolve();
    };
    release = () => {
      signal.removeEventListener('abort', stop);
      signals.off('SIGTERM', stop);
    };
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', stop);
    signals.once('SIGTERM', stop);
  });
  return { stopped, release };
}
