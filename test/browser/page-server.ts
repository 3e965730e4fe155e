import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The SDK root entry (`src/index.ts`) bundled for the browser, in memory. */
export interface BrowserBundle {
  /** The ES module text. */
  readonly code: string;
  /** Every input file esbuild read, relative to the repository root (from the metafile). */
  readonly inputs: readonly string[];
}

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Bundles `src/index.ts` the way a browser app's bundler would (platform browser, ESM, everything inlined),
 * without writing to disk.
 */
export async function bundleSdk(): Promise<BrowserBundle> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    outfile: 'wdp-sdk.js',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no output for src/index.ts');
  return { code: file.text, inputs: Object.keys(result.metafile.inputs) };
}

/** A tiny static site on loopback that serves the page and the bundle: a different origin from the mock server. */
export interface PageServer {
  /** `http://127.0.0.1:<port>`, the page origin. */
  readonly url: string;
  /** The page that loads the bundle and exposes its exports as `globalThis.wdp`. */
  readonly pageUrl: string;
  close(): Promise<void>;
}

/** The page: imports the bundle as a module and publishes its exports (or the import error) on `globalThis`. */
const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>wdp-sdk browser test</title><link rel="icon" href="data:,"></head>
<body>
<script type="module">
  import('/wdp-sdk.js').then(
    (sdk) => { globalThis.wdp = sdk; globalThis.wdpReady = 'ok'; },
    (error) => { globalThis.wdpReady = 'failed: ' + String(error && error.stack || error); },
  );
</script>
</body>
</html>
`;

/** Serves `/` (the page) and `/wdp-sdk.js` (the bundle) on 127.0.0.1 and a free port. */
export async function startPageServer(bundle: BrowserBundle): Promise<PageServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
    } else if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    } else if (path === '/wdp-sdk.js') {
      res
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        .end(bundle.code);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pageUrl: `${url}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
