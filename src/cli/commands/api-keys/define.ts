import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { ApiKeysCreateFlags } from './flags.js';

/** `wdp api-keys list | create | delete` (also `wdp apikeys`) */
export function defineApiKeys(program: Command, launch: Launch): void {
  const group = program
    .command('api-keys')
    .alias('apikeys')
    .description('list, create and delete your API keys (client credentials for scripts and CI)')
    .addHelpText('after', example('wdp api-keys create --name ci'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(group.command('list').description('list your API keys (never their secrets)')).addHelpText(
      'after',
      example('wdp api-keys list'),
    ),
    launch,
    run('list'),
  );
  leaf<ApiKeysCreateFlags>(
    group
      .command('create')
      .description('create an API key and print its client secret, once: it cannot be shown again')
      .addOption(new Option('--name <name>', 'its name').makeOptionMandatory())
      .addHelpText('after', example('wdp api-keys create --name ci --json > ci-key.json')),
    launch,
    run('create'),
  );
  leaf(
    group
      .command('delete <key>')
      .description('delete an API key (id, client id or name); its credentials stop working')
      .addHelpText('after', example('wdp api-keys delete ci')),
    launch,
    run('remove'),
  );
}
