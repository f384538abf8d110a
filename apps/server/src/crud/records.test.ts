import { describe, expect, it } from 'vitest';
import { likeContains } from './filters.ts';
import { isoTimestamp } from './records.ts';

describe('isoTimestamp', () => {
  it('turns PostgreSQL timestamptz text into ISO 8601 UTC', () => {
    expect(isoTimestamp('2026-11-20 10:15:30.123+02')).toBe('2026-11-20T08:15:30.123Z');
    expect(isoTimestamp('2026-11-20 10:15:30+05:30')).toBe('2026-11-20T04:45:30.000Z');
    expect(isoTimestamp('2026-11-20 10:15:30.123456+00')).toBe('2026-11-20T10:15:30.123Z');
    expect(isoTimestamp(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(isoTimestamp(null)).toBeNull();
  });

  it('agrees with Date.parse on every shape PostgreSQL writes, without a pattern per value', () => {
    const cases: [string, string][] = [
      ['2026-11-20 10:15:30.1+00', '2026-11-20T10:15:30.100Z'],
      ['2026-11-20 10:15:30.12-03', '2026-11-20T13:15:30.120Z'],
      ['2026-01-01 01:00:00+02', '2025-12-31T23:00:00.000Z'],
      ['1900-01-01 00:00:00+02:02:04', '1899-12-31T21:57:56.000Z'],
      ['2024-02-29 23:59:59.999999-09:30', '2024-03-01T09:29:59.999Z'],
      ['0050-06-01 12:00:00+00', '0050-06-01T12:00:00.000Z'],
      ['0050-06-01 12:00:00+01', '0050-06-01T11:00:00.000Z'],
    ];
    for (const [pg, iso] of cases) expect(isoTimestamp(pg), pg).toBe(iso);
    // not a time PostgreSQL writes in ISO style: passed through as it came
    expect(isoTimestamp('infinity')).toBe('infinity');
  });
});

describe('likeContains', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(likeContains('50%')).toBe('%50\\%%');
    expect(likeContains('a_b')).toBe('%a\\_b%');
    expect(likeContains('c:\\x')).toBe('%c:\\\\x%');
  });
});
