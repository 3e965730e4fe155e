import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { relations } from '../core/validation/schema.js';
import { Timestamp } from './common.js';

/**
 * A datastore: where a pipeline loads data; `managed` marks the service-provided default.
 * Typed by its known fields; others stay on the object: `(datastore as Record<string, unknown>)['field']`.
 */
export const Datastore = loose({
  id: z.string(),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  name: z.optional(z.string()),
  dataPlugin: z.optional(z.string()),
  dataPluginType: z.optional(z.string()),
  dataPluginLogoUrl: z.optional(z.string()),
  logoUrl: z.optional(z.string()),
  workspace: z.optional(z.string()),
  jdbcUrl: z.optional(z.string()),
  properties: z.optional(record(z.string())),
  commands: z.optional(record(z.unknown())),
  draft: z.optional(z.boolean()),
  managed: z.optional(z.boolean()),
  _links: relations('self', 'dataplugin', 'update datastore', 'delete datastore', 'make-default', 'create datastore'),
});
export type Datastore = z.infer<typeof Datastore>;

/** The body of creating or updating a datastore. */
export const DatastoreInput = z.object({
  name: z.string().check(z.minLength(1, 'a datastore needs a non-empty name')),
  /** The fullyQualifiedName of the loader data plugin. */
  dataPlugin: z.string().check(z.minLength(1, 'a datastore needs its dataPlugin (the plugin fullyQualifiedName)')),
  /** Plugin settings; for the relational loader: host, port, user, password, dbname, default_target_schema. */
  properties: z.optional(record(z.string())),
});
export type DatastoreInput = z.input<typeof DatastoreInput>;

/** The `datastores` collection. */
export const DatastoreCollection = collection('datastores', Datastore);
