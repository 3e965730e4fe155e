// The contexts file: named sets of settings, one of them current. Written atomically (a temporary file renamed
// over the old one) with mode 0600 in a directory of mode 0700, under a lock: it holds tokens and client secrets.
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { replaceFile } from '../output/replace-file.js';
import { CliError } from '../program/exit.js';
import { makeConfigFolder } from './config-folder.js';
import { parseContexts, securePermissions, settingNames, type Warn } from './contexts-check.js';
import { withLock } from './lock.js';

/** The settings a context may hold; each may also come from a flag or the environment. */
export type Settings = { [Name in (typeof settingNames)[number]]?: string | undefined };

export { settingNames };

/** The settings that are secrets: masked wherever they are shown. */
export const secretSettings: ReadonlySet<keyof Settings> = new Set(['token', 'clientSecret']);

/** A context as the file holds it: its settings, and which of its secrets the OS keychain keeps (`token`). */
export type StoredContext = Settings & { keychain?: string | undefined };

/** What the contexts file holds. */
export interface ContextsFile {
  current?: string | undefined;
  contexts: Record<string, StoredContext>;
}

/** The user's home folder: HOME (USERPROFILE on Windows) of the environment, else the system's. */
export function homeOf(env: NodeJS.ProcessEnv): string {
  return env['HOME'] || env['USERPROFILE'] || homedir();
}

/** The directory of the contexts file: WDP_CONFIG_DIR, else the platform's config directory + `/wdp`. */
export function configDir(env: NodeJS.ProcessEnv): string {
  if (env['WDP_CONFIG_DIR']) return env['WDP_CONFIG_DIR'];
  if (process.platform === 'win32' && env['APPDATA']) return join(env['APPDATA'], 'wdp');
  return join(env['XDG_CONFIG_HOME'] || join(homeOf(env), '.config'), 'wdp');
}

/** The path of the contexts file. */
export function contextsPath(env: NodeJS.ProcessEnv): string {
  return join(configDir(env), 'contexts.json');
}

/** Reads the contexts file; an absent file is no contexts. Loose modes are repaired and `warn`ed of. */
export async function readContexts(env: NodeJS.ProcessEnv, warn: Warn = () => {}): Promise<ContextsFile> {
  const path = contextsPath(env);
  await securePermissions(configDir(env), path, warn);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { contexts: Object.create(null) as Record<string, Settings> };
    throw new CliError(`Cannot read the contexts file ${path}: ${(error as Error).message}`);
  }
  return parseContexts(text, path, warn);
}

/**
 * Reads, changes and writes the contexts file holding its lock, so parallel writers never lose each other's
 * changes. `change` returns what the caller wants back, and `false` as `write` to leave the file as it was.
 */
export async function updateContexts<T>(
  env: NodeJS.ProcessEnv,
  warn: Warn,
  change: (file: ContextsFile) => T | Promise<T>,
  write: (result: T) => boolean = () => true,
): Promise<T> {
  await makeConfigFolder(configDir(env));
  return withLock(`${contextsPath(env)}.lock`, async () => {
    const file = await readContexts(env, warn);
    const result = await change(file);
    if (write(result)) await writeContexts(env, file);
    return result;
  });
}

/** Writes the contexts file atomically, readable by its owner only; on any failure the old file stays as it was. */
async function writeContexts(env: NodeJS.ProcessEnv, file: ContextsFile): Promise<void> {
  const text = `${JSON.stringify({ ...file, contexts: { ...file.contexts } }, null, 2)}\n`;
  const path = contextsPath(env);
  await makeConfigFolder(configDir(env));
  try {
    await replaceFile(path, (handle) => handle.writeFile(text), 0o600);
  } catch (error) {
    throw new CliError(`Cannot write the contexts file ${path}: ${(error as Error).message}`);
  }
}

/** The context of this name, if the file has one (own names only: never `constructor` and the like). */
export function findContext(file: ContextsFile, name: string): StoredContext | undefined {
  return Object.hasOwn(file.contexts, name) ? file.contexts[name] : undefined;
}
