// Reading the service's JSON, which the recorder and the loader get as `unknown`: small guards and field readers.

/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** Whether a value is a JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field that is an object, or undefined. */
export function objectAt(value: unknown, key: string): JsonObject | undefined {
  const field = isObject(value) ? value[key] : undefined;
  return isObject(field) ? field : undefined;
}

/** A field that is a string, or undefined. */
export function textAt(value: unknown, key: string): string | undefined {
  const field = isObject(value) ? value[key] : undefined;
  return typeof field === 'string' ? field : undefined;
}

/** A field that is a finite number, or undefined. */
export function numberAt(value: unknown, key: string): number | undefined {
  const field = isObject(value) ? value[key] : undefined;
  return typeof field === 'number' && Number.isFinite(field) ? field : undefined;
}

/** The `href` of a HAL link of a resource (`_links[rel].href`), or undefined. */
export function linkAt(value: unknown, rel: string): string | undefined {
  return textAt(objectAt(objectAt(value, '_links'), rel), 'href');
}

/**
 * The path segments of an href or a path, each decoded (`/api/channels/a%20b?x` -> ['api', 'channels', 'a b']); of an
 * absolute href, those of its path, whatever its origin.
 */
export function segmentsOf(path: string): string[] {
  const bare = path.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  return bare
    .split('/')
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
