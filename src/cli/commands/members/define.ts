import type { Command } from 'commander';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';

/** `wdp members list | get` */
export function defineMembers(program: Command, launch: Launch): void {
  const group = program
    .command('members')
    .description("list the workspace's members; invite people with `wdp invitations invite`")
    .addHelpText('after', example('wdp members list'));
  const run = lazily(() => import('./run.js'));
  leaf(
    group
      .command('list')
      .description("list the workspace's members")
      .addHelpText('after', example('wdp members list -w analytics')),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <member>')
      .description('show a member (profile id, name or @handle)')
      .addHelpText('after', example('wdp members get @ada')),
    launch,
    run('get'),
  );
}
