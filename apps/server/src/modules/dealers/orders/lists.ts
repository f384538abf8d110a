import { apiMessages, type CurrentUser, fieldMessages } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { parseId } from '../../../crud/engine.ts';
import { isoTimestamp } from '../../../crud/records.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { reachable } from '../workspaces/scope.ts';
import { checkOrderable, type Draft, type LineInput, pricedLines, readDraft, totalOf } from './draft.ts';
import { dealerOrderMessages as m } from './messages.ts';
import { orderingSpace } from './workspace.ts';

/** A workspace keeps at most this many lists: a handful of assortments, not an archive. */
export const maxLists = 100;
const maxName = 100;

/** The lists a caller reaches: through their workspace, which scope.ts decides in this query. */
const reached = (user: CurrentUser): SQL => sql`${reachable(user, sql`w`)}`;

const columns = sql`l.id, l.workspace_id, w.name as workspace_name, w.dealer_id, w.price_group_id, l.name,
  (select count(*) from dealer_order_list_lines i where i.list_id = l.id) as lines_count, l.created_at, l.updated_at`;
const joins = sql`from dealer_order_lists l join dealer_workspaces w on w.id = l.workspace_id`;

const toList = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  workspace_id: Number(r.workspace_id),
  workspace_name: String(r.workspace_name),
  dealer_id: Number(r.dealer_id),
  name: String(r.name),
  lines_count: Number(r.lines_count),
  created_at: isoTimestamp(r.created_at) ?? '',
  updated_at: isoTimestamp(r.updated_at) ?? '',
});
export type OrderList = ReturnType<typeof toList>;

/** A list's name from a body: trimmed, 1–100 characters, else the field's 422. */
export function listName(body: Record<string, unknown> | null): string {
  const raw = body?.name;
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name || name.length > maxName) throw validationError({ name: [m.listName] });
  return name;
}

/** The caller's lists, newest first; `workspace` in the query keeps to one workspace. */
export async function listLists(db: Db, user: CurrentUser, q: Record<string, unknown>): Promise<OrderList[]> {
  const where: SQL[] = [reached(user)];
  if (q.workspace !== undefined && q.workspace !== '') {
    const id = parseId(q.workspace);
    if (id === null) throw validationError({ workspace: [fieldMessages.reference] });
    where.push(sql`l.workspace_id = ${id}`);
  }
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns} ${joins} where ${sql.join(where, sql` and `)} order by l.updated_at desc, l.id desc limit 500`,
  );
  return rows.map(toList);
}

async function findRow(db: Db, user: CurrentUser, id: number, lock = false) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns} ${joins} where l.id = ${id} and ${reached(user)} ${lock ? sql`for update of l` : sql``}`,
  );
  if (!row) throw new AppError(404, apiMessages.notFound);
  return row;
}

const linesOf = (id: number) =>
  sql`select product_id, quantity, position as sort from dealer_order_list_lines where list_id = ${id}`;

/** One list with its lines priced at today's dealer prices; lines no longer orderable are `available: false`. */
export async function showList(db: Db, user: CurrentUser, id: number) {
  const row = await findRow(db, user, id);
  const group = row.price_group_id === null ? null : Number(row.price_group_id);
  const priced = await pricedLines(db, group, linesOf(id));
  return { ...toList(row), lines: priced.map(({ stock: _, ...line }) => line), items_total: totalOf(priced) };
}

/** The workspace's draft saved as a new named list (the draft stays as it is). */
export async function createList(db: Db, user: CurrentUser, workspace: number, name: string): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const space = await orderingSpace(tx, user, workspace, true);
    const [count] = await queryRows<{ n: unknown }>(
      tx,
      sql`select count(*) as n from dealer_order_lists where workspace_id = ${space.id}`,
    );
    if (Number(count?.n) >= maxLists) throw validationError({ name: [m.tooManyLists(maxLists)] });
    const [list] = await queryRows<{ id: unknown }>(
      tx,
      sql`insert into dealer_order_lists (workspace_id, name, created_by) values (${space.id}, ${name}, ${user.id})
        returning id`,
    );
    const id = Number(list?.id);
    const saved = await queryRows(
      tx,
      sql`insert into dealer_order_list_lines (list_id, product_id, quantity, position)
        select ${id}, product_id, quantity, (row_number() over (order by added_at, product_id))::int
        from dealer_draft_lines where workspace_id = ${space.id} returning product_id`,
    );
    if (!saved.length) throw validationError({ lines: [m.emptyDraft] });
    return id;
  });
}

/** Renames a list and, when `lines` come, makes them its lines (each still orderable; 0 drops one). */
export async function updateList(
  db: Db,
  user: CurrentUser,
  id: number,
  name: string,
  lines: LineInput[] | null,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await findRow(tx, user, id, true);
    await tx.execute(sql`update dealer_order_lists set name = ${name}, updated_at = now() where id = ${id}`);
    if (!lines) return;
    const kept = lines.filter((l) => l.quantity > 0);
    await checkOrderable(tx, row.price_group_id === null ? null : Number(row.price_group_id), kept);
    await tx.execute(sql`delete from dealer_order_list_lines where list_id = ${id}`);
    const merged = new Map<number, number>();
    for (const l of kept) merged.set(l.product_id, l.quantity);
    let position = 0;
    for (const [product, quantity] of merged) {
      await tx.execute(sql`insert into dealer_order_list_lines (list_id, product_id, quantity, position)
        values (${id}, ${product}, ${quantity}, ${++position})`);
    }
  });
}

export async function deleteList(db: Db, user: CurrentUser, id: number): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await findRow(tx, user, id, true);
    await tx.execute(sql`delete from dealer_order_lists where id = ${id}`);
  });
}

/**
 * A list becomes its workspace's draft (replacing what the draft held), priced at today's prices;
 * lines no longer orderable come in marked `available: false` (placing refuses them until dropped).
 */
export async function listToDraft(db: Db, user: CurrentUser, id: number): Promise<Draft> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await findRow(tx, user, id);
    const space = await orderingSpace(tx, user, Number(row.workspace_id), true);
    await tx.execute(sql`delete from dealer_draft_lines where workspace_id = ${space.id}`);
    // added_at in the list's order, so the draft reads as the list did
    await tx.execute(sql`
      insert into dealer_draft_lines (workspace_id, product_id, quantity, added_at)
      select ${space.id}, product_id, quantity, now() + position * interval '1 microsecond'
      from dealer_order_list_lines where list_id = ${id}`);
    return readDraft(tx, space);
  });
}
