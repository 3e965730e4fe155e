import * as z from 'zod/mini';
import { Links } from '../core/hal.js';
import { markOpenEnum } from '../core/precheck.js';

/** A safe integer: the same schema as classic zod's `z.number().int()`. */
export const int = () => z.number().check(z.int());

/** A safe integer >= 0: the same schema as classic zod's `z.number().int().nonnegative()`. */
export const count = () => z.number().check(z.int(), z.nonnegative());

/** A service timestamp, kept as the exact string sent (zone-less ISO 8601, up to nanoseconds); see `toDate()`. */
export const Timestamp = z.string();
export type Timestamp = z.infer<typeof Timestamp>;

/**
 * An open enum: the known values are typed, any other string is accepted by TypeScript and
 * reported by validation (returned unchanged in `warn` mode, thrown in `strict` mode).
 */
export function openEnum<const T extends readonly string[]>(values: T): z.ZodMiniType<T[number] | (string & {})> {
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
export const halLinks = z.optional(Links);

/** A person summary embedded in other resources. */
export const Member = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  handle: z.optional(z.string()),
  _links: halLinks,
});
export type Member = z.infer<typeof Member>;

/** A workspace summary (`id`, `name`) as embedded in profiles, subscriptions and notifications. */
export const WorkspaceSummary = z.looseObject({
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

/** The page meta of a collection: size, totalElements, totalPages and the zero-based number. */
export const PageMeta = z.looseObject({
  size: int(),
  totalElements: int(),
  totalPages: int(),
  number: int(),
});
export type PageMeta = z.infer<typeof PageMeta>;
