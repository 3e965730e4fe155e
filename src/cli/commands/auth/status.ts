// `wdp auth status`: which context and service the settings in force sign in to, what kind of credential and where
// it is kept, and (unless --offline) who it is, asked of the service. Never any part of a secret.
import { fields, printJson, printLines } from '../../output/print.js';
import { CliError } from '../../program/exit.js';
import { retell } from '../../program/failure-hints.js';
import type { Invocation } from '../../program/invocation.js';
import { contextsPath, findContext, readContexts } from '../../settings/contexts.js';
import { keptSecretsOf } from '../../settings/kept-secrets.js';
import { maskUrl } from '../../settings/mask.js';
import { flags as flagNames, type ResolvedSettings, variables } from '../../settings/resolve.js';
import type { AuthStatusFlags } from './flags.js';
import { identify, identityJson, isRefusal, printIdentity } from './identity.js';

/** `wdp auth status [--context NAME] [--offline]`: exits 1 when not signed in or the service refuses. */
export async function status(invocation: Invocation<AuthStatusFlags>): Promise<void> {
  const { io } = invocation;
  const resolved = await invocation.resolved();
  const { context, settings } = resolved;
  const path = contextsPath(io.env);
  const file = await readContexts(io.env);
  const stored = context === undefined ? undefined : findContext(file, context);
  const kind = settings.token ? 'token' : settings.clientId ? `API key ${settings.clientId}` : undefined;
  const from = kind && originOf(resolved, stored ? keptSecretsOf(stored).length > 0 : false);
  const summary = {
    context: context ?? null,
    current: context !== undefined && context === file.current,
    baseUrl: settings.baseUrl === undefined ? null : maskUrl(settings.baseUrl),
    credentials: from ? { kind: settings.token ? 'token' : 'api key', from } : null,
    file: path,
  };
  if (!invocation.json)
    printLines(
      io,
      fields([
        ['context', context === undefined ? '(none)' : `${context}${summary.current ? ' (current)' : ''}`],
        ['service', summary.baseUrl ?? '(none)'],
        ['credentials', from ? `${kind}, ${originText(from, resolved, path)}` : '(none)'],
      ]),
    );
  if (!kind || !settings.baseUrl) {
    if (invocation.json) printJson(io, summary);
    throw new CliError('Not signed in: run `wdp auth login` (or pipe a token to `wdp auth login --with-token`).');
  }
  if (invocation.flags.offline) return invocation.json ? printJson(io, summary) : undefined;
  const identity = await identify(await invocation.client(), invocation.signal).catch((error: unknown) => {
    if (!isRefusal(error)) throw error;
    if (invocation.json) printJson(io, { ...summary, refused: error.message });
    // A token or key of a flag or a variable wins over any context: signing in again would not replace it.
    const fix =
      from === 'flag' || from === 'env'
        ? ` ${retell(error, resolved)?.hint ?? ''}`
        : '; sign in again: `wdp auth login`.';
    throw new CliError(`The service refused the ${kind} (${error.message})${fix}`);
  });
  if (invocation.json) return printJson(io, { ...summary, ...identityJson(identity) });
  printIdentity(io, identity);
}

/** Where the credential in force comes from: a flag, a variable, or the context (its keychain or its file). */
type Origin = 'flag' | 'env' | 'keychain' | 'file';

function originOf(resolved: ResolvedSettings, inKeychain: boolean): Origin {
  const from = resolved.sources[resolved.settings.token ? 'token' : 'clientSecret'];
  if (from === 'flag' || from === 'env') return from;
  return inKeychain ? 'keychain' : 'file';
}

function originText(origin: Origin, resolved: ResolvedSettings, path: string): string {
  const key = resolved.settings.token ? 'token' : 'clientSecret';
  if (origin === 'flag') return `from the ${flagNames[key]} flag`;
  if (origin === 'env') return `from ${variables[key]}`;
  return origin === 'keychain' ? 'kept in the OS keychain' : `kept in ${path} (mode 0600)`;
}
