import type { Account } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { type Column, fields, note, printJson, printLine, printLines } from '../../output/print.js';
import { withoutSecret } from '../../output/without-secret.js';
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findAccount } from './find.js';
import type { AccountsCreateWorkspaceFlags } from './flags.js';

/** Pipeline minutes used of the month's, as `used/per month`. */
const minutes = (a: Account) =>
  a.minutesUsed === undefined && a.minutesPerMonth === undefined
    ? undefined
    : `${a.minutesUsed ?? 0}/${a.minutesPerMonth ?? 'unlimited'}`;

const columns: Column<Account>[] = [
  { heading: 'ID', cell: (a) => a.id },
  { heading: 'COMPANY', cell: (a) => a.company },
  { heading: 'OWNER EMAIL', cell: (a) => a.ownerEmail },
  { heading: 'MAX WORKSPACES', cell: (a) => a.maxWorkspaces },
  { heading: 'MINUTES', cell: minutes },
];

/** `wdp accounts list` */
export async function list(invocation: Invocation<ListFlags>): Promise<void> {
  const client = await invocation.client();
  await printList(invocation, (page) => client.accounts.list(page, { signal: invocation.signal }), columns);
}

/** `wdp accounts get ID|COMPANY` */
export async function get(invocation: Invocation, key: string): Promise<void> {
  const account = await findAccount(invocation, key);
  if (invocation.json) return printJson(invocation.io, account);
  printLines(
    invocation.io,
    fields([
      ['id', account.id],
      ['company', account.company],
      ['owner email', account.ownerEmail],
      ['marketplace id', account.marketplaceId],
      ['max workspaces', account.maxWorkspaces],
      ['max rows', account.maxRows],
      ['minutes/month', account.minutesPerMonth],
      ['minutes used', account.minutesUsed],
      ['max clients', account.maxClients],
      ['created', account.created],
      ['modified', account.lastModified],
    ]),
  );
}

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
