// `npm run seed -- --products 1000000`: a benchmark catalogue in the database the server uses
// (DATABASE_URL, else PGlite in DATA_DIR). Migrates it, writes the demo catalogue's structure when
// it has no categories yet (no demo products), then N generated products (see bulk-products.ts).
// PostgreSQL takes a few minutes for a million; PGlite is many times slower.
// `--orders 100000` (with --products, or on the products there are): that many orders over 90
// days with customers, requests and reviews in proportion (demo-orders.ts), when there are none.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { configFromEnv } from '../../config.ts';
import { createEngine } from '../../crud/engine.ts';
import { createStorage } from '../../storage/create-storage.ts';
import { openDatabase } from '../client.ts';
import { type Run, seedBulkProducts } from './bulk-products.ts';
import { ownerUser, seedCatalogue } from './catalogue.ts';
import { seedDemoTrade } from './demo-orders.ts';
import { ensureOwner } from './owner.ts';

const { values: args } = parseArgs({ options: { products: { type: 'string' }, orders: { type: 'string' } } });
const count = args.products === undefined ? 0 : Number(args.products);
const orders = args.orders === undefined ? 0 : Number(args.orders);
const valid = (n: number) => Number.isSafeInteger(n) && n >= 0;
if (!valid(count) || !valid(orders) || count + orders === 0) {
  process.stderr.write(
    'usage: npm run seed -- --products <N> --orders <N> (either or both; DATABASE_URL or DATA_DIR names the database)\n',
  );
  process.exit(2);
}
const log = (line: string) => process.stderr.write(`${line}\n`);

const config = configFromEnv(process.env);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, timeouts: false });
const storage = await createStorage(config);
let client: pg.Client | undefined;
try {
  await database.migrate();
  const owner = await ensureOwner(database.db, config.admin);
  if (owner.password) log(`owner ${owner.email} created, password: ${owner.password}`);
  const engine = await createEngine({ db: database.db, storage, logError: () => {} });
  if (await seedCatalogue(engine, await ownerUser(database.db))) log('the demo catalogue structure was written');
  let run: Run;
  if (config.databaseUrl) {
    client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const connection = client;
    run = async (text, values) => (await connection.query(text, values)).rows;
  } else {
    const pglite = (
      database.db as unknown as {
        $client: {
          query(t: string, v?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
          exec(t: string): Promise<unknown>;
        };
      }
    ).$client;
    // PGlite's query() takes one statement with values; VACUUM and SET go through exec()
    run = async (text, values) => {
      if (!values?.length && /^\s*(vacuum|set|drop|create)\b/i.test(text)) {
        await pglite.exec(text);
        return [];
      }
      return (await pglite.query(text, values)).rows;
    };
  }
  if (count) {
    const seconds = await seedBulkProducts(database.db, run, count, log);
    log(`${count.toLocaleString('en-US')} products seeded in ${seconds.toFixed(0)} s`);
  }
  if (orders) {
    const started = performance.now();
    const size = {
      customers: Math.max(500, Math.round(orders / 4)),
      orders,
      requests: Math.round(orders / 10),
      reviews: Math.round(orders / 3),
    };
    const written = await seedDemoTrade(database.db, size);
    const seconds = (performance.now() - started) / 1000;
    if (written) log(`${JSON.stringify(written)} seeded in ${seconds.toFixed(0)} s`);
    else log('orders were not seeded: the shop has orders, customers, requests or reviews already, or no products');
  }
} finally {
  await client?.end();
  await storage.close();
  await database.close();
}
