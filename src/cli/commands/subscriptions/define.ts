import { Argument, type Command, Option } from 'commander';
import { type Launch, lazily, leaf, listLeaf, subcommand } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import { wordArgument, wordOption } from '../../program/words.js';
import type { SubscriptionsAddFlags } from './flags.js';

/** `wdp subscriptions list | add | set-type | remove` */
export function defineSubscriptions(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'subscriptions',
    'list your subscriptions; subscribe to a workspace, channel, dataset or pipeline',
    'wdp subscriptions add --channel Sales',
  );
  const run = lazily(() => import('./run.js'));
  listLeaf(group, launch, run('list'), 'list your subscriptions', 'wdp subscriptions list --all');
  leaf<SubscriptionsAddFlags>(
    group
      .command('add')
      .description(
        'subscribe to a channel, dataset or pipeline of the workspace, or (with none) to the workspace -w names',
      )
      .addOption(new Option('--channel <channel>', 'a channel (id or name)').conflicts(['dataset', 'pipeline']))
      .addOption(new Option('--dataset <dataset>', 'a dataset (id or alias)').conflicts(['pipeline']))
      .addOption(new Option('--pipeline <pipeline>', 'a pipeline (id, name or label)'))
      .addOption(new Option('--all-members', 'subscribe the workspace for all its members (the owner only)'))
      .addOption(
        wordOption('--type <type>', 'which events it delivers (any case; default ALL)', ['ALL', 'ALERTS', 'NONE']),
      )
      .addHelpText(
        'after',
        example(
          'wdp subscriptions add --workspace Analytics',
          'wdp subscriptions add --pipeline orders-etl',
          'wdp subscriptions add --dataset q3-revenue --type ALERTS',
        ),
      ),
    launch,
    run('add'),
  );
  leaf(
    group
      .command('set-type')
      .description('change which events a subscription delivers')
      .addArgument(new Argument('<subscription>', 'the subscription id'))
      .addArgument(wordArgument('<type>', 'ALL, ALERTS or NONE (any case)', ['ALL', 'ALERTS', 'NONE'])),
    launch,
    run('setType'),
  ).addHelpText('after', example('wdp subscriptions set-type 3f6c0e1a-5b7d-4e2f-9a1c-8d0b2e4f6a73 ALERTS'));
  leaf(
    subcommand(
      group,
      'remove <subscription>',
      'remove a subscription (its id)',
      'wdp subscriptions remove 3f6c0e1a-5b7d-4e2f-9a1c-8d0b2e4f6a73',
    ),
    launch,
    run('remove'),
  );
}
