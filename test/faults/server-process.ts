// The server side of the fault suite, in a process of its own (forked by remote.ts) so that the mocks' work never
// delays the client's timers: one mock server per lane, each injecting the planned faults through its own fault
// rules, answering the suite's questions about them over IPC.
import type { JobLogLine } from '../../src/index.js';
import { createMockService, type MockService } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { PlannedFaults } from './planned-faults.js';

/** What the suite may ask the server process. */
export type Question =
  | { op: 'seedChannels'; names: string[] }
  | { op: 'seedFinishedJob'; lane: number }
  | { op: 'attempts'; ids?: string[] | undefined }
  | { op: 'arrived'; id: string; count: number }
  | { op: 'mockLines'; lane: number; jobId: string }
  | { op: 'close' };

/** The lanes (a mock server each): 0 the mixed workload, 1..followLanes jobs.follow, the last one the probes. */
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
  const plan = new PlannedFaults(setup.seed);
  for (const service of services) service.admin.addFault(plan.rule());
  // An idle connection is never closed under the client: that would be a fault nobody chose.
  const servers = await Promise.all(
    services.map((service) => startMockServer({ service, idleTimeoutMs: 60_000, maxConnections: 1_024 })),
  );
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
        return question.ids ? question.ids.map((id) => [id, plan.calls.get(id) ?? []]) : [...plan.calls];
      case 'arrived':
        return plan.arrived(question.id, question.count); // answered when it happens, not before
      case 'mockLines':
        return mockLines(lane(question.lane), question.jobId);
      case 'close':
        await Promise.all(servers.map((server) => server.close()));
        return plan.injected();
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
  process.send?.({ ready: true, urls: servers.map((server) => server.url), fixtures: services.map((s) => s.fixtures) });
}

/** The lines the mock has for a job, read straight from the service, planned with no fault. */
async function mockLines(service: MockService, jobId: string): Promise<JobLogLine[]> {
  const request = new Request(`https://wdp.mock/api/jobs/${encodeURIComponent(jobId)}/logs?sequence=0`, {
    headers: {
      authorization: `Bearer ${service.fixtures.admin.token}`,
      accept: 'application/x-ndjson',
      'x-call-id': `mock-lines-${jobId}`,
      'x-fault-plan': 'none',
    },
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
