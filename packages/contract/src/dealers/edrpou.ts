/**
 * The check digit of an EDRPOU code (a Ukrainian company's 8-digit registry code), by the
 * published algorithm: the first seven digits weighted 1…7 (7,1…6 for codes between 30 000 000
 * and 60 000 000), the sum modulo 11; a remainder of 10 is computed again with every weight
 * raised by 2, and a second 10 counts as 0.
 */
export function edrpouCheckDigit(code: string): number | null {
  if (!/^\d{8}$/.test(code)) return null;
  const digits = [...code.slice(0, 7)].map(Number);
  const value = Number(code);
  const base = value > 30_000_000 && value < 60_000_000 ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  const remainder = (shift: number) => digits.reduce((sum, d, i) => sum + d * ((base[i] ?? 0) + shift), 0) % 11;
  const first = remainder(0);
  if (first < 10) return first;
  const second = remainder(2);
  return second < 10 ? second : 0;
}

/** Eight digits whose last one is the check digit of the seven before it. */
export const isEdrpou = (code: string): boolean => edrpouCheckDigit(code) === Number(code.slice(-1));
