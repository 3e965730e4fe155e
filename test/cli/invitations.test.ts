// `wdp invitations`: the owner invites, the invited person lists what they received and accepts, and becomes a
// member (seen with `wdp members`); invitations withdrawn and deleted. `wdp members` alone: members.test.ts.
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../src/index.js';
import { useCli, type WdpResult } from './harness.js';

const cli = useCli();
const workspace = () => cli.service.fixtures.workspaceId;

/** The id of the invitation to this address in a `list --json` result. */
function idOf(listed: WdpResult, email: string): string {
  const invitation = (JSON.parse(listed.stdout) as Invitation[]).find((i) => i.email === email);
  if (!invitation) throw new Error(`no invitation to ${email} in ${listed.stdout}`);
  return invitation.id;
}

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
    expect(accepted).toEqual({
      code: 0,
      stdout: `Accepted invitation ${sent?.id}; you are now a member of workspace Analytics\n`,
      stderr: '',
    });
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
    expect(withdrawn).toEqual({ code: 0, stdout: `Withdrew invitation ${invitation?.id} to ${email}\n`, stderr: '' });
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
});

describe('wdp invitations --json', () => {
  it('prints a result object for invite and delete, and the invitation for accept and withdraw', async () => {
    const mallory = await emailOf('outsider');
    const invited = await cli.wdp(['invitations', 'invite', mallory, 'alan@example.com', '--json']);
    expect(invited).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ workspace: workspace(), invited: [mallory, 'alan@example.com'] }, null, 2)}\n`,
      stderr: '',
    });
    const [received] = JSON.parse(
      (await cli.wdp(['invitations', 'list', '--received', '--json'], { role: 'outsider' })).stdout,
    ) as Invitation[];
    const accepted = await cli.wdp(['invitations', 'accept', received?.id ?? '', '--json'], { role: 'outsider' });
    expect(accepted).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(accepted.stdout)).toMatchObject({ id: received?.id, email: mallory, status: 'ACCEPTED' });
    const alan = idOf(await cli.wdp(['invitations', 'list', '--json']), 'alan@example.com');
    const withdrawn = await cli.wdp(['invitations', 'withdraw', alan, '--json']);
    expect(JSON.parse(withdrawn.stdout)).toMatchObject({ id: alan, email: 'alan@example.com', status: 'REVOKED' });
    expect(await cli.wdp(['invitations', 'delete', alan, '--json'])).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ deleted: alan }, null, 2)}\n`,
      stderr: '',
    });
    expect(cli.service.store.invitations.has(alan)).toBe(false);
    expect(cli.service.store.workspaces.get(workspace())?.memberIds.has(cli.service.fixtures.outsider.id)).toBe(true);
  });
});

describe('wdp invitations: refusals', () => {
  it("passes on the service's refusals: another's, a settled one, a non-owner inviting (exit 1)", async () => {
    await cli.wdp(['invitations', 'invite', 'alan@example.com']);
    const alan = idOf(await cli.wdp(['invitations', 'list', '--json']), 'alan@example.com');
    const notYours = await cli.wdp(['invitations', 'accept', alan], { role: 'outsider' });
    expect(notYours).toMatchObject({ code: 1, stdout: '' });
    expect(notYours.stderr).toContain(`Invitation ${alan} was sent to another email address`);
    await cli.wdp(['invitations', 'withdraw', alan]);
    const again = await cli.wdp(['invitations', 'withdraw', alan]);
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toContain(`Invitation ${alan} is REVOKED and cannot be withdrawn`);
    const byMember = await cli.wdp(['invitations', 'invite', 'ken@example.com'], { role: 'member' });
    expect(byMember).toMatchObject({ code: 1, stdout: '' });
    expect(cli.service.store.invitations.size).toBe(1);
  });

  it('names every bad address at once, and refuses --received with --sent (exit 2)', async () => {
    const bad = await cli.wdp(['invitations', 'invite', 'a b@example.com', 'ok@example.com', '@example.com']);
    expect(bad).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Not an email address: "a b@example.com", "@example.com"; nothing was sent. ' +
        'Give addresses such as grace@example.com.\n',
    });
    const both = await cli.wdp(['invitations', 'list', '--received', '--sent']);
    expect(both).toMatchObject({ code: 2, stdout: '' });
    expect(both.stderr).toContain("option '--received' cannot be used with option '--sent'");
    expect(cli.service.store.invitations.size).toBe(0);
  });
});

describe('wdp invitations list: server text', () => {
  it('escapes a control character in a workspace name, and keeps it exact in --json', async () => {
    const hostile = 'Analytics\u001b[2J\nDONE fake';
    const record = cli.service.store.workspaces.get(workspace());
    if (record) record.name = hostile;
    await cli.wdp(['invitations', 'invite', await emailOf('outsider')]);
    const table = await cli.wdp(['invitations', 'list', '--received'], { role: 'outsider' });
    expect(table.stdout).toContain('  PENDING  Analytics\\e[2J\\nDONE fake  Ada Lovelace  ');
    expect(table.stdout.split('\n')).toHaveLength(3);
    const json = await cli.wdp(['invitations', 'list', '--received', '--json'], { role: 'outsider' });
    expect((JSON.parse(json.stdout) as Invitation[])[0]?.workspace?.name).toBe(hostile);
  });
});

describe('wdp invitations --help', () => {
  it('shows an example for the group and each command', async () => {
    const group = await cli.wdp(['invitations', '--help']);
    expect(group).toMatchObject({ code: 0, stderr: '' });
    expect(group.stdout).toContain('\nExample:\n  $ wdp invitations invite grace@example.com\n');
    for (const command of ['invite', 'list', 'accept', 'withdraw', 'delete']) {
      const help = await cli.wdp(['invitations', command, '--help']);
      expect(help.stdout).toMatch(new RegExp(`\nExample:\n {2}\\$ wdp invitations ${command} `));
    }
  });
});
