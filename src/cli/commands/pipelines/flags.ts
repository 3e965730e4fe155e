// The flags of `wdp pipelines` as commander parses them. Types only, in a file of their own so that the
// implementations can import them without importing define.ts, which loads them.
import type { WatchFlags } from '../jobs/watch-flags.js';

/** The flags of `wdp pipelines create` and `update`. */
export interface PipelinesWriteFlags {
  /** The pipeline file (YAML): label, data components, schedule, properties... */
  file: string;
  /** Check the file, the components and the body with the service, and change nothing. */
  dryRun?: boolean | undefined;
}

/** The flags of `wdp pipelines run`: a job's watch flags, and which pipelines to run and how many at once. */
export interface PipelinesRunFlags extends WatchFlags {
  /** Run every pipeline of the workspace (up to `--limit`, in `--sort` order). */
  all?: boolean | undefined;
  /** With `--all`: at most this many pipelines. */
  limit?: number | undefined;
  /** With `--all`: the order pipelines are taken in, as `pipelines list --sort` (`name,asc`). */
  sort?: string[] | undefined;
  /** How many runs are under way at once, when several pipelines run. */
  concurrency: number;
}
