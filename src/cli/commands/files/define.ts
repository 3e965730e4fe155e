import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { FilesDownloadFlags, FilesUploadFlags } from './flags.js';

/** `wdp files list | upload | download | delete`: the workspace's files. */
export function defineFiles(program: Command, launch: Launch): void {
  const group = program
    .command('files')
    .description("list, upload, download and delete the workspace's files")
    .addHelpText('after', example('wdp files upload ./data --to imports'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(
      group.command('list').description("list the workspace's files").addHelpText('after', example('wdp files list')),
    ),
    launch,
    run('list'),
  );
  leaf<FilesUploadFlags>(
    group
      .command('upload <path...>')
      .description('upload local files (a folder: every file in it, under its name) in one request')
      .addHelpText('after', example('wdp files upload ./data --to imports'))
      .addOption(new Option('--to <dir>', 'the workspace folder to upload into (default: the top)')),
    launch,
    run('upload'),
  );
  leaf<FilesDownloadFlags>(
    group
      .command('download <path>')
      .description("write a file's bytes to stdout, or to a local file")
      .addHelpText('after', example('wdp files download imports/orders.csv -o orders.csv'))
      .addOption(
        new Option(
          '-o, --output <file>',
          'the local file to write (replaced whole; a FIFO or device written through; - for stdout)',
        ),
      ),
    launch,
    run('download'),
  );
  leaf(
    group
      .command('delete <path>')
      .description('delete a file of the workspace')
      .addHelpText('after', example('wdp files delete imports/orders.csv')),
    launch,
    run('remove'),
  );
}
