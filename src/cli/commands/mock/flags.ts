// The flags of `wdp mock` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp mock`. */
export interface MockFlags {
  /** The port to listen on; 0 picks a free one. */
  port: number;
  /** The seed of the mock's ids and timestamps (1 when not given). */
  seed?: number | undefined;
}
