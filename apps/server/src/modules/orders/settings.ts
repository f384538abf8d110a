import type { OrderSettings } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../../db/client.ts';

export type { OrderSettings };

export const defaultOrderSettings: OrderSettings = {
  new_status_id: null,
  reserve_status_ids: [],
  release_status_ids: [],
  number_start: 100001,
  default_manager_id: null,
};

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter(Number.isSafeInteger) : []);
const idOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The settings row, or the defaults while nobody has saved any. */
export async function readOrderSettings(db: Db): Promise<OrderSettings> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select new_status_id, reserve_status_ids, release_status_ids, number_start, default_manager_id
        from order_settings where id = 1`,
  );
  if (!row) return { ...defaultOrderSettings };
  return {
    new_status_id: idOrNull(row.new_status_id),
    reserve_status_ids: ids(row.reserve_status_ids),
    release_status_ids: ids(row.release_status_ids),
    number_start: Number(row.number_start),
    default_manager_id: idOrNull(row.default_manager_id),
  };
}

export async function writeOrderSettings(db: Db, s: OrderSettings): Promise<void> {
  const reserve = JSON.stringify(s.reserve_status_ids);
  const release = JSON.stringify(s.release_status_ids);
  await db.execute(sql`
    insert into order_settings (id, new_status_id, reserve_status_ids, release_status_ids, number_start, default_manager_id)
    values (1, ${s.new_status_id}, ${reserve}::jsonb, ${release}::jsonb, ${s.number_start}, ${s.default_manager_id})
    on conflict (id) do update set new_status_id = excluded.new_status_id,
      reserve_status_ids = excluded.reserve_status_ids, release_status_ids = excluded.release_status_ids,
      number_start = excluded.number_start, default_manager_id = excluded.default_manager_id`);
}

/**
 * The next order number, taken under the settings row's lock until the transaction ends: parallel
 * creates queue here, so numbers are distinct and consecutive, and a rollback gives its number back.
 * Never below the numbering start nor at or below a number already in the table (a seed's rows).
 */
export async function nextOrderNumber(tx: Db): Promise<number> {
  const start = defaultOrderSettings.number_start;
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into order_settings as s (id, last_number) values (1, ${start})
        on conflict (id) do update set last_number = greatest(s.last_number + 1, s.number_start)
        returning last_number`,
  );
  const taken = Number(row?.last_number);
  const [max] = await queryRows<{ n: number | null }>(tx, sql`select max(number) as n from orders`);
  const above = max?.n === null || max?.n === undefined ? 0 : Number(max.n) + 1;
  if (above <= taken) return taken;
  await tx.execute(sql`update order_settings set last_number = ${above} where id = 1`);
  return above;
}

/** Counted as revenue: not in a release status (cancelled, returned…) nor without a status rule. */
export const revenueOrder = (release: readonly number[], alias = 'o'): SQL =>
  release.length
    ? sql`(${sql.identifier(alias)}.status_id is null or ${sql.identifier(alias)}.status_id not in (${sqlList(release)}))`
    : sql`true`;
