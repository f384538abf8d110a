import { describe, expect, it } from 'vitest';
import { closeSection, dateFromDigits, incompleteDate, typedDate } from './resting-date.ts';

describe('digits typed before the picker arrives', () => {
  it('show as the picker shows them, separators coming with the digit after them', () => {
    expect(typedDate('', false)).toBe('');
    expect(typedDate('01', false)).toBe('01');
    expect(typedDate('011', false)).toBe('01.1');
    expect(typedDate('01122026', false)).toBe('01.12.2026');
    expect(typedDate('011220261', false)).toBe('01.12.2026 1');
    expect(typedDate('011220261000', false)).toBe('01.12.2026 10:00');
    expect(typedDate('01122026', true)).toBe('01/12/2026');
  });

  it('name the day and time they spell, or an incomplete date', () => {
    expect(dateFromDigits('', 'date')).toBe('');
    expect(dateFromDigits('01122026', 'date')).toBe('2026-12-01');
    expect(dateFromDigits('011220261000', 'datetime')).toBe('2026-12-01T10:00');
    expect(dateFromDigits('0112202610', 'datetime')).toBe(incompleteDate);
    expect(dateFromDigits('0112', 'date')).toBe(incompleteDate);
    expect(dateFromDigits('31022026', 'date')).toBe(incompleteDate);
    expect(dateFromDigits('29022028', 'date')).toBe('2028-02-29');
    expect(dateFromDigits('01132026', 'date')).toBe(incompleteDate);
    expect(dateFromDigits('011220262400', 'datetime')).toBe(incompleteDate);
  });

  it('take a separator after a lone digit as the end of its section', () => {
    expect(closeSection('1')).toBe('01');
    expect(closeSection('013')).toBe('0103');
    expect(closeSection('01')).toBe('01');
    expect(closeSection('010320261')).toBe('0103202601');
    expect(closeSection('01032')).toBe('01032');
  });
});
