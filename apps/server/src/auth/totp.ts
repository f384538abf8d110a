import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Time-based one-time passwords, RFC 6238 (HMAC-SHA1, 30-second steps, 6 digits) as every authenticator app speaks them. */

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const stepSeconds = 30;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** 160 random bits, the key length RFC 4226 recommends. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

export const stepAt = (ms: number): number => Math.floor(ms / 1000 / stepSeconds);

/** RFC 4226 HOTP of one counter value. */
export function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * The step a code belongs to, within one step of now either way (clocks drift), and newer than
 * the last step accepted so a seen code cannot be replayed; null when it matches none.
 */
export function verifyTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  for (const step of [current - 1, current, current + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(codeAt(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

export const otpauthUrl = (secret: string, account: string, issuer: string): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${stepSeconds}`;

const codeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten single-use recovery codes `xxxxx-xxxxx` (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
  return Array.from({ length: 10 }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** Recovery codes are stored as SHA-256: high-entropy, so a fast hash is enough. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');
