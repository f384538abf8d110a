import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, codeAt, hashRecoveryCode, newRecoveryCodes, stepAt, verifyTotp } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 key is the ASCII of "12345678901234567890"
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('gives the RFC 6238 test vectors (last six digits)', () => {
    for (const [seconds, code] of [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ] as const) {
      expect(codeAt(rfcSecret, stepAt(seconds * 1000))).toBe(code);
    }
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts a code one step early or late, not two, and never the same step twice', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(verifyTotp(rfcSecret, codeAt(rfcSecret, step - 1), null, now)).toBe(step - 1);
    expect(verifyTotp(rfcSecret, codeAt(rfcSecret, step + 1), null, now)).toBe(step + 1);
    expect(verifyTotp(rfcSecret, codeAt(rfcSecret, step - 2), null, now)).toBeNull();
    expect(verifyTotp(rfcSecret, codeAt(rfcSecret, step + 2), null, now)).toBeNull();
    expect(verifyTotp(rfcSecret, codeAt(rfcSecret, step), step, now)).toBeNull();
    expect(verifyTotp(rfcSecret, '12345', null, now)).toBeNull();
  });

  it('makes ten distinct recovery codes, hashed whatever their dash and case', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first = ''] = codes;
    expect(hashRecoveryCode(first.toUpperCase().replace('-', ''))).toBe(hashRecoveryCode(first));
  });
});
