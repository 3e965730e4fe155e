// What the service sends is open (a value the SDK does not know yet is kept), what a caller writes is closed (only the
// known values compile); `isKnown` goes from the one to the other.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type DataPluginInput,
  type DataPluginType,
  isKnown,
  type Job,
  JobStatus,
  type JobWaitOptions,
  type KnownDataPluginType,
  type KnownJobStatus,
  type KnownSubscriptionType,
  type StreamMetadata,
  type Subscription,
  type SubscriptionInput,
  SubscriptionType,
} from 'wdp-sdk';

describe('enums', () => {
  it('type a model the service sends by the known values and any other string', () => {
    expectTypeOf<KnownJobStatus>().toEqualTypeOf<'QUEUED' | 'RUNNING' | 'COMPLETE' | 'ERROR' | 'STOPPED'>();
    expectTypeOf<Job['status']>().toEqualTypeOf<JobStatus>();
    expectTypeOf<JobStatus>().toEqualTypeOf<KnownJobStatus | (string & {})>();
    expectTypeOf<Subscription['type']>().toEqualTypeOf<KnownSubscriptionType | (string & {})>();
  });

  it('type what a caller writes by the known values only', () => {
    expectTypeOf<NonNullable<JobWaitOptions['until']>>().toEqualTypeOf<
      readonly KnownJobStatus[] | ((job: Job) => boolean)
    >();
    expectTypeOf<DataPluginInput['pluginType']>().toEqualTypeOf<KnownDataPluginType>();
    expectTypeOf<SubscriptionInput['type']>().toEqualTypeOf<KnownSubscriptionType>();
    expectTypeOf<StreamMetadata['replication-method']>().toEqualTypeOf<
      'FULL_TABLE' | 'INCREMENTAL' | 'LOG_BASED' | undefined
    >();
  });

  it("narrow an open value to the known ones with isKnown, at run time by the schema's values", () => {
    const read = (status: JobStatus) => (isKnown(JobStatus, status) ? status : undefined);
    expectTypeOf(read).returns.toEqualTypeOf<KnownJobStatus | undefined>();
    expect(read('COMPLETE')).toBe('COMPLETE');
    expect(read('ARCHIVED')).toBeUndefined();
    expect(isKnown(SubscriptionType, 'ALERTS')).toBe(true);
    expect(isKnown(SubscriptionType, 'alerts')).toBe(false);
    expect(isKnown(SubscriptionType, undefined)).toBe(false);
    expect(JobStatus.options).toEqual(['QUEUED', 'RUNNING', 'COMPLETE', 'ERROR', 'STOPPED']);
    const type: DataPluginType = 'EXTRACTOR';
    expectTypeOf(type).toExtend<DataPluginType>();
  });
});
