import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { recomputeCustomerStats } from './customer-stats.ts';
import { orderDocs } from './docs.ts';
import { orderMessages as m } from './messages.ts';
import { type OrderSettings, readOrderSettings, writeOrderSettings } from './settings.ts';

type Errors = Record<string, string[]>;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

async function existing(db: Db, table: 'order_statuses' | 'admin_users', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(table)} where id in (${sqlList(ids)})`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** A body over the current settings: fields left out stay; every id must name a row. */
async function parseSettings(db: Db, body: unknown, current: OrderSettings): Promise<OrderSettings> {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const next: OrderSettings = { ...current };
  const errors: Errors = {};
  for (const name of ['new_status_id', 'default_manager_id'] as const) {
    if (!(name in input)) continue;
    const v = input[name];
    if (v === null || v === '') next[name] = null;
    else if (isId(v)) next[name] = v;
    else errors[name] = [name === 'new_status_id' ? m.statusMissing : m.managerMissing];
  }
  for (const name of ['reserve_status_ids', 'release_status_ids'] as const) {
    if (!(name in input)) continue;
    const v = input[name];
    if (Array.isArray(v) && v.length <= 100 && v.every(isId)) next[name] = [...new Set(v)];
    else errors[name] = [m.statusList];
  }
  if ('number_start' in input) {
    const v = input.number_start;
    if (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 999_999_999) next.number_start = v;
    else errors.number_start = [m.numberStart];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const statuses = await existing(db, 'order_statuses', [
    ...next.reserve_status_ids,
    ...next.release_status_ids,
    ...(next.new_status_id ? [next.new_status_id] : []),
  ]);
  if (next.new_status_id !== null && !statuses.has(next.new_status_id)) errors.new_status_id = [m.statusMissing];
  for (const name of ['reserve_status_ids', 'release_status_ids'] as const) {
    if (next[name].some((id) => !statuses.has(id))) errors[name] = [m.statusList];
  }
  if (next.reserve_status_ids.some((id) => next.release_status_ids.includes(id))) {
    errors.release_status_ids = [m.bothLists];
  }
  const manager = next.default_manager_id;
  if (manager !== null && !(await existing(db, 'admin_users', [manager])).has(manager)) {
    errors.default_manager_id = [m.managerMissing];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return next;
}

/** A status that starts or stops releasing changes what its orders' customers spent. */
async function recountReleased(tx: Db, before: number[], after: number[]): Promise<void> {
  const moved = [...before.filter((id) => !after.includes(id)), ...after.filter((id) => !before.includes(id))];
  if (moved.length === 0) return;
  const rows = await queryRows<{ customer_id: number }>(
    tx,
    sql`select distinct customer_id from orders where customer_id is not null and status_id in (${sqlList(moved)})`,
  );
  await recomputeCustomerStats(
    tx,
    rows.map((r) => Number(r.customer_id)),
  );
}

/** GET/PUT /api/orders/settings: who reads orders sees them, who edits orders changes them. */
export function settingsRoutes(app: FastifyInstance, db: Db): void {
  const schema = { summary: 'Налаштування замовлень', tags: ['orders'] };
  app.get(
    '/settings',
    { schema, config: { access: { scope: 'orders.show' }, docs: orderDocs.settings } },
    async () => ({
      data: await readOrderSettings(db),
    }),
  );
  app.put(
    '/settings',
    { schema, config: { access: { scope: 'orders.edit' }, docs: orderDocs.saveSettings } },
    async (request) => {
      const data = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // the row's lock keeps a parallel order's number from being taken mid-change
        await tx.execute(sql`select id from order_settings where id = 1 for update`);
        const current = await readOrderSettings(tx);
        const next = await parseSettings(tx, request.body, current);
        await writeOrderSettings(tx, next);
        await recountReleased(tx, current.release_status_ids, next.release_status_ids);
        return next;
      });
      return { data };
    },
  );
}
