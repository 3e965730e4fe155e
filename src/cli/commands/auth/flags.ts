// The flags of `wdp auth` as commander parses them. Types only, in a file of their own so that the implementations
// can import them without importing define.ts, which loads them.

/** The flags of `wdp auth login` (besides the global settings flags: --base-url, --context, --client-id...). */
export interface AuthLoginFlags {
  /** The token comes from stdin (gh's `--with-token`): piped, read to its end; at a terminal, asked for alone. */
  withToken?: boolean | undefined;
  /** Sign in with an API key (client id and secret) rather than a token. */
  clientCredentials?: boolean | undefined;
}

/** The flags of `wdp auth status`. */
export interface AuthStatusFlags {
  /** Say what is stored without asking the service who the credentials are. */
  offline?: boolean | undefined;
}
