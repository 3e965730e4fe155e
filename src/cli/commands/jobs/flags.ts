// The flags of `wdp jobs` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { ListFlags } from '../../output/list-flags.js';
import type { IntervalFlags, LogFlags } from './watch-flags.js';

/** The flags of `wdp jobs list`. */
export interface JobsListFlags extends ListFlags {
  /** Only this pipeline's jobs: its id, name or label. */
  pipeline?: string | undefined;
}

/** The flags of `wdp jobs logs`. */
export interface JobsLogsFlags extends IntervalFlags, LogFlags {
  follow?: boolean | undefined;
}
