// Runs the smoke suite in headless Chromium (the one test/browser/find-chromium.ts finds: CHROMIUM_PATH, a system
// Chromium, else @sparticuz/chromium's), driven by playwright-core. Run by tsx (it imports that TypeScript):
// `tsx scripts/runtimes/chromium.mjs PROJECT [WDP_MOCK_JSON]`.
import { findChromium, launchChromium } from '../../test/browser/find-chromium.ts';
import { runInBrowser, STEP_MS } from './page.mjs';

await runInBrowser('chromium', async (url) => {
  const browser = await launchChromium(await findChromium(), STEP_MS);
  const page = await browser.newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(url);
  return {
    version: browser.version(),
    evaluate: (expression) => page.evaluate(expression),
    close: () => browser.close(),
  };
});
