import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, statusTone, stringsSummary } from './format.ts';

// Intl puts narrow no-break spaces in Ukrainian numbers; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('cell formatting (uk-UA)', () => {
  it('shows kopecks as hryvnias', () => {
    expect(plain(formatMoney(123456, 'uk-UA'))).toBe('1 234,56 ₴');
    expect(plain(formatMoney('99', 'uk-UA'))).toBe('0,99 ₴');
    expect(formatMoney(null, 'uk-UA')).toBe('');
  });

  it('formats numbers up to the declared scale', () => {
    expect(plain(formatNumber('1234.5', 'uk-UA', 2))).toBe('1 234,5');
    expect(formatNumber(undefined, 'uk-UA')).toBe('');
  });

  it('shows a calendar date as that day, whatever the time zone', () => {
    expect(formatDate('2026-03-01', 'uk-UA')).toBe('01.03.2026');
    expect(formatDate('nonsense', 'uk-UA')).toBe('');
  });

  it("shows an instant on the shop's clock, whatever the zone this runs in", () => {
    expect(formatDateTime('2026-11-05T12:30:00.000Z', 'uk-UA')).toBe('05.11.2026, 14:30');
    expect(formatDateTime('2026-11-05T12:30:00.000Z', 'en-GB', 'America/New_York')).toBe('05/11/2026, 07:30');
    expect(formatDateTime(42, 'uk-UA')).toBe('');
  });

  it('summarises a list of strings', () => {
    expect(stringsSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ text: 'a, b, c', more: 2 });
    expect(stringsSummary([])).toEqual({ text: '', more: 0 });
    expect(stringsSummary('x')).toEqual({ text: '', more: 0 });
  });

  it('colours statuses by meaning', () => {
    expect(statusTone('published')).toBe('success');
    expect(statusTone('draft')).toBe('default');
    expect(statusTone('something-else')).toBe('info');
  });
});
