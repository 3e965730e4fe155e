// Response bodies of the benchmarks, produced by the SDK's own mock service (src/mock), so they have
// exactly the shape the service sends: HAL jobs pages with embedded pipeline and profile.
import { createMockService } from '../../src/mock/node.js';
import type { JobsBody } from './pages.js';

/** Seeds `count` pipeline-run jobs in a fresh mock and returns a function that reads one page of them. */
function mockWithJobs(count: number) {
  const mock = createMockService();
  const { workspaceId: ws, owner, pipelineId } = mock.fixtures;
  for (let i = 0; i < count; i++)
    mock.seed.job({ workspaceId: ws, type: 'PIPELINE_RUN', profileId: owner.id, pipelineId });
  return async (page: number, size: number): Promise<JobsBody> => {
    const response = await mock.fetch(`https://wdp.mock/api/workspaces/${ws}/jobs?page=${page}&size=${size}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    if (response.status !== 200) throw new Error(`mock answered ${response.status}`);
    return (await response.json()) as JobsBody;
  };
}

/** The first page (20 jobs, with `next` and `last` links) of a workspace with 30 jobs, as JSON text. */
export async function jobsPage20(): Promise<string> {
  const read = mockWithJobs(30);
  return JSON.stringify(await read(0, 20));
}

/** One page of 10,000 jobs (about 11 MB): five 2,000-job mock pages joined under one envelope. */
export async function jobsPage10k(): Promise<string> {
  const read = mockWithJobs(10_000);
  const first = await read(0, 2000);
  const jobs = [...first._embedded.jobs];
  for (let n = 1; n < 5; n++) jobs.push(...(await read(n, 2000))._embedded.jobs);
  const self = first._links['self']!.href.replace('size=2000', 'size=10000');
  const body: JobsBody = {
    _embedded: { jobs },
    _links: { self: { href: self } },
    page: { size: 10_000, totalElements: 10_000, totalPages: 1, number: 0 },
  };
  return JSON.stringify(body);
}
