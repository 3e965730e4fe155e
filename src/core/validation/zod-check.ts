import type * as z from 'zod/mini';

/** A check as zod writes one: its definition (what the precheck and `z.toJSONSchema` read) and what it runs. */
export const zodCheck = <T>(def: object, check: (ctx: z.core.ParsePayload<T>) => void) =>
  ({ _zod: { def, check, onattach: [] } }) as unknown as z.core.$ZodCheck<T>;
