import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, listLeaf, subcommand } from '../../program/command.js';
import type { WorkspacesCreateFlags } from './flags.js';

/** `wdp workspaces list | get | create | delete` */
export function defineWorkspaces(program: Command, launch: Launch): void {
  const group = subcommand(program, 'workspaces', 'list, show, create and delete workspaces', 'wdp workspaces list');
  const run = lazily(() => import('./run.js'));
  listLeaf(group, launch, run('list'), 'list your workspaces', 'wdp workspaces list --all');
  leaf(
    subcommand(group, 'get <workspace>', 'show a workspace (id, alias or name)', 'wdp workspaces get analytics'),
    launch,
    run('get'),
  );
  leaf<WorkspacesCreateFlags>(
    subcommand(
      group,
      'create',
      'create a workspace (it is provisioned by a WORKSPACE_INIT job)',
      'wdp workspaces create --name "Research Lab"',
    )
      .addOption(new Option('--name <name>', 'its name').makeOptionMandatory())
      .addOption(new Option('--domain <domain...>', 'email domains whose users may join')),
    launch,
    run('create'),
  );
  leaf(
    subcommand(
      group,
      'delete <workspace>',
      'delete a workspace and everything in it',
      'wdp workspaces delete research-lab',
    ),
    launch,
    run('remove'),
  );
}
