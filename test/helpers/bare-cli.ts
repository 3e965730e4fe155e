import type { CliHarness, WdpResult, WdpRun } from '../cli/harness.js';

/** The WDP_* settings `useCli` puts in the environment, unset: only flags and the contexts file count. */
export const bare = { WDP_BASE_URL: undefined, WDP_TOKEN: undefined, WDP_WORKSPACE: undefined };

/**
 * The harness's `wdp` without the WDP_* settings of its environment (as on a machine with none set), for the tests
 * of contexts and of where credentials come from; a run's own `env` still applies on top.
 */
export function bareWdp(cli: CliHarness): (args: string[], run?: WdpRun) => Promise<WdpResult> {
  return (args, run = {}) => cli.wdp(args, { ...run, env: { ...bare, ...run.env } });
}
