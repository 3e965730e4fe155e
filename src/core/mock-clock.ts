import { TimeoutError } from './errors.js';

// The SDK's mock (wdp-sdk/mock) marks its answers `x-wdp-mock-clock: manual; now=<instant>` (or `auto; ...`); the
// service never does. On a manual clock a job moves only when the test advances it, so a wait could never end.

/**
 * The header the SDK's mock tells its clock in. The mock keeps its own constant (core imports nothing of the mock,
 * nor the mock of core); test/resources/jobs/mock-clock.test.ts holds the two to one value and one literal type.
 */
export const mockClockHeader: 'x-wdp-mock-clock' = 'x-wdp-mock-clock';

/** The mock's clock as an answer tells it, such as `manual; now=2024-03-01T09:00:00.000Z`; null from the service. */
export const mockClock = (response: Response): string | null => response.headers.get(mockClockHeader);

/** The advice that ends a timeout's message when the last answer came from the mock on a manual clock. */
export function hintFor(clock: string | null): string {
  return clock?.startsWith('manual')
    ? " The mock's clock moves only when told: call mock.clock.advance(ms), or create the mock with { autoAdvanceMs }."
    : '';
}

/**
 * A `TimeoutError` with `reason: 'stalled-clock'` when two polls an interval apart found the mock's manual clock
 * at the same instant.
 */
export function stalledClock(
  before: string | null,
  after: string | null,
  job: { readonly id: string; readonly status: string },
  method: string,
) {
  if (after === null || after !== before || !after.startsWith('manual')) return undefined;
  return new TimeoutError(
    `${method}: job ${job.id} is still ${job.status}, and the mock's clock has not moved for a whole poll ` +
      `interval, so the job cannot change.${hintFor(after)}`,
    { reason: 'stalled-clock' },
  );
}
