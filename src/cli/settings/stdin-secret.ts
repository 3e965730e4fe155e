// Secrets read from stdin (`--token -`, `--client-secret -`, `--with-token`), so they never appear in argv, the
// shell's history or `ps`.
import { Readable } from 'node:stream';
import { UsageError } from '../program/exit.js';
import { readAll } from '../program/read-all.js';
import { isTerminalInput, promptLine } from './terminal-prompt.js';

/** The secret settings that `-` reads from stdin. */
export const stdinSecrets = ['token', 'clientSecret'] as const;

/** The flag of each secret that `-` reads from stdin, as errors name it. */
const flagOf = { token: '--token', clientSecret: '--client-secret' } as const;

/** At most this many bytes are read: a token is a line, not a file. */
const maxBytes = 64 * 1024;

/**
 * Reads one secret from stdin: its one line, the trailing newline (`\n` or `\r\n`) trimmed. An empty secret, a
 * second line or a secret with spaces is refused with a usage error that names `flag` and never the value. `signal`
 * (Ctrl-C, SIGTERM) gives up reading at once.
 */
export async function readSecretLine(
  stdin: NodeJS.ReadableStream,
  flag: string,
  signal?: AbortSignal,
): Promise<string> {
  const tooLong = () => new UsageError(`${flag} reads one line from stdin; it got more than 64 KiB.`);
  const text = (await readAll(stdin, maxBytes, tooLong, signal)).toString('utf8').replace(/\r?\n$/, '');
  if (text.trim() === '')
    throw new UsageError(`${flag} read an empty secret from stdin; pipe it in: \`printenv VAR | wdp ... ${flag}\`.`);
  if (/[\s\p{Cc}]/u.test(text))
    throw new UsageError(`${flag} reads one line without spaces from stdin; it got more (or blanks).`);
  return text;
}

/** The flag of the secret that `-` reads from stdin (`--token`), if any: stdin can give one text only. */
export function stdinSecretFlag(flags: { token?: string | undefined; clientSecret?: string | undefined }) {
  const key = stdinSecrets.find((name) => flags[name] === '-');
  return key === undefined ? undefined : flagOf[key];
}

/**
 * The flags with each secret given as `-` read from stdin. Stdin is read once: `-` for both secrets is refused.
 * `withToken` (`context create --with-token`) means `--token -`. On a terminal, with `ask.prompts` (stderr) to ask
 * on, the secret is asked for without echo and ends on Enter, rather than read to Ctrl-D with every key shown.
 */
export async function withStdinSecrets<T extends { token?: string | undefined; clientSecret?: string | undefined }>(
  flags: T,
  stdin: NodeJS.ReadableStream,
  withToken = false,
  ask?: { prompts: NodeJS.WritableStream; signal: AbortSignal },
): Promise<T> {
  if (withToken && flags.token !== undefined && flags.token !== '-')
    throw new UsageError('--with-token reads the token from stdin; leave out --token.');
  const dashed = stdinSecrets.filter((key) => (key === 'token' && withToken) || flags[key] === '-');
  if (!dashed.length) return flags;
  if (dashed.length > 1)
    throw new UsageError('Only one secret can come from stdin; give the other in its WDP_* variable or a context.');
  const [key] = dashed as [(typeof stdinSecrets)[number]];
  const flag = withToken && key === 'token' ? '--with-token' : `${flagOf[key]} -`;
  if (!ask || !isTerminalInput(stdin)) return { ...flags, [key]: await readSecretLine(stdin, flag, ask?.signal) };
  const question = key === 'token' ? 'Paste your token: ' : 'Paste the client secret: ';
  const typed = await promptLine(stdin, ask.prompts, question, { hidden: true, signal: ask.signal });
  return { ...flags, [key]: await readSecretLine(Readable.from([typed]), flag) };
}
