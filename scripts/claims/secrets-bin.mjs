// The `wdp` runs of the secrets- probes, each given a time to end in: a run still going then is killed (SIGKILL), and
// the probe fails on how it ended instead of waiting for the whole claims probe's limit.
import { startWdp } from './wdp-bin.mjs';

/** A `wdp` run's limit: a run takes well under a second alone, but a loaded 2-core machine is many times slower. */
const runMs = 120_000;

/** `startWdp(args, options)`, with `ended` resolved by the kill of a run that has not ended within `runMs`. */
export function startLimited(args, options) {
  const run = startWdp(args, options);
  const timer = setTimeout(() => run.child.kill('SIGKILL'), runMs);
  return { child: run.child, ended: run.ended.finally(() => clearTimeout(timer)) };
}

/** Runs `wdp args` to its end (or its limit), `stdin` (if any) written to it and then closed; resolves to how. */
export function limitedWdp(args, { stdin, ...options } = {}) {
  const { child, ended } = startLimited(args, options);
  child.stdin.end(stdin);
  return ended;
}
