// The flags of `wdp pipelines` as commander parses them. Types only, in a file of their own so that the
// implementations can import them without importing define.ts, which loads them.

/** The flags of `wdp pipelines create` and `update`. */
export interface PipelinesWriteFlags {
  /** The pipeline file (YAML): label, data components, schedule, properties... */
  file: string;
  /** Check the file, the components and the body with the service, and change nothing. */
  dryRun?: boolean | undefined;
}
