import { maxLineLength } from '../core/defaults.js';
import { InvalidArgumentError } from '../core/errors.js';
import { pieceDecoder } from '../core/runtime.js';
import { StreamLineTooLongError, StreamTruncatedError } from './errors.js';

/** Receives each complete line. */
export type LineSink = (text: string, number: number) => void;

/**
 * Offered a run of complete lines at once: `text` from `start` to `end`, each line ending in `\n` (no `\r` in it, none
 * longer than `maxLineLength`, no piece of a line before it). Takes all of them and returns how many, or returns 0 and
 * leaves them to the `LineSink`, a line at a time.
 */
export type BlockSink = (text: string, start: number, end: number) => number;

/** How lines are split and bounded. */
export interface LineOptions {
  /** The longest line accepted, in characters; a longer one throws `StreamLineTooLongError`. @default 1048576 */
  maxLineLength?: number | undefined;
  /** A last line without an ending: `keep` it (text) or throw `StreamTruncatedError` (NDJSON, SSE). @default 'keep' */
  unterminated?: 'keep' | 'error' | undefined;
  /** The format named in errors. @default 'text' */
  format?: string | undefined;
}

/** The default `maxLineLength`: 1 MiB of characters (see `core/defaults.ts`). */
export const defaultMaxLineLength = maxLineLength;

const LF = 10;

/** Checks a `maxLineLength` option: a whole number of characters >= 1. */
export function checkMaxLineLength(value: unknown): number {
  if (value === undefined) return defaultMaxLineLength;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  throw new InvalidArgumentError(`\`maxLineLength\` must be a whole number of characters >= 1; got ${String(value)}.`);
}
const pieceBytes = 65_536;

/**
 * Splits UTF-8 bytes into lines on `\n`, `\r\n` and a lone `\r`, whatever the chunking: a multi-byte
 * character or a `\r\n` pair may be split between chunks. Lines cut across chunks are joined once, at
 * their end; every other line is one slice of its chunk's text.
 */
export class LineDecoder {
  readonly #decoder = pieceDecoder(); // UTF-8, a byte order mark opening the stream dropped (see runtime.ts)
  readonly #max: number;
  readonly #unterminated: 'keep' | 'error';
  readonly #format: string;
  #parts: string[] = [];
  #partsLength = 0;
  #skipLF = false;
  #number = 0;
  // The chunk text being split, and where the scan stands in it (next `\r`, next `\n`, -1 when none).
  #text = '';
  #bytes: Uint8Array | undefined;
  #offset = 0;
  #start = 0;
  #cr = -1;
  #lf = -1;

  constructor(options: LineOptions = {}) {
    this.#max = checkMaxLineLength(options.maxLineLength);
    this.#unterminated = options.unterminated ?? 'keep';
    this.#format = options.format ?? 'text';
  }

  /** The number of lines given out so far. */
  get lines(): number {
    return this.#number;
  }

  /** Whether every line of the chunks written so far has been given out (`drain` has no more). */
  get drained(): boolean {
    return this.#text === '' && this.#bytes === undefined;
  }

  /** Decodes a chunk and gives each line it completes to `sink`. */
  write(chunk: Uint8Array, sink: LineSink): void {
    this.push(chunk);
    this.drain(sink);
  }

  /** Takes a chunk without splitting it yet; call `drain` until `drained` before the next `push`. */
  push(chunk: Uint8Array): void {
    if (!this.drained) throw new Error('LineDecoder.push: drain the previous chunk first');
    this.#bytes = chunk;
    this.#offset = 0;
  }

  /**
   * Gives up to `limit` complete lines to `sink`; a big chunk is decoded 64 KiB at a time, as lines are asked for.
   * With a `block` sink, the lines of a piece that end in `\n` are offered to it first, all at once (which may give
   * more than `limit`: at most one piece's lines more).
   */
  drain(sink: LineSink, limit = Number.POSITIVE_INFINITY, block?: BlockSink): void {
    let budget = limit;
    while (budget > 0) {
      if (this.#text === '') {
        const bytes = this.#bytes;
        if (bytes === undefined) return;
        const end = Math.min(this.#offset + pieceBytes, bytes.length);
        this.#load(this.#decoder(bytes.subarray(this.#offset, end), false));
        this.#offset = end;
        if (end === bytes.length) this.#bytes = undefined;
        continue;
      }
      const taken = block && this.#parts.length === 0 && this.#cr === -1 ? this.#block(block) : 0;
      // A line carried from the last piece goes alone to `sink`: a block starts after it.
      budget -= taken || this.#split(sink, block && this.#parts.length > 0 ? 1 : budget);
    }
  }

  /** Offers the lines up to the last `\n` (within `maxLineLength` characters) to `block`; returns how many it took. */
  #block(block: BlockSink): number {
    const text = this.#text;
    const end = text.lastIndexOf('\n', this.#start + this.#max) + 1;
    const taken = end > this.#start ? block(text, this.#start, end) : 0;
    if (taken > 0) {
      this.#number += taken;
      this.#start = end;
      this.#lf = text.indexOf('\n', end);
    }
    return taken;
  }

  /** Splits up to `limit` lines off the current text; returns how many it gave. */
  #split(sink: LineSink, limit: number): number {
    const text = this.#text;
    const n = text.length;
    let start = this.#start;
    let cr = this.#cr;
    let lf = this.#lf;
    let count = 0;
    for (; (cr !== -1 || lf !== -1) && count < limit; count++) {
      if (cr !== -1 && (lf === -1 || cr < lf)) {
        this.#line(text, start, cr, sink);
        start = cr + 1;
        if (start === n) {
          this.#skipLF = true; // a `\n` opening the next chunk belongs to this `\r`
        } else if (text.charCodeAt(start) === LF) {
          start++;
          lf = text.indexOf('\n', start);
        }
        cr = text.indexOf('\r', start);
      } else {
        this.#line(text, start, lf, sink);
        start = lf + 1;
        lf = text.indexOf('\n', start);
      }
    }
    this.#start = start;
    this.#cr = cr;
    this.#lf = lf;
    if (cr === -1 && lf === -1) {
      this.#text = '';
      if (start < n) this.#carry(text.slice(start));
    }
    return count;
  }

  /** Ends the input: flushes the decoder, then keeps or reports a final line without a line ending. */
  end(sink: LineSink): void {
    this.drain(sink);
    this.#load(this.#decoder(new Uint8Array(0), true));
    this.#split(sink, Number.POSITIVE_INFINITY);
    if (this.#parts.length === 0) return;
    const text = this.#parts.join('');
    this.#parts = [];
    this.#partsLength = 0;
    if (this.#unterminated === 'error') throw new StreamTruncatedError(this.#format, this.#number + 1, text);
    sink(text, ++this.#number);
  }

  #load(text: string): void {
    if (text === '') return;
    let start = 0;
    if (this.#skipLF) {
      this.#skipLF = false;
      if (text.charCodeAt(0) === LF) start = 1;
    }
    this.#text = text;
    this.#start = start;
    this.#cr = text.indexOf('\r', start);
    this.#lf = text.indexOf('\n', start);
  }

  #line(text: string, start: number, end: number, sink: LineSink): void {
    let line = text.slice(start, end);
    if (this.#parts.length > 0) {
      this.#parts.push(line);
      line = this.#parts.join('');
      this.#parts = [];
      this.#partsLength = 0;
    }
    if (line.length > this.#max) throw new StreamLineTooLongError(this.#number + 1, line, this.#max);
    sink(line, ++this.#number);
  }

  #carry(rest: string): void {
    this.#parts.push(rest);
    this.#partsLength += rest.length;
    if (this.#partsLength > this.#max)
      throw new StreamLineTooLongError(this.#number + 1, this.#parts.join(''), this.#max);
  }
}
