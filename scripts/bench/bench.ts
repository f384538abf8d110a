// `npm run bench`: the list engine's speed with 100 000 redirects, on PostgreSQL and on PGlite.
// A benchmark, not a test: it prints figures and fails only when the API answers wrongly.
// Options: --rows N, --iterations N, --warmup N, --budget S (seconds per operation at most),
// --only postgres|pglite, --explain (plans of every operation, not only of those over their aim).
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { ResourceDef } from '@kramar/contract';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Config } from '../../apps/server/src/config.ts';
import { loadResources } from '../../apps/server/src/crud/load-resources.ts';
import { explainSamples } from './explain.ts';
import { measure, recordPgQueries, type Sample } from './measure.ts';
import { operations } from './operations.ts';
import { type DatabaseResult, formatTable, misses } from './report.ts';
import { allIds, seedRows } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    budget: { type: 'string', default: '15' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const rows = Number(args.rows);
const iterations = Number(args.iterations);
const warmup = Number(args.warmup);
const budgetSeconds = Number(args.budget);
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (line: string) => process.stderr.write(`${line}\n`);

/** A database of its own on the server, dropped afterwards whatever happens. */
async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `kramar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    // pg-pool's end() resolves before its connections have gone; forcing them out then would
    // surface as an unhandled error on the closed pool, so let them leave first (5 s at most)
    for (let i = 0; i < 50; i += 1) {
      const left = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
      if (left.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchDatabase(
  database: 'postgres' | 'pglite',
  resource: ResourceDef,
  databaseUrl?: string,
): Promise<DatabaseResult> {
  const password = randomBytes(12).toString('base64url');
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir: 'memory://',
    shopUrl: 'https://shop.example.test',
    tokenTtlSeconds: 3600,
    admin: { email: 'owner@kramar.bench', name: 'Власник', password },
    logLevel: 'silent',
    trustProxy: false,
  };
  const app = await buildApp(config);
  try {
    log(`${database}: seeding ${rows.toLocaleString('en-US')} ${resource.name}…`);
    const seedSeconds = await seedRows(app.database.db, resource, rows);
    log(`${database}: seeded in ${seedSeconds.toFixed(1)} s`);

    // a real sign-in, so every measured request pays the token lookup
    const auth = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: config.admin.email, password },
    });
    if (auth.statusCode !== 200) throw new Error(`sign-in failed: ${auth.statusCode} ${auth.body}`);
    const headers = { authorization: `Bearer ${auth.json<{ access_token: string }>().access_token}` };

    const ids = await allIds(app.database.db, resource.table);
    const samples: Sample[] = [];
    for (const op of operations(resource, ids)) {
      samples.push(
        await measure(app, op, { warmup, iterations, budgetSeconds, countQueries: database === 'postgres', headers }),
      );
      log(`${database}: ${op.name} done`);
    }
    const result = { database, seedSeconds, samples };
    if (databaseUrl && (args.explain || misses(result).length)) {
      const which = args.explain ? samples : misses(result);
      log(`\nEXPLAIN ANALYZE (${which.map((s) => s.name).join('; ')}):\n`);
      log(await explainSamples(databaseUrl, which));
    }
    return result;
  } finally {
    await app.close();
  }
}

const started = performance.now();
const loadBefore = loadavg()[0] ?? 0;
const resource = (await loadResources()).find((r) => r.name === 'redirect-urls');
if (!resource) throw new Error('the redirect-urls resource is not declared');
recordPgQueries();

const results: DatabaseResult[] = [];
if (args.only !== 'pglite') results.push(await withPostgres((url) => benchDatabase('postgres', resource, url)));
if (args.only !== 'postgres') results.push(await benchDatabase('pglite', resource));

const server = new URL(serverUrl);
console.log(
  `\nKramar bench: ${rows.toLocaleString('en-US')} ${resource.name}, n requests per operation (${iterations}, fewer ` +
    `when one takes over ${budgetSeconds} s) after ${warmup} warm-up, one at a time, owner's bearer token.\nTime = server-side: app.inject (Fastify's full ` +
    'pipeline incl. the token query, no socket or HTTP client), measured around each request. ' +
    `req/s = 1000 / mean.\nPostgreSQL: ${server.host}; PGlite: in memory. Node ${process.version}; ` +
    `${availableParallelism()} CPUs, load average ${loadBefore.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end.\n`,
);
console.log(formatTable(results));
console.log(
  `\nseeding: ${results.map((r) => `${r.database} ${r.seedSeconds.toFixed(1)} s`).join(', ')}; ` +
    `total run ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
