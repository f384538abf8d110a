import { describe, expect, it } from 'vitest';
import { edrpouCheckDigit, isEdrpou } from './edrpou.ts';

describe('EDRPOU check digit', () => {
  it.each([
    // published codes: Ощадбанк, Укрексімбанк, ПриватБанк (below 30 000 000: weights 1…7)
    ['00032129', true],
    ['00032112', true],
    ['14360570', true],
    // between 30 000 000 and 60 000 000: weights 7, 1…6
    ['36425142', true],
    ['43395033', true],
    ['00032128', false],
    ['14360571', false],
    ['36425141', false],
    ['1436057', false],
    ['1436057a', false],
    ['143605700', false],
  ])('%s is %s', (code, valid) => {
    expect(isEdrpou(code)).toBe(valid);
  });

  it('weighs again with every weight +2 when the first remainder is 10, and a second 10 counts as 0', () => {
    // 0000200 (1…7): 2·5 = 10, again 2·7 = 14 → 3
    expect(edrpouCheckDigit('00002003')).toBe(3);
    // 3000000 (7, 1…6): 3·7 = 21 → 10, again 3·9 = 27 → 5
    expect(edrpouCheckDigit('30000005')).toBe(5);
    // 3000044: 21 + 4·5 + 4·6 = 65 → 10, again 27 + 4·7 + 4·8 = 87 → 10 → 0
    expect(edrpouCheckDigit('30000440')).toBe(0);
    expect(isEdrpou('30000440')).toBe(true);
  });
});
