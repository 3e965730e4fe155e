/** A request id as the SDK makes one: a random UUID. */
export const requestIdPattern = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';

/**
 * A pattern of `text` exactly, each line in `endings` (default: its first) ending with the ` (request id …)` that
 * `wdp` prints after the error of a failed call (issue 36).
 */
export function withRequestId(text: string, endings: number[] = [0]): RegExp {
  const lines = text.split('\n').map((line, i) => {
    const escaped = line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return endings.includes(i) ? `${escaped} \\(request id ${requestIdPattern}\\)` : escaped;
  });
  return new RegExp(`^${lines.join('\n')}$`);
}
