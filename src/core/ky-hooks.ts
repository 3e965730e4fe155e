import { isHTTPError, type Hooks as KyHooks } from 'ky';
import type { Logger } from './logger.js';
import type { Hooks } from './request-options.js';

/** Adapts the client's hooks to ky's, with a retry logger always first. */
export function kyHooks(hooks: Hooks | undefined, logger: Logger): KyHooks {
  return {
    beforeRequest: hooks?.beforeRequest?.map((hook) => (request: Request) => hook(request)) ?? [],
    afterResponse: hooks?.afterResponse?.map((hook) => (request: Request, _options: unknown, response: Response) => hook(request, response)) ?? [],
    beforeRetry: [
      ({ request, error, retryCount }) => {
        const reason = isHTTPError(error) ? `status ${error.response.status}` : error.message;
        logger.info(`wdp-sdk: retry ${retryCount} of ${request.method} ${request.url} after ${reason}`);
      },
      ...(hooks?.beforeRetry?.map((hook) => (state: { request: Request; error: Error; retryCount: number }) => hook({ request: state.request, error: state.error, retryCount: state.retryCount })) ?? []),
    ],
  };
}
