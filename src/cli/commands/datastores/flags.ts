// The flags of `wdp datastores` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp datastores create`: `--name` and `--plugin` (with settings), or a file instead. */
export interface DatastoresCreateFlags {
  /** The datastore's name. */
  name?: string | undefined;
  /** The loader data plugin's id or name. */
  plugin?: string | undefined;
  /** The plugin's settings from `--property key=value` (absent when none is given). */
  property?: Record<string, string> | undefined;
  /** A YAML or JSON file with the datastore's fields (`name`, `dataPlugin`, `properties`...). */
  file?: string | undefined;
}
