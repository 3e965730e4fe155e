// The Python `matatika` CLI's contexts file, read so that `wdp context import-matatika` can bring its contexts over.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CliError } from '../program/exit.js';
import { homeOf, type Settings } from './contexts.js';

/** The contexts of a matatika contexts file, as wdp settings, and the name it marks current. */
export interface MatatikaContexts {
  current: string | undefined;
  contexts: Array<[string, Settings]>;
}

/** Where the matatika CLI keeps its contexts: `~/.matatika/contexts.json`. */
export function matatikaPath(env: NodeJS.ProcessEnv): string {
  return join(homeOf(env), '.matatika', 'contexts.json');
}

/**
 * Reads a matatika contexts file: `{"contexts": {"<name>": {"auth_token", "endpoint_url", "workspace_id"}},
 * "current": "<name>"}`. Its `endpoint_url` names the API (`https://catalog.matatika.com/api`); the SDK's base URL
 * is the service without `/api`, so that is stripped. Missing fields are left unset.
 */
export async function readMatatikaContexts(
  path: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<MatatikaContexts> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    const hint = path === matatikaPath(env) ? ' Pass its path: `wdp context import-matatika FILE`.' : '';
    throw new CliError(`Cannot read the matatika contexts file ${path}: ${reason}.${hint}`);
  }
  const parsed = parse(text);
  const contexts = record(parsed?.['contexts']);
  if (!parsed || !contexts)
    throw new CliError(`${path} is not a matatika contexts file: it needs a "contexts" object of named contexts.`);
  const current = parsed['current'];
  return {
    current: typeof current === 'string' ? current : undefined,
    contexts: Object.entries(contexts).map(([name, value]) => [name, settingsOf(record(value) ?? {})]),
  };
}

function settingsOf(context: Record<string, unknown>): Settings {
  const settings: Settings = {};
  const token = text(context['auth_token']);
  const endpoint = text(context['endpoint_url']);
  const workspace = text(context['workspace_id']);
  if (endpoint) settings.baseUrl = endpoint.replace(/\/+$/, '').replace(/\/api$/, '');
  if (workspace) settings.workspace = workspace;
  if (token) settings.token = token;
  return settings;
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    return record(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
