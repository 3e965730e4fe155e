import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import type { PublishFlags } from './flags.js';

/** `wdp publish PATH [--dry-run]` */
export function definePublish(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf<PublishFlags>(
    subcommand(
      program,
      'publish <path>',
      'publish dataset and channel YAML files (a file or a folder): NEW, UPDATED or UNCHANGED each',
      'wdp publish ./datasets --dry-run',
      'wdp publish ./datasets',
    ).addOption(new Option('--dry-run', 'report what would change without writing anything')),
    launch,
    run('publish'),
  );
}
