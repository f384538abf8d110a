import pg from 'pg';
import { createEngine } from '../../apps/server/src/crud/engine.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedBulkProducts } from '../../apps/server/src/db/seed/bulk-products.ts';
import { ownerUser, seedCatalogue } from '../../apps/server/src/db/seed/catalogue.ts';
import { seedDemoTrade } from '../../apps/server/src/db/seed/demo-orders.ts';
import { createStorage } from '../../apps/server/src/storage/create-storage.ts';
import type { Checkout } from './checkout.ts';
import { tempDir, withPg } from './databases.ts';
import { type LoadOptions, measureServer } from './measure-server.ts';
import { orderFacts, orderSuite } from './order-ops.ts';
import { benchOwner, seededCopies } from './products-bench.ts';
import type { DatabaseResult } from './report.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

/** The demo catalogue's structure, 5 000 products, then `rows` orders as `npm run seed -- --orders` writes them. */
async function seedOrdersOf(url: string, rows: number): Promise<number> {
  const database = await openDatabase({ url, dataDir: tempDir('kramar-bench-seed-') });
  const storage = await createStorage({ dataDir: tempDir('kramar-bench-uploads-') });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const engine = await createEngine({ db: database.db, storage, logError: () => {} });
    await seedCatalogue(engine, await ownerUser(database.db));
    const run = async (text: string, values?: unknown[]) => (await client.query(text, values)).rows;
    await seedBulkProducts(database.db, run, 5000, (line) => log(`postgres: ${line}`));
    const started = performance.now();
    const size = {
      customers: Math.round(rows / 4),
      orders: rows,
      requests: Math.round(rows / 10),
      reviews: Math.round(rows / 3),
    };
    await seedDemoTrade(database.db, size);
    await client.query('vacuum analyze');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
    await storage.close();
    await database.close();
  }
}

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
  log(`postgres: ${facts.rows.toLocaleString('en-US')} orders, ${facts.monthOrders} in the last 30 days`);
  const versions = [];
  for (const [i, checkout] of checkouts.entries()) {
    versions.push(await measureServer(checkout, { kind: 'postgres', url: copies[i] ?? '' }, orderSuite(facts), load));
  }
  return { database: 'postgres', rows: facts.rows, seedSeconds, searchMatches: 0, versions, perSecondAims: {} };
}
