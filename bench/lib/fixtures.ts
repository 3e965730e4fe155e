// Response bodies of the benchmarks, produced by the SDK's own mock service (src/mock), so they have
// exactly the shape the service sends: HAL jobs pages with embedded pipeline and profile.
import { randomUUID } from 'node:crypto';
import { createMockService } from '../../src/mock/node.js';
import type { JobsBody } from './pages.js';

/** Jobs seeded in a mock to copy from: few enough for any cap the mock puts on a workspace's records. */
const seeded = 100;

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
    if (response.status !== 200) throw new Error(`mock answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as JobsBody;
  };
}

/** The first page (20 jobs, with `next` and `last` links) of a workspace with 30 jobs, as JSON text. */
export async function jobsPage20(): Promise<string> {
  const read = mockWithJobs(30);
  return JSON.stringify(await read(0, 20));
}

/**
 * One page of `count` jobs as JSON text (10,000 make about 21 MB). The mock holds a bounded number of records per
 * workspace, so it serves 100 jobs and the page repeats them in turn, each copy under a new id (in its links too).
 */
export async function jobsPageOf(count: number): Promise<string> {
  const first = await mockWithJobs(seeded)(0, seeded);
  const texts = first._embedded.jobs.map((job) => ({ id: String(job['id']), text: JSON.stringify(job) }));
  const jobs = Array.from({ length: count }, (_, i) => {
    const { id, text } = texts[i % texts.length]!;
    return JSON.parse(text.replaceAll(id, randomUUID())) as Record<string, unknown>;
  });
  const self = first._links['self']!.href.replace(`size=${seeded}`, `size=${count}`);
  const body: JobsBody = {
    _embedded: { jobs },
    _links: { self: { href: self } },
    page: { size: count, totalElements: count, totalPages: 1, number: 0 },
  };
  return JSON.stringify(body);
}
