import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { InvitationsListFlags } from './flags.js';

/** `wdp invitations invite | list | accept | withdraw | delete` */
export function defineInvitations(program: Command, launch: Launch): void {
  const group = program
    .command('invitations')
    .description('invite people to the workspace; list, accept, withdraw and delete invitations')
    .addHelpText('after', example('wdp invitations invite grace@example.com', 'wdp invitations list --received'));
  const run = lazily(() => import('./run.js'));
  leaf(
    group
      .command('invite <email...>')
      .description('invite one or more email addresses to the workspace (owners only)')
      .addHelpText('after', example('wdp invitations invite grace@example.com alan@example.com')),
    launch,
    run('invite'),
  );
  leaf<InvitationsListFlags>(
    withListOptions(
      group
        .command('list')
        .description("list the workspace's invitations (administrators), or yours with --received or --sent")
        .addOption(new Option('--received', 'the invitations sent to your email address').conflicts('sent'))
        .addOption(new Option('--sent', 'the invitations you have sent, in every workspace'))
        .addHelpText('after', example('wdp invitations list --received')),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('accept <invitation>')
      .description('accept an invitation sent to your email address: you become a member of its workspace')
      .addHelpText('after', example('wdp invitations accept INVITATION')),
    launch,
    run('accept'),
  );
  leaf(
    group
      .command('withdraw <invitation>')
      .description('withdraw a pending invitation (it becomes REVOKED)')
      .addHelpText('after', example('wdp invitations withdraw INVITATION')),
    launch,
    run('withdraw'),
  );
  leaf(
    group
      .command('delete <invitation>')
      .description('delete an invitation, in any state')
      .addHelpText('after', example('wdp invitations delete INVITATION')),
    launch,
    run('remove'),
  );
}
