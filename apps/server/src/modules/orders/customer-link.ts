import type { CurrentUser } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../crud/audit-log.ts';
import { type Db, queryRows } from '../../db/client.ts';

export interface Contact {
  name: string;
  phone: string | null;
  email: string | null;
}

/** The customer with this phone (main or extra), else with this e-mail (main or extra), or null. */
export async function findCustomer(tx: Db, c: Contact): Promise<number | null> {
  if (c.phone) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select id from customers where phone = ${c.phone} or extra_phones @> ${JSON.stringify([c.phone])}::jsonb
          order by id limit 1`,
    );
    if (row) return Number(row.id);
  }
  if (c.email) {
    const email = c.email.toLowerCase();
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select id from customers where lower(email) = ${email}
            or exists (select 1 from jsonb_array_elements_text(extra_emails) e where lower(e) = ${email})
          order by id limit 1`,
    );
    if (row) return Number(row.id);
  }
  return null;
}

/**
 * The order's customer when the body names none: found by phone, else e-mail, else made from the
 * order's contact (audited as the user's creation). Parallel orders from one new phone or e-mail
 * wait on a lock of it, so they make one customer, not two.
 */
export async function findOrCreateCustomer(tx: Db, user: CurrentUser, c: Contact): Promise<number> {
  // both keys, in one order for everyone: a new phone with a known e-mail waits for either
  const keys = [c.phone, c.email?.toLowerCase()].filter((k): k is string => Boolean(k)).sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer:${key}`}))`);
  const found = await findCustomer(tx, c);
  if (found !== null) return found;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into customers (name, phone, email) values (${c.name}, ${c.phone}, ${c.email}) returning id`,
  );
  const id = Number(row?.id);
  await writeAudit(tx, user, [
    {
      resource: 'customers',
      recordId: id,
      action: 'create',
      changes: {
        name: { before: null, after: c.name },
        phone: { before: null, after: c.phone },
        email: { before: null, after: c.email },
      },
    },
  ]);
  return id;
}
