// The flags of `wdp api` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp api`. */
export interface ApiFlags {
  /** The body: inline JSON, `@FILE` or `-` (stdin). */
  data?: string | undefined;
  /** `--paginate`: every item of every page of a GET, as one array. */
  paginate?: boolean | undefined;
  /** `-i, --include`: the status line and the response headers before the body. */
  include?: boolean | undefined;
  /** `-H, --header 'Name: value'`, repeatable: request headers, in the order given. */
  header?: string[] | undefined;
}
