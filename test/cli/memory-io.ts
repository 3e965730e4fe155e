// An in-memory Io for running `wdp`'s main() in the test process: recorded stdout/stderr (a TTY or not), stdin from
// a string, an environment, a working folder, and signals the test sends.
import { EventEmitter } from 'node:events';
import { Readable, Writable } from 'node:stream';
import type { Io } from '../../src/cli/output/terminal.js';

/** A stream that keeps every byte written to it and tells listeners of each write. */
export class RecordedStream extends Writable {
  readonly isTTY: boolean;
  /** The terminal's width, when the test gives one. */
  readonly columns?: number;
  readonly #chunks: Buffer[] = [];
  readonly #written = new EventEmitter();

  constructor(isTTY: boolean, columns?: number) {
    super();
    this.isTTY = isTTY;
    if (columns !== undefined) this.columns = columns;
  }

  override _write(chunk: Buffer | string, encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
    this.#written.emit('write');
    done();
  }

  /** The exact bytes written so far. */
  bytes(): Buffer {
    return Buffer.concat(this.#chunks);
  }

  /** The text written so far (UTF-8). */
  text(): string {
    return this.bytes().toString('utf8');
  }

  /** Resolves once the text written matches `pattern` (checked on each write, no polling); `ended` rejects it. */
  waitFor(pattern: RegExp, ended: Promise<unknown>): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!pattern.test(this.text())) return;
        this.#written.off('write', check);
        resolve();
      };
      this.#written.on('write', check);
      void ended.then(() => {
        this.#written.off('write', check);
        reject(new Error(`wdp ended before its output matched ${pattern}:\n${this.text()}`));
      });
      check();
    });
  }
}

/** What a test gives a run: environment, stdin text, working folder and whether stdout/stderr are terminals. */
export interface MemoryIoOptions {
  env: NodeJS.ProcessEnv;
  input?: string | undefined;
  cwd?: string | undefined;
  tty?: boolean | undefined;
  /** The width stdout claims as a terminal. */
  columns?: number | undefined;
  /** The fixed current time of this machine (relative times in tables read the service's, from its answers). */
  now?: Date | undefined;
}

/** An Io held in memory, with its recorded streams and its signal emitter. */
export interface MemoryIo extends Io {
  stdout: RecordedStream;
  stderr: RecordedStream;
  signals: EventEmitter;
}

/** A fresh in-memory Io. */
export function memoryIo(options: MemoryIoOptions): MemoryIo {
  const { now } = options;
  return {
    stdout: new RecordedStream(options.tty ?? false, options.columns),
    stderr: new RecordedStream(options.tty ?? false),
    stdin: Readable.from(options.input === undefined ? [] : [Buffer.from(options.input)]),
    env: options.env,
    cwd: options.cwd ?? process.cwd(),
    signals: new EventEmitter(),
    ...(now === undefined ? {} : { now: () => now }),
  };
}
