import { describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { type Role, useCli } from './harness.js';

const cli = useCli();

const clientOf = (role: Role) => new Client({ baseUrl: cli.server.url, auth: cli.service.fixtures[role].token });

/** Ada (the owner) follows the revenue dataset; Grace (an admin) comments on it, which notifies Ada. */
async function subscribeOwner(): Promise<void> {
  await clientOf('owner').subscriptions.toDataset(cli.service.fixtures.datasets.revenue);
}
async function comment(message: string): Promise<void> {
  await clientOf('admin').comments.create(cli.service.fixtures.datasets.revenue, { message });
}

const line = /^2024-03-01T09:\S+ {2}DATASET_COMMENT {2}Grace Hopper {2}dataset: Q3 revenue #kpi$/;
/** The demo's notification of Ada: Linus's question on the revenue dataset, two hours before the clock's start. */
const seeded = /^2024-03-01T07:\S+ {2}DATASET_COMMENT {2}Linus Torvalds {2}dataset: Q3 revenue #kpi$/;

describe('wdp notifications list', () => {
  it('lists the unread notifications as a table, newest first, and as a JSON array', async () => {
    await subscribeOwner();
    await comment('First');
    await comment('Second');
    const table = await cli.wdp(['notifications', 'list']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    const [heading, ...rows] = table.stdout.trimEnd().split('\n');
    expect(heading).toMatch(/^CREATED +TYPE {13}ACTOR {11}ABOUT$/);
    expect(rows.map((row) => row.replace(/ {2,}/g, '  '))).toEqual([
      expect.stringMatching(line),
      expect.stringMatching(line),
      expect.stringMatching(seeded),
    ]);
    const json = await cli.wdp(['notifications', 'list', '--json']);
    const listed = JSON.parse(json.stdout) as Array<{
      type: string;
      _embedded: { datasetComment: { message: string } };
    }>;
    expect(listed.map((n) => n._embedded.datasetComment.message)).toEqual([
      'Second',
      'First',
      'EMEA looks low for September: are the last days of orders in?',
    ]);
  });

  it('shows nothing when there is nothing unread; --resolved includes the read ones', async () => {
    await subscribeOwner();
    await comment('Read it');
    await clientOf('owner').notifications.refresh({ since: '2030-01-01T00:00' });
    expect(await cli.wdp(['notifications', 'list'])).toEqual({ code: 0, stdout: '', stderr: 'Nothing to show.\n' });
    const all = await cli.wdp(['notifications', 'list', '--resolved', '--json']);
    // Grace's comment, then the demo's notification of Linus's question.
    expect(JSON.parse(all.stdout)).toEqual(
      Array(2).fill(expect.objectContaining({ type: 'DATASET_COMMENT', resolved: true })),
    );
  });
});

describe('wdp notifications watch', () => {
  it('prints each new notification once, as it arrives, until Ctrl-C (exit 130)', async () => {
    await subscribeOwner();
    await comment('Before the watch');
    const watch = cli.start(['notifications', 'watch', '--interval', '20']);
    await watch.waitFor('stderr', /Watching for notifications every 20 ms; press Ctrl-C to stop\.\n/);
    await comment('One');
    await watch.waitFor('stdout', /\n/);
    await comment('Two');
    await watch.waitFor('stdout', /\n.*\n/);
    watch.kill('SIGINT');
    expect(await watch.exited).toBe(130);
    const lines = watch.stdout().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    for (const printed of lines) expect(printed).toMatch(line);
    expect(watch.stderr()).toBe('Watching for notifications every 20 ms; press Ctrl-C to stop.\nInterrupted\n');
    // Watching marks nothing read.
    const unread = await cli.wdp(['notifications', 'list', '--json']);
    expect(JSON.parse(unread.stdout)).toHaveLength(4); // the demo's one, and three of Grace's comments
  });

  it('prints NDJSON with --json: one notification a line', async () => {
    await subscribeOwner();
    const watch = cli.start(['notifications', 'watch', '--interval', '20', '--json']);
    await watch.waitFor('stderr', /press Ctrl-C to stop/);
    await comment('As JSON');
    await watch.waitFor('stdout', /\n/);
    watch.kill('SIGINT');
    expect(await watch.exited).toBe(130);
    const printed = JSON.parse(watch.stdout()) as { type: string; _embedded: { datasetComment: { message: string } } };
    expect(printed).toMatchObject({ type: 'DATASET_COMMENT', _embedded: { datasetComment: { message: 'As JSON' } } });
  });

  it('with --since, prints those created after that instant; with --count, ends after that many', async () => {
    await subscribeOwner();
    await comment('Read before');
    const [handled] = (await clientOf('owner').notifications.list()).items; // the newest: 'Read before'
    await comment('Missed between two watches');
    await comment('Also missed');
    const since = handled?.created ?? '';
    const result = await cli.wdp(['notifications', 'watch', '--since', since, '--count', '2', '--json']);
    expect(result).toMatchObject({
      code: 0,
      stderr: 'Watching for notifications every 5000 ms; press Ctrl-C to stop.\n',
    });
    const printed = result.stdout
      .trimEnd()
      .split('\n')
      .map((json) => (JSON.parse(json) as { _embedded: { datasetComment: { message: string } } })._embedded);
    expect(printed.map((embedded) => embedded.datasetComment.message)).toEqual([
      'Missed between two watches',
      'Also missed',
    ]);
  });

  it('reads every page of an answer: more notifications at once than the service puts on one page', async () => {
    await subscribeOwner();
    const messages = Array.from({ length: 105 }, (_, n) => `Comment ${n + 1}`);
    for (const message of messages) await comment(message); // one at a time: each its own instant, in this order
    const since = '2024-03-01T08:00'; // after the demo's notification, before the first comment
    const result = await cli.wdp(['notifications', 'watch', '--since', since, '--count', '105', '--json']);
    expect(result).toMatchObject({ code: 0 });
    const printed = result.stdout
      .trimEnd()
      .split('\n')
      .map((json) => (JSON.parse(json) as { _embedded: { datasetComment: { message: string } } })._embedded);
    expect(printed.map((embedded) => embedded.datasetComment.message)).toEqual(messages);
    // Pages of 100 asked for (the service's default is 20), until one is short.
    const asked = cli.service.admin
      .journal()
      .filter(
        (entry) => entry.method === 'PUT' && entry.path === '/api/notifications' && entry.query['since'] === since,
      )
      .map((entry) => entry.query);
    expect(asked).toEqual([
      { since, markAsResolved: 'false', page: '0', size: '100' },
      { since, markAsResolved: 'false', page: '1', size: '100' },
    ]);
  });

  it('with --count 1, ends at the first new notification, oldest first', async () => {
    await subscribeOwner();
    const watch = cli.start(['notifications', 'watch', '--interval', '20', '--count', '1']);
    await watch.waitFor('stderr', /press Ctrl-C to stop/);
    await comment('The one');
    expect(await watch.exited).toBe(0);
    expect(watch.stdout()).toMatch(new RegExp(`${line.source.slice(0, -1)}\n$`));
  });

  it('refuses a --since that is no timestamp and a --count below 1 (exit 2)', async () => {
    expect(await cli.wdp(['notifications', 'watch', '--since', 'yesterday'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        '--since takes an ISO 8601 timestamp of the service\'s clock, such as 2024-03-01T09:33:15; got "yesterday".\n',
    });
    expect(await cli.wdp(['notifications', 'watch', '--count', '0'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--count takes a whole number >= 1; got "0".\n',
    });
  });

  it('refuses an --interval that is no whole number of milliseconds (exit 2)', async () => {
    const result = await cli.wdp(['notifications', 'watch', '--interval', 'soon']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: '--interval takes a whole number of milliseconds >= 1; got "soon".\n',
    });
  });
});
