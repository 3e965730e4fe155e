// Checking a contexts file that may have been edited by hand: its shape (clear errors naming the file and the fix,
// never a TypeError), its names (no prototype pollution: contexts land in a null-prototype object) and the modes of
// the file and its folder (repaired to 0600/0700 with a warning).
import { chmod, stat } from 'node:fs/promises';
import { CliError } from '../program/exit.js';

/** A context's settings, as contexts.ts's `Settings` (repeated here: contexts.ts imports this file). */
type Settings = Partial<Record<string, string>>;

/** The contexts file, as contexts.ts's `ContextsFile`. */
interface ContextsFile {
  current?: string | undefined;
  contexts: Record<string, Settings>;
}

/** Where warnings go (stderr), one line each. */
export type Warn = (message: string) => void;

/** The names of the settings, in the order `context show` lists them. */
export const settingNames = [
  'baseUrl',
  'workspace',
  'token',
  'clientId',
  'clientSecret',
  'tokenUrl',
  'audience',
] as const;

/** The settings, and `keychain`: which of the context's secrets the OS keychain keeps (`wdp auth login`). */
const settingKeys: ReadonlySet<string> = new Set([...settingNames, 'keychain']);

/** The contexts file's text as a `ContextsFile`, or a `CliError` naming the file, what is wrong and the fix. */
export function parseContexts(text: string, path: string, warn: Warn): ContextsFile {
  const fail = (what: string): never => {
    throw new CliError(`The contexts file ${path} ${what}; fix it by hand, or move it away and create contexts anew.`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('is not JSON');
  }
  if (!isRecord(parsed)) return fail('is not a JSON object of "contexts" and "current"');
  const unknown = Object.keys(parsed).filter((key) => key !== 'contexts' && key !== 'current');
  if (unknown.length) fail(`has unknown fields (${unknown.map((key) => JSON.stringify(key)).join(', ')})`);
  const { current, contexts } = parsed;
  if (current !== undefined && typeof current !== 'string') fail('has a "current" that is not a context name');
  if (contexts !== undefined && !isRecord(contexts)) fail('has "contexts" that is not an object of named contexts');
  const file: ContextsFile = { contexts: Object.create(null) as Record<string, Settings> };
  for (const [name, value] of Object.entries(contexts ?? {})) file.contexts[name] = settingsOf(name, value, fail);
  if (typeof current === 'string') {
    if (Object.hasOwn(file.contexts, current)) file.current = current;
    else warn(`Warning: ${path} names a current context that does not exist; pick one with \`wdp context use NAME\`.`);
  }
  return file;
}

function settingsOf(name: string, value: unknown, fail: (what: string) => never): Settings {
  const label = `context ${JSON.stringify(name)}`;
  if (!isRecord(value)) return fail(`has a ${label} that is not an object of settings`);
  const settings: Settings = {};
  for (const [key, setting] of Object.entries(value)) {
    if (!settingKeys.has(key)) fail(`has an unknown setting ${JSON.stringify(key)} in its ${label}`);
    if (typeof setting !== 'string') fail(`has a ${key} in its ${label} that is not a string (quote it)`);
    settings[key] = setting as string;
  }
  return settings;
}

/**
 * Makes the contexts file (if there) readable by its owner only (0600) and its folder 0700, warning of each repair:
 * they hold tokens. A repair that fails is a `CliError` saying which `chmod` to run. Nothing on Windows.
 */
export async function securePermissions(dir: string, path: string, warn: Warn): Promise<void> {
  if (process.platform === 'win32') return;
  for (const [target, mode] of [
    [dir, 0o700],
    [path, 0o600],
  ] as const) {
    const info = await stat(target).catch(() => undefined);
    if (!info || (info.mode & 0o077) === 0) continue;
    const was = (info.mode & 0o777).toString(8).padStart(4, '0');
    try {
      await chmod(target, mode);
    } catch (error) {
      const fix = `chmod ${mode.toString(8)} ${target}`;
      throw new CliError(
        `${target} is open to others (mode ${was}) and cannot be fixed (${(error as Error).message}); run \`${fix}\`.`,
      );
    }
    warn(`Warning: ${target} was open to others (mode ${was}); wdp made it ${mode.toString(8).padStart(4, '0')}.`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
