import type { Logger } from '../logger.js';
import { Secrets } from '../redact.js';
import type { Hooks } from '../request-options.js';
import { AttemptTimeout } from './attempt-clock.js';
import { type AttemptsInit, StatusError } from './attempts.js';
import { toSdkError } from './failures.js';

/**
 * What runs before each retry of the client's calls: a log line, then the `beforeRetry` hooks, given the
 * SDK's error (`ApiError` without its body, `TimeoutError`, `ConnectionError`) and a body-less copy of the
 * request without its credential headers.
 */
export function retryAnnouncer(hooks: Hooks | undefined, logger: Logger, secrets: Secrets): AttemptsInit['onRetry'] {
  const userHooks = hooks?.beforeRetry ?? [];
  return async (url, init, failure, retryCount) => {
    const reason =
      failure instanceof StatusError
        ? `status ${failure.response.status}`
        : failure instanceof AttemptTimeout
          ? 'a timeout'
          : failure instanceof Error
            ? failure.message
            : String(failure);
    logger.info(`wdp-sdk: retry ${retryCount} of ${init.method} ${url} after ${reason}`);
    if (userHooks.length === 0) return;
    const error = toSdkError(failure, { method: init.method, url, timeout: init.timeout, secrets });
    const event = {
      request: redactedRequest(url, init, secrets),
      error: error instanceof Error ? error : new Error(String(error)),
      retryCount,
    };
    for (const hook of userHooks) await hook(event);
  };
}

function redactedRequest(url: string, init: AttemptsInit, secrets: Secrets): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(init.headers)) {
    if (!Secrets.isSecretHeader(name)) headers.append(name, secrets.redact(value));
  }
  return new Request(secrets.redact(url), { method: init.method, headers });
}
