import { describe, expect, it } from 'vitest';
import { formatRecent } from './recent-time.ts';

const now = Date.parse('2026-11-27T10:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('formatRecent', () => {
  it('says minutes and hours ago within the last hours, in uk-UA', () => {
    expect(plain(formatRecent(ago(20_000), 'uk-UA', now, 'Europe/Kyiv')?.text)).toBe('зараз');
    expect(plain(formatRecent(ago(5 * 60_000), 'uk-UA', now, 'Europe/Kyiv')?.text)).toBe('5 хв тому');
    expect(plain(formatRecent(ago(3 * 3_600_000 + 60_000), 'uk-UA', now, 'Europe/Kyiv')?.text)).toBe('3 год тому');
  });

  it('gives the full date and time on the shop clock, and shows only that for older times', () => {
    const older = formatRecent('2026-11-20T08:30:00Z', 'uk-UA', now, 'Europe/Kyiv');
    expect(older?.text).toBe(older?.full);
    expect(older?.full).toContain('10:30');
    expect(formatRecent(ago(5 * 60_000), 'uk-UA', now, 'Europe/Kyiv')?.full).toContain('11:55');
  });

  it('has nothing to say about a missing or broken time', () => {
    expect(formatRecent(null, 'uk-UA', now)).toBeNull();
    expect(formatRecent('вчора', 'uk-UA', now)).toBeNull();
  });
});
