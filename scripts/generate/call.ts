// Calls an SDK method by its name or signature (`channels.get`, `channels.get(channel)`, `client.root()`) and
// reads its whole result, as the generator's recording run and the coverage tests do.
import type { Client } from '../../src/index.js';

type Method = (...args: unknown[]) => unknown;

/** `channels.get` of `channels.get(channel)`. */
export const nameOf = (signature: string): string =>
  signature.includes('(') ? signature.slice(0, signature.indexOf('(')) : signature;

/** Calls the method and reads its result: awaited, then iterated when it is a stream of items; resolves to it. */
export async function callByName(client: Client, signature: string, args: readonly unknown[]): Promise<unknown> {
  const [owner = '', method = ''] = nameOf(signature).split('.');
  const target = owner === 'client' ? client : (client as unknown as Record<string, unknown>)[owner];
  const result = await (target as Record<string, Method | undefined>)[method]?.call(target, ...args);
  if (result !== null && typeof result === 'object' && Symbol.asyncIterator in result)
    for await (const _ of result as AsyncIterable<unknown>);
  return result;
}
