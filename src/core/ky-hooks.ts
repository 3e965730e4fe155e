import { isHTTPError, isTimeoutError, type BeforeRetryState, type Hooks as KyHooks } from 'ky';
import { toSdkError } from './error-map.js';
import type { Logger } from './logger.js';
import { Secrets } from './redact.js';
import type { Hooks } from './request-options.js';

/**
 * Adapts the client's hooks to ky's, with a retry logger always first. `beforeRetry` hooks are given
 * the SDK's error (`ApiError` without its body, `TimeoutError`, `ConnectionError`) and a body-less copy
 * of the request without its credential headers, never ky's error (which holds the live request).
 */
export function kyHooks(hooks: Hooks | undefined, logger: Logger, secrets: Secrets): KyHooks {
  const userRetryHooks = hooks?.beforeRetry ?? [];
  return {
    beforeRequest: hooks?.beforeRequest?.map((hook) => (request: Request) => hook(request)) ?? [],
    afterResponse: hooks?.afterResponse?.map((hook) => (request: Request, _options: unknown, response: Response) => hook(request, response)) ?? [],
    beforeRetry: [
      async ({ request, options, error, retryCount }: BeforeRetryState) => {
        // The failed response is dropped by the retry: free its body rather than leave it unread.
        if (isHTTPError(error)) void error.response.body?.cancel().catch(() => undefined);
        const reason = isHTTPError(error) ? `status ${error.response.status}` : isTimeoutError(error) ? 'a timeout' : error.message;
        logger.info(`wdp-sdk: retry ${retryCount} of ${request.method} ${request.url} after ${reason}`);
        if (userRetryHooks.length === 0) return;
        const sdkError = toSdkError(error, { method: request.method, url: request.url, timeout: Number(options.context['timeout']), secrets }, '');
        const event = { request: redactedRequest(request, secrets), error: sdkError instanceof Error ? sdkError : error, retryCount };
        for (const hook of userRetryHooks) await hook(event);
      },
    ],
  };
}

function redactedRequest(request: Request, secrets: Secrets): Request {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!Secrets.isSecretHeader(name)) headers.append(name, secrets.redact(value));
  });
  return new Request(secrets.redact(request.url), { method: request.method, headers });
}
