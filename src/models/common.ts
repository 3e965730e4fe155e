import * as z from 'zod/mini';
import { loose } from '../core/validation/loose.js';
import { halLinks, openEnum, relations } from '../core/validation/schema.js';

/** A service timestamp, kept as the exact string sent (zone-less ISO 8601, up to nanoseconds); see `toDate()`. */
export const Timestamp = z.string();
export type Timestamp = z.infer<typeof Timestamp>;

/** A person summary embedded in other resources. */
export const Member = loose({
  id: z.string(),
  name: z.optional(z.string()),
  handle: z.optional(z.string()),
  _links: relations('self'),
});
export type Member = z.infer<typeof Member>;

/** A workspace summary (`id`, `name`) as embedded in profiles, subscriptions and notifications. */
export const WorkspaceSummary = loose({
  id: z.string(),
  name: z.optional(z.string()),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  alias: z.optional(z.string()),
  repositoryUrl: z.optional(z.string()),
  status: z.optional(openEnum(['READY'])),
  _links: halLinks,
});
export type WorkspaceSummary = z.infer<typeof WorkspaceSummary>;
