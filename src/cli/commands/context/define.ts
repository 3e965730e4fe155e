import { type Command, Option } from 'commander';
import { withWideOption } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import { showSettingFlags } from '../../program/global-flags.js';
import type { ContextCreateFlags, ContextImportFlags, ContextUpdateFlags } from './flags.js';

/** `wdp context create | use | list | show | update | delete | import-matatika` */
export function defineContext(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'context',
    'named sets of settings (service, credentials, workspace), one of them current',
    'wdp context create prod --base-url https://app.example.com --with-token < token.txt',
  );
  const run = lazily(() => import('./run.js'));
  const create = leaf<ContextCreateFlags>(
    subcommand(
      group,
      'create <name>',
      'store the settings flags given (--base-url, --token -, -w...) as a new context',
      'wdp context create prod --base-url https://app.example.com --with-token < token.txt',
    )
      .addOption(new Option('--use', 'make it the current context (the first context always is)'))
      .addOption(new Option('--with-token', 'read the token from stdin (as --token -)')),
    launch,
    run('create'),
  );
  showSettingFlags(create, 'Settings to store (each also a WDP_* variable):');
  leaf(subcommand(group, 'use <name>', 'make a context the current one', 'wdp context use prod'), launch, run('use'));
  leaf(withWideOption(subcommand(group, 'list', 'list the contexts', 'wdp context list')), launch, run('list'));
  leaf(
    subcommand(
      group,
      'show [name]',
      'show the settings in force and where each comes from (flag, environment, context)',
      'wdp context show prod',
    ),
    launch,
    lazily(() => import('./show.js'))('show'),
  );
  const update = leaf<ContextUpdateFlags>(
    subcommand(
      group,
      'update [name]',
      'change the settings flags given in a context (default: the current one)',
      'wdp context update prod --token - < new-token.txt',
    ).addOption(
      new Option('--unset <setting>', 'remove a setting, such as token or base-url (repeatable)').argParser(
        (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
      ),
    ),
    launch,
    run('update'),
  );
  showSettingFlags(update, 'Settings to change:');
  leaf(subcommand(group, 'delete <name>', 'delete a context', 'wdp context delete staging'), launch, run('remove'));
  leaf<ContextImportFlags>(
    subcommand(
      group,
      'import-matatika [file]',
      "import the matatika CLI's contexts (default file: ~/.matatika/contexts.json)",
      'wdp context import-matatika',
    ).addOption(new Option('--force', 'replace wdp contexts of the same names')),
    launch,
    lazily(() => import('./import-matatika.js'))('importMatatika'),
  );
}
