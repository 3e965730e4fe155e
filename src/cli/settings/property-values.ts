// The values of a plugin's settings given as flags: `--property key=value` as it is, `--property-file key=PATH`
// read from the file (`-`: stdin, or asked at a terminal without echo) and `--property-env key=VAR` from the
// environment, so that a secret never has to be on the command line.
import { open } from 'node:fs/promises';
import { UsageError } from '../program/exit.js';
import type { Invocation } from '../program/invocation.js';
import type { PropertyFlags } from '../program/properties.js';
import { readAll } from '../program/read-all.js';
import { utf8Text } from '../specs/utf8.js';
import { stdinSecretFlag } from './stdin-secret.js';
import { isTerminalInput, promptLine } from './terminal-prompt.js';

/** At most this many bytes are read for one setting: a value, not a data file. */
const maxBytes = 1024 * 1024;

/**
 * The settings the flags give (undefined when none is), each value read; a setting given by two flags, an unset
 * variable, an empty value or a file that cannot be read is a usage error naming the flag, never a value.
 */
export async function propertyValues(
  invocation: Invocation<PropertyFlags>,
): Promise<Record<string, string> | undefined> {
  const { property = {}, propertyFile = {}, propertyEnv = {} } = invocation.flags;
  const given = [
    ...Object.keys(property).map((key) => [key, '--property'] as const),
    ...Object.keys(propertyFile).map((key) => [key, '--property-file'] as const),
    ...Object.keys(propertyEnv).map((key) => [key, '--property-env'] as const),
  ];
  if (given.length === 0) return undefined;
  const flagOf = new Map<string, string>();
  for (const [key, flag] of given) {
    const other = flagOf.get(key);
    if (other !== undefined)
      throw new UsageError(`Setting ${key} is given by both ${other} and ${flag}; give each setting once.`);
    flagOf.set(key, flag);
  }
  const stdinKeys = Object.keys(propertyFile).filter((key) => propertyFile[key] === '-');
  const stdinTaken = stdinSecretFlag(invocation.flags);
  if (stdinKeys.length > 1 || (stdinKeys.length && stdinTaken))
    throw new UsageError(
      'Only one value can come from stdin; give the others with --property-file KEY=PATH or --property-env KEY=VAR.',
    );
  const values: Record<string, string> = { ...property };
  for (const [key, variable] of Object.entries(propertyEnv)) values[key] = fromEnv(invocation, key, variable);
  for (const [key, path] of Object.entries(propertyFile))
    values[key] = nonEmpty(
      path === '-' ? await fromStdin(invocation, key) : await fromFile(invocation, key, path),
      `--property-file ${key}=${path}`,
    );
  return values;
}

function fromEnv(invocation: Invocation, key: string, variable: string): string {
  const value = invocation.io.env[variable];
  if (value === undefined || value === '')
    throw new UsageError(`--property-env ${key}=${variable}: ${variable} is not set (or is empty); set it first.`);
  return value;
}

function nonEmpty(value: string, given: string): string {
  if (value === '') throw new UsageError(`${given} gave an empty value; a setting needs one.`);
  return value;
}

/** A value typed at the terminal without echo, or stdin to its end, less one final line end. */
async function fromStdin(invocation: Invocation, key: string): Promise<string> {
  const { stdin, stderr } = invocation.io;
  if (isTerminalInput(stdin))
    return promptLine(stdin, stderr, `Paste the value of ${key}: `, { hidden: true, signal: invocation.signal });
  const given = `--property-file ${key}=-`;
  return text(await readAtMost(stdin, given, invocation.signal), `${given} (stdin)`);
}

/** A file's text, less one final line end (a file saved by an editor ends with one). */
async function fromFile(invocation: Invocation, key: string, path: string): Promise<string> {
  const given = `--property-file ${key}=${path}`;
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(invocation.path(path));
  } catch (error) {
    throw new UsageError(`${given}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? error}).`);
  }
  try {
    return text(await readAtMost(handle.createReadStream({ autoClose: false }), given, invocation.signal), given);
  } catch (error) {
    if (error instanceof UsageError || invocation.signal.aborted) throw error;
    throw new UsageError(`${given}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? error}).`);
  } finally {
    await handle.close();
  }
}

/** The bytes of a stream, refused past `maxBytes`; given up on Ctrl-C or SIGTERM (`signal`). */
function readAtMost(stream: NodeJS.ReadableStream, given: string, signal: AbortSignal): Promise<Uint8Array> {
  const tooLong = () => new UsageError(`${given}: the value is longer than 1 MiB; a setting is not a file.`);
  return readAll(stream, maxBytes, tooLong, signal);
}

/** UTF-8 text, less one final line end; a byte that is not UTF-8 is a usage error naming its offset. */
function text(bytes: Uint8Array, given: string): string {
  const decoded = utf8Text(bytes);
  if (typeof decoded !== 'string')
    throw new UsageError(`${given}: not UTF-8 (the byte at offset ${decoded.offset}); save it as UTF-8.`);
  return decoded.replace(/\r?\n$/, '');
}
