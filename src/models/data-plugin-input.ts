// The body of creating a workspace's own data plugin (`dataPlugins.create`), kept apart from the data plugin model
// that data components and datastores embed.
import * as z from 'zod/mini';
import { nonEmpty } from '../core/validation/lengths.js';
import { strict } from '../core/validation/objects.js';
import { DataPluginType, DataPluginVariant, dataPluginDefinition } from './data-plugin.js';
import { optionalString } from './fields.js';

/**
 * The body of adding or changing a custom data plugin of a workspace: `pluginType`, `name` and `variant` are
 * required (the service's own rule), the rest of a plugin's definition is optional; any other key is refused, not
 * dropped. The document's write-only `metadaNode` (its generator's name for `metadata`'s setter) is not taken:
 * send `metadata`.
 */
export const DataPluginInput = strict(() => ({
  ...dataPluginDefinition,
  /** The plugin this one is a child of (write-only). */
  parent: optionalString,
  /** The plugin's variants, when the answer lists them. */
  variants: z.optional(z.array(DataPluginVariant)),
  /** Plugins this one needs, each a plugin definition. */
  requires: z.optional(z.array(z.unknown())),
  /** The plugin's kind, such as `EXTRACTOR`. */
  pluginType: DataPluginType,
  /** The plugin's name, such as `tap-postgres`. */
  name: z.string().check(nonEmpty('a data plugin needs a non-empty name')),
  /** The variant's name, such as `meltanolabs`. */
  variant: z.string().check(nonEmpty('a data plugin needs a variant (such as "meltanolabs")')),
}));
/** `DataPluginInput` as a caller writes it: the input type of its schema, under its own name. */
export interface DataPluginInput extends z.input<typeof DataPluginInput> {}
