import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth/password.ts';
import { createEngine } from '../../apps/server/src/crud/engine.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { seedBulkProducts } from '../../apps/server/src/db/seed/bulk-products.ts';
import { ownerUser, seedCatalogue } from '../../apps/server/src/db/seed/catalogue.ts';
import { createStorage } from '../../apps/server/src/storage/create-storage.ts';
import type { Checkout } from './checkout.ts';
import { createDatabase, tempDir, withPg } from './databases.ts';
import { type LoadOptions, measureServer } from './measure-server.ts';
import { productFacts, productSearch, productSuite } from './product-ops.ts';
import type { DatabaseResult } from './report.ts';
import type { Run } from './seed.ts';
import { owner, startServer } from './server-process.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Issue 9's aims on PostgreSQL; the deep page and RSS aims are the report's own. */
export const productAims = { list: 2000, search: 300, show: 3000 } as const;

export async function benchOwner(run: Run): Promise<void> {
  await run('update admin_users set email = $1 where owner', [owner.email]);
  await run(
    'update admin_credentials set password_hash = $1 where user_id in (select id from admin_users where owner)',
    [await hashPassword(owner.password)],
  );
}

/**
 * The demo catalogue's structure and `products` generated products (the same code as `npm run
 * seed`), then whatever `more` adds on that database; its answer is the seed's figure.
 */
export async function seedCatalogueOf(
  url: string,
  products: number,
  more?: (database: Database, run: Run) => Promise<number>,
): Promise<number> {
  const database = await openDatabase({ url, dataDir: tempDir('kramar-bench-seed-'), timeouts: false });
  const storage = await createStorage({ dataDir: tempDir('kramar-bench-uploads-') });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const engine = await createEngine({ db: database.db, storage, logError: () => {} });
    await seedCatalogue(engine, await ownerUser(database.db));
    const run: Run = async (text, values) => (await client.query(text, values)).rows;
    const seconds = await seedBulkProducts(database.db, run, products, (line) => log(`postgres: ${line}`));
    return more ? await more(database, run) : seconds;
  } finally {
    await client.end();
    await storage.close();
    await database.close();
  }
}

/**
 * A database seeded by `seed` (or `fromDb`, one `npm run seed` filled, left as it is), migrated by
 * the first tree's server, and a copy of it per tree measured: the URLs in the trees' order.
 */
export async function seededCopies(
  checkouts: Checkout[],
  fromDb: string | undefined,
  seed: (url: string) => Promise<number>,
  /** The databases' names begin with it (a suite may keep to names of its own). */
  prefix = 'kramar_bench',
): Promise<{ copies: string[]; seedSeconds: number }> {
  const tag = randomBytes(3).toString('hex');
  const [first] = checkouts;
  if (!first) throw new Error('nothing to measure');
  let seedName = fromDb;
  let seedSeconds = Number.NaN;
  if (!seedName) {
    seedName = `${prefix}_${tag}_seed`;
    const seedUrl = await createDatabase(seedName);
    log(`postgres: migrating ${seedName} with the ${first.label} server`);
    await (await startServer(first, { databaseUrl: seedUrl, dataDir: tempDir('kramar-bench-data-') })).stop();
    seedSeconds = await seed(seedUrl);
  }
  const copies: string[] = [];
  for (const checkout of checkouts) copies.push(await createDatabase(`${prefix}_${tag}_${checkout.label}`, seedName));
  return { copies, seedSeconds };
}

/**
 * The products suite on PostgreSQL: a database seeded here (or `fromDb`, one seeded already by
 * `npm run seed`, used as the template of the measured copies and left as it is).
 */
export async function benchProducts(
  checkouts: Checkout[],
  rows: number,
  load: LoadOptions,
  fromDb: string | undefined,
): Promise<DatabaseResult> {
  const { copies, seedSeconds } = await seededCopies(checkouts, fromDb, (url) => seedCatalogueOf(url, rows));
  // a database seeded by `npm run seed` has its own owner: the bench signs in as its own
  if (fromDb) for (const url of copies) await withPg(url, (run) => benchOwner(run));
  const facts = await withPg(copies[0] ?? '', productFacts);
  log(
    `postgres: ${facts.rows.toLocaleString('en-US')} products, category ${facts.category} has ${facts.categoryRows}, ` +
      `"${productSearch}" matches ${facts.searchMatches}`,
  );
  const versions = [];
  for (const [i, checkout] of checkouts.entries()) {
    const url = copies[i] ?? '';
    versions.push(await measureServer(checkout, { kind: 'postgres', url }, productSuite(facts), load));
  }
  return {
    database: 'postgres',
    rows: facts.rows,
    seedSeconds,
    searchMatches: facts.searchMatches,
    versions,
    perSecondAims: productAims,
  };
}
