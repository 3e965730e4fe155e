// The flags of `wdp notifications` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { ListFlags } from '../../output/list-flags.js';

/** The flags of `wdp notifications list`. */
export interface NotificationsListFlags extends ListFlags {
  /** Include the read (resolved) ones. */
  resolved?: boolean | undefined;
}

/** The flags of `wdp notifications watch`. */
export interface NotificationsWatchFlags {
  /** Milliseconds between two polls. */
  interval: number;
  /** Print the notifications created after this instant of the service's clock, instead of after the start. */
  since?: string | undefined;
  /** End after printing this many. */
  count?: number | undefined;
}
