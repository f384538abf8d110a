import type { CurrentUser } from '@kramar/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

/**
 * The wall (issue 28): which workspaces a caller may reach, decided by the database from the
 * caller's own account row in the very query that reads or writes them. Staff (no company) reach
 * every company's; a dealer's principal its company's; a manager only the workspaces they act
 * for. Another company's workspace is then a 404 exactly like one that does not exist. The
 * caller's id is a value, or a placeholder where a statement is compiled once per shape.
 */
export const reachable = (
  user: Pick<CurrentUser, 'id'> | { id: Placeholder },
  workspace: SQL = sql`w`,
): SQL => sql`exists (
  select 1 from admin_users a where a.id = ${user.id} and (
    a.dealer_id is null
    or (a.dealer_id = ${workspace}.dealer_id and (a.dealer_kind = 'principal' or exists (
      select 1 from dealer_manager_workspaces l where l.account_id = a.id and l.workspace_id = ${workspace}.id)))))`;

export interface Caller {
  /** The caller's company, or null for staff. */
  dealerId: number | null;
  kind: 'principal' | 'manager' | null;
}

/** Whose side the caller is on, for writes that depend on it (a new workspace's company). */
export async function callerOf(db: Db, user: CurrentUser): Promise<Caller> {
  const [row] = await queryRows<{ dealer_id: unknown; dealer_kind: 'principal' | 'manager' | null }>(
    db,
    sql`select dealer_id, dealer_kind from admin_users where id = ${user.id}`,
  );
  return {
    dealerId: row?.dealer_id === null || row?.dealer_id === undefined ? null : Number(row.dealer_id),
    kind: row?.dealer_kind ?? null,
  };
}
