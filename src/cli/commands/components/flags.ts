// The flags of `wdp components` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp components create`. */
export interface ComponentsCreateFlags {
  /** The component's name, `<kind>s/<plugin>` such as `extractors/tap-postgres`. */
  name: string;
  /** The data plugin's id or name. */
  plugin: string;
  /** The plugin's settings from `--property key=value` (absent when none is given). */
  property?: Record<string, string> | undefined;
}
