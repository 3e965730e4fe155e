// The types of the recording proxy, apart from its node:http code so that the browser build can name them too.
import type { MockSeedFile, SeedKind } from './format.js';

/** Options of `startRecordingProxy()`. */
export interface RecordingProxyOptions {
  /** The service to record: an http(s) base URL such as `https://wdp.example.com` (a path prefix is kept). */
  target: string;
  /** The port; 0 picks a free one. @default 0 */
  port?: number | undefined;
  /** The interface to listen on; keep it loopback. @default '127.0.0.1' */
  host?: string | undefined;
  /**
   * Where `close()` writes the seed file (atomically: a temporary file, then a rename). Until then each answer kept
   * is appended to `${out}.journal`; a proxy started with the `out` of one that died before `close()` (a crash,
   * kill -9) resumes from its journal. @default none
   */
  out?: string | undefined;
  /** The fetch it forwards with. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch | undefined;
  /**
   * Told what the user should know of a recording under way: that the service writes its links on another origin
   * than `target` (which the proxy then rebases too), or links on one it cannot rebase. @default process.emitWarning
   */
  onWarning?: ((message: string) => void) | undefined;
}

/** A running recording proxy. */
export interface RecordingProxy {
  /** Its own origin, the `baseUrl` to give a client: `http://127.0.0.1:43121`. */
  readonly url: string;
  /** The base URL it forwards to. */
  readonly target: string;
  /** How many answers it took from the journal of an earlier proxy to the same `out` that did not end (0: none). */
  readonly resumed: number;
  /** What it recorded so far, as a seed file (no credential in it, no href to the target). */
  seedFile(): MockSeedFile;
  /** How many records of each kind it holds so far (kinds with none left out). */
  counts(): Partial<Record<SeedKind, number>>;
  /**
   * Stops listening, lets requests under way end for `graceMs` (default 2000), then aborts those the service still
   * holds (they are not recorded) and closes every connection; writes `out` when given; resolves to the seed file.
   */
  close(options?: { graceMs?: number | undefined }): Promise<MockSeedFile>;
}
