import { type Command, Option } from 'commander';
import { type Launch, leaf } from './command.js';

/** `wdp publish PATH [--dry-run]` */
export function definePublish(program: Command, launch: Launch): void {
  leaf(
    program
      .command('publish <path>')
      .description('publish dataset and channel YAML files (a file or a folder): NEW, UPDATED or UNCHANGED each')
      .addOption(new Option('--dry-run', 'report what would change without writing anything')),
    launch,
    () => import('../commands/publish.js'),
    'publish',
  );
}
