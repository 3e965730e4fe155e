import { inspect } from 'node:util';

/**
 * Every way an error can be shown: String, JSON, inspect (custom and raw), message and stack, down its `cause`
 * chain, and the raw and parsed bodies of an API error.
 */
export function renderings(error: unknown): string[] {
  const record = error as { rawBody?: unknown; body?: unknown };
  const out = [String(record.rawBody), JSON.stringify(record.body) ?? ''];
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    out.push(
      String(current),
      JSON.stringify(current) ?? '',
      inspect(current, { depth: 10, showHidden: true }),
      inspect(current, { depth: 10, showHidden: true, customInspect: false }),
    );
    if (current instanceof Error) out.push(current.message, current.stack ?? '');
    current = current instanceof Error ? current.cause : undefined;
  }
  return out;
}
