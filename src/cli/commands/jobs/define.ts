import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { JobsListFlags, JobsLogsFlags } from './flags.js';
import { type WaitFlags, withIntervalOption, withLogOption, withWaitOptions } from './watch-flags.js';

/** `wdp jobs list | get | logs | wait | stop` */
export function defineJobs(program: Command, launch: Launch): void {
  const group = program
    .command('jobs')
    .description('list and show jobs, read their logs, wait for them, stop them')
    .addHelpText('after', example('wdp jobs logs JOB --follow'));
  const run = lazily(() => import('./run.js'));
  leaf<JobsListFlags>(
    withListOptions(
      group
        .command('list')
        .description("list the workspace's jobs, newest first")
        .addHelpText('after', example('wdp jobs list --pipeline orders-etl'))
        .addOption(new Option('--pipeline <pipeline>', "only this pipeline's jobs (id, name or label)")),
    ),
    launch,
    run('list'),
  );
  leaf(
    group.command('get <job>').description('show a job').addHelpText('after', example('wdp jobs get JOB')),
    launch,
    run('get'),
  );
  leaf<JobsLogsFlags>(
    withLogOption(
      withIntervalOption(
        group
          .command('logs <job>')
          .description("print a job's log so far")
          .addHelpText('after', example('wdp jobs logs JOB --follow'))
          .addOption(new Option('--follow', 'print the lines as they come, until the job ends')),
      ),
    ),
    launch,
    run('logs'),
  );
  leaf<WaitFlags>(
    withWaitOptions(
      group
        .command('wait <job>')
        .description('wait for a job to end; exit code 3 when it ends ERROR or STOPPED')
        .addHelpText('after', example('wdp jobs wait JOB --timeout 600')),
    ),
    launch,
    run('wait'),
  );
  leaf(
    group
      .command('stop <job>')
      .description('stop a queued or running job')
      .addHelpText('after', example('wdp jobs stop JOB')),
    launch,
    run('stop'),
  );
}
