import * as z from 'zod/mini';
import { isJsonObject, parsedJson } from './json.js';

/**
 * The service's error body; every field is optional because not every error carries one. Marked pure: the SDK uses
 * only its type (`parseErrorBody` checks the fields by hand), so a bundle leaves it out unless the app uses it.
 */
export const ErrorBodySchema = /* @__PURE__ */ (() =>
  z.looseObject({
    /** When the service failed, as it formats it. */
    timestamp: z.optional(z.string()),
    /** The HTTP status the service meant, such as 404. */
    status: z.optional(z.number()),
    /** The status phrase, such as `Not Found`. */
    error: z.optional(z.string()),
    /** What went wrong in the service's words; often empty. */
    message: z.optional(z.string()),
    /** The request path that failed. */
    path: z.optional(z.string()),
    /** Field errors of a refused body, such as `{ field, defaultMessage, rejectedValue }`. */
    errors: z.optional(z.array(z.unknown())),
  }))();
/**
 * The service's error body as an `ApiError` carries it (`error.body`). Its schema has a name of its own: only the
 * type is public, and a type exported under a value's name comes out of the declaration bundle as a value.
 */
export interface ErrorBody extends z.infer<typeof ErrorBodySchema> {}

const fieldKinds: Record<string, 'string' | 'number' | 'array'> = {
  timestamp: 'string',
  status: 'number',
  error: 'string',
  message: 'string',
  path: 'string',
  errors: 'array',
};

/**
 * Parses an error response's text as the service's error body, leniently: a known field of the wrong type
 * is dropped and the rest kept (a bad `status` must not hide the `message`). Undefined when the text is
 * not a JSON object.
 */
export function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  const value = parsedJson(text);
  if (!isJsonObject(value)) return undefined;
  const body: Record<string, unknown> = { ...value };
  for (const [key, kind] of Object.entries(fieldKinds)) {
    const field = body[key];
    if (field !== undefined && (kind === 'array' ? !Array.isArray(field) : typeof field !== kind)) delete body[key];
  }
  return body;
}
