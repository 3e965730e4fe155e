// What a command implementation is given: where to write, the options, a signal for Ctrl-C, and lazy access to
// the settings, the client and the workspace (a command that needs none of them never reads the contexts file).
import { resolve } from 'node:path';
import type { Client } from '../index.js';
import type { Io } from './output/terminal.js';
import type { Settings } from './settings/contexts.js';
import { clientFor, type GlobalOptions, requireWorkspace, resolveSettings } from './settings/resolve.js';

/** One run of a command. */
export class Invocation {
  readonly io: Io;
  /** The global options merged with the command's own. */
  readonly options: GlobalOptions & Record<string, unknown>;
  /** Aborted on Ctrl-C: pass it to every SDK call. */
  readonly signal: AbortSignal;
  #settings: Promise<Settings> | undefined;
  #client: Promise<Client> | undefined;

  constructor(io: Io, options: GlobalOptions & Record<string, unknown>, signal: AbortSignal) {
    this.io = io;
    this.options = options;
    this.signal = signal;
  }

  /** Whether to print JSON (`--json`) instead of text for people. */
  get json(): boolean {
    return this.options.json === true;
  }

  /** A path given on the command line, resolved against the run's working folder (for reading or writing it). */
  path(given: string): string {
    return resolve(this.io.cwd, given);
  }

  /** The settings in force (flag > environment > context). */
  settings(): Promise<Settings> {
    this.#settings ??= resolveSettings(this.options, this.io.env);
    return this.#settings;
  }

  /** A client for the settings. */
  client(): Promise<Client> {
    this.#client ??= this.settings().then((settings) =>
      clientFor(settings, this.options.verbose === true, this.io.stderr),
    );
    return this.#client;
  }

  /** The workspace in force (`-w`, WDP_WORKSPACE, or the context's), or a usage error. */
  async workspace(): Promise<string> {
    return requireWorkspace(await this.settings());
  }
}
