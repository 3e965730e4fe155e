// The flags of `wdp channels` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { KnownChannelScope, KnownChannelType } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';

/** The flags of `wdp channels list`: the list flags, and the filters (each word as listed, whatever case was typed). */
export interface ChannelsListFlags extends ListFlags {
  /** Only channels of this type. */
  type?: KnownChannelType | undefined;
  /** Only channels of this scope. */
  scope?: KnownChannelScope | undefined;
}

/** The flags of `wdp channels create`. */
export interface ChannelsCreateFlags {
  /** The channel's name. */
  name: string;
  /** What the channel is about. */
  description?: string | undefined;
  /** `SOURCE` (the datasets published from it, the service's default) or `LIST` (the datasets added to it). */
  type?: KnownChannelType | undefined;
}
