import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { WorkspacesCreateFlags } from './flags.js';

/** `wdp workspaces list | get | create | delete` */
export function defineWorkspaces(program: Command, launch: Launch): void {
  const group = program
    .command('workspaces')
    .description('list, show, create and delete workspaces')
    .addHelpText('after', example('wdp workspaces list'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(
      group
        .command('list')
        .description('list your workspaces')
        .addHelpText('after', example('wdp workspaces list --all')),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <workspace>')
      .description('show a workspace (id, alias or name)')
      .addHelpText('after', example('wdp workspaces get analytics')),
    launch,
    run('get'),
  );
  leaf<WorkspacesCreateFlags>(
    group
      .command('create')
      .description('create a workspace (it is provisioned by a WORKSPACE_INIT job)')
      .addHelpText('after', example('wdp workspaces create --name "Research Lab"'))
      .addOption(new Option('--name <name>', 'its name').makeOptionMandatory())
      .addOption(new Option('--domain <domain...>', 'email domains whose users may join')),
    launch,
    run('create'),
  );
  leaf(
    group
      .command('delete <workspace>')
      .description('delete a workspace and everything in it')
      .addHelpText('after', example('wdp workspaces delete research-lab')),
    launch,
    run('remove'),
  );
}
