// The flags of `wdp publish` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp publish`. */
export interface PublishFlags {
  /** Report what would change, writing nothing. */
  dryRun?: boolean | undefined;
}
