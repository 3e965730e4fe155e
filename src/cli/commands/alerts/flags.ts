// The flags of `wdp alerts` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp alerts create`. */
export interface AlertsCreateFlags {
  /** What the alert says (AlertInput's one field). */
  detail: string;
}
