/** A feed's price rule: a markup or a discount in percent, then rounding. Prices are in kopecks. */
export interface PriceRule {
  rule: 'none' | 'markup' | 'discount';
  percent: number;
  rounding: 'none' | 'whole' | 'nine';
}

export function applyPrice(kopecks: number, r: PriceRule): number {
  let p = kopecks;
  if (r.rule === 'markup') p = p * (1 + r.percent / 100);
  else if (r.rule === 'discount') p = p * (1 - r.percent / 100);
  p = Math.max(0, Math.round(p));
  if (r.rounding === 'whole') return Math.round(p / 100) * 100;
  if (r.rounding === 'nine') {
    // up to the next whole hryvnia ending in 9: 1234.50 → 1239, 1239 stays
    const h = Math.ceil(p / 100);
    return (h % 10 === 9 ? h : h - (h % 10) + 9) * 100;
  }
  return p;
}

/** `1234.00` from kopecks. */
export const money = (kopecks: number): string =>
  `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
