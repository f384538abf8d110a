import { edrpouCheckDigit } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { insertAccount } from '../../auth/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { create, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';

let counter = 0;
const seed = Date.now() % 1_000_000;

/** A valid EDRPOU code not used before in this run (its check digit computed). */
export function freshEdrpou(): string {
  const first7 = String((seed * 7 + ++counter * 7919) % 10_000_000).padStart(7, '0');
  return `${first7}${edrpouCheckDigit(`${first7}0`)}`;
}

export const freshDealerPhone = (): string =>
  `+38067${String((seed + ++counter * 104_729) % 10_000_000).padStart(7, '0')}`;
export const freshDealerEmail = (): string => `dealer-${seed}-${++counter}@example.com`;

/** What a company needs, valid; `overrides` replace any of it. */
export const dealerFields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  legal_name: `ТОВ «Партнер ${++counter}»`,
  edrpou: freshEdrpou(),
  legal_address: 'м. Київ, вул. Хрещатик, 1',
  contact_person: 'Олена Коваль',
  phone: freshDealerPhone(),
  email: freshDealerEmail(),
  ...overrides,
});

/** A company made by staff through the API (pending). */
export const createDealer = (t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<Rec> =>
  create(t, token, 'dealers-users', dealerFields(overrides));

/** Sets a company's status straight in the database (the moderation routes are tested on their own). */
export async function setDealerStatus(t: TestApp, id: number, status: string, reason?: string): Promise<void> {
  await queryRows(
    t.app.database.db,
    sql`update dealers set status = ${status}, decision_reason = ${reason ?? null}, decided_at = now() where id = ${id}`,
  );
}

/** A person of a company, able to sign in with the password returned. */
export async function insertDealerPerson(
  t: TestApp,
  dealerId: number,
  kind: 'principal' | 'manager' = 'principal',
): Promise<{ id: number; email: string; password: string }> {
  const email = freshDealerEmail();
  const password = `dealer-pass-${++counter}-${seed}`;
  const id = await insertAccount(t.app.database.db, {
    name: kind === 'principal' ? 'Олена Коваль' : 'Іван Мельник',
    email,
    passwordHash: await hashPassword(password),
    dealer: { id: dealerId, kind },
  });
  return { id, email, password };
}

/** A workspace of a company, and the managers who act for it. */
export async function insertWorkspace(t: TestApp, dealerId: number, managers: readonly number[] = []): Promise<number> {
  const db = t.app.database.db;
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into dealer_workspaces (dealer_id, name, city) values (${dealerId}, ${`Магазин ${++counter}`}, 'Київ') returning id`,
  );
  const id = Number(row?.id);
  for (const account of managers) {
    await queryRows(
      db,
      sql`insert into dealer_manager_workspaces (account_id, workspace_id) values (${account}, ${id})`,
    );
  }
  return id;
}

let orderNumber = 900_000_000 + (seed % 1000) * 1000;

/**
 * A placed dealer order of one line and a one-line draft in its workspace, straight in the
 * database (placing is tested on its own): what the wall must keep from other dealers.
 */
export async function insertDealerOrder(t: TestApp, dealerId: number, workspaceId: number, productId: number) {
  const db = t.app.database.db;
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into orders (number, source, name, phone, items_total, discount_total, total)
      values (${++orderNumber}, 'dealer', 'ТОВ «Партнер»', '+380671234567', 1000, 0, 1000) returning id`,
  );
  const id = Number(row?.id);
  await queryRows(
    db,
    sql`insert into orders_items (owner_id, position, product_id, quantity, title, price)
    values (${id}, 0, ${productId}, 1, 'Стіна', 1000)`,
  );
  await queryRows(
    db,
    sql`insert into dealer_orders (order_id, dealer_id, workspace_id) values (${id}, ${dealerId}, ${workspaceId})`,
  );
  await queryRows(
    db,
    sql`insert into dealer_draft_lines (workspace_id, product_id, quantity) values (${workspaceId}, ${productId}, 2)
    on conflict do nothing`,
  );
  return id;
}

/** A saved order list of one line in a workspace, straight in the database: what the wall must keep. */
export async function insertOrderList(t: TestApp, workspaceId: number, productId: number): Promise<number> {
  const db = t.app.database.db;
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into dealer_order_lists (workspace_id, name) values (${workspaceId}, 'Щотижневий') returning id`,
  );
  const id = Number(row?.id);
  await queryRows(
    db,
    sql`insert into dealer_order_list_lines (list_id, product_id, quantity, position) values (${id}, ${productId}, 3, 1)`,
  );
  return id;
}
