// `wdp auth login` (and `wdp login`): asks for credentials (or reads them from stdin), checks them with the service,
// and only then saves them as a context, the secret in the OS keychain where one answers.
import { note, printJson, printLines } from '../../output/print.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { contextsPath, findContext, readContexts } from '../../settings/contexts.js';
import { clientFor } from '../../settings/resolve.js';
import { isTerminalInput, promptLine, type TerminalInput } from '../../settings/terminal-prompt.js';
import { validName } from '../context/run.js';
import { checked, credentialsOf } from './credentials.js';
import type { AuthLoginFlags } from './flags.js';
import { identify, identityJson, isRefusal, printIdentity } from './identity.js';
import { type Kept, saveCredentials } from './store.js';

/** The context a first sign-in is saved as, when none is current and none is named. */
const firstContext = 'default';

/** `wdp auth login [--context NAME] [--base-url URL] [--with-token] [--client-credentials]` */
export async function login(invocation: Invocation<AuthLoginFlags>): Promise<void> {
  const { flags, io } = invocation;
  if (flags.token !== undefined || flags.clientSecret !== undefined)
    throw new UsageError(
      '`wdp auth login` takes no secret on the command line, where `ps` and the shell history keep it: type it at ' +
        'the prompt, or pipe it in with --with-token (the token) or --client-credentials (an API key secret).',
    );
  // At a terminal the secret is always asked for without echo; --with-token (gh's) only asks no other question.
  const terminal = isTerminalInput(io.stdin) ? io.stdin : undefined;
  const file = await readContexts(io.env, (message) => invocation.warn(message));
  const fallback = file.current ?? firstContext;
  const name = flags.context ?? (flags.withToken ? fallback : await askContext(invocation, terminal, fallback));
  if (!validName(name))
    throw new UsageError(`"${name}" is not a context name: use letters, digits, and . _ @ - (at most 64).`);
  const previous = findContext(file, name) ?? {};
  const baseUrl = await serviceUrl(invocation, terminal, name, previous.baseUrl);
  const credentials = await credentialsOf(invocation, terminal, previous);
  const what = credentials.token === undefined ? 'API key' : 'token';
  const client = await clientFor({ baseUrl, ...credentials }, flags.verbose === true, io.stderr);
  const identity = await identify(client, invocation.signal).catch((error: unknown) => {
    if (!isRefusal(error)) throw error;
    throw new CliError(`${baseUrl} refused the ${what}: nothing was saved (${error.message}).`);
  });
  const workspace = flags.workspace ?? previous.workspace ?? identity.profile?.defaultWorkspace?.id;
  const kept = await saveCredentials(invocation, name, { baseUrl, workspace }, credentials);
  if (kept.in === 'file' && kept.keychainFailure)
    note(io, `The OS keychain did not take it (${kept.keychainFailure}).`);
  if (io.env['WDP_TOKEN'])
    invocation.warn(`Warning: WDP_TOKEN is set, and wdp uses it before any context; unset it to use context ${name}.`);
  if (invocation.json)
    return printJson(io, {
      context: name,
      baseUrl,
      kept: kept.in,
      file: contextsPath(io.env),
      ...identityJson(identity),
    });
  printIdentity(io, identity);
  printLines(io, `Saved as context ${name}, now the current one; ${keptText(what, kept, contextsPath(io.env))}.`);
}

/** Where the secret is kept, as a sentence's end. */
function keptText(what: string, kept: Kept, path: string): string {
  const secret = what === 'token' ? 'its token' : "its API key's secret";
  return kept.in === 'keychain' ? `${secret} is kept in the OS keychain` : `${secret} is kept in ${path} (mode 0600)`;
}

async function askContext(invocation: Invocation, terminal: TerminalInput | undefined, fallback: string) {
  if (!terminal) return fallback;
  return (await ask(invocation, terminal, `Context to save the sign-in as (${fallback}): `)) || fallback;
}

function ask(invocation: Invocation, terminal: TerminalInput, question: string): Promise<string> {
  return promptLine(terminal, invocation.io.stderr, question, { hidden: false, signal: invocation.signal });
}

/** The service's URL, checked, from the first of --base-url, WDP_BASE_URL, the context and the prompt. */
async function serviceUrl(
  invocation: Invocation<AuthLoginFlags>,
  terminal: TerminalInput | undefined,
  name: string,
  stored: string | undefined,
): Promise<string> {
  const { flags, io } = invocation;
  const env = io.env['WDP_BASE_URL'];
  if (flags.baseUrl !== undefined) return checked(flags.baseUrl, 'baseUrl', '--base-url');
  if (env) return checked(env, 'baseUrl', 'WDP_BASE_URL');
  if (stored) return checked(stored, 'baseUrl', `The base-url of context ${name} (pass --base-url URL)`);
  if (!terminal) return missingUrl();
  return checked(await ask(invocation, terminal, 'Service URL: '), 'baseUrl', 'The service URL');
}

function missingUrl(): never {
  throw new UsageError('No service URL: pass --base-url URL (or set WDP_BASE_URL).');
}
