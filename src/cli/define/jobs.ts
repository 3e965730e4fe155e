import { type Command, Option } from 'commander';
import { withIntervalOption, withWaitOptions } from '../jobs/options.js';
import { withListOptions } from '../output/lists.js';
import { type Launch, leaf } from './command.js';

/** `wdp jobs list | get | logs | wait | stop` */
export function defineJobs(program: Command, launch: Launch): void {
  const group = program.command('jobs').description('list and show jobs, read their logs, wait for them, stop them');
  const load = () => import('../commands/jobs.js');
  leaf(
    withListOptions(
      group
        .command('list')
        .description("list the workspace's jobs, newest first")
        .addOption(new Option('--pipeline <pipeline>', "only this pipeline's jobs (id, name or label)")),
    ),
    launch,
    load,
    'list',
  );
  leaf(group.command('get <job>').description('show a job'), launch, load, 'get');
  leaf(
    withIntervalOption(
      group
        .command('logs <job>')
        .description("print a job's log so far")
        .addOption(new Option('--follow', 'print the lines as they come, until the job ends')),
    ),
    launch,
    load,
    'logs',
  );
  leaf(
    withWaitOptions(
      group.command('wait <job>').description('wait for a job to end; exit code 3 when it ends ERROR or STOPPED'),
    ),
    launch,
    load,
    'wait',
  );
  leaf(group.command('stop <job>').description('stop a queued or running job'), launch, load, 'stop');
}
