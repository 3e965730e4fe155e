// The flags of `wdp datasets` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp datasets fetch`. */
export interface DatasetsFetchFlags {
  /** The form of the data. */
  as: 'json' | 'csv';
  /** The file to write instead of stdout. */
  output?: string | undefined;
}
