import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { openEnum, relations } from '../core/validation/schema.js';

/** The kind of a data plugin. */
export const DataPluginType = openEnum([
  'EXTRACTOR',
  'LOADER',
  'TRANSFORMER',
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
]);
export type SettingKind = z.infer<typeof SettingKind>;

/** A setting of a data plugin: a key that data components and datastores set in their `properties`. */
export const DataPluginSetting = loose({
  name: z.optional(z.string()),
  kind: z.optional(SettingKind),
  label: z.optional(z.string()),
  /** The default value. */
  value: z.optional(z.string()),
  description: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  /** Environment variables the setting is also read from. */
  envAliases: z.optional(z.array(z.string())),
  /** A secret: sent but not shown. */
  protected: z.optional(z.boolean()),
  documentation: z.optional(z.string()),
});
export type DataPluginSetting = z.infer<typeof DataPluginSetting>;

/**
 * A data plugin: an extractor, loader or transformer that data components and datastores configure.
 * Typed by its known fields; others stay on the object: `(plugin as Record<string, unknown>)['field']`.
 */
export const DataPlugin = loose({
  id: z.string(),
  /** The plugin's kind; some answers call it `pluginType`. */
  type: z.optional(DataPluginType),
  pluginType: z.optional(DataPluginType),
  name: z.optional(z.string()),
  /** The display name; null when the service has none. */
  label: z.optional(z.nullable(z.string())),
  description: z.optional(z.string()),
  repositoryUrl: z.optional(z.string()),
  namespace: z.optional(z.string()),
  variant: z.optional(z.string()),
  logoUrl: z.optional(z.string()),
  settings: z.optional(z.array(DataPluginSetting)),
  /** Groups of settings of which one must be set in full (such as `[['host', 'port', 'user']]`). */
  settingsGroupValidation: z.optional(z.array(z.unknown())),
  _links: relations('self'),
});
export type DataPlugin = z.infer<typeof DataPlugin>;

/** The `dataplugins` collection. */
export const DataPluginCollection = collection('dataplugins', DataPlugin);
