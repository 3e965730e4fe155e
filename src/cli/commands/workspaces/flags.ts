// The flags of `wdp workspaces` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp workspaces create`. */
export interface WorkspacesCreateFlags {
  name: string;
  /** Email domains whose users may join. */
  domain?: string[] | undefined;
}
