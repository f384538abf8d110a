import { sql } from 'drizzle-orm';
import { create, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, type TestApp } from '../../test/test-app.ts';

/** What the orders API tests make through the API: products, statuses, promo codes, orders. */
export type One<T = Rec> = { data: T; errors?: Record<string, string[]>; message?: string };

let n = 0;
const next = () => `${Date.now().toString(36)}${++n}`;
let phones = 0;
/** A valid phone no other call of this process used. */
export const freshPhone = (): string =>
  `+38067${String(Date.now() % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;

export function orderMaker(t: TestApp, token: string) {
  let category: Promise<Rec> | undefined;
  const maker = {
    get: <T = Rec>(path: string) => call<One<T>>(t.url, 'GET', path, { token }),
    post: <T = Rec>(path: string, json: unknown) => call<One<T>>(t.url, 'POST', path, { token, json }),
    put: <T = Rec>(path: string, json: unknown) => call<One<T>>(t.url, 'PUT', path, { token, json }),
    product: async (json: Record<string, unknown> = {}) => {
      category ??= create(t, token, 'categories', { title: `Категорія ${next()}` });
      const { id } = await category;
      const name = `Товар ${next()}`;
      return create(t, token, 'products', {
        name,
        sku: `SKU-${next()}`,
        category: id,
        price: 10_000,
        quantity: 100,
        ...json,
      });
    },
    status: (json: Record<string, unknown> = {}) => {
      const id = next();
      return create(t, token, 'order-statuses', { title: `Статус ${id}`, code: `s_${id}`, ...json });
    },
    promo: (json: Record<string, unknown>) =>
      create(t, token, 'promo-codes', { code: `P${next()}`.toUpperCase(), discount_type: 'percent', ...json }),
    /** A POST /api/orders body for a new customer, items as `[product, quantity]` pairs. */
    body: (items: [Rec, number, number?][], json: Record<string, unknown> = {}) => ({
      name: 'Олена Коваль',
      phone: freshPhone(),
      items: items.map(([p, quantity, discount]) => ({ product_id: p.id, quantity, discount: discount ?? 0 })),
      ...json,
    }),
    order: (items: [Rec, number, number?][], json: Record<string, unknown> = {}) =>
      create(t, token, 'orders', maker.body(items, json)),
    quantity: async (productId: number) => {
      const [row] = await queryRows<{ quantity: number }>(
        t.app.database.db,
        sql`select quantity from products where id = ${productId}`,
      );
      return Number(row?.quantity);
    },
  };
  return maker;
}
