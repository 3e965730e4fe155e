import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import { wordOption } from '../../program/words.js';
import type { ChannelsCreateFlags, ChannelsListFlags } from './flags.js';

/** `wdp channels list | get | create | delete | add-dataset | remove-dataset` */
export function defineChannels(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'channels',
    "list, show, create and delete the workspace's channels, and the datasets of a list channel",
    'wdp channels create --name Finance --type list',
  );
  const run = lazily(() => import('./run.js'));
  leaf<ChannelsListFlags>(
    withListOptions(
      subcommand(
        group,
        'list',
        "list the workspace's channels, of one type or scope when asked",
        'wdp channels list --all',
        'wdp channels list --type LIST --scope WORKSPACE',
      ),
    )
      .addOption(wordOption('--type <type>', 'only channels of this type (any case)', ['SOURCE', 'LIST']))
      .addOption(wordOption('--scope <scope>', 'only channels of this scope (any case)', ['WORKSPACE', 'PROFILE'])),
    launch,
    run('list'),
  );
  leaf(subcommand(group, 'get <channel>', 'show a channel (id or name)', 'wdp channels get Sales'), launch, run('get'));
  leaf<ChannelsCreateFlags>(
    subcommand(
      group,
      'create',
      'create a channel in the workspace',
      'wdp channels create --name Finance --description "Month-end numbers" --type list',
    )
      .addOption(new Option('--name <name>', 'its name').makeOptionMandatory())
      .addOption(new Option('--description <text>', 'what it is about'))
      .addOption(
        wordOption(
          '--type <type>',
          'SOURCE: the datasets published from it; LIST: the datasets added to it (any case)',
          ['SOURCE', 'LIST'],
        ),
      ),
    launch,
    run('create'),
  );
  leaf(
    subcommand(group, 'delete <channel>', 'delete a channel (id or name)', 'wdp channels delete Finance'),
    launch,
    run('remove'),
  );
  leaf(
    subcommand(
      group,
      'add-dataset <channel> <dataset>',
      'add a dataset (id or alias) to a list channel (id or name)',
      'wdp channels add-dataset Finance revenue',
    ),
    launch,
    run('addDataset'),
  );
  leaf(
    subcommand(
      group,
      'remove-dataset <channel> <dataset>',
      'remove a dataset (id or alias) from a list channel (id or name)',
      'wdp channels remove-dataset Finance revenue',
    ),
    launch,
    run('removeDataset'),
  );
}
