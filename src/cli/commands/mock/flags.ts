// The flags of `wdp mock` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp mock`. */
export interface MockFlags {
  /** The port to listen on; 0 picks a free one. Not given: 4010, or a free one when 4010 is taken. */
  port?: number | undefined;
  /** The seed of the mock's ids and timestamps; given, the demo users' tokens are the documented ones too. */
  seed?: number | undefined;
  /** Origins besides loopback ones whose pages may call the mock (CORS), repeatable. */
  cors?: string[] | undefined;
  /** Fault rules, one line each (`[METHOD] PATH TYPE [N] [key=value...] [after-effect]`), repeatable. */
  fault?: string[] | undefined;
  /** The base URL of a service to record: proxy to it, and on Ctrl-C write what it saw to `out`. */
  record?: string | undefined;
  /** Where `--record` writes its seed file. Not given: `wdp-mock-seed.json` in the working folder. */
  out?: string | undefined;
  /** A seed file (of `--record`) to serve in place of the demo data. */
  seedFile?: string | undefined;
  /** `false` with `--no-check`: request bodies and queries are not checked against the service's contract. */
  check?: boolean | undefined;
}
