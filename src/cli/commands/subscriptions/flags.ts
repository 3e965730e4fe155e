// The flags of `wdp subscriptions` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { KnownSubscriptionType } from '../../../index.js';

/**
 * The flags of `wdp subscriptions add`: at most one of channel, dataset and pipeline (found in the workspace in
 * force); with none, the subject is the workspace given by the global `-w/--workspace` flag.
 */
export interface SubscriptionsAddFlags {
  /** A channel: id or name. */
  channel?: string | undefined;
  /** A dataset: id or alias. */
  dataset?: string | undefined;
  /** A pipeline: id, name or label. */
  pipeline?: string | undefined;
  /** Subscribe the workspace itself, for all its members (the owner only). */
  allMembers?: boolean | undefined;
  /** Which events it delivers (the service's default: ALL), as listed whatever case was typed. */
  type?: KnownSubscriptionType | undefined;
}
