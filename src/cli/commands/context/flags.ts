// The flags of `wdp context` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp context create` (besides the settings flags, which are global). */
export interface ContextCreateFlags {
  use?: boolean | undefined;
  /** Read the token from stdin, as `--token -` (gh's `--with-token`). */
  withToken?: boolean | undefined;
}

/** The flags of `wdp context update`. */
export interface ContextUpdateFlags {
  /** The settings to remove, by flag name (`base-url`, `--token`) or file name (`baseUrl`). */
  unset?: string[] | undefined;
}

/** The flags of `wdp context import-matatika`. */
export interface ContextImportFlags {
  force?: boolean | undefined;
}
