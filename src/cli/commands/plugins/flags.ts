// The flags of `wdp plugins` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { HubPluginType, KnownDataPluginType } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';

/** The flags of `wdp plugins list`: the filters by example apply to `--available` (the installed list takes none). */
export interface PluginsListFlags extends ListFlags {
  /** List the plugins the workspace can install instead of those it has. */
  available?: boolean | undefined;
  /** Only plugins of this kind, as listed (`EXTRACTOR`...), whatever case was typed. */
  type?: KnownDataPluginType | undefined;
  /** Only plugins of this name. */
  name?: string | undefined;
  /** Only plugins of this variant. */
  variant?: string | undefined;
  /** Only plugins of this namespace. */
  namespace?: string | undefined;
}

/** The flags of `wdp plugins search`. */
export interface PluginsSearchFlags {
  /** Only the Hub plugins of this type directory (`extractors`, `loaders`...). */
  type?: HubPluginType | undefined;
}
