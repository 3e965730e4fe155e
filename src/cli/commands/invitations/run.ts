import { emailPattern } from '../../../internal.js';
import { printList } from '../../output/lists.js';
import { printJson, printLine } from '../../output/print.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { invitationView } from '../../views/invitation.js';
import { invitationId } from './find.js';
import type { InvitationsListFlags } from './flags.js';

/** `wdp invitations invite EMAIL...`: every address checked before the first invitation is sent. */
export async function invite(invocation: Invocation, emails: string[]): Promise<void> {
  const bad = emails.filter((email) => !emailPattern.test(email));
  if (bad.length)
    throw new UsageError(
      `Not an email address: ${bad.map((email) => `"${email}"`).join(', ')}; nothing was sent. ` +
        'Give addresses such as grace@example.com.',
    );
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  for (const email of emails) await client.invitations.create(workspace, { email }, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { workspace, invited: emails });
  printLine(invocation.io, ...emails.map((email) => `Invited ${email} to workspace ${workspace}`));
}

/** `wdp invitations list [--received | --sent]` */
export async function list(invocation: Invocation<InvitationsListFlags>): Promise<void> {
  const client = await invocation.client();
  const { signal } = invocation;
  const { received, sent } = invocation.flags;
  if (sent) return printList(invocation, (page) => client.invitations.list(page, { signal }), invitationView.columns);
  if (received) {
    const [profile] = (await client.profiles.list({ signal })).items;
    const email = profile?.email;
    if (!email) throw new CliError('Your profile has no email address, so no invitation can be sent to it.');
    return printList(
      invocation,
      (page) => client.invitations.listReceived(email, page, { signal }),
      invitationView.columns,
    );
  }
  const workspace = await invocation.workspace();
  await printList(
    invocation,
    (page) => client.invitations.listForWorkspace(workspace, page, { signal }),
    invitationView.columns,
  );
}

/** `wdp invitations accept ID` */
export async function accept(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const id = await invitationId(invocation, key, true);
  const accepted = await client.invitations.accept(id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, accepted ?? { accepted: id });
  const where = accepted?.workspace?.name ? `; you are now a member of workspace ${accepted.workspace.name}` : '';
  printLine(invocation.io, `Accepted invitation ${id}${where}`);
}

/** `wdp invitations withdraw ID` */
export async function withdraw(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const id = await invitationId(invocation, key, false);
  const withdrawn = await client.invitations.withdraw(id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, withdrawn ?? { withdrawn: id });
  printLine(invocation.io, `Withdrew invitation ${id}${withdrawn?.email ? ` to ${withdrawn.email}` : ''}`);
}

/** `wdp invitations delete ID` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const id = await invitationId(invocation, key, false);
  await client.invitations.delete(id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: id });
  printLine(invocation.io, `Deleted invitation ${id}`);
}
