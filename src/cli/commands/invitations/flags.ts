// The flags of `wdp invitations` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { ListFlags } from '../../output/list-flags.js';

/** The flags of `wdp invitations list`: the workspace's by default. */
export interface InvitationsListFlags extends ListFlags {
  /** The invitations sent to the signed-in profile's email address, instead. */
  received?: boolean | undefined;
  /** The invitations the signed-in profile has sent, instead. */
  sent?: boolean | undefined;
}
