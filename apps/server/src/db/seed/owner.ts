import { eq, sql } from 'drizzle-orm';
import { insertAccount } from '../../auth/accounts.ts';
import { generatePassword, hashPassword } from '../../auth/password.ts';
import { staff } from '../../auth/staff-table.ts';
import type { Db } from '../client.ts';

export interface OwnerSeed {
  email: string;
  name: string;
  /** Set when this call created the owner; a generated one is shown to the person once. */
  password?: string;
  generated: boolean;
  created: boolean;
}

/** First start: one owner account, with ADMIN_PASSWORD or a generated password. */
export async function ensureOwner(
  db: Db,
  admin: { email: string; name: string; password?: string },
): Promise<OwnerSeed> {
  // instances started together on an empty database: one creates the owner, the others wait and
  // find it (else the second start died on the e-mail's unique index)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const [existing] = await tx.select({ email: staff.email }).from(staff).where(eq(staff.owner, true)).limit(1);
    if (existing) return { email: existing.email, name: admin.name, generated: false, created: false };
    const password = admin.password ?? generatePassword();
    await insertAccount(tx as unknown as Db, {
      name: admin.name,
      email: admin.email,
      passwordHash: await hashPassword(password),
      owner: true,
    });
    return { email: admin.email.toLowerCase(), name: admin.name, password, generated: !admin.password, created: true };
  });
}
