import { describe, expect, it } from 'vitest';
import { monthlyPayment, percentOf, promoDiscount } from './money.ts';

describe('order money', () => {
  it('rounds a percent half up, exactly past 2^53', () => {
    expect(percentOf(5, 1_000)).toBe(1); // 0.5
    expect(percentOf(4, 1_000)).toBe(0); // 0.4
    expect(percentOf(15, 1_000)).toBe(2); // 1.5
    expect(percentOf(99_999_999_990_000, 3_333)).toBe(Number((99_999_999_990_000n * 3_333n + 5_000n) / 10_000n));
  });

  it('takes a percent per line and caps any promo at what the lines leave', () => {
    expect(promoDiscount([5, 5], { type: 'percent', value: 10 })).toBe(2); // 0.5 + 0.5, each rounded up
    expect(promoDiscount([1_000], { type: 'percent', value: 100 })).toBe(1_000);
    expect(promoDiscount([1_000, 500], { type: 'fixed', value: 20 })).toBe(1_500);
    expect(promoDiscount([1_000], { type: 'fixed', value: 0.5 })).toBe(50);
  });

  it('works out an annuity at the yearly rate, or equal shares at 0 %', () => {
    expect(monthlyPayment(1_000_000, 12, 24)).toBe(94_560);
    expect(monthlyPayment(1_000_001, 7, 0)).toBe(142_857);
    expect(monthlyPayment(1_000_003, 2, 0)).toBe(500_002); // 500 001.5 → up
  });
});
