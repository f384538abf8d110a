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
      const data: Dashboard = {};
      const needsRelease = can(user, 'orders.show') || can(user, 'products.show');
      const release = needsRelease ? await releaseStatusIds(db) : [];
      if (can(user, 'orders.show')) data.orders = await ordersSection(db, zone, release);
      if (can(user, 'products.show')) data.products = await productsSection(db, zone, release);
      if (can(user, 'admin.requests.show')) data.requests = { new: await waitingCount(db, 'requests', 'new') };
      if (can(user, 'reviews.show')) data.reviews = { pending: await waitingCount(db, 'reviews', 'pending') };
      return { data };
    },
  );
}
