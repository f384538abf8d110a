import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { ordersSection } from './queries.ts';

// Kyiv's clocks went forward on 2025-03-30 (03:00 EET → 04:00 EEST: a day of 23 hours) and back on
// 2025-10-26 (04:00 EEST → 03:00 EET: 25 hours, 03:00–03:59 twice). The dashboard is asked as of
// a moment the day after each, far from the test's own today, in a database of its own.
const zone = 'Europe/Kyiv';
let t: TestApp;

const orders: [string, string][] = [
  // around the spring change
  ['p-before-day', '2025-03-29T23:30:00+02:00'],
  ['p-first', '2025-03-30T00:00:00+02:00'],
  ['p-before-jump', '2025-03-30T02:50:00+02:00'],
  ['p-after-jump', '2025-03-30T04:10:00+03:00'],
  ['p-last', '2025-03-30T23:59:59+03:00'],
  // 23 hours after the day began: the next day already, which a 24-hour day would take as this one
  ['p-next', '2025-03-31T00:00:00+03:00'],
  // around the autumn change
  ['a-before-day', '2025-10-25T23:59:59+03:00'],
  ['a-first', '2025-10-26T00:00:00+03:00'],
  ['a-early-0310', '2025-10-26T03:10:00+03:00'],
  ['a-early-0340', '2025-10-26T03:40:00+03:00'],
  ['a-late-0310', '2025-10-26T03:10:00+02:00'],
  // the 25th hour: still the 26th, which a 24-hour day would give to the 27th
  ['a-last', '2025-10-26T23:30:00+02:00'],
  ['a-next', '2025-10-27T00:00:00+02:00'],
  ['a-today', '2025-10-27T03:00:00+02:00'],
];

beforeAll(async () => {
  t = await startTestApp({ shopTimeZone: zone });
  for (const [name, at] of orders) {
    await t.app.database.db.execute(sql`insert into orders (name, phone, items_total, discount_total, total, created_at)
      values (${name}, '+380501234567', 100, 0, 100, ${at}::timestamptz)`);
  }
});
afterAll(() => t.close());

/** Orders per shop day in the 20 days before `at`, grouped by each one's own local date: what the days must say. */
async function daysByLocalDate(at: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ day: string; n: unknown }>(
    t.app.database.db,
    sql`select to_char((created_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, count(*) as n
      from orders where created_at < ${at}::timestamptz and created_at > ${at}::timestamptz - interval '20 days'
      group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.day, Number(r.n)]));
}

async function dashboardAt(at: string) {
  const section = await ordersSection(t.app.database.db, zone, [], at);
  const daily = Object.fromEntries(section.daily.filter((d) => d.orders > 0).map((d) => [d.date, d.orders]));
  return { section, daily };
}

describe('dashboard days around a clock change', () => {
  it('gives the day the clocks go forward its 23 hours, and compares up to the clock’s time of day', async () => {
    // 03:30 on the 31st: yesterday's 03:30 never showed on the clock, its orders before it are the ones before the jump
    const at = '2025-03-31T03:30:00+03:00';
    const { section, daily } = await dashboardAt(at);
    expect(daily).toEqual({ '2025-03-29': 1, '2025-03-30': 4, '2025-03-31': 1 });
    expect(daily).toEqual(await daysByLocalDate(at));
    expect(section.today).toEqual({ orders: 1, revenue: 100, previous_orders: 2, previous_revenue: 200 });
  });

  it('gives the day the clocks go back its 25 hours, and counts the repeated hour as the clock shows it', async () => {
    // 03:30 on the 27th: of the 26th, 00:00 and both 03:10s are before it, the first 03:40 not
    const at = '2025-10-27T03:30:00+02:00';
    const { section, daily } = await dashboardAt(at);
    expect(daily).toEqual({ '2025-10-25': 1, '2025-10-26': 5, '2025-10-27': 2 });
    expect(daily).toEqual(await daysByLocalDate(at));
    expect(section.today).toEqual({ orders: 2, revenue: 200, previous_orders: 3, previous_revenue: 300 });
  });
});
