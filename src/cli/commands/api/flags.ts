// The flags of `wdp api` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp api`. */
export interface ApiFlags {
  /** The body: inline JSON, `@FILE` or `-` (stdin). */
  data?: string | undefined;
}
