import { expect } from 'vitest';

/** What `promise` rejects with, after checking that it is a `type` (a promise that resolves fails the test). */
export async function rejection<E>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
