import type * as z from 'zod/mini';
import { maskUserinfo } from '../secrets/secret-text.js';
import { hrefLength } from './defaults.js';
import { InvalidArgumentError, ValidationError } from './errors.js';
import { isJsonObject } from './json.js';
import { hasLoneSurrogate } from './paths.js';
import { cut } from './shown.js';
import { expandTemplate } from './uri-template.js';
import type { Link as LinkSchema, Links as LinksSchema, relationNames } from './validation/links.js';

/**
 * A HAL link: `href`, and `type` naming the HTTP method of the relation.
 */
export interface Link extends z.infer<typeof LinkSchema> {}
/**
 * A HAL `_links` map: relation name (may contain spaces, such as `update channel`) to link or links.
 */
export interface Links extends z.infer<typeof LinksSchema> {}

/** Anything that may carry HAL `_links`. */
export interface HalResource {
  /** Links to related resources by relation name, such as `self`. */
  readonly _links?: Links | undefined;
}

/**
 * The relation names of a resource: for a model whose relations are known (a `Workspace`, a `Job`...) only those
 * names, so a typo does not compile; for any other resource, any string. To follow a relation the SDK does not
 * know yet, widen the model: `client.follow(workspace as HalResource, 'new-relation')`.
 */
export type RelationOf<R> = R extends {
  /** The resource's links, whose type may carry the relation names. */
  readonly _links?: infer L;
}
  ? NonNullable<L> extends {
      /** The relation names, when the links' type carries them. */
      readonly [relationNames]?: infer N;
    }
    ? N extends string
      ? N
      : string
    : string
  : string;

/** Values for the variables of a templated (RFC 6570) href: a value or a list of them; `null` leaves one unset. */
export type LinkParams = Record<string, string | number | boolean | null | Array<string | number | boolean | null>>;

/**
 * Whether a value is a usable link: an object with a string `href`
 * (anything else a drifted response sends is skipped).
 */
function isLink(value: unknown): value is Link {
  return isJsonObject(value) && typeof value['href'] === 'string';
}

/** The `_links` of a resource when it is a map; a string, array or other value counts as no links. */
function linkMap(resource: HalResource): Record<string, unknown> {
  if (typeof resource !== 'object' || resource === null) return {};
  const map: unknown = resource._links;
  return isJsonObject(map) ? map : {};
}

/** The link of one `_links` entry: the entry itself, or the first usable link of a list. */
function pick(value: unknown): Link | undefined {
  if (Array.isArray(value)) return (value as unknown[]).find(isLink);
  return isLink(value) ? value : undefined;
}

/**
 * The links of a resource, one per relation (the first when a relation lists several). Entries that
 * are not links (no string `href`, not an object) are left out; a `__proto__` relation is an own key like any other.
 * @example links(channel)['update channel']?.href
 */
export function links(resource: HalResource): Record<string, Link> {
  const found: [string, Link][] = [];
  for (const [rel, value] of Object.entries(linkMap(resource))) {
    const first = pick(value);
    if (first) found.push([rel, first]);
  }
  // fromEntries defines each key: a `__proto__` relation (an own key after JSON.parse) stays a relation, where an
  // assignment would replace the map's prototype.
  return Object.fromEntries(found);
}

/**
 * The link of one relation, or undefined when the resource does not carry a usable one.
 * @example link(job, 'withdraw job')?.type // 'PUT'
 */
export function link<R extends HalResource>(resource: R, rel: RelationOf<R>): Link | undefined {
  const map = linkMap(resource);
  return Object.hasOwn(map, rel) ? pick(map[rel]) : undefined;
}

/** The link of a relation, or an `InvalidArgumentError` listing the relations the resource does have. */
export function requireLink(resource: HalResource, rel: string): Link {
  if (typeof resource !== 'object' || resource === null) {
    throw new InvalidArgumentError(
      `Expected a resource object to follow "${rel}" from; got ${resource === null ? 'null' : typeof resource}.`,
    );
  }
  const found = link(resource, rel);
  if (found) return found;
  const known = Object.keys(linkMap(resource));
  throw new InvalidArgumentError(
    `The resource has no "${rel}" link; it has ${known.length ? known.map((r) => `"${r}"`).join(', ') : 'no links'}.`,
  );
}

/** Where a link was read, for the error of one that cannot be followed. */
export interface LinkSite {
  /** The SDK operation that follows the link, such as `channels.delete` or `follow(next)`. */
  operation: string;
  /** The link's relation, such as `self`. */
  rel: string;
  /** The response body that carried it, when the error may show it (a page's, redacted with the page's errors). */
  body?: unknown;
}

/**
 * The href of a link with its template (if any) expanded; unset variables are dropped. An href holding a lone UTF-16
 * surrogate, templated or not, is the service's fault (no URL can carry one): `ValidationError` at the link.
 */
export function expandHref(target: Link, site: LinkSite, params: LinkParams = {}): string {
  const { href } = target;
  if (hasLoneSurrogate(href))
    throw brokenLink(href, site, 'holds a lone UTF-16 surrogate, which no URL can carry; nothing was sent');
  return target.templated || href.includes('{') ? expandTemplate(href, params) : href;
}

/**
 * The `ValidationError` of a link that cannot be followed, at `_links.<rel>.href`, its href quoted as errors quote a
 * server's text: user info starred, cut, and escaped (`JSON.stringify`: control characters and lone surrogates).
 */
export function brokenLink(href: string, { operation, rel, body }: LinkSite, why: string): ValidationError {
  const shown = JSON.stringify(cut(maskUserinfo(href), hrefLength));
  return new ValidationError(operation, `_links.${rel}.href`, `the "${rel}" link ${shown} ${why}`, body);
}
