import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { openEnum } from '../../src/core/validation/schema.js';
import {
  Channel,
  Dataset,
  Job,
  type JobStatus,
  type JobType,
  type MsearchSource,
  type Notification,
  type Subscription,
} from '../../src/index.js';
import { ChannelCollection } from '../../src/models/channel.js';
import { channelBody, jobBody } from '../fixtures/bodies.js';

describe('models', () => {
  it('keep unknown fields when parsed', () => {
    const parsed = Channel.parse(channelBody({ colour: 'teal', nested: { a: 1 } }));
    expect(parsed).toMatchObject({ colour: 'teal', nested: { a: 1 } });
  });

  it("type a dataset without tags, as the service shows it; the search engine's hits have them", () => {
    expectTypeOf<Dataset>().not.toHaveProperty('tags');
    expectTypeOf<MsearchSource['tags']>().toEqualTypeOf<string[] | undefined>();
    expect(Object.keys(Dataset.shape)).not.toContain('tags');
  });

  it('type only the known fields, nested ones too; unknown fields stay and read through a record cast', () => {
    const parsed = Job.parse(jobBody({ queue: 'fast', _embedded: { pipeline: { id: 'p', colour: 'teal' } } }));
    expect((parsed as Record<string, unknown>)['queue']).toBe('fast');
    expect((parsed._embedded?.pipeline as Record<string, unknown> | undefined)?.['colour']).toBe('teal');
    expectTypeOf(parsed).toHaveProperty('status');
    expectTypeOf(parsed).not.toHaveProperty('queue');
    const pipeline = expectTypeOf(parsed._embedded)
      .exclude<undefined>()
      .toHaveProperty('pipeline')
      .exclude<undefined>();
    pipeline.toHaveProperty('name');
    pipeline.not.toHaveProperty('colour');
  });

  it('leave absent fields absent instead of filling them with null or undefined', () => {
    const parsed = Job.parse(jobBody());
    expect('startTime' in parsed).toBe(false);
    expect('exitCode' in parsed).toBe(false);
  });

  it('keep timestamps as the exact strings sent, nanoseconds included', () => {
    const parsed = Job.parse(jobBody({ startTime: '2021-04-01T12:00:00.123456789' }));
    expect(parsed.startTime).toBe('2021-04-01T12:00:00.123456789');
  });

  it('accept the older channel form that embeds its workspace', () => {
    const { workspaceId: _omitted, ...older } = channelBody();
    expect(Channel.safeParse({ ...older, workspace: { id: 'w', name: 'Analytics' } }).success).toBe(true);
  });

  it('read an empty collection without _embedded', () => {
    expect(
      ChannelCollection.schema.safeParse({
        _links: { self: { href: 'x' } },
        page: { size: 10, number: 0, totalElements: 0, totalPages: 0 },
      }).success,
    ).toBe(true);
  });

  it('flag a missing required field and a wrong type', () => {
    const { name: _name, ...nameless } = channelBody();
    expect(Channel.safeParse(nameless).error?.issues[0]?.path).toEqual(['name']);
    expect(Channel.safeParse(channelBody({ datasetCount: 'three' })).error?.issues[0]?.path).toEqual(['datasetCount']);
  });
});

describe('open enums', () => {
  const Colour = openEnum(['RED', 'GREEN']);

  it('accept the known values', () => {
    expect(Colour.safeParse('RED').success).toBe(true);
  });

  it('report an unknown value as a custom issue that names the known ones', () => {
    const issue = Colour.safeParse('BLUE').error?.issues[0];
    expect(issue?.code).toBe('custom');
    expect(issue?.message).toBe('unknown value "BLUE"; known values are RED, GREEN');
  });

  it('type the known values and still accept any string', () => {
    expectTypeOf<z.infer<typeof JobStatus>>().toExtend<string>();
    expectTypeOf<'QUEUED'>().toExtend<z.infer<typeof JobStatus>>();
    expectTypeOf<'SOMETHING_NEW'>().toExtend<JobType>();
    expectTypeOf<Subscription['type']>().toExtend<string>();
    expectTypeOf<Notification['type']>().toExtend<string>();
  });
});
