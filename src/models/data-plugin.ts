import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { openEnum, relations } from '../core/validation/schema.js';
import { anyString, optionalBoolean, optionalString, optionalStrings } from './fields.js';

/** The known kinds of a data plugin, in wire casing: the values of `DataPluginType` (and of a list's `type` filter). */
export const dataPluginTypes = [
  'EXTRACTOR',
  'LOADER',
  'TRANSFORMER',
  'TRANSFORM',
  'MODEL',
  'ORCHESTRATOR',
  'UTILITY',
  'MAPPER',
  'FILE',
] as const;

/**
 * The kind of a data plugin, in wire casing (the document's lower-case `tap`, `extractors`... are its generator's
 * spelling of the Java enum, not what the service sends).
 */
export const DataPluginType = /* @__PURE__ */ openEnum(dataPluginTypes);
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
export const SettingOption = loose(() => ({
  /** The text shown for the choice. */
  label: optionalString,
  /** The value set when it is chosen. */
  value: optionalString,
}));
/** `SettingOption` as the service sends it: the type of its schema, under its own name. */
export interface SettingOption extends z.infer<typeof SettingOption> {}

/** A setting of a data plugin: a key that data components and datastores set in their `properties`. */
export const DataPluginSetting = loose(() => ({
  /** The setting's key, such as `host`. */
  name: optionalString,
  /** The kind of its value, such as `STRING` or `PASSWORD`. */
  kind: z.optional(SettingKind),
  /** The display name; null when the service has none. */
  label: optionalString,
  /** The default value: any JSON (Meltano defaults are often booleans, numbers, lists or objects). */
  value: z.optional(z.unknown()),
  /** What the setting is for. */
  description: optionalString,
  /** Example text shown in the empty field. */
  placeholder: optionalString,
  /** Help shown beside the field. */
  tooltip: optionalString,
  /** Environment variables the setting is also read from. */
  envAliases: optionalStrings,
  /** The environment variable that sets it, when not the default one. */
  env: optionalString,
  /** Other names of the setting. */
  aliases: optionalStrings,
  /** The choices of an `OPTIONS` setting. */
  options: z.optional(z.array(SettingOption)),
  /** A secret: sent but not shown. */
  protected: optionalBoolean,
  /** Whether the value is a secret, in Meltano's terms. */
  sensitive: optionalBoolean,
  /** Whether forms leave the setting out. */
  hidden: optionalBoolean,
  /** Whether the setting is required, as text (`"true"`). */
  required: optionalString,
  /** How the value is stored: `BASE64`, `AZURE_KEY_VAULT_SECRET`. */
  encoding: z.optional(openEnum(['BASE64', 'AZURE_KEY_VAULT_SECRET'])),
  /** Where the setting is documented (a URL). */
  documentation: optionalString,
  /** How Meltano shapes the value before use (its lower-case names): `nest_object`, `upcase_string`. */
  value_processor: z.optional(openEnum(['nest_object', 'upcase_string'])),
  /** How Meltano shapes the value after use: `stringify`. */
  value_post_processor: z.optional(openEnum(['stringify'])),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self'>(),
}));
/** `DataPluginSetting` as the service sends it: the type of its schema, under its own name. */
export interface DataPluginSetting extends z.infer<typeof DataPluginSetting> {}

/** The container a plugin command runs in (Meltano's `container_spec`). */
export const ContainerSpec = loose(() => ({
  /** The container image, such as `ghcr.io/acme/tap:1.0`. */
  image: optionalString,
  /** The command run in the container. */
  command: optionalString,
  /** The container's entrypoint, in place of the image's. */
  entrypoint: optionalString,
  /** Environment variables of the container, by name. */
  env: z.optional(record(anyString)),
  /** Ports to publish: host port to container port. */
  ports: z.optional(record(anyString)),
  /** Volumes to mount, each `host:container`. */
  volumes: optionalStrings,
}));
/** `ContainerSpec` as the service sends it: the type of its schema, under its own name. */
export interface ContainerSpec extends z.infer<typeof ContainerSpec> {}

/** A command a plugin runs besides its main one (`args`, or its own `executable`). */
export const DataPluginCommand = loose(() => ({
  /** The arguments passed to the plugin's executable. */
  args: optionalString,
  /** The executable run instead of the plugin's own. */
  executable: optionalString,
  /** What the command does. */
  description: optionalString,
  /** The container the command runs in, if any. */
  containerSpec: z.optional(ContainerSpec),
}));
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
export const DataPluginVariant = loose(() => ({
  /** The variant's name, such as `meltanolabs`. */
  name: optionalString,
  /** The default variant's name, when the answer says it. */
  default: optionalBoolean,
  /** What `pip install` installs the variant from. */
  pip_url: optionalString,
  /** The variant's source repository (a URL). */
  repo: optionalString,
  /** Where the variant is documented (a URL). */
  docs: optionalString,
  /** The executable the variant runs as, when not its name. */
  executable: optionalString,
  /** The Python interpreter it is installed with, such as `python3.11`. */
  python: optionalString,
  capabilities,
  /** The streams (`stream.property` patterns) an extractor extracts by default. */
  select: optionalStrings,
  /** The variant's settings. */
  settings: z.optional(z.array(DataPluginSetting)),
  /** Commands besides the main one, by name. */
  commands: z.optional(record(DataPluginCommand)),
}));
/** `DataPluginVariant` as the service sends it: the type of its schema, under its own name. */
export interface DataPluginVariant extends z.infer<typeof DataPluginVariant> {}

/** The fields a plugin definition has, whether the service sends it or a caller writes it. */
export const dataPluginDefinition = {
  /** The plugin's name, such as `tap-postgres`. */
  name: optionalString,
  /** The prefix of its settings' environment variables, such as `tap_postgres`. */
  namespace: optionalString,
  /** The variant's name, such as `meltanolabs`. */
  variant: optionalString,
  /** The display name; null when the service has none. */
  label: z.optional(z.nullable(anyString)),
  /** A one-line description. */
  description: optionalString,
  /** A longer description, in Markdown. */
  fullDescription: optionalString,
  /** The URL of the plugin's logo. */
  logoUrl: optionalString,
  /** Whether listings leave the plugin out. */
  hidden: optionalBoolean,
  /** Where the plugin is documented (a URL). */
  docs: optionalString,
  /** What `pip install` installs the plugin from (a package, or `git+https://...`). */
  pipUrl: optionalString,
  /** The plugin's source repository (a URL). */
  repo: optionalString,
  /** The executable the plugin runs as, when not its name. */
  executable: optionalString,
  /** The Python interpreter it is installed with, such as `python3.11`. */
  python: optionalString,
  capabilities,
  /** The streams (`stream.property` patterns) an extractor extracts by default. */
  select: optionalStrings,
  /** Files the plugin writes into the project on install, by path (Meltano's `update`). */
  update: z.optional(record(anyString)),
  /** Variables that its settings may refer to, by name. */
  vars: z.optional(record(anyString)),
  /** The plugin's settings. */
  settings: z.optional(z.array(DataPluginSetting)),
  /** Commands besides the main one, by name. */
  commands: z.optional(record(DataPluginCommand)),
  /** The plugin whose definition this one inherits. */
  inheritFrom: optionalString,
  /** Whether the service's app leaves the plugin out. */
  matatikaHidden: optionalBoolean,
  /** Free-form metadata of the plugin (any JSON object). */
  metadata: z.optional(z.unknown()),
  /** The default variant's name, when the answer says it. */
  default: optionalString,
};

/**
 * A data plugin: an extractor, loader or transformer that data components and datastores configure.
 * Typed by its known fields; others stay on the object: `(plugin as Record<string, unknown>)['field']`.
 */
export const DataPlugin = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** The plugin's kind; some answers call it `pluginType`. */
  type: z.optional(DataPluginType),
  /** The plugin's kind, as the answers that do not call it `type` name it. */
  pluginType: z.optional(DataPluginType),
  ...dataPluginDefinition,
  /** The plugin's source repository (a URL), as the service names it. */
  repositoryUrl: optionalString,
  /** Groups of settings of which one must be set in full (such as `[['host', 'port', 'user']]`). */
  settingsGroupValidation: z.optional(z.array(z.unknown())),
  /** The plugin's variants, when the answer lists them. */
  variants: z.optional(z.array(DataPluginVariant)),
  /** Plugins this one needs (a transformer's extractor, for one). */
  requires: z.optional(z.array(z.unknown())),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self'>(),
}));
/** `DataPlugin` as the service sends it: the type of its schema, under its own name. */
export interface DataPlugin extends z.infer<typeof DataPlugin> {}

/**
 * The plugin a data component or datastore was made from (`fromDataPlugin`), as the service's plugin entity sends it:
 * the fields of `DataPlugin`, but `default` is a boolean (whether it is its plugin's default variant).
 */
export const DataPluginEntity = loose(() => ({
  ...DataPlugin.shape,
  /** Whether it is the default variant of its plugin. */
  default: optionalBoolean,
}));
/** `DataPluginEntity` as the service sends it: the type of its schema, under its own name. */
export interface DataPluginEntity extends z.infer<typeof DataPluginEntity> {}

/** The `dataplugins` collection. */
export const DataPluginCollection = /* @__PURE__ */ collection('dataplugins', DataPlugin);
