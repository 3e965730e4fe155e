// The zod schemas of HAL links, which every model's `_links` is built with; `hal.ts` reads links by their types.
import * as z from 'zod/mini';
import { loose } from './objects.js';
import { record } from './record.js';

/** A HAL link: `href`, and `type` naming the HTTP method of the relation. */
export const Link = loose(() => ({
  /** The URL, or a URI template when `templated`. */
  href: z.string(),
  /** The HTTP method of the relation, such as `PUT`. */
  type: z.optional(z.string()),
  /** Whether `href` is a URI template (RFC 6570) to expand first. */
  templated: z.optional(z.boolean()),
  /** A human-readable label of the link. */
  title: z.optional(z.string()),
  /** A secondary key, telling apart several links of one relation. */
  name: z.optional(z.string()),
}));

/** A HAL `_links` map: relation name (may contain spaces, such as `update channel`) to link or links. */
export const Links = record(z.union([Link, z.array(Link)]));

/** The type-only marker that carries the relation names of `KnownLinks`. */
export declare const relationNames: unique symbol;

/**
 * A `_links` map whose relation names are known (each an optional link or list of links); the names ride along in
 * a type-only marker that `RelationOf` reads.
 */
export type KnownLinks<R extends string> = { [K in R]?: z.infer<typeof Link> | z.infer<typeof Link>[] } & {
  /** The relation names, for `RelationOf`; type-only, never set at run time. */
  readonly [relationNames]?: R;
};
