// The entry of the browsers: the suite on the in-process mock, on `wdp mock` across origins, and on the mock behind
// msw's service worker (`setupWorker` from msw/browser, `mswHandlers` from wdp-sdk/mock/msw), the way an app's tests
// mock the service in a page. The page (scripts/runtimes/page.mjs) serves msw's worker script from its origin.
import { setupWorker } from 'msw/browser';
import * as sdk from 'wdp-sdk';
import { createMockService } from 'wdp-sdk/mock';
import { mswHandlers } from 'wdp-sdk/mock/msw';
import { type SmokeResult, smokeAll, type WdpMockInfo } from './entry.js';
import { mockTarget, runSmoke } from './smoke.js';

/** Runs everything in the page; the browser's name goes into what the checks upload. */
export async function smokeBrowser(browser: string, http: WdpMockInfo | undefined): Promise<SmokeResult[]> {
  const results = await smokeAll(browser, http);
  const service = createMockService();
  const baseUrl = 'https://wdp.mock';
  const worker = setupWorker(...mswHandlers(service, { baseUrl }));
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  try {
    results.push(...(await runSmoke(sdk, mockTarget(service, { label: 'msw', baseUrl, fetch: undefined }), browser)));
  } finally {
    worker.stop();
  }
  return results;
}
