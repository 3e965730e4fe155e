// Every default number of the SDK in one place, each with why it is what it is. Options say the same in
// their `@default`; a number the caller cannot change is a limit the SDK keeps for safety or speed.

/** Milliseconds an attempt may take, through a JSON call's body: a slow page arrives, a dead service is noticed. */
export const timeoutMs = 30_000;

/** How failed attempts are retried unless the client or the call says otherwise (the `retry` option). */
export const retryDefaults = {
  /** Two retries ride out a restart or a brief overload without hiding a service that is down. */
  limit: 2,
  /** Methods that are safe to repeat; a POST or PATCH may have taken effect before the failure. */
  methods: ['GET', 'HEAD', 'PUT', 'DELETE'] as const,
  /** Statuses that say "try again later": timeout, rate limit and the transient 5xx. */
  statusCodes: [408, 429, 500, 502, 503, 504] as readonly number[],
  /** The longest Retry-After waited out, in ms: a longer one is better handed to the caller (`retryAfterMs`). */
  maxRetryAfter: 60_000,
  /** The cap of the exponential backoff, in ms: a retry never waits longer than this without a Retry-After. */
  backoffLimit: 8_000,
};

/** The first retry waits up to this many ms (full jitter), doubled per retry: spreads clients out after an outage. */
export const backoffBaseMs = 500;

/** Redirects one attempt follows: the service uses one or two; more is a loop or a misconfiguration. */
export const maxRedirects = 5;

/** Milliseconds a stream may stay silent while a chunk is awaited: job logs can be quiet for a long step. */
export const streamIdleTimeoutMs = 60_000;

/** The longest line of a stream, in characters: bounds the memory one malformed (newline-less) stream can take. */
export const maxLineLength = 1_048_576;

/**
 * The largest bodies read whole, in bytes after content decoding (the `maxResponseBytes` option): a gzip bomb or a
 * runaway answer stops there. `json`: the largest page the service serves (2000 items, Spring's cap) of 32 KiB
 * items, or 10,000 search hits; V8 cannot hold a string 8 times longer anyway. `error`: what an error needs.
 */
export const maxResponseBytes = { json: 67_108_864, error: 1_048_576 };

/** Milliseconds an upload attempt may take unless the call says: a multipart body of many files is slow to send. */
export const uploadTimeoutMs = 120_000;

/** Milliseconds an msearch attempt may take unless the call says: a multi-search runs several queries at once. */
export const msearchTimeoutMs = 60_000;

// How `jobs.wait()` polls: often at first (most jobs are short), then less and less often. Single constants (as all
// that a call reads here), so that a bundler writes each value where it is used.
/** Milliseconds between the first polls of `jobs.wait()` (its `interval` option). */
export const waitIntervalMs = 5_000;
/** After this many ms of waiting, each wait grows by `waitGrowth`: a long job needs no tight polling. */
export const waitSlowAfterMs = 60_000;
/** How much each wait grows once waiting has passed `waitSlowAfterMs`. */
export const waitGrowth = 1.5;
/** The longest wait between polls, in ms (or the `interval` given, when longer). */
export const waitMaxIntervalMs = 30_000;

// How `jobs.follow()` re-reads a job's log.
/** Milliseconds between a log stream's end and the next status poll and read (the `interval` option). */
export const followIntervalMs = 2_000;
/** Dropped reads in a row that bring no new line before giving up: a log that never resumes ends the follow. */
export const maxFruitlessDrops = 3;

/** When `clientCredentials()` asks for a new access token, in proportion to the token's lifetime when short. */
export const tokenWindows = {
  /** Refresh in the background this many ms before expiry (or half the lifetime, when shorter). */
  refreshAheadMs: 120_000,
  /** Make calls wait for a new token this many ms before expiry (or a quarter of the lifetime): clocks drift. */
  renewAheadMs: 30_000,
  /** The lifetime assumed, in seconds, when the token response gives no usable `expires_in` (OAuth's usual hour). */
  lifetimeS: 3600,
  /** Milliseconds a token exchange may take when the calling request names no `timeout`. */
  exchangeTimeoutMs: 30_000,
};

// How redaction remembers and finds credentials.
/** Shorter values would mangle ordinary text: they are matched only as a whole token, and only in use. */
export const minSecretLength = 6;
/**
 * Secrets kept of each kind (the client's own credentials, the tokens and headers used, the fields sent): tokens
 * rotate, so the most recent are kept and the oldest forgotten, and no kind pushes out another.
 */
export const maxSecrets = 32;
/** JSON strings inside JSON strings are decoded this many levels deep. */
export const maxNesting = 8;
/** How deep a `cause` chain is checked and copied: deeper links are dropped, as they may hold anything. */
export const maxCauseDepth = 5;

// How much of a failure errors show: enough to debug, bounded whatever a server or a stream sends. Single constants,
// not an object, so that a bundler writes each value where it is used.
/** The longest service message an `ApiError`'s message quotes, in characters: a server may send megabytes. */
export const messageLength = 1000;
/** A cut never splits a word up to this long (a secret cut in two would not be redacted): it is left out whole. */
export const wordLength = 1024;
/** The first characters of a stream's bad line kept as `snippet`: enough to recognise it. */
export const snippetLength = 200;
/** The first characters of an unusable `next` link quoted in a `ValidationError`. */
export const hrefLength = 200;
/** `toJSON()` and `util.inspect` show nesting up to this depth... */
export const shownDepth = 10;
/** ...this many entries per object or array... */
export const shownEntries = 100;
/** ...strings up to this many characters (the stack up to `stackLength`)... */
export const shownLength = 4096;
export const stackLength = 16_384;
/** ...and this many values in all, each cut saying what was left out. */
export const shownValues = 1000;

/** How long, in ms, a caller may keep a page and still count as coming straight back (the next page is prefetched). */
export const prefetchIdleMs = 0.05;
