import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, listLeaf, subcommand } from '../../program/command.js';
import type { AccountsCreateWorkspaceFlags } from './flags.js';

/** `wdp accounts list | get | create-workspace` */
export function defineAccounts(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'accounts',
    'list and show the accounts you own (their quotas), and create workspaces in them',
    'wdp accounts list',
  );
  const run = lazily(() => import('./run.js'));
  listLeaf(group, launch, run('list'), 'list the accounts you own', 'wdp accounts list --all');
  leaf(
    subcommand(
      group,
      'get <account>',
      'show an account and its quotas (id or company)',
      'wdp accounts get "Acme Analytics"',
    ),
    launch,
    run('get'),
  );
  leaf<AccountsCreateWorkspaceFlags>(
    subcommand(
      group,
      'create-workspace <account>',
      "create a workspace in an account (id or company); it counts against the account's quota",
      'wdp accounts create-workspace "Acme Analytics" --name "Research Lab"',
    )
      .addOption(new Option('--name <name>', 'its name').makeOptionMandatory())
      .addOption(new Option('--alias <alias>', 'its short name, unique on the service'))
      .addOption(new Option('--domain <domain...>', 'email domains whose users may join')),
    launch,
    run('createWorkspace'),
  );
}
