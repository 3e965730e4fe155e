import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { showSettingFlags } from '../../program/global-flags.js';
import { example } from '../../program/help-example.js';
import type { ContextCreateFlags, ContextImportFlags, ContextUpdateFlags } from './flags.js';

/** `wdp context create | use | list | show | update | delete | import-matatika` */
export function defineContext(program: Command, launch: Launch): void {
  const group = program
    .command('context')
    .description('named sets of settings (service, credentials, workspace), one of them current')
    .addHelpText(
      'after',
      example('wdp context create prod --base-url https://app.example.com --with-token < token.txt'),
    );
  const run = lazily(() => import('./run.js'));
  const create = leaf<ContextCreateFlags>(
    group
      .command('create <name>')
      .description('store the settings flags given (--base-url, --token -, -w...) as a new context')
      .addOption(new Option('--use', 'make it the current context (the first context always is)'))
      .addOption(new Option('--with-token', 'read the token from stdin (as --token -)'))
      .addHelpText(
        'after',
        example('wdp context create prod --base-url https://app.example.com --with-token < token.txt'),
      ),
    launch,
    run('create'),
  );
  showSettingFlags(create, 'Settings to store (each also a WDP_* variable):');
  leaf(
    group
      .command('use <name>')
      .description('make a context the current one')
      .addHelpText('after', example('wdp context use prod')),
    launch,
    run('use'),
  );
  leaf(
    group.command('list').description('list the contexts').addHelpText('after', example('wdp context list')),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('show [name]')
      .description('show the settings in force and where each comes from (flag, environment, context)')
      .addHelpText('after', example('wdp context show prod')),
    launch,
    lazily(() => import('./show.js'))('show'),
  );
  const update = leaf<ContextUpdateFlags>(
    group
      .command('update [name]')
      .description('change the settings flags given in a context (default: the current one)')
      .addHelpText('after', example('wdp context update prod --token - < new-token.txt'))
      .addOption(
        new Option('--unset <setting>', 'remove a setting, such as token or base-url (repeatable)').argParser(
          (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
        ),
      ),
    launch,
    run('update'),
  );
  showSettingFlags(update, 'Settings to change:');
  leaf(
    group
      .command('delete <name>')
      .description('delete a context')
      .addHelpText('after', example('wdp context delete staging')),
    launch,
    run('remove'),
  );
  leaf<ContextImportFlags>(
    group
      .command('import-matatika [file]')
      .description("import the matatika CLI's contexts (default file: ~/.matatika/contexts.json)")
      .addHelpText('after', example('wdp context import-matatika'))
      .addOption(new Option('--force', 'replace wdp contexts of the same names')),
    launch,
    lazily(() => import('./import-matatika.js'))('importMatatika'),
  );
}
