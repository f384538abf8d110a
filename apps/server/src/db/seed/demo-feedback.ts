import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type PlanCustomer, planRequests, planReviews, type Sellable } from './demo-orders-plan.ts';
import { insertRowsNoId } from './demo-seed.ts';

/** The demo shop's callback requests and reviews, and the products' ratings from the published ones. */

const at = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;
const v = (x: unknown): SQL => sql`${x}`;
const hour = 3_600_000;

export async function writeRequestsAndReviews(
  db: Db,
  o: {
    now: number;
    rnd: () => number;
    size: { requests: number; reviews: number };
    products: Sellable[];
    customers: PlanCustomer[];
    customerIds: number[];
    ownerId: number | null;
  },
): Promise<void> {
  const requests = planRequests(o.rnd, o.size.requests, o.now, o.customers.length, o.products.length);
  await insertRowsNoId(
    db,
    'requests',
    [
      'name',
      'phone',
      'product_id',
      'page_url',
      'message',
      'status',
      'manager_id',
      'handled_at',
      'handled_by',
      'customer_id',
      'created_at',
      'updated_at',
    ],
    requests.map((r) => {
      const c = o.customers[r.customer];
      const p = o.products[r.product];
      const handled = r.status !== 'new' ? Math.min(o.now, r.createdAt + (0.2 + o.rnd() * 6) * hour) : null;
      return [
        v(c?.name),
        v(c?.phone),
        v(p?.id ?? null),
        v(p ? `/product/${p.slug}` : null),
        v(r.message),
        v(r.status),
        v(handled ? o.ownerId : null),
        handled ? at(handled) : sql`null`,
        v(handled ? o.ownerId : null),
        v(r.status === 'spam' ? null : (o.customerIds[r.customer] ?? null)),
        at(r.createdAt),
        at(handled ?? r.createdAt),
      ];
    }),
  );
  const reviews = planReviews(o.rnd, o.size.reviews, o.now, o.customers.length, o.products.length);
  await insertRowsNoId(
    db,
    'reviews',
    [
      'product_id',
      'author',
      'customer_id',
      'rating',
      'text',
      'pros',
      'cons',
      'status',
      'reply',
      'replied_at',
      'created_at',
      'updated_at',
    ],
    reviews.map((r) => {
      const c = o.customers[r.customer];
      const replied = r.reply ? Math.min(o.now, r.createdAt + (2 + o.rnd() * 40) * hour) : null;
      return [
        v(o.products[r.product]?.id),
        v(c?.name.split(' ').reverse().join(' ') ?? 'Покупець'),
        v(o.customerIds[r.customer] ?? null),
        v(r.text.rating),
        v(r.text.text),
        v(r.text.pros ?? null),
        v(r.text.cons ?? null),
        v(r.status),
        v(r.reply),
        replied ? at(replied) : sql`null`,
        at(r.createdAt),
        at(replied ?? r.createdAt),
      ];
    }),
  );
  // as the reviews module keeps them: the average of the published ones, two decimals, and their count
  await db.execute(sql`update products p set rating = r.avg, reviews_count = r.n
    from (select product_id, round(avg(rating)::numeric, 2) as avg, count(*) as n
          from reviews where status = 'published' group by product_id) r
    where p.id = r.product_id`);
}
