import { note, printJson } from '../../output/print.js';
import { UsageError } from '../../program/exit.js';
import { findWorkspace } from '../../program/find-workspace.js';
import type { Invocation } from '../../program/invocation.js';
import { findContext, readContexts, updateContexts } from '../../settings/contexts.js';
import { requireContext } from '../context/run.js';

/** `wdp use workspace ID|ALIAS|NAME`: stores the workspace's id in the current context (under the file's lock). */
export async function useWorkspace(invocation: Invocation, key: string): Promise<void> {
  const { env } = invocation.io;
  const warn = (message: string) => invocation.warn(message);
  const noContext = () =>
    new UsageError('No current context to set the workspace of; create one with `wdp context create NAME`.');
  const before = await readContexts(env, warn);
  const name = invocation.flags.context ?? before.current;
  if (name === undefined) throw noContext();
  requireContext(before, name);
  const workspace = await findWorkspace(await invocation.client(), key, invocation.signal);
  await updateContexts(env, warn, (file) => {
    const context = findContext(file, name);
    if (!context) throw noContext(); // deleted by another wdp since
    context.workspace = workspace.id;
  });
  if (invocation.json) return printJson(invocation.io, { context: name, workspace: workspace.id });
  note(invocation.io, `Context ${name} now uses workspace ${workspace.name} (${workspace.id}).`);
}
