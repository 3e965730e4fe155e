import { note, printJson, printLines } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { findContext, readContexts, writeContexts } from '../../settings/contexts.js';
import { matatikaPath, readMatatikaContexts } from '../../settings/matatika.js';
import type { ContextImportFlags } from './flags.js';
import { hasCurrent, validName } from './run.js';

/** `wdp context import-matatika [FILE] [--force]`: the matatika CLI's contexts, each reported NEW/REPLACED/SKIPPED. */
export async function importMatatika(invocation: Invocation<ContextImportFlags>, path?: string): Promise<void> {
  const { env } = invocation.io;
  const source = path ?? matatikaPath(env);
  const imported = await readMatatikaContexts(source, invocation.io.cwd, env);
  const file = await readContexts(env);
  const force = invocation.flags.force === true;
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
