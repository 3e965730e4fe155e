import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { nonEmpty } from '../core/validation/lengths.js';
import { loose, strict } from '../core/validation/objects.js';
import { relations } from '../core/validation/schema.js';
import { optionalTimestamp } from './common.js';
import { anyString, optionalString } from './fields.js';

/**
 * A workspace file; `content` is present when one file is returned, omitted in lists.
 * Typed by its known fields; others stay on the object: `(file as Record<string, unknown>)['field']`.
 */
export const WorkspaceFile = loose(() => ({
  /** The file's path, as in the URL written to. */
  path: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The file's MIME type, such as `text/plain`. */
  contentType: optionalString,
  /** The file's content, as text. */
  content: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self' | 'update resource' | 'delete resource'>(),
}));
/** `WorkspaceFile` as the service sends it: the type of its schema, under its own name. */
export interface WorkspaceFile extends z.infer<typeof WorkspaceFile> {}

/** The body of `files.put()`; any other key is refused before sending. */
export const WorkspaceFileInput = strict(() => ({
  /** The file's MIME type, such as `text/plain`. */
  contentType: z.string().check(nonEmpty('give the MIME type, such as text/plain')),
  /** The file's content, as text. */
  content: anyString,
  /** The file's path, as in the URL written to. */
  path: optionalString,
}));
/** `WorkspaceFileInput` as a caller writes it: the input type of its schema, under its own name. */
export interface WorkspaceFileInput extends z.input<typeof WorkspaceFileInput> {}

/** The `resources` collection. */
export const WorkspaceFileCollection = /* @__PURE__ */ collection('resources', WorkspaceFile);

/** @deprecated Renamed `WorkspaceFile`; this alias goes in 1.0. */
export const WorkspaceResource: typeof WorkspaceFile = WorkspaceFile;
/** @deprecated Renamed `WorkspaceFile`. */
export type WorkspaceResource = WorkspaceFile;
/** @deprecated Renamed `WorkspaceFileInput`; this alias goes in 1.0. */
export const WorkspaceResourceInput: typeof WorkspaceFileInput = WorkspaceFileInput;
/** @deprecated Renamed `WorkspaceFileInput`. */
export type WorkspaceResourceInput = WorkspaceFileInput;
