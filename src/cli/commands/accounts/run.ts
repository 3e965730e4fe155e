import { note, printJson, printLine } from '../../output/print.js';
import { withoutSecret } from '../../output/without-secret.js';
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { listing, showing } from '../../program/model-commands.js';
import { accountView } from '../../views/account.js';
import { findAccount } from './find.js';
import type { AccountsCreateWorkspaceFlags } from './flags.js';

/** `wdp accounts list` */
export const list = listing(accountView, (client, page, options) => client.accounts.list(page, options));

/** `wdp accounts get ID|COMPANY` */
export const get = showing(accountView, findAccount);

/** `wdp accounts create-workspace ID|COMPANY --name N [--alias A] [--domain D...]` */
export async function createWorkspace(
  invocation: Invocation<AccountsCreateWorkspaceFlags>,
  key: string,
): Promise<void> {
  const { name, alias, domain } = invocation.flags;
  if (name.trim() === '') throw new UsageError('Give the workspace a name that is not blank: --name "Research Lab".');
  const account = await findAccount(invocation, key);
  const client = await invocation.client();
  const body = { name, domains: domain ?? [], ...(alias === undefined ? {} : { alias }) };
  const workspace = await client.accounts.createWorkspace(account, body, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, withoutSecret(workspace));
  printLine(
    invocation.io,
    `Created workspace ${workspace.name} (${workspace.id}) in account ${account.company ?? account.id}`,
  );
  note(invocation.io, `Work in it with \`wdp use workspace ${workspace.id}\` or \`-w ${workspace.id}\`.`);
}
