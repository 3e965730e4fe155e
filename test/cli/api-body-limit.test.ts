// `wdp api` reads answers through the SDK's body limit (issue 32, finding 3): a gzip bomb of a JSON answer ends
// with the SDK's ResponseTooLargeError (exit 1), not with the memory of the machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipBomb } from '../helpers/gzip-bomb.js';
import { useLoopbacks } from '../helpers/loopback.js';
import { withRequestId } from '../helpers/request-id.js';
import { runWdp } from './harness.js';

const serve = useLoopbacks();

describe('wdp api', () => {
  it('stops reading an answer past 64 MiB once decompressed and says why (exit 1)', async () => {
    const bomb = await gzipBomb('{"padding":"', 256 * 1024 * 1024);
    const api = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(bomb);
    });
    const configDir = await mkdtemp(join(tmpdir(), 'wdp-api-limit-'));
    try {
      const env = { WDP_BASE_URL: api.url, WDP_TOKEN: 'tok_api_limit', WDP_CONFIG_DIR: configDir };
      const result = await runWdp(['api', 'GET', '/api/workspaces'], { env });
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: expect.stringMatching(
          withRequestId(
            `ResponseTooLargeError: GET ${api.url}/api/workspaces sent a body over 67108864 bytes; raise the client ` +
              'option `maxResponseBytes.json` if such bodies are expected.\n',
          ),
        ),
      });
      expect(api.requests).toHaveLength(1);
    } finally {
      await rm(configDir, { recursive: true, force: true });
    }
  });
});
