// Inviting a colleague into a workspace: the owner invites an email address, the colleague accepts and becomes a
// member; a mistyped invitation is withdrawn and deleted. Runs against the in-process mock unless WDP_BASE_URL is
// set (then WDP_INVITEE_TOKEN signs in as the colleague; without it the invitation is left for them to accept).
import { connect } from './support/session.js';

async function main(): Promise<void> {
  const { client, workspaceId, invitee, where } = connect();
  console.log(`Connected to ${where}\n`);

  const workspace = await client.workspaces.get(workspaceId);
  console.log(`People of ${workspace.name}:`);
  for await (const member of client.members.list(workspace)) console.log(`  ${member.name} (${member.handle})`);

  const email = invitee ? (await invitee.profiles.list()).items[0]?.email : process.env['WDP_INVITEE_EMAIL'];
  if (!email) throw new Error('Set WDP_INVITEE_EMAIL (or WDP_INVITEE_TOKEN) to the colleague to invite.');

  await client.invitations.create(workspace, { email });
  await client.invitations.create(workspace, { email: `typo.${email}` });
  console.log('\nInvitations sent:');
  for await (const sent of client.invitations.listForWorkspace(workspace))
    console.log(`  ${sent.email}: ${sent.status}, from ${sent.creator?.name}`);

  const typo = (await client.invitations.listForWorkspace(workspace)).items.find((i) => i.email === `typo.${email}`);
  if (typo) {
    const withdrawn = await client.invitations.withdraw(typo);
    console.log(`\nWithdrew the mistyped one: ${withdrawn?.status ?? 'REVOKED'}`);
    await client.invitations.delete(typo);
  }

  if (!invitee) {
    console.log(`\n${email} can now accept the invitation.`);
    return;
  }
  const received = (await invitee.invitations.listReceived(email)).items.find((i) => i.status === 'PENDING');
  if (!received) throw new Error(`No pending invitation for ${email}`);
  const accepted = await invitee.invitations.accept(received);
  console.log(`\n${email} accepted the invitation to ${received.workspace?.name}: ${accepted?.status ?? 'ACCEPTED'}`);

  console.log(`People of ${workspace.name} now:`);
  for await (const member of client.members.list(workspace)) console.log(`  ${member.name} (${member.handle})`);
  const channels = (await invitee.channels.list(workspace)).items.map((channel) => channel.name);
  console.log(`The new member sees the channels: ${channels.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
