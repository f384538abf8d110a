// `npm run bench`: the issue's server figures, measured the same way every time. Seeds redirect
// URLs (1 000 000 on PostgreSQL, 100 000 on PGlite), starts the server as a process of its own and
// loads it over HTTP with 10 keep-alive connections; beside each operation, pgbench runs the very
// SQL statements one request sent. With --before <git-ref> that commit's server is measured on a
// copy of the same data in the same run. A benchmark, not a test: it fails only on a wrong answer.
//
// Options: --rows N (PostgreSQL), --pglite-rows N, --only postgres|pglite, --connections N,
// --duration S (per operation), --warmup S, --before REF, --no-build, --explain (plans of the
// captured SQL), --show-sql (the pgbench scripts).
// --suite products: issue 9's product requests instead (PostgreSQL only; products-bench.ts), on
// --rows generated products, or on a copy of --from-db NAME, a database `npm run seed` filled.
// --suite orders: the orders list's filters, the dashboard and the clients list (orders-bench.ts) on
// --rows orders and as many clients.
// --suite dealers: the dealer companies' list (dealers-bench.ts) on --rows companies, 40 000 unless given.
// --suite files: a media library folder of --rows files (100 000 unless given) listed and searched,
// then 100 photos of 4000×3000 uploaded while the server's RSS is watched (files-bench.ts).
// --suite dealer-catalog: issue 29's dealer catalogue (dealer-catalog-bench.ts) on --rows products.
// --suite feeds: issue 31's feed builds (feeds-bench.ts) on --rows products (or --from-db): build
// time, file, peak RSS per format, and the products list's p99 during a build against its usual.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg, release, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { redirectUrls } from '@kramar/contract/resources/redirect-urls.ts';
import { buildServer, type Checkout, checkoutRef, workingTree } from './checkout.ts';
import { cleanupAll, cleanupOnSignals, interruptedBy } from './cleanup.ts';
import { copyDataDir, createDatabase, pgVersion, serverUrl, tempDir, withPg, withPglite } from './databases.ts';
import { benchDealerCatalog } from './dealer-catalog-bench.ts';
import { benchDealers, dealerSearch } from './dealers-bench.ts';
import { benchFeeds } from './feeds-bench.ts';
import { type FeedsResult, feedFacts, formatFeedLoads, formatFeeds } from './feeds-report.ts';
import { benchFiles, fileSearch } from './files-bench.ts';
import { type LoadOptions, measureServer } from './measure-server.ts';
import { redirectSuite } from './operations.ts';
import { benchOrders } from './orders-bench.ts';
import { productSearch } from './product-ops.ts';
import { benchProducts } from './products-bench.ts';
import { searchWord } from './redirect-rows.ts';
import { type DatabaseResult, formatDetails, formatTable } from './report.ts';
import { dataFacts, seedRows } from './seed.ts';
import { startServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string' },
    'pglite-rows': { type: 'string', default: '100000' },
    only: { type: 'string' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    before: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    'show-sql': { type: 'boolean', default: false },
    suite: { type: 'string', default: 'redirects' },
    'from-db': { type: 'string' },
  },
});
const count = (name: string, raw: string | undefined): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number, got ${raw}`);
  return n;
};
if (args.only && args.only !== 'postgres' && args.only !== 'pglite') throw new Error('--only postgres|pglite');
if (!['redirects', 'products', 'orders', 'dealers', 'files', 'dealer-catalog', 'feeds'].includes(args.suite)) {
  throw new Error('--suite redirects|products|orders|dealers|files|dealer-catalog|feeds');
}
const productsSuite = args.suite === 'products';
const ordersSuite = args.suite === 'orders';
const dealersSuite = args.suite === 'dealers';
const filesSuite = args.suite === 'files';
const dealerCatalogSuite = args.suite === 'dealer-catalog';
const feedsSuite = args.suite === 'feeds';
const rows = args.rows ?? (dealersSuite ? '40000' : filesSuite ? '100000' : '1000000');
if (args.suite !== 'redirects' && args.only === 'pglite')
  throw new Error(`--suite ${args.suite} runs on PostgreSQL only`);
const load: LoadOptions = {
  connections: count('connections', args.connections),
  seconds: count('duration', args.duration),
  warmupSeconds: Number(args.warmup),
  explain: args.explain,
  showSql: args['show-sql'],
};
const resource = redirectUrls;
const log = (line: string) => process.stderr.write(`${line}\n`);

const cpuModel = () =>
  readFileSync('/proc/cpuinfo', 'utf8')
    .match(/model name\s*:\s*(.+)/)?.[1]
    ?.trim() ?? 'unknown CPU';

async function benchPostgres(checkouts: Checkout[], rows: number): Promise<DatabaseResult> {
  const tag = randomBytes(3).toString('hex');
  const seedName = `kramar_bench_${tag}_seed`;
  const seedUrl = await createDatabase(seedName);
  // the oldest tree's migrations make the schema; a newer server migrates its copy forward itself
  const [first] = checkouts;
  if (!first) throw new Error('nothing to measure');
  log(`postgres: migrating ${seedName} with the ${first.label} server`);
  await (await startServer(first, { databaseUrl: seedUrl, dataDir: tempDir('kramar-bench-data-') })).stop();
  const seedSeconds = await withPg(seedUrl, (run) => seedRows(run, resource, rows, 'postgres'));
  const facts = await withPg(seedUrl, (run) => dataFacts(run, resource, searchWord));
  const versions = [];
  for (const checkout of checkouts) {
    const url = await createDatabase(`kramar_bench_${tag}_${checkout.label}`, seedName);
    versions.push(await measureServer(checkout, { kind: 'postgres', url }, redirectSuite(resource, facts, rows), load));
  }
  return { database: 'postgres', rows, seedSeconds, searchMatches: facts.searchMatches, versions };
}

async function benchPglite(checkouts: Checkout[], rows: number): Promise<DatabaseResult> {
  const [first] = checkouts;
  if (!first) throw new Error('nothing to measure');
  const seedDir = tempDir('kramar-bench-pglite-');
  log(`pglite: migrating ${seedDir} with the ${first.label} server`);
  await (await startServer(first, { dataDir: seedDir })).stop();
  const seedSeconds = await withPglite(seedDir, (run) => seedRows(run, resource, rows, 'pglite'));
  const facts = await withPglite(seedDir, (run) => dataFacts(run, resource, searchWord));
  const versions = [];
  for (const checkout of checkouts) {
    const dataDir = copyDataDir(seedDir, `kramar-bench-pglite-${checkout.label}-`);
    versions.push(
      await measureServer(checkout, { kind: 'pglite', dataDir }, redirectSuite(resource, facts, rows), load),
    );
  }
  return { database: 'pglite', rows, seedSeconds, searchMatches: facts.searchMatches, versions };
}

cleanupOnSignals();
const started = performance.now();
const loadAtStart = loadavg()[0] ?? 0;
let failed = false;
try {
  const checkouts = [...(args.before ? [checkoutRef(args.before)] : []), workingTree()];
  if (!args['no-build']) for (const checkout of checkouts) buildServer(checkout);
  const results: DatabaseResult[] = [];
  if (args.only !== 'pglite' && args.suite === 'redirects') {
    results.push(await benchPostgres(checkouts, count('rows', rows)));
  }
  let uploadLine: string | undefined;
  let feeds: FeedsResult | undefined;
  if (feedsSuite) {
    feeds = await benchFeeds(checkouts, count('rows', rows), load, args['from-db']);
  } else if (filesSuite) {
    const files = await benchFiles(checkouts, count('rows', rows), load, args['from-db']);
    uploadLine = files.upload;
    results.push(files);
  } else if (dealerCatalogSuite) {
    results.push(await benchDealerCatalog(checkouts, count('rows', rows), load, args['from-db']));
  } else if (dealersSuite) {
    results.push(await benchDealers(checkouts, count('rows', rows), load, args['from-db']));
  } else if (ordersSuite) {
    results.push(await benchOrders(checkouts, count('rows', rows), load, args['from-db']));
  } else if (productsSuite) {
    results.push(await benchProducts(checkouts, count('rows', rows), load, args['from-db']));
  } else if (args.only !== 'postgres')
    results.push(await benchPglite(checkouts, count('pglite-rows', args['pglite-rows'])));

  const facts = [
    `npm run bench -- ${process.argv.slice(2).join(' ')}`.trimEnd(),
    `${cpuModel()}, ${availableParallelism()} CPUs shared by the server, the load and the database; ` +
      `${(totalmem() / 2 ** 30).toFixed(0)} GiB; Linux ${release()}; Node ${process.version}; ` +
      `PostgreSQL ${await pgVersion()} at ${new URL(serverUrl).host}; load average ${loadAtStart.toFixed(1)} at start, ` +
      `${(loadavg()[0] ?? 0).toFixed(1)} at end`,
    ...(feeds
      ? feedFacts(feeds, load, args['from-db'])
      : [
          `${load.connections} keep-alive HTTP connections per operation, ${load.warmupSeconds} s warm-up + ` +
            `${load.seconds} s measured; every answer checked (status, envelope, the page's very rows). ` +
            `pgbench -n -c ${load.connections} -j 2 -T ${load.seconds} -M prepared on the SQL of one request.`,
        ]),
    ...results.map((r) =>
      filesSuite
        ? `${r.database}: ${r.rows.toLocaleString('en-US')} files in one folder seeded in ${r.seedSeconds.toFixed(0)} s, ` +
          `"${fileSearch}" in ${r.searchMatches.toLocaleString('en-US')} of them`
        : dealerCatalogSuite
          ? `${r.database}: ${r.rows.toLocaleString('en-US')} products and one dealer workspace on a price group ` +
            `${Number.isNaN(r.seedSeconds) ? `from ${args['from-db']}` : `seeded in ${r.seedSeconds.toFixed(0)} s`}, ` +
            `"${productSearch}" in ${r.searchMatches.toLocaleString('en-US')} orderable products`
          : dealersSuite
            ? `${r.database}: ${r.rows.toLocaleString('en-US')} dealer companies seeded in ${r.seedSeconds.toFixed(0)} s, ` +
              `"${dealerSearch}" in ${r.searchMatches.toLocaleString('en-US')} of them`
            : ordersSuite
              ? `${r.database}: ${r.rows.toLocaleString('en-US')} orders ` +
                `${Number.isNaN(r.seedSeconds) ? `from ${args['from-db']}` : `seeded in ${r.seedSeconds.toFixed(0)} s`}`
              : productsSuite
                ? `${r.database}: ${r.rows.toLocaleString('en-US')} products ` +
                  `${Number.isNaN(r.seedSeconds) ? `from ${args['from-db']}` : `seeded in ${r.seedSeconds.toFixed(0)} s`}, ` +
                  `"${productSearch}" in ${r.searchMatches.toLocaleString('en-US')} of them; peers (Strapi 5): ` +
                  '161, 2.8, 2.3 and 460 req/s for list, deep page, search and show'
                : `${r.database}: ${r.rows.toLocaleString('en-US')} ${resource.name} seeded in ${r.seedSeconds.toFixed(0)} s, ` +
                  `"${searchWord}" in ${r.searchMatches.toLocaleString('en-US')} of them`,
    ),
    ...(results[0]?.versions ?? []).map((v) => `${v.label}: ${v.describe}; ${v.command}`),
    ...(uploadLine ? [uploadLine] : []),
    ...results.flatMap((r) => r.notes ?? []),
  ];
  console.log(`\nKramar bench\n${facts.map((f) => `  ${f}`).join('\n')}\n`);
  console.log(feeds ? formatFeeds(feeds) : formatTable(results));
  console.log(`\n${feeds ? formatFeedLoads(feeds) : formatDetails(results)}`);
} catch (error) {
  failed = true;
  const signal = interruptedBy();
  log(signal ? `\nbench stopped by ${signal}` : `\nbench failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  await cleanupAll();
  log(`total run ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.exit(failed ? 1 : 0);
