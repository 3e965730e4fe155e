// What every browser host shares: the page on loopback and the script each evaluates in it.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

/** How long a browser may take for one step (launch, page load, the whole suite) on a loaded two-core machine. */
export const STEP_MS = 120_000;

/**
 * Serves an empty page at `/`, `/smoke.js` (test/runtimes/browser.ts bundled) and `/mockServiceWorker.js` (msw's
 * worker script, which must come from the page's origin) from the scratch project, on 127.0.0.1 and a free port:
 * loopback, so a secure context (Web Crypto, service workers). Resolves with its URL and close().
 */
export async function startSmokePage(project) {
  const files = {
    '/': ['text/html', async () => '<!doctype html><html lang="en"><title>wdp-sdk runtime smoke</title></html>'],
    '/smoke.js': ['text/javascript', () => readFile(join(project, 'browser.js'), 'utf8')],
    '/mockServiceWorker.js': [
      'text/javascript',
      () => readFile(join(project, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'),
    ],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    const [type, read] = file;
    read().then(
      (text) => res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' }).end(text),
      (error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The expression a browser evaluates in the page: imports the suite and runs it, to a JSON string of the results
 * (or of `{ error }` when the bundle cannot load).
 */
export function smokeExpression(pageUrl, browser, http) {
  const args = `${JSON.stringify(browser)}, ${http ?? 'undefined'}`;
  return (
    `import(${JSON.stringify(new URL('smoke.js', pageUrl).href)})` +
    `.then((suite) => suite.smokeBrowser(${args}))` +
    '.then((results) => JSON.stringify({ results }),' +
    ' (error) => JSON.stringify({ error: String(error?.stack ?? error) }))'
  );
}

/**
 * Runs the suite in a browser: `open(pageUrl)` launches it and resolves with `{ version, evaluate(expression),
 * close() }`; prints the `wdp-smoke` line scripts/test-runtimes.mjs reads. argv: PROJECT [WDP_MOCK_JSON].
 */
export async function runInBrowser(name, open) {
  const [project, http] = process.argv.slice(2);
  if (!project) throw new Error(`usage: ${name} host PROJECT [WDP_MOCK_JSON]`);
  const page = await startSmokePage(project);
  try {
    const browser = await open(page.url);
    try {
      const outcome = JSON.parse(await browser.evaluate(smokeExpression(page.url, name, http)));
      if (outcome.error) throw new Error(`the page could not run the suite: ${outcome.error}`);
      const line = { runtime: name, version: browser.version, results: outcome.results };
      console.log(`wdp-smoke ${JSON.stringify(line)}`);
    } finally {
      await browser.close();
    }
  } finally {
    await page.close();
  }
}
