import { UsageError } from '../exit.js';
import type { Invocation } from '../invocation.js';
import { type Column, fields, note, printJson, printLines, table } from '../output/print.js';
import {
  type ContextsFile,
  contextsPath,
  findContext,
  readContexts,
  type Settings,
  secretSettings,
  settingNames,
  writeContexts,
} from '../settings/contexts.js';
import { mask, maskSettings } from '../settings/mask.js';
import { matatikaPath, readMatatikaContexts } from '../settings/matatika.js';
import { flags, resolveWithSources, type SettingSource, variables } from '../settings/resolve.js';

/** A context as `list`, `create` and `update` print it: its secrets masked. */
type ShownContext = { name: string; current: boolean; auth: string } & Settings;

const columns: Column<ShownContext>[] = [
  { heading: 'NAME', cell: (c) => c.name },
  { heading: 'CURRENT', cell: (c) => (c.current ? '*' : '') },
  { heading: 'BASE URL', cell: (c) => c.baseUrl },
  { heading: 'WORKSPACE', cell: (c) => c.workspace },
  { heading: 'AUTH', cell: (c) => c.auth },
];

/** `wdp context create NAME [--base-url URL] [--token T | --client-id ... ] [-w ID] [--use]` */
export async function create(invocation: Invocation, name: string): Promise<void> {
  if (!validName(name))
    throw new UsageError(`"${name}" is not a context name: use letters, digits, and . _ @ - (at most 64).`);
  const { env } = invocation.io;
  const file = await readContexts(env);
  if (findContext(file, name))
    throw new UsageError(`A context named "${name}" exists; change it with \`wdp context update ${name} ...\`.`);
  const settings = settingsOfFlags(invocation);
  file.contexts[name] = settings;
  const current = !hasCurrent(file) || invocation.options['use'] === true;
  if (current) file.current = name;
  await writeContexts(env, file);
  if (invocation.json) return printJson(invocation.io, shown(name, settings, current));
  note(invocation.io, `Created context ${name}${current ? ', now the current one' : ''}.`);
}

/** `wdp context use NAME` */
export async function use(invocation: Invocation, name: string): Promise<void> {
  const { env } = invocation.io;
  const file = await readContexts(env);
  requireContext(file, name);
  file.current = name;
  await writeContexts(env, file);
  if (invocation.json) return printJson(invocation.io, { current: name });
  note(invocation.io, `Now using context ${name}.`);
}

/** `wdp context list` */
export async function list(invocation: Invocation): Promise<void> {
  const file = await readContexts(invocation.io.env);
  const rows = Object.entries(file.contexts)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, settings]) => shown(name, settings, name === file.current));
  if (invocation.json) return printJson(invocation.io, rows);
  if (!rows.length)
    return note(invocation.io, 'No contexts yet; create one with `wdp context create NAME --base-url URL --token T`.');
  printLines(invocation.io, table(rows, columns));
}

/** `wdp context show [NAME]`: the settings in force (as with `--context NAME`), masked, and where each comes from. */
export async function show(invocation: Invocation, name?: string): Promise<void> {
  const { env } = invocation.io;
  const file = await readContexts(env);
  const chosen = name ?? invocation.options.context;
  if (chosen !== undefined) requireContext(file, chosen);
  const { context, settings, sources } = await resolveWithSources({ ...invocation.options, context: chosen }, env);
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
  const rows = settingNames.map((key) => ({ key, value: settings[key], source: sources[key] }));
  const head = fields([
    ['context', context === undefined ? '(none)' : `${context}${current ? ' (current)' : ''}`],
    ['file', path],
  ]);
  const body = table(rows, [
    { heading: 'SETTING', cell: (row) => flags[row.key].slice(2) },
    {
      heading: 'VALUE',
      cell: (row) => (row.value !== undefined && secretSettings.has(row.key) ? mask(row.value) : row.value),
    },
    { heading: 'SOURCE', cell: (row) => row.source && sourceText(row.key, row.source, context) },
  ]);
  printLines(invocation.io, `${head}\n\n${body}`);
}

/** `wdp context update [NAME] [settings flags] [--unset SETTING]...` (default: the current context) */
export async function update(invocation: Invocation, name?: string): Promise<void> {
  const { env } = invocation.io;
  const file = await readContexts(env);
  const target = name ?? invocation.options.context ?? file.current;
  if (target === undefined)
    throw new UsageError('No current context to update: name one, or create one with `wdp context create NAME`.');
  const settings = requireContext(file, target);
  const changes = settingsOfFlags(invocation);
  const unset = unsetKeys(invocation.options['unset']);
  if (!Object.keys(changes).length && !unset.length)
    throw new UsageError('Nothing to change: pass settings flags (such as --token T or -w ID) or --unset SETTING.');
  for (const key of unset) delete settings[key];
  Object.assign(settings, changes);
  await writeContexts(env, file);
  if (invocation.json) return printJson(invocation.io, shown(target, settings, target === file.current));
  const what = [
    ...Object.keys(changes).map((key) => `set ${flagOf(key)}`),
    ...unset.map((key) => `unset ${flagOf(key)}`),
  ];
  note(invocation.io, `Updated context ${target}: ${what.join(', ')}.`);
}

/** `wdp context delete NAME` */
export async function remove(invocation: Invocation, name: string): Promise<void> {
  const { env } = invocation.io;
  const file = await readContexts(env);
  requireContext(file, name);
  delete file.contexts[name];
  const wasCurrent = file.current === name;
  if (wasCurrent) delete file.current;
  await writeContexts(env, file);
  if (invocation.json) return printJson(invocation.io, { deleted: name });
  note(
    invocation.io,
    `Deleted context ${name}.${wasCurrent ? ' No context is current now; pick one with `wdp context use NAME`.' : ''}`,
  );
}

/** `wdp context import-matatika [FILE] [--force]`: the matatika CLI's contexts, each reported NEW/REPLACED/SKIPPED. */
export async function importMatatika(invocation: Invocation, path?: string): Promise<void> {
  const { env } = invocation.io;
  const source = path ?? matatikaPath(env);
  const imported = await readMatatikaContexts(source, invocation.io.cwd, env);
  const file = await readContexts(env);
  const force = invocation.options['force'] === true;
  const report: Array<{ name: string; status: 'NEW' | 'REPLACED' | 'SKIPPED'; reason?: string }> = [];
  for (const [name, settings] of imported.contexts) {
    const exists = findContext(file, name) !== undefined;
    if (!validName(name)) report.push({ name, status: 'SKIPPED', reason: 'not a valid wdp context name' });
    else if (exists && !force) report.push({ name, status: 'SKIPPED', reason: 'exists; --force replaces it' });
    else {
      file.contexts[name] = settings;
      report.push({ name, status: exists ? 'REPLACED' : 'NEW' });
    }
  }
  const written = report.filter((entry) => entry.status !== 'SKIPPED').map((entry) => entry.name);
  const adopt = !hasCurrent(file) && imported.current !== undefined && written.includes(imported.current);
  if (adopt) file.current = imported.current;
  if (written.length) await writeContexts(env, file);
  if (invocation.json)
    return printJson(invocation.io, { file: source, contexts: report, current: file.current ?? null });
  if (!report.length) return note(invocation.io, `No contexts in ${source}.`);
  printLines(
    invocation.io,
    report.map(({ name, status, reason }) => `${status.padEnd(8)} ${name}${reason ? ` (${reason})` : ''}`).join('\n'),
  );
  if (adopt) note(invocation.io, `Context ${file.current} is now the current one, as it was in matatika.`);
}

function validName(name: string): boolean {
  return /^[A-Za-z0-9][\w.@-]{0,63}$/.test(name);
}

function hasCurrent(file: ContextsFile): boolean {
  return file.current !== undefined && findContext(file, file.current) !== undefined;
}

/** The context of this name, or a usage error listing the names there are. */
function requireContext(file: ContextsFile, name: string): Settings {
  const context = findContext(file, name);
  if (context) return context;
  const names = Object.keys(file.contexts);
  throw new UsageError(
    names.length
      ? `No context named "${name}"; the contexts are: ${names.join(', ')}.`
      : `No context named "${name}", nor any other; create one with \`wdp context create ${name}\`.`,
  );
}

/** The settings given as flags (never the environment's): what `create` stores and `update` changes. */
function settingsOfFlags(invocation: Invocation): Settings {
  const settings: Settings = {};
  for (const key of settingNames) {
    const value = invocation.options[key];
    if (value === undefined) continue;
    if (value === '') throw new UsageError(`${flags[key]} needs a value; to remove a setting, use --unset.`);
    if ((key === 'baseUrl' || key === 'tokenUrl') && !isHttpUrl(value))
      throw new UsageError(`${flags[key]} takes an absolute http(s) URL, such as https://app.example.com.`);
    settings[key] = value;
  }
  return settings;
}

/** The settings `--unset` names, by flag name (`base-url`, `--token`) or file name (`baseUrl`). */
function unsetKeys(values: unknown): Array<keyof Settings> {
  if (!Array.isArray(values)) return [];
  return values.map((value: string) => {
    const key = settingNames.find((name) => name === value || flags[name] === `--${value.replace(/^--/, '')}`);
    if (key) return key;
    const known = settingNames.map((name) => flags[name].slice(2)).join(', ');
    throw new UsageError(`--unset takes one of ${known}; got "${value}".`);
  });
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function shown(name: string, settings: Settings, current: boolean): ShownContext {
  return { name, current, auth: authOf(settings), ...maskSettings(settings) };
}

function authOf(settings: Settings): string {
  if (settings.token) return 'token';
  return settings.clientId || settings.clientSecret ? 'api key' : 'none';
}

function flagOf(key: string): string {
  return flags[key as keyof Settings];
}

function sourceText(key: keyof Settings, source: SettingSource, context: string | undefined): string {
  if (source === 'flag') return `flag ${flags[key]}`;
  return source === 'env' ? `env ${variables[key]}` : `context ${context}`;
}
