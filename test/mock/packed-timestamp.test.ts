import { describe, expect, it } from 'vitest';
import { clockEnd, serviceTimestamp } from '../../src/mock/clock.js';
import { packTimestamp, unpackTimestamp } from '../../src/mock/packed-timestamp.js';
import { SeededRandom } from '../../src/mock/random.js';

const roundTrip = (text: string) => {
  const packed = packTimestamp(text);
  return packed && unpackTimestamp(...packed);
};

describe('packTimestamp', () => {
  it('packs the service form with 1 to 9 fractional digits, and unpacks it character for character', () => {
    expect(roundTrip('2024-03-01T09:00:00.1')).toBe('2024-03-01T09:00:00.1');
    expect(roundTrip('2024-03-01T09:00:00.12')).toBe('2024-03-01T09:00:00.12');
    expect(roundTrip('2024-03-01T09:00:00.123')).toBe('2024-03-01T09:00:00.123');
    expect(roundTrip('2024-03-01T09:00:00.1230')).toBe('2024-03-01T09:00:00.1230');
    expect(roundTrip('2024-03-01T09:00:00.000001')).toBe('2024-03-01T09:00:00.000001');
    expect(roundTrip('2024-03-01T09:00:00.999000090')).toBe('2024-03-01T09:00:00.999000090');
    expect(roundTrip('1970-01-01T00:00:00.0')).toBe('1970-01-01T00:00:00.0');
    expect(roundTrip('9999-12-31T23:59:59.999999999')).toBe('9999-12-31T23:59:59.999999999');
  });

  it('keeps the instant to the millisecond, the digits past a shorter timestamp as zeros', () => {
    expect(packTimestamp('2024-03-01T09:00:00.1')?.[0]).toBe(Date.UTC(2024, 2, 1, 9, 0, 0, 100));
    expect(packTimestamp('2024-03-01T09:00:00.123456')?.[0]).toBe(Date.UTC(2024, 2, 1, 9, 0, 0, 123));
  });

  it('packs every timestamp the mock writes', () => {
    const random = new SeededRandom(7);
    for (let draw = 0; draw < 2000; draw++) {
      const text = serviceTimestamp(random.int(0, clockEnd), random);
      expect(roundTrip(text)).toBe(text);
    }
  });

  it('packs no other form, nor a day the calendar lacks', () => {
    for (const text of [
      '2024-03-01T09:00:00',
      '2024-03-01T09:00:00.',
      '2024-03-01T09:00:00.1234567890',
      '2024-03-01T09:00:00.123Z',
      '2024-03-01T09:00:00.123+01:00',
      '2024-03-01 09:00:00.123',
      '2024-02-30T09:00:00.123',
      '2024-03-01T24:00:00.000',
      '',
    ])
      expect(packTimestamp(text), text).toBeUndefined();
  });
});
