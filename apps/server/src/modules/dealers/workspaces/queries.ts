import { type CurrentUser, dealerWorkspaces as resource } from '@kramar/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { parseListQuery } from '../../../crud/list-query.ts';
import { isoTimestamp } from '../../../crud/records.ts';
import type { ResourceTable } from '../../../crud/tables.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { dealerWorkspaces } from '../../../db/dealer-tables.ts';
import { reachable } from './scope.ts';

export interface Workspace {
  id: number;
  dealer_id: number;
  name: string;
  city: string;
  street: string | null;
  delivery_method: string;
  np_branch: string | null;
  phone: string | null;
  price_group_id: number | null;
  managers: number[];
  created_at: string;
  updated_at: string;
}

type Row = Record<keyof Workspace, unknown>;

const orNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export const toWorkspace = (r: Row): Workspace => ({
  id: Number(r.id),
  dealer_id: Number(r.dealer_id),
  name: String(r.name),
  city: String(r.city),
  street: textOrNull(r.street),
  delivery_method: String(r.delivery_method),
  np_branch: textOrNull(r.np_branch),
  phone: textOrNull(r.phone),
  price_group_id: orNull(r.price_group_id),
  managers: (typeof r.managers === 'string' ? JSON.parse(r.managers) : (r.managers ?? [])) as number[],
  created_at: isoTimestamp(r.created_at) ?? '',
  updated_at: isoTimestamp(r.updated_at) ?? '',
});

// named in full, not aliased: the list's filters and sort (the engine's) name the table's columns so
const w = sql`${sql.identifier('dealer_workspaces')}`;
export const workspaceColumns = sql`${w}.id, ${w}.dealer_id, ${w}.name, ${w}.city, ${w}.street, ${w}.delivery_method,
  ${w}.np_branch, ${w}.phone, ${w}.price_group_id, ${w}.created_at, ${w}.updated_at,
  (select coalesce(json_agg(l.account_id order by l.account_id), '[]'::json)
    from dealer_manager_workspaces l where l.workspace_id = ${w}.id) as managers`;

/** One workspace the caller may reach, or undefined (missing and another company's alike); `lock` for a write. */
export async function findWorkspace(
  db: Db,
  user: CurrentUser,
  id: number,
  lock = false,
): Promise<Workspace | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${workspaceColumns} from ${w} where ${w}.id = ${id} and ${reachable(user, w)}${lock ? sql` for update of ${w}` : sql``}`,
  );
  return row ? toWorkspace(row) : undefined;
}

// the engine's list query reads filters and sorts off a table by column name: this one's columns
// are the declaration's fields, so it is read as the engine's kind of table
const asResourceTable = dealerWorkspaces as unknown as ResourceTable;

/** GET /api/dealers/workspaces: the engine's page, sort, search and filters, within the caller's reach. */
export async function listWorkspaces(db: Db, user: CurrentUser, query: Record<string, unknown>) {
  const q = parseListQuery(resource, asResourceTable, query);
  const where: SQL = and(reachable(user, w), q.where) as SQL;
  const rows = await queryRows<Row>(
    db,
    sql`select ${workspaceColumns} from ${w} where ${where}
      order by ${sql.join(q.orderBy, sql`, `)} limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  const [count] = await queryRows<{ total: unknown }>(db, sql`select count(*) as total from ${w} where ${where}`);
  const total = Number(count?.total ?? 0);
  return {
    data: rows.map(toWorkspace),
    meta: {
      current_page: q.page,
      per_page: q.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / q.perPage)),
    },
  };
}
