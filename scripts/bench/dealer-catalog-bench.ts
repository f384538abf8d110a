import type { Checkout } from './checkout.ts';
import { tempDir, withPg } from './databases.ts';
import { type LoadOptions, measureServer, type Suite } from './measure-server.ts';
import { listOp } from './operations.ts';
import { productSearch } from './product-ops.ts';
import { benchOwner, seedCatalogueOf, seededCopies } from './products-bench.ts';
import type { DatabaseResult } from './report.ts';
import type { Run } from './seed.ts';
import { startServer } from './server-process.ts';

/**
 * Issue 29's dealer catalogue at `rows` products: the category whose subtree is nearest 20 000
 * orderable products sorted by the dealer's price, and a search by name, both for a workspace on a price
 * group with a discount, a category override and quantity tiers. Each answer is checked against the
 * page `dealer_price` itself gives; pgbench runs the SQL the server sent (captured). Aims: the
 * issue's, 10 connections.
 */

const log = (line: string) => process.stderr.write(`${line}\n`);
const perPage = 50;
export const dealerCatalogAims = { list: 1000, search: 300 } as const;
/** Issue 29: the category list's p99, ms. */
const listP99Aim = 30;

interface Facts {
  minId: number;
  maxId: number;
  rows: number;
  workspace: number;
  group: number;
  category: number;
  categoryRows: number;
  searchMatches: number;
}

/** A price group (12 %, 5 % more from 10 pieces, 20 % on one top category) and a workspace of an approved dealer on it. */
async function seedDealer(run: Run): Promise<void> {
  const [group] = await run(
    `insert into price_groups (name, discount, min_order_amount) values ('Опт бенч', 12, 100000) returning id`,
  );
  const g = Number(group?.id);
  await run('insert into price_groups_tiers (owner_id, position, min_quantity, discount) values ($1, 0, 10, 5)', [g]);
  await run(
    `insert into price_groups_category_overrides (owner_id, position, category, kind, discount)
     select $1, 0, id, 'percent', 20 from categories where parent is null order by id limit 1`,
    [g],
  );
  const [dealer] = await run(
    `insert into dealers (legal_name, edrpou, legal_address, contact_person, phone, email, status, price_group_id)
     values ('ТОВ «Бенч»', '19999990', 'м. Київ', 'Олена Коваль', '+380670000001', 'bench-dealer@example.com', 'approved', $1)
     returning id`,
    [g],
  );
  await run(`insert into dealer_workspaces (dealer_id, name, city, price_group_id) values ($1, 'Склад', 'Київ', $2)`, [
    Number(dealer?.id),
    g,
  ]);
}

async function facts(run: Run): Promise<Facts> {
  const [ids] = await run('select min(id)::text as min, max(id)::text as max, count(*)::text as n from products');
  const [space] = await run(
    'select id::text, price_group_id::text as g from dealer_workspaces order by id desc limit 1',
  );
  // the category whose subtree holds nearest the 20 000 orderable products
  const [top] = await run(
    `select c.id::text as category, count(*)::text as n from categories c
       join categories x on x.path like '%/' || c.id || '/%'
       join products p on p.category = x.id and p.status = 'published' and p.availability <> 'discontinued'
     group by c.id order by abs(count(*) - 20000), c.id limit 1`,
  );
  const [hits] = await run(
    `select count(*)::text as n from products where status = 'published' and availability <> 'discontinued'
      and (name ilike $1 or sku ilike $1)`,
    [`%${productSearch}%`],
  );
  return {
    minId: Number(ids?.min),
    maxId: Number(ids?.max),
    rows: Number(ids?.n),
    workspace: Number(space?.id),
    group: Number(space?.g),
    category: Number(top?.category),
    categoryRows: Number(top?.n),
    searchMatches: Number(hits?.n),
  };
}

/** The ids a page must hold, asked of the database with `dealer_price` itself. */
const idsOf = async (run: Run, f: Facts, where: string, order: string, values: unknown[]): Promise<string> =>
  (
    await run(
      `select p.id::text as id from products p cross join lateral dealer_price(p.id, ${f.group}, 1, now()) as d(price)
       where p.status = 'published' and p.availability <> 'discontinued' and ${where}
       order by ${order} limit ${perPage}`,
      values,
    )
  )
    .map((r) => String(r.id))
    .join(',');

const catalogSuite = (f: Facts): Suite => ({
  ids: f,
  async operations(run) {
    const base = `/api/dealers/catalog?workspace=${f.workspace}`;
    return [
      listOp(
        'list',
        `category of ${f.categoryRows.toLocaleString('en-US')} by dealer price`,
        `${base}&filter[category]=${f.category}&sort=price`,
        1,
        await idsOf(
          run,
          f,
          'p.category in (select c.id from categories c where c.path like $1)',
          'd.price asc, p.id asc',
          [`%/${f.category}/%`],
        ),
        perPage,
      ),
      listOp(
        'search',
        `search "${productSearch}"`,
        `${base}&search=${encodeURIComponent(productSearch)}`,
        1,
        await idsOf(run, f, '(p.name ilike $1 or p.sku ilike $1)', 'p.name asc, p.id asc', [`%${productSearch}%`]),
        perPage,
      ),
    ];
  },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds until every group's stored prices are readable (the server's `dealer-prices` jobs ran). */
async function untilFresh(url: string, started: number): Promise<number> {
  for (;;) {
    const [state] = await withPg(url, (run) =>
      run(`select count(*) filter (where stale)::int as stale, count(*)::int as n from dealer_price_states`),
    );
    if (Number(state?.n) > 0 && Number(state?.stale) === 0) return (performance.now() - started) / 1000;
    await sleep(1000);
  }
}

/**
 * With a tree that stores dealer prices (migration 0024), its server is started once before the
 * measuring: it migrates the copy and its job fills the bench group's prices; then a rule change of
 * the group (the discount, which reaches every product) is timed: the statement itself, and the
 * rebuild until the catalogue reads stored prices again. Nothing for a tree without them.
 */
async function settleStoredPrices(checkout: Checkout, url: string): Promise<string[]> {
  const server = await startServer(checkout, { databaseUrl: url, dataDir: tempDir('kramar-bench-data-') });
  try {
    const [has] = await withPg(url, (run) => run(`select to_regclass('dealer_price_states') is not null as has`));
    if (!has?.has) return [];
    const fill = await untilFresh(url, performance.now());
    const [rows] = await withPg(url, (run) => run('select count(*)::int as n from dealer_prices'));
    log(
      `postgres ${checkout.label}: ${Number(rows?.n).toLocaleString('en-US')} stored prices filled in ${fill.toFixed(0)} s`,
    );
    const started = performance.now();
    await withPg(url, (run) => run(`update price_groups set discount = discount + 1 where name = 'Опт бенч'`));
    const statementMs = performance.now() - started;
    const rebuild = await untilFresh(url, started);
    const line =
      `${checkout.label}: ${Number(rows?.n).toLocaleString('en-US')} stored dealer prices filled by the job in ${fill.toFixed(0)} s; ` +
      `a discount change: its statement ${statementMs.toFixed(0)} ms, the job's rebuild ${rebuild.toFixed(0)} s ` +
      '(the catalogue computes the prices meanwhile)';
    log(`postgres ${line}`);
    return [line];
  } finally {
    await server.stop();
    await withPg(url, (run) => run('vacuum analyze'));
  }
}

/** The dealer catalogue suite on PostgreSQL: `rows` generated products (or a copy of `fromDb`) and one dealer. */
export async function benchDealerCatalog(
  checkouts: Checkout[],
  rows: number,
  load: LoadOptions,
  fromDb: string | undefined,
): Promise<DatabaseResult> {
  const { copies, seedSeconds } = await seededCopies(checkouts, fromDb, (url) => {
    const started = performance.now();
    return seedCatalogueOf(url, rows, async (_db, run) => {
      await seedDealer(run);
      await run('analyze');
      return (performance.now() - started) / 1000;
    });
  });
  // a database seeded by `npm run seed` has its own owner: the bench signs in as its own
  if (fromDb)
    for (const url of copies)
      await withPg(url, async (run) => {
        await seedDealer(run);
        await benchOwner(run);
      });
  const f = await withPg(copies[0] ?? '', facts);
  log(
    `postgres: ${f.rows.toLocaleString('en-US')} products, category ${f.category}'s subtree has ${f.categoryRows} orderable, ` +
      `"${productSearch}" matches ${f.searchMatches}; workspace ${f.workspace} on group ${f.group}`,
  );
  const versions = [];
  const notes: string[] = [];
  for (const [i, checkout] of checkouts.entries()) {
    notes.push(...(await settleStoredPrices(checkout, copies[i] ?? '')));
    versions.push(await measureServer(checkout, { kind: 'postgres', url: copies[i] ?? '' }, catalogSuite(f), load));
  }
  return {
    database: 'postgres',
    rows: f.rows,
    seedSeconds,
    searchMatches: f.searchMatches,
    versions,
    perSecondAims: dealerCatalogAims,
    listP99Aim,
    notes,
  };
}
