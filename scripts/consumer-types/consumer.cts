// The same package required from CommonJS: the .d.cts types must check as the .d.ts ones do.
import wdp = require('wdp-sdk');

const client = new wdp.Client({ baseUrl: 'https://wdp.mock', auth: 'token' });
export const job: Promise<wdp.Job> = client.jobs.get('id');
