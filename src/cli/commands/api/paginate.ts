// `wdp api --paginate`: the items of every page of a paged GET answer, walked by the SDK's own pages (`PagePromise`),
// so that its loop check and the rules of `client.follow()` (auth, origins, retries, redaction) hold for each page.
import { type CollectionBody, Page, PagePromise, type WithResponse } from '../../../index.js';
import { isJsonObject, maskSecretText } from '../../../internal.js';
import { servicePageCap } from '../../output/lists.js';
import { CliError } from '../../program/exit.js';
import type { LatestAnswer } from './include.js';

/** Sends a GET of a URL with the client's auth, retries and errors, and gives the answer's body. */
export type Get = (url: string) => Promise<unknown>;

/** The URL of the first page: as given, with `size` the service's cap when it gives none (fewer requests). */
export function firstPageUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.searchParams.has('size')) return url;
  // The given query is kept as written (not re-encoded), `size` added after it.
  parsed.search = parsed.search ? `${parsed.search}&size=${servicePageCap}` : `?size=${servicePageCap}`;
  return parsed.href;
}

/**
 * Every item of every page from `url` on, in order, following each page's `next` link (else its page meta); the
 * pages are read one after another, so `answers` holds the last page's answer at the end. A first answer that is no
 * page of a collection is a failure (exit 1), as is a `next` link back to a page already read (the paging loops).
 */
export async function everyItem(url: string, get: Get, answers: LatestAnswer): Promise<unknown[]> {
  let key = '';
  const read = async (pageUrl: string): Promise<Page<unknown>> => pageOf(pageUrl, await get(pageUrl), key, read);
  const first = async (): Promise<WithResponse<Page<unknown>>> => {
    const body = await get(url);
    const found = collectionKey(body);
    if (found === undefined)
      throw new CliError(
        'The answer is not a page of a collection (a HAL body with one list under _embedded); drop --paginate to ' +
          'print it as it is.',
      );
    key = found;
    // `get` resolved, so the answer it was read from has been noted.
    return { data: pageOf(url, body, key, read), response: answers.response as Response };
  };
  const items: unknown[] = [];
  for await (const page of new PagePromise(first).pages({ prefetch: false })) items.push(...page.items);
  return items;
}

function pageOf(url: string, body: unknown, key: string, read: (url: string) => Promise<Page<unknown>>) {
  return new Page(url, body as CollectionBody<unknown>, key, read, 'follow(next)', redact);
}

/**
 * The name of a page's one list under `_embedded`; '' for a page without `_embedded` but with page meta (Spring
 * HATEOAS leaves it out of an empty page); undefined for an answer that is no page of one collection.
 */
function collectionKey(body: unknown): string | undefined {
  if (!isJsonObject(body)) return undefined;
  const embedded = body['_embedded'];
  if (embedded === undefined) return isJsonObject(body['page']) ? '' : undefined;
  if (!isJsonObject(embedded)) return undefined;
  const keys = Object.keys(embedded);
  const [only] = keys;
  return keys.length === 1 && only !== undefined && Array.isArray(embedded[only]) ? only : undefined;
}

/**
 * The redaction of the errors a page makes itself (a looping or unusable `next` link, which quote URLs): the values
 * of secret-named query parameters and secret-shaped text masked, as the SDK masks them in its own errors.
 */
function redact<E>(error: E): E {
  if (error instanceof Error) error.message = maskSecretText(error.message, '[redacted]');
  return error;
}
