import * as z from 'zod';
import { Links } from '../core/hal.js';
import { markOpenEnum } from '../core/precheck.js';

/** A service timestamp, kept as the exact string sent (zone-less ISO 8601, up to nanoseconds); see `toDate()`. */
export const Timestamp = z.string();
export type Timestamp = z.infer<typeof Timestamp>;

/**
 * An open enum: the known values are typed, any other string is accepted by TypeScript and
 * reported by validation (returned unchanged in `warn` mode, thrown in `strict` mode).
 */
export function openEnum<const T extends readonly string[]>(values: T): z.ZodType<T[number] | (string & {})> {
  const known = new Set<string>(values);
  const schema = z.string().check((ctx) => {
    if (!known.has(ctx.value)) {
      ctx.issues.push({ code: 'custom', message: `unknown value "${ctx.value}"; known values are ${values.join(', ')}`, input: ctx.value, continue: true });
    }
  });
  markOpenEnum(schema, known);
  return schema;
}

/** `_links` as carried by every resource. */
export const halLinks = Links.optional();

/** A person summary embedded in other resources. */
export const Member = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  handle: z.string().optional(),
  _links: halLinks,
});
export type Member = z.infer<typeof Member>;

/** A workspace summary (`id`, `name`) as embedded in profiles, subscriptions and notifications. */
export const WorkspaceSummary = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  alias: z.string().optional(),
  repositoryUrl: z.string().optional(),
  status: openEnum(['READY']).optional(),
  _links: halLinks,
});
export type WorkspaceSummary = z.infer<typeof WorkspaceSummary>;

/** The page meta of a collection: size, totalElements, totalPages and the zero-based number. */
export const PageMeta = z.looseObject({
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMeta>;
