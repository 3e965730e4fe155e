import { pageBody } from '../fixtures/bodies.js';

/** A collection's first and only page, as the service answers it: `items` under `key`, 20 to a page. */
export function onePage(key: string, path: string, items: unknown[]) {
  return pageBody(key, path, items, { number: 0, size: 20, totalElements: items.length, totalPages: 1 });
}
