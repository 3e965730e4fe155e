// A terminal for `wdp`'s main() in the test process: a TTY stdin whose raw mode is recorded and whose keystrokes the
// test types, and an OS keychain held in a Map (or one that refuses), so no test touches the machine's keychain.
import { PassThrough } from 'node:stream';
import { main } from '../../src/cli/program/main.js';
import type { Keychain, OpenKeychain } from '../../src/cli/settings/keychain.js';
import { environment } from './harness.js';
import { type MemoryIo, memoryIo } from './memory-io.js';

/** A TTY stdin: `setRawMode` calls are recorded in `modes`; `type` sends keystrokes. */
export class FakeTerminal extends PassThrough {
  readonly isTTY = true;
  readonly modes: boolean[] = [];

  setRawMode(raw: boolean): this {
    this.modes.push(raw);
    return this;
  }

  /** Sends keystrokes as the terminal does in raw mode (Enter is `\r`). */
  type(keys: string): void {
    this.write(Buffer.from(keys));
  }
}

/** An OS keychain in memory: its `secrets` by account, or `failing` to refuse every call as a locked one does. */
export function memoryKeychain(failing?: string): { open: OpenKeychain; secrets: Map<string, string> } {
  const secrets = new Map<string, string>();
  const refuse = async () => {
    throw new Error(failing);
  };
  const keychain: Keychain = failing
    ? { get: refuse, set: refuse, delete: refuse }
    : {
        get: async (account) => secrets.get(account),
        set: async (account, secret) => void secrets.set(account, secret),
        delete: async (account) => secrets.delete(account),
      };
  return { open: async () => keychain, secrets };
}

/** What `startOnTerminal` gives: the io (recorded streams), the terminal to type at, and the exit code to come. */
export interface TerminalRun {
  io: MemoryIo;
  terminal: FakeTerminal;
  exited: Promise<number>;
}

/** No OS keychain: secrets go to the contexts file. */
export const noKeychain: OpenKeychain = async () => undefined;

/**
 * Starts `wdp` with stdin, stdout and stderr on a terminal (neither CI nor NO_COLOR set), `env` added to a clean
 * environment, and `keychain` as its OS keychain.
 */
export function startOnTerminal(
  args: readonly string[],
  env: Record<string, string | undefined>,
  keychain: OpenKeychain = noKeychain,
): TerminalRun {
  const terminal = new FakeTerminal();
  const base = memoryIo({ env: environment({ ...env, CI: undefined, NO_COLOR: undefined }), tty: true });
  const io: MemoryIo = { ...base, stdin: terminal, keychain };
  return { io, terminal, exited: main(args, io) };
}

/** Runs `wdp` with `input` piped on stdin (no terminal) and `keychain` as its OS keychain; resolves to its result. */
export async function runPiped(
  args: readonly string[],
  run: { env: Record<string, string | undefined>; input?: string; keychain?: OpenKeychain },
): Promise<{ stdout: string; stderr: string; code: number }> {
  const io: MemoryIo = {
    ...memoryIo({ env: environment(run.env), input: run.input }),
    keychain: run.keychain ?? noKeychain,
  };
  const code = await main(args, io);
  return { code, stdout: io.stdout.text(), stderr: io.stderr.text() };
}
