import * as z from 'zod';
import { halLinks, openEnum, Timestamp } from './common.js';

/** The status of a pipeline. */
export const PipelineStatus = openEnum(['READY', 'FAILED']);

/** A pipeline as embedded in jobs and subscriptions. */
export const Pipeline = z.looseObject({
  id: z.string(),
  status: PipelineStatus.optional(),
  label: z.string().optional(),
  name: z.string().optional(),
  timeout: z.number().int().optional(),
  maxRetries: z.number().int().optional(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  /** Plugin settings, secret ones included. */
  properties: z.record(z.string(), z.string()).optional(),
  dataComponents: z.array(z.string()).optional(),
  actions: z.array(z.unknown()).optional(),
  triggeredBy: z.array(z.unknown()).optional(),
  _links: halLinks,
});
export type Pipeline = z.infer<typeof Pipeline>;
