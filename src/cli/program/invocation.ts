// What a command implementation is given: where to write, the flags, a signal for Ctrl-C, and lazy access to
// the settings, the client and the workspace (a command that needs none of them never reads the contexts file).
import { resolve } from 'node:path';
import type { Client } from '../../index.js';
import type { Io } from '../output/terminal.js';
import type { Settings } from '../settings/contexts.js';
import { clientFor, requireWorkspace, resolveSettings } from '../settings/resolve.js';
import { withStdinSecrets } from '../settings/stdin-secret.js';
import type { GlobalFlags } from './global-flags.js';

/** One run of a command whose own flags (its `Flags` interface) are `F`. */
export class Invocation<F = unknown> {
  readonly io: Io;
  /** The global flags merged with the command's own, as commander parsed them (numbers already numbers). */
  readonly flags: GlobalFlags & F;
  /** Aborted on Ctrl-C: pass it to every SDK call. */
  readonly signal: AbortSignal;
  #settings: Promise<Settings> | undefined;
  #secretFlags: Promise<GlobalFlags & F> | undefined;
  #client: Promise<Client> | undefined;

  constructor(io: Io, flags: GlobalFlags & F, signal: AbortSignal) {
    this.io = io;
    this.flags = flags;
    this.signal = signal;
  }

  /** Whether to print JSON (`--json`) instead of text for people. */
  get json(): boolean {
    return this.flags.json === true;
  }

  /** A path given on the command line, resolved against the run's working folder (for reading or writing it). */
  path(given: string): string {
    return resolve(this.io.cwd, given);
  }

  /** The flags with `--token -` or `--client-secret -` read from stdin (once; `withToken`: `--with-token`). */
  secretFlags(withToken = false): Promise<GlobalFlags & F> {
    this.#secretFlags ??= withStdinSecrets(this.flags, this.io.stdin, withToken);
    return this.#secretFlags;
  }

  /** Writes a warning line to stderr. */
  warn(message: string): void {
    this.io.stderr.write(`${message}\n`);
  }

  /** The settings in force (flag > environment > context; the credentials all from one of them). */
  settings(): Promise<Settings> {
    this.#settings ??= this.secretFlags().then((flags) =>
      resolveSettings(flags, this.io.env, (message) => this.warn(message)),
    );
    return this.#settings;
  }

  /** A client for the settings. */
  client(): Promise<Client> {
    this.#client ??= this.settings().then((settings) =>
      clientFor(settings, this.flags.verbose === true, this.io.stderr),
    );
    return this.#client;
  }

  /** The workspace in force (`-w`, WDP_WORKSPACE, or the context's), or a usage error. */
  async workspace(): Promise<string> {
    return requireWorkspace(await this.settings());
  }
}
