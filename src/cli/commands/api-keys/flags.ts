// The flags of `wdp api-keys` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp api-keys create`. */
export interface ApiKeysCreateFlags {
  /** The key's name. */
  name: string;
}
