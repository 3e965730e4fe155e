import { type Column, note, printJson, printTable } from '../../output/print.js';
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import {
  type ContextsFile,
  findContext,
  readContexts,
  type Settings,
  settingNames,
  updateContexts,
} from '../../settings/contexts.js';
import { dropFromKeychain, keptSecretsOf, unkeep } from '../../settings/kept-secrets.js';
import { maskSettings } from '../../settings/mask.js';
import { flags } from '../../settings/resolve.js';
import type { ContextCreateFlags, ContextUpdateFlags } from './flags.js';
import { settingsOfFlags } from './values.js';

/** A context as `list`, `create` and `update` print it: its secrets masked. */
type ShownContext = { name: string; current: boolean; auth: string } & Settings;

const columns: Column<ShownContext>[] = [
  { heading: 'NAME', cell: (c) => c.name },
  { heading: 'CURRENT', cell: (c) => (c.current ? '*' : '') },
  { heading: 'BASE URL', cell: (c) => c.baseUrl },
  { heading: 'WORKSPACE', cell: (c) => c.workspace, keep: true },
  { heading: 'AUTH', cell: (c) => c.auth },
];

/** `wdp context create NAME [--base-url URL] [--token T | --client-id ... ] [-w ID] [--use]` */
export async function create(invocation: Invocation<ContextCreateFlags>, name: string): Promise<void> {
  if (!validName(name))
    throw new UsageError(
      `"${name}" is not a context name: use letters, digits, and . _ @ -, starting with a letter or digit ` +
        '(at most 64).',
    );
  const notes: string[] = [];
  const settings = await settingsOfFlags(invocation, invocation.flags.withToken === true, notes);
  const current = await updateContexts(invocation.io.env, warner(invocation), (file) => {
    if (findContext(file, name))
      throw new UsageError(`A context named "${name}" exists; change it with \`wdp context update ${name} ...\`.`);
    file.contexts[name] = settings;
    const current = !hasCurrent(file) || invocation.flags.use === true;
    if (current) file.current = name;
    return current;
  });
  for (const line of notes) invocation.warn(line);
  if (invocation.json) return printJson(invocation.io, shown(name, settings, current));
  note(invocation.io, `Created context ${name}${current ? ', now the current one' : ''}.`);
}

/** `wdp context use NAME` */
export async function use(invocation: Invocation, name: string): Promise<void> {
  await updateContexts(invocation.io.env, warner(invocation), (file) => {
    requireContext(file, name);
    file.current = name;
  });
  if (invocation.json) return printJson(invocation.io, { current: name });
  note(invocation.io, `Now using context ${name}.`);
}

/** `wdp context list` */
export async function list(invocation: Invocation): Promise<void> {
  const file = await readContexts(invocation.io.env, warner(invocation));
  const rows = Object.entries(file.contexts)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, settings]) => shown(name, settings, name === file.current));
  if (invocation.json) return printJson(invocation.io, rows);
  if (!rows.length)
    return note(
      invocation.io,
      'No contexts yet; create one with `wdp context create NAME --base-url URL --with-token < token-file`.',
    );
  printTable(invocation.io, rows, columns);
}

/** `wdp context update [NAME] [settings flags] [--unset SETTING]...` (default: the current context) */
export async function update(invocation: Invocation<ContextUpdateFlags>, name?: string): Promise<void> {
  const unset = unsetKeys(invocation.flags.unset ?? []);
  const changes = await settingsOfFlags(invocation);
  const { target, settings, current, unkept } = await updateContexts(invocation.io.env, warner(invocation), (file) => {
    const target = name ?? invocation.flags.context ?? file.current;
    if (target === undefined)
      throw new UsageError('No current context to update: name one, or create one with `wdp context create NAME`.');
    const settings = requireContext(file, target);
    if (!Object.keys(changes).length && !unset.length)
      throw new UsageError('Nothing to change: pass settings flags (such as --token - or -w ID) or --unset SETTING.');
    for (const key of unset) delete settings[key];
    Object.assign(settings, changes);
    const unkept = unkeep(settings, [...Object.keys(changes), ...unset]);
    return { target, settings, current: target === file.current, unkept };
  });
  await dropFromKeychain(target, unkept, invocation.io.env, invocation.io.keychain);
  if (invocation.json) return printJson(invocation.io, shown(target, settings, current));
  const what = [
    ...Object.keys(changes).map((key) => `set ${flagOf(key)}`),
    ...unset.map((key) => `unset ${flagOf(key)}`),
  ];
  note(invocation.io, `Updated context ${target}: ${what.join(', ')}.`);
}

/** `wdp context delete NAME` */
export async function remove(invocation: Invocation, name: string): Promise<void> {
  const { wasCurrent, kept } = await updateContexts(invocation.io.env, warner(invocation), (file) => {
    const kept = keptSecretsOf(requireContext(file, name));
    delete file.contexts[name];
    const wasCurrent = file.current === name;
    if (wasCurrent) delete file.current;
    return { wasCurrent, kept };
  });
  await dropFromKeychain(name, kept, invocation.io.env, invocation.io.keychain);
  if (invocation.json) return printJson(invocation.io, { deleted: name });
  note(
    invocation.io,
    `Deleted context ${name}.${wasCurrent ? ' No context is current now; pick one with `wdp context use NAME`.' : ''}`,
  );
}

/** Whether a name can name a context: letters, digits and `. _ @ -`, at most 64. */
export function validName(name: string): boolean {
  return /^[A-Za-z0-9][\w.@-]{0,63}$/.test(name);
}

/** Whether the file's current context exists. */
export function hasCurrent(file: ContextsFile): boolean {
  return file.current !== undefined && findContext(file, file.current) !== undefined;
}

/** The context of this name, or a usage error listing the names there are. */
export function requireContext(file: ContextsFile, name: string): Settings {
  const context = findContext(file, name);
  if (context) return context;
  const names = Object.keys(file.contexts);
  throw new UsageError(
    names.length
      ? `No context named "${name}"; the contexts are: ${names.join(', ')}.`
      : `No context named "${name}", nor any other; create one with \`wdp context create ${name}\`.`,
  );
}

/** The settings `--unset` names, by flag name (`base-url`, `--token`) or file name (`baseUrl`). */
function unsetKeys(values: readonly string[]): Array<keyof Settings> {
  return values.map((value) => {
    const key = settingNames.find((name) => name === value || flags[name] === `--${value.replace(/^--/, '')}`);
    if (key) return key;
    const known = settingNames.map((name) => flags[name].slice(2)).join(', ');
    throw new UsageError(`--unset takes one of ${known}; got "${value}".`);
  });
}

function shown(name: string, settings: Settings, current: boolean): ShownContext {
  return { name, current, auth: authOf(settings), ...maskSettings(settings) };
}

function authOf(settings: Settings): string {
  if (keptSecretsOf(settings).length) return settings.clientId ? 'api key (keychain)' : 'token (keychain)';
  if (settings.token) return 'token';
  return settings.clientId || settings.clientSecret ? 'api key' : 'none';
}

/** Where warnings of reading the contexts file go: stderr. */
export function warner(invocation: Invocation): (message: string) => void {
  return (message) => invocation.warn(message);
}

function flagOf(key: string): string {
  return flags[key as keyof Settings];
}
