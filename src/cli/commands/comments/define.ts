import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import type { CommentsWriteFlags } from './flags.js';

/** `wdp comments list | get | post | reply | like | unlike | delete` */
export function defineComments(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'comments',
    "read and write the comments on the workspace's datasets: post, reply, like",
    'wdp comments post q3-revenue --message "Numbers look off for EMEA"',
  );
  const run = lazily(() => import('./run.js'));
  const message = () => new Option('--message <text>', 'the message; @FILE reads a file, - reads stdin');
  const file = () => new Option('--file <file>', 'read the message from a file (- for stdin)').conflicts('message');
  leaf<ListFlags>(
    withListOptions(
      subcommand(
        group,
        'list <dataset>',
        'list the comments on a dataset (id or alias), in the order the service gives them',
        'wdp comments list q3-revenue',
      ),
    ),
    launch,
    run('list'),
  );
  leaf(
    subcommand(group, 'get <comment>', 'show a comment, its message whole', 'wdp comments get COMMENT'),
    launch,
    run('get'),
  );
  leaf<CommentsWriteFlags>(
    subcommand(
      group,
      'post <dataset>',
      'comment on a dataset (id or alias)',
      'wdp comments post q3-revenue --file review.md',
    )
      .addOption(message())
      .addOption(file()),
    launch,
    run('post'),
  );
  leaf<CommentsWriteFlags>(
    subcommand(group, 'reply <comment>', 'reply to a comment', 'wdp comments reply COMMENT --message - < answer.md')
      .addOption(message())
      .addOption(file()),
    launch,
    run('reply'),
  );
  leaf(subcommand(group, 'like <comment>', 'like a comment', 'wdp comments like COMMENT'), launch, run('like'));
  leaf(
    subcommand(group, 'unlike <comment>', 'withdraw your like of a comment', 'wdp comments unlike COMMENT'),
    launch,
    run('unlike'),
  );
  leaf(subcommand(group, 'delete <comment>', 'delete a comment', 'wdp comments delete COMMENT'), launch, run('remove'));
}
