import { sql } from 'drizzle-orm';
import { create, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { type One, orderMaker } from '../orders/test-helpers.ts';

export { freshPhone } from '../orders/test-helpers.ts';

let n = 0;

/**
 * What the customers, requests and reviews API tests make and ask through the API: the orders
 * tests' products, and calls made as any signed-in user (access by scope).
 */
export function clientsMaker(t: TestApp, token: string) {
  return {
    next: () => `${Date.now().toString(36)}${++n}`,
    product: orderMaker(t, token).product,
    get: <T = Rec>(path: string, as = token) => call<One<T>>(t.url, 'GET', path, { token: as }),
    post: <T = Rec>(path: string, json: unknown, as = token) => call<One<T>>(t.url, 'POST', path, { token: as, json }),
    put: <T = Rec>(path: string, json: unknown, as = token) => call<One<T>>(t.url, 'PUT', path, { token: as, json }),
    create: (resource: string, json: Record<string, unknown>) => create(t, token, resource, json),
    /** A row as it is in the database, past any API shaping. */
    row: async (table: string, id: number) => {
      const [row] = await queryRows<Record<string, unknown>>(
        t.app.database.db,
        sql`select * from ${sql.identifier(table)} where id = ${id}`,
      );
      return row ?? null;
    },
  };
}
