import { note, printJson, printLines } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { type ContextsFile, findContext, type Settings, updateContexts } from '../../settings/contexts.js';
import { matatikaPath, readMatatikaContexts } from '../../settings/matatika.js';
import type { ContextImportFlags } from './flags.js';
import { hasCurrent, validName, warner } from './run.js';
import { problemOf } from './values.js';

/** `wdp context import-matatika [FILE] [--force]`: the matatika CLI's contexts, each reported NEW/REPLACED/SKIPPED. */
export async function importMatatika(invocation: Invocation<ContextImportFlags>, path?: string): Promise<void> {
  const { env } = invocation.io;
  const source = path ?? matatikaPath(env);
  const imported = await readMatatikaContexts(source, invocation.io.cwd, env);
  const force = invocation.flags.force === true;
  const report: Array<{ name: string; status: 'NEW' | 'REPLACED' | 'SKIPPED'; reason?: string }> = [];
  const change = (file: ContextsFile) => {
    for (const [name, settings] of imported.contexts) {
      const exists = findContext(file, name) !== undefined;
      const problem = problemsOf(settings);
      if (!validName(name)) report.push({ name, status: 'SKIPPED', reason: 'not a valid wdp context name' });
      else if (problem) report.push({ name, status: 'SKIPPED', reason: problem });
      else if (exists && !force) report.push({ name, status: 'SKIPPED', reason: 'exists; --force replaces it' });
      else {
        file.contexts[name] = settings;
        report.push({ name, status: exists ? 'REPLACED' : 'NEW' });
      }
    }
    const written = report.filter((entry) => entry.status !== 'SKIPPED').map((entry) => entry.name);
    const adopt = !hasCurrent(file) && imported.current !== undefined && written.includes(imported.current);
    if (adopt) file.current = imported.current;
    return { adopt, written: written.length > 0, current: file.current };
  };
  const { adopt, current } = await updateContexts(env, warner(invocation), change, (result) => result.written);
  if (invocation.json) return printJson(invocation.io, { file: source, contexts: report, current: current ?? null });
  if (!report.length) return note(invocation.io, `No contexts in ${source}.`);
  printLines(
    invocation.io,
    report.map(({ name, status, reason }) => `${status.padEnd(8)} ${name}${reason ? ` (${reason})` : ''}`).join('\n'),
  );
  if (adopt) note(invocation.io, `Context ${current} is now the current one, as it was in matatika.`);
}

/** Why a matatika context cannot be imported (its URL or token as `context create` would refuse it), or undefined. */
function problemsOf(settings: Settings): string | undefined {
  for (const [key, label] of [
    ['baseUrl', 'its endpoint_url'],
    ['token', 'its auth_token'],
  ] as const) {
    const value = settings[key];
    const problem = value === undefined ? undefined : problemOf(key, value);
    if (problem) return `${label} ${problem}`;
  }
  return undefined;
}
