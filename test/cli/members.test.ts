// `wdp members`: the people of the workspace in force, listed and found by profile id, name or @handle.
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
const fixtures = () => cli.service.fixtures;

/** Renames a demo user in the mock, as someone editing their profile would. */
function rename(role: 'member', name: string): void {
  const profile = cli.service.store.profiles.get(fixtures()[role].id);
  if (!profile) throw new Error(`no ${role} profile in the mock`);
  profile.name = name;
}

describe('wdp members list', () => {
  it('lists the owner, administrators and members of the workspace in force', async () => {
    const { owner, admin, member } = fixtures();
    expect(await cli.wdp(['members', 'list'])).toEqual({
      code: 0,
      stdout: [
        'ID                              NAME            HANDLE',
        `${owner.id}  Ada Lovelace    @ada`,
        `${admin.id}  Grace Hopper    @grace`,
        `${member.id}  Linus Torvalds  @linus`,
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it('prints the SDK members with --json, for any member of the workspace', async () => {
    const listed = await cli.wdp(['members', 'list', '--json'], { role: 'member' });
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    const members = JSON.parse(listed.stdout) as Array<{ id: string; name: string; handle: string }>;
    expect(members.map(({ id, name, handle }) => ({ id, name, handle }))).toEqual([
      { id: fixtures().owner.id, name: 'Ada Lovelace', handle: '@ada' },
      { id: fixtures().admin.id, name: 'Grace Hopper', handle: '@grace' },
      { id: fixtures().member.id, name: 'Linus Torvalds', handle: '@linus' },
    ]);
  });

  it("passes on the service's refusal to an outsider (exit 1)", async () => {
    const refused = await cli.wdp(['members', 'list'], { role: 'outsider' });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(/^PermissionDeniedError: /);
  });

  it('escapes a control character in a name, and keeps it exact in --json', async () => {
    const hostile = 'Linus\u001b[2J\nDONE fake';
    rename('member', hostile);
    const table = await cli.wdp(['members', 'list']);
    expect(table.stdout).toContain(`${fixtures().member.id}  Linus\\e[2J\\nDONE fake  @linus\n`);
    expect(table.stdout.split('\n')).toHaveLength(5);
    const json = await cli.wdp(['members', 'list', '--json']);
    expect((JSON.parse(json.stdout) as Array<{ name: string }>)[2]?.name).toBe(hostile);
  });
});

describe('wdp members get', () => {
  it('finds a member by profile id, by name in any case or by @handle', async () => {
    const grace = [`id:     ${fixtures().admin.id}`, 'name:   Grace Hopper', 'handle: @grace', ''].join('\n');
    for (const key of [fixtures().admin.id, 'grace hopper', '@grace'])
      expect(await cli.wdp(['members', 'get', key])).toEqual({ code: 0, stdout: grace, stderr: '' });
  });

  it('prints the SDK member with --json', async () => {
    const shown = await cli.wdp(['members', 'get', '@linus', '--json']);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(shown.stdout)).toMatchObject({
      id: fixtures().member.id,
      name: 'Linus Torvalds',
      handle: '@linus',
    });
  });

  it('escapes a control character in a name, and keeps it exact in --json', async () => {
    const hostile = 'Linus\u001b[2J\nDONE fake';
    rename('member', hostile);
    const shown = await cli.wdp(['members', 'get', '@linus']);
    expect(shown.stdout).toContain('\nname:   Linus\\e[2J\\nDONE fake\n');
    const json = await cli.wdp(['members', 'get', '@linus', '--json']);
    expect((JSON.parse(json.stdout) as { name: string }).name).toBe(hostile);
  });

  it('says so when no member has the key (exit 1)', async () => {
    expect(await cli.wdp(['members', 'get', 'nobody'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `Workspace ${fixtures().workspaceId} has no member "nobody"; see \`wdp members list\`.\n`,
    });
    const outsider = await cli.wdp(['members', 'get', fixtures().outsider.id]);
    expect(outsider).toMatchObject({ code: 1, stdout: '' });
  });

  it('refuses an email address before any request (exit 2): the service sends none for a member', async () => {
    // An unreachable service: any request would end in a connection error (exit 1).
    expect(
      await cli.wdp(['members', 'get', 'ada@example.com'], { env: { WDP_BASE_URL: 'http://127.0.0.1:9' } }),
    ).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'The service sends no email address for a member, so "ada@example.com" cannot name one; ' +
        'give the profile id, name or @handle (see `wdp members list`).\n',
    });
  });
});

describe('wdp members --help', () => {
  it('shows an example for the group and each command', async () => {
    const group = await cli.wdp(['members', '--help']);
    expect(group).toMatchObject({ code: 0, stderr: '' });
    expect(group.stdout).toContain('\nExample:\n  $ wdp members list\n');
    for (const command of ['list', 'get']) {
      const help = await cli.wdp(['members', command, '--help']);
      expect(help.stdout).toMatch(new RegExp(`\nExample:\n {2}\\$ wdp members ${command} `));
    }
  });
});
