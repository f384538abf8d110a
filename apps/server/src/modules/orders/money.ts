/**
 * Order money in integer kopecks. Products of money × quantity × percent pass 2^53 (a line of
 * 10 000 units at 1 000 000 ₴ is 10^12 kopecks, × 10 000 basis points is 10^16), so they are
 * BigInt; each rounds half up once.
 */

/** `amount × basisPoints / 10 000`, rounded half up (amounts are never negative). */
export function percentOf(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** A decimal percent (12.5) as basis points (1250), exact to the declared two places. */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

export interface PromoTerms {
  type: 'percent' | 'fixed';
  /** Percent (0.01–100) or hryvnias, as the promo code's `discount_value`. */
  value: number;
}

/**
 * The promo's discount over lines net of their own discounts: a percent is taken off each line
 * and rounded once per line; a fixed sum is capped so the discount never passes what is left.
 */
export function promoDiscount(lineNets: readonly number[], terms: PromoTerms): number {
  const net = lineNets.reduce((a, b) => a + b, 0);
  if (terms.type === 'percent') {
    const bp = Math.min(10_000, basisPoints(terms.value));
    return Math.min(
      net,
      lineNets.reduce((sum, line) => sum + percentOf(line, bp), 0),
    );
  }
  return Math.min(net, Math.round(terms.value * 100));
}

/**
 * The monthly payment of a credit program: an annuity at the yearly `rate` percent over `months`,
 * or an equal share when the rate is 0, rounded half up to the kopeck.
 */
export function monthlyPayment(total: number, months: number, rate: number): number {
  if (months <= 0) return total;
  if (rate <= 0) return Number((2n * BigInt(total) + BigInt(months)) / (2n * BigInt(months)));
  const r = rate / 100 / 12;
  const payment = (total * r) / (1 - (1 + r) ** -months);
  return Math.floor(payment + 0.5);
}
