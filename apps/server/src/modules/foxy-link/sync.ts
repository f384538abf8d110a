import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type JobContext, RetryLater } from '../../jobs/jobs.ts';
import { linkMessages as m } from './messages.ts';

export const syncJobKind = 'foxylink-sync';

/** Which of a partner's mappings a sync sends: the products chosen, or those a products list filter finds. */
export interface SyncParams {
  partner: number;
  products?: number[];
  /** `filter[…]` and `search` of the products list, as the list reads them. */
  query?: Record<string, unknown>;
}

export interface SyncResult {
  partner: number;
  sent: number;
  failed: number;
  attempt: number;
  error?: string;
}

export interface SyncTimings {
  /** How long a partner may take to answer one batch. */
  timeoutMs: number;
  /** The first retry's delay; each next one doubles it. */
  retryBaseMs: number;
  /** Tries in all before the job gives up and fails. */
  maxAttempts: number;
  /** Mappings per request to the partner. */
  batchSize: number;
}

export const defaultTimings: SyncTimings = { timeoutMs: 15_000, retryBaseMs: 60_000, maxAttempts: 5, batchSize: 200 };

interface Row {
  id: number | string;
  partner_sku: string;
  product_url: string | null;
  sku: string;
  price: number | string | null;
  quantity: number | null;
  availability: string | null;
  status: string | null;
}

/** The item a partner receives for one mapping: its SKU, our price in hryvnias and availability. */
const itemOf = (r: Row) => ({
  partner_sku: r.partner_sku,
  shop_sku: r.sku,
  url: r.product_url,
  price: r.price === null ? null : Number(r.price) / 100,
  currency: 'UAH',
  quantity: Number(r.quantity ?? 0),
  availability: r.availability,
  available: r.status === 'published' && r.availability === 'in_stock' && Number(r.quantity ?? 0) > 0,
});

/** Why a partner's answer is no success, in the words of the screens; null when it took the batch. */
async function send(url: string, token: string | null, body: unknown, timings: SyncTimings, signal: AbortSignal) {
  const timeout = AbortSignal.timeout(timings.timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, timeout]),
      redirect: 'error',
    });
    // the body is not needed, but it must be read (or cancelled) to free the connection
    await res.body?.cancel().catch(() => {});
    return res.ok ? null : m.refused(res.status);
  } catch (error) {
    if (signal.aborted) throw error;
    if (timeout.aborted) return m.timeout(String(timings.timeoutMs / 1000).replace('.', ','));
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    // the two a manager can act on, in words; the rest as the network stack names them
    if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return m.noHost;
    if (cause?.code === 'ECONNREFUSED') return m.connRefused;
    return m.unreachable(cause?.code ?? cause?.message ?? (error as Error).message);
  }
}

const setState = (db: Db, ids: readonly number[], error: string | null) =>
  db.execute(sql`update foxy_link_mappings
      set sync_state = ${error === null ? 'ok' : 'failed'}, synced_at = now(), sync_error = ${error}
      where id = any(${`{${ids.join(',')}}`}::bigint[])`);

/**
 * One partner's sync: its mappings among the chosen products, a batch at a time by id (bounded
 * memory at any size), each batch one JSON POST with the partner's bearer token and a timeout. A
 * refusal, a timeout or a dead endpoint marks the batch and every row after it failed with the
 * reason and queues the job again later (doubling delays), which resends only the failed rows;
 * after the last try the job fails. A
 * slow partner only ever holds this job's runner slot, never a request or another partner's job.
 */
export async function runSync(
  params: SyncParams,
  ctx: JobContext,
  timings: SyncTimings,
  products: (query: Record<string, unknown>) => SQL,
): Promise<SyncResult> {
  const [partner] = await queryRows<{ sync_url: string | null; token: string | null }>(
    ctx.db,
    sql`select p.sync_url, t.token from partners p left join partner_sync_tokens t on t.partner_id = p.id
        where p.id = ${params.partner}`,
  );
  if (!partner?.sync_url) throw new AppError(422, m.noEndpoint);
  const chosen = params.products
    ? sql`m.product = any(${`{${params.products.join(',')}}`}::bigint[])`
    : sql`m.product in (${products(params.query ?? {})})`;
  // a retry sends only what the partner has not taken yet: the batches before the failure were
  // marked ok, the failed batch and the rest failed
  const retry = ctx.attempt > 1 ? sql` and m.sync_state = 'failed'` : sql``;
  const where = sql`m.partner = ${params.partner} and ${chosen}${retry}`;
  const [count] = await queryRows<{ n: number | string }>(
    ctx.db,
    sql`select count(*) as n from foxy_link_mappings m where ${where}`,
  );
  const total = Number(count?.n ?? 0);
  const result: SyncResult = { partner: params.partner, sent: 0, failed: 0, attempt: ctx.attempt };
  let after = 0;
  for (;;) {
    const rows = await queryRows<Row>(
      ctx.db,
      sql`select m.id, m.partner_sku, m.product_url, p.sku, p.price, p.quantity, p.availability, p.status
          from foxy_link_mappings m join products p on p.id = m.product
          where ${where} and m.id > ${after} order by m.id limit ${timings.batchSize}`,
    );
    if (!rows.length) break;
    const ids = rows.map((r) => Number(r.id));
    after = ids.at(-1) ?? after;
    const error = await send(partner.sync_url, partner.token, { items: rows.map(itemOf) }, timings, ctx.signal);
    if (error !== null) {
      // the rest would meet the same partner: marked with the reason at once, tried again later
      await setState(ctx.db, ids, error);
      await ctx.db.execute(sql`update foxy_link_mappings m set sync_state = 'failed', synced_at = now(),
          sync_error = ${error} where ${where} and m.id > ${after}`);
      result.failed = total - result.sent;
      result.error = error;
      if (ctx.attempt < timings.maxAttempts) {
        throw new RetryLater(timings.retryBaseMs * 2 ** (ctx.attempt - 1), error);
      }
      throw new AppError(422, m.gaveUp(ctx.attempt, error));
    }
    await setState(ctx.db, ids, null);
    result.sent += ids.length;
    ctx.progress(result.sent, total);
  }
  return result;
}
