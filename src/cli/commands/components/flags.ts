// The flags of `wdp components` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { ListFlags } from '../../output/list-flags.js';
import type { PropertyFlags } from '../../program/properties.js';

/** The flags of `wdp components list`: the list flags, and the filters by example. */
export interface ComponentsListFlags extends ListFlags {
  /** Only the component of this name, `<kind>s/<plugin>`. */
  name?: string | undefined;
  /** Only the components of this data plugin: its id or name, found as `wdp plugins get` finds it. */
  plugin?: string | undefined;
}

/**
 * The flags of `wdp components create`: `--name` and `--plugin` with the plugin's settings (`--property`,
 * `--property-file`, `--property-env`), or a file instead.
 */
export interface ComponentsCreateFlags extends PropertyFlags {
  /** The component's name, `<kind>s/<plugin>` such as `extractors/tap-postgres`. */
  name?: string | undefined;
  /** The data plugin's id or name. */
  plugin?: string | undefined;
  /** A YAML or JSON file with the component's fields (`name`, `dataPlugin`, `properties`...). */
  file?: string | undefined;
}
