// A three-page collection of channels, two a page, as the pagination tests walk it, and what they read of a walk.
import { channelBody, pageBody, WS } from '../fixtures/bodies.js';
import type { wire } from '../helpers/server.js';

/** The path of the collection. */
export const PATH = `/api/workspaces/${WS}/channels`;
/** Channel `n` of the collection. */
export const channel = (n: number) => channelBody({ id: `c${n}`, name: `Channel ${n}` });
/** The page meta of page `number`. */
export const meta = (number: number, size = 2, totalPages = 3) => ({
  number,
  size,
  totalElements: size * totalPages,
  totalPages,
});
/** Page `n` of a three-page collection, two channels a page. */
export const page = (n: number, withLinks = true) =>
  pageBody('channels', PATH, [channel(2 * n), channel(2 * n + 1)], meta(n), withLinks);
/** The names of a walk's items. */
export const names = (items: { name?: string | undefined }[]) => items.map((c) => c.name);
/** The requests a walk sent, as `METHOD path?query`. */
export const sent = (net: ReturnType<typeof wire>) => net.requests.map((r) => `${r.method} ${r.path}?${r.search}`);
