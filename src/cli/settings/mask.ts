/** A secret as it may be shown: its last 4 characters at most, the rest starred (`****abcd`); short ones fully. */
export function mask(secret: string): string {
  return secret.length <= 12 ? '****' : `****${secret.slice(-4)}`;
}
