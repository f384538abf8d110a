import { type CustomerFacts, customerFacts, customerOperations } from './customer-ops.ts';
import type { Call } from './load.ts';
import type { Suite } from './measure-server.ts';
import { listOp, type Operation } from './operations.ts';
import type { Run } from './seed.ts';

/**
 * The orders list as managers use it at 100 000 orders (newest first; by status, by a week of shop
 * days, by manager; a customer's phone typed into search) and the owner's dashboard, then the clients
 * list (customer-ops.ts). Every page is checked against what the database says it holds; the
 * dashboard against its 30-day order count.
 */

const perPage = 25;
const zone = 'Europe/Kyiv';
const newest = 'order by created_at desc, o.id desc';

export interface OrderFacts {
  minId: number;
  maxId: number;
  rows: number;
  status: number;
  manager: number;
  phone: string;
  /** The week listed: shop days, inclusive. */
  from: string;
  to: string;
  monthOrders: number;
  customers: CustomerFacts;
}

export async function orderFacts(run: Run): Promise<OrderFacts> {
  const [ids] = await run<{ min: string; max: string; n: string }>(
    'select min(id)::text as min, max(id)::text as max, count(*)::text as n from orders',
  );
  const [status] = await run<{ id: string }>(
    'select status_id::text as id from orders where status_id is not null group by status_id order by count(*) desc limit 1',
  );
  const [manager] = await run<{ id: string }>(
    'select manager_id::text as id from orders where manager_id is not null group by 1 order by count(*) desc limit 1',
  );
  const [phone] = await run<{ phone: string }>('select phone from orders order by id limit 1 offset 1000');
  const [days] = await run<{ from: string; to: string; month: string }>(
    `select to_char((now() at time zone '${zone}')::date - 20, 'YYYY-MM-DD') as from,
            to_char((now() at time zone '${zone}')::date - 14, 'YYYY-MM-DD') as to,
            (select count(*) from orders where created_at >=
              ((now() at time zone '${zone}')::date - 29)::timestamp at time zone '${zone}')::text as month`,
  );
  return {
    minId: Number(ids?.min),
    maxId: Number(ids?.max),
    rows: Number(ids?.n),
    status: Number(status?.id),
    manager: Number(manager?.id),
    phone: String(phone?.phone),
    from: String(days?.from),
    to: String(days?.to),
    monthOrders: Number(days?.month),
    customers: await customerFacts(run),
  };
}

// `o.id`: a bare `id` would sort the text the page is read as (orders of one moment would come apart)
const idsOf = async (run: Run, where: string, values: unknown[]): Promise<string> =>
  (await run<{ id: string }>(`select o.id::text as id from orders o ${where} ${newest} limit ${perPage}`, values))
    .map((r) => r.id)
    .join(',');

function dashboardOp(facts: OrderFacts): Operation {
  return {
    key: 'dashboard',
    name: 'dashboard',
    call(): Call {
      return {
        method: 'GET',
        path: '/api/dashboard',
        check(status, raw) {
          const month = (raw as { data?: { orders?: { month?: { orders?: number } } } }).data?.orders?.month?.orders;
          // orders keep coming in real shops, not here: the figure is the database's
          if (status !== 200 || month !== facts.monthOrders) {
            throw new Error(`dashboard: ${status}, 30 days ${month} orders, the database says ${facts.monthOrders}`);
          }
        },
      };
    },
  };
}

export const orderSuite = (facts: OrderFacts): Suite => ({
  ids: facts,
  async operations(run) {
    const week = `where created_at >= $1::date::timestamp at time zone '${zone}'
      and created_at < ($2::date + 1)::timestamp at time zone '${zone}'`;
    return [
      listOp('list', 'newest', '/api/orders', 1, await idsOf(run, '', []), perPage),
      listOp(
        'status',
        'by status',
        `/api/orders?filter[status_id]=${facts.status}`,
        1,
        await idsOf(run, 'where status_id = $1', [facts.status]),
        perPage,
      ),
      listOp(
        'dates',
        'a week of days',
        `/api/orders?filter[created_at][from]=${facts.from}&filter[created_at][to]=${facts.to}`,
        1,
        await idsOf(run, week, [facts.from, facts.to]),
        perPage,
      ),
      listOp(
        'manager',
        'by manager',
        `/api/orders?filter[manager_id]=${facts.manager}`,
        1,
        await idsOf(run, 'where manager_id = $1', [facts.manager]),
        perPage,
      ),
      listOp(
        'phone',
        'search a phone',
        `/api/orders?search=${encodeURIComponent(facts.phone)}`,
        1,
        await idsOf(run, 'where phone = $1', [facts.phone]),
        perPage,
      ),
      dashboardOp(facts),
      ...(await customerOperations(run, facts.customers)),
    ];
  },
});
