// Runs the smoke suite in headless Chromium (the one test/browser/find-chromium.ts finds), driven by
// playwright-core: `tsx test/runtimes/run-chromium.ts BUNDLE PROJECT [WDP_MOCK_JSON]`. Prints the `wdp-smoke` line.
import { findChromium, launchChromium } from '../browser/find-chromium.js';
import type { SmokeResult, WdpMockInfo } from './entry.js';
import { startSmokePage } from './page.js';

/** How long one step (launching, loading the page, the whole suite) may take on a loaded two-core machine. */
const STEP_MS = 120_000;

const [bundle, project, http] = process.argv.slice(2);
if (!bundle || !project) throw new Error('usage: run-chromium.ts BUNDLE PROJECT [WDP_MOCK_JSON]');
const found = await findChromium();
const [page, browser] = await Promise.all([startSmokePage(bundle, project), launchChromium(found, STEP_MS)]);
try {
  const tab = await browser.newPage();
  tab.setDefaultTimeout(STEP_MS);
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  await tab.goto(page.url);
  await tab.waitForFunction(() => (globalThis as { smokeReady?: string }).smokeReady !== undefined);
  const ready = await tab.evaluate(() => (globalThis as { smokeReady?: string }).smokeReady);
  if (ready !== 'ok') throw new Error(`The page could not load the suite's bundle: ${ready}`);
  const info = http ? (JSON.parse(http) as WdpMockInfo) : undefined;
  type Smoke = { smokeBrowser(name: string, http: WdpMockInfo | undefined): Promise<SmokeResult[]> };
  const results = await tab.evaluate(
    (input) => (globalThis as unknown as { smoke: Smoke }).smoke.smokeBrowser('chromium', input),
    info,
  );
  if (errors.length) results.push({ name: 'page errors', ok: false, ms: 0, error: errors.join('\n') });
  const line = { runtime: 'chromium', version: browser.version(), source: found.source, results };
  console.log(`wdp-smoke ${JSON.stringify(line)}`);
} finally {
  await browser.close();
  await page.close();
}
