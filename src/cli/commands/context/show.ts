import { fields, printJson, printLines, table, tableOptions } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { contextsPath, readContexts, type Settings, settingNames } from '../../settings/contexts.js';
import { maskSettings } from '../../settings/mask.js';
import { flags, resolveWithSources, type SettingSource, variables } from '../../settings/resolve.js';
import { requireContext } from './run.js';

/** `wdp context show [NAME]`: the settings in force (as with `--context NAME`), masked, and where each comes from. */
export async function show(invocation: Invocation, name?: string): Promise<void> {
  const { env } = invocation.io;
  const warn = (message: string) => void invocation.io.stderr.write(`${message}\n`);
  const file = await readContexts(env, warn);
  const chosen = name ?? invocation.flags.context;
  if (chosen !== undefined) requireContext(file, chosen);
  const { context, settings, sources } = await resolveWithSources(
    { ...(await invocation.secretFlags()), context: chosen },
    env,
    warn,
  );
  const current = context !== undefined && context === file.current;
  const path = contextsPath(env);
  if (invocation.json)
    return printJson(invocation.io, {
      context: context ?? null,
      current,
      file: path,
      settings: maskSettings(settings),
      sources,
    });
  const masked = maskSettings(settings);
  const rows = settingNames.map((key) => ({ key, value: masked[key], source: sources[key] }));
  const head = fields([
    ['context', context === undefined ? '(none)' : `${context}${current ? ' (current)' : ''}`],
    ['file', path],
  ]);
  const body = table(
    rows,
    [
      { heading: 'SETTING', cell: (row) => flags[row.key].slice(2) },
      { heading: 'VALUE', cell: (row) => row.value },
      { heading: 'SOURCE', cell: (row) => row.source && sourceText(row.key, row.source, context) },
    ],
    tableOptions(invocation.io),
  );
  printLines(invocation.io, `${head}\n\n${body}`);
}

function sourceText(key: keyof Settings, source: SettingSource, context: string | undefined): string {
  if (source === 'flag') return `flag ${flags[key]}`;
  return source === 'env' ? `env ${variables[key]}` : `context ${context}`;
}
