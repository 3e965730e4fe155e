// What a command implementation is given: where to write, the flags, a signal for Ctrl-C, and lazy access to
// the settings, the client and the workspace (a command that needs none of them never reads the contexts file).
import { resolve } from 'node:path';
import type { Client } from '../../index.js';
import { ServiceClock } from '../output/service-clock.js';
import type { Io } from '../output/terminal.js';
import { argvCredentialWarnings } from '../settings/argv-secrets.js';
import type { Settings } from '../settings/contexts.js';
import {
  clientFor,
  type ResolvedSettings,
  refuseBadUrls,
  requireWorkspace,
  resolveWithSources,
} from '../settings/resolve.js';
import { withStdinSecrets } from '../settings/stdin-secret.js';
import type { GlobalFlags } from './global-flags.js';
import { isUuid } from './lookup.js';

/** One run of a command whose own flags (its `Flags` interface) are `F`. */
export class Invocation<F = unknown> {
  /**
   * Where to write: the run's streams, its tables read against the service's clock (the `Date` header of the
   * client's latest answer, else the run's) and kept whole with `--wide`.
   */
  readonly io: Io;
  /** The global flags merged with the command's own, as commander parsed them (numbers already numbers). */
  readonly flags: GlobalFlags & F;
  /** Aborted on Ctrl-C: pass it to every SDK call. */
  readonly signal: AbortSignal;
  #resolved: Promise<ResolvedSettings> | undefined;
  #secretFlags: Promise<GlobalFlags & F> | undefined;
  #client: Promise<Client> | undefined;
  #workspace: Promise<string> | undefined;
  readonly #clock = new ServiceClock();

  constructor(io: Io, flags: GlobalFlags & F, signal: AbortSignal) {
    const wide = (flags as { wide?: boolean | undefined }).wide === true;
    this.io = { ...io, now: () => this.#clock.latest ?? io.now?.() ?? new Date(), wide };
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

  /**
   * The flags with `--token -` or `--client-secret -` read from stdin (once; `withToken`: `--with-token`), or at a
   * terminal asked for without echo; a secret given as text on the command line is warned about, once.
   */
  secretFlags(withToken = false): Promise<GlobalFlags & F> {
    if (this.#secretFlags === undefined) for (const line of argvCredentialWarnings(this.flags)) this.warn(line);
    this.#secretFlags ??= withStdinSecrets(this.flags, this.io.stdin, withToken, {
      prompts: this.io.stderr,
      signal: this.signal,
    });
    return this.#secretFlags;
  }

  /** Writes a warning line to stderr. */
  warn(message: string): void {
    this.io.stderr.write(`${message}\n`);
  }

  /** The settings in force (flag > environment > context; the credentials all from one of them). */
  async settings(): Promise<Settings> {
    return (await this.resolved()).settings;
  }

  /** The settings in force, where each came from, and the context read: what hints after a failure name. */
  resolved(): Promise<ResolvedSettings> {
    this.#resolved ??= this.secretFlags().then((flags) =>
      resolveWithSources(flags, this.io.env, (message) => this.warn(message), this.io.keychain),
    );
    return this.#resolved;
  }

  /** The settings' sources if they were read already (never reads them): for a hint after a failure. */
  get resolvedSoFar(): Promise<ResolvedSettings> | undefined {
    return this.#resolved;
  }

  /**
   * A client for the settings, whose answers set the service's clock that tables read times against; a usage error
   * naming the setting's source when a URL is no absolute http(s) URL or holds a user name or password.
   */
  client(): Promise<Client> {
    this.#client ??= this.resolved().then(async (resolved) => {
      refuseBadUrls(resolved);
      const client = await clientFor(resolved.settings, this.flags.verbose === true, this.io.stderr);
      return client.withOptions({ hooks: this.#clock.hooks });
    });
    return this.#client;
  }

  /**
   * The id of the workspace in force (`-w`, WDP_WORKSPACE, or the context's), or a usage error. The setting may be
   * an id, an alias or a name: anything but an id is looked up among the caller's workspaces (once).
   */
  workspace(): Promise<string> {
    this.#workspace ??= this.settings().then(async (settings) => {
      const key = requireWorkspace(settings);
      if (isUuid(key)) return key;
      const { findWorkspace } = await import('./find-workspace.js');
      return (await findWorkspace(await this.client(), key, this.signal)).id;
    });
    return this.#workspace;
  }
}
