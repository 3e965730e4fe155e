// `wdp components create` refused with 409 because the component's data plugin is not installed in the workspace:
// the service's message, then the command that installs the plugin.
import { ApiError, type DataPlugin } from '../../../index.js';
import { safeLine } from '../../output/safe-text.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';

/** A plugin reference's name and variant: `extractors/tap-x--variant` gives `tap-x` and `variant`. */
function parts(reference: string): { name: string; variant: string | undefined } {
  const [, name = reference, variant] = /^(?:[a-z]+\/)?(.+?)(?:--(.+))?$/.exec(reference) ?? [];
  return { name, variant };
}

/**
 * What to throw after creating a component failed: a 409 whose plugin the workspace has not installed becomes a
 * message with the service's words and the `wdp plugins install` line of each matching plugin; else the error.
 */
export async function explainConflict(invocation: Invocation, error: unknown, reference: string): Promise<unknown> {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const { name, variant } = parts(reference);
  const matches = (plugin: DataPlugin) => plugin.name === name && (variant === undefined || plugin.variant === variant);
  for await (const plugin of client.dataPlugins.listForWorkspace(workspace, {}, { signal }))
    if (matches(plugin)) return error;
  const installable: DataPlugin[] = [];
  for await (const plugin of client.dataPlugins.listAvailable(workspace, {}, { signal }))
    if (matches(plugin)) installable.push(plugin);
  if (installable.length === 0) return error;
  // The service's message is one line here: a newline in it must not fake a line of the hint.
  const said = safeLine(error.body?.message || error.message);
  const commands = installable.map((plugin) => `  wdp plugins install ${plugin.name}--${plugin.variant ?? ''}`);
  const which = installable.length === 1 ? 'it' : 'one of them';
  return new CliError(
    [
      `The service refused the data component: ${said}`,
      `Data plugin ${reference} is not installed in workspace ${workspace}. Install ${which}, then run this again:`,
      ...commands,
    ].join('\n'),
  );
}
