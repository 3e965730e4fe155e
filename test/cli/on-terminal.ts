// Runs `wdp` as if on a person's terminal: stdout a TTY of a given width, neither CI nor NO_COLOR set, and the
// clock fixed, so fitted tables and relative times can be asserted exactly.
import { main } from '../../src/cli/program/main.js';
import { type CliHarness, environment, type WdpResult } from './harness.js';
import { memoryIo } from './memory-io.js';

/** Runs `wdp` signed in as the owner on a terminal `columns` wide whose clock reads `now`. */
export async function wdpOnTerminal(
  cli: CliHarness,
  args: readonly string[],
  terminal: { columns?: number; now: Date },
): Promise<WdpResult> {
  const env = environment({ ...cli.env(), CI: undefined, NO_COLOR: undefined });
  const io = memoryIo({ env, tty: true, columns: terminal.columns, now: terminal.now });
  const code = await main(args, io);
  return { code, stdout: io.stdout.text(), stderr: io.stderr.text() };
}
