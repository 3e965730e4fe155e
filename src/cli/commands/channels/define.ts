import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { ChannelsCreateFlags } from './flags.js';

/** `wdp channels list | get | create | delete | add-dataset | remove-dataset` */
export function defineChannels(program: Command, launch: Launch): void {
  const group = program
    .command('channels')
    .description("list, show, create and delete the workspace's channels, and the datasets of a list channel")
    .addHelpText('after', example('wdp channels create --name Finance --type list'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(group.command('list').description("list the workspace's channels")).addHelpText(
      'after',
      example('wdp channels list --all'),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <channel>')
      .description('show a channel (id or name)')
      .addHelpText('after', example('wdp channels get Sales')),
    launch,
    run('get'),
  );
  leaf<ChannelsCreateFlags>(
    group
      .command('create')
      .description('create a channel in the workspace')
      .addOption(new Option('--name <name>', 'its name').makeOptionMandatory())
      .addOption(new Option('--description <text>', 'what it is about'))
      .addOption(
        new Option('--type <type>', 'source: the datasets published from it; list: the datasets added to it').choices([
          'list',
          'source',
        ]),
      )
      .addHelpText(
        'after',
        example('wdp channels create --name Finance --description "Month-end numbers" --type list'),
      ),
    launch,
    run('create'),
  );
  leaf(
    group
      .command('delete <channel>')
      .description('delete a channel (id or name)')
      .addHelpText('after', example('wdp channels delete Finance')),
    launch,
    run('remove'),
  );
  leaf(
    group
      .command('add-dataset <channel> <dataset>')
      .description('add a dataset (id or alias) to a list channel (id or name)')
      .addHelpText('after', example('wdp channels add-dataset Finance revenue')),
    launch,
    run('addDataset'),
  );
  leaf(
    group
      .command('remove-dataset <channel> <dataset>')
      .description('remove a dataset (id or alias) from a list channel (id or name)')
      .addHelpText('after', example('wdp channels remove-dataset Finance revenue')),
    launch,
    run('removeDataset'),
  );
}
