// `wdp members` and `wdp invitations`: the owner invites, the invited person lists what they received and
// accepts, and becomes a member; invitations withdrawn and deleted.
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

/** The email address the mock gives a demo user (`mallory@example.com` for Mallory Jones). */
async function emailOf(role: 'outsider' | 'member'): Promise<string> {
  const profile = await cli.wdp(['profile', '--json'], { role });
  return (JSON.parse(profile.stdout) as { email: string }).email;
}

describe('wdp invitations and wdp members', () => {
  it('invites an outsider, who lists it with --received and accepts it, and becomes a member', async () => {
    const email = await emailOf('outsider');
    expect(await cli.wdp(['invitations', 'invite', email])).toEqual({
      code: 0,
      stdout: `Invited ${email} to workspace ${cli.service.fixtures.workspaceId}\n`,
      stderr: '',
    });
    const workspaceList = await cli.wdp(['invitations', 'list', '--json']);
    const [sent] = JSON.parse(workspaceList.stdout) as Array<{ id: string; email: string; status: string }>;
    expect(sent).toMatchObject({ email, status: 'PENDING' });

    const received = await cli.wdp(['invitations', 'list', '--received'], { role: 'outsider' });
    expect(received).toMatchObject({ code: 0, stderr: '' });
    expect(received.stdout.split('\n')[0]).toMatch(/^ID +EMAIL +STATUS +WORKSPACE +FROM +CREATED$/);
    expect(received.stdout).toContain(`${sent?.id}  ${email}  PENDING  Analytics  Ada Lovelace  `);

    const before = await cli.wdp(['members', 'list', '--json']);
    expect(JSON.parse(before.stdout).map((m: { name: string }) => m.name)).not.toContain('Mallory Jones');
    const accepted = await cli.wdp(['invitations', 'accept', sent?.id ?? ''], { role: 'outsider' });
    expect(accepted).toMatchObject({ code: 0, stderr: '' });
    expect(accepted.stdout).toMatch(new RegExp(`^Accepted invitation ${sent?.id}`));
    const members = await cli.wdp(['members', 'list']);
    expect(members.stdout.split('\n')[0]).toMatch(/^ID +NAME +HANDLE$/);
    expect(members.stdout).toContain('Mallory Jones');
    const mallory = await cli.wdp(['members', 'get', 'mallory jones', '--json']);
    expect(JSON.parse(mallory.stdout)).toMatchObject({ name: 'Mallory Jones' });
  });

  it('withdraws a pending invitation, then deletes it', async () => {
    const email = 'grace.h@example.com';
    await cli.wdp(['invitations', 'invite', email]);
    const [invitation] = JSON.parse((await cli.wdp(['invitations', 'list', '--sent', '--json'])).stdout) as Array<{
      id: string;
    }>;
    const withdrawn = await cli.wdp(['invitations', 'withdraw', invitation?.id ?? '']);
    expect(withdrawn).toMatchObject({ code: 0, stderr: '' });
    expect(withdrawn.stdout).toMatch(new RegExp(`^Withdrew invitation ${invitation?.id}( to ${email})?\\n$`));
    const listed = JSON.parse((await cli.wdp(['invitations', 'list', '--json'])).stdout) as Array<{ status: string }>;
    expect(listed.map((i) => i.status)).toEqual(['REVOKED']);
    expect(await cli.wdp(['invitations', 'delete', invitation?.id ?? ''])).toEqual({
      code: 0,
      stdout: `Deleted invitation ${invitation?.id}\n`,
      stderr: '',
    });
    expect(JSON.parse((await cli.wdp(['invitations', 'list', '--json'])).stdout)).toEqual([]);
  });

  it('refuses a bad address before sending any invitation (exit 2), naming it', async () => {
    expect(await cli.wdp(['invitations', 'invite', 'ok@example.com', 'not-an-email'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Not an email address: "not-an-email"; nothing was sent. Give addresses such as grace@example.com.\n',
    });
    expect(JSON.parse((await cli.wdp(['invitations', 'list', '--json'])).stdout)).toEqual([]);
  });

  it('says so when no member has the key (exit 1)', async () => {
    expect(await cli.wdp(['members', 'get', 'nobody'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `Workspace ${cli.service.fixtures.workspaceId} has no member "nobody"; see \`wdp members list\`.\n`,
    });
  });
});
