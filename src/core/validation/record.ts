import * as z from 'zod/mini';
import { parseOptions, recordError } from '../arguments/issue-message.js';

/**
 * A map of string keys to `value`: `z.record(key ?? z.string(), value)` written as an object with a catchall,
 * because `z.record` costs the browser bundle 0.5 KiB gzipped (measured 2026-11-26: the root entry 46.9 -> 47.4 KiB,
 * over its 47 KiB budget; `ClientCore` + `Channels` 24.8 -> 25.3). Any JSON value passes or fails as with
 * `z.record`, with the same paths and messages, except that a key failing `key` is reported only when every value
 * passes. A non-plain object (a class instance) is read by its enumerable string keys instead of being refused.
 */
export function record<V extends z.core.SomeType>(value: V, key?: z.ZodMiniType<string>) {
  // What `z.catchall(z.object({}, { error }), value)` builds, without the bundle carrying z.catchall.
  const def = { type: 'object' as const, shape: {}, error: recordError, catchall: value as never };
  // biome-ignore lint/complexity/noBannedTypes: the shape of z.object({}), as z.catchall types the schema
  const schema = new z.ZodMiniObject(def) as z.ZodMiniObject<{}, z.core.$catchall<V>>;
  if (key === undefined) return schema;
  return schema.check((ctx) => {
    for (const name of Object.keys(ctx.value)) {
      const result = key.safeParse(name, parseOptions);
      if (!result.success) {
        ctx.issues.push({
          code: 'invalid_key',
          origin: 'record',
          issues: result.error.issues,
          input: name,
          path: [name],
        });
      }
    }
  });
}
