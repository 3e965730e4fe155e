import type { ApiKey } from '../../../index.js';
import { printJson, printLine } from '../../output/print.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findNamed } from '../../program/lookup.js';
import { listing, printItem } from '../../program/model-commands.js';
import { apiKeyView } from '../../views/api-key.js';
import type { ApiKeysCreateFlags } from './flags.js';
import { oneTimeSecretWarning } from './secret.js';

/** `wdp api-keys list` */
export const list = listing(apiKeyView, (client, page, options) => client.apiKeys.list(page, options));

/**
 * `wdp api-keys create --name N`: the client secret is printed this once, unmasked (the service never sends it
 * again), with a warning on stderr; `--json` prints the whole key, its secret included.
 */
export async function create(invocation: Invocation<ApiKeysCreateFlags>): Promise<void> {
  const client = await invocation.client();
  const key = await client.apiKeys.create({ name: invocation.flags.name }, { signal: invocation.signal });
  printItem(invocation, apiKeyView, key);
  if (key.clientSecret !== undefined) invocation.io.stderr.write(`${oneTimeSecretWarning}\n`);
}

/** `wdp api-keys delete ID|CLIENT_ID|NAME` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const { signal } = invocation;
  const names = {
    exact: (k: ApiKey) => [k.id, k.clientId, k.name],
    anyCase: (k: ApiKey) => [k.name],
    id: (k: ApiKey) => k.id,
  };
  const found = await findNamed(
    client.apiKeys.list({}, { signal }),
    key,
    names,
    (count) => `${count} API keys are named "${key}"; give the id instead.`,
  );
  if (!found)
    throw new CliError(`You have no API key with the id, client id or name "${key}"; see \`wdp api-keys list\`.`);
  await client.apiKeys.delete(found, { signal });
  if (invocation.json) return printJson(invocation.io, { deleted: found.id });
  printLine(invocation.io, `Deleted API key ${found.name ?? found.id} (${found.id})`);
}
