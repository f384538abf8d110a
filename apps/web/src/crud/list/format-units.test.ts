import { promoCodes } from '@kramar/contract/resources/promo-codes.ts';
import { describe, expect, it } from 'vitest';
import { formatNumber, shownStatus, unitOf, withUnit } from './format.ts';

const value = promoCodes.fields.discount_value;
const status = promoCodes.fields.status;
if (!value || !status) throw new Error('promo-codes declares discount_value and status');

describe('a number with its unit', () => {
  it('takes the unit its other field picks', () => {
    expect(unitOf(value, { discount_type: 'percent' })).toBe('%');
    expect(unitOf(value, { discount_type: 'fixed' })).toBe('₴');
    expect(withUnit(formatNumber(10, 'uk-UA', 2), unitOf(value, { discount_type: 'percent' }))).toBe('10\u00a0%');
  });

  it('shows the bare number when the record picks no unit', () => {
    expect(unitOf(value, {})).toBeUndefined();
    expect(withUnit('10', undefined)).toBe('10');
  });
});

describe('a dated status', () => {
  it('shows the state its dates give it, as the server counts it', () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const earlier = new Date(Date.now() - 86_400_000).toISOString();
    expect(shownStatus(status, 'active', { starts_at: later })).toBe('scheduled');
    expect(shownStatus(status, 'active', { ends_at: earlier })).toBe('expired');
    expect(shownStatus(status, 'inactive', { starts_at: later })).toBe('inactive');
    expect(shownStatus(status, 'active', {})).toBe('active');
  });
});
