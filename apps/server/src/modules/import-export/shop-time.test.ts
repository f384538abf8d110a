import { describe, expect, it } from 'vitest';
import { parseShopDate, parseShopDateTime, shopDate, shopDateTime } from './shop-time.ts';

describe('times in a file on the shop’s clock', () => {
  it('writes an instant as the screens show it, seconds only when there are some', () => {
    expect(shopDateTime('2026-11-05T12:30:00.000Z', 'Europe/Kyiv')).toBe('05.11.2026, 14:30');
    expect(shopDateTime('2026-07-05T12:30:15.000Z', 'Europe/Kyiv')).toBe('05.07.2026, 15:30:15');
    expect(shopDateTime('2026-07-05T12:30:15.000Z', 'Europe/Kyiv', false)).toBe('05.07.2026, 15:30');
    expect(shopDate('2026-11-27')).toBe('27.11.2026');
  });

  it('reads the screens’ form back on the same clock, across a change of summer time; ISO passes', () => {
    expect(parseShopDateTime('05.11.2026, 14:30', 'Europe/Kyiv')).toBe('2026-11-05T12:30:00.000Z');
    expect(parseShopDateTime('05.07.2026 15:30:15', 'Europe/Kyiv')).toBe('2026-07-05T12:30:15.000Z');
    // the night summer time begins: 01:00 on 29.03 is still winter time (UTC+2), 05:00 summer time (UTC+3)
    expect(parseShopDateTime('29.03.2026, 01:00', 'Europe/Kyiv')).toBe('2026-03-28T23:00:00.000Z');
    expect(parseShopDateTime('29.03.2026, 05:00', 'Europe/Kyiv')).toBe('2026-03-29T02:00:00.000Z');
    expect(parseShopDateTime('2026-11-05T12:30:00Z', 'Europe/Kyiv')).toBe('2026-11-05T12:30:00Z');
    expect(parseShopDate('7.1.2026')).toBe('2026-01-07');
    for (const iso of ['2026-01-15T08:05:00.000Z', '2026-06-30T21:59:59.000Z']) {
      expect(parseShopDateTime(shopDateTime(iso, 'America/New_York'), 'America/New_York')).toBe(iso);
    }
  });
});
