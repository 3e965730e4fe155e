/// <reference types="node" />
// The journal of a recording under way: each answer the recorder keeps, appended to `<out>.journal` as one JSON line
// before the client gets it, so that a proxy that dies (a crash, kill -9) loses nothing it answered. The next
// recording to the same `out` resumes from it; closing writes `out` and removes it.
import { type FileHandle, open, readFile, rm } from 'node:fs/promises';
import { isObject } from './json.js';
import type { Exchange } from './recorder.js';

/** The `format` of a journal's first line. */
const journalFormat = 'wdp-mock-journal/1';

/** The journal of the seed file `out`: beside it, `recording.json.journal`. */
export function journalPathOf(out: string): string {
  return `${out}.journal`;
}

/** An open journal: appends in order, one line per exchange. */
export class JournalFile {
  readonly path: string;
  readonly #file: FileHandle;
  #writes: Promise<void> = Promise.resolve();

  private constructor(path: string, file: FileHandle) {
    this.path = path;
    this.#file = file;
  }

  /**
   * Opens the journal of `out` for a recording of `recordedFrom`, and resolves with the exchanges of an earlier run
   * to the same `out` that did not end (none when there is no journal). Throws when that run recorded another URL.
   */
  static async open(out: string, recordedFrom: string): Promise<{ journal: JournalFile; resumed: Exchange[] }> {
    const path = journalPathOf(out);
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    const resumed = exchangesOf(text, path, recordedFrom);
    const journal = new JournalFile(path, await open(path, 'a', 0o600));
    // A line cut short by a crash ends where the next one starts; the reader skips it.
    if (text === '') await journal.#write(`${JSON.stringify({ format: journalFormat, recordedFrom })}\n`);
    else if (!text.endsWith('\n')) await journal.#write('\n');
    return { journal, resumed };
  }

  /** Appends one exchange; resolves once it is written to the file (the kernel's, not yet the disk's). */
  append(exchange: Exchange): Promise<void> {
    return this.#write(`${JSON.stringify(exchange)}\n`);
  }

  /** Closes the file; `remove`: deletes it too, once the seed file holds everything. */
  async close(remove: boolean): Promise<void> {
    await this.#writes.catch(() => {});
    await this.#file.close();
    if (remove) await rm(this.path, { force: true });
  }

  #write(line: string): Promise<void> {
    this.#writes = this.#writes.then(async () => {
      await this.#file.appendFile(line);
    });
    return this.#writes;
  }
}

/** The exchanges of a journal's text, in order; a line cut short by a crash is skipped. */
function exchangesOf(text: string, path: string, recordedFrom: string): Exchange[] {
  if (text === '') return [];
  const [head = '', ...lines] = text.split('\n');
  const header = parsed(head);
  if (header?.['format'] !== journalFormat)
    throw new Error(`${path} is not the journal of a recording (format ${journalFormat}); move it away to record.`);
  if (header['recordedFrom'] !== recordedFrom)
    throw new Error(
      `${path} holds a recording of ${String(header['recordedFrom'])} that did not end: record that URL again to ` +
        'the same file to finish it, or move the journal away to start a new recording.',
    );
  return lines.map(parsed).filter((line) => line !== undefined) as unknown as Exchange[];
}

function parsed(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
