// A loopback HTTP service for the `wdp` bin to call, which records every request that reaches it: what a probe of
// "nothing is sent" looks at.
import { createServer } from 'node:http';

/** Answers every request 201 with `{}`. */
const created = (_request, response) => response.writeHead(201, { 'content-type': 'application/json' }).end('{}');

/**
 * Starts the service on 127.0.0.1; each request, once its body is read, is recorded in `received` as
 * `METHOD /path?query` and handed to `answer(request, response)`. Resolves to its `url`, `received` and `close()`.
 */
export async function recordingService(answer = created) {
  const received = [];
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      received.push(`${request.method} ${request.url}`);
      answer(request, response);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => new Promise((resolve) => server.close(resolve).closeAllConnections());
  return { url: `http://127.0.0.1:${server.address().port}`, received, close };
}
