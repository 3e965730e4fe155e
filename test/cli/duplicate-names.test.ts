// A name that several resources share, exactly as given, names none of them: a usage error that asks for the id
// (exit 2), and nothing is fetched, changed or deleted; a unique exact name still wins over others in another case.
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

/** The requests the mock answered since `since`, as `METHOD /path`, other than reads. */
const writesSince = (since: number) =>
  cli.service.admin
    .journal()
    .slice(since)
    .map((entry) => `${entry.method} ${entry.path}`)
    .filter((request) => !request.startsWith('GET '));

/** Creates a channel by `wdp` and gives its id. */
async function channel(name: string): Promise<string> {
  const created = await cli.wdp(['channels', 'create', '--name', name, '--json']);
  expect(created.code).toBe(0);
  return (JSON.parse(created.stdout) as { id: string }).id;
}

describe('a name two resources share exactly', () => {
  it('is refused by channels get and delete (exit 2), which delete neither', async () => {
    const ids = [await channel('Dup'), await channel('Dup')];
    const asked = '2 channels are named "Dup"; give the id instead.\n';
    expect(await cli.wdp(['channels', 'get', 'Dup'])).toEqual({ code: 2, stdout: '', stderr: asked });
    const since = cli.service.admin.journal().length;
    expect(await cli.wdp(['channels', 'delete', 'Dup'])).toEqual({ code: 2, stdout: '', stderr: asked });
    expect(writesSince(since)).toEqual([]);
    const listed = JSON.parse((await cli.wdp(['channels', 'list', '--all', '--json'])).stdout) as { id: string }[];
    expect(listed.map((c) => c.id)).toEqual(expect.arrayContaining(ids));
    const [first] = ids;
    const deleted = await cli.wdp(['channels', 'delete', first ?? '']);
    expect(deleted).toMatchObject({ code: 0, stderr: '' });
  });

  it('is refused by api-keys delete (exit 2), which revokes neither key and shows no secret', async () => {
    const keys = [];
    for (let i = 0; i < 2; i++)
      keys.push(JSON.parse((await cli.wdp(['api-keys', 'create', '--name', 'ci', '--json'])).stdout));
    const since = cli.service.admin.journal().length;
    const refused = await cli.wdp(['api-keys', 'delete', 'ci']);
    expect(refused).toEqual({ code: 2, stdout: '', stderr: '2 API keys are named "ci"; give the id instead.\n' });
    for (const key of keys) expect(refused.stderr).not.toContain(key.clientSecret);
    expect(writesSince(since)).toEqual([]);
    const listed = JSON.parse((await cli.wdp(['api-keys', 'list', '--json'])).stdout) as { id: string }[];
    expect(listed.map((k) => k.id)).toEqual(expect.arrayContaining(keys.map((k) => k.id)));
  });

  it('is refused by datastores get, and by pipelines get for a label or a name and a label (exit 2)', async () => {
    const { workspaceId, owner } = cli.service.fixtures;
    for (let i = 0; i < 2; i++) cli.service.seed.datastore({ workspaceId, name: 'Warehouse' });
    expect(await cli.wdp(['datastores', 'get', 'Warehouse'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '2 datastores are named "Warehouse"; give the id instead.\n',
    });
    cli.service.seed.pipeline({ workspaceId, profileId: owner.id, name: 'nightly-a', label: 'Nightly' });
    cli.service.seed.pipeline({ workspaceId, profileId: owner.id, name: 'nightly-b', label: 'Nightly' });
    cli.service.seed.pipeline({ workspaceId, profileId: owner.id, name: 'weekly', label: 'nightly-a' });
    for (const key of ['Nightly', 'nightly-a'])
      expect(await cli.wdp(['pipelines', 'get', key])).toEqual({
        code: 2,
        stdout: '',
        stderr: `2 pipelines are named "${key}"; give the id instead.\n`,
      });
  });

  it('leaves a name exactly one resource has to it, though another has it in another case', async () => {
    const [exact] = [await channel('Dup'), await channel('DUP')];
    const got = await cli.wdp(['channels', 'get', 'Dup', '--json']);
    expect(got).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(got.stdout)).toMatchObject({ id: exact, name: 'Dup' });
    expect(await cli.wdp(['channels', 'get', 'dup'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '2 channels are named "dup"; give the id instead.\n',
    });
  });
});
