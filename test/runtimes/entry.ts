// What every runtime runs: the smoke suite on the in-process mock and, when `wdp mock` is reachable, over HTTP.
import * as sdk from 'wdp-sdk';
import * as mock from 'wdp-sdk/mock';
import { httpTarget, mockTarget, runSmoke, type SmokeResult, type WdpMockInfo } from './smoke.js';

export type { SmokeResult, WdpMockInfo };

/**
 * Runs the suite on a fresh in-process mock (`fetch: mock.fetch`), then on `wdp mock` when `http` says where it
 * listens (from its `--json` line); `runtime` names the runtime in what the checks upload.
 */
export async function smokeAll(runtime: string, http: WdpMockInfo | undefined): Promise<SmokeResult[]> {
  const service = mock.createMockService();
  const target = mockTarget(service, { label: 'mock', baseUrl: 'https://wdp.mock', fetch: service.fetch });
  const results = await runSmoke(sdk, target, runtime);
  if (http) results.push(...(await runSmoke(sdk, httpTarget(mock, http), runtime)));
  return results;
}
