// The flags of `wdp files` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp files upload`. */
export interface FilesUploadFlags {
  /** The workspace folder to upload into. */
  to?: string | undefined;
}

/** The flags of `wdp files download`. */
export interface FilesDownloadFlags {
  /** The local file to write instead of stdout. */
  output?: string | undefined;
}
