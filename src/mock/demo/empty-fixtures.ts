// The fixtures of a mock that starts without the demo data, and the base of a recording's.
import type { MockFixtures } from '../demo-data.js';

/** The fixtures of a mock without the demo data (`data: 'empty'`): every id, name and token an empty string. */
export function emptyFixtures(): MockFixtures {
  const nobody = { id: '', name: '', token: '' };
  return {
    workspaceId: '',
    owner: nobody,
    admin: nobody,
    member: nobody,
    outsider: nobody,
    channels: { sales: '', marketing: '' },
    datasets: { revenue: '', churn: '', reach: '' },
    pipelineId: '',
    syncPipelineId: '',
    jobs: { completed: '', failed: '', running: '' },
    comments: { question: '', reply: '' },
    datastoreId: '',
    webhookSecret: '',
  };
}
