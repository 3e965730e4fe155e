import * as z from 'zod';

/** The service's error body; every field is optional because not every error carries one. */
export const ErrorBody = z.looseObject({
  timestamp: z.string().optional().catch(undefined),
  status: z.number().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  path: z.string().optional().catch(undefined),
  errors: z.array(z.unknown()).optional().catch(undefined),
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
