import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import { wordOption } from '../../program/words.js';
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

/** The kinds of data plugin `list --type` takes: the SDK's `DataPluginType` values (a test keeps them equal). */
export const pluginTypes = [
  'EXTRACTOR',
  'LOADER',
  'TRANSFORMER',
  'TRANSFORM',
  'MODEL',
  'ORCHESTRATOR',
  'UTILITY',
  'MAPPER',
  'FILE',
] as const;

/** `wdp plugins list | get | search | install` */
export function definePlugins(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'plugins',
    "list, show, search and install the workspace's data plugins (extractors, loaders...)",
    'wdp plugins search github',
    'wdp plugins install tap-github--meltanolabs',
  );
  const run = lazily(() => import('./run.js'));
  leaf<PluginsListFlags>(
    withListOptions(
      subcommand(
        group,
        'list',
        "list the workspace's installed data plugins, or those it can install (of one type, name... when asked)",
        'wdp plugins list --available --all',
        'wdp plugins list --available --type extractor --name tap-github',
      ),
    )
      .addOption(new Option('--available', 'list those the workspace can install instead'))
      .addOption(wordOption('--type <type>', 'with --available: only plugins of this type (any case)', pluginTypes))
      .addOption(new Option('--name <name>', 'with --available: only plugins of this name, such as tap-github'))
      .addOption(new Option('--variant <variant>', 'with --available: only plugins of this variant'))
      .addOption(new Option('--namespace <namespace>', 'with --available: only plugins of this namespace')),
    launch,
    run('list'),
  );
  leaf(
    subcommand(
      group,
      'get <plugin>',
      'show a data plugin and its settings (id, name or name--variant)',
      'wdp plugins get tap-postgres',
    ),
    launch,
    run('get'),
  );
  leaf<PluginsSearchFlags>(
    subcommand(
      group,
      'search <text>',
      'search the Meltano Hub index by name, label or description (case-insensitive)',
      'wdp plugins search postgres --type loaders',
    ).addOption(new Option('--type <type>', 'only plugins of this type').choices(hubTypes)),
    launch,
    run('search'),
  );
  leaf(
    subcommand(
      group,
      'install <plugin>',
      'install a data plugin into the workspace (id, name or name--variant; see list --available)',
      'wdp plugins install tap-github--meltanolabs',
    ),
    launch,
    run('install'),
  );
}
