import { can, type Dashboard } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { dashboardDoc } from './docs.ts';
import { ordersSection, productsSection, waitingCount } from './queries.ts';

/** The statuses whose orders are not revenue (cancelled, returned): the orders' settings row. */
export async function releaseStatusIds(db: Db): Promise<number[]> {
  const [row] = await queryRows<{ ids: unknown }>(
    db,
    sql`select release_status_ids as ids from order_settings where id = 1`,
  );
  return Array.isArray(row?.ids) ? row.ids.map(Number).filter(Number.isSafeInteger) : [];
}

/**
 * GET /api/dashboard: any signed-in user, answered with the sections their scopes allow (the
 * others absent). An account still owing its second factor sees none, as every scoped route
 * refuses it.
 */
export async function dashboardRoutes(app: FastifyInstance, opts: { db: Db; shopTimeZone: string }): Promise<void> {
  const { db, shopTimeZone: zone } = opts;
  app.get(
    '/dashboard',
    {
      schema: { summary: 'Головна: замовлення, виторг, товари, заявки й відгуки (за доступами)', tags: ['dashboard'] },
      config: { access: 'user', docs: { response: { 200: dashboardDoc } } },
    },
    async (request) => {
      const user = request.user?.two_factor_setup_required ? null : request.user;
      const needsRelease = can(user, 'orders.show') || can(user, 'products.show');
      const release = needsRelease ? releaseStatusIds(db) : Promise.resolve([]);
      // the sections' statements are independent: each runs on a pool connection of its own, so
      // the answer takes as long as the slowest one, not their sum
      const [orders, products, requests, reviews] = await Promise.all([
        can(user, 'orders.show') ? release.then((ids) => ordersSection(db, zone, ids)) : undefined,
        can(user, 'products.show') ? release.then((ids) => productsSection(db, zone, ids)) : undefined,
        can(user, 'admin.requests.show') ? waitingCount(db, 'requests', 'new') : undefined,
        can(user, 'reviews.show') ? waitingCount(db, 'reviews', 'pending') : undefined,
      ]);
      const data: Dashboard = {};
      if (orders) data.orders = orders;
      if (products) data.products = products;
      if (requests !== undefined) data.requests = { new: requests };
      if (reviews !== undefined) data.reviews = { pending: reviews };
      return { data };
    },
  );
}
