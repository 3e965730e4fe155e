// A flag whose value is text given inline, in a file (`@FILE`) or on stdin (`-`), as gh's `--body-file` and curl's
// `--data @file` take it: `wdp api --data @body.json`, `wdp comments post q3 --message -`.
import { readFile } from 'node:fs/promises';
import { stdinSecretFlag } from '../settings/stdin-secret.js';
import { UsageError } from './exit.js';
import type { Invocation } from './invocation.js';

/**
 * The text a flag gives: `value` itself, the file `@FILE` holds, or stdin for `-` (read to its end); `-` is
 * refused before anything is read when a secret flag reads stdin too (`--token -`).
 */
export async function readTextArgument(invocation: Invocation, flag: string, value: string): Promise<string> {
  if (value === '-') {
    const secret = stdinSecretFlag(invocation.flags);
    if (secret !== undefined)
      throw new UsageError(
        `${flag} - and ${secret} - both read stdin, which can give one of them only; put the ${flag} text in a ` +
          'file, or give the secret in its WDP_* variable or a context.',
      );
    const chunks: Buffer[] = [];
    for await (const chunk of invocation.io.stdin) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  }
  if (!value.startsWith('@')) return value;
  try {
    return await readFile(invocation.path(value.slice(1)), 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read the ${flag} file ${value.slice(1)}: ${(error as Error).message}`);
  }
}
