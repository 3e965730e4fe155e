// `wdp plugins search`: the Meltano Hub index the service passes through (as the workspace in force sees it, if
// any), one row per plugin variant, matched on its name and on the label and description the service gives it.
import type { Client, DataPlugin, HubIndex, HubTypeIndex } from '../../../index.js';
import { note, printJson, printLine, printTable } from '../../output/print.js';
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { qualifiedName } from './find.js';
import type { PluginsSearchFlags } from './flags.js';

/** One variant of a Hub plugin, with what the service tells of it. */
interface HubRow {
  name: string;
  type: string;
  variant: string | undefined;
  default: boolean;
  label: string | undefined;
  description: string | undefined;
}

/** The Hub index, of one type when `--type` is given, seen from the workspace when there is one. */
async function hubIndex(
  client: Client,
  workspace: string | undefined,
  type: PluginsSearchFlags['type'],
  signal: AbortSignal,
): Promise<HubIndex> {
  const plugins = client.dataPlugins;
  if (type === undefined)
    return workspace === undefined ? plugins.hubIndex({ signal }) : plugins.hubIndexForWorkspace(workspace, { signal });
  const ofType: HubTypeIndex =
    workspace === undefined
      ? await plugins.hubIndexOfType(type, { signal })
      : await plugins.hubIndexOfTypeForWorkspace(workspace, type, { signal });
  return { [type]: ofType };
}

/** The service's data plugins by `name--variant`: those it supports, and the workspace's own. */
async function servicePlugins(
  client: Client,
  workspace: string | undefined,
  signal: AbortSignal,
): Promise<Map<string, DataPlugin>> {
  const byName = new Map<string, DataPlugin>();
  const add = async (plugins: AsyncIterable<DataPlugin>) => {
    for await (const plugin of plugins)
      if (!byName.has(qualifiedName(plugin))) byName.set(qualifiedName(plugin), plugin);
  };
  await add(client.dataPlugins.list({}, { signal }));
  if (workspace !== undefined) await add(client.dataPlugins.listForWorkspace(workspace, {}, { signal }));
  return byName;
}

/** The index as rows: each plugin's default variant first, then its others. */
function rowsOf(index: HubIndex, known: Map<string, DataPlugin>): HubRow[] {
  return Object.entries(index).flatMap(([type, byName]) =>
    Object.entries(byName).flatMap(([name, entry]) => {
      const others = Object.keys(entry.variants ?? {}).filter((v) => v !== entry.default_variant);
      const variants = entry.default_variant === undefined ? others : [entry.default_variant, ...others];
      return (variants.length ? variants : [undefined]).map((variant) => {
        const plugin = known.get(variant === undefined ? name : `${name}--${variant}`);
        const label = plugin?.label ?? undefined;
        return {
          name,
          type,
          variant,
          default: variant === entry.default_variant,
          label,
          description: plugin?.description,
        };
      });
    }),
  );
}

/** `wdp plugins search TEXT [--type TYPE]` */
export async function search(invocation: Invocation<PluginsSearchFlags>, text: string): Promise<void> {
  const needle = text.trim().toLowerCase();
  if (needle === '') throw new UsageError('Give some text to search for, such as `wdp plugins search postgres`.');
  const client = await invocation.client();
  const workspace = (await invocation.settings()).workspace ? await invocation.workspace() : undefined;
  const { signal } = invocation;
  const index = await hubIndex(client, workspace, invocation.flags.type, signal);
  const rows = rowsOf(index, await servicePlugins(client, workspace, signal)).filter((row) =>
    [row.name, row.label, row.description].some((value) => value?.toLowerCase().includes(needle)),
  );
  if (invocation.json) return printJson(invocation.io, rows);
  if (rows.length === 0) return printLine(invocation.io, `No plugin of the Hub index matches "${text}".`);
  const variantCell = (row: HubRow) =>
    row.default && Object.keys(index[row.type]?.[row.name]?.variants ?? {}).length > 1
      ? `${row.variant} (default)`
      : row.variant;
  const columns = [
    { heading: 'NAME', cell: (row: HubRow) => row.name },
    { heading: 'TYPE', cell: (row: HubRow) => row.type },
    { heading: 'VARIANT', cell: variantCell },
    { heading: 'DESCRIPTION', cell: (row: HubRow) => row.description },
  ];
  printTable(invocation.io, rows, columns);
  note(invocation.io, 'Install one with `wdp plugins install NAME--VARIANT`.');
}
