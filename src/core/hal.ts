import * as z from 'zod';
import { parseTemplate, type PrimitiveValue } from 'url-template';
import { InvalidArgumentError } from './errors.js';

/** A HAL link: `href`, and `type` naming the HTTP method of the relation. */
export const Link = z.looseObject({
  href: z.string(),
  type: z.string().optional(),
  templated: z.boolean().optional(),
  title: z.string().optional(),
  name: z.string().optional(),
});
export type Link = z.infer<typeof Link>;

/** A HAL `_links` map: relation name (may contain spaces, such as `update channel`) to link or links. */
export const Links = z.record(z.string(), z.union([Link, z.array(Link)]));
export type Links = z.infer<typeof Links>;

/** Anything that may carry HAL `_links`. */
export interface HalResource {
  readonly _links?: Links | undefined;
}

/** Values for the variables of a templated (RFC 6570) href. */
export type LinkParams = Record<string, PrimitiveValue | PrimitiveValue[]>;

/**
 * The links of a resource, one per relation (the first when a relation lists several).
 * @example links(channel)['update channel']?.href
 */
export function links(resource: HalResource): Record<string, Link> {
  const out: Record<string, Link> = {};
  for (const [rel, value] of Object.entries(resource._links ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) out[rel] = first;
  }
  return out;
}

/**
 * The link of one relation, or undefined when the resource does not carry it.
 * @example link(job, 'withdraw job')?.type // 'PUT'
 */
export function link(resource: HalResource, rel: string): Link | undefined {
  const value = resource._links?.[rel];
  return Array.isArray(value) ? value[0] : value;
}

/** The link of a relation, or an `InvalidArgumentError` listing the relations the resource does have. */
export function requireLink(resource: HalResource, rel: string): Link {
  const found = link(resource, rel);
  if (found) return found;
  const known = Object.keys(resource._links ?? {});
  throw new InvalidArgumentError(`The resource has no "${rel}" link; it has ${known.length ? known.map((r) => `"${r}"`).join(', ') : 'no links'}.`);
}

/** The href of a link with its template (if any) expanded; unset variables are dropped. */
export function expandHref(target: Link, params: LinkParams = {}): string {
  return target.templated || target.href.includes('{') ? parseTemplate(target.href).expand(params) : target.href;
}
