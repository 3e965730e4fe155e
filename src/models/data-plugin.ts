import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { openEnum, relations } from '../core/validation/schema.js';

/**
 * The kind of a data plugin, in wire casing (the document's lower-case `tap`, `extractors`... are its generator's
 * spelling of the Java enum, not what the service sends).
 */
export const DataPluginType = openEnum([
  'EXTRACTOR',
  'LOADER',
  'TRANSFORMER',
  'TRANSFORM',
  'MODEL',
  'ORCHESTRATOR',
  'UTILITY',
  'MAPPER',
  'FILE',
]);
export type DataPluginType = z.infer<typeof DataPluginType>;

/** The kind of a setting's value. */
export const SettingKind = openEnum([
  'STRING',
  'INTEGER',
  'PASSWORD',
  'HIDDEN',
  'BOOLEAN',
  'DATE_ISO8601',
  'EMAIL',
  'OAUTH',
  'FILE',
  'ARRAY',
  'ARRAY_OBJECT',
  'OPTIONS',
  'OBJECT',
]);
export type SettingKind = z.infer<typeof SettingKind>;

/** One choice of an `OPTIONS` setting. */
export const SettingOption = loose({ label: z.optional(z.string()), value: z.optional(z.string()) });
export type SettingOption = z.infer<typeof SettingOption>;

/** A setting of a data plugin: a key that data components and datastores set in their `properties`. */
export const DataPluginSetting = loose({
  name: z.optional(z.string()),
  kind: z.optional(SettingKind),
  label: z.optional(z.string()),
  /** The default value: any JSON (Meltano defaults are often booleans, numbers, lists or objects). */
  value: z.optional(z.unknown()),
  description: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  tooltip: z.optional(z.string()),
  /** Environment variables the setting is also read from. */
  envAliases: z.optional(z.array(z.string())),
  /** The environment variable that sets it, when not the default one. */
  env: z.optional(z.string()),
  /** Other names of the setting. */
  aliases: z.optional(z.array(z.string())),
  /** The choices of an `OPTIONS` setting. */
  options: z.optional(z.array(SettingOption)),
  /** A secret: sent but not shown. */
  protected: z.optional(z.boolean()),
  sensitive: z.optional(z.boolean()),
  hidden: z.optional(z.boolean()),
  /** Whether the setting is required, as text (`"true"`). */
  required: z.optional(z.string()),
  /** How the value is stored: `BASE64`, `AZURE_KEY_VAULT_SECRET`. */
  encoding: z.optional(openEnum(['BASE64', 'AZURE_KEY_VAULT_SECRET'])),
  documentation: z.optional(z.string()),
  /** How Meltano shapes the value before use (its lower-case names): `nest_object`, `upcase_string`. */
  value_processor: z.optional(openEnum(['nest_object', 'upcase_string'])),
  /** How Meltano shapes the value after use: `stringify`. */
  value_post_processor: z.optional(openEnum(['stringify'])),
  _links: relations('self'),
});
export type DataPluginSetting = z.infer<typeof DataPluginSetting>;

/** The container a plugin command runs in (Meltano's `container_spec`). */
export const ContainerSpec = loose({
  image: z.optional(z.string()),
  command: z.optional(z.string()),
  entrypoint: z.optional(z.string()),
  env: z.optional(record(z.string())),
  ports: z.optional(record(z.string())),
  volumes: z.optional(z.array(z.string())),
});
export type ContainerSpec = z.infer<typeof ContainerSpec>;

/** A command a plugin runs besides its main one (`args`, or its own `executable`). */
export const DataPluginCommand = loose({
  args: z.optional(z.string()),
  executable: z.optional(z.string()),
  description: z.optional(z.string()),
  containerSpec: z.optional(ContainerSpec),
});
export type DataPluginCommand = z.infer<typeof DataPluginCommand>;

/**
 * What a plugin declares it can do, such as `catalog`, `discover`, `state`, `about`, `stream-maps` (Meltano's
 * names; their spelling on the wire is not pinned down, so any string is kept).
 */
const capabilities = z.optional(z.array(z.string()));

/** One variant of a plugin (a fork or implementation), as `variants` lists them; Meltano's snake_case. */
export const DataPluginVariant = loose({
  name: z.optional(z.string()),
  default: z.optional(z.boolean()),
  pip_url: z.optional(z.string()),
  repo: z.optional(z.string()),
  docs: z.optional(z.string()),
  executable: z.optional(z.string()),
  python: z.optional(z.string()),
  capabilities,
  select: z.optional(z.array(z.string())),
  settings: z.optional(z.array(DataPluginSetting)),
  commands: z.optional(record(DataPluginCommand)),
});
export type DataPluginVariant = z.infer<typeof DataPluginVariant>;

/** The fields a plugin definition has, whether the service sends it or a caller writes it. */
const definition = {
  name: z.optional(z.string()),
  namespace: z.optional(z.string()),
  variant: z.optional(z.string()),
  /** The display name; null when the service has none. */
  label: z.optional(z.nullable(z.string())),
  description: z.optional(z.string()),
  fullDescription: z.optional(z.string()),
  logoUrl: z.optional(z.string()),
  hidden: z.optional(z.boolean()),
  docs: z.optional(z.string()),
  /** What `pip install` installs the plugin from (a package, or `git+https://...`). */
  pipUrl: z.optional(z.string()),
  repo: z.optional(z.string()),
  executable: z.optional(z.string()),
  python: z.optional(z.string()),
  capabilities,
  /** The streams (`stream.property` patterns) an extractor extracts by default. */
  select: z.optional(z.array(z.string())),
  update: z.optional(record(z.string())),
  vars: z.optional(record(z.string())),
  settings: z.optional(z.array(DataPluginSetting)),
  commands: z.optional(record(DataPluginCommand)),
  inheritFrom: z.optional(z.string()),
  matatikaHidden: z.optional(z.boolean()),
  /** Free-form metadata of the plugin (any JSON object). */
  metadata: z.optional(z.unknown()),
  /** The default variant's name, when the answer says it. */
  default: z.optional(z.string()),
};

/**
 * A data plugin: an extractor, loader or transformer that data components and datastores configure.
 * Typed by its known fields; others stay on the object: `(plugin as Record<string, unknown>)['field']`.
 */
export const DataPlugin = loose({
  id: z.string(),
  /** The plugin's kind; some answers call it `pluginType`. */
  type: z.optional(DataPluginType),
  pluginType: z.optional(DataPluginType),
  ...definition,
  repositoryUrl: z.optional(z.string()),
  /** Groups of settings of which one must be set in full (such as `[['host', 'port', 'user']]`). */
  settingsGroupValidation: z.optional(z.array(z.unknown())),
  /** The plugin's variants, when the answer lists them. */
  variants: z.optional(z.array(DataPluginVariant)),
  /** Plugins this one needs (a transformer's extractor, for one). */
  requires: z.optional(z.array(z.unknown())),
  _links: relations('self'),
});
export type DataPlugin = z.infer<typeof DataPlugin>;

/**
 * The body of adding or changing a custom data plugin of a workspace: `pluginType`, `name` and `variant` are
 * required (the service's own rule), the rest of a plugin's definition is optional; any other key is refused, not
 * dropped. The document's write-only `metadaNode` (its generator's name for `metadata`'s setter) is not taken:
 * send `metadata`.
 */
export const DataPluginInput = z.strictObject({
  ...definition,
  /** The plugin this one is a child of (write-only). */
  parent: z.optional(z.string()),
  variants: z.optional(z.array(DataPluginVariant)),
  /** Plugins this one needs, each a plugin definition. */
  requires: z.optional(z.array(z.unknown())),
  pluginType: DataPluginType,
  name: z.string().check(z.minLength(1, 'a data plugin needs a non-empty name')),
  variant: z.string().check(z.minLength(1, 'a data plugin needs a variant (such as "meltanolabs")')),
});
export type DataPluginInput = z.input<typeof DataPluginInput>;

/** The `dataplugins` collection. */
export const DataPluginCollection = collection('dataplugins', DataPlugin);
