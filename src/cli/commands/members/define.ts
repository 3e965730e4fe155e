import type { Command } from 'commander';
import { withWideOption } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';

/** `wdp members list | get` */
export function defineMembers(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'members',
    "list the workspace's members; invite people with `wdp invitations invite`",
    'wdp members list',
  );
  const run = lazily(() => import('./run.js'));
  leaf(
    withWideOption(subcommand(group, 'list', "list the workspace's members", 'wdp members list -w analytics')),
    launch,
    run('list'),
  );
  leaf(
    subcommand(group, 'get <member>', 'show a member (profile id, name or @handle)', 'wdp members get @ada'),
    launch,
    run('get'),
  );
}
