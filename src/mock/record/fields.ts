// Reading one record of a seed file for the loader: each field of the type the mock needs, absent ones to their
// defaults, and a wrong one an error that names it (`records.channels["7c1…"].name must be a string; got 3.`).
import { readInstant } from '../clock.js';
import type { SeedKind, SeedRecord } from './format.js';
import { isObject, type JsonObject, linkAt, segmentsOf } from './json.js';
import { expected, type MockSeedError } from './parse.js';

/** The fields of one record, read with their path in the file for errors. */
export class Fields {
  readonly id: string;
  readonly #record: SeedRecord;
  readonly #at: string;

  constructor(kind: SeedKind, record: SeedRecord) {
    this.id = record.id;
    this.#record = record;
    this.#at = `records.${kind}[${JSON.stringify(record.id)}]`;
  }

  /** The error of a field that is not what it must be (`what`), naming it. */
  error(key: string, what: string): MockSeedError {
    return expected(`${this.#at}.${key}`, what, this.#record[key]);
  }

  /** A string field; absent (or null), `fallback`, or an error when there is none. */
  text(key: string, fallback?: string): string {
    const value = this.maybeText(key) ?? fallback;
    if (value === undefined) throw expected(`${this.#at}.${key}`, 'a string', this.#record[key]);
    return value;
  }

  /** A string field, or undefined when absent (or null). */
  maybeText(key: string): string | undefined {
    const value = this.#record[key];
    if (value === undefined || value === null || typeof value === 'string') return value ?? undefined;
    throw expected(`${this.#at}.${key}`, 'a string', value);
  }

  /** A timestamp field (ISO 8601, as the service writes them), or undefined when absent (or null). */
  maybeTimestamp(key: string): string | undefined {
    const value = this.maybeText(key);
    if (value === undefined || readInstant(value) !== undefined) return value;
    throw expected(`${this.#at}.${key}`, 'a timestamp such as 2024-03-01T09:00:00.000', value);
  }

  /** `created` and `lastModified` as recorded, those present (the add functions stamp the others). */
  timestamps(): { created?: string; lastModified?: string } {
    const created = this.maybeTimestamp('created');
    const lastModified = this.maybeTimestamp('lastModified');
    return {
      ...(created === undefined ? {} : { created }),
      ...(lastModified === undefined ? {} : { lastModified }),
    };
  }

  /** A number field, or `fallback` when absent. */
  number(key: string, fallback: number): number {
    const value = this.#record[key] ?? fallback;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    throw expected(`${this.#at}.${key}`, 'a number', value);
  }

  /** A true/false field, or `fallback` when absent. */
  boolean(key: string, fallback: boolean): boolean {
    const value = this.#record[key] ?? fallback;
    if (typeof value === 'boolean') return value;
    throw expected(`${this.#at}.${key}`, 'true or false', value);
  }

  /** A list of strings, or [] when absent. */
  strings(key: string): string[] {
    const value = this.#record[key] ?? [];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    throw expected(`${this.#at}.${key}`, 'a list of strings', value);
  }

  /** An object of strings by name (`properties`), or {} when absent. */
  stringMap(key: string): Record<string, string> {
    const value = this.#record[key] ?? {};
    if (isObject(value) && Object.values(value).every((item) => typeof item === 'string'))
      return value as Record<string, string>;
    throw expected(`${this.#at}.${key}`, 'an object of strings', value);
  }

  /** An object field (such as `commands`), or undefined when absent. */
  object(key: string): JsonObject | undefined {
    const value = this.#record[key];
    if (value === undefined || value === null || isObject(value)) return value ?? undefined;
    throw expected(`${this.#at}.${key}`, 'an object', value);
  }

  /** A list field as it is (such as `streams`), or [] when absent. */
  list(key: string): unknown[] {
    const value = this.#record[key] ?? [];
    if (Array.isArray(value)) return value;
    throw expected(`${this.#at}.${key}`, 'a list', value);
  }

  /** The `id` of an object field or an embedded resource (`idIn('creator')`, `idIn('_embedded', 'pipeline')`). */
  idIn(...path: string[]): string | undefined {
    let value: unknown = this.#record;
    for (const key of path) value = isObject(value) ? value[key] : undefined;
    const id = isObject(value) ? value['id'] : undefined;
    if (id === undefined || id === null || typeof id === 'string') return id ?? undefined;
    throw expected(`${this.#at}.${path.join('.')}.id`, 'a string', id);
  }

  /** The id a HAL link names, its path's third segment (`_links.source` `/api/channels/{id}`). */
  linkId(rel: string): string | undefined {
    const href = linkAt(this.#record, rel);
    return href === undefined ? undefined : segmentsOf(href)[2];
  }

  /** The ids of a list of people (`likedByProfiles`), as a set. */
  people(key: string): Set<string> {
    const ids = this.list(key).map((person) => (isObject(person) ? person['id'] : undefined));
    if (ids.every((id) => typeof id === 'string')) return new Set(ids as string[]);
    throw expected(`${this.#at}.${key}`, 'a list of people such as [{ "id": "auth0|…" }]', this.#record[key]);
  }
}
