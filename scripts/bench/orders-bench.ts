import { seedDemoTrade } from '../../apps/server/src/db/seed/demo-orders.ts';
import type { Checkout } from './checkout.ts';
import { withPg } from './databases.ts';
import { type LoadOptions, measureServer } from './measure-server.ts';
import { orderFacts, orderSuite } from './order-ops.ts';
import { benchOwner, seedCatalogueOf, seededCopies } from './products-bench.ts';
import type { DatabaseResult } from './report.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * The demo catalogue's structure, 5 000 products, then `rows` orders as `npm run seed -- --orders`
 * writes them, and as many clients: the clients list is measured at the orders' size.
 */
const seedOrdersOf = (url: string, rows: number): Promise<number> =>
  seedCatalogueOf(url, 5000, async (database, run) => {
    const started = performance.now();
    const size = {
      customers: rows,
      orders: rows,
      requests: Math.round(rows / 10),
      reviews: Math.round(rows / 3),
    };
    await seedDemoTrade(database.db, size);
    await run('vacuum analyze');
    return (performance.now() - started) / 1000;
  });

/** The orders suite on PostgreSQL: a database seeded here, or `fromDb` (one `npm run seed -- --orders` filled). */
export async function benchOrders(
  checkouts: Checkout[],
  rows: number,
  load: LoadOptions,
  fromDb: string | undefined,
): Promise<DatabaseResult> {
  const { copies, seedSeconds } = await seededCopies(checkouts, fromDb, (url) => seedOrdersOf(url, rows));
  if (fromDb) for (const url of copies) await withPg(url, (run) => benchOwner(run));
  const facts = await withPg(copies[0] ?? '', orderFacts);
  log(
    `postgres: ${facts.rows.toLocaleString('en-US')} orders, ${facts.monthOrders} in the last 30 days; ` +
      `${facts.customers.customers.toLocaleString('en-US')} clients`,
  );
  const versions = [];
  for (const [i, checkout] of checkouts.entries()) {
    versions.push(await measureServer(checkout, { kind: 'postgres', url: copies[i] ?? '' }, orderSuite(facts), load));
  }
  const clients = facts.customers;
  return {
    database: 'postgres',
    rows: facts.rows,
    seedSeconds,
    searchMatches: 0,
    versions,
    perSecondAims: {},
    notes: [
      `clients: ${clients.customers.toLocaleString('en-US')}; searched for "${clients.surname}" and for ` +
        `"${clients.spokenPhone}" (a phone as a caller reads it)`,
    ],
  };
}
