import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { AccountsCreateWorkspaceFlags } from './flags.js';

/** `wdp accounts list | get | create-workspace` */
export function defineAccounts(program: Command, launch: Launch): void {
  const group = program
    .command('accounts')
    .description('list and show the accounts you own (their quotas), and create workspaces in them')
    .addHelpText('after', example('wdp accounts list'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(group.command('list').description('list the accounts you own')).addHelpText(
      'after',
      example('wdp accounts list --all'),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <account>')
      .description('show an account and its quotas (id or company)')
      .addHelpText('after', example('wdp accounts get "Acme Analytics"')),
    launch,
    run('get'),
  );
  leaf<AccountsCreateWorkspaceFlags>(
    group
      .command('create-workspace <account>')
      .description("create a workspace in an account (id or company); it counts against the account's quota")
      .addOption(new Option('--name <name>', 'its name').makeOptionMandatory())
      .addOption(new Option('--alias <alias>', 'its short name, unique on the service'))
      .addOption(new Option('--domain <domain...>', 'email domains whose users may join'))
      .addHelpText('after', example('wdp accounts create-workspace "Acme Analytics" --name "Research Lab"')),
    launch,
    run('createWorkspace'),
  );
}
