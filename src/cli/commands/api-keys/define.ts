import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, listLeaf, subcommand } from '../../program/command.js';
import type { ApiKeysCreateFlags } from './flags.js';

/** `wdp api-keys list | create | delete` (also `wdp apikeys`) */
export function defineApiKeys(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'api-keys',
    'list, create and delete your API keys (client credentials for scripts and CI)',
    'wdp api-keys create --name ci',
  ).alias('apikeys');
  const run = lazily(() => import('./run.js'));
  listLeaf(group, launch, run('list'), 'list your API keys (never their secrets)', 'wdp api-keys list');
  leaf<ApiKeysCreateFlags>(
    subcommand(
      group,
      'create',
      'create an API key and print its client secret, once: it cannot be shown again',
      'wdp api-keys create --name ci --json > ci-key.json',
    ).addOption(new Option('--name <name>', 'its name').makeOptionMandatory()),
    launch,
    run('create'),
  );
  leaf(
    subcommand(
      group,
      'delete <key>',
      'delete an API key (id, client id or name); its credentials stop working',
      'wdp api-keys delete ci',
    ),
    launch,
    run('remove'),
  );
}
