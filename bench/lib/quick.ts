// The bench's quick mode (`tsx bench/run.ts --quick`, or WDP_BENCH_QUICK=1 in the environment a measure runs in):
// every measure runs once at tiny sizes, with no targets judged, so that `npm test` (test/bench/quick.test.ts) fails
// when a measure no longer runs at all. Its numbers mean nothing; results.json and the docs' figures are left alone.

/** The environment variable that turns quick mode on; child processes of a measure inherit it. */
export const quickEnv = 'WDP_BENCH_QUICK';

/** Whether this process runs the bench in quick mode. */
export const quick = process.env[quickEnv] === '1';

/** `full` in a real run, `tiny` in quick mode: a size, a count of requests, a number of rounds. */
export function scale<T>(full: T, tiny: T): T {
  return quick ? tiny : full;
}
