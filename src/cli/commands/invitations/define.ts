import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import type { InvitationsListFlags } from './flags.js';

/** `wdp invitations invite | list | accept | withdraw | delete` */
export function defineInvitations(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'invitations',
    'invite people to the workspace; list, accept, withdraw and delete invitations',
    'wdp invitations invite grace@example.com',
    'wdp invitations list --received',
  );
  const run = lazily(() => import('./run.js'));
  leaf(
    subcommand(
      group,
      'invite <email...>',
      'invite one or more email addresses to the workspace (owners only)',
      'wdp invitations invite grace@example.com alan@example.com',
    ),
    launch,
    run('invite'),
  );
  leaf<InvitationsListFlags>(
    withListOptions(
      subcommand(
        group,
        'list',
        "list the workspace's invitations (administrators), or yours with --received or --sent",
        'wdp invitations list --received',
      )
        .addOption(new Option('--received', 'the invitations sent to your email address').conflicts('sent'))
        .addOption(new Option('--sent', 'the invitations you have sent, in every workspace')),
    ),
    launch,
    run('list'),
  );
  leaf(
    subcommand(
      group,
      'accept <invitation>',
      'accept an invitation sent to your email address: you become a member of its workspace',
      'wdp invitations accept INVITATION',
    ),
    launch,
    run('accept'),
  );
  leaf(
    subcommand(
      group,
      'withdraw <invitation>',
      'withdraw a pending invitation (it becomes REVOKED)',
      'wdp invitations withdraw INVITATION',
    ),
    launch,
    run('withdraw'),
  );
  leaf(
    subcommand(group, 'delete <invitation>', 'delete an invitation, in any state', 'wdp invitations delete INVITATION'),
    launch,
    run('remove'),
  );
}
