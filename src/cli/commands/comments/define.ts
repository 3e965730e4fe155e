import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { CommentsWriteFlags } from './flags.js';

/** `wdp comments list | get | post | reply | like | unlike | delete` */
export function defineComments(program: Command, launch: Launch): void {
  const group = program
    .command('comments')
    .description("read and write the comments on the workspace's datasets: post, reply, like")
    .addHelpText('after', example('wdp comments post q3-revenue --message "Numbers look off for EMEA"'));
  const run = lazily(() => import('./run.js'));
  const message = () => new Option('--message <text>', 'the message; @FILE reads a file, - reads stdin');
  const file = () => new Option('--file <file>', 'read the message from a file (- for stdin)').conflicts('message');
  leaf<ListFlags>(
    withListOptions(
      group
        .command('list <dataset>')
        .description('list the comments on a dataset (id or alias), in the order the service gives them')
        .addHelpText('after', example('wdp comments list q3-revenue')),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <comment>')
      .description('show a comment, its message whole')
      .addHelpText('after', example('wdp comments get COMMENT')),
    launch,
    run('get'),
  );
  leaf<CommentsWriteFlags>(
    group
      .command('post <dataset>')
      .description('comment on a dataset (id or alias)')
      .addOption(message())
      .addOption(file())
      .addHelpText('after', example('wdp comments post q3-revenue --file review.md')),
    launch,
    run('post'),
  );
  leaf<CommentsWriteFlags>(
    group
      .command('reply <comment>')
      .description('reply to a comment')
      .addOption(message())
      .addOption(file())
      .addHelpText('after', example('wdp comments reply COMMENT --message - < answer.md')),
    launch,
    run('reply'),
  );
  leaf(
    group
      .command('like <comment>')
      .description('like a comment')
      .addHelpText('after', example('wdp comments like COMMENT')),
    launch,
    run('like'),
  );
  leaf(
    group
      .command('unlike <comment>')
      .description('withdraw your like of a comment')
      .addHelpText('after', example('wdp comments unlike COMMENT')),
    launch,
    run('unlike'),
  );
  leaf(
    group
      .command('delete <comment>')
      .description('delete a comment')
      .addHelpText('after', example('wdp comments delete COMMENT')),
    launch,
    run('remove'),
  );
}
