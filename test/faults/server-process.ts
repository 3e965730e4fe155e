// The server side of the fault suite, in a process of its own (forked by remote.ts) so that the mock's and
// the fault server's work never delays the client's timers: the mock services and the fault server
// in front of them, answering the suite's questions about them over IPC.
import type { JobLogLine } from '../../src/index.js';
import { createMockService, type MockService } from '../../src/mock/index.js';
import { startFaultServer } from './proxy.js';

/** What the suite may ask the server process. */
export type Question =
  | { op: 'seedChannels'; names: string[] }
  | { op: 'seedFinishedJob'; lane: number }
  | { op: 'attempts'; ids?: string[] | undefined }
  | { op: 'arrived'; id: string; count: number }
  | { op: 'mockLines'; lane: number; jobId: string }
  | { op: 'close' };

/** Where the services are: lane 0 the mixed workload, 1..followLanes jobs.follow, the last one the probes. */
export interface Setup {
  seed: number;
  followLanes: number;
}

async function main(): Promise<void> {
  const setup = JSON.parse(process.argv[2] ?? '{}') as Setup;
  const services: MockService[] = [
    createMockService({ seed: setup.seed }),
    ...Array.from({ length: setup.followLanes }, (_, i) =>
      createMockService({ seed: setup.seed + i + 1, autoAdvanceMs: 500 }),
    ),
    createMockService({ seed: setup.seed }),
  ];
  const server = await startFaultServer({ seed: setup.seed, lanes: services });
  const lane = (index: number): MockService => {
    const service = services[index];
    if (!service) throw new Error(`no lane ${index}`);
    return service;
  };

  const answer = async (question: Question): Promise<unknown> => {
    switch (question.op) {
      case 'seedChannels': {
        const { workspaceId, admin } = lane(0).fixtures;
        return question.names.map(
          (name) => lane(0).seed.channel({ workspaceId, creatorId: admin.id, name, description: 'fault suite' }).id,
        );
      }
      case 'seedFinishedJob': {
        const service = lane(question.lane);
        const { workspaceId, admin } = service.fixtures;
        const job = service.seed.job({ workspaceId, type: 'WORKSPACE_DEPLOY', profileId: admin.id });
        service.clock.advance(20_000); // the job has run its course: its whole log is there
        return job.id;
      }
      case 'attempts':
        return question.ids ? question.ids.map((id) => [id, server.calls.get(id) ?? []]) : [...server.calls];
      case 'arrived':
        return server.arrived(question.id, question.count); // answered when it happens, not before
      case 'mockLines':
        return mockLines(lane(question.lane), server.url, question.jobId);
      case 'close':
        await server.close();
        return server.injected();
    }
  };

  process.on('message', (message: { id: number; question: Question }) => {
    answer(message.question).then(
      (reply) => process.send?.({ id: message.id, reply }),
      (error: unknown) =>
        process.send?.({ id: message.id, error: String(error instanceof Error ? error.stack : error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true, url: server.url, fixtures: services.map((s) => s.fixtures) });
}

/** The lines the mock has for a job, read straight from the service (no fault in between). */
async function mockLines(service: MockService, baseUrl: string, jobId: string): Promise<JobLogLine[]> {
  const request = new Request(`${baseUrl}/api/jobs/${encodeURIComponent(jobId)}/logs?sequence=0`, {
    headers: { authorization: `Bearer ${service.fixtures.admin.token}`, accept: 'application/x-ndjson' },
  });
  const text = await (await service.handle(request)).text();
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as JobLogLine);
}

main().catch((error: unknown) => {
  console.error('faults: the server process failed:', error);
  process.exit(1);
});
