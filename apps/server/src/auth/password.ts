import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const r = 8;
const p = 1;
const keyLength = 64;

function derive(password: string, salt: Buffer, cost = N): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { N: cost, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$salt$key`, base64: the cost travels with the hash so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, cost, salt, key] = stored.split('$');
  if (algo !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spent on unknown e-mails so a wrong address takes as long as a wrong password. */
export const dummyHash = `scrypt$16384$AAAAAAAAAAAAAAAAAAAAAA==$${Buffer.alloc(keyLength).toString('base64')}`;

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
