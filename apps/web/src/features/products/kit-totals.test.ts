import { describe, expect, it } from 'vitest';
import { itemLine, kitTotals } from './kit-totals.ts';

describe('kit totals in the form', () => {
  it('takes a percent off the price, rounded once per line', () => {
    expect(itemLine(99_999, { quantity: '3', discount_type: 'percent', discount: '12,5' })).toBe(262_497);
  });

  it('a fixed price is per unit, typed in hryvnias', () => {
    expect(itemLine(50_000, { quantity: '2', discount_type: 'price', price: '199,90' })).toBe(39_980);
  });

  it('counts the kit product once and each item by its quantity', () => {
    const prices = new Map([
      [2, 10_000],
      [3, 20_000],
    ]);
    const totals = kitTotals(
      100_000,
      [
        { product: 2, quantity: '2', discount_type: 'percent', discount: '50' },
        { product: 3, quantity: '1', discount_type: 'price', price: '150' },
        { product: null, quantity: '1', discount_type: 'percent', discount: '' },
      ],
      (id) => prices.get(id),
    );
    expect(totals).toEqual({ full: 140_000, total: 125_000, pending: 1 });
  });
});
