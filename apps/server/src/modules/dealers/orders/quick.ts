import { apiMessages, type CurrentUser, fieldMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { orderable } from '../catalog/query.ts';
import { reachable } from '../workspaces/scope.ts';
import { maxLines, maxQuantity } from './draft.ts';
import { dealerOrderMessages as m } from './messages.ts';

export type QuickStatus = 'ok' | 'unknown' | 'hidden' | 'short' | 'duplicate' | 'invalid';

export interface QuickLine {
  line: number;
  sku: string;
  quantity: number | null;
  status: QuickStatus;
  product_id: number | null;
  name: string | null;
  price: number | null;
  /** Units in stock, for a short line only: what the dealer may cut the line to. */
  available: number | null;
}

interface Parsed {
  line: number;
  sku: string;
  quantity: number | null;
}

/**
 * «SKU quantity» lines as pasted (from Excel: tabs; or spaces, `;`, `,`): the SKU first, the
 * quantity last; a missing quantity is 1, a quantity that is not a whole 1–10 000 marks the line.
 */
export function parseQuickText(text: string): Parsed[] {
  const out: Parsed[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const parts = raw
      .trim()
      .split(/[\t;,]+|\s+/)
      .filter(Boolean);
    if (parts.length === 0) return;
    const sku = parts[0] as string;
    const last = parts.length > 1 ? parts[parts.length - 1] : '1';
    const n = Number(String(last).replace(',', '.'));
    const quantity = Number.isInteger(n) && n >= 1 && n <= maxQuantity ? n : null;
    out.push({ line: i + 1, sku: sku.slice(0, 64), quantity });
  });
  return out;
}

/**
 * Checks pasted lines against the workspace's group in one query: the workspace reached (else a
 * 404), each SKU found case-insensitively, seen by the group, priced at its quantity and held
 * against the stock; a SKU met again is a duplicate of its first line.
 */
export async function quickCheck(db: Db, user: CurrentUser, workspace: number, text: unknown): Promise<QuickLine[]> {
  if (typeof text !== 'string') throw validationError({ text: [fieldMessages.text] });
  const parsed = parseQuickText(text);
  if (parsed.length === 0) throw validationError({ text: [fieldMessages.required] });
  if (parsed.length > maxLines) throw validationError({ text: [m.tooManyLines(maxLines)] });
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select e.n, p.id, p.name, p.quantity as stock, d.price,
        p.id is not null and ${orderable(sql`p`, sql`w.price_group_id`)} as visible,
        row_number() over (partition by lower(e.v ->> 'sku') order by e.n) > 1 as repeated
      from dealer_workspaces w
      cross join jsonb_array_elements(${JSON.stringify(parsed.map((p) => ({ sku: p.sku, quantity: p.quantity ?? 1 })))}::jsonb)
        with ordinality as e(v, n)
      left join products p on lower(p.sku) = lower(e.v ->> 'sku')
      left join lateral dealer_price(p.id, w.price_group_id, (e.v ->> 'quantity')::integer, now()) as d(price) on true
      where w.id = ${workspace} and ${reachable(user, sql`w`)}
      order by e.n`,
  );
  if (rows.length === 0) throw new AppError(404, apiMessages.notFound);
  return parsed.map((p, i) => {
    const r = rows[i] as Record<string, unknown>;
    const found = r.id !== null && r.id !== undefined;
    const visible = r.visible === true;
    const stock = Number(r.stock);
    let status: QuickStatus = 'ok';
    if (r.repeated === true) status = 'duplicate';
    else if (!found) status = 'unknown';
    else if (!visible) status = 'hidden';
    else if (p.quantity === null) status = 'invalid';
    else if (stock < p.quantity) status = 'short';
    // a hidden product is told apart from an unknown one, but not named or priced
    const shown = found && visible;
    return {
      line: p.line,
      sku: p.sku,
      quantity: p.quantity,
      status,
      product_id: shown ? Number(r.id) : null,
      name: shown ? String(r.name) : null,
      price: shown ? Number(r.price) : null,
      available: status === 'short' ? Math.max(0, stock) : null,
    };
  });
}
