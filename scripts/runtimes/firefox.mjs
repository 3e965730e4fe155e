// Runs the smoke suite in headless Firefox (WDP_BROWSER_PATH, such as Debian's firefox-esr) over WebDriver BiDi with
// puppeteer-core, which npx fetched beside it: `npx -p puppeteer-core@… node scripts/runtimes/firefox.mjs PROJECT
// [WDP_MOCK_JSON]`. Prints the `wdp-smoke` line.
import { importFromNpx } from './npx-package.mjs';
import { runInBrowser, STEP_MS } from './page.mjs';

const { module: puppeteer } = await importFromNpx('puppeteer-core');

await runInBrowser('firefox', async (url) => {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.WDP_BROWSER_PATH,
    headless: true,
    timeout: STEP_MS,
    protocolTimeout: STEP_MS,
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(url);
  return {
    version: (await browser.version()).replace(/^firefox\//i, ''), // puppeteer says firefox/153.8.0
    evaluate: (expression) => page.evaluate(expression),
    close: () => browser.close(),
  };
});
