// The flags of `wdp datastores` as commander parses them. Types only, in a file of their own so that run.ts can
// import them without importing define.ts, which loads run.ts.
import type { PropertyFlags } from '../../program/properties.js';

/**
 * The flags of `wdp datastores create`: `--name` and `--plugin` with the plugin's settings (`--property`,
 * `--property-file`, `--property-env`), or a file instead.
 */
export interface DatastoresCreateFlags extends PropertyFlags {
  /** The datastore's name. */
  name?: string | undefined;
  /** The loader data plugin's id or name. */
  plugin?: string | undefined;
  /** A YAML or JSON file with the datastore's fields (`name`, `dataPlugin`, `properties`...). */
  file?: string | undefined;
}
