// The flags of `wdp accounts` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp accounts create-workspace`. */
export interface AccountsCreateWorkspaceFlags {
  /** The workspace's name. */
  name: string;
  /** Its short name, unique on the service. */
  alias?: string | undefined;
  /** Email domains whose users may join. */
  domain?: string[] | undefined;
}
