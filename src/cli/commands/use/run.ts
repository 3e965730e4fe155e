import { note, printJson } from '../../output/print.js';
import { UsageError } from '../../program/exit.js';
import { findWorkspace } from '../../program/find-workspace.js';
import type { Invocation } from '../../program/invocation.js';
import { readContexts, writeContexts } from '../../settings/contexts.js';

/** `wdp use workspace ID|ALIAS|NAME`: stores the workspace's id in the current context. */
export async function useWorkspace(invocation: Invocation, key: string): Promise<void> {
  const { env } = invocation.io;
  const file = await readContexts(env);
  const name = invocation.flags.context ?? file.current;
  const context = name === undefined ? undefined : file.contexts[name];
  if (name === undefined || !context)
    throw new UsageError('No current context to set the workspace of; create one with `wdp context create NAME`.');
  const workspace = await findWorkspace(await invocation.client(), key, invocation.signal);
  context.workspace = workspace.id;
  await writeContexts(env, file);
  if (invocation.json) return printJson(invocation.io, { context: name, workspace: workspace.id });
  note(invocation.io, `Context ${name} now uses workspace ${workspace.name} (${workspace.id}).`);
}
