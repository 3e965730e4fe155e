// The flags of `wdp comments` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.

/** The flags of `wdp comments post` and `reply`: one of the two gives the message. */
export interface CommentsWriteFlags {
  /** The message: the text, `@FILE` to read a file, or `-` to read stdin. */
  message?: string | undefined;
  /** A file that holds the message, or `-` for stdin. */
  file?: string | undefined;
}
