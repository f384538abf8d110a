import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { call, type TestApp } from '../../test/test-app.ts';

/** Inserts a published product straight into the table (the products API asks far more than a feed reads). */
export async function product(
  t: TestApp,
  p: {
    name: string;
    category: number;
    brand?: number | null;
    sku?: string;
    ean?: string | null;
    price?: number;
    old_price?: number | null;
    quantity?: number;
    availability?: string;
    gallery?: string[];
    description?: string;
    status?: string;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(
    t.app.database.db,
    sql`insert into products (name, slug, sku, ean, category, brand, price, old_price, quantity, availability, status, gallery, description)
        values (${p.name}, ${`p-${Math.random().toString(36).slice(2)}`}, ${p.sku ?? `S-${Math.random().toString(36).slice(2)}`}, ${p.ean ?? null}, ${p.category},
          ${p.brand ?? null}, ${p.price ?? 100_000}, ${p.old_price ?? null}, ${p.quantity ?? 5}, ${p.availability ?? 'in_stock'},
          ${p.status ?? 'published'}, ${JSON.stringify(p.gallery ?? ['products/2026/11/a.jpg'])}::jsonb, ${p.description ?? null})
        returning id`,
  );
  return Number(row?.id);
}

/** Waits for a job to end and returns its row. */
export async function waitForJob(t: TestApp, token: string, id: number): Promise<{ status: string; result: unknown }> {
  for (let i = 0; i < 600; i++) {
    const res = await call<{ data: { status: string; result: unknown } }>(t.url, 'GET', `/api/jobs/${id}`, { token });
    if (res.body.data.status === 'done' || res.body.data.status === 'failed') return res.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not finish`);
}

/** Refreshes a feed and waits for its build. */
export async function refresh(t: TestApp, token: string, feed: number): Promise<{ status: string; result: unknown }> {
  const res = await call<{ data: { job: number } }>(t.url, 'POST', `/api/feeds/${feed}/refresh`, { token });
  if (res.status !== 200) throw new Error(`refresh answered ${res.status}`);
  return waitForJob(t, token, res.body.data.job);
}

/** The public file as a marketplace fetches it: no sign-in. */
export const fetchFeed = (t: TestApp, token: string, ext = 'xml', headers: Record<string, string> = {}) =>
  fetch(`${t.url}/feeds/${token}.${ext}`, { headers });
