import { createHmac } from 'node:crypto';
import { e2eBaseUrl } from './env.ts';
import { apiToken, type Credentials, owner } from './support.ts';

/** Calls the API as the owner would; throws on anything but 2xx. */
export async function ownerCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await apiToken(owner);
  const res = await fetch(`${e2eBaseUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A staff member made through the API (role, account, password unless invited), as the owner makes one. */
export async function createStaff(
  scopes: string[],
  opts: { requireTwoFactor?: boolean; password?: boolean } = {},
): Promise<Credentials & { id: number; roleId: number }> {
  const n = unique();
  const role = await ownerCall<{ data: { id: number } }>('POST', '/roles', {
    name: `e2e-h10-${n}`,
    permissions: scopes,
    require_two_factor: opts.requireTwoFactor === true,
  });
  const creds = { email: `staff-${n}@kramar.test`, password: `staff-pass-${n}`, name: `Staff ${n}` };
  const user = await ownerCall<{ data: { id: number } }>('POST', '/admin-users', {
    name: creds.name,
    email: creds.email,
    roles: [role.data.id],
    active: true,
    language: 'uk',
  });
  if (opts.password !== false) {
    await ownerCall('POST', `/admin-users/${user.data.id}/password`, { password: creds.password });
  }
  return { ...creds, id: user.data.id, roleId: role.data.id };
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 as an authenticator app computes it: HMAC-SHA1, 30-second steps, 6 digits. */
export function totp(secret: string, stepOffset = 0, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + stepOffset));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
