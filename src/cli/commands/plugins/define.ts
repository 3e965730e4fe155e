import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { PluginsListFlags, PluginsSearchFlags } from './flags.js';

/** The type directories of the Meltano Hub index that `--type` takes. */
const hubTypes = [
  'extractors',
  'loaders',
  'transformers',
  'mappers',
  'utilities',
  'orchestrators',
  'files',
  'transforms',
  'models',
];

/** `wdp plugins list | get | search | install` */
export function definePlugins(program: Command, launch: Launch): void {
  const group = program
    .command('plugins')
    .description("list, show, search and install the workspace's data plugins (extractors, loaders...)")
    .addHelpText('after', example('wdp plugins search github', 'wdp plugins install tap-github--meltanolabs'));
  const run = lazily(() => import('./run.js'));
  leaf<PluginsListFlags>(
    withListOptions(
      group
        .command('list')
        .description("list the workspace's installed data plugins")
        .addOption(new Option('--available', 'list those the workspace can install instead')),
    ).addHelpText('after', example('wdp plugins list --available --all')),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <plugin>')
      .description('show a data plugin and its settings (id, name or name--variant)')
      .addHelpText('after', example('wdp plugins get tap-postgres')),
    launch,
    run('get'),
  );
  leaf<PluginsSearchFlags>(
    group
      .command('search <text>')
      .description('search the Meltano Hub index by name, label or description (case-insensitive)')
      .addOption(new Option('--type <type>', 'only plugins of this type').choices(hubTypes))
      .addHelpText('after', example('wdp plugins search postgres --type loaders')),
    launch,
    run('search'),
  );
  leaf(
    group
      .command('install <plugin>')
      .description('install a data plugin into the workspace (id, name or name--variant; see list --available)')
      .addHelpText('after', example('wdp plugins install tap-github--meltanolabs')),
    launch,
    run('install'),
  );
}
