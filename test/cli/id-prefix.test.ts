// Every command that takes an id takes the start of it too, as tables show ids on a terminal (8 characters or more,
// in any case): one match is the resource, several a usage error naming them, none the command's not-found answer.
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';
import { wdpOnTerminal } from './on-terminal.js';

const cli = useCli();
const short = (id: string) => id.slice(0, 8);
const fieldOf = (stdout: string, label: string) => new RegExp(`^${label}: +(.*)$`, 'm').exec(stdout)?.[1];

/** Two pipelines whose ids share their first 9 characters, named one and two. */
function twins(): [string, string] {
  const { workspaceId, owner } = cli.service.fixtures;
  const ids = ['abcdef12-0000-4000-8000-000000000001', 'abcdef12-1111-4000-8000-000000000002'] as const;
  for (const [i, id] of ids.entries())
    cli.service.seed.pipeline({ id, workspaceId, profileId: owner.id, name: ['one', 'two'][i] ?? '' });
  return [...ids];
}

describe('an id prefix', () => {
  it('names the one resource whose id starts with it, in any case', async () => {
    const { pipelineId, workspaceId, jobs, datasets } = cli.service.fixtures;
    const pipeline = await cli.wdp(['pipelines', 'get', short(pipelineId).toUpperCase()]);
    expect(pipeline).toMatchObject({ code: 0, stderr: '' });
    expect(fieldOf(pipeline.stdout, 'id')).toBe(pipelineId);
    const job = await cli.wdp(['jobs', 'get', short(jobs.failed)]);
    expect(fieldOf(job.stdout, 'id')).toBe(jobs.failed);
    const dataset = await cli.wdp(['datasets', 'get', `${datasets.churn.slice(0, 13)}`]);
    expect(fieldOf(dataset.stdout, 'alias')).toBe('customer-churn');
    const elsewhere = await cli.wdp(['datasets', 'list', '--json', '-w', short(workspaceId)], {
      env: { WDP_WORKSPACE: undefined },
    });
    expect(JSON.parse(elsewhere.stdout)).toHaveLength(3);
    const postgres = [...cli.service.store.dataComponents.values()].find((c) => c.name === 'extractors/tap-postgres');
    const component = await cli.wdp(['components', 'get', short(postgres?.id ?? ''), '--json']);
    expect(JSON.parse(component.stdout)).toMatchObject({ id: postgres?.id, name: 'extractors/tap-postgres' });
  });

  it('names alerts, subscriptions, invitations, comments and plugins as their lists show them', async () => {
    const alert = JSON.parse(
      (await cli.wdp(['alerts', 'create', 'q3-revenue', '--detail', 'over 5%', '--json'])).stdout,
    );
    expect(fieldOf((await cli.wdp(['alerts', 'get', short(alert.id)])).stdout, 'detail')).toBe('over 5%');
    const subscribed = await cli.wdp(['subscriptions', 'add', '--channel', 'Sales', '--json']);
    const { id } = JSON.parse(subscribed.stdout) as { id: string };
    expect(await cli.wdp(['subscriptions', 'remove', short(id)])).toEqual({
      code: 0,
      stderr: '',
      stdout: `Removed subscription ${id}\n`,
    });
    await cli.wdp(['invitations', 'invite', 'zoe@example.com']);
    const [invitation] = JSON.parse((await cli.wdp(['invitations', 'list', '--sent', '--json'])).stdout);
    const withdrawn = await cli.wdp(['invitations', 'withdraw', short(invitation.id)]);
    expect(withdrawn).toMatchObject({ code: 0, stdout: `Withdrew invitation ${invitation.id} to zoe@example.com\n` });
    const posted = await cli.wdp(['comments', 'post', 'q3-revenue', '--message', 'Looks right', '--json']);
    const comment = JSON.parse(posted.stdout) as { id: string };
    expect(fieldOf((await cli.wdp(['comments', 'get', short(comment.id)])).stdout, 'message')).toBe('Looks right');
    const [plugin] = JSON.parse((await cli.wdp(['plugins', 'list', '--json'])).stdout);
    const shown = await cli.wdp(['plugins', 'get', short(plugin.id), '--json']);
    expect(JSON.parse(shown.stdout)).toMatchObject({ id: plugin.id, name: plugin.name });
  });

  it('that starts several ids is a usage error naming each, with its name (exit 2)', async () => {
    const [one, two] = twins();
    for (const key of ['abcdef12', 'ABCDEF12-'])
      expect(await cli.wdp(['pipelines', 'get', key])).toEqual({
        code: 2,
        stdout: '',
        stderr: [
          `2 ids start with "${key}"; give more of the one you mean:`,
          `  ${one}  one`,
          `  ${two}  two`,
          '',
        ].join('\n'),
      });
    const table = await wdpOnTerminal(cli, ['pipelines', 'list'], { columns: 80, now: new Date() });
    // Their status moves with the mock's clock (PROVISIONING, then READY); their ids show 10 characters.
    const rows = table.stdout.split('\n').filter((line) => line.startsWith('abcdef12'));
    expect(rows.map((line) => line.replace(/ +[A-Z]+$/, ''))).toEqual([
      'abcdef12-0  one             one',
      'abcdef12-1  two             two',
    ]);
    const longer = await cli.wdp(['pipelines', 'get', 'abcdef12-1']);
    expect(fieldOf(longer.stdout, 'id')).toBe(two);
  });

  it('that starts no id, or has fewer than 8 characters, is answered as a name no resource has (exit 1)', async () => {
    const { pipelineId, workspaceId } = cli.service.fixtures;
    for (const key of ['ffffffff', short(pipelineId).slice(0, 7)])
      expect(await cli.wdp(['pipelines', 'get', key])).toEqual({
        code: 1,
        stdout: '',
        stderr: `No pipeline of workspace ${workspaceId} has the name or label "${key}"; see \`wdp pipelines list\`.\n`,
      });
  });

  it('gives way to a name that is the same text', async () => {
    const { pipelineId, workspaceId, owner } = cli.service.fixtures;
    cli.service.seed.pipeline({ workspaceId, profileId: owner.id, name: short(pipelineId) });
    const named = await cli.wdp(['pipelines', 'get', short(pipelineId)]);
    expect(fieldOf(named.stdout, 'name')).toBe(short(pipelineId));
    expect(fieldOf(named.stdout, 'id')).not.toBe(pipelineId);
  });
});
