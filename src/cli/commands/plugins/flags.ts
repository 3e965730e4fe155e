// The flags of `wdp plugins` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { HubPluginType } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';

/** The flags of `wdp plugins list`. */
export interface PluginsListFlags extends ListFlags {
  /** List the plugins the workspace can install instead of those it has. */
  available?: boolean | undefined;
}

/** The flags of `wdp plugins search`. */
export interface PluginsSearchFlags {
  /** Only the Hub plugins of this type directory (`extractors`, `loaders`...). */
  type?: HubPluginType | undefined;
}
