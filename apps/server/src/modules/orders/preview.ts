import { apiMessages, type OrderPreview } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import { findRecord, parseId } from '../../crud/engine.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { validateInput } from '../../crud/write.ts';
import { AppError } from '../../http/errors.ts';
import { findCustomer } from './customer-link.ts';
import { orderDocs } from './docs.ts';
import { mergeLines } from './lines.ts';
import { draftOf, type ItemInput, priceOrder } from './pricing.ts';

/**
 * POST /api/orders/preview: the figures a save of this body would store, nothing written. The
 * body is a create's or, with `id`, an update's of that order (its kept rows keep their prices
 * and its own promo use does not count against the limits).
 */
export function previewRoute(app: FastifyInstance, { resource, table, db }: ResourceRoutesContext): void {
  app.post(
    '/preview',
    {
      schema: { summary: 'Підрахунок сум замовлення без збереження', tags: ['orders'] },
      config: { access: { scope: 'orders.edit' }, docs: orderDocs.preview(resource) },
    },
    async (request) => {
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const { id: rawId, ...body } = typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
      // an id that could name no order (1.5, 1e300, "abc") is a missing one, as in a path
      const named = rawId !== undefined && rawId !== null && rawId !== '';
      const id = named
        ? parseId(typeof rawId === 'number' && Number.isSafeInteger(rawId) ? String(rawId) : rawId)
        : null;
      if (named && id === null) throw new AppError(404, apiMessages.notFound);
      const before = id === null ? null : ((await findRecord(db, resource, table, id)) ?? null);
      if (id !== null && !before) throw new AppError(404, apiMessages.notFound);
      const values = validateInput(resource, before ? 'update' : 'create', body);
      if (Array.isArray(values.items)) values.items = mergeLines(values.items as ItemInput[]);
      const text = (name: string) => {
        const v = name in values ? values[name] : before?.[name];
        return typeof v === 'string' ? v : null;
      };
      const given = values.customer_id ?? before?.customer_id;
      // a preview makes no customer: one found by the contact counts for the per-customer limit
      const customerId =
        typeof given === 'number'
          ? given
          : await findCustomer(db, { name: '', phone: text('phone'), email: text('email') });
      const money = await priceOrder(db, draftOf(values, before, customerId, false));
      const items: OrderPreview['items'] = money.items.map((i) => ({
        product_id: i.product_id,
        title: i.title,
        price: i.price,
        quantity: i.quantity,
        discount: i.discount,
        line_total: i.line_total,
      }));
      const data: OrderPreview = { ...money, items };
      return { data };
    },
  );
}
