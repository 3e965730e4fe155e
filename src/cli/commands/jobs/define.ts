import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import type { JobsListFlags, JobsLogsFlags } from './flags.js';
import { type WaitFlags, withIntervalOption, withLogOption, withWaitOptions } from './watch-flags.js';

/** `wdp jobs list | get | logs | wait | stop` */
export function defineJobs(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'jobs',
    'list and show jobs, read their logs, wait for them, stop them',
    'wdp jobs logs JOB --follow',
  );
  const run = lazily(() => import('./run.js'));
  leaf<JobsListFlags>(
    withListOptions(
      subcommand(
        group,
        'list',
        "list the workspace's jobs, newest first",
        'wdp jobs list --pipeline orders-etl',
      ).addOption(new Option('--pipeline <pipeline>', "only this pipeline's jobs (id, name or label)")),
    ),
    launch,
    run('list'),
  );
  leaf(subcommand(group, 'get <job>', 'show a job', 'wdp jobs get JOB'), launch, run('get'));
  leaf<JobsLogsFlags>(
    withLogOption(
      withIntervalOption(
        subcommand(group, 'logs <job>', "print a job's log so far", 'wdp jobs logs JOB --follow').addOption(
          new Option('--follow', 'print the lines as they come, until the job ends'),
        ),
      ),
    ),
    launch,
    run('logs'),
  );
  leaf<WaitFlags>(
    withWaitOptions(
      subcommand(
        group,
        'wait <job>',
        'wait for a job to end; exit code 3 when it ends ERROR or STOPPED',
        'wdp jobs wait JOB --timeout 600',
      ),
    ),
    launch,
    run('wait'),
  );
  leaf(subcommand(group, 'stop <job>', 'stop a queued or running job', 'wdp jobs stop JOB'), launch, run('stop'));
}
