import { fieldMessages } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { validationError } from '../../../http/errors.ts';
import { availabilitySql, orderable } from '../catalog/query.ts';
import { dealerOrderMessages as m } from './messages.ts';
import type { OrderingSpace } from './workspace.ts';

export const maxLines = 500;
export const maxQuantity = 10_000;

export interface DraftLine {
  product_id: number;
  name: string;
  sku: string;
  quantity: number;
  retail: number;
  /** The dealer's price of one unit at this quantity, now. */
  price: number;
  line_total: number;
  availability: 'in_stock' | 'few' | 'to_order';
  /** Whether the line can still be ordered (published, not discontinued, seen by the group). */
  available: boolean;
  /** Units in stock, for placing's check; not answered to the dealer. */
  stock: number;
}

export interface Draft {
  workspace_id: number;
  lines: DraftLine[];
  items_total: number;
  min_order_amount: number | null;
}

/**
 * Lines priced now from `dealer_price` at each line's quantity, in one query. `source` selects
 * `product_id, quantity, sort` (a draft's or a saved list's lines).
 */
export async function pricedLines(db: Db, groupId: number | null, source: SQL): Promise<DraftLine[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.product_id, p.name, p.sku, l.quantity, p.price as retail, d.price, p.quantity as stock,
        ${availabilitySql(sql`p.quantity`)} as availability, ${orderable(sql`p`, sql`${groupId}::bigint`)} as available
      from (${source}) l join products p on p.id = l.product_id
      cross join lateral dealer_price(p.id, ${groupId}::bigint, l.quantity, now()) as d(price)
      order by l.sort, l.product_id`,
  );
  return rows.map((r) => {
    const quantity = Number(r.quantity);
    const price = Number(r.price);
    return {
      product_id: Number(r.product_id),
      name: String(r.name),
      sku: String(r.sku),
      quantity,
      retail: Number(r.retail),
      price,
      line_total: price * quantity,
      availability: r.availability as DraftLine['availability'],
      available: r.available === true,
      stock: Number(r.stock),
    };
  });
}

/** What the available lines cost together. */
export const totalOf = (lines: DraftLine[]): number =>
  lines.filter((l) => l.available).reduce((s, l) => s + l.line_total, 0);

/** The workspace's draft priced now. */
export async function readDraft(db: Db, space: OrderingSpace): Promise<Draft> {
  const lines = await pricedLines(
    db,
    space.price_group_id,
    sql`select product_id, quantity, added_at as sort from dealer_draft_lines where workspace_id = ${space.id}`,
  );
  return { workspace_id: space.id, lines, items_total: totalOf(lines), min_order_amount: space.min_order_amount };
}

export interface LineInput {
  product_id: number;
  quantity: number;
}

/** A body's `lines`: each a product id and a whole quantity 0–10 000 (0 takes the line out). */
export function parseLines(raw: unknown, field = 'lines'): LineInput[] {
  if (!Array.isArray(raw)) throw validationError({ [field]: [fieldMessages.list] });
  if (raw.length > maxLines) throw validationError({ [field]: [m.tooManyLines(maxLines)] });
  const errors: Record<string, string[]> = {};
  const lines = raw.map((item, i) => {
    const row = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const product = row.product_id;
    const quantity = row.quantity;
    if (!(typeof product === 'number' && Number.isSafeInteger(product) && product > 0)) {
      errors[`${field}.${i}.product_id`] = [fieldMessages.reference];
    }
    if (!(typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0 && quantity <= maxQuantity)) {
      errors[`${field}.${i}.quantity`] = [m.quantity];
    }
    return { product_id: Number(product), quantity: Number(quantity) };
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return lines;
}

/** Each line's product must be one the group may order, else that line's 422. */
export async function checkOrderable(tx: Db, groupId: number | null, lines: LineInput[]): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  if (!ids.length) return;
  const rows = await queryRows<{ id: unknown }>(
    tx,
    sql`select p.id from products p
      where p.id = any (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)
        and ${orderable(sql`p`, sql`${groupId}::bigint`)}`,
  );
  const seen = new Set(rows.map((r) => Number(r.id)));
  const errors: Record<string, string[]> = {};
  lines.forEach((l, i) => {
    if (!seen.has(l.product_id)) errors[`lines.${i}.product_id`] = [m.unavailable];
  });
  if (Object.keys(errors).length) throw validationError(errors);
}

/**
 * Writes lines into the draft: `add` adds their quantities to what the draft holds, `set` makes
 * them the quantities; a line that ends at 0 leaves. Only products the workspace's group may order
 * go in (the rest are the line's 422), so the draft never holds what the catalogue hides.
 */
export async function writeLines(tx: Db, space: OrderingSpace, lines: LineInput[], mode: 'add' | 'set'): Promise<void> {
  await checkOrderable(tx, space.price_group_id, lines);
  for (const line of lines) {
    const next = mode === 'add' ? sql`dealer_draft_lines.quantity + excluded.quantity` : sql`excluded.quantity`;
    await tx.execute(sql`
      insert into dealer_draft_lines (workspace_id, product_id, quantity) values (${space.id}, ${line.product_id}, ${line.quantity})
      on conflict (workspace_id, product_id) do update set quantity = least(${next}, ${maxQuantity})`);
  }
  await tx.execute(sql`delete from dealer_draft_lines where workspace_id = ${space.id} and quantity <= 0`);
}
