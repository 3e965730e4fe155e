import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { nonEmpty } from '../core/validation/lengths.js';
import { loose, strict } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { relations } from '../core/validation/schema.js';
import { optionalTimestamp } from './common.js';
import { componentExtras } from './component-extras.js';
import { DataPluginCommand, DataPluginEntity } from './data-plugin.js';
import { anyString, optionalBoolean, optionalString } from './fields.js';
import { ExtractorStream } from './stream-selection.js';

/**
 * A datastore: where a pipeline loads data; `managed` marks the service-provided default.
 * Typed by its known fields; others stay on the object: `(datastore as Record<string, unknown>)['field']`.
 */
export const Datastore = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The datastore's name, such as `Warehouse`. */
  name: optionalString,
  /** The fullyQualifiedName of the loader data plugin. */
  dataPlugin: optionalString,
  /** The plugin's kind: a loader. */
  dataPluginType: optionalString,
  /** The URL of the loader plugin's logo. */
  dataPluginLogoUrl: optionalString,
  /** The URL of the datastore's logo. */
  logoUrl: optionalString,
  /** The workspace the datastore is in. */
  workspace: optionalString,
  /** The JDBC URL of the database, when the service knows it. */
  jdbcUrl: optionalString,
  /** Plugin settings; for the relational loader: host, port, user, password, dbname, default_target_schema. */
  properties: z.optional(record(anyString)),
  /** Commands besides the plugin's own, by name. */
  commands: z.optional(record(DataPluginCommand)),
  /** Streams and fields with whether each is synced, as for a data component. */
  streams: z.optional(z.array(ExtractorStream)),
  /** Where the datastore lives in the workspace's repository. */
  repositoryPath: optionalString,
  /** Saved but not yet part of the workspace's project. */
  draft: optionalBoolean,
  /** Whether it is the workspace's managed datastore, which the service runs itself. */
  managed: optionalBoolean,
  /** The loader plugin the datastore was made from, in full. */
  fromDataPlugin: z.optional(DataPluginEntity),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    'self' | 'dataplugin' | 'update datastore' | 'delete datastore' | 'make-default' | 'create datastore'
  >(),
}));
/** `Datastore` as the service sends it: the type of its schema, under its own name. */
export interface Datastore extends z.infer<typeof Datastore> {}

/**
 * The body of creating or updating a datastore: `name` and `dataPlugin` are required; any other key than those
 * below is refused, not dropped.
 */
export const DatastoreInput = strict(() => ({
  /** The datastore's name, such as `Warehouse`. */
  name: z.string().check(nonEmpty('a datastore needs a non-empty name')),
  /** The fullyQualifiedName of the loader data plugin. */
  dataPlugin: z.string().check(nonEmpty('a datastore needs its dataPlugin (the plugin fullyQualifiedName)')),
  /** Plugin settings; for the relational loader: host, port, user, password, dbname, default_target_schema. */
  properties: z.optional(record(anyString)),
  ...componentExtras,
}));
/** `DatastoreInput` as a caller writes it: the input type of its schema, under its own name. */
export interface DatastoreInput extends z.input<typeof DatastoreInput> {}

/** The `datastores` collection. */
export const DatastoreCollection = /* @__PURE__ */ collection('datastores', Datastore);
