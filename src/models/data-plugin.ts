import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { openEnum, relations } from '../core/validation/schema.js';

/**
 * The kind of a data plugin, in wire casing (the document's lower-case `tap`, `extractors`... are its generator's
 * spelling of the Java enum, not what the service sends).
 */
export const DataPluginType = /* @__PURE__ */ openEnum([
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
/** As the service sends it: one of `KnownDataPluginType`, or a value the SDK does not know yet. */
export type DataPluginType = z.infer<typeof DataPluginType>;
/** The known values of `DataPluginType`: what an input takes, and what `isKnown(DataPluginType, value)` narrows to. */
export type KnownDataPluginType = z.input<typeof DataPluginType>;

/** The kind of a setting's value. */
export const SettingKind = /* @__PURE__ */ openEnum([
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
/** As the service sends it: one of `KnownSettingKind`, or a value the SDK does not know yet. */
export type SettingKind = z.infer<typeof SettingKind>;
/** The known values of `SettingKind`: what an input takes, and what `isKnown(SettingKind, value)` narrows to. */
export type KnownSettingKind = z.input<typeof SettingKind>;

/** One choice of an `OPTIONS` setting. */
export const SettingOption = loose({
  /** The text shown for the choice. */
  label: z.optional(z.string()),
  /** The value set when it is chosen. */
  value: z.optional(z.string()),
});
/** `SettingOption` as the service sends it: the type of its schema, under its own name. */
export interface SettingOption extends z.infer<typeof SettingOption> {}

/** A setting of a data plugin: a key that data components and datastores set in their `properties`. */
export const DataPluginSetting = loose({
  /** The setting's key, such as `host`. */
  name: z.optional(z.string()),
  /** The kind of its value, such as `STRING` or `PASSWORD`. */
  kind: z.optional(SettingKind),
  /** The display name; null when the service has none. */
  label: z.optional(z.string()),
  /** The default value: any JSON (Meltano defaults are often booleans, numbers, lists or objects). */
  value: z.optional(z.unknown()),
  /** What the setting is for. */
  description: z.optional(z.string()),
  /** Example text shown in the empty field. */
  placeholder: z.optional(z.string()),
  /** Help shown beside the field. */
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
  /** Whether the value is a secret, in Meltano's terms. */
  sensitive: z.optional(z.boolean()),
  /** Whether forms leave the setting out. */
  hidden: z.optional(z.boolean()),
  /** Whether the setting is required, as text (`"true"`). */
  required: z.optional(z.string()),
  /** How the value is stored: `BASE64`, `AZURE_KEY_VAULT_SECRET`. */
  encoding: z.optional(openEnum(['BASE64', 'AZURE_KEY_VAULT_SECRET'])),
  /** Where the setting is documented (a URL). */
  documentation: z.optional(z.string()),
  /** How Meltano shapes the value before use (its lower-case names): `nest_object`, `upcase_string`. */
  value_processor: z.optional(openEnum(['nest_object', 'upcase_string'])),
  /** How Meltano shapes the value after use: `stringify`. */
  value_post_processor: z.optional(openEnum(['stringify'])),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self'>(),
});
/** `DataPluginSetting` as the service sends it: the type of its schema, under its own name. */
export interface DataPluginSetting extends z.infer<typeof DataPluginSetting> {}

/** The container a plugin command runs in (Meltano's `container_spec`). */
export const ContainerSpec = loose({
  /** The container image, such as `ghcr.io/acme/tap:1.0`. */
  image: z.optional(z.string()),
  /** The command run in the container. */
  command: z.optional(z.string()),
  /** The container's entrypoint, in place of the image's. */
  entrypoint: z.optional(z.string()),
  /** Environment variables of the container, by name. */
  env: z.optional(record(z.string())),
  /** Ports to publish: host port to container port. */
  ports: z.optional(record(z.string())),
  /** Volumes to mount, each `host:container`. */
  volumes: z.optional(z.array(z.string())),
});
/** `ContainerSpec` as the service sends it: the type of its schema, under its own name. */
export interface ContainerSpec extends z.infer<typeof ContainerSpec> {}

/** A command a plugin runs besides its main one (`args`, or its own `executable`). */
export const DataPluginCommand = loose({
  /** The arguments passed to the plugin's executable. */
  args: z.optional(z.string()),
  /** The executable run instead of the plugin's own. */
  executable: z.optional(z.string()),
  /** What the command does. */
  description: z.optional(z.string()),
  /** The container the command runs in, if any. */
  containerSpec: z.optional(ContainerSpec),
});
/** `DataPluginCommand` as the service sends it: the type of its schema, under its own name. */
export interface DataPluginCommand extends z.infer<typeof DataPluginCommand> {}

/**
 * What a plugin declares it can do, in wire casing: Meltano's capabilities (`catalog`, `stream-maps`...) as the
 * service's enum names them (the document's lower-case `stream_maps` is its generator's spelling).
 */
export const DataPluginCapability = /* @__PURE__ */ openEnum([
  'ABOUT',
  'ACTIVATE_VERSION',
  'BATCH',
  'CATALOG',
  'DATATYPE_FAILSAFE',
  'DISCOVER',
  'HARD_DELETE',
  'LOG_BASED',
  'PROPERTIES',
  'SCHEMA_FLATTENING',
  'SOFT_DELETE',
  'STATE',
  'RECORD_FLATTENING',
  'STREAM_MAPS',
]);
/** As the service sends it: one of `KnownDataPluginCapability`, or a value the SDK does not know yet. */
export type DataPluginCapability = z.infer<typeof DataPluginCapability>;
/**
 * The known values of `DataPluginCapability`: what an input takes, and what
 * `isKnown(DataPluginCapability, value)` narrows to.
 */
export type KnownDataPluginCapability = z.input<typeof DataPluginCapability>;

/** What the plugin declares it can do, such as `CATALOG` or `STREAM_MAPS`. */
const capabilities = z.optional(z.array(DataPluginCapability));

/** One variant of a plugin (a fork or implementation), as `variants` lists them; Meltano's snake_case. */
export const DataPluginVariant = loose({
  /** The variant's name, such as `meltanolabs`. */
  name: z.optional(z.string()),
  /** The default variant's name, when the answer says it. */
  default: z.optional(z.boolean()),
  /** What `pip install` installs the variant from. */
  pip_url: z.optional(z.string()),
  /** The variant's source repository (a URL). */
  repo: z.optional(z.string()),
  /** Where the variant is documented (a URL). */
  docs: z.optional(z.string()),
  /** The executable the variant runs as, when not its name. */
  executable: z.optional(z.string()),
  /** The Python interpreter it is installed with, such as `python3.11`. */
  python: z.optional(z.string()),
  capabilities,
  /** The streams (`stream.property` patterns) an extractor extracts by default. */
  select: z.optional(z.array(z.string())),
  /** The variant's settings. */
  settings: z.optional(z.array(DataPluginSetting)),
  /** Commands besides the main one, by name. */
  commands: z.optional(record(DataPluginCommand)),
});
/** `DataPluginVariant` as the service sends it: the type of its schema, under its own name. */
export interface DataPluginVariant extends z.infer<typeof DataPluginVariant> {}

/** The fields a plugin definition has, whether the service sends it or a caller writes it. */
export const dataPluginDefinition = {
  /** The plugin's name, such as `tap-postgres`. */
  name: z.optional(z.string()),
  /** The prefix of its settings' environment variables, such as `tap_postgres`. */
  namespace: z.optional(z.string()),
  /** The variant's name, such as `meltanolabs`. */
  variant: z.optional(z.string()),
  /** The display name; null when the service has none. */
  label: z.optional(z.nullable(z.string())),
  /** A one-line description. */
  description: z.optional(z.string()),
  /** A longer description, in Markdown. */
  fullDescription: z.optional(z.string()),
  /** The URL of the plugin's logo. */
  logoUrl: z.optional(z.string()),
  /** Whether listings leave the plugin out. */
  hidden: z.optional(z.boolean()),
  /** Where the plugin is documented (a URL). */
  docs: z.optional(z.string()),
  /** What `pip install` installs the plugin from (a package, or `git+https://...`). */
  pipUrl: z.optional(z.string()),
  /** The plugin's source repository (a URL). */
  repo: z.optional(z.string()),
  /** The executable the plugin runs as, when not its name. */
  executable: z.optional(z.string()),
  /** The Python interpreter it is installed with, such as `python3.11`. */
  python: z.optional(z.string()),
  capabilities,
  /** The streams (`stream.property` patterns) an extractor extracts by default. */
  select: z.optional(z.array(z.string())),
  /** Files the plugin writes into the project on install, by path (Meltano's `update`). */
  update: z.optional(record(z.string())),
  /** Variables that its settings may refer to, by name. */
  vars: z.optional(record(z.string())),
  /** The plugin's settings. */
  settings: z.optional(z.array(DataPluginSetting)),
  /** Commands besides the main one, by name. */
  commands: z.optional(record(DataPluginCommand)),
  /** The plugin whose definition this one inherits. */
  inheritFrom: z.optional(z.string()),
  /** Whether the service's app leaves the plugin out. */
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
  /** Its identifier, which the API's paths use. */
  id: z.string(),
  /** The plugin's kind; some answers call it `pluginType`. */
  type: z.optional(DataPluginType),
  /** The plugin's kind, as the answers that do not call it `type` name it. */
  pluginType: z.optional(DataPluginType),
  ...dataPluginDefinition,
  /** The plugin's source repository (a URL), as the service names it. */
  repositoryUrl: z.optional(z.string()),
  /** Groups of settings of which one must be set in full (such as `[['host', 'port', 'user']]`). */
  settingsGroupValidation: z.optional(z.array(z.unknown())),
  /** The plugin's variants, when the answer lists them. */
  variants: z.optional(z.array(DataPluginVariant)),
  /** Plugins this one needs (a transformer's extractor, for one). */
  requires: z.optional(z.array(z.unknown())),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self'>(),
});
/** `DataPlugin` as the service sends it: the type of its schema, under its own name. */
export interface DataPlugin extends z.infer<typeof DataPlugin> {}

/** The `dataplugins` collection. */
export const DataPluginCollection = /* @__PURE__ */ collection('dataplugins', DataPlugin);
