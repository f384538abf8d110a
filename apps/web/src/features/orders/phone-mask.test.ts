import { describe, expect, it } from 'vitest';
import { phoneMask } from './phone-mask.ts';

describe('phone mask', () => {
  it('keeps every usual way of typing as +380XXXXXXXXX', () => {
    expect(phoneMask('067 123 45 67')).toBe('+380671234567');
    expect(phoneMask('380671234567')).toBe('+380671234567');
    expect(phoneMask('+38 (067) 123-45-67')).toBe('+380671234567');
    expect(phoneMask('80671234567')).toBe('+380671234567');
  });

  it('lets a number be typed digit by digit and cut back to nothing', () => {
    expect(phoneMask('+380')).toBe('+380');
    expect(phoneMask('+3806')).toBe('+3806');
    expect(phoneMask('+38')).toBe('+38');
    expect(phoneMask('')).toBe('');
    expect(phoneMask('+380 67 123 45 67 99')).toBe('+380671234567');
  });
});
