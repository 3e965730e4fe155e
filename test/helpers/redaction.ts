import { expect } from 'vitest';
import { WdpError } from '../../src/index.js';
import { rejection } from './rejection.js';

/**
 * A check that none of `secrets` is in any of the texts (an error's renderings, log lines, hook output), failing on
 * the first leak with the secret, the text and the label of what was driven.
 */
export function leakCheck(secrets: readonly string[]): (texts: readonly string[], label?: string) => void {
  return (texts, label = 'a rendering') => {
    for (const text of texts)
      for (const secret of secrets) expect(text.includes(secret), `${label} leaks ${secret}:\n${text}`).toBe(false);
  };
}

/** Runs a call that must fail and returns what it threw, after checking that it is a `WdpError`. */
export const failure = (run: () => Promise<unknown>): Promise<unknown> => rejection(run(), WdpError);
