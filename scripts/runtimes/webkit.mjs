// Runs the smoke suite in WebKit (WebKitGTK's MiniBrowser, which needs a display: DISPLAY or WAYLAND_DISPLAY, such as
// xvfb-run gives) through WebKitWebDriver (WDP_BROWSER_PATH; on Debian from webkit2gtk-driver), spoken to as W3C
// WebDriver over HTTP with fetch:
// `node scripts/runtimes/webkit.mjs PROJECT [WDP_MOCK_JSON]`. Prints the `wdp-smoke` line.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { runInBrowser, STEP_MS } from './page.mjs';

/** A free loopback port (WebKitWebDriver takes no port 0). */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once `port` accepts a connection, trying again each time the driver refuses it, until `deadline`. */
async function portOpen(port, child, deadline) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true)).once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not listen on ${port} in ${STEP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the next connection attempt
  }
}

await runInBrowser('webkit', async (url) => {
  const port = await freePort();
  const driver = spawn(process.env.WDP_BROWSER_PATH ?? 'WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
  });
  const stop = () => driver.kill('SIGTERM');
  try {
    await portOpen(port, driver, Date.now() + STEP_MS);
    const base = `http://127.0.0.1:${port}`;
    const send = async (method, path, body) => {
      const response = await fetch(base + path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(STEP_MS),
      });
      const { value } = await response.json();
      if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
      return value;
    };
    // WebKitWebDriver starts its default browser, MiniBrowser, with --automation; it opens a window on the display.
    const session = await send('POST', '/session', { capabilities: {} });
    const at = `/session/${session.sessionId}`;
    await send('POST', `${at}/timeouts`, { script: STEP_MS, pageLoad: STEP_MS });
    await send('POST', `${at}/url`, { url });
    return {
      version: session.capabilities.browserVersion,
      evaluate: (expression) =>
        send('POST', `${at}/execute/async`, {
          script: `(${expression}).then(arguments[arguments.length - 1])`,
          args: [],
        }),
      close: async () => {
        await send('DELETE', at).finally(stop);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
});
