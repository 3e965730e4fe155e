import { type Command, Option } from 'commander';
import { withListOptions } from '../output/lists.js';
import { type Launch, leaf } from './command.js';

/** `wdp workspaces list | get | create | delete` */
export function defineWorkspaces(program: Command, launch: Launch): void {
  const group = program.command('workspaces').description('list, show, create and delete workspaces');
  const load = () => import('../commands/workspaces.js');
  leaf(withListOptions(group.command('list').description('list your workspaces')), launch, load, 'list');
  leaf(group.command('get <workspace>').description('show a workspace (id, alias or name)'), launch, load, 'get');
  leaf(
    group
      .command('create')
      .description('create a workspace (it is provisioned by a WORKSPACE_INIT job)')
      .addOption(new Option('--name <name>', 'its name').makeOptionMandatory())
      .addOption(new Option('--domain <domain...>', 'email domains whose users may join')),
    launch,
    load,
    'create',
  );
  leaf(
    group.command('delete <workspace>').description('delete a workspace and everything in it'),
    launch,
    load,
    'remove',
  );
}
