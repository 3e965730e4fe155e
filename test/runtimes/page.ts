import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The browsers' page on loopback: the suite's bundle and msw's service worker, served from one origin. */
export interface SmokePage {
  /** `http://127.0.0.1:<port>/`: loopback, so a secure context (Web Crypto, service workers). */
  readonly url: string;
  close(): Promise<void>;
}

/** The page: imports the bundle and publishes its module (or why it failed) on `globalThis`. */
const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>wdp-sdk runtime smoke</title><link rel="icon" href="data:,"></head>
<body>
<script type="module">
  import('/smoke.js').then(
    (module) => { globalThis.smoke = module; globalThis.smokeReady = 'ok'; },
    (error) => { globalThis.smokeReady = 'failed: ' + String(error && error.stack || error); },
  );
</script>
</body>
</html>
`;

/**
 * Serves `/` (the page), `/smoke.js` (`bundle`, test/runtimes/browser.ts bundled) and `/mockServiceWorker.js` (msw's
 * worker script, from the project's installed msw) on 127.0.0.1 and a free port.
 */
export async function startSmokePage(bundle: string, project: string): Promise<SmokePage> {
  const files: Record<string, () => Promise<string>> = {
    '/': async () => html,
    '/smoke.js': () => readFile(bundle, 'utf8'),
    '/mockServiceWorker.js': () => readFile(join(project, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'),
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = files[path];
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = path === '/' ? 'text/html' : 'text/javascript';
    file().then(
      (text) => res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
