// The flags of `wdp components` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { PropertyFlags } from '../../program/properties.js';

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
