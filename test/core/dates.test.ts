import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, toDate } from '../../src/index.js';

describe('toDate', () => {
  it.each([
    ['2021-02-11T11:12:33.123456789', '2021-02-11T11:12:33.123Z'],
    ['2021-02-11T11:12:33.999999999', '2021-02-11T11:12:33.999Z'],
    ['2021-02-11T11:12:33.123456', '2021-02-11T11:12:33.123Z'],
    ['2021-02-11T11:12:33.123', '2021-02-11T11:12:33.123Z'],
    ['2021-02-11T11:12:33.12', '2021-02-11T11:12:33.120Z'],
    ['2021-02-11T11:12:33.5', '2021-02-11T11:12:33.500Z'],
    ['2021-02-11T11:12:33', '2021-02-11T11:12:33.000Z'],
    ['2021-02-11T11:12', '2021-02-11T11:12:00.000Z'],
    ['2024-02-29T00:00:00', '2024-02-29T00:00:00.000Z'],
  ])('reads zone-less %s as UTC: %s', (input, expected) => {
    expect(toDate(input).toISOString()).toBe(expected);
  });

  it.each([
    ['2021-02-11T11:12:33.123456789Z', '2021-02-11T11:12:33.123Z'],
    ['2021-02-11T11:12:33z', '2021-02-11T11:12:33.000Z'],
    ['2021-02-11T11:12:33.5+01:00', '2021-02-11T10:12:33.500Z'],
    ['2021-02-11T11:12:33+0100', '2021-02-11T10:12:33.000Z'],
    ['2021-02-11T11:12:33.000001-05:30', '2021-02-11T16:42:33.000Z'],
    ['2021-02-11T23:30:00-01:00', '2021-02-12T00:30:00.000Z'],
  ])('honours the zone of %s: %s', (input, expected) => {
    expect(toDate(input).toISOString()).toBe(expected);
    expect(toDate(input, 'local').toISOString()).toBe(expected);
  });

  it("reads zone-less values in this machine's zone with 'local'", () => {
    const local = toDate('2021-02-11T11:12:33.123456', 'local');
    expect(local.getTime()).toBe(new Date(2021, 1, 11, 11, 12, 33, 123).getTime());
    expect([
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
      local.getMilliseconds(),
    ]).toEqual([2021, 1, 11, 11, 12, 33, 123]);
  });

  it('defaults to UTC', () => {
    expect(toDate('2021-02-11T11:12', 'utc').getTime()).toBe(Date.UTC(2021, 1, 11, 11, 12));
    expect(toDate('2021-02-11T11:12').getTime()).toBe(Date.UTC(2021, 1, 11, 11, 12));
  });

  it.each([
    [''],
    ['2021-02-11'],
    ['2021-02-11 11:12:33'],
    ['11:12:33'],
    ['2021-02-11T11:12.5'],
    ['2021-02-11T11:12:33.'],
    ['2021-13-01T00:00:00'],
    ['2021-02-30T10:00:00'],
    ['2021-02-29T10:00:00'],
    ['2021-02-11T25:00:00'],
    ['2021-02-11T11:60:00'],
    ['2021-02-11T11:12:33+1'],
    ['2021-02-11T11:12:33 UTC'],
    ['not a date'],
  ])('throws InvalidArgumentError on %j', (input) => {
    expect(() => toDate(input)).toThrow(InvalidArgumentError);
    expect(() => toDate(input)).toThrow(`"${input}" is not an ISO 8601 timestamp such as 2024-03-01T10:20:30.123.`);
  });

  it('throws InvalidArgumentError on a value that is not a string', () => {
    // @ts-expect-error a timestamp is a string
    expect(() => toDate(1_613_041_953_000)).toThrow('number is not an ISO 8601 timestamp');
    // @ts-expect-error a timestamp is a string
    expect(() => toDate(null)).toThrow(InvalidArgumentError);
    // @ts-expect-error a timestamp is a string
    expect(() => toDate(new Date())).toThrow(InvalidArgumentError);
  });
});
