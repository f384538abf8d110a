import { orderSources } from '@kramar/contract/resources/orders.ts';
import type { FastifyInstance } from 'fastify';
import { type ResourceHooks, type ResourceRoutesContext, registerResourceHooks } from '../../crud/hooks.ts';
import { orderFilters, orderSearch, setShopZone } from './list-filters.ts';
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

/** Plugs orders into the engine; call before the CRUD routes are built. */
export function registerOrders(shopTimeZone: string): void {
  setShopZone(shopTimeZone);
  registerResourceHooks('orders', orderHooks);
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
      config: { access: { scope: ['orders.show', 'orders.edit'] } },
    },
    async (request) => ({ data: request.language === 'en' ? sources.en : sources.uk }),
  );
}
