import { edrpouCheckDigit } from '@kramar/contract';
import pg from 'pg';
import { hashPassword } from '../../server/src/auth/password.ts';
import { e2eDatabaseUrl } from './env.ts';
import { api, newTag, type Row } from './product-fixtures.ts';
import { type Credentials, owner } from './support.ts';

let n = 0;
const digits = (length: number) => String((Date.now() * 7 + ++n * 7919) % 10 ** length).padStart(length, '0');

/** A fresh EDRPOU code with its check digit. */
export function freshEdrpou(): string {
  const first7 = digits(7);
  return `${first7}${edrpouCheckDigit(`${first7}0`)}`;
}

let pool: pg.Pool | undefined;
const db = () => (pool ??= new pg.Pool({ connectionString: e2eDatabaseUrl, max: 1 }));

async function made(path: string, body: Record<string, unknown>): Promise<Row> {
  const res = await api('POST', path, body);
  if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export interface TestDealer {
  company: Row;
  group: Row;
  principal: Credentials & { id: number };
}

/**
 * An approved company (its price group chosen, the owner looking after it) with its principal,
 * able to sign in. The principal is written straight to the database: the public application
 * (rate-limited per address) has a spec of its own.
 */
export async function approvedDealer(tag = newTag('')): Promise<TestDealer> {
  const group = await made('/price-groups', { name: `Опт ${tag}`, discount: 12, min_order_amount: 500_000 });
  const company = await made('/dealers-users', {
    legal_name: `ТОВ «Дилер ${tag}»`,
    edrpou: freshEdrpou(),
    legal_address: 'м. Київ, вул. Хрещатик, 1',
    contact_person: 'Олена Коваль',
    phone: `+38067${digits(7)}`,
    email: `${newTag('dealer')}@example.com`,
  });
  const ownerId = (await api<{ data: Row }>('GET', '/user')).body.data.id;
  const approved = await api('POST', '/dealers-users/moderation/approve', {
    ids: [company.id],
    price_group_id: group.id,
    manager_id: ownerId,
  });
  if (approved.status >= 300) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  const principal = {
    email: `${newTag('principal')}@example.com`,
    password: `dealer-pass-${tag}`,
    name: 'Олена Коваль',
  };
  const account = await db().query<{ id: string }>(
    `insert into admin_users (name, email, language, dealer_id, dealer_kind) values ($1, $2, 'uk', $3, 'principal') returning id`,
    [principal.name, principal.email, company.id],
  );
  const id = Number(account.rows[0]?.id);
  await db().query('insert into admin_credentials (user_id, password_hash) values ($1, $2)', [
    id,
    await hashPassword(principal.password),
  ]);
  return { company, group, principal: { ...principal, id } };
}

/**
 * The body of the last letter of `kind` to `to`, read from the outbox (the browser tests run no
 * mail server): it is written in the transaction of what it tells of, so it is there at once.
 */
export async function lastLetter(to: string, kind: string): Promise<string> {
  const { rows } = await db().query<{ body: string }>(
    'select body from mail_outbox where to_address = $1 and kind = $2 order by id desc limit 1',
    [to, kind],
  );
  if (!rows[0]) throw new Error(`no ${kind} letter to ${to}`);
  return rows[0].body;
}

export { owner };
