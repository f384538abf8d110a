import { paymentMethods } from '@kramar/contract/resources/orders.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Db, queryRows, sqlList } from '../../../db/client.ts';
import { validationError } from '../../../http/errors.ts';
import { orderMessages } from '../../orders/messages.ts';
import { dealerOrderMessages as m } from './messages.ts';
import { type DealerOrderSettings, readDealerOrderSettings, writeDealerOrderSettings } from './settings.ts';

type Errors = Record<string, string[]>;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

const settingsDoc = z.object({
  new_status_id: z.number().int().nullable().describe('статус нового дилерського замовлення; null — як у замовлень'),
  cancel_status_ids: z.array(z.number().int()).describe('статуси, у яких дилер може скасувати замовлення'),
  cancel_status_id: z.number().int().nullable().describe('статус, у який переходить скасоване дилером замовлення'),
  payment_methods: z.array(z.enum(paymentMethods)).describe('умови оплати, які пропонують дилерам'),
  exact_stock: z.boolean().describe('чи бачать дилери точний залишок'),
});

/** A body over the current settings: fields left out stay; every status must name a row. */
async function parseSettings(db: Db, body: unknown, current: DealerOrderSettings): Promise<DealerOrderSettings> {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const next: DealerOrderSettings = { ...current };
  const errors: Errors = {};
  for (const name of ['new_status_id', 'cancel_status_id'] as const) {
    if (!(name in input)) continue;
    const v = input[name];
    if (v === null || v === '') next[name] = null;
    else if (isId(v)) next[name] = v;
    else errors[name] = [orderMessages.statusMissing];
  }
  if ('cancel_status_ids' in input) {
    const v = input.cancel_status_ids;
    if (Array.isArray(v) && v.length <= 100 && v.every(isId)) next.cancel_status_ids = [...new Set(v)];
    else errors.cancel_status_ids = [orderMessages.statusList];
  }
  if ('payment_methods' in input) {
    const v = input.payment_methods;
    const valid =
      Array.isArray(v) && v.length > 0 && v.every((x) => (paymentMethods as readonly unknown[]).includes(x));
    if (valid) next.payment_methods = [...new Set(v as DealerOrderSettings['payment_methods'])];
    else errors.payment_methods = [m.paymentMethods];
  }
  if ('exact_stock' in input) {
    if (typeof input.exact_stock === 'boolean') next.exact_stock = input.exact_stock;
    else errors.exact_stock = [m.exactStock];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const named = [next.new_status_id, next.cancel_status_id, ...next.cancel_status_ids].filter(isId);
  const rows = named.length
    ? await queryRows<{ id: unknown }>(db, sql`select id from order_statuses where id in (${sqlList(named)})`)
    : [];
  const found = new Set(rows.map((r) => Number(r.id)));
  for (const name of ['new_status_id', 'cancel_status_id'] as const) {
    const id = next[name];
    if (id !== null && !found.has(id)) errors[name] = [orderMessages.statusMissing];
  }
  if (next.cancel_status_ids.some((id) => !found.has(id))) errors.cancel_status_ids = [orderMessages.statusList];
  if (Object.keys(errors).length) throw validationError(errors);
  return next;
}

/** GET/PUT /api/dealers/orders/settings (SPEC §7 `dealers/orders` with `settings`): staff only. */
export function dealerOrderSettingsRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['dealers/orders'];
  app.get(
    '/settings',
    {
      schema: { summary: 'Налаштування дилерських замовлень', tags },
      config: { access: { scope: 'dealer.dashboard' }, docs: { response: { 200: z.object({ data: settingsDoc }) } } },
    },
    async () => ({ data: await readDealerOrderSettings(db) }),
  );
  app.put(
    '/settings',
    {
      schema: { summary: 'Змінити налаштування дилерських замовлень (передані поля)', tags },
      config: {
        access: { scope: 'dealer.dashboard' },
        docs: { body: settingsDoc.partial(), response: { 200: z.object({ data: settingsDoc }) } },
      },
    },
    async (request) => {
      const next = await parseSettings(db, request.body, await readDealerOrderSettings(db));
      await writeDealerOrderSettings(db, next);
      return { data: next };
    },
  );
}
