import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/cli/output/relative-time.js';
import { useCli } from './harness.js';
import { wdpOnTerminal } from './on-terminal.js';

const cli = useCli();
// The mock's clock starts at 2024-03-01T09:00:00Z; the demo jobs and files are from then, hours or days before.
const now = new Date('2024-03-01T12:00:00Z');
/** This machine's clock in the tests of `wdp`: years from the mock's, whose `Date` header the tables read instead. */
const machine = new Date('2030-06-01T00:00:00Z');

describe('relativeTime', () => {
  it.each([
    ['2024-03-01T11:59:30Z', 'less than a minute ago'],
    ['2024-03-01T11:59:00Z', '1 minute ago'],
    ['2024-03-01T11:57:00Z', '3 minutes ago'],
    ['2024-03-01T11:57:00.123456', '2 minutes ago'],
    ['2024-03-01T10:00:00Z', '2 hours ago'],
    ['2024-02-29T11:00:00Z', 'yesterday'],
    ['2024-02-25T12:00:00Z', '5 days ago'],
    ['2024-01-25T12:00:00Z', 'about 1 month ago'],
    ['2023-09-01T12:00:00Z', 'about 6 months ago'],
    ['2023-03-01T12:00:00Z', 'about 1 year ago'],
    ['2022-02-28T12:00:00Z', 'about 2 years ago'],
    ['2024-03-01T12:03:00Z', 'in 3 minutes'],
    ['2024-03-02T13:00:00Z', 'tomorrow'],
    ['2024-05-01T12:00:00Z', 'in about 2 months'],
  ])('reads %s as %s', (timestamp, words) => {
    expect(relativeTime(timestamp, now)).toBe(words);
  });

  it('returns text that is not a timestamp as it is', () => {
    expect(relativeTime('soon', now)).toBe('soon');
    expect(relativeTime('', now)).toBe('');
  });
});

describe('time columns', () => {
  it("read as relative times to the service's clock on a terminal, as the server wrote them elsewhere", async () => {
    const json = await wdpOnTerminal(cli, ['jobs', 'list', '--json'], { columns: 120, now: machine });
    const jobs = JSON.parse(json.stdout) as { id: string; type: string; status: string; created: string }[];
    expect(jobs.map((job) => [job.created, job.status])).toEqual([
      ['2024-03-01T08:59:50.000', 'COMPLETE'],
      ['2024-03-01T08:59:50.000', 'COMPLETE'],
      ['2024-03-01T08:59:50.000', 'COMPLETE'],
      ['2024-03-01T08:24:58.000', 'RUNNING'],
      ['2024-03-01T03:00:00.000', 'ERROR'],
      ['2024-02-29T08:59:50.000', 'COMPLETE'],
      ['2024-02-29T03:00:00.000', 'COMPLETE'],
      ['2024-02-28T08:59:50.000', 'COMPLETE'],
      ['2024-02-27T08:59:50.000', 'COMPLETE'],
    ]);
    // The mock's clock reads 09:00 and some seconds (it moves half a second a request).
    const ago = [
      ...Array(3).fill('less than a minute ago'),
      '35 minutes ago',
      '6 hours ago',
      'yesterday',
      'yesterday',
      '2 days ago',
      '3 days ago',
    ] as string[];
    const row = (id: string, job: { type: string; status: string }, created: string) =>
      `${id}  ${job.type.padEnd(15)}  ${job.status.padEnd(8)}  ${created}`;
    const onTerminal = await wdpOnTerminal(cli, ['jobs', 'list'], { columns: 120, now: machine });
    expect(onTerminal).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'ID        TYPE             STATUS    CREATED',
        ...jobs.map((job, i) => row(job.id.slice(0, 8), job, ago[i] ?? '')),
        '',
      ].join('\n'),
    });
    const piped = await cli.wdp(['jobs', 'list']);
    expect(piped.stdout.trimEnd().split('\n').slice(1)).toEqual(jobs.map((job) => row(job.id, job, job.created)));
  });

  it("show a file's last change relative to the service's clock, wherever it stands", async () => {
    cli.service.clock.advance(3 * 3_600_000);
    const onTerminal = await wdpOnTerminal(cli, ['files', 'list'], { columns: 80, now: machine });
    expect(onTerminal.stdout).toBe(
      [
        'PATH               CONTENT TYPE     MODIFIED',
        'README.md          text/markdown    3 hours ago',
        'models/orders.sql  application/sql  3 hours ago',
        '',
      ].join('\n'),
    );
    const piped = await cli.wdp(['files', 'list']);
    expect(piped.stdout).toMatch(/^README\.md {10}text\/markdown {4}2024-03-01T09:00:00\.0+\d*$/m);
  });
});
