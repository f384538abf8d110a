import { type CurrentUser, dealerManagers as resource } from '@kramar/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { parseListQuery } from '../../../crud/list-query.ts';
import { isoTimestamp } from '../../../crud/records.ts';
import type { ResourceTable } from '../../../crud/tables.ts';
import { type Db, queryRows } from '../../../db/client.ts';

export interface Manager {
  id: number;
  dealer_id: number;
  name: string;
  email: string;
  phone: string | null;
  job_title: string | null;
  workspaces: number[];
  active: boolean;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

// the columns of `admin_users` the list sorts, searches and filters by (the engine's list query
// reads them off a table); a view for this module only, never seen by the migrations
const accounts = pgTable('admin_users', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  dealer_id: bigint('dealer_id', { mode: 'number' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  job_title: text('job_title'),
  active: boolean('active').notNull(),
  last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true, mode: 'string' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
});
const asResourceTable = accounts as unknown as ResourceTable;

const m = sql`${sql.identifier('admin_users')}`;

/**
 * The wall for managers, decided in the query from the caller's own account row: staff reach
 * every company's managers, a principal its own company's; anyone else none. Another company's
 * manager is then a 404 exactly like one that does not exist.
 */
export const managerReach = (user: CurrentUser): SQL => sql`${m}.dealer_kind = 'manager' and exists (
  select 1 from admin_users c where c.id = ${user.id}
    and (c.dealer_id is null or (c.dealer_kind = 'principal' and c.dealer_id = ${m}.dealer_id)))`;

const columns = sql`${m}.id, ${m}.dealer_id, ${m}.name, ${m}.email, ${m}.phone, ${m}.job_title, ${m}.active,
  ${m}.last_sign_in_at, ${m}.created_at, ${m}.updated_at,
  (select coalesce(json_agg(l.workspace_id order by l.workspace_id), '[]'::json)
    from dealer_manager_workspaces l where l.account_id = ${m}.id) as workspaces`;

type Row = Record<keyof Manager, unknown>;

const toManager = (r: Row): Manager => ({
  id: Number(r.id),
  dealer_id: Number(r.dealer_id),
  name: String(r.name),
  email: String(r.email),
  phone: r.phone === null || r.phone === undefined ? null : String(r.phone),
  job_title: r.job_title === null || r.job_title === undefined ? null : String(r.job_title),
  workspaces: ((typeof r.workspaces === 'string' ? JSON.parse(r.workspaces) : (r.workspaces ?? [])) as unknown[]).map(
    Number,
  ),
  active: r.active === true,
  last_sign_in_at: isoTimestamp(r.last_sign_in_at),
  created_at: isoTimestamp(r.created_at) ?? '',
  updated_at: isoTimestamp(r.updated_at) ?? '',
});

/** One manager the caller may reach, or undefined (missing and another company's alike); `lock` for a write. */
export async function findManager(db: Db, user: CurrentUser, id: number, lock = false): Promise<Manager | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${columns} from ${m} where ${m}.id = ${id} and ${managerReach(user)}${lock ? sql` for update of ${m}` : sql``}`,
  );
  return row ? toManager(row) : undefined;
}

/** GET /api/dealers-managers: the engine's page, sort, search and filters, within the caller's reach. */
export async function listManagers(db: Db, user: CurrentUser, query: Record<string, unknown>) {
  const q = parseListQuery(resource, asResourceTable, query);
  const where = and(managerReach(user), q.where) as SQL;
  const order = q.orderBy.length ? q.orderBy : [sql`${m}.name`];
  const rows = await queryRows<Row>(
    db,
    sql`select ${columns} from ${m} where ${where}
      order by ${sql.join(order, sql`, `)}, ${m}.id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  const [count] = await queryRows<{ total: unknown }>(db, sql`select count(*) as total from ${m} where ${where}`);
  const total = Number(count?.total ?? 0);
  return {
    data: rows.map(toManager),
    meta: { current_page: q.page, per_page: q.perPage, total, last_page: Math.max(1, Math.ceil(total / q.perPage)) },
  };
}

/** GET /api/dealers-managers/select: the active managers within reach, for pickers, `search` by name or e-mail. */
export async function selectManagers(db: Db, user: CurrentUser, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ id: unknown; name: string; email: string }>(
    db,
    sql`select ${m}.id, ${m}.name, ${m}.email from ${m} where ${managerReach(user)} and ${m}.active
      ${search ? sql`and (${m}.name ilike ${like} or ${m}.email ilike ${like})` : sql``}
      order by ${m}.name, ${m}.id limit 50`,
  );
  return { data: rows.map((r) => ({ id: Number(r.id), label: `${r.name} (${r.email})` })) };
}
