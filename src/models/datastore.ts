import * as z from 'zod';
import { collection } from './collection.js';
import { halLinks, Timestamp } from './common.js';

/** A datastore: where a pipeline loads data; `managed` marks the service-provided default. */
export const Datastore = z.looseObject({
  id: z.string(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  name: z.string().optional(),
  dataPlugin: z.string().optional(),
  dataPluginType: z.string().optional(),
  dataPluginLogoUrl: z.string().optional(),
  logoUrl: z.string().optional(),
  workspace: z.string().optional(),
  jdbcUrl: z.string().optional(),
  properties: z.record(z.string(), z.string()).optional(),
  commands: z.record(z.string(), z.unknown()).optional(),
  draft: z.boolean().optional(),
  managed: z.boolean().optional(),
  _links: halLinks,
});
export type Datastore = z.infer<typeof Datastore>;

/** The body of creating or updating a datastore. */
export const DatastoreInput = z.object({
  name: z.string().min(1, 'a datastore needs a non-empty name'),
  /** The fullyQualifiedName of the loader data plugin. */
  dataPlugin: z.string().min(1, 'a datastore needs its dataPlugin (the plugin fullyQualifiedName)'),
  /** Plugin settings; for the relational loader: host, port, user, password, dbname, default_target_schema. */
  properties: z.record(z.string(), z.string()).optional(),
});
export type DatastoreInput = z.input<typeof DatastoreInput>;

/** The `datastores` collection. */
export const DatastoreCollection = collection('datastores', Datastore);
