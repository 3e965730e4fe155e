// `wdp auth logout`: removes a context's stored secret from the OS keychain and the contexts file; the context's
// other settings (service, workspace, client id) stay, so that `wdp auth login` signs in again.
import { note, printJson } from '../../output/print.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { readContexts } from '../../settings/contexts.js';
import { requireContext } from '../context/run.js';
import { forgetCredentials } from './store.js';

/** `wdp auth logout [--context NAME]` (default: the current context) */
export async function logout(invocation: Invocation): Promise<void> {
  const { io } = invocation;
  const file = await readContexts(io.env, (message) => invocation.warn(message));
  const name = invocation.flags.context ?? file.current;
  if (name === undefined) throw new UsageError('No current context to sign out of: name one with --context NAME.');
  const { inKeychain, inFile, keychainFailure } = await forgetCredentials(invocation, name, requireContext(file, name));
  if (!inKeychain.length && !inFile.length) throw new CliError(`Context ${name} holds no credentials to remove.`);
  if (invocation.json)
    printJson(io, { context: name, removed: { keychain: keychainFailure ? [] : inKeychain, file: inFile } });
  else note(io, `Signed out of context ${name}: its stored credentials are removed.`);
  if (keychainFailure)
    throw new CliError(
      `The OS keychain did not remove the secret of context ${name} (${keychainFailure}); the context no longer ` +
        'names it, but remove it with your keychain tool ("wdp" entries).',
    );
  for (const key of ['WDP_TOKEN', 'WDP_CLIENT_SECRET'])
    if (io.env[key]) invocation.warn(`Warning: ${key} is still set; wdp signs in with it until you unset it.`);
}
