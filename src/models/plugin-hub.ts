import * as z from 'zod/mini';
import { loose } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { anyString, optionalBoolean, optionalString, optionalStrings } from './fields.js';

// The Meltano Hub's own shapes, which the service passes through as JSON text: snake_case fields, lower-case
// setting kinds (`string`, `password`...), as hub.meltano.com serves them.

/** A variant in the index: where its full definition is (`ref`, a Hub API URL). */
export const HubVariantRef = loose(() => ({
  /** The Hub API URL of the variant's full definition. */
  ref: optionalString,
}));
/** `HubVariantRef` as the service sends it: the type of its schema, under its own name. */
export interface HubVariantRef extends z.infer<typeof HubVariantRef> {}

/** A plugin in the Hub index: its default variant, logo, and variants by name. */
export const HubIndexEntry = loose(() => ({
  /** The name of the default variant, such as `meltanolabs`. */
  default_variant: optionalString,
  /** The URL of the plugin's logo. */
  logo_url: optionalString,
  /** The plugin's variants by name. */
  variants: z.optional(record(HubVariantRef)),
}));
/** `HubIndexEntry` as the service sends it: the type of its schema, under its own name. */
export interface HubIndexEntry extends z.infer<typeof HubIndexEntry> {}

/** The Hub index of one plugin type: plugin name (`tap-github`) to its entry. */
export const HubTypeIndex = record(HubIndexEntry);
/** `HubTypeIndex` as the service sends it: the type of its schema, under its own name. */
export interface HubTypeIndex extends z.infer<typeof HubTypeIndex> {}

/** The whole Hub index: plugin type directory (`extractors`, `loaders`...) to that type's index. */
export const HubIndex = record(HubTypeIndex);
/** `HubIndex` as the service sends it: the type of its schema, under its own name. */
export interface HubIndex extends z.infer<typeof HubIndex> {}

/** A setting of a Hub plugin (`kind` in the Hub's lower case; `value` any JSON). */
export const HubSetting = loose(() => ({
  /** The setting's key, such as `host`. */
  name: anyString,
  /** The kind of its value, in the Hub's lower case: `string`, `password`, `options`... */
  kind: optionalString,
  /** The display name. */
  label: optionalString,
  /** What the setting is for. */
  description: optionalString,
  /** The default value: any JSON. */
  value: z.optional(z.unknown()),
  /** Whether the value is a secret. */
  sensitive: optionalBoolean,
  /** Example text shown in the empty field. */
  placeholder: optionalString,
}));
/** `HubSetting` as the service sends it: the type of its schema, under its own name. */
export interface HubSetting extends z.infer<typeof HubSetting> {}

/** One plugin variant's Hub definition: what `dataPlugins.hubPlugin` returns. */
export const HubPlugin = loose(() => ({
  /** The plugin's name, such as `tap-github`. */
  name: anyString,
  /** The variant's name, such as `meltanolabs`. */
  variant: optionalString,
  /** The prefix of its settings' environment variables, such as `tap_github`. */
  namespace: optionalString,
  /** The display name, such as `GitHub`. */
  label: optionalString,
  /** A one-line description. */
  description: optionalString,
  /** The URL of the plugin's logo. */
  logo_url: optionalString,
  /** What `pip install` installs the variant from. */
  pip_url: optionalString,
  /** The variant's source repository (a URL). */
  repo: optionalString,
  /** Where the variant is documented (a URL). */
  docs: optionalString,
  /** What the plugin supports, in the Hub's spelling: `catalog`, `stream-maps`... (`DataPlugin`'s are `CATALOG`). */
  capabilities: optionalStrings,
  /** Keywords the Hub lists the plugin under. */
  keywords: optionalStrings,
  /** How actively the variant is maintained, such as `active` or `beta`. */
  maintenance_status: optionalString,
  /** The variant's settings. */
  settings: z.optional(z.array(HubSetting)),
  /** Groups of settings of which one must be set in full. */
  settings_group_validation: z.optional(z.array(z.array(anyString))),
}));
/** `HubPlugin` as the service sends it: the type of its schema, under its own name. */
export interface HubPlugin extends z.infer<typeof HubPlugin> {}
