import { orderSources } from '@kramar/contract/resources/orders.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ResourceHooks, type ResourceRoutesContext, registerResourceHooks } from '../../crud/hooks.ts';
import { queryRows, sqlList } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { orderDocs } from './docs.ts';
import { orderFilters, orderSearch, setShopZone } from './list-filters.ts';
import { orderMessages as m } from './messages.ts';
import { orderSaveHooks } from './order-save.ts';
import { previewRoute } from './preview.ts';
import { settingsRoutes } from './settings-routes.ts';
import { timelineRoutes } from './timeline.ts';

/** Orders beyond the engine (issue 13): money, numbering, stock, statuses and the timeline. */
const orderHooks: ResourceHooks = {
  ...orderSaveHooks,
  filters: orderFilters,
  search: orderSearch,
  extraRoutes: (app: FastifyInstance, context: ResourceRoutesContext) => {
    settingsRoutes(app, context.db);
    previewRoute(app, context);
    timelineRoutes(app, context);
  },
};

/**
 * A status the order settings name (new orders', reserving, returning) is not deleted from under
 * them: new orders would be made with no status and take no stock.
 */
const statusHooks: ResourceHooks = {
  async beforeDelete({ tx, ids }) {
    const list = sqlList(ids);
    // every settings row is locked, named or not: a change naming a status waits for the delete
    const rows = await queryRows<{ named: boolean }>(
      tx,
      sql`select coalesce(s.new_status_id in (${list}), false) or exists (
            select 1 from jsonb_array_elements_text(s.reserve_status_ids || s.release_status_ids) e(id)
            where e.id::bigint in (${list})) as named
          from order_settings s
          for update`,
    );
    if (rows.some((row) => row.named)) throw new AppError(422, m.statusInSettings, { ids: [m.statusInSettings] });
  },
};

/** Plugs orders into the engine; call before the CRUD routes are built. */
export function registerOrders(shopTimeZone: string): void {
  setShopZone(shopTimeZone);
  registerResourceHooks('orders', orderHooks);
  registerResourceHooks('order-statuses', statusHooks);
}

const sourceNames = {
  uk: { site: 'Сайт', phone: 'Телефон', dealer: 'Дилер', marketplace: 'Маркетплейс' },
  en: { site: 'Website', phone: 'Phone', dealer: 'Dealer', marketplace: 'Marketplace' },
} as const;
const sourcesIn = (language: keyof typeof sourceNames) =>
  orderSources.map((id) => ({ id, label: sourceNames[language][id] }));
const sources = { uk: sourcesIn('uk'), en: sourcesIn('en') };

/** GET /api/sources/select: where an order came from, for anyone who reads or edits orders. */
export async function orderAreaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sources/select',
    {
      schema: { summary: 'Джерела замовлень', tags: ['orders'] },
      config: { access: { scope: ['orders.show', 'orders.edit'] }, docs: orderDocs.sources },
    },
    async (request) => ({ data: request.language === 'en' ? sources.en : sources.uk }),
  );
}
