import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { streamSelection } from '../../src/models/stream-selection.js';

describe('streamSelection', () => {
  it('builds <extractor>._select and <extractor>._metadata as JSON text', () => {
    const properties = streamSelection('tap-x', {
      select: ['orders.*', 'customers.id', '!orders.notes'],
      metadata: { orders: { 'replication-method': 'INCREMENTAL', 'replication-key': 'updated_at' } },
    });
    expect(properties).toEqual({
      'tap-x._select': '["orders.*","customers.id","!orders.notes"]',
      'tap-x._metadata': '{"orders":{"replication-method":"INCREMENTAL","replication-key":"updated_at"}}',
    });
    expect(JSON.parse(properties['tap-x._metadata'] ?? '')).toEqual({
      orders: { 'replication-method': 'INCREMENTAL', 'replication-key': 'updated_at' },
    });
  });

  it('gives only the property asked for, and keeps extra metadata', () => {
    expect(streamSelection('tap-x', { select: ['orders.*'] })).toEqual({ 'tap-x._select': '["orders.*"]' });
    expect(streamSelection('tap-x', { metadata: { '*': { 'key-properties': ['id'], selected: true } } })).toEqual({
      'tap-x._metadata': '{"*":{"key-properties":["id"],"selected":true}}',
    });
  });

  it.each([
    [() => streamSelection('', { select: ['a.*'] }), 'needs the extractor\'s plugin name, such as "tap-postgres"'],
    [() => streamSelection('extractors/tap-x', { select: ['a.*'] }), 'got "extractors/tap-x"'],
    [() => streamSelection(5 as never, { select: ['a.*'] }), 'got number'],
    [() => streamSelection('tap-x', undefined as never), 'the selection must be an object { select, metadata }'],
    [() => streamSelection('tap-x', {}), 'give `select`, `metadata` or both; got neither'],
    [() => streamSelection('tap-x', { selects: ['a.*'] } as never), 'did you mean `select`?'],
    [() => streamSelection('tap-x', { select: 'orders.*' as never }), '`select` must be a list of non-empty patterns'],
    [() => streamSelection('tap-x', { select: ['orders.*', ''] }), 'got a list with an empty or non-string item'],
    [() => streamSelection('tap-x', { metadata: [] as never }), '`metadata` must be an object by stream name'],
    [() => streamSelection('tap-x', { metadata: { orders: 'INCREMENTAL' as never } }), '`metadata["orders"]`'],
    [
      // @ts-expect-error a replication method is FULL_TABLE, INCREMENTAL or LOG_BASED: refused by types and call
      () => streamSelection('tap-x', { metadata: { orders: { 'replication-method': 'INCREMENTL' } } }),
      '`metadata["orders"]`\'s replication-method must be one of FULL_TABLE, INCREMENTAL, LOG_BASED; got "INCREMENTL".',
    ],
    [
      () => streamSelection('tap-x', { metadata: { orders: { 'replication-method': 1 as never } } }),
      'replication-method must be one of FULL_TABLE, INCREMENTAL, LOG_BASED; got number.',
    ],
  ])('refuses bad input with InvalidArgumentError (%#)', (call, message) => {
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(message);
  });
});
