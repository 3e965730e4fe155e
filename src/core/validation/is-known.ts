/**
 * Whether `value` is one of the values an enum is known to have, such as a job status the SDK knows: narrows an
 * open enum (`JobStatus`, which keeps any status the service may add) to its known values (`KnownJobStatus`), so a
 * `switch` over them can be checked for exhaustiveness.
 * @example
 * if (isKnown(JobStatus, job.status)) {
 *   const status: KnownJobStatus = job.status; // 'QUEUED' | 'RUNNING' | 'COMPLETE' | 'ERROR' | 'STOPPED'
 * }
 */
export function isKnown<K extends string>(enumeration: { readonly options: readonly K[] }, value: unknown): value is K {
  return enumeration.options.includes(value as K);
}
