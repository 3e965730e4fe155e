// `wdp mock --record URL [--out FILE]`: a recording proxy in front of a service until Ctrl-C, then the seed file it
// writes and how many records of which kind it holds.
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RecordingProxy, SeedKind } from '../../../mock/index.js';
import { startRecordingProxy } from '../../../mock/node.js';
import { note, printJsonLine, printLines } from '../../output/print.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import type { MockFlags } from './flags.js';

/** The seed file `--record` writes when no `--out` is given, in the working folder. */
const defaultOut = 'wdp-mock-seed.json';
/** The port `wdp mock` serves on when none is given: a client's WDP_BASE_URL is the same for both. */
const defaultPort = 4010;

/** Refuses flags that do not go together: `--record` with what chooses a mock's data, `--out` without `--record`. */
export function checkRecordFlags(flags: MockFlags): void {
  if (flags.record === undefined) {
    if (flags.out !== undefined) throw new UsageError('--out names the seed file of --record; add --record URL.');
    return;
  }
  const served = (['seedFile', 'seed', 'fault', 'cors'] as const).filter((name) => flags[name] !== undefined);
  const names = { seedFile: '--seed-file', seed: '--seed', fault: '--fault', cors: '--cors' };
  if (served.length)
    throw new UsageError(
      `--record proxies to a service and serves no mock: it takes no ${served.map((name) => names[name]).join(', ')}.`,
    );
}

/**
 * Records the service of `--record` through a loopback proxy until `stopped` (Ctrl-C or SIGTERM), then writes the
 * seed file (no credential in it) and says how many records of which kind it wrote; ends with 0. It journals as it
 * goes (`--out` + `.journal`): a run killed before it could write the seed file is resumed by the next one.
 */
export async function record(invocation: Invocation<MockFlags>, stopped: Promise<void>): Promise<number> {
  const { out = defaultOut, port } = invocation.flags;
  const path = invocation.path(out);
  const folder = await stat(dirname(path)).catch(() => undefined);
  if (!folder?.isDirectory())
    throw new CliError(`--out ${out}: the folder ${dirname(path)} does not exist; create it or pick another --out.`);
  const proxy = await listen(invocation, path, port);
  if (invocation.json) printJsonLine(invocation.io, { recording: proxy.target, baseUrl: proxy.url, out: path });
  else
    printLines(
      invocation.io,
      [
        `Recording ${proxy.target} through ${proxy.url}`,
        `seed file: ${path} (written on Ctrl-C)`,
        'Try:',
        `  WDP_BASE_URL=${proxy.url} WDP_TOKEN=<your token> wdp workspaces list`,
      ].join('\n'),
    );
  note(invocation.io, `Recording until Ctrl-C; credentials pass through to ${proxy.target} and none is written.`);
  if (proxy.resumed > 0)
    note(
      invocation.io,
      `Resuming the recording that ${path}.journal kept of a run that did not end: ${proxy.resumed} answers; ` +
        'Ctrl-C writes them to the seed file with what this run records.',
    );
  await stopped;
  await proxy.close();
  const counts = proxy.counts();
  if (invocation.json) printJsonLine(invocation.io, { out: path, records: counts });
  else printLines(invocation.io, wrote(path, counts));
  return 0;
}

/** Starts the proxy on `port`; with none given, on 4010, or on a free port when 4010 is taken (saying so). */
async function listen(
  invocation: Invocation<MockFlags>,
  out: string,
  port: number | undefined,
): Promise<RecordingProxy> {
  const target = invocation.flags.record ?? '';
  const onWarning = (message: string) => note(invocation.io, message);
  try {
    return await startRecordingProxy({ target, out, port: port ?? defaultPort, onWarning });
  } catch (error) {
    if (error instanceof TypeError && /^target /.test(error.message))
      throw new UsageError(error.message.replace(/^target must be/, '--record takes'));
    if (!(error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')) throw error;
    if (port !== undefined)
      throw new CliError(`Port ${port} is in use on 127.0.0.1; pick another with --port N (--port 0: any free one).`);
    const proxy = await startRecordingProxy({ target, out, port: 0, onWarning });
    note(invocation.io, `Port ${defaultPort} is in use; recording on a free port instead: ${proxy.url}`);
    return proxy;
  }
}

/** `Wrote 6 records to FILE: 3 profiles, 1 workspace, 2 channels.` */
function wrote(path: string, counts: Partial<Record<SeedKind, number>>): string {
  const kinds = Object.entries(counts).map(([kind, n]) => {
    const words = kind.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
    return `${n} ${n === 1 ? words.replace(/s$/, '') : words}`;
  });
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return `Wrote ${total} record${total === 1 ? '' : 's'} to ${path}${kinds.length ? `: ${kinds.join(', ')}` : ''}.`;
}
