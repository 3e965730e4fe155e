// Ids on a terminal, as git shows commits: the shortest prefix that tells apart the ids shown, never under 8
// characters (a UUID's first group). Every command that takes an id takes such a prefix (program/lookup.ts).
import { idPrefixLength, isUuid } from '../program/lookup.js';

/**
 * The length of the shortest prefix, at least `idPrefixLength` (8), at which the ids differ (one that would end on a
 * UUID's `-` takes the next character too); an id's full length when no shorter prefix tells it apart.
 * @example uniquePrefixLength(['a8493ba1-b401-...', 'a8493ba1-77c0-...']) // 15: 'a8493ba1-b401-4'
 */
export function uniquePrefixLength(ids: readonly string[]): number {
  const distinct = [...new Set(ids)];
  const longest = Math.max(0, ...distinct.map((id) => id.length));
  for (let length = idPrefixLength; length < longest; length += 1) {
    if (distinct.some((id) => id[length - 1] === '-')) continue;
    if (new Set(distinct.map((id) => id.slice(0, length))).size === distinct.length) return length;
  }
  return longest;
}

/** The cells of an id column shortened to their shortest unique prefix, when every cell is a UUID; else as given. */
export function shortIds(cells: readonly string[]): string[] {
  if (cells.length === 0 || !cells.every(isUuid)) return [...cells];
  const length = uniquePrefixLength(cells);
  return cells.map((cell) => cell.slice(0, length));
}
