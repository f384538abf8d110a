import { apiMessages, type CurrentUser, fieldMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { parseId } from '../../../crud/engine.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { reachable } from '../workspaces/scope.ts';

/** What ordering for a workspace needs to know of it, its company and its price group. */
export interface OrderingSpace {
  id: number;
  dealer_id: number;
  price_group_id: number | null;
  min_order_amount: number | null;
  legal_name: string;
  phone: string;
  email: string;
  city: string;
  street: string | null;
  delivery_method: string;
  np_branch: string | null;
  manager_id: number | null;
}

/** The `workspace` of a query or a body: its id, or the field's 422. */
export function workspaceParam(source: unknown): number {
  const raw = source && typeof source === 'object' ? (source as Record<string, unknown>).workspace : undefined;
  const id = typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 ? raw : parseId(raw);
  if (id === null) throw validationError({ workspace: [fieldMessages.reference] });
  return id;
}

/**
 * The workspace, if the caller reaches it (scope.ts: the caller's account row decides, in this
 * query), else the 404 of a missing one. `lock` holds its row to the end of the transaction, so two
 * placings of one draft queue and the second finds it empty.
 */
export async function orderingSpace(db: Db, user: CurrentUser, id: number, lock = false): Promise<OrderingSpace> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select w.id, w.dealer_id, w.price_group_id, g.min_order_amount, d.legal_name, coalesce(w.phone, d.phone) as phone,
        d.email, w.city, w.street, w.delivery_method, w.np_branch, d.manager_id
      from dealer_workspaces w join dealers d on d.id = w.dealer_id
      left join price_groups g on g.id = w.price_group_id
      where w.id = ${id} and ${reachable(user, sql`w`)}
      ${lock ? sql`for update of w` : sql``}`,
  );
  if (!row) throw new AppError(404, apiMessages.notFound);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(row.id),
    dealer_id: Number(row.dealer_id),
    price_group_id: num(row.price_group_id),
    min_order_amount: num(row.min_order_amount),
    legal_name: String(row.legal_name),
    phone: String(row.phone),
    email: String(row.email),
    city: String(row.city),
    street: row.street === null ? null : String(row.street),
    delivery_method: String(row.delivery_method),
    np_branch: row.np_branch === null ? null : String(row.np_branch),
    manager_id: num(row.manager_id),
  };
}
