import * as z from 'zod/mini';

/** The service's error body; every field is optional because not every error carries one. */
export const ErrorBody = z.looseObject({
  timestamp: z.catch(z.optional(z.string()), undefined),
  status: z.catch(z.optional(z.number()), undefined),
  error: z.catch(z.optional(z.string()), undefined),
  message: z.catch(z.optional(z.string()), undefined),
  path: z.catch(z.optional(z.string()), undefined),
  errors: z.catch(z.optional(z.array(z.unknown())), undefined),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Parses an error response's text as the service's error body, or gives undefined when it is not one. */
export function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const result = ErrorBody.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
