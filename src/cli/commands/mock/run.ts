import { startMockServer } from '../../../mock/node.js';
import type { MockServer } from '../../../mock/server-types.js';
import { note, printLines } from '../../output/print.js';
import type { Io } from '../../output/terminal.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import type { MockFlags } from './flags.js';

/** How much faster than real time the served mock's clock runs: a pipeline run (10 s of it) takes half a second. */
const speed = 20;

/** What `wdp mock --json` prints first, on one line. */
interface Served {
  baseUrl: string;
  tokenUrl: string;
  workspaceId: string;
  tokens: { owner: string; admin: string; member: string; outsider: string };
}

/**
 * `wdp mock [--port N] [--seed N]`: serves the mock on 127.0.0.1 until SIGINT (Ctrl-C) or SIGTERM, then closes
 * it and ends with 0, the normal end of a server. It prints the demo users' tokens: they are the mock's, no secret.
 */
export async function serve(invocation: Invocation<MockFlags>): Promise<number> {
  const { port, seed = 1 } = invocation.flags;
  // Listening for SIGTERM before anything is printed: a script may send it as soon as it reads the first line.
  const stop = onStop(invocation.signal, invocation.io.signals);
  try {
    const server = await listen(port, seed);
    const served = describe(server);
    if (invocation.json) invocation.io.stdout.write(`${JSON.stringify(served)}\n`);
    else printLines(invocation.io, banner(served));
    note(invocation.io, `Serving until Ctrl-C; the mock's clock runs ${speed}x faster than real time.`);
    await stop.stopped;
    await server.close();
    return 0;
  } finally {
    stop.release();
  }
}

async function listen(port: number, seed: number): Promise<MockServer> {
  try {
    return await startMockServer({ port, seed, speed });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')
      throw new CliError(`Port ${port} is in use on 127.0.0.1; pick another with --port N (--port 0: any free one).`);
    throw error;
  }
}

function describe(server: MockServer): Served {
  const { workspaceId, owner, admin, member, outsider } = server.service.fixtures;
  return {
    baseUrl: server.url,
    tokenUrl: `${server.url}/oauth/token`,
    workspaceId,
    tokens: { owner: owner.token, admin: admin.token, member: member.token, outsider: outsider.token },
  };
}

function banner({ baseUrl, tokenUrl, workspaceId, tokens }: Served): string {
  const users = Object.entries(tokens).map(([role, token]) => `  ${role.padEnd(9)} ${token}`);
  return [
    `The wdp mock service is serving ${baseUrl}`,
    `token endpoint: ${tokenUrl}`,
    `workspace:      ${workspaceId}`,
    "Demo users' tokens (the mock's own, not secrets):",
    ...users,
    'Try:',
    `  WDP_BASE_URL=${baseUrl} WDP_TOKEN=${tokens.owner} WDP_WORKSPACE=${workspaceId} wdp profile`,
  ].join('\n');
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
