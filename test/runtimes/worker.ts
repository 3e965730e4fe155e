// The entry of workerd (Cloudflare Workers, run by Miniflare): a module worker whose fetch handler runs the suite.
// The request's body is the `wdp mock` JSON line (or `null`); the answer is the results as JSON.
import { smokeAll, type WdpMockInfo } from './entry.js';

export default {
  async fetch(request: Request): Promise<Response> {
    const http = (await request.json()) as WdpMockInfo | null;
    return Response.json(await smokeAll('workerd', http ?? undefined));
  },
};
