import * as z from 'zod/mini';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { halLinks, int, openEnum } from '../core/validation/schema.js';
import { Timestamp } from './common.js';

/** The status of a pipeline. */
export const PipelineStatus = openEnum(['READY', 'FAILED']);

/**
 * A pipeline as embedded in jobs and subscriptions.
 * Typed by its known fields; others stay on the object: `(pipeline as Record<string, unknown>)['field']`.
 */
export const Pipeline = loose({
  id: z.string(),
  status: z.optional(PipelineStatus),
  label: z.optional(z.string()),
  name: z.optional(z.string()),
  timeout: z.optional(int()),
  maxRetries: z.optional(int()),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  /** Plugin settings, secret ones included. */
  properties: z.optional(record(z.string())),
  dataComponents: z.optional(z.array(z.string())),
  actions: z.optional(z.array(z.unknown())),
  triggeredBy: z.optional(z.array(z.unknown())),
  _links: halLinks,
});
export type Pipeline = z.infer<typeof Pipeline>;
