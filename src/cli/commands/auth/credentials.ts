// The credentials `wdp auth login` is given: typed at the terminal's prompt (a secret without echo) or piped on
// stdin, never on the command line.
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { readAll } from '../../program/read-all.js';
import type { Settings } from '../../settings/contexts.js';
import { promptLine, type TerminalInput } from '../../settings/terminal-prompt.js';
import { problemOf } from '../context/values.js';
import type { AuthLoginFlags } from './flags.js';

/** At most this many bytes are read from stdin: a secret is a line, not a file. */
const maxBytes = 64 * 1024;

/** The credentials to check and save: a token, or an API key's client id, secret, token URL and audience. */
export type Credentials = Pick<Settings, 'token' | 'clientId' | 'clientSecret' | 'tokenUrl' | 'audience'>;

/**
 * The credentials of `auth login`: asked at `terminal` (the secret hidden), else the secret read from stdin to its
 * end (its ends' blanks trimmed) and the rest from flags, the environment or the context being signed in again.
 */
export async function credentialsOf(
  invocation: Invocation<AuthLoginFlags>,
  terminal: TerminalInput | undefined,
  previous: Settings,
): Promise<Credentials> {
  const { flags, io } = invocation;
  const ask = (question: string, hidden: boolean) =>
    promptLine(terminal as TerminalInput, io.stderr, question, { hidden, signal: invocation.signal });
  const secret = async (what: string) => {
    const value = terminal
      ? await ask(`Paste your ${what}: `, true)
      : await readPiped(io.stdin, what, invocation.signal);
    return checked(value, 'token', `the ${what}`);
  };
  if (!flags.clientCredentials) return { token: await secret('token') };
  const setting = async (key: 'clientId' | 'tokenUrl', question: string, flag: string) => {
    const given = flags[key] ?? io.env[key === 'clientId' ? 'WDP_CLIENT_ID' : 'WDP_TOKEN_URL'] ?? previous[key];
    if (given) return checked(given, key, flag);
    if (!terminal) throw new UsageError(`--client-credentials with the secret on stdin needs ${flag} too.`);
    return checked(await ask(question, false), key, flag);
  };
  const clientId = await setting('clientId', 'Client id: ', '--client-id ID');
  const tokenUrl = await setting('tokenUrl', 'Token URL: ', '--token-url URL');
  const audience = flags.audience ?? previous.audience;
  return { clientId, tokenUrl, clientSecret: await secret('client secret'), ...(audience ? { audience } : {}) };
}

/** The value, or a usage error naming `what` (never the value) when it is empty or not one word. */
export function checked(value: string, key: keyof Settings, what: string): string {
  if (value === '') throw new UsageError(`No ${what.replace(/^the /i, '')} was given; nothing was saved.`);
  const problem = problemOf(key, value);
  if (problem) throw new UsageError(`${what} ${problem}.`);
  return value;
}

/** Reads stdin to its end (or Ctrl-C, SIGTERM), trimmed: a piped secret (`--with-token < token.txt`). */
async function readPiped(stdin: NodeJS.ReadableStream, what: string, signal: AbortSignal): Promise<string> {
  const tooLong = () => new UsageError(`The ${what} on stdin is longer than 64 KiB; pipe the ${what} alone.`);
  return (await readAll(stdin, maxBytes, tooLong, signal)).toString('utf8').trim();
}
