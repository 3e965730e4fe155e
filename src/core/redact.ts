import { isWdpError } from './errors.js';
import type { Logger } from './logger.js';

/** What a secret is replaced with in error texts, headers and log lines. */
export const redacted = '[redacted]';

// Headers whose values are credentials whatever they hold.
const secretHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);
// Shorter values would mangle ordinary text; no real credential is this short.
const minLength = 6;
// Tokens rotate: the most recent are kept, the oldest forgotten.
const maxSecrets = 32;

/**
 * The credentials a client has used (static and refreshed tokens, Authorization header values), so
 * that any text the SDK produces about a request can have them replaced by `[redacted]`.
 */
export class Secrets {
  readonly #values = new Set<string>();
  #lastToken: string | undefined;

  /** Whether `name` is a header whose value is always a credential. */
  static isSecretHeader(name: string): boolean {
    return secretHeaders.has(name.toLowerCase());
  }

  /** Remembers a credential; for `Bearer xyz`, `xyz` too. Values shorter than 6 characters are ignored. */
  add(value: string | null | undefined): void {
    if (typeof value !== 'string') return;
    const trimmed = value.trim();
    const space = trimmed.indexOf(' ');
    for (const secret of space > 0 ? [trimmed, trimmed.slice(space + 1).trim()] : [trimmed]) {
      if (secret.length < minLength) continue;
      this.#values.delete(secret);
      this.#values.add(secret);
      const encoded = encodeURIComponent(secret);
      if (encoded !== secret) this.#values.add(encoded);
    }
    while (this.#values.size > maxSecrets) this.#values.delete(this.#values.values().next().value as string);
  }

  /** Remembers a bearer token and its Authorization value (`Bearer <token>`); every request gives its token again, cheaply. */
  addToken(token: string): void {
    if (token === this.#lastToken && this.#values.has(token)) return;
    this.#lastToken = token;
    this.add(`Bearer ${token}`);
  }

  /** `text` with every known credential replaced by `[redacted]`. */
  redact(text: string): string {
    let out = text;
    for (const secret of [...this.#values].sort((a, b) => b.length - a.length)) {
      if (out.includes(secret)) out = out.split(secret).join(redacted);
    }
    return out;
  }

  /** A copy of `headers` with credential headers blanked and known credentials redacted from the rest. */
  headers(headers: Headers): Headers {
    const out = new Headers();
    headers.forEach((value, name) => out.append(name, Secrets.isSecretHeader(name) ? redacted : this.redact(value)));
    return out;
  }
}

/**
 * The one redaction step every error the SDK hands out goes through: known credentials are replaced by
 * `[redacted]` in its message, stack and text fields, and its `cause` is made safe. Returns the same error;
 * anything that is not a `WdpError` (a caller's abort reason, a hook's own error) is returned untouched.
 */
export function redactError<E>(error: E, secrets: Secrets): E {
  // Only the SDK's own errors: a caller's abort reason or a hook's error is handed back as it is.
  if (!isWdpError(error)) return error;
  const record = error as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    const value = record[key];
    if (typeof value === 'string') record[key] = secrets.redact(value);
  }
  if (error.cause !== undefined) error.cause = safeCause(error.cause, secrets);
  return error;
}

/** A logger that redacts every known credential from each line before writing it. */
export function redactingLogger(logger: Logger, secrets: Secrets): Logger {
  return {
    debug: (message) => logger.debug(secrets.redact(message)),
    info: (message) => logger.info(secrets.redact(message)),
    warn: (message) => logger.warn(secrets.redact(message)),
    error: (message) => logger.error(secrets.redact(message)),
  };
}

// Own properties an error may keep in a sanitised copy: the usual Node and undici error facts.
const keptFields = ['code', 'errno', 'syscall', 'address', 'port', 'hostname', 'type'] as const;
const maxDepth = 5;

/**
 * A `cause` that is safe to attach to an SDK error: the error itself when its chain holds only text
 * and numbers free of known credentials, else a copy keeping name, message, stack and the usual
 * code fields (credentials redacted), so that no `Request`, `Headers` or options object is reachable.
 */
export function safeCause(value: unknown, secrets: Secrets): unknown {
  return isClean(value, secrets, 0) ? value : sanitised(value, secrets, 0);
}

function isClean(value: unknown, secrets: Secrets, depth: number): boolean {
  if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') return true;
  if (typeof value === 'string') return secrets.redact(value) === value;
  if (!(value instanceof Error) || depth > maxDepth) return false;
  const record = value as unknown as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(value)) {
    const field = record[key];
    if (key === 'cause' ? !isClean(field, secrets, depth + 1) : typeof field === 'object' && field !== null) return false;
    if (typeof field === 'string' && secrets.redact(field) !== field) return false;
    if (typeof field === 'function' || typeof field === 'symbol' || typeof field === 'bigint') return false;
  }
  return true;
}

function sanitised(value: unknown, secrets: Secrets, depth: number): unknown {
  if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return secrets.redact(value);
  if (!(value instanceof Error)) return new Error('(a cause that was not an Error was left out: it may hold credentials)');
  const copy = value instanceof TypeError ? new TypeError(secrets.redact(value.message)) : new Error(secrets.redact(value.message));
  copy.name = value.name;
  copy.stack = secrets.redact(value.stack ?? `${value.name}: ${value.message}`);
  const source = value as unknown as Record<string, unknown>;
  const target = copy as unknown as Record<string, unknown>;
  for (const key of keptFields) {
    const field = source[key];
    if (typeof field === 'number') target[key] = field;
    else if (typeof field === 'string') target[key] = secrets.redact(field);
  }
  if (value.cause !== undefined && depth < maxDepth) copy.cause = sanitised(value.cause, secrets, depth + 1);
  return copy;
}
