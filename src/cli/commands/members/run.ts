import type { Member } from '../../../index.js';
import { emailPattern } from '../../../internal.js';
import { printJson, printTable } from '../../output/print.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findNamed } from '../../program/lookup.js';
import { printItem } from '../../program/model-commands.js';
import { memberView } from '../../views/member.js';

/** `wdp members list`: every member (the service sends them on one page). */
export async function list(invocation: Invocation): Promise<void> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const members: Member[] = [];
  for await (const member of client.members.list(workspace, { signal: invocation.signal })) members.push(member);
  if (invocation.json) return printJson(invocation.io, members);
  printTable(invocation.io, members, memberView.columns);
}

/** `wdp members get ID|NAME|@HANDLE`; an email address is refused, as the service sends none for a member. */
export async function get(invocation: Invocation, key: string): Promise<void> {
  if (emailPattern.test(key))
    throw new UsageError(
      `The service sends no email address for a member, so "${key}" cannot name one; ` +
        'give the profile id, name or @handle (see `wdp members list`).',
    );
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const names = {
    exact: (m: Member) => [m.id, m.handle],
    anyCase: (m: Member) => [m.name, m.handle],
    id: (m: Member) => m.id,
  };
  const member = await findNamed(
    client.members.list(workspace, { signal: invocation.signal }),
    key,
    names,
    (count) => `${count} members are named "${key}"; give the id or the @handle instead.`,
  );
  if (!member) throw new CliError(`Workspace ${workspace} has no member "${key}"; see \`wdp members list\`.`);
  printItem(invocation, memberView, member);
}
