import * as z from 'zod';
import { collection } from './collection.js';
import { halLinks, Timestamp } from './common.js';

/** A workspace file; `content` is present when one file is returned, omitted in lists. */
export const WorkspaceResource = z.looseObject({
  path: z.string(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  contentType: z.string().optional(),
  content: z.string().optional(),
  _links: halLinks,
});
export type WorkspaceResource = z.infer<typeof WorkspaceResource>;

/** The body of `resources.put()`. */
export const WorkspaceResourceInput = z.object({
  contentType: z.string().min(1, 'give the MIME type, such as text/plain'),
  content: z.string(),
});
export type WorkspaceResourceInput = z.input<typeof WorkspaceResourceInput>;

/** The `resources` collection. */
export const WorkspaceResourceCollection = collection('resources', WorkspaceResource);
