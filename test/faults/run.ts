// The fault suite (`npm run test:faults`): drives the SDK through a fault-injecting loopback server in
// front of the mock service and prints one summary line; exits 1 on any wrong error class, repeated
// POST, lost or duplicated log line. FAULT_SEED picks another (deterministic) run.
import { type Aborted, abortsSettled, judgeAborts, runAborts } from './aborts.js';
import { runFollowLane } from './follow.js';
import { type CallResult, Tally } from './judge.js';
import { runProbes } from './probes.js';
import { startRemote } from './remote.js';
import {
  attemptTimeoutOf,
  buildCalls,
  type CallSpec,
  faultClient,
  RetryCounter,
  runCall,
  runPool,
} from './workload.js';

const seed = Number(process.env['FAULT_SEED'] ?? 7_301);
if (!Number.isSafeInteger(seed)) throw new Error(`FAULT_SEED must be an integer; got ${process.env['FAULT_SEED']}`);

const calls = 1_400;
// The run's length is the faults' own waits (each `slow-headers` costs the client's timeout, `clientTimeoutMs`, a
// Retry-After 1 or 2 s), not CPU: 48 calls in flight overlap them, and a clean answer takes well under a second.
const concurrency = 48;
// 20 follows, each on a lane (a mock service) of its own, all at once: the follows of one lane run one after another,
// so their `slow-headers` timeouts add up (4 lanes of 5 follows took 35 s, one lane 11 timeouts in a row).
const followLanes = 20;
const followsPerLane = 1;
const minInjected = 1_000;

async function main(): Promise<number> {
  const started = performance.now();
  // Lane 0: the mixed workload. Lanes 1..20: jobs.follow, each on a clock moving 500 ms a request. Last: the probes.
  const remote = await startRemote({ seed, followLanes });
  const probeLane = followLanes + 1;
  const counter = new RetryCounter();
  const tally = new Tally();
  let injected = 0;
  try {
    const main = remote.fixtures[0];
    const probe = remote.fixtures[probeLane];
    if (!main || !probe) throw new Error('the server process has no lanes');
    // The follow lanes start at once. Beside them, the probes run first, then the mixed workload (started with the
    // probes, its first 48 calls met a cold client and server: clean answers took up to 0.5 s).
    const lanes = Promise.all(
      Array.from({ length: followLanes }, (_, i) => runFollowLane(i + 1, remote, counter, followsPerLane)),
    );
    const probesThenWorkload = async (): Promise<{ aborted: Aborted[]; results: CallResult[] }> => {
      const probeClient = faultClient(remote.urls[probeLane] ?? '', probe.admin.token, counter);
      await probeClient.profiles.list({ headers: { 'x-call-id': 'warm-up', 'x-fault-plan': 'none' } });
      const [, aborted] = await Promise.all([
        runProbes(probeClient, remote, probeLane, counter, tally),
        runAborts(probeClient, remote, probeLane, counter),
      ]);
      const client = faultClient(remote.urls[0] ?? '', main.admin.token, counter);
      const specs = await buildCalls(main, (names) => remote.seedChannels(names), client, calls, seed);
      const run = (spec: CallSpec) => runCall(spec, counter, { timeout: attemptTimeoutOf(seed, spec) });
      return { aborted, results: await runPool(specs, concurrency, run) };
    };
    const [{ aborted, results }, laneResults] = await Promise.all([probesThenWorkload(), lanes]);
    const attempts = await remote.attempts();
    const of = (id: string) => attempts.get(id) ?? [];
    for (const result of results) tally.call(result, of(result.id));
    for (const lane of laneResults) {
      for (const result of lane.calls) tally.call(result, of(result.id));
      for (const follow of lane.follows) tally.follow(follow, of(follow.id));
    }
    // What an abort should have prevented is judged once it would have come, however soon the run ends.
    await abortsSettled(aborted);
    const afterAborts = await remote.attempts(aborted.map(({ id }) => id));
    judgeAborts(aborted, (id) => afterAborts.get(id) ?? [], counter, tally);
  } finally {
    injected = await remote.close();
  }

  const problems = [...tally.wrong.map((w) => `wrong: ${w}`), ...tally.repeated.map((r) => `repeated: ${r}`)];
  if (injected < minInjected)
    problems.push(`only ${injected} faults were injected; the suite promises at least ${minInjected}`);
  if (tally.linesChecked === 0) problems.push('no followed log line was checked');
  for (const problem of problems) console.error(problem);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `faults: ${injected} injected, ${tally.succeededAfterRetries} requests succeeded after retries, ` +
      `${tally.rightFailures} failed with the right error class, ${tally.wrong.length} wrong, ` +
      `${tally.repeated.length} non-idempotent writes repeated, ${tally.lost} log lines lost, ` +
      `${tally.duplicated} duplicated (${seconds} s)`,
  );
  return problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('faults: the suite itself failed:', error);
    process.exit(1);
  },
);
