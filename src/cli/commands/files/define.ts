import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, listLeaf, subcommand } from '../../program/command.js';
import type { FilesDownloadFlags, FilesUploadFlags } from './flags.js';

/** `wdp files list | upload | download | delete`: the workspace's files. */
export function defineFiles(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'files',
    "list, upload, download and delete the workspace's files",
    'wdp files upload ./data --to imports',
  );
  const run = lazily(() => import('./run.js'));
  listLeaf(group, launch, run('list'), "list the workspace's files", 'wdp files list');
  leaf<FilesUploadFlags>(
    subcommand(
      group,
      'upload <path...>',
      'upload local files (a folder: every file in it, under its name) in one request',
      'wdp files upload ./data --to imports',
    ).addOption(new Option('--to <dir>', 'the workspace folder to upload into (default: the top)')),
    launch,
    run('upload'),
  );
  leaf<FilesDownloadFlags>(
    subcommand(
      group,
      'download <path>',
      "write a file's bytes to stdout, or to a local file",
      'wdp files download imports/orders.csv -o orders.csv',
    ).addOption(
      new Option(
        '-o, --output <file>',
        'the local file to write (replaced whole; a FIFO or device written through; - for stdout)',
      ),
    ),
    launch,
    run('download'),
  );
  leaf(
    subcommand(group, 'delete <path>', 'delete a file of the workspace', 'wdp files delete imports/orders.csv'),
    launch,
    run('remove'),
  );
}
