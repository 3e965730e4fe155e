import { redactPercentEncoded } from '../secrets/percent-echoes.js';
import { isCredentialName, redactEscapedStrings, redacted, secretsPattern } from '../secrets/secret-text.js';
import { maskSecretText } from '../secrets/secret-values.js';
import { maxCauseDepth as maxDepth, maxNesting, maxSecrets, minSecretLength as minLength } from './defaults.js';
import { isWdpError } from './errors.js';
import { parsedJson } from './json.js';
import { shown } from './shown.js';

export { redacted } from '../secrets/secret-text.js';

// Headers whose values are credentials whatever they hold.
const secretHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);
/** Whether `name` is a header whose value is always a credential. */
export const isSecretHeader = (name: string): boolean => secretHeaders.has(name.toLowerCase());

// `Bearer xyz`, `Token xyz`: a scheme, then the credential itself.
const schemeAndCredential = /^[A-Za-z][A-Za-z0-9._~+-]*\s+(\S+)$/;

/**
 * The credentials a client holds (its `auth` string, a provider's client secret) and has used (refreshed tokens,
 * credential header values), so that any text the SDK produces about a request can have them replaced by
 * `[redacted]`: as they are, escaped inside JSON strings (`\/`, `\u002B`), percent-encoded (wholly or in part) or
 * base64-encoded, in any case.
 * The values of secret-named fields (`"clientSecret": "..."`, `client_secret=...`), URLs' passwords and well-known
 * token shapes are replaced whatever they hold (`secret-values.ts`). Each kind keeps its newest `maxSecrets` apart,
 * so that rotating tokens, headers and sent fields never push out the client's own credentials.
 */
export class Secrets {
  // Each secret, and whether it is matched only as a whole token (a credential shorter than 6 characters), by kind:
  // the client's own configured credentials,
  readonly #own = new Map<string, boolean>();
  // the tokens and credential headers used,
  readonly #values = new Map<string, boolean>();
  // the values of secret-named fields of request bodies, and secrets the service answered.
  readonly #sent = new Map<string, boolean>();
  #lastToken: string | undefined;
  #pattern: RegExp | undefined;

  /**
   * Remembers a credential used (a token, a credential header's value) of 6 characters or more; for `Bearer xyz`,
   * `xyz` too, and then at any length (a shorter one is matched only as a whole token).
   */
  add(value: string | null | undefined): void {
    this.#add(this.#values, value);
  }

  /**
   * Remembers one of the client's own configured credentials (its `auth` string, a provider's client secret) as
   * `add` does, apart from the tokens and headers used, so that no number of those ever pushes it out.
   */
  addCredential(value: string): void {
    this.#add(this.#own, value);
  }

  /** Remembers a bearer token (at any length) and its Authorization value; cheap when a request gives it again. */
  addToken(token: string): void {
    const authorization = `Bearer ${token}`;
    if (token === this.#lastToken && this.#values.has(authorization.trim())) return;
    this.#lastToken = token;
    this.add(authorization);
  }

  /**
   * Remembers the values (6 characters or more) of the secret-named fields of a JSON body about to be sent, at any
   * depth (`password`, `refresh_token`, an OAuth `code` or `code_verifier`...), so that an error that echoes one,
   * under any name or in free text, shows `[redacted]` instead.
   */
  addFields(body: unknown): void {
    this.#addFields(body, 0);
  }

  /**
   * Remembers secrets the service answered (6 characters or more; a pipeline's sensitive environment values), kept
   * with the sent fields' values so that many never push out the client's own credentials.
   */
  addValues(values: Iterable<string>): void {
    for (const value of values) this.#send(value.trim());
  }

  /** `text` with every known credential, and the value of every secret-named field, replaced by `[redacted]`. */
  redact(text: string): string {
    return this.#redact(text, 0);
  }

  /** A copy of `headers` with credential headers blanked and known credentials redacted from the rest. */
  headers(headers: Headers): Headers {
    const out = new Headers();
    for (const [name, value] of headers) out.append(name, isSecretHeader(name) ? redacted : this.redact(value));
    return out;
  }

  #redact(text: string, nesting: number): string {
    const decoded =
      nesting < maxNesting && text.includes('\\')
        ? redactEscapedStrings(text, (inner) => this.#redact(inner, nesting + 1))
        : text;
    const matcher = this.#matcher();
    return maskSecretText(redactPercentEncoded(decoded.replace(matcher, redacted), matcher, redacted), redacted);
  }

  #addFields(body: unknown, depth: number): void {
    if (typeof body !== 'object' || body === null || depth > maxNesting) return;
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'object') this.#addFields(value, depth + 1);
      else if (typeof value === 'string' && (isCredentialName(name) || name === 'code')) this.#send(value.trim());
    }
  }

  #send(value: string): void {
    if (value.length < minLength || this.#sent.has(value)) return;
    this.#sent.set(value, false);
    evictOldest(this.#sent);
    this.#pattern = undefined;
  }

  #add(secrets: Map<string, boolean>, value: string | null | undefined): void {
    if (typeof value !== 'string') return;
    const trimmed = value.trim();
    if (trimmed.length >= minLength) this.#remember(secrets, trimmed, false);
    const credential = schemeAndCredential.exec(trimmed)?.[1];
    if (credential !== undefined) this.#remember(secrets, credential, credential.length < minLength);
    evictOldest(secrets); // what it drops was known before what `#remember` just added: the pattern is reset
  }

  #remember(secrets: Map<string, boolean>, secret: string, whole: boolean): void {
    if (!secrets.delete(secret)) this.#pattern = undefined;
    secrets.set(secret, whole);
  }

  /**
   * One regex for every known secret, built when the set changed: one pass replaces each and never matches inside a
   * marker it wrote.
   */
  #matcher(): RegExp {
    this.#pattern ??= secretsPattern([...this.#own, ...this.#values, ...this.#sent]);
    return this.#pattern;
  }
}

/** Drops the oldest secrets of `map` (its first keys) beyond `maxSecrets`. */
function evictOldest(map: Map<string, boolean>): void {
  for (const oldest of map.keys()) {
    if (map.size <= maxSecrets) break;
    map.delete(oldest);
  }
}

/**
 * The one redaction step every error the SDK hands out goes through, in place: known credentials and the
 * values of secret-named fields are redacted from each of its own text fields (message, stack, rawBody,
 * snippet, url...), its headers and its body (see `redactBody`); its `cause` is made safe. Returns the same
 * error; anything that is not a `WdpError` (a caller's abort reason, a hook's own error) is returned as the very
 * same object, untouched.
 */
export function redactError<E>(error: E, secrets: Secrets): E {
  if (!isWdpError(error)) return error;
  const record = error as unknown as Record<string, unknown>;
  const raw = record['rawBody'];
  for (const key of Object.getOwnPropertyNames(error)) {
    const value = record[key];
    if (typeof value === 'string') record[key] = secrets.redact(value);
    else if (value instanceof Headers) record[key] = secrets.headers(value);
    else if (key !== 'cause' && typeof value === 'object' && value !== null)
      record[key] = redactBody(value, typeof raw === 'string' ? raw : undefined, secrets);
  }
  if (error.cause !== undefined) error.cause = safeCause(error.cause, secrets);
  return error;
}

/**
 * A parsed body with credentials redacted: the body itself when its text (`raw`, else the body written out)
 * holds none, else the redacted text parsed again. A body too deeply nested to write out is kept as the
 * bounded copy `toJSON()` shows, redacted.
 */
function redactBody(body: object, raw: string | undefined, secrets: Secrets): unknown {
  let text = raw;
  if (text === undefined) {
    try {
      text = JSON.stringify(body);
    } catch {
      // too deeply nested to write out: `text` stays undefined
    }
  }
  const whole = text !== undefined;
  text ??= JSON.stringify(shown(body));
  const clean = secrets.redact(text);
  if (clean === text && whole) return body;
  const parsed = parsedJson(clean);
  return parsed === undefined ? clean : parsed;
}

// Own properties an error may keep in a sanitised copy: the usual Node and undici error facts.
const keptFields = ['code', 'errno', 'syscall', 'address', 'port', 'hostname', 'type'] as const;

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
    // Besides `cause`, only text free of credentials, numbers and booleans are clean (a function is no Error).
    if ((key !== 'cause' && typeof field === 'object' && field !== null) || !isClean(field, secrets, depth + 1))
      return false;
  }
  return true;
}

function sanitised(value: unknown, secrets: Secrets, depth: number): unknown {
  if (typeof value === 'string') return secrets.redact(value);
  if (!(value instanceof Error)) {
    // What isClean() takes as it is (a number, a boolean, null, undefined) is kept; any other value is left out.
    return isClean(value, secrets, 0)
      ? value
      : new Error('(a cause that was not an Error was left out: it may hold credentials)');
  }
  const copy =
    value instanceof TypeError
      ? new TypeError(secrets.redact(value.message))
      : new Error(secrets.redact(value.message));
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
