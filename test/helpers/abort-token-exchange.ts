// Run as a child process by test/core/token-exchange.test.ts: one call whose token request hangs is aborted,
// and then the process must exit by itself (nothing of the exchange may keep it alive). The call's timeout is the
// longest there is (24.8 days): a timer of the exchange left behind would keep the process alive past any test limit,
// where the default 30 s would let it exit within a generous one.
import { Client, clientCredentials } from '../../src/index.js';

const tokenUrl = process.argv[2] ?? '';
const controller = new AbortController();
const reason = new Error('aborted by the child');
// Aborts once the token request has been handed to the network.
const fetch: typeof globalThis.fetch = (input, init) => {
  const sent = globalThis.fetch(input, init);
  if (String(input instanceof Request ? input.url : input).startsWith(tokenUrl))
    setImmediate(() => controller.abort(reason));
  return sent;
};
const client = new Client({
  baseUrl: 'http://127.0.0.1:9',
  auth: clientCredentials({ tokenUrl, clientId: 'client-1', clientSecret: 'cs_child_secret' }),
  fetch,
  logLevel: 'off',
});
client.channels.get('c1', { signal: controller.signal, timeout: 2 ** 31 - 1 }).then(
  () => console.log('resolved: wrong'),
  (error: unknown) =>
    console.log(error === reason ? 'rejected with the abort reason' : `rejected with ${String(error)}`),
);
