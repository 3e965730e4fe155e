// The argument of `wdp completion`. Types only: run.ts imports it without loading define.ts.

/** The shells `wdp completion` prints a script for. */
export type Shell = 'bash' | 'zsh' | 'fish';
