// A comment's edit history, kept as parallel arrays: as an array of objects each edit cost its object, its timestamp
// string and a slot (about 100 bytes beside its message; measure h, PERFORMANCE.md), here three slots of numbers.
import { packTimestamp, unpackTimestamp } from '../packed-timestamp.js';

/** An earlier version of an edited comment, as its edit history lists it. */
export interface CommentEditRecord {
  /** When this version was written, in the service's zone-less form (the history shows it to the millisecond). */
  lastModified: string;
  /** The comment's text in this version. */
  message: string;
  /** The version's key, as the comment's history lists it: its place, counting from 1. */
  editVersion: string;
}

/**
 * The earlier versions of a comment, oldest first (`CommentRecord.history`), read with `length`, `at()`, `for…of` or
 * `toJSON()` (as `JSON.stringify` and `mock.inspect()` read it); `add` appends one. Every read makes new
 * `CommentEditRecord`s: changing one changes nothing in the mock.
 */
export class CommentEditHistory implements Iterable<CommentEditRecord> {
  readonly #messages: string[] = [];
  /** Each version's instant and fractional digits (`packTimestamp`); a tail of 0 for a timestamp kept as text. */
  readonly #ms: number[] = [];
  readonly #tails: number[] = [];
  /** The timestamps that do not pack (not in the service's form), by version index. */
  #texts: Map<number, string> | undefined;

  /** How many earlier versions there are. */
  get length(): number {
    return this.#messages.length;
  }

  /** Appends a version: the comment's text and its `lastModified` before an edit. */
  add(lastModified: string, message: string): void {
    const packed = packTimestamp(lastModified);
    if (!packed) {
      this.#texts ??= new Map();
      this.#texts.set(this.#messages.length, lastModified);
    }
    this.#ms.push(packed ? packed[0] : 0);
    this.#tails.push(packed ? packed[1] : 0);
    this.#messages.push(message);
  }

  /** The version at `index` (from the end when negative, as `Array.prototype.at`); undefined past either end. */
  at(index: number): CommentEditRecord | undefined {
    const place = Math.trunc(index) + (index < 0 ? this.length : 0);
    const message = this.#messages[place];
    if (message === undefined) return undefined;
    const tail = this.#tails[place] ?? 0;
    return {
      lastModified: tail ? unpackTimestamp(this.#ms[place] ?? 0, tail) : (this.#texts?.get(place) ?? ''),
      message,
      editVersion: String(place + 1),
    };
  }

  /** The versions, oldest first. */
  *[Symbol.iterator](): Iterator<CommentEditRecord> {
    for (let index = 0; index < this.length; index++) yield this.at(index) as CommentEditRecord;
  }

  /** The versions as an array, oldest first: what `JSON.stringify` writes. */
  toJSON(): CommentEditRecord[] {
    return [...this];
  }
}
