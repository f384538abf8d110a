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
});

describe('likeContains', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(likeContains('50%')).toBe('%50\\%%');
    expect(likeContains('a_b')).toBe('%a\\_b%');
    expect(likeContains('c:\\x')).toBe('%c:\\\\x%');
  });
});
