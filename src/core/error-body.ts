import * as z from 'zod/mini';
import { isJsonObject } from './json.js';

/** The service's error body; every field is optional because not every error carries one. */
export const ErrorBody = z.looseObject({
  timestamp: z.optional(z.string()),
  status: z.optional(z.number()),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  path: z.optional(z.string()),
  errors: z.optional(z.array(z.unknown())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  const body: Record<string, unknown> = { ...value };
  for (const [key, kind] of Object.entries(fieldKinds)) {
    const field = body[key];
    if (field !== undefined && (kind === 'array' ? !Array.isArray(field) : typeof field !== kind)) delete body[key];
  }
  return body;
}
