// A flag whose value is text given inline, in a file (`@FILE`) or on stdin (`-`), as gh's `--body-file` and curl's
// `--data @file` take it: `wdp api --data @body.json`, `wdp comments post q3 --message -`.
import { createReadStream } from 'node:fs';
import { stdinSecretFlag } from '../settings/stdin-secret.js';
import { UsageError } from './exit.js';
import type { Invocation } from './invocation.js';
import { readAll } from './read-all.js';

/** At most this many bytes are read, as the SDK reads at most 64 MiB of a JSON answer (docs/cli.md says it). */
export const maxTextArgumentBytes = 64 * 1024 * 1024;

/**
 * The text a flag gives: `value` itself, the file `@FILE` holds, or stdin for `-` (read to its end, or until Ctrl-C
 * or SIGTERM); `-` is refused before anything is read when a secret flag reads stdin too (`--token -`). Over 64 MiB
 * is a usage error.
 */
export async function readTextArgument(invocation: Invocation, flag: string, value: string): Promise<string> {
  if (value === '-') {
    const secret = stdinSecretFlag(invocation.flags);
    if (secret !== undefined)
      throw new UsageError(
        `${flag} - and ${secret} - both read stdin, which can give one of them only; put the ${flag} text in a ` +
          'file, or give the secret in its WDP_* variable or a context.',
      );
    return readText(invocation, invocation.io.stdin, `${flag} -`);
  }
  if (!value.startsWith('@')) return value;
  const path = value.slice(1);
  try {
    return await readText(invocation, createReadStream(invocation.path(path)), `${flag} @${path}`);
  } catch (error) {
    if (error instanceof UsageError || invocation.signal.aborted) throw error;
    throw new UsageError(`Cannot read the ${flag} file ${path}: ${(error as Error).message}`);
  }
}

/** A stream's text to its end (or Ctrl-C); over `maxTextArgumentBytes`, a usage error naming the flag `given`. */
async function readText(invocation: Invocation, stream: NodeJS.ReadableStream, given: string): Promise<string> {
  const tooLong = () =>
    new UsageError(`${given} gave more than ${maxTextArgumentBytes / 1024 / 1024} MiB; nothing was sent.`);
  return (await readAll(stream, maxTextArgumentBytes, tooLong, invocation.signal)).toString('utf8');
}
